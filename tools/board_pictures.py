"""The pictures of docs/board.md: each game's board on the web page, in the light and the dark scheme.

Starts ``alea serve`` on loopback, opens a table of each game from a page in Debian's chromium,
plays a few lines through the pages of the seats the game waits for (the tests' ``next_line``),
then photographs the board of seat 1. Run from the repository root:

    .venv/bin/python tools/board_pictures.py [--lines 12] [--out docs/board]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
import tempfile

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tests" / "online"), str(ROOT / "tests")]

from online_kit import ServerProcess, free_port, next_line, wait_for  # noqa: E402

PLAYERS = {"tesseract": 2, "multiverse": 2, "tetrikon": 2}
LINES = {"tesseract": 12, "multiverse": 12, "tetrikon": 80}
"""Lines played before each game's picture (Tetrikon's first pieces come after some rounds)."""
CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=None, help="lines played before the picture (default: LINES)")
    parser.add_argument("--out", default=str(ROOT / "docs" / "board"))
    parser.add_argument("--width", type=int, default=720)
    options = parser.parse_args()
    out = Path(options.out)
    out.mkdir(parents=True, exist_ok=True)
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as home:
        server = ServerProcess(Path(home) / "server", free_port())
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
                for game_id, players in PLAYERS.items():
                    for scheme in ("light", "dark"):
                        pages = []
                        for seat in range(players):
                            context = browser.new_context(color_scheme=scheme,
                                                          viewport={"width": options.width, "height": 900})
                            page = context.new_page()
                            if seat == 0:
                                page.goto(server.origin + "/?lang=en")
                                page.select_option("#game", game_id)
                                page.select_option("#players", str(players))
                                page.locator("#open-form button").click()
                                page.wait_for_url("**/t/*")
                                code = page.url.split("/t/")[1].split("?")[0]
                            else:
                                page.goto(f"{server.origin}/t/{code}?lang=en")
                            wait_for(lambda: page.locator("#board svg").count(), "the board")
                            pages.append(page)
                        for _ in range(options.lines or LINES[game_id]):
                            game = server.game(code)
                            if game.pending is None:
                                break
                            before = len(game.record.entries)
                            typing = pages[game.pending.player if players > 1 else 0]
                            typing.locator("#command").fill(next_line(game_id, game, "en"))
                            typing.locator("#command").press("Enter")
                            wait_for(lambda: len(server.game(code).record.entries) > before, "the move")
                        pages[0].wait_for_timeout(500)
                        target = out / f"{game_id}-{scheme}.png"
                        pages[0].locator("#board").screenshot(path=str(target))
                        print(target, target.stat().st_size)
                        for page in pages:
                            page.context.close()
                browser.close()
        finally:
            server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
