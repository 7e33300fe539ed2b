"""Braille page geometry: wrapping rows of cells and the ASCII braille of BRF files."""

from __future__ import annotations

from alea.errors import AleaError

CELLS_PER_LINE = 40
"""Cells in a braille line: a 40-cell display, and the usual embosser line."""

LINES_PER_PAGE = 25
"""Lines in a BRF page."""

BLANK_CELL = "\u2800"
"""The Unicode braille cell with no dots, the braille space."""

# North American ASCII braille (the BRF code): the character for cells 0x00..0x3F,
# in the order of the Unicode braille block (dot 1 = bit 0 ... dot 6 = bit 5).
_ASCII_BRAILLE = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)="


class NotSixDotBraille(AleaError, ValueError):
    """A cell uses dot 7 or 8, which BRF cannot hold."""


def wrap(row: str, width: int = CELLS_PER_LINE) -> list[str]:
    """Break one row of Unicode braille into rows of at most ``width`` cells.

    Breaks fall on blank cells, which are dropped at the break; a word longer than
    ``width`` is cut. An empty row stays one empty row (a blank line of the document).
    """
    rows: list[str] = []
    current = ""
    for word in row.split(BLANK_CELL):
        while len(word) > width:
            if current:
                rows.append(current)
                current = ""
            rows.append(word[:width])
            word = word[width:]
        if not current:
            current = word
        elif len(current) + 1 + len(word) <= width:
            current = current + BLANK_CELL + word
        else:
            rows.append(current)
            current = word
    rows.append(current)
    return rows


def to_ascii_braille(row: str) -> str:
    """Unicode braille (6-dot cells) to the ASCII braille of BRF files."""
    out = []
    for cell in row:
        dots = ord(cell) - 0x2800
        if not 0 <= dots < 0x40:
            raise NotSixDotBraille(f"{cell!r} is not a 6-dot braille cell")
        out.append(_ASCII_BRAILLE[dots])
    return "".join(out)
