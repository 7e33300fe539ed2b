"""The greedy bot: one move from a seat's view and the legal moves (:func:`choose`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence, Set as AbstractSet
from functools import lru_cache
from typing import Any

from alea.tetrikon.engine.content import card_number, load_content
from alea.tetrikon.engine.geometry import Cell, Shape, parse_square, placements, tile
from alea.kernel import Choice
from alea.tetrikon.engine.moves import Build, Buy, End, Move, Offer, Replace, Roll, UseCard
from alea.tetrikon.engine.view import BoardView, PlayerView, View

USEFUL = 120
"""What a piece that fits one's diagram is worth to the bot, in T."""
SPARE = 15
"""What a piece that fits nowhere is worth."""
KEEP_CARDS = frozenset({2, 23})
BUDGET = 3000
"""Search steps the bot spends on whether a rest of the diagram can still be filled."""
MAX_REPLACES = 400
"""Replacements the bot weighs when no placement is good."""
MAX_WEIGHED = 150
"""Placements the bot weighs at most in one move (snug and big ones first)."""
"""Cards the bot keeps rather than uses as an action (swap needs a partner; Immunity answers)."""


@lru_cache(maxsize=1)
def _shapes() -> dict[str, Shape]:
    return {pid: p.cells for pid, p in load_content().pieces.items()}


@lru_cache(maxsize=1)
def _every() -> tuple[tuple[str, int], ...]:
    """Every piece type of the set with its number of copies, as :func:`fillable` takes them."""
    return tuple(sorted((pid, p.copies) for pid, p in load_content().pieces.items()))


def _mirror(view: View) -> bool:
    return view.mirror


def _room(board: BoardView) -> frozenset[Cell]:
    return board.empty


@lru_cache(maxsize=100_000)
def fillable(left: frozenset[Cell], pieces: tuple[tuple[str, int], ...], mirror: bool) -> bool:
    """Whether ``pieces`` (type, count) can fill the squares ``left`` (within :data:`BUDGET`
    steps); remembered, since the search asks the same of many sampled worlds."""
    return tile(left, dict(pieces), _shapes(), mirror, budget=BUDGET) is not None


@lru_cache(maxsize=100_000)
def fits(rooms: tuple[frozenset[Cell], ...], free: tuple[str, ...], piece: str, mirror: bool) -> bool:
    """:func:`useful` on a player's empty squares (``rooms``, one per diagram) and free pieces."""
    shape = _shapes()[piece]
    own = Counter(free)
    every = _every()
    for room in rooms:
        for cells in placements(shape, room, mirror):
            left = frozenset(room - set(cells))
            if not left or fillable(left, tuple(sorted(own.items())), mirror) or fillable(left, every, mirror):
                return True
    return False


def useful(view: View, player: PlayerView, piece: str) -> bool:
    """Whether ``piece`` can be laid in the player's diagram leaving the rest fillable."""
    return fits(tuple(_room(b) for b in player.boards), tuple(sorted(player.free)), piece, _mirror(view))


def worth(view: View, player: PlayerView, piece: str) -> int:
    """What a piece is worth to a player, in T."""
    return USEFUL if useful(view, player, piece) else SPARE


def _left_after(board: BoardView, cells: Sequence[Cell], freed: Sequence[Cell] = ()) -> frozenset[Cell]:
    """The board's empty squares once ``cells`` are covered (and ``freed`` uncovered)."""
    return _after(board.empty, tuple(cells), tuple(freed))


@lru_cache(maxsize=100_000)
def _after(empty: frozenset[Cell], cells: tuple[Cell, ...], freed: tuple[Cell, ...]) -> frozenset[Cell]:
    """:func:`_left_after`, remembered."""
    return (empty | frozenset(freed)) - frozenset(cells)


@lru_cache(maxsize=10_000)
def _rest(free: tuple[str, ...], piece: str) -> tuple[tuple[str, int], ...]:
    """A player's free pieces (type, count) once ``piece`` is laid, as :func:`fillable` takes them."""
    own = Counter(free)
    own[piece] -= 1
    return tuple(sorted((k, n) for k, n in own.items() if n > 0))


def placement_score(view: View, me: PlayerView, board: BoardView, piece: str,
                    left: AbstractSet[Cell]) -> float:
    """How good it is to leave ``left`` empty after laying ``piece``: best when the bot's own
    other free pieces can fill the rest, good when pieces of the set could, bad otherwise; a
    bigger piece is better."""
    shapes = _shapes()
    room = frozenset(left)
    if not left or fillable(room, _rest(tuple(me.free), piece), view.mirror):
        return 100.0 + len(shapes[piece])
    if fillable(room, _every(), view.mirror):
        return 50.0 + len(shapes[piece])
    return -100.0


def _cells(squares: Sequence[str]) -> tuple[Cell, ...]:
    """The cells a move's square names stand for."""
    return _parsed(tuple(squares))


@lru_cache(maxsize=100_000)
def _parsed(squares: tuple[str, ...]) -> tuple[Cell, ...]:
    """:func:`_cells`, remembered (a move's names are read for every placement weighed)."""
    return tuple(c for c in (parse_square(s) for s in squares) if c is not None)


