"""The automated table manager (T-C9): the Treasury, the returned pile, the Chance deck, the
display and the bag, payments and inflation (T-A7, T-M)."""

from __future__ import annotations

import bisect
from typing import Any

from . import events as ev
from .content import card_number
from .core import Core, Flow
from .money import bank_choice, exact_set, payment_sets, remove_values
from .state import DISPLAY_SIZE

IMMUNITY = 23


def half_up(n: int) -> int:
    """The larger half (T-M4, T-M5, ruling B31)."""
    return (n + 1) // 2


def to_bag(core: Core, piece: str, why: str) -> None:
    """A piece goes into the bag (kept sorted: which comes out is a chance pick)."""
    bisect.insort(core.state.bag, piece)
    core.keep(ev.PieceToBag(piece, why))


def spend(core: Core, uid: str) -> None:
    """A used Chance card goes to the bottom of the Chance deck (T-M6)."""
    s = core.state
    s.chance_deck.append(uid)
    s.used_chance.add(uid)


def immune(core: Core, player: int, against: str, inflation: bool = False) -> Flow:
    """T-N3: offer Immunity to its holder; True when revealed (it then goes under the deck)."""
    s = core.state
    if inflation and "immunity_narrow" in s.config.variants:
        return False
    pl = s.players[player]
    held = next((uid for uid in pl.chance if card_number(uid) == IMMUNITY), None)
    if held is None:
        return False
    use = yield from core.ask("immunity", player, [True, False], against=against)
    if not use:
        return False
    pl.chance.remove(held)
    spend(core, held)
    core.keep(ev.ImmunityShown(player, against, held))
    return True


# --- T-cards ---------------------------------------------------------------------------------
def draw_tcards(core: Core, player: int, count: int) -> Flow:
    """Draw ``count`` cards from the Treasury (T-A2, T-M4); returns their values."""
    s = core.state
    got: list[int] = []
    for _ in range(count):
        if not s.treasury:
            yield from renew_treasury(core)
        if not s.treasury:
            break
        got.append(s.treasury.pop(0))
    for v in got:
        bisect.insort(s.players[player].tcards, v)
    core.keep(ev.TcardsDrawn(player, len(got), tuple(got)))
    return got


def renew_treasury(core: Core) -> Flow:
    """T-M4: the returned pile, shuffled, becomes the Treasury; else card inflation."""
    s = core.state
    if not s.returned and "inflation_off" not in s.config.variants:
        yield from inflation(core, "cards")
    if s.returned:
        perm = yield from core.shuffle(len(s.returned))
        s.treasury = [s.returned[i] for i in perm]
        s.returned = []
        core.keep(ev.TreasuryReshuffled(len(s.treasury)))


def take_from_piles(core: Core, values: list[int], from_returned: list[int]) -> None:
    """Remove cards the bank pays out: ``from_returned`` from the returned pile, the rest found
    in the Treasury, whose order is otherwise kept (T-M3)."""
    s = core.state
    remove_values(s.returned, from_returned)
    rest = list(values)
    for v in from_returned:
        rest.remove(v)
    remove_values(s.treasury, rest)


def bank_pay(core: Core, player: int, amount: int, why: str) -> None:
    """T-M3: the bank pays ``amount`` (Jokers, Inheritance)."""
    s = core.state
    choice = bank_choice(s.returned, s.treasury, amount)
    if choice is None:  # it pays all it has
        values = sorted(s.returned + s.treasury)
        s.returned, s.treasury = [], []
    else:
        values = sorted(choice[0] + choice[1])
        take_from_piles(core, values, choice[0])
    for v in values:
        bisect.insort(s.players[player].tcards, v)
    core.keep(ev.BankPaid(player, amount, len(values), tuple(values), why))


def choose_payment(core: Core, payer: int, amount: int, why: str) -> Flow:
    """The payer picks a set of T-cards paying ``amount`` (T-M1), the best one first."""
    sets = payment_sets(core.state.players[payer].tcards, amount)
    chosen = yield from core.ask("pay", payer, [list(x) for x in sets], amount=amount, why=why)
    return list(chosen)


def pay_bank(core: Core, payer: int, amount: int, why: str) -> Flow:
    """A purchase: no change (T-M1); the cards go to the returned pile (T-M2)."""
    s = core.state
    chosen = yield from choose_payment(core, payer, amount, why)
    remove_values(s.players[payer].tcards, chosen)
    s.returned.extend(chosen)
    core.keep(ev.Paid(payer, None, sum(chosen), len(chosen), tuple(chosen), why))


def pay_player(core: Core, payer: int, payee: int, cards: list[int], why: str) -> None:
    """Hand cards from one player to another (T-M2); both see the values (T-H)."""
    s = core.state
    remove_values(s.players[payer].tcards, cards)
    for v in cards:
        bisect.insort(s.players[payee].tcards, v)
    core.keep(ev.Paid(payer, payee, sum(cards), len(cards), tuple(cards), why))


