"""Issue 28, the board you can see, in Debian's chromium (real parts: `alea serve` on loopback,
playwright driving /usr/bin/chromium with the flags of test_online_game.py).

For each game: the board is drawn after set-up as one <svg role="img"> inside #board, with a short
accessible name; after a move typed in the command field it changes, and its name with it; the
focus stays in the command field and the board is no live region; axe-core finds no violation with
the board shown; at 320 CSS px and at 400 % zoom (a 1280 px window) the page has no horizontal
scroll, in the usual and the larger print; every cell's ink against its fill, computed from the
rendered colours with the WCAG formula, is at least 7 to 1 in the light and the dark scheme; with
reduced motion nothing is animated. The projector view fits the board whole in the window and
shows the last lines beside it. Screenshots go to ``ALEA_BOARD_SHOTS`` when it is set (docs/board.md's pictures).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from alea import games

from online_kit import next_line, wait_for
from test_online_web_heard import served_browser

pytestmark = [pytest.mark.realtime, pytest.mark.xdist_group("board-page")]

PLAYERS = {"tesseract": 1, "multiverse": 2, "tetrikon": 2}
"""Seats of each game's table; the page takes the first, the game waits for it at the start."""

SEEDS = {"tesseract": 3, "multiverse": 1, "tetrikon": 2}

CONTRAST = """() => {
  function rgb(text) { return text.match(/[0-9.]+/g).slice(0, 3).map(Number); }
  function lum(c) { const [r, g, b] = c.map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
                    return 0.2126 * r + 0.7152 * g + 0.0722 * b; }
  function ratio(a, b) { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); }
  const bg = rgb(getComputedStyle(document.querySelector('#board svg')).backgroundColor);
  const found = [];
  for (const cell of document.querySelectorAll('#board .cell')) {
    const rect = cell.querySelector('rect');
    const back = rect ? rgb(getComputedStyle(rect).fill) : bg;
    for (const t of cell.querySelectorAll('text')) found.push([cell.getAttribute('class'), ratio(rgb(getComputedStyle(t).fill), back)]);
  }
  for (const t of document.querySelectorAll('#board .panel > text')) found.push(['words', ratio(rgb(getComputedStyle(t).fill), bg)]);
  return found;
}"""
"""Every text's contrast against what lies under it (its cell's fill, or the board's background)."""


def name(page) -> str:  # type: ignore[no-untyped-def]
    return page.get_attribute("#board svg[role=img]", "aria-label") or ""


def scrolls_sideways(page) -> bool:  # type: ignore[no-untyped-def]
    return bool(page.evaluate("document.documentElement.scrollWidth > document.documentElement.clientWidth"))


def shot(page, file: str) -> None:  # type: ignore[no-untyped-def]
    folder = os.environ.get("ALEA_BOARD_SHOTS")
    if folder:
        page.locator("#board").screenshot(path=str(Path(folder) / file))


def open_table(page, origin: str, game_id: str, lang: str = "en") -> str:  # type: ignore[no-untyped-def]
    """Open a table of ``game_id`` from the front page (in ``lang``); the page sits at seat 1."""
    page.goto(origin + f"/?lang={lang}")
    page.select_option("#game", game_id)
    page.select_option("#players", str(PLAYERS[game_id]))
    page.locator("#open-form button").click()
    page.wait_for_url("**/t/*")
    wait_for(lambda: page.locator("#board svg[role=img]").count(), "the board")
    return page.url.split("/t/")[1].split("?")[0]


