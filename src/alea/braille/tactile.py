"""A board as a tactile graphic (issue 36): pages of SVG for swell paper or an embosser.

The board is the one the web page draws (:meth:`alea.table.host.TableHost.drawn`, a view of no
player: public facts only), laid out again for touch after the BANA *Guidelines and Standards for
Tactile Graphics* (2010) and APH's tactile graphics guidance:

- black on white only, no colour and no grey: a colour is a texture (:data:`TEXTURES`, at most six,
  each of a different kind: dots, lines one way, lines the other, grid, diagonals, solid);
- braille labels in the player's language, by liblouis with the table the braille export uses
  (:func:`alea.braille.translate`), drawn as dots of 1.5 mm at standard spacing: 2.5 mm between
  dots of a cell, 6.2 mm from cell to cell, 10 mm from line to line;
- cells of 16 mm, outlines of 0.6 mm, a panel's frame of 1.2 mm, 6 mm at least between two panels
  so that lines never run together under a finger; each panel titled in braille above it;
- the page within both A4 and Letter (210 by 279.4 mm, margins of 12.7 mm); what does not fit one
  page goes on the next; the key (each texture and mark with its name) on a page of its own, last.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from alea.braille import translate
from alea.braille.layout import wrap

PAGE_WIDTH, PAGE_HEIGHT = 210.0, 279.4
"""Millimetres: within A4 (210 x 297) and Letter (215.9 x 279.4) both."""
MARGIN = 12.7
CELL = 16.0
"""A board cell's side, in mm."""
DOT = 0.75
"""A braille dot's radius (1.5 mm across)."""
DOT_STEP, CELL_STEP, LINE_STEP = 2.5, 6.2, 10.0
"""Braille spacing: between dots of a cell, from cell to cell, from line to line (mm)."""
GAP = 8.0
"""Between two panels (mm)."""

TEXTURES = {
    "yellow": "dots", "orange": "horizontal", "blue": "vertical", "purple": "diagonal", "green": "grid",
    "red": "solid", "white": "none", "brown": "diagonal", "grey": "dots", "hidden": "diagonal",
    "off": "none", "empty": "none", "none": "none",
}
"""Each fill's texture: kinds a finger tells apart (BANA: few, distinct, not too dense). A piece of
Tetrikon (piece1 to piece6) is known by its letter, not by a texture."""

PATTERNS = """<defs>
<pattern id="dots" width="3" height="3" patternUnits="userSpaceOnUse"><circle cx="1.5" cy="1.5" r="0.5"/></pattern>
<pattern id="horizontal" width="3" height="3" patternUnits="userSpaceOnUse"><line x1="0" y1="1.5" x2="3" y2="1.5" stroke="#000" stroke-width="0.5"/></pattern>
<pattern id="vertical" width="3" height="3" patternUnits="userSpaceOnUse"><line x1="1.5" y1="0" x2="1.5" y2="3" stroke="#000" stroke-width="0.5"/></pattern>
<pattern id="diagonal" width="3" height="3" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="3" stroke="#000" stroke-width="0.6"/></pattern>
<pattern id="grid" width="3.5" height="3.5" patternUnits="userSpaceOnUse"><path d="M0 0H3.5M0 0V3.5" stroke="#000" stroke-width="0.4"/></pattern>
</defs>"""


def texture(fill: str) -> str:
    """The texture a fill is drawn with (``none`` for a plain cell)."""
    return TEXTURES.get(fill, "none")


def dots(cells: str, x: float, y: float) -> tuple[str, float]:
    """Unicode braille ``cells`` as circles from (x, y), the top left of the first cell; the SVG
    and the width taken (mm)."""
    out = []
    for n, char in enumerate(cells):
        bits = ord(char) - 0x2800
        if not 0 <= bits <= 0xFF:
            continue
        for dot, (column, row) in enumerate(((0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3))):
            if bits & (1 << dot):
                out.append(f'<circle cx="{x + n * CELL_STEP + column * DOT_STEP + DOT:.2f}" '
                           f'cy="{y + row * DOT_STEP + DOT:.2f}" r="{DOT}"/>')
    return "".join(out), len(cells) * CELL_STEP


def braille_of(text: str, lang: str) -> str:
    """``text`` in Unicode braille (one line), by liblouis in ``lang``."""
    return translate(" ".join(text.split()), lang).replace("\n", "")


