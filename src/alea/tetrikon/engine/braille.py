"""Braille graphics of a diagram and of the piece set, as 8-dot Unicode braille (pure).

Each square is a block of 2 x 2 dots, so one braille cell shows one square's width and two
squares' height. A covered square has all four dots; an empty square of the diagram the two
dots of one diagonal (top left, bottom right), which a finger tells from a full block; a square
outside the outline has none. Lines are listed top first. (BRF for embossers comes from these
through liblouis in :mod:`alea.braille`.)
"""

from __future__ import annotations

from collections.abc import Iterable

from .geometry import Cell, bounds, normalise

BLANK = 0x2800
"""U+2800, the empty braille cell."""

_DOT = {(0, 0): 0x01, (0, 1): 0x02, (0, 2): 0x04, (1, 0): 0x08, (1, 1): 0x10, (1, 2): 0x20,
        (0, 3): 0x40, (1, 3): 0x80}
"""(dot column, dot row from the top) -> the bit of that dot in a Unicode braille cell."""

FULL = ((0, 0), (1, 0), (0, 1), (1, 1))
EMPTY = ((0, 0), (1, 1))
"""The dots of a square (column, row from the square's top) when covered or empty."""

LINE_CELLS = 40
"""A common braille display's width: the piece set wraps to it."""


def grid(width: int, height: int, full: Iterable[Cell], empty: Iterable[Cell]) -> list[str]:
    """Lines of braille for a grid of squares: ``full`` covered, ``empty`` open; top first."""
    full, empty = set(full), set(empty)
    lines = []
    for top in range(height - 1, -1, -2):  # two squares per braille line
        cells = []
        for x in range(width):
            bits = 0
            for k, y in enumerate((top, top - 1)):
                dots = FULL if (x, y) in full else EMPTY if (x, y) in empty else ()
                for dx, dy in dots:
                    bits |= _DOT[(dx, dy + 2 * k)]
            cells.append(chr(BLANK + bits))
        lines.append("".join(cells).rstrip(chr(BLANK)))
    return lines


def diagram_lines(squares: Iterable[Cell], covered: Iterable[Cell]) -> list[str]:
    """A diagram: its squares, those under pieces covered."""
    squares = set(squares)
    covered = set(covered) & squares
    width, height = bounds(squares)
    return grid(width, height, covered, squares - covered)


def pieces_lines(shapes: Iterable[Iterable[Cell]], line_cells: int = LINE_CELLS) -> list[str]:
    """Pieces side by side, one blank cell between, wrapped to ``line_cells`` cells; each
    group of lines is followed by a blank line."""
    drawn = []
    for shape in shapes:
        cells = normalise(shape)
        width, height = bounds(cells)
        drawn.append((width, grid(width, height, cells, ())))
    out: list[str] = []
    row: list[tuple[int, list[str]]] = []
    used = 0

    def flush() -> None:
        if not row:
            return
        tall = max(len(lines) for _, lines in row)
        for k in range(tall):
            parts = []
            for width, lines in row:
                text = lines[len(lines) - tall + k] if k >= tall - len(lines) else ""
                parts.append(text.ljust(width, chr(BLANK)))
            out.append(chr(BLANK).join(parts).rstrip(chr(BLANK)))
        out.append("")

    for width, lines in drawn:
        if row and used + 1 + width > line_cells:
            flush()
            row, used = [], 0
        used += width + (1 if row else 0)
        row.append((width, lines))
    flush()
    return out