@pytest.mark.parametrize("game_id", [entry.id for entry in games.GAMES])
def test_the_board_is_drawn_changes_with_a_move_and_reads_well(tmp_path, game_id):
    from axe_playwright_python.sync_playwright import Axe

    with served_browser(tmp_path) as (server, browser):
        for scheme in ("light", "dark"):
            context = browser.new_context(color_scheme=scheme, reduced_motion="reduce",
                                          viewport={"width": 1024, "height": 900})
            page = context.new_page()
            code = open_table(page, server.origin, game_id)
            before = name(page)
            drawn = page.inner_html("#board")
            assert before and page.locator("#board svg").count() == 1
            assert page.get_attribute("#board", "aria-live") is None
            shot(page, f"{game_id}-{scheme}.png")
            # Contrast of every text on the board, from the rendered colours (WCAG 2 formula).
            ratios = page.evaluate(CONTRAST)
            assert ratios and min(r for _, r in ratios) >= 7, sorted(ratios, key=lambda x: x[1])[:3]
            # Nothing moves when the reader asked for reduced motion.
            assert page.evaluate("getComputedStyle(document.querySelector('#board .cell rect'))"
                                 ".transitionDuration") == "0s"
            if scheme == "dark":
                context.close()
                continue
            result = Axe().run(page)
            assert result.violations_count == 0, result.generate_report()
            # A move typed in the command field of the seat the game waits for (this page's or
            # another player's page) changes this page's board and its name; the focus stays.
            pages = [page]
            for _ in range(1, PLAYERS[game_id]):
                other = context.browser.new_context().new_page()
                other.goto(f"{server.origin}/t/{code}?lang=en")
                wait_for(lambda: other.locator("#board svg[role=img]").count(), "the other seat's board")
                pages.append(other)
            game = server.game(code)
            line = next_line(game_id, game, "en")
            typing = pages[game.pending.player if len(pages) > 1 else 0]
            field = typing.locator("#command")
            field.fill(line)
            field.press("Enter")
            wait_for(lambda: page.inner_html("#board") != drawn,
                     f"the board after {line}: {typing.eval_on_selector_all('#log p', 'ns => ns.map(n => n.textContent)')[-3:]}")
            wait_for(lambda: name(page) != before, f"the board's name after {line}: {before}")
            assert typing.evaluate("document.activeElement.id") == "command"
            for other in pages[1:]:
                other.context.close()
            assert page.locator("#board [aria-live], #board [tabindex]").count() == 0
            result = Axe().run(page)
            assert result.violations_count == 0, result.generate_report()
            token = page.evaluate(f"localStorage.getItem('alea-seat-{code}')")
            context.close()
            # 320 CSS px, and 400 % zoom of a 1280 px window (what browser zoom is: 320 CSS px
            # at 4 device pixels each): no horizontal scroll, in the usual and the larger print.
            for zoom in (1, 4):
                context = browser.new_context(viewport={"width": 320, "height": 640}, device_scale_factor=zoom)
                page = context.new_page()
                page.goto(f"{server.origin}/static/style.css")  # the seat's token in this origin's storage
                page.evaluate("([key, token]) => localStorage.setItem(key, token)", [f"alea-seat-{code}", token])
                page.goto(f"{server.origin}/t/{code}?lang=en")
                wait_for(lambda: page.locator("#board svg[role=img]").count(), "the board")
                for larger in (False, True):
                    page.set_checked("#board-larger", larger)
                    wait_for(lambda: page.evaluate("document.querySelector('#board svg').getBoundingClientRect().right")
                             <= page.evaluate("document.documentElement.clientWidth"), "the board within the page")
                    assert not scrolls_sideways(page), (zoom, larger)
                    if zoom == 1:
                        shot(page, f"{game_id}-320{'-larger' if larger else ''}.png")
                page.set_checked("#board-larger", False)
                context.close()
            # The projector view of the table's page (opened with the seat's token): fitted whole
            # to the window, the last lines beside it in print of a 27th of its height.
            context = browser.new_context(viewport={"width": 1280, "height": 720})
            page = context.new_page()
            page.goto(f"{server.origin}/static/style.css")
            page.evaluate("([key, token]) => localStorage.setItem(key, token)", [f"alea-seat-{code}", token])
            page.goto(f"{server.origin}/t/{code}?lang=en&view=projector")
            wait_for(lambda: page.locator("#board svg[role=img]").count(), "the board")
            wait_for(lambda: page.locator("#recent p").count(), "the last lines")
            assert page.evaluate("parseFloat(getComputedStyle(document.querySelector('#recent p')).fontSize)") >= 720 / 27 - 0.1
            assert page.evaluate("document.querySelector('#board svg').getBoundingClientRect().bottom") <= 720
            assert not scrolls_sideways(page)
            context.close()
