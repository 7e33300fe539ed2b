"""Polyomino geometry (T-A3): cells, orientations, square names and placements.

A cell is ``(x, y)``: x the column from the left (``a`` is 0), y the row from the bottom (row 1
is 0), as on a chessboard (spec section 11). A shape is a sorted tuple of cells normalised so
that its lowest x and lowest y are 0.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache

Cell = tuple[int, int]
Shape = tuple[Cell, ...]

MAX_COLUMNS = 26
"""Columns are single letters a..z."""


def normalise(cells: Iterable[Cell]) -> Shape:
    """The cells moved so that their lowest x and lowest y are 0, sorted."""
    cells = list(cells)
    if not cells:
        return ()
    mx = min(x for x, _ in cells)
    my = min(y for _, y in cells)
    return tuple(sorted((x - mx, y - my) for x, y in cells))


def _rotate(shape: Iterable[Cell]) -> Shape:
    """A quarter turn anticlockwise."""
    return normalise((-y, x) for x, y in shape)


def _mirror(shape: Iterable[Cell]) -> Shape:
    """Turned over (left and right exchanged)."""
    return normalise((-x, y) for x, y in shape)


def orientations(cells: Iterable[Cell], mirror: bool = True) -> tuple[Shape, ...]:
    """Every distinct orientation: the four rotations, and their mirror images when a piece may
    be turned over (T-A3; TV-nomirror forbids it). Sorted, so the order is stable."""
    return _orientations(normalise(cells), mirror)


@lru_cache(maxsize=256)
def _orientations(base: Shape, mirror: bool) -> tuple[Shape, ...]:
    found = set()
    for start in ((base, _mirror(base)) if mirror else (base,)):
        shape = start
        for _ in range(4):
            found.add(shape)
            shape = _rotate(shape)
    return tuple(sorted(found))


def rotations(cells: Iterable[Cell]) -> tuple[Shape, ...]:
    """The four rotations of a shape (with repeats for symmetric shapes), by quarter turns."""
    shape = normalise(cells)
    out = []
    for _ in range(4):
        out.append(shape)
        shape = _rotate(shape)
    return tuple(out)


def square_name(cell: Cell) -> str:
    """``(2, 1)`` -> ``"c2"``."""
    x, y = cell
    return f"{chr(ord('a') + x)}{y + 1}"


def parse_square(name: str) -> Cell | None:
    """``"c2"`` -> ``(2, 1)``; None for anything that is not a square name."""
    name = name.strip().lower()
    if len(name) < 2 or not ("a" <= name[0] <= "z") or not name[1:].isdigit():
        return None
    row = int(name[1:])
    if row < 1 or row > 999:
        return None
    return (ord(name[0]) - ord("a"), row - 1)


def same_shape(cells: Iterable[Cell], piece: Iterable[Cell], mirror: bool = True) -> bool:
    """Whether ``cells`` form ``piece`` in some allowed orientation (``build PIECE SQUARES``)."""
    return normalise(cells) in orientations(piece, mirror)


def placements(piece: Iterable[Cell], empty: frozenset[Cell] | set[Cell],
               mirror: bool = True) -> list[Shape]:
    """Every way to lay ``piece`` on squares of ``empty`` only (T-A3), each as its sorted
    cells, without repeats, in reading order of their first cell (bottom row first)."""
    return list(_placements(normalise(piece), frozenset(empty), mirror))


@lru_cache(maxsize=50_000)
def _placements(shape: Shape, empty: frozenset[Cell], mirror: bool) -> tuple[Shape, ...]:
    """:func:`placements`, remembered: the legal moves and the bots ask it of the same diagrams
    again and again (every rollout of the hint's search lists the moves). An orientation's cells
    are sorted, and a shift keeps their order, so a placement needs no sorting of its own."""
    found: set[Shape] = set()
    for form in _orientations(shape, mirror):
        ax, ay = form[0]
        for ex, ey in empty:
            dx, dy = ex - ax, ey - ay
            cells = tuple([(x + dx, y + dy) for x, y in form])
            for c in cells:
                if c not in empty:
                    break
            else:
                found.add(cells)
    return tuple(sorted(found, key=lambda cells: [(y, x) for x, y in cells]))


def regions(squares: Iterable[Cell]) -> list[Shape]:
    """The connected parts (by sides) of a set of squares, each sorted; largest first, then in
    reading order."""
    left = set(squares)
    parts: list[Shape] = []
    while left:
        start = min(left, key=lambda c: (c[1], c[0]))
        stack, part = [start], {start}
        left.discard(start)
        while stack:
            x, y = stack.pop()
            for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if n in left:
                    left.discard(n)
                    part.add(n)
                    stack.append(n)
        parts.append(tuple(sorted(part, key=lambda c: (c[1], c[0]))))
    parts.sort(key=lambda p: (-len(p), p[0][1], p[0][0]))
    return parts


def bounds(squares: Iterable[Cell]) -> tuple[int, int]:
    """Width and height of the bounding box of squares whose lowest x and y are 0."""
    squares = list(squares)
    if not squares:
        return (0, 0)
    return (max(x for x, _ in squares) + 1, max(y for _, y in squares) + 1)


def turn_cell(cell: Cell, degrees: int, width: int, height: int) -> Cell:
    """Where a square goes when the board is turned clockwise by ``degrees`` (T-C6, the
    per-seat ``turn``): a board of ``width`` x ``height`` squares."""
    x, y = cell
    if degrees % 360 == 0:
        return (x, y)
    if degrees % 360 == 90:
        return (y, width - 1 - x)
    if degrees % 360 == 180:
        return (width - 1 - x, height - 1 - y)
    if degrees % 360 == 270:
        return (height - 1 - y, x)
    raise ValueError("degrees")


def _reading(cell: Cell) -> tuple[int, int]:
    return (cell[1], cell[0])


@lru_cache(maxsize=1024)
def _forms(shape: Shape, mirror: bool) -> tuple[tuple[Shape, Cell], ...]:
    """Every orientation of a piece with its first square in reading order (:func:`tile`)."""
    return tuple((o, min(o, key=_reading)) for o in orientations(shape, mirror))


def tile(squares: Iterable[Cell], pieces: Mapping[str, int], shapes: Mapping[str, Shape],
         mirror: bool = True, budget: int = 200_000) -> list[tuple[str, Shape]] | None:
    """One way to cover exactly ``squares`` with at most ``pieces[type]`` pieces of each type,
    or None when there is none (or ``budget`` steps ran out first). The first empty square in
    reading order must be covered by some piece, whose own first square lands on it."""
    counts = {k: n for k, n in pieces.items() if n > 0}
    forms = {k: _forms(tuple(shapes[k]), mirror) for k in counts}
    left = set(squares)
    sizes = {len(shapes[k]) for k in counts}
    steps = [budget]
    chosen: list[tuple[str, Shape]] = []

    def walk() -> bool:
        if not left:
            return True
        steps[0] -= 1
        if steps[0] < 0 or not sizes or len(left) < min(sizes):
            return False
        tx, ty = min(left, key=_reading)
        for k in list(counts):
            if counts[k] == 0:
                continue
            for shape, (ax, ay) in forms[k]:
                cells = tuple((x + tx - ax, y + ty - ay) for x, y in shape)
                if all(c in left for c in cells):
                    left.difference_update(cells)
                    counts[k] -= 1
                    chosen.append((k, tuple(sorted(cells))))
                    if walk():
                        return True
                    chosen.pop()
                    counts[k] += 1
                    left.update(cells)
        return False

    found = walk()
    del walk  # the closure holds itself: kept, each call would leave a cycle only the collector frees
    return list(chosen) if found else None
