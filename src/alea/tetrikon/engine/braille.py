"""Braille graphics of a diagram and of the piece set, as Unicode braille (pure).

8-dot (:func:`grid`, for a braille display): each square is a block of 2 x 2 dots, so one
braille cell shows one square's width and two squares' height. A covered square has all four
dots; an empty square of the diagram the two dots of one diagonal (top left, bottom right),
which a finger tells from a full block; a square outside the outline has none.

6-dot (:func:`grid6`, for BRF and an embosser, which know 6 dots only): one cell a square, one
line a row. A covered square is the full cell (dots 1 to 6); an empty square its four corners
(dots 1 3 4 6), an open frame; a square outside the outline a blank cell.

Lines are listed top first. (Files come from these through :mod:`alea.braille`, which
translates the words around them with liblouis.)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

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


FULL6 = 0x3F
EMPTY6 = 0x01 | 0x04 | 0x08 | 0x20
"""A square of the 6-dot drawing, covered (dots 1-6) or empty (dots 1 3 4 6)."""

Draw = Callable[[int, int, Iterable[Cell], Iterable[Cell]], list[str]]
"""A drawing of a grid: (width, height, covered squares, empty squares) -> lines, top first."""


def grid6(width: int, height: int, full: Iterable[Cell], empty: Iterable[Cell]) -> list[str]:
    """Lines of 6-dot braille for a grid of squares, one cell a square: ``full`` covered,
    ``empty`` open; top first."""
    full, empty = set(full), set(empty)
    return ["".join(chr(BLANK + (FULL6 if (x, y) in full else EMPTY6 if (x, y) in empty else 0))
                    for x in range(width)).rstrip(chr(BLANK))
            for y in range(height - 1, -1, -1)]


def diagram_lines(squares: Iterable[Cell], covered: Iterable[Cell], draw: Draw = grid) -> list[str]:
    """A diagram: its squares, those under pieces covered."""
    squares = set(squares)
    covered = set(covered) & squares
    width, height = bounds(squares)
    return draw(width, height, covered, squares - covered)


def pieces_lines(shapes: Iterable[Iterable[Cell]], line_cells: int = LINE_CELLS, draw: Draw = grid) -> list[str]:
    """Pieces side by side, one blank cell between, wrapped to ``line_cells`` cells; each
    group of lines is followed by a blank line."""
    drawn = []
    for shape in shapes:
        cells = normalise(shape)
        width, height = bounds(cells)
        drawn.append((width, draw(width, height, cells, ())))
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
