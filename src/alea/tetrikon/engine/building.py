"""Laying pieces in a diagram (T-A3): checking squares, placing, taking out."""

from __future__ import annotations

import bisect
from collections.abc import Iterable

from . import events as ev
from .core import Core
from .errors import IllegalMove
from .geometry import Cell, Shape, parse_square, same_shape, square_name
from .state import Board, Placed, State


def mirror_allowed(state: State) -> bool:
    """T-A3: pieces may be turned over unless TV-nomirror."""
    return "nomirror" not in state.config.variants


def board_of(state: State, player: int, index: int) -> Board:
    """A player's board by index; IllegalMove bad_board."""
    boards = state.players[player].boards
    if type(index) is not int or not 0 <= index < len(boards):
        raise IllegalMove("bad_board", board=index)
    return boards[index]


def cells_of(names: Iterable[str]) -> Shape:
    """Square names to cells; IllegalMove bad_square."""
    cells = []
    for name in names:
        cell = parse_square(name) if isinstance(name, str) else None
        if cell is None:
            raise IllegalMove("bad_square", square=str(name)[:8])
        cells.append(cell)
    if len(set(cells)) != len(cells):
        raise IllegalMove("not_shape")
    return tuple(sorted(cells))


def check_cells(state: State, board: Board, piece: str, cells: Shape,
                freed: Iterable[Cell] = ()) -> None:
    """The piece's squares lie in the diagram, on empty squares (or ``freed`` ones), and form
    the piece in an allowed orientation (T-A3); IllegalMove otherwise."""
    spec = state.content.pieces.get(piece)
    if spec is None:
        raise IllegalMove("unknown_piece", piece=piece)
    empty = board.empty() | set(freed)
    for cell in cells:
        if cell not in board.squares:
            raise IllegalMove("outside", square=square_name(cell))
        if cell not in empty:
            raise IllegalMove("not_empty", square=square_name(cell))
    if not same_shape(cells, spec.cells, mirror_allowed(state)):
        raise IllegalMove("not_shape", piece=piece)


def place(core: Core, player: int, index: int, piece: str, cells: Shape, why: str) -> Placed:
    """Move a free piece onto a board (checked before)."""
    s = core.state
    board = s.players[player].boards[index]
    s.players[player].free.remove(piece)
    board.labels += 1
    placed = Placed(f"p{board.labels}", piece, tuple(sorted(cells)))
    board.placed.append(placed)
    s.players[player].moves += 1
    core.keep(ev.Placed(player, index, placed.label, piece,
                        tuple(square_name(c) for c in placed.cells), why))
    return placed


def take_out(core: Core, player: int, index: int, label: str, why: str) -> Placed:
    """A placed piece leaves the diagram and lies beside it, free again."""
    s = core.state
    board = s.players[player].boards[index]
    out = board.find(label)
    assert out is not None
    board.placed.remove(out)
    bisect.insort(s.players[player].free, out.piece)
    s.players[player].moves += 1
    core.keep(ev.TakenOut(player, index, label, out.piece, why))
    return out
