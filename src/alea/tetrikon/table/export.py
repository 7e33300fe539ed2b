"""``export``: a player's diagrams and the piece set as braille graphics, in two files.

The Unicode file draws them in 8-dot braille (a braille display's file viewer shows two
squares' height a cell); the BRF file in 6-dot braille, one cell a square, for an embosser
(:mod:`alea.tetrikon.engine.braille` draws both). The words around the pictures (which diagram,
how to read it, which piece is which) are in the seat's language, put into braille by liblouis
(:mod:`alea.braille`, as ``alea export`` does for the rules).
"""

from __future__ import annotations

from pathlib import Path

from alea.braille import Graphic, export_document
from alea.narration import Voice
from alea.tetrikon.content.texts import texts
from alea.tetrikon.engine.geometry import square_name
from alea.tetrikon.engine.braille import Draw, diagram_lines, grid, grid6, pieces_lines
from alea.tetrikon.engine.content import load_content
from alea.tetrikon.engine.view import View
from alea.tetrikon.narration.board import diagram_name
from alea.tetrikon.table.words import DOMAIN

Document = list[str | Graphic]


def document(view: View, player: int, lang: str, six_dots: bool) -> Document:
    """The print and the pictures of a player's diagrams (as the view turned them) and of the
    piece set, with the key of the drawing: 8-dot, or 6-dot for BRF."""
    w = Voice(DOMAIN, lang)
    draw: Draw = grid6 if six_dots else grid
    key = (w._("Each cell is one square: a full cell is a covered square, four corner dots an empty one.")
           if six_dots else
           w._("Each cell is one square wide and two high: a full block is a covered square, "
               "two dots on a diagonal an empty one."))
    lines: Document = []
    for board in view.players[player].boards:
        covered = {c for placed in board.placed for c in placed.cells}
        lines += [w._("Player {n}, diagram {diagram}, squares a1 at the bottom left to {corner} at the top right.",
                      n=player + 1, diagram=diagram_name(board.diagram),
                      corner=square_name((board.width - 1, board.height - 1))),
                  key, Graphic(tuple(diagram_lines(board.squares, covered, draw))), ""]
    pieces = load_content().pieces
    names = texts(lang).piece_abbr
    lines += [w._("The pieces, left to right and line by line: {pieces}.",
                  pieces=", ".join(names[pid] for pid in pieces)),
              Graphic(tuple(pieces_lines([p.cells for p in pieces.values()], draw=draw)))]
    return lines


def write_graphics(folder: Path, view: View, player: int, lang: str) -> tuple[Path, Path]:
    """Write the Unicode (8-dot) and BRF (6-dot) files of a player's diagrams and the piece set
    into ``folder``; returns their paths. Raises OSError, :class:`alea.braille.BrailleError`
    (liblouis missing) before anything is written when the braille cannot be made."""
    unicode_text = export_document(document(view, player, lang, six_dots=False), lang, "unicode")
    brf_text = export_document(document(view, player, lang, six_dots=True), lang, "brf")
    name = "tetrikon-" + "-".join(board.diagram for board in view.players[player].boards)
    folder.mkdir(parents=True, exist_ok=True)
    unicode_path, brf_path = folder / f"{name}.txt", folder / f"{name}.brf"
    unicode_path.write_text(unicode_text, encoding="utf-8", newline="\n")
    brf_path.write_bytes(brf_text.encode("ascii"))
    return unicode_path, brf_path