def forced_payment(core: Core, payer: int, payee: int, amount: int, why: str) -> Flow:
    """A payment forced by a Chance card (T-M1, T-M8): all the payer has if short; exact when a
    set makes it; else change from the bank when it can pay both amounts exactly."""
    s = core.state
    pl = s.players[payer]
    if pl.total() <= amount:
        pay_player(core, payer, payee, list(pl.tcards), why)
        return
    chosen = yield from choose_payment(core, payer, amount, why)
    total = sum(chosen)
    if total > amount and exact_set(pl.tcards, amount) is None:
        pool = s.returned + chosen
        first = bank_choice(pool, s.treasury, amount, exact_only=True)
        if first is not None:
            rest_ret = list(pool)
            remove_values(rest_ret, first[0])
            rest_tr = list(s.treasury)
            remove_values(rest_tr, first[1])
            second = bank_choice(rest_ret, rest_tr, total - amount, exact_only=True)
            if second is not None:
                remove_values(pl.tcards, chosen)
                s.returned.extend(chosen)
                core.keep(ev.Paid(payer, None, total, len(chosen), tuple(chosen), "change"))
                bank_pay(core, payee, amount, why)
                bank_pay(core, payer, total - amount, "change")
                return
    pay_player(core, payer, payee, chosen, why)


# --- the display and the bag -------------------------------------------------------------
def take_by_die(core: Core, player: int, why: str, bank_rolls: bool = False) -> Flow:
    """Roll one die and take the display piece at that position (T-A7); an empty position is
    rolled again (ruling B17); ``bank_rolls`` for card 3, where the bank rolls. Returns the piece, or None when the display is empty."""
    s = core.state
    if all(p is None for p in s.display):
        core.keep(ev.PieceTaken(player, None, None, why))
        return None
    while True:
        (value,) = yield from core.roll(1)
        core.keep(ev.DieRolled(None if bank_rolls else player, value, why))
        if s.display[value - 1] is not None:
            break
    return (yield from take_position(core, player, value, why))


def take_position(core: Core, player: int, position: int, why: str) -> Flow:
    """Take the piece at a display position and refill that position (T-A7, ruling B42)."""
    s = core.state
    piece = s.display[position - 1]
    assert piece is not None
    s.display[position - 1] = None
    bisect.insort(s.players[player].free, piece)
    core.keep(ev.PieceTaken(player, position, piece, why))
    yield from refill(core, position)
    return piece


def refill(core: Core, position: int) -> Flow:
    """Fill an emptied position from the bag; piece inflation when the bag drops to one piece
    with the display full (T-M5, ruling B30), and as a safety net when it is empty."""
    s = core.state
    inflation_on = "inflation_off" not in s.config.variants and s.cards_in_play
    if not s.bag and inflation_on:
        yield from piece_inflation(core)
    if not s.bag:
        return
    index = yield from core.pick(len(s.bag))
    piece = s.bag.pop(index)
    s.display[position - 1] = piece
    core.keep(ev.DisplayRefilled(position, piece))
    if inflation_on and len(s.bag) == 1 and all(p is not None for p in s.display):
        yield from piece_inflation(core)


def inflation(core: Core, what: str) -> Flow:
    """Card inflation (T-M4, ``what`` "cards") or piece inflation (T-M5, "pieces"): every
    player, from the active one in turn order, gives the larger half of their T-cards or free
    pieces (their choice, ruling B31), unless they reveal Immunity (T-N3); placed pieces are
    never given. Cards go to the returned pile, pieces into the bag. The player names them one
    at a time among the distinct values left (a hand of 25 cards has thousands of halves, too
    many to hear as choices), and is not asked when every one left must go."""
    s = core.state
    shares: dict[int, int] = {}
    for q in [s.active] + s.others(s.active):
        pl = s.players[q]
        items: list[Any] = pl.tcards if what == "cards" else pl.free
        k = half_up(len(items))
        if k == 0 or (yield from immune(core, q, "inflation", inflation=True)):
            shares[q] = 0
            continue
        for left in range(k, 0, -1):  # one at a time: a few values to hear, not every combination
            values = sorted(set(items))
            item = values[0] if left == len(items) else (yield from core.ask(
                "give_cards" if what == "cards" else "give_pieces", q, values, count=left, why="inflation"))
            items.remove(item)
            if what == "cards":
                s.returned.append(item)
            else:
                bisect.insort(s.bag, item)
        shares[q] = k
    core.keep(ev.Inflation(what, tuple(shares.items())))


def piece_inflation(core: Core) -> Flow:
    """T-M5."""
    yield from inflation(core, "pieces")


def fill_display(core: Core) -> Flow:
    """T-S5: six pieces drawn at random onto positions 1 to 6."""
    s = core.state
    for position in range(1, DISPLAY_SIZE + 1):
        if s.bag:
            index = yield from core.pick(len(s.bag))
            s.display[position - 1] = s.bag.pop(index)


# --- the Chance deck -----------------------------------------------------------------------
def draw_chance(core: Core) -> Flow:
    """The top Chance card; the whole deck is reshuffled first when that card had been used
    (T-M6, ruling B32). None when the deck is empty."""
    s = core.state
    if not s.chance_deck:
        return None
    if s.chance_deck[0] in s.used_chance:
        perm = yield from core.shuffle(len(s.chance_deck))
        s.chance_deck = [s.chance_deck[i] for i in perm]
        s.used_chance.clear()
        core.keep(ev.ChanceReshuffled(len(s.chance_deck)))
    return s.chance_deck.pop(0)


def swap_with_manager(core: Core, player: int, piece: str, why: str) -> Flow:
    """f) and card 1: hand in a free piece, roll for a display piece; the handed piece goes into
    the bag after the refill (ruling B16), and lies with the manager until then."""
    s = core.state
    s.players[player].free.remove(piece)
    s.handed.append(piece)
    core.keep(ev.PieceGiven(player, None, piece, why))
    yield from take_by_die(core, player, why)
    s.handed.remove(piece)
    to_bag(core, piece, why)
