"""The Tesseract's geometry: columns, layers, open faces, removability (R-G1..R-G3)."""

from __future__ import annotations

from functools import lru_cache

COLUMNS: tuple[str, ...] = tuple(f"{f}{r}" for r in "1234" for f in "abcd")
"""The 16 columns, south row first, west to east: a1 b1 c1 d1 a2 ... d4."""

DIRECTIONS: tuple[str, ...] = ("north", "east", "south", "west")
_STEP = {"north": (0, 1), "east": (1, 0), "south": (0, -1), "west": (-1, 0)}
HEIGHT = 4


def neighbour(col: str, direction: str) -> str | None:
    """The column next to ``col`` towards ``direction``, or None off the grid."""
    dx, dy = _STEP[direction]
    f = ord(col[0]) - ord("a") + dx
    r = int(col[1]) - 1 + dy
    if 0 <= f < 4 and 0 <= r < 4:
        return f"{chr(ord('a') + f)}{r + 1}"
    return None


NEIGHBOURS: dict[str, tuple[tuple[str, str | None], ...]] = {
    col: tuple((d, neighbour(col, d)) for d in DIRECTIONS) for col in COLUMNS
}
"""For each column, (direction, neighbouring column or None) in compass order."""


def open_faces(heights: dict[str, int], col: str, layer: int) -> tuple[str, ...]:
    """Open faces of the die at ``col``/``layer`` (R-G1): "top" and compass sides."""
    faces = ["top"] if heights[col] == layer else []
    for d, n in NEIGHBOURS[col]:
        if n is None or heights[n] < layer:
            faces.append(d)
    return tuple(faces)


def is_removable(heights: dict[str, int], col: str, layer: int, min_sides: int = 2) -> bool:
    """R-G2: top open and at least ``min_sides`` side faces open (2 by the rules)."""
    faces = open_faces(heights, col, layer)
    return "top" in faces and len(faces) - 1 >= min_sides


INDEX: dict[str, int] = {col: i for i, col in enumerate(COLUMNS)}
"""Each column's place in :data:`COLUMNS`."""

EDGE_SIDES: tuple[int, ...] = tuple(sum(1 for _, n in NEIGHBOURS[c] if n is None) for c in COLUMNS)
"""How many side faces of each column look off the grid (always open)."""

INNER: tuple[tuple[int, ...], ...] = tuple(tuple(INDEX[n] for _, n in NEIGHBOURS[c] if n is not None)
                                          for c in COLUMNS)
"""Each column's neighbours on the grid, as indices into :data:`COLUMNS`."""

AROUND: dict[str, tuple[str, ...]] = {
    c: tuple(COLUMNS[i] for i in sorted({INDEX[c], *INNER[INDEX[c]]})) for c in COLUMNS}
"""Each column with its neighbours on the grid, in :data:`COLUMNS` order: the only columns
whose dice can see a face open when a die is lifted off it."""


def lowest_side(heights: list[int] | tuple[int, ...], index: int) -> int:
    """The height of the lowest neighbour of a column (0 at the grid's edge): a die of that
    column has a side face open exactly when its layer is above this."""
    if EDGE_SIDES[index]:
        return 0
    return min(heights[n] for n in INNER[index])


@lru_cache(maxsize=8192)
def removable_indices(heights: tuple[int, ...], min_sides: int = 2) -> tuple[int, ...]:
    """R-G2 for a whole tower at once: the indices of the columns whose top die is removable,
    given every column's height in :data:`COLUMNS` order. The same answer as
    :func:`is_removable` on each top die; remembered per height profile, since a game
    passes through the same few again and again."""
    out = []
    for i, layer in enumerate(heights):
        if layer:
            sides = EDGE_SIDES[i]
            for n in INNER[i]:
                if heights[n] < layer:
                    sides += 1
            if sides >= min_sides:
                out.append(i)
    return tuple(out)


@lru_cache(maxsize=8192)
def removable_tops(heights: tuple[int, ...], min_sides: int = 2) -> tuple[tuple[str, int], ...]:
    """:func:`removable_indices` as (column, layer) pairs: the column's name and its height,
    the layer of its removable top die (remembered per height profile too)."""
    return tuple((COLUMNS[i], heights[i]) for i in removable_indices(heights, min_sides))
