"""Which actions the rules allow now (T-T, T-A): :func:`check` refuses with a reason code,
:func:`legal_actions` lists them. Offers (T-A4) have free prices: the list holds the offers to
buy one free piece of another player at round prices (:func:`offer_prices`), which the
active player alone can judge (they pay); any other offer is checked when it is made."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import lru_cache
from itertools import combinations
from typing import Any

from .building import board_of, cells_of, check_cells, mirror_allowed
from .cards import JOKERS, trade_blocked, usable
from .content import card_number
from .core import Core, NoOutlet
from .errors import IllegalMove
from .geometry import Cell, Shape, placements, square_name
from .moves import (Action, Build, Buy, End, Exchange, Offer, Replace, Roll, TakeOut,
                    UseCard)
from .state import ACTIONS_PER_TURN, MAX_OFFERS, PRICE, State


def _core(state: State) -> Core:
    return Core(state, NoOutlet())


def _letter(state: State, letter: str) -> None:
    """A new action letter may start (T-T2)."""
    t = state.turn
    if "f" in t.letters:
        raise IllegalMove("exchange_whole_turn")
    if letter in t.letters:
        raise IllegalMove("letter_used", letter=letter)
    if len(t.letters) >= ACTIONS_PER_TURN:
        raise IllegalMove("two_actions")


def _build_allowed(state: State) -> None:
    t = state.turn
    if state.players[state.active].restricted(21):
        raise IllegalMove("no_build")
    if t.placements >= t.limit:
        raise IllegalMove("placement_limit", limit=t.limit)


def check(state: State, action: Action) -> None:
    """Raise IllegalMove unless the active player may take ``action`` now."""
    if state.config.mode != "standard":
        _check_alone(state, action)
        return
    if state.players[state.active].first_turn and not isinstance(action, Roll):
        raise IllegalMove("first_turn_roll" if not isinstance(action, End) else "cannot_end")
    if isinstance(action, End):
        return
    checks = _CHECKS.get(type(action))
    if checks is None:
        raise IllegalMove("not_allowed_in_mode")
    checks(state, state.active, action)


def _check_alone(s: State, action: Action) -> None:
    """The solo and lightning games (T-V2, T-V3): only building, taking a piece out and ending."""
    if isinstance(action, End):
        return
    if isinstance(action, Build):
        _check_build(s, s.active, action)
        return
    if isinstance(action, TakeOut):
        if board_of(s, s.active, action.board).find(action.placed) is None:
            raise IllegalMove("no_placed", label=action.placed)
        return
    raise IllegalMove("not_allowed_in_mode")


def _check_roll(s: State, p: int, action: Roll) -> None:
    """T-A1 a): the roll, unless card 13 forbids it this turn."""
    _letter(s, "a")
    if s.turn.no_roll:
        raise IllegalMove("no_roll")


def _check_use_card(s: State, p: int, action: UseCard) -> None:
    """T-A1 a): using kept cards."""
    _letter(s, "a")
    _check_use(s, p, action)


def _check_build_action(s: State, p: int, action: Build) -> None:
    """T-A3 c): a placement (card 20's window adds one to the same letter, T-N2.20)."""
    if s.turn.window != "card20":
        _letter(s, "c")
    _build_allowed(s)
    _check_build(s, p, action)


def _check_replace(s: State, p: int, action: Replace) -> None:
    """T-A3 c): a placed piece exchanged for a free one, into cells the rules allow."""
    _letter(s, "c")
    _build_allowed(s)
    board = board_of(s, p, action.board)
    out = board.find(action.placed)
    if out is None:
        raise IllegalMove("no_placed", label=action.placed)
    if action.piece not in s.players[p].free:
        raise IllegalMove("same_piece" if action.piece == out.piece else "not_free", piece=action.piece)
    check_cells(s, board, action.piece, cells_of(action.squares), out.cells)


def _check_buy(s: State, p: int, action: Buy) -> None:
    """T-A5 e): 100 T to pay, and a piece on the display."""
    _letter(s, "e")
    pl = s.players[p]
    if pl.total() < PRICE:
        raise IllegalMove("cannot_pay", amount=PRICE, total=pl.total())
    if all(x is None for x in s.display):
        raise IllegalMove("display_empty")


def _check_exchange(s: State, p: int, action: Exchange) -> None:
    """T-A6 f): the whole turn, a free piece given, and a piece on the display."""
    t = s.turn
    if t.letters or t.placements or t.window:
        raise IllegalMove("exchange_whole_turn")
    if action.piece not in s.players[p].free:
        raise IllegalMove("not_free", piece=action.piece)
    if all(x is None for x in s.display):
        raise IllegalMove("display_empty")


def _check_build(s: State, p: int, action: Build) -> None:
    board = board_of(s, p, action.board)
    if action.piece not in s.players[p].free:
        raise IllegalMove("not_free" if action.piece in s.content.pieces else "unknown_piece",
                          piece=action.piece)
    check_cells(s, board, action.piece, cells_of(action.squares))


def _check_use(s: State, p: int, action: UseCard) -> None:
    pl = s.players[p]
    if not action.cards or len(set(action.cards)) != len(action.cards):
        raise IllegalMove("card_not_in_hand", card="")
    for uid in action.cards:
        if uid not in pl.chance:
            raise IllegalMove("card_not_in_hand", card=uid)
    if len(action.cards) > 1:
        if not all(card_number(uid) in JOKERS for uid in action.cards):
            raise IllegalMove("jokers_only")
        return
    uid = action.cards[0]
    if s.content.chance[card_number(uid)].kind != "keepable" or not usable(_core(s), p, uid):
        raise IllegalMove("card_not_usable", card=uid)


def _check_offer(s: State, p: int, action: Offer) -> None:
    """T-A4 d): an offer to another player, in the turn's trade, who may trade, with the pieces and
    the T-points it names."""
    _check_trade_open(s)
    q = action.to
    if type(q) is not int or q == p or not 0 <= q < len(s.players):
        raise IllegalMove("bad_target")
    core = _core(s)
    for who in (p, q):
        if trade_blocked(core, who):
            raise IllegalMove("no_trade", player=who)
    _check_offered_pieces(s, p, q, action)
    _check_price(s, p, q, action)


def _check_trade_open(s: State) -> None:
    """A trade is the letter d) (T-T2), up to :data:`MAX_OFFERS` offers in it, never in the final round."""
    t = s.turn
    if t.window == "trade":
        if t.offers >= MAX_OFFERS:
            raise IllegalMove("offer_limit")
    else:
        _letter(s, "d")
    if t.final or s.time_up:
        raise IllegalMove("final_round")


def _check_offered_pieces(s: State, p: int, q: int, action: Offer) -> None:
    """The pieces bought are the other's free pieces, those sold the offerer's."""
    me, other = s.players[p], s.players[q]
    for pieces, owner in ((action.buy, other), (action.sell, me)):
        need, have = Counter(pieces), Counter(owner.free)
        for piece, n in need.items():
            if have[piece] < n:
                raise IllegalMove("not_free", piece=piece)


def _check_price(s: State, p: int, q: int, action: Offer) -> None:
    """An offer trades something for something (pieces one way, T-points the other or pieces both
    ways), and its payer has the T-points."""
    price = action.price
    if (price == 0 or (not action.buy and not action.sell)
            or (action.buy and not action.sell and price < 0)
            or (action.sell and not action.buy and price > 0)):
        raise IllegalMove("offer_empty")
    payer = s.players[p] if price > 0 else s.players[q]
    if payer.total() < abs(price):
        raise IllegalMove("cannot_pay", amount=abs(price), total=payer.total())


def legal(state: State, action: Action) -> bool:
    """Whether :func:`check` accepts ``action``."""
    try:
        check(state, action)
    except IllegalMove:
        return False
    return True


def build_moves(state: State, player: int, piece: str, board: int = 0) -> list[Build]:
    """Every placement of a free ``piece`` in a board, as Build moves (``fits``)."""
    b = state.players[player].boards[board]
    spec = state.content.pieces[piece]
    return list(_builds(piece, spec.cells, b.empty(), mirror_allowed(state), board))


@lru_cache(maxsize=50_000)
def _builds(piece: str, shape: Shape, empty: frozenset[Cell], mirror: bool, board: int) -> tuple[Build, ...]:
    """:func:`build_moves` of a piece of ``shape`` on the squares ``empty``, remembered (the
    hint's rollouts list the moves of the same diagrams again and again)."""
    return tuple(Build(piece, _names(cells), board) for cells in placements(shape, empty, mirror))


def _names(cells: Shape) -> tuple[str, ...]:
    """The square names of ``cells``, in their order."""
    return tuple(square_name(c) for c in cells)


OFFER_STEP = 10
"""The listed offers' prices go up in steps of this many T, up to :data:`PRICE` (T-A4)."""


def offer_prices(total: int) -> list[int]:
    """The prices of the offers :func:`legal_actions` lists for a player holding ``total`` T:
    every step of :data:`OFFER_STEP` up to :data:`PRICE` they can pay, and their whole total
    when it is below that (T-A4 prices are free; these are the ones a bot or a hint weighs)."""
    prices = list(range(OFFER_STEP, min(total, PRICE) + 1, OFFER_STEP))
    if 0 < total < PRICE and total not in prices:
        prices.append(total)
    return prices


def _offer_moves(s: State, p: int) -> list[Action]:
    """The listed offers (T-A4, T-N2.12, T-W2): buying one free piece of another player at each
    of :func:`offer_prices`. Only offers the active player pays are listed, so that the list
    tells nothing of another player's hidden T-cards (T-H)."""
    out: list[Action] = []
    prices = offer_prices(s.players[p].total())
    for q, other in enumerate(s.players):
        pieces = sorted(set(other.free))
        if q == p or not prices or not pieces:
            continue
        # One check stands for all of q's pieces: each is q's own free piece, and the rest of
        # the check (the trade, the two players, the price) does not depend on which it is.
        if legal(s, Offer(q, (pieces[0],), (), prices[0])):  # every price is within reach
            out += [Offer(q, (piece,), (), price) for piece in pieces for price in prices]
    return out


_CHECKS: dict[type, Callable[[State, int, Any], None]] = {
    Roll: _check_roll, UseCard: _check_use_card, Build: _check_build_action, Replace: _check_replace,
    Offer: _check_offer, Buy: _check_buy, Exchange: _check_exchange,
}
"""What each action of the standard game must meet (T-A1 to T-A6), by its type."""


def legal_actions(state: State) -> list[Action]:
    """Every legal action of the active player now; of the offers, those :func:`_offer_moves`
    lists (T-A4 prices are free), last."""
    s = state
    p = s.active
    pl = s.players[p]
    out: list[Action] = []
    candidates: list[Action] = [End(), Roll(), Buy()]
    candidates += [UseCard((uid,)) for uid in pl.chance]
    jokers = tuple(uid for uid in pl.chance if card_number(uid) in JOKERS)
    for size in range(2, len(jokers) + 1):  # any number of Jokers together (T-A1)
        candidates += [UseCard(group) for group in combinations(jokers, size)]
    candidates += [Exchange(piece) for piece in sorted(set(pl.free))]
    for action in candidates:
        if legal(s, action):
            out.append(action)
    if s.config.mode != "standard":
        out = [a for a in out if isinstance(a, End)]
        for b, board in enumerate(pl.boards):
            out += [TakeOut(x.label, b) for x in board.placed]
    probe_build = next((Build(piece, (), 0) for piece in pl.free), None)
    if probe_build is not None and _may_start(s, probe_build):
        for b in range(len(pl.boards)):
            for piece in sorted(set(pl.free)):
                out += build_moves(s, p, piece, b)
    if s.config.mode == "standard" and _may_start(s, Replace("", "", ())):
        out += _replace_moves(s, p)
    if s.config.mode == "standard" and not pl.first_turn:
        out += _offer_moves(s, p)
    return out


def _may_start(s: State, action: Action) -> bool:
    """Whether the turn's counters let a build (or replace) start, squares aside."""
    if s.config.mode != "standard":
        return True
    pl = s.players[s.active]
    t = s.turn
    if pl.first_turn:
        return False
    try:
        if not (isinstance(action, Build) and t.window == "card20"):
            _letter(s, "c")
        _build_allowed(s)
    except IllegalMove:
        return False
    return True


def _replace_moves(s: State, p: int) -> list[Action]:
    out: list[Action] = []
    pl = s.players[p]
    mirror = mirror_allowed(s)
    pieces = tuple((piece, s.content.pieces[piece].cells) for piece in sorted(set(pl.free)))
    for b, board in enumerate(pl.boards):
        empty = board.empty()
        for x in board.placed:
            out += _replaces(x.label, x.piece, tuple(x.cells), empty | set(x.cells), pieces, mirror, b)
    return out


@lru_cache(maxsize=50_000)
def _replaces(label: str, placed: str, placed_cells: Shape, room: frozenset[Cell],
              pieces: tuple[tuple[str, Shape], ...], mirror: bool, b: int) -> tuple[Replace, ...]:
    """The replacements of the placed piece ``label`` (of type ``placed`` on ``placed_cells``) by
    each of ``pieces`` within ``room`` (its squares and the empty ones), remembered as
    :func:`_builds`; laying the same piece back where it lies is no replacement."""
    out = []
    same = tuple(sorted(placed_cells))
    for piece, shape in pieces:
        for cells in placements(shape, room, mirror):
            if tuple(sorted(cells)) == same and piece == placed:
                continue
            out.append(Replace(label, piece, _names(cells), b))
    return tuple(out)