def lines_of(cells: str, width: float) -> list[str]:
    """Braille cut into lines of at most ``width`` mm, at blank cells where it can be (the braille
    export's own wrapping)."""
    return [line for line in wrap(cells, max(1, int(width // CELL_STEP))) if line]


def panel_svg(panel: dict[str, Any], lang: str, x: float, y: float, width: float) -> tuple[str, float]:
    """One panel from (x, y): its title in braille, its grid; the SVG and the height taken."""
    parts = []
    at = y
    for line in lines_of(braille_of(panel["title"], lang), width):
        drawn, _ = dots(line, x, at)
        parts.append(drawn)
        at += LINE_STEP
    top = at + 2
    for cell in panel["cells"]:
        cx, cy, wide = x + cell["x"] * CELL, top + cell["y"] * CELL, CELL * cell.get("width", 1)
        fill = cell["fill"]
        if fill != "none":
            pattern = texture(fill)
            paint = "#000" if pattern == "solid" else "#fff" if pattern == "none" else f"url(#{pattern})"
            parts.append(f'<rect x="{cx + 1:.2f}" y="{cy + 1:.2f}" width="{wide - 2:.2f}" height="{CELL - 2:.2f}" '
                         f'fill="{paint}" stroke="#000" stroke-width="0.6"/>')
            if cell["mark"] == "cross":
                parts.append(f'<path d="M{cx + 3:.2f} {cy + 3:.2f}L{cx + wide - 3:.2f} {cy + CELL - 3:.2f}'
                             f'M{cx + wide - 3:.2f} {cy + 3:.2f}L{cx + 3:.2f} {cy + CELL - 3:.2f}" stroke="#000" stroke-width="1"/>')
        label = cell["text"]
        if label:  # the value or letter in braille on a white ground, so the dots stand clear of the texture
            cells = braille_of(label, lang)[: max(1, int((wide - 3) // CELL_STEP))]
            span = len(cells) * CELL_STEP - (CELL_STEP - DOT_STEP - 2 * DOT)
            bx, by = cx + (wide - span) / 2, cy + (CELL - 3 * DOT_STEP) / 2 - DOT
            if fill != "none" and texture(fill) != "none":
                parts.append(f'<rect x="{bx - 1:.2f}" y="{by - 1:.2f}" width="{span + 2:.2f}" height="{3 * DOT_STEP + 1:.2f}" '
                             f'fill="#fff" stroke="none"/>')
            drawn, _ = dots(cells, bx, by)
            parts.append(drawn)
    height = top - y + CELL * panel["rows"] + 2
    parts.append(f'<rect x="{x - 2:.2f}" y="{y - 2:.2f}" width="{width + 4:.2f}" height="{height + 4:.2f}" '
                 f'fill="none" stroke="#000" stroke-width="1.2"/>')
    return "".join(parts), height + 4


def panel_width(panel: dict[str, Any]) -> float:
    """How wide a panel is drawn (mm): its grid, and room for a title of a few braille cells."""
    return max(CELL * float(panel["columns"]), CELL_STEP * 8)


def page(body: str) -> str:
    """One page of SVG, sized in millimetres within A4 and Letter."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{PAGE_WIDTH}mm" height="{PAGE_HEIGHT}mm" '
            f'viewBox="0 0 {PAGE_WIDTH} {PAGE_HEIGHT}" fill="#000">{PATTERNS}'
            f'<rect width="{PAGE_WIDTH}" height="{PAGE_HEIGHT}" fill="#fff"/>{body}</svg>\n')


def board_pages(board: dict[str, Any], lang: str) -> list[str]:
    """The board's pages of SVG: its panels flowed within the page (the next page when one is
    full), then the key: the board's name, each texture and mark with its name, in braille."""
    room = PAGE_WIDTH - 2 * MARGIN
    pages: list[str] = []
    body: list[str] = []
    x, y, row = MARGIN, MARGIN, 0.0
    for panel in board["panels"]:
        if not panel["cells"]:
            continue
        width = min(panel_width(panel), room)
        if x > MARGIN and x + width > MARGIN + room:
            x, y, row = MARGIN, y + row + GAP, 0.0
        rows = len(lines_of(braille_of(panel["title"], lang), width))
        tall = rows * LINE_STEP + 2 + CELL * panel["rows"] + 6
        if y > MARGIN and y + tall > PAGE_HEIGHT - MARGIN:
            pages.append(page("".join(body)))
            body, x, y, row = [], MARGIN, MARGIN, 0.0
        drawn, height = panel_svg(panel, lang, x, y, width)
        body.append(drawn)
        x += width + GAP
        row = max(row, height)
    if body:
        pages.append(page("".join(body)))
    pages.append(page(key(board, lang)))
    return pages


def key(board: dict[str, Any], lang: str, words: Sequence[str] = ()) -> str:
    """The key's page: the board's name and the legend's title, then a swatch of each texture the
    legend names and its name, all in braille."""
    parts = []
    y = MARGIN
    room = PAGE_WIDTH - 2 * MARGIN
    for text in (board["name"], board.get("asked", ""), board.get("legend_title", ""), *words):
        for line in lines_of(braille_of(text, lang), room) if text else []:
            drawn, _ = dots(line, MARGIN, y)
            parts.append(drawn)
            y += LINE_STEP
    y += 4
    for swatch in board.get("legend", []):
        pattern = texture(swatch["fill"])
        paint = "#000" if pattern == "solid" else "#fff" if pattern == "none" else f"url(#{pattern})"
        parts.append(f'<rect x="{MARGIN}" y="{y:.2f}" width="{CELL - 2}" height="{CELL - 2}" fill="{paint}" '
                     f'stroke="#000" stroke-width="0.6"/>')
        text = f"{swatch['letter']} {swatch['name']}".strip()
        for n, line in enumerate(lines_of(braille_of(text, lang), room - CELL - 4)):
            drawn, _ = dots(line, MARGIN + CELL + 4, y + 2 + n * LINE_STEP)
            parts.append(drawn)
        y += CELL + 4
        if y > PAGE_HEIGHT - MARGIN - CELL:
            break
    return "".join(parts)


def print_page(pages: Sequence[str], title: str, lang: str) -> str:
    """The pages as one HTML document a browser prints to PDF, a page each (no margin: each page
    of SVG is a whole sheet within A4 and Letter)."""
    sheets = "".join(f'<div class="sheet">{svg}</div>' for svg in pages)
    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8"><title>{escape(title)}</title>'
            f'<style>@page {{ size: {PAGE_WIDTH}mm {PAGE_HEIGHT}mm; margin: 0; }} body {{ margin: 0; }} '
            f'.sheet {{ page-break-after: always; width: {PAGE_WIDTH}mm; height: {PAGE_HEIGHT}mm; overflow: hidden; }} '
            f'.sheet svg {{ display: block; }}</style></head><body>{sheets}</body></html>')
