"""Issue 36, ``alea export board FILE --format svg|pdf``: the position of the last game played as a
tactile graphic. Real parts: alea in plain mode (a Tetrikon game left at the terminal, kept in its
autosave), real liblouis, the system's chromium printing the PDF.

Checked against what the sheet promises (docs/board.md, after BANA's and APH's guidelines): every
page is 210 by 279.4 mm (within A4 and Letter); black and white only (no colour, no grey: a colour
is a texture); braille dots of 1.5 mm at 2.5 mm within a cell and 6.2 mm cell to cell; every
panel's title in braille in the player's language, by liblouis; the key on the last page, naming
each texture of the legend in braille; drawn from a view of no player (no T-card or Chance card of
anyone). A board asked as unicode, or with no game kept, is refused in the player's language."""

from __future__ import annotations

import re

import pytest

from alea import games
from alea.braille.tactile import CELL_STEP, DOT_STEP, braille_of, dots
from alea.cli.tactile_export import board_of
from alea.table import catalogs

pytestmark = pytest.mark.liblouis

PAINT = re.compile(r'(?:fill|stroke)="([^"]*)"')


def test_braille_dots_are_at_the_standard_spacing():
    drawn, width = dots("\u283f\u283f", 0, 0)  # two full cells of six dots
    centres = sorted({(float(x), float(y)) for x, y in re.findall(r'cx="([0-9.]+)" cy="([0-9.]+)"', drawn)})
    xs = sorted({x for x, _ in centres})
    ys = sorted({y for _, y in centres})
    assert len(centres) == 12 and width == 2 * CELL_STEP
    assert [round(b - a, 2) for a, b in zip(xs, xs[1:])] == [DOT_STEP, CELL_STEP - DOT_STEP, DOT_STEP]
    assert [round(b - a, 2) for a, b in zip(ys, ys[1:])] == [DOT_STEP, DOT_STEP]
    assert set(re.findall(r'r="([0-9.]+)"', drawn)) == {"0.75"}


@pytest.mark.parametrize("lang", ("cs", "fr", "en"))
def test_a_tetrikon_position_is_written_as_a_tactile_sheet_within_a4_and_letter(alea, environ, tmp_path, lang):
    code, _ = alea("--game", "tetrikon", "--players", "2", "--seed", "3", "--lang", lang, lines=["status", "quit"])
    board = board_of(environ, games.plugin("tetrikon"), lang)
    assert board is not None
    lines = [line for panel in board["panels"] for line in panel["lines"]]  # type: ignore[index,union-attr]
    assert not [line for line in lines if re.search(r"\bT[- ]", line) and re.search(r"\d, \d", line)]
    target = tmp_path / "board.svg"
    code, out = alea("export", "board", str(target), "--game", "tetrikon", "--format", "svg", "--lang", lang)
    assert code == 0, out
    pages = sorted(tmp_path.glob("board*.svg"))
    assert len(pages) >= 2 and str(target) in out
    for page in pages:
        svg = page.read_text(encoding="utf-8")
        assert 'width="210.0mm" height="279.4mm"' in svg
        assert set(PAINT.findall(svg)) <= {"#000", "#fff", "none"} | {f"url(#{p})" for p in
                                                                      ("dots", "horizontal", "vertical", "diagonal", "grid")}
        assert not re.search(r"[a-zA-Z\u00c0-\u017f]{3,}</", svg)  # no print words: braille only
    sheet = "".join(page.read_text(encoding="utf-8") for page in pages[:-1])
    for panel in board["panels"]:  # type: ignore[union-attr]
        if panel["cells"]:
            first = braille_of(panel["title"], lang).split("\u2800")[0]
            assert dots(first, 0, 0)[0].count("<circle") and first, panel["title"]
    key = (tmp_path / f"board-{len(pages)}.svg").read_text(encoding="utf-8") if len(pages) > 1 else ""
    assert key.count("<rect") >= len(board["legend"])  # type: ignore[arg-type]
    assert sheet and key
    pdf = tmp_path / "board.pdf"
    code, out = alea("export", "board", str(pdf), "--game", "tetrikon", "--format", "pdf", "--lang", lang)
    assert code == 0, out
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF") and len(re.findall(rb"/Type\s*/Page[^s]", data)) == len(pages)
    boxes = {tuple(round(float(v)) for v in box) for box in re.findall(rb"/MediaBox\s*\[\s*0 0 ([0-9.]+) ([0-9.]+)", data)}
    assert boxes == {(595, 792)}, boxes  # 210 by 279.4 mm, in points


def test_a_board_as_unicode_or_without_a_game_is_refused_in_the_players_language(alea, tmp_path):
    t = catalogs.table("cs")
    code, out = alea("export", "board", str(tmp_path / "b.svg"), "--game", "tetrikon", "--lang", "cs")
    assert code == 2 and out == t.gettext("The board is written as svg or pdf, the other documents as unicode or brf.") + "\n"
    code, out = alea("export", "board", str(tmp_path / "b.svg"), "--game", "tetrikon", "--lang", "cs", "--format", "svg")
    assert code == 1 and out == t.gettext("No game to draw: play one first, its position is kept when you leave.") + "\n"
    assert not list(tmp_path.iterdir())
