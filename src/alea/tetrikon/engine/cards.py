"""The 24 Chance cards' effects (T-N2), when each can be used (T-N1), and Immunity (T-N3).

A card is named by its uid (``"12#1"``); its number is what the rules read. Penalty cards
resolve when drawn; keepable ones now or later as action a); Immunity only answers.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable

from .bank import (bank_pay, draw_tcards, forced_payment, immune, spend, swap_with_manager,
                   take_by_die, take_position, to_bag)
from . import events as ev
from .content import card_number
from .core import Core, Flow
from .money import ways_to_give

JOKERS: dict[int, int] = {17: 10, 18: 25, 19: 50}
"""Joker card number -> T-points (T-N2.17-19)."""

RESTRICTIONS: frozenset[int] = frozenset({12, 13, 21})
"""Cards that lie face up in front of the player (T-N2.12, 13, 21)."""

TRADING_CARDS: frozenset[int] = frozenset({2})
"""Card 2 counts as trading: forbidden under card 12 (T-N2.2)."""


def trade_blocked(core: Core, player: int) -> bool:
    """Card 12 lies in front of this player (T-N2.12)."""
    return core.state.players[player].restricted(12)


def usable(core: Core, player: int, uid: str) -> bool:
    """Whether a keepable card can be used now by ``player`` (on their turn)."""
    s = core.state
    n = card_number(uid)
    pl = s.players[player]
    others = s.others(player)
    display = any(p is not None for p in s.display)
    if n == 1:
        return bool(pl.free) and display
    if n == 2:
        return (bool(pl.free) and not trade_blocked(core, player)
                and any(s.players[q].free and not trade_blocked(core, q) for q in others))
    if n in (3, 6):
        return display
    if n in (4, 14, 15, 22):
        return bool(others)
    if n == 20:
        return (len(pl.free) >= 2 and not pl.restricted(21)
                and s.turn.placements < 2 and any(b.empty() for b in pl.boards))
    return n in (7, 8, 9, 17, 18, 19, 24)


def draw_and_resolve(core: Core, player: int) -> Flow:
    """The Chance option of a roll (T-A2, T-N1): a penalty resolves at once, Immunity is kept,
    a keepable card is used at once or kept."""
    from .bank import draw_chance

    s = core.state
    uid = yield from draw_chance(core)
    if uid is None:
        return
    s.in_play.append(uid)
    kind = s.content.chance[card_number(uid)].kind
    if kind == "penalty":
        core.keep(ev.ChanceOpened(player, uid, kind))
        s.in_play.remove(uid)
        yield from resolve(core, player, uid)
        return
    core.keep(ev.ChanceDrawn(player, uid, kind))
    choice = "keep"
    if kind == "keepable" and usable(core, player, uid):
        choice = yield from core.ask("use_or_keep", player, ["use", "keep"], card=uid)
    s.in_play.remove(uid)
    if choice == "use":
        used = yield from resolve(core, player, uid)
        if used:
            return
    s.players[player].chance.append(uid)
    core.keep(ev.CardKept(player, uid))


def use_from_hand(core: Core, player: int, uids: tuple[str, ...]) -> Flow:
    """Action a) with kept cards (T-A1): one card, or several Jokers. Returns False when
    nothing was used (card 2 with no agreement, ruling B23)."""
    pl = core.state.players[player]
    if len(uids) > 1:
        for uid in uids:
            pl.chance.remove(uid)
            core.keep(ev.CardUsed(player, uid))
            bank_pay(core, player, JOKERS[card_number(uid)], "joker")
            spend(core, uid)
        return True
    (uid,) = uids
    pl.chance.remove(uid)
    used = yield from resolve(core, player, uid)
    if not used:
        pl.chance.append(uid)
    return used


def _give_piece(core: Core, giver: int, receiver: int | None, why: str) -> Flow:
    """The giver chooses one of their free pieces; it goes to ``receiver`` or, None, to the bag."""
    s = core.state
    free = s.players[giver].free
    piece = yield from core.ask("own_piece", giver, sorted(set(free)), why=why)
    free.remove(piece)
    if receiver is None:
        core.keep(ev.PieceGiven(giver, None, piece, why))
        to_bag(core, piece, why)
    else:
        bisect.insort(s.players[receiver].free, piece)
        core.keep(ev.PieceGiven(giver, receiver, piece, why))
    return piece


def resolve(core: Core, player: int, uid: str) -> Flow:
    """Carry out a card's effect for ``player`` (T-N2). Returns True when the card was used
    (it is then under the deck, or in front of the player); False when it stays (card 2): the
    caller puts it back in the hand. While it acts it is ``in_play``."""
    s = core.state
    s.in_play.append(uid)
    try:
        return (yield from _effect(core, player, uid))
    finally:
        s.in_play.remove(uid)


CardEffect = Callable[[Core, int, str], Flow]
"""A card's own effect for a player: it returns None when the card is then handed in (under the deck),
or, when it went elsewhere itself, whether it was used (card 2, the restrictions)."""

SELF_IMMUNE: frozenset[int] = RESTRICTIONS | {5, 10, 11, 16}
"""Cards drawn by a player that would make them give something or restrict them (T-N3): their holder
of Immunity may reveal it instead, and the card is handed in."""


def _effect(core: Core, player: int, uid: str) -> Flow:
    n = card_number(uid)
    if n != 2:
        core.keep(ev.CardUsed(player, uid))
    if n in SELF_IMMUNE and (yield from immune(core, player, uid)):
        spend(core, uid)
        return True
    kept = yield from _CARD_EFFECTS.get(n, _no_effect)(core, player, uid)
    if kept is not None:
        return kept
    spend(core, uid)
    return True


def _no_effect(core: Core, player: int, uid: str) -> Flow:
    """A card whose effect is not played here (Immunity, T-N3, is revealed, not played)."""
    return None
    yield  # a flow, though it asks nothing


def _card1_swap_with_manager(core: Core, player: int, uid: str) -> Flow:
    """T-N2.1: present a free piece and take the display's piece at a die's position; the given
    piece goes to the bag after the refill (ruling B16)."""
    piece = yield from core.ask("own_piece", player, sorted(set(core.state.players[player].free)), why="card1")
    yield from swap_with_manager(core, player, piece, "card1")
    return None


def _card2_swap_with_player(core: Core, player: int, uid: str) -> Flow:
    """T-N2.2 (:func:`_swap_with_player`): whether the card was used (handed in by the swap)."""
    return (yield from _swap_with_player(core, player, uid))


def _card3_bank_rolls(core: Core, player: int, uid: str) -> Flow:
    """T-N2.3: the bank rolls one die and gives the piece at that position."""
    yield from take_by_die(core, player, "card3", bank_rolls=True)
    return None


def _card4_piece_from_player(core: Core, player: int, uid: str) -> Flow:
    """T-N2.4: the chosen player gives one of their free pieces, the giver choosing (ruling B24);
    with none, the card is wasted."""
    s = core.state
    target = yield from core.ask("target", player, s.others(player), card=uid)
    if not s.players[target].free:
        core.keep(ev.CardWasted(player, uid, target=target))
    elif not (yield from immune(core, target, uid)):
        yield from _give_piece(core, target, player, "card4")
    return None


def _card5_piece_to_bank(core: Core, player: int, uid: str) -> Flow:
    """T-N2.5: give a free piece to the bank, or, with none, one taken out of the diagram."""
    pl = core.state.players[player]
    if pl.free:
        yield from _give_piece(core, player, None, "card5")
        return None
    placed = [(b, p.label) for b, board in enumerate(pl.boards) for p in board.placed]
    if placed:
        label = yield from core.ask("take_out", player, [lab for _, lab in placed], why="card5")
        b = next(b for b, lab in placed if lab == label)
        board = pl.boards[b]
        out = board.find(label)
        assert out is not None
        board.placed.remove(out)
        core.keep(ev.TakenOut(player, b, label, out.piece, "card5"))
        core.keep(ev.PieceGiven(player, None, out.piece, "card5"))
        to_bag(core, out.piece, "card5")
    return None


def _card6_choose_from_display(core: Core, player: int, uid: str) -> Flow:
    """T-N2.6: any piece of the display, without rolling; the display is refilled."""
    positions = [i + 1 for i, p in enumerate(core.state.display) if p is not None]
    position = yield from core.ask("position", player, positions, card=uid)
    yield from take_position(core, player, position, "card6")
    return None


def _cards7_to_9_draw(core: Core, player: int, uid: str) -> Flow:
    """T-N2.7 to 9: draw one, two or three cards from the Treasury."""
    yield from draw_tcards(core, player, card_number(uid) - 6)
    return None


def _cards10_11_discard(core: Core, player: int, uid: str) -> Flow:
    """T-N2.10, 11: discard one or two cards of the hand, T or Chance (ruling B25); fewer: all."""
    s = core.state
    pl = s.players[player]
    count = card_number(uid) - 9
    hand: list[int | str] = [*pl.tcards, *pl.chance]
    if not hand:
        return None
    chosen = yield from core.ask("discard", player, [list(x) for x in ways_to_give(hand, count)], count=count)
    for item in chosen:
        if isinstance(item, int):
            pl.tcards.remove(item)
            s.returned.append(item)
        else:
            pl.chance.remove(item)
            spend(core, item)
    core.keep(ev.Discarded(player, len(chosen), tuple(chosen)))
    return None


def _cards12_13_21_restriction(core: Core, player: int, uid: str) -> Flow:
    """T-N2.12, 13, 21: the card lies face up in front of the player while it restricts them."""
    core.state.players[player].front.append(uid)
    core.keep(ev.Restricted(player, uid))
    return True
    yield  # a flow, though it asks nothing


def _cards14_15_levy(core: Core, player: int, uid: str) -> Flow:
    """T-N2.14, 15: each other player pays 10 or 25 T (or all they have), unless immune."""
    s = core.state
    n = card_number(uid)
    amount = 10 if n == 14 else 25
    for q in s.others(player):
        if s.players[q].tcards and not (yield from immune(core, q, uid)):
            yield from forced_payment(core, q, player, amount, f"card{n}")
    return None


def _card16_pay_each(core: Core, player: int, uid: str) -> Flow:
    """T-N2.16: pay each other player 5 T, in turn order until the cards run out (ruling B27)."""
    s = core.state
    for q in s.others(player):
        if not s.players[player].tcards:
            break
        yield from forced_payment(core, player, q, 5, "card16")
    return None


def _cards17_to_19_joker(core: Core, player: int, uid: str) -> Flow:
    """T-N2.17 to 19: the bank pays the Joker's 10, 25 or 50 T."""
    bank_pay(core, player, JOKERS[card_number(uid)], "joker")
    return None
    yield  # a flow, though it asks nothing


