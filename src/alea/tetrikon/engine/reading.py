"""The diagram a blind player can read (spec section 11), as data for narration: squares by
rows and columns (``a1`` bottom left), holes with the free pieces that fit them, every legal
placement of a piece (``fits``), ``build PIECE SQUARES`` matched to an orientation, pieces
described for words, and the board turned per seat (T-C6)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from .events import Event, GameStarted, Placed
from .geometry import (Cell, Shape, bounds, normalise, orientations, parse_square, placements, regions, square_name,
                       turn_cell)
from .view import BoardView, PlacedView, View


@dataclass(frozen=True)
class Square:
    """One square of a diagram: its name and the piece on it (None: empty)."""

    name: str
    cell: Cell
    placed: PlacedView | None


def rows(board: BoardView) -> list[tuple[int, list[Square]]]:
    """The diagram by rows, top row first: (row number, its squares left to right). Squares
    outside the outline are not listed."""
    out = []
    for y in range(board.height - 1, -1, -1):
        line = [Square(square_name((x, y)), (x, y), board.owner_of((x, y)))
                for x in range(board.width) if (x, y) in board.squares]
        out.append((y + 1, line))
    return out


def column(board: BoardView, x: int) -> list[Square]:
    """One column, bottom square first."""
    return [Square(square_name((x, y)), (x, y), board.owner_of((x, y)))
            for y in range(board.height) if (x, y) in board.squares]


def cell(board: BoardView, at: Cell) -> Square | None:
    """One square, or None when it is not part of the diagram."""
    if at not in board.squares:
        return None
    return Square(square_name(at), at, board.owner_of(at))


@dataclass(frozen=True)
class Hole:
    """A connected region of empty squares and the free piece types that fit inside it."""

    squares: tuple[str, ...]
    size: int
    fits: tuple[str, ...]


def holes(board: BoardView, free: Iterable[str], pieces: dict[str, Shape],
          mirror: bool = True) -> list[Hole]:
    """The empty squares as regions, largest first, with which of ``free`` fit each."""
    kinds = sorted(set(free))
    out = []
    for region in regions(board.empty):
        room = frozenset(region)
        fit = tuple(k for k in kinds if placements(pieces[k], room, mirror))
        out.append(Hole(tuple(square_name(c) for c in region), len(region), fit))
    return out


def fits(board: BoardView, shape: Shape, mirror: bool = True) -> list[tuple[str, ...]]:
    """Every legal placement of a piece in the board's empty squares, numbered from 1 by the
    caller, as square names."""
    return [tuple(square_name(c) for c in cells)
            for cells in placements(shape, board.empty, mirror)]


@dataclass(frozen=True)
class PieceWords:
    """A piece laid out for words: a row of ``row`` squares at the bottom, and the other
    squares as (column from the row's left end, rows above it; negative is below)."""

    size: int
    row: int
    extras: tuple[Cell, ...]
    cells: Shape
    """The orientation described, for naming its squares (``a1`` its row's left end)."""


def describe(shape: Iterable[Cell]) -> PieceWords:
    """The orientation easiest to say: the longest row at the bottom, everything else above
    it, as few extra squares as possible far from the row's left end ("L, 4 squares: a row of
    3, plus one above its left end")."""
    best: tuple[tuple[int, ...], Shape, int, int] | None = None
    for cells in orientations(shape, True):
        for y in sorted({y for _, y in cells}):
            xs = sorted(x for x, yy in cells if yy == y)
            run, length, left = 1, 1, xs[0]
            for a, b in zip(xs, xs[1:]):
                run = run + 1 if b == a + 1 else 1
                if run > length:
                    length, left = run, b - run + 1
            below = sum(1 for _, yy in cells if yy < y)
            spread = sum(abs(x - left) + abs(yy - y) for x, yy in cells)
            key = (-length, below, spread, y)
            if best is None or key < best[0]:
                best = (key, cells, left, y)
    assert best is not None
    _, cells, left, base = best
    row = -best[0][0]
    on_row = {(left + k, base) for k in range(row)}
    extras = tuple(sorted(((x - left, y - base) for x, y in cells if (x, y) not in on_row),
                          key=lambda c: (-c[1], c[0])))
    moved = normalise((x - left, y - base) for x, y in cells)
    return PieceWords(len(cells), row, extras, moved)


TURNS = (0, 90, 180, 270)
"""The ways a seat may turn its diagrams, clockwise in degrees (T-C6)."""


def turn_names(board: BoardView, degrees: int) -> dict[str, str]:
    """Square names after the seat turns its board clockwise by 90, 180 or 270 degrees
    (T-C6, spec section 11): canonical name -> the name this seat uses."""
    return rename_map(board.squares, degrees)


def rename_map(squares: Iterable[Cell], degrees: int) -> dict[str, str]:
    """For a diagram of ``squares``: canonical square name -> its name once the diagram is
    turned clockwise by ``degrees`` (its bounding box turns with it, so ``a1`` stays the
    bottom left square as the seat reads it)."""
    cells = frozenset(squares)
    width, height = bounds(cells)
    return {square_name(c): square_name(turn_cell(c, degrees, width, height)) for c in cells}


def turned(board: BoardView, degrees: int) -> BoardView:
    """The board as a seat that turned it clockwise by ``degrees`` reads it: every square,
    piece and row renamed, so that rows, columns, holes and fits read from the seat's side."""
    if degrees % 360 == 0:
        return board
    width, height = board.width, board.height

    def move(cells: Iterable[Cell]) -> Iterable[Cell]:
        return (turn_cell(c, degrees, width, height) for c in cells)

    wide, high = (height, width) if degrees % 180 else (width, height)
    return replace(board, width=wide, height=high, squares=frozenset(move(board.squares)),
                   placed=tuple(replace(p, cells=tuple(move(p.cells))) for p in board.placed),
                   empty=frozenset(move(board.empty)))


Boards = dict[tuple[int, int], frozenset[Cell]]
"""(player, board) -> the squares of the diagram lying there."""


def boards_of(view: View) -> Boards:
    """The diagrams each player's boards hold now."""
    return {(p.index, b): board.squares for p in view.players for b, board in enumerate(p.boards)}


def turned_events(events: Iterable[Event], boards: Boards, degrees: int, solo: bool) -> list[Event]:
    """``events`` with the squares of placements named as a seat that turned its diagrams by
    ``degrees`` reads them. ``boards``: the diagrams in play before the first event (a game
    that starts among the events brings its own, from the edition)."""
    from .content import load_content

    boards = dict(boards)
    out: list[Event] = []
    for event in events:
        if isinstance(event, GameStarted):
            diagrams = load_content().diagrams
            boards = {(0, i) if solo else (i, 0): diagrams[d].squares
                      for i, d in enumerate(event.diagrams) if d in diagrams}
        elif isinstance(event, Placed) and degrees % 360:
            squares = boards.get((event.player, event.board))
            if squares is not None:
                names = rename_map(squares, degrees)
                seat_names = sorted((names.get(n, n) for n in event.squares), key=reading_order)
                event = replace(event, squares=tuple(seat_names))
        out.append(event)
    return out


def reading_order(name: str) -> tuple[int, int, str]:
    """Squares bottom row first, left to right, as a seat reads a placement."""
    cell = parse_square(name)
    return (cell[1], cell[0], name) if cell is not None else (-1, -1, name)


def turned_view(view: View, degrees: int) -> View:
    """The whole view as a seat that turned its diagrams by ``degrees`` reads it: every board
    turned, the squares of the placements told in ``last`` and ``history`` renamed."""
    if degrees % 360 == 0:
        return view
    players = tuple(replace(p, boards=tuple(turned(b, degrees) for b in p.boards)) for p in view.players)
    solo = view.mode == "solo"
    boards = boards_of(view)  # a game that starts in the history brings its own diagrams
    history = tuple(turned_events(view.history, boards, degrees, solo))
    last = tuple(turned_events(view.last, boards, degrees, solo))
    return replace(view, players=players, history=history, last=last)
