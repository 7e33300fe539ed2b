"""``alea export board FILE --format svg|pdf``: the position of the last game played as a tactile
graphic (:mod:`alea.braille.tactile`), for swell paper or an embosser (issue 36).

The position is the game's autosave, read into a table of its own in a scratch data folder (the
player's autosave and lock are never touched), and drawn from a view of no player: the sheet may
go round a class. SVG is written a file a page (FILE, then FILE-2.svg ...: the key is the last);
PDF is printed from those pages by the system's chromium (``--print-to-pdf``), which the project
already relies on for its browser tests: no new library to install, and a browser's SVG renderer
is the one that draws the online board too.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from collections.abc import Mapping
from pathlib import Path

from alea import games
from alea.braille import LiblouisMissing
from alea.braille.tactile import board_pages, print_page
from alea.table import catalogs
from alea.table.files import autosave_path
from alea.table.host import TableHost
from alea.table.options import Options
from alea.table.plugin import GamePlugin
from alea.table.seated import Place, Table

BROWSERS = ("chromium", "chromium-browser", "google-chrome")
"""The programs tried, in order, to print the PDF."""

PRINT_WAIT = 120
"""Seconds the browser may take to print."""


def board_of(environ: Mapping[str, str], game: GamePlugin, lang: str) -> dict[str, object] | None:
    """The board of the game's autosave from a view of no player, in ``lang``; None without one.
    Raises :class:`alea.kernel.errors.SaveError` (a ValueError) for a save that does not read."""
    path = autosave_path(environ, game.id)
    if not path.exists():
        return None
    with tempfile.TemporaryDirectory() as scratch:
        table = Table([Place(None, lang)], Options(game=game.id), {"ALEA_DATA_DIR": scratch},
                      game=game, games=games.GAMES)
        host = table.session.host
        if not isinstance(host, TableHost):
            return None
        return host.drawn(host.read_game(path), frozenset(), lang)


def written_pages(file: Path, pages: list[str]) -> list[Path]:
    """Write each page: ``file`` first, then ``file``-2.svg ...; the paths written."""
    paths = [file if n == 0 else file.with_name(f"{file.stem}-{n + 1}{file.suffix or '.svg'}")
             for n in range(len(pages))]
    for path, svg in zip(paths, pages):
        path.write_text(svg, encoding="utf-8")
    return paths


def printed(file: Path, html: str) -> bool:
    """Print ``html`` to the PDF ``file`` with the system's chromium; False when there is none or it failed."""
    browser = next((found for found in map(shutil.which, BROWSERS) if found), None)
    if browser is None:
        return False
    with tempfile.TemporaryDirectory() as scratch:
        source = Path(scratch) / "board.html"
        source.write_text(html, encoding="utf-8")
        try:
            subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                            f"--user-data-dir={scratch}/profile", f"--print-to-pdf={file}", source.as_uri()],
                           check=True, capture_output=True, timeout=PRINT_WAIT)
        except (OSError, subprocess.SubprocessError):
            return False
    return file.exists() and file.stat().st_size > 0


def export_board(file: str, fmt: str, lang: str, environ: Mapping[str, str], game: GamePlugin) -> tuple[int, str]:
    """Write the tactile sheet; (0, the files written) or (an exit code, why not, in ``lang``)."""
    t = catalogs.table(lang)
    try:
        board = board_of(environ, game, lang)
    except (KeyError, ValueError, OSError):  # a save that does not read (SaveError is a ValueError)
        board = None
    if board is None:
        return 1, t.gettext("No game to draw: play one first, its position is kept when you leave.") + "\n"
    try:
        pages = board_pages(board, lang)
    except LiblouisMissing as missing:
        return 1, f"{missing}\n"
    target = Path(file)
    try:
        if fmt == "svg":
            return 0, ", ".join(str(path) for path in written_pages(target, pages))
        if not printed(target, print_page(pages, str(board["name"]), lang)):
            return 1, t.gettext("Cannot print {file}: the PDF is printed by chromium, which was not found or "
                                "failed. Write svg instead.").format(file=file) + "\n"
    except OSError:
        return 1, t.gettext("Cannot write {file}.").format(file=file) + "\n"
    return 0, str(target)