def _contact(board: BoardView, cells: Sequence[Cell]) -> int:
    """Sides of the placed squares that touch the outline or other pieces (snug is good)."""
    return _touching(board.empty, tuple(cells))


@lru_cache(maxsize=100_000)
def _touching(empty: frozenset[Cell], cells: tuple[Cell, ...]) -> int:
    """:func:`_contact`, remembered."""
    inside = set(cells)
    return sum(1 for x, y in cells for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
               if n not in inside and n not in empty)


def _best_build(view: View, me: PlayerView, legal: Sequence[Move]) -> Move | None:
    """The best placement (or, when no placement keeps the diagram fillable, a replacement).
    Snug placements of big pieces are weighed first; the first that the bot's own pieces can
    finish from is taken, and at most :data:`MAX_WEIGHED` are weighed."""
    builds = [m for m in legal if isinstance(m, Build)]
    shapes = _shapes()

    def snug(move: Build) -> tuple[int, int]:
        return (-len(shapes[move.piece]), -_contact(me.boards[move.board], _cells(move.squares)))

    best: tuple[float, Move] | None = None
    for build in sorted(builds, key=snug)[:MAX_WEIGHED]:
        board = me.boards[build.board]
        score = placement_score(view, me, board, build.piece,
                                _left_after(board, _cells(build.squares)))
        if best is None or score > best[0]:
            best = (score, build)
        if score >= 100:
            break
    if best is not None and best[0] > 0:
        return best[1]
    tried = 0
    for move in legal:
        if isinstance(move, Replace) and tried < MAX_REPLACES:
            tried += 1
            board = me.boards[move.board]
            out = next(p for p in board.placed if p.label == move.placed)
            score = placement_score(view, me, board, move.piece,
                                    _left_after(board, _cells(move.squares), out.cells)) - 60
            if score > 0 and (best is None or score > best[0]):
                best = (score, move)
    if best is not None and best[0] > 0:
        return best[1]
    return None


def _decision(view: View, me: PlayerView, kind: str, options: Sequence[Any],
              data: dict[str, Any]) -> int:
    """The index of the option the bot picks."""
    def index_of(option: Any) -> int:
        return list(options).index(option)

    if kind == "key":
        for pick in ("piece", "treasury"):
            if pick in options and (pick != "piece" or me.empty_squares > 0):
                return index_of(pick)
        return 0
    if kind in ("use_or_keep", "immunity"):
        return index_of("use") if "use" in options else index_of(True) if True in options else 0
    if kind in ("give_pieces", "own_piece"):
        def cost(option: Any) -> int:
            items = option if isinstance(option, list) else [option]
            return sum(worth(view, me, p) for p in items)
        return min(range(len(options)), key=lambda i: cost(options[i]))
    if kind in ("give_cards", "discard"):
        def loss(option: Any) -> int:
            return sum(v if isinstance(v, int) else 30 for v in (option if isinstance(option, list) else [option]))
        return min(range(len(options)), key=lambda i: loss(options[i]))
    if kind in ("want_piece", "position"):
        def gain(option: Any) -> int:
            piece = option if kind == "want_piece" else view.display[option - 1]
            return worth(view, me, piece) if piece else 0
        return max(range(len(options)), key=lambda i: gain(options[i]))
    if kind == "offer_answer":
        net = data["price"] + sum(worth(view, me, p) for p in data["sell"])
        net -= sum(worth(view, me, p) for p in data["buy"])
        return index_of(net > 0)
    if kind == "swap_answer":
        ok = worth(view, me, data["give"]) >= worth(view, me, data["want"])
        return index_of(ok)
    if kind == "target":
        return max(range(len(options)),
                   key=lambda i: (len(view.players[options[i]].free),
                                  view.players[options[i]].card_count))
    return 0


def _trade(view: View, me: PlayerView, legal: Sequence[Move]) -> Offer | None:
    """One of the listed offers (T-A4): a piece another player holds that fits the bot's
    diagram, for all its T-cards up to 90; one offer a turn."""
    if view.turn.window == "trade" or me.tcards is None:
        return None
    offers = {m for m in legal if isinstance(m, Offer)}
    price = min(sum(me.tcards), 90)
    if price < 20:
        return None
    for other in view.players:
        for piece in sorted(set(other.free)):
            offer = Offer(other.index, (piece,), (), price)
            if offer in offers and useful(view, me, piece):
                return offer
    return None


def choose(view: View, legal: Sequence[Move], player: int) -> Move:
    """The bot's move for ``player`` (whose seat the view belongs to)."""
    me = view.players[player]
    pending = view.pending
    if pending is not None and pending.kind != "turn":
        assert pending.options is not None
        return Choice(_decision(view, me, pending.kind, pending.options, pending.data))
    build = _best_build(view, me, legal)
    if build is not None:
        return build
    for move in legal:
        if isinstance(move, UseCard) and not any(card_number(u) in KEEP_CARDS
                                                 for u in move.cards):
            return move
    for move in legal:
        if isinstance(move, Roll):
            return move
    needy = not any(useful(view, me, p) for p in set(me.free))
    if needy:
        for move in legal:
            if isinstance(move, Buy):
                return move
        offer = _trade(view, me, legal)
        if offer is not None:
            return offer
    return End()