def _card20_two_placements(core: Core, player: int, uid: str) -> Flow:
    """T-N2.20: the turn's limit of placements becomes two in all (ruling B28)."""
    s = core.state
    s.turn.limit = 2
    s.turn.window = "card20"
    core.keep(ev.LimitRaised(player, 2))
    return None
    yield  # a flow, though it asks nothing


def _card22_player_pays(core: Core, player: int, uid: str) -> Flow:
    """T-N2.22: the chosen player pays 25 T (or all they have), unless immune."""
    s = core.state
    target = yield from core.ask("target", player, s.others(player), card=uid)
    if s.players[target].tcards and not (yield from immune(core, target, uid)):
        yield from forced_payment(core, target, player, 25, "card22")
    return None


def _card24_inheritance(core: Core, player: int, uid: str) -> Flow:
    """T-N2.24: the bank pays 150 T."""
    bank_pay(core, player, 150, "inheritance")
    return None
    yield  # a flow, though it asks nothing


_CARD_EFFECTS: dict[int, CardEffect] = {
    1: _card1_swap_with_manager, 2: _card2_swap_with_player, 3: _card3_bank_rolls,
    4: _card4_piece_from_player, 5: _card5_piece_to_bank, 6: _card6_choose_from_display,
    7: _cards7_to_9_draw, 8: _cards7_to_9_draw, 9: _cards7_to_9_draw,
    10: _cards10_11_discard, 11: _cards10_11_discard,
    12: _cards12_13_21_restriction, 13: _cards12_13_21_restriction, 21: _cards12_13_21_restriction,
    14: _cards14_15_levy, 15: _cards14_15_levy, 16: _card16_pay_each,
    17: _cards17_to_19_joker, 18: _cards17_to_19_joker, 19: _cards17_to_19_joker,
    20: _card20_two_placements, 22: _card22_player_pays, 24: _card24_inheritance,
}
"""Each Chance card's effect by its number (T-N2); a number not here (Immunity) has none when played."""


def _swap_with_player(core: Core, player: int, uid: str) -> Flow:
    """Card 2 (T-N2.2): offer a free piece for a wanted one; holders are asked in turn order
    until one agrees. Without agreement nothing happens (ruling B23)."""
    s = core.state
    pl = s.players[player]
    give = yield from core.ask("own_piece", player, sorted(set(pl.free)), why="card2")
    holders = [q for q in s.others(player) if not trade_blocked(core, q)]
    wanted = sorted({p for q in holders for p in s.players[q].free})
    want = yield from core.ask("want_piece", player, wanted, give=give)
    for q in holders:
        if want not in s.players[q].free:
            continue
        yes = yield from core.ask("swap_answer", q, [True, False], auto_single=False,
                                  give=give, want=want, by=player)
        if yes:
            core.keep(ev.CardUsed(player, uid))
            pl.free.remove(give)
            s.players[q].free.remove(want)
            bisect.insort(pl.free, want)
            bisect.insort(s.players[q].free, give)
            core.keep(ev.Swapped(player, q, give, want))
            spend(core, uid)
            return True
    core.keep(ev.CardWasted(player, uid, reason="no_agreement"))
    return False
