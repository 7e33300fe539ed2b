"""Issue 36, a board for every watcher, in Debian's chromium (real parts: `alea serve` on loopback,
playwright driving /usr/bin/chromium with the flags of test_online_game.py).

For each game: a table opened in Czech; its seat's page speaks Czech (``lang`` attribute, the
board's heading, its check box); a spectator's page (``?watch=1``, in French) draws the board of no
player, in French, and marks the cells a move changed with a thick dashed outline (named in the
legend); the projector view opened with the seat's own token (the seat's own link on the projector
machine) draws the spectators' board, never the seat's (the same texts as the spectator's page),
fitted whole at 1920x1080, 1280x720 and 1024x768: the board, its legend and the last lines inside
the window, nothing scrolls, the last lines at least 40 px at 1080p. The bounding boxes are
measured in the browser and printed with the smallest text on the board. axe-core finds nothing on
the spectator's and the projector's pages. Screenshots go to ``ALEA_BOARD_SHOTS`` when it is set.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from alea import games
from alea.online.board import board_texts

from online_kit import next_line, wait_for
from test_board_page import PLAYERS, open_table
from test_online_web_heard import served_browser

pytestmark = [pytest.mark.realtime, pytest.mark.xdist_group("board-page")]

ASKED = {"tesseract": ("column", "b3"), "multiverse": ("switch", "1"), "tetrikon": ("diagram", "")}
"""A query about a place in each game: the spectator's board outlines it."""


def word(game_id: str, query: str, lang: str) -> str:
    return next(command for command in games.plugin(game_id).commands if command.id == query).word(lang)
SIZES = ((1920, 1080), (1280, 720), (1024, 768))

TEXTS = "() => Array.from(document.querySelectorAll('#board svg text')).map(t => t.textContent).join(' ').split(/ +/).sort()"
"""Every word drawn on the board, sorted (the lines wrap differently at another width)."""
FIT = """() => {
  const view = { width: innerWidth, height: innerHeight };
  const box = n => { const r = n.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const svg = document.querySelector('#board svg');
  const magnify = parseFloat(document.querySelector('#board').dataset.magnify);
  const sizes = Array.from(svg.querySelectorAll('text')).map(t => parseFloat(t.getAttribute('font-size')) * magnify);
  const recent = Array.from(document.querySelectorAll('#recent p')).map(p => parseFloat(getComputedStyle(p).fontSize));
  const column = document.querySelector('#recent');
  return { view: view, board: box(svg), legend: box(svg.querySelector('.legend')), recent: box(document.querySelector('#recent')),
           lines: document.querySelectorAll('#recent p').length, linePx: Math.min(...recent), smallest: Math.min(...sizes),
           values: Math.min(...Array.from(svg.querySelectorAll('text.value')).map(t => parseFloat(t.getAttribute('font-size')) * magnify)),
           scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
           cut: column.scrollHeight > column.clientHeight + 1 };
}"""


def shot(page, file: str) -> None:  # type: ignore[no-untyped-def]
    folder = os.environ.get("ALEA_BOARD_SHOTS")
    if folder:
        page.screenshot(path=str(Path(folder) / file))


MARKED = "#board .moved, #board .moved-line"
"""A cell or a line the last move changed, as the board marks it (not the key's sample of the mark)."""


def new_page(browser):  # type: ignore[no-untyped-def]
    """A page of its own (a device of its own: its own storage), 1024 x 900."""
    return browser.new_context(viewport={"width": 1024, "height": 900}).new_page()


def drawn(page) -> None:  # type: ignore[no-untyped-def]
    wait_for(lambda: page.locator("#board svg[role=img]").count(), "the board")


def inside(box: list[float], view: dict[str, int]) -> bool:
    left, top, right, bottom = box
    return left >= 0 and top >= 0 and right <= view["width"] + 0.5 and bottom <= view["height"] + 0.5


@pytest.mark.parametrize("game_id", [entry.id for entry in games.GAMES])
def test_spectators_and_the_projector_get_the_board_of_no_player(tmp_path, game_id):
    from axe_playwright_python.sync_playwright import Axe

    with served_browser(tmp_path) as (server, browser):
        seat = new_page(browser)
        code = open_table(seat, server.origin, game_id, "cs")
        # The seat's page speaks its language: the lang attribute, the board's heading and check box.
        assert seat.evaluate("document.documentElement.lang") == "cs"
        assert seat.inner_text("#board-title") == board_texts("cs")["board"]
        assert seat.inner_text("label[for=board-larger]") == board_texts("cs")["larger"]
        token = seat.evaluate(f"localStorage.getItem('alea-seat-{code}')")
        # A spectator's page, in French: the board of no player, in French.
        watcher = new_page(browser)
        watcher.goto(f"{server.origin}/t/{code}?watch=1&lang=fr")
        drawn(watcher)
        assert watcher.evaluate("document.documentElement.lang") == "fr"
        assert watcher.inner_text("#board-title") == board_texts("fr")["board"]
        result = Axe().run(watcher)
        assert result.violations_count == 0, result.generate_report()
        # The seat's language changed in place: the heading follows, no reload.
        seat.evaluate("window.notReloaded = true")
        seat.select_option("#lang", "fr")
        wait_for(lambda: seat.evaluate("document.documentElement.lang") == "fr", "the seat's page in French")
        wait_for(lambda: seat.inner_text("#board-title") == board_texts("fr")["board"], "the heading in French")
        assert seat.evaluate("window.notReloaded === true")
        # A move: the spectator's board marks the cells it changed, and names the mark in its key.
        before = watcher.inner_html("#board")
        others = []
        for _ in range(1, PLAYERS[game_id]):
            other = browser.new_context().new_page()
            other.goto(f"{server.origin}/t/{code}?lang=en")
            drawn(other)
            others.append(other)
        pages = [seat, *others]
        game = server.game(code)
        typing = pages[game.pending.player if len(pages) > 1 else 0]
        typing.fill("#command", next_line(game_id, game, "fr" if typing is seat else "en"))
        typing.press("#command", "Enter")
        wait_for(lambda: watcher.inner_html("#board") != before, "the spectator's board after the move")
        wait_for(lambda: watcher.locator(MARKED).count(), "the last move marked")
        assert board_texts("fr")["moved"] in watcher.eval_on_selector_all(
            "#board .legend text", "ns => ns.map(n => n.textContent).join(' ')")
        watcher.locator("#board-area").screenshot(path=str(Path(os.environ["ALEA_BOARD_SHOTS"]) / f"{game_id}-spectator.png")) \
            if os.environ.get("ALEA_BOARD_SHOTS") else None
        # The seat asks about a place (in French now): the spectator's board outlines it.
        query, argument = ASKED[game_id]
        seat.fill("#command", f"{word(game_id, query, 'fr')} {argument}".strip())
        seat.press("#command", "Enter")
        wait_for(lambda: watcher.locator("#board .pointed").count(), f"the place asked about: {query} {argument}")
        assert board_texts("fr")["pointed"] in watcher.eval_on_selector_all(
            "#board .legend text", "ns => ns.map(n => n.textContent).join(' ')")
        if os.environ.get("ALEA_BOARD_SHOTS"):
            watcher.locator("#board-area").screenshot(path=str(Path(os.environ["ALEA_BOARD_SHOTS"]) / f"{game_id}-asked.png"))
        spectator_texts = watcher.evaluate(TEXTS)
        # The projector view, opened with the seat's own token: the spectators' board, fitted whole.
        for width, height in SIZES:
            context = browser.new_context(viewport={"width": width, "height": height})
            page = context.new_page()
            page.goto(f"{server.origin}/static/style.css")
            page.evaluate("([key, token]) => localStorage.setItem(key, token)", [f"alea-seat-{code}", token])
            page.goto(f"{server.origin}/t/{code}?lang=fr&view=projector")
            drawn(page)
            wait_for(lambda: page.locator("#recent p").count(), "the last lines")
            assert page.evaluate(TEXTS) == spectator_texts  # no seat's hand: the spectators' board
            fit = page.evaluate(FIT)
            print(game_id, width, height, fit)
            view = fit["view"]
            assert inside(fit["board"], view) and inside(fit["legend"], view) and inside(fit["recent"], view), fit
            assert fit["scroll"] == [width, height] and not fit["cut"], fit  # nothing scrolls, no line cut off
            if height == 1080:
                assert fit["linePx"] >= 40, fit
                result = Axe().run(page)
                assert result.violations_count == 0, result.generate_report()
            shot(page, f"{game_id}-projector-{width}x{height}.png")
            context.close()


OPEN_LESSON = """([game]) => new Promise((resolve, reject) => {
  const socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws?lang=cs');
  socket.onopen = () => socket.send(JSON.stringify({ t: 'open', game: game, players: 2, lesson: true }));
  socket.onmessage = (event) => {
    const data = JSON.parse(event.data);
    for (const frame of (Array.isArray(data) ? data : [data])) if (frame.t === 'opened') { socket.close(); resolve(frame.code); }
  };
  socket.onerror = reject;
})"""
"""Open a lesson as `alea join --new --lesson` does (a page has no button for it): its code."""


@pytest.mark.parametrize("game_id", [entry.id for entry in games.GAMES])
def test_a_lesson_draws_the_board_of_no_player_for_its_teacher_and_class(tmp_path, game_id):
    """A lesson of two players in Czech: the teacher's page (seat 1) and a student's page (the class
    watches) both draw a board, in Czech; the teacher steps with `next` in Czech and both boards follow
    and mark what the step changed; the teacher's board is the class's (the same words)."""

    from alea.table.commands import vocabulary

    with served_browser(tmp_path) as (server, browser):
        teacher = new_page(browser)
        teacher.goto(server.origin + "/?lang=cs")
        code = teacher.evaluate(OPEN_LESSON, [game_id])
        teacher.goto(f"{server.origin}/t/{code}?lang=cs")
        drawn(teacher)
        student = new_page(browser)
        student.goto(f"{server.origin}/t/{code}?lang=cs")
        drawn(student)
        assert student.evaluate("document.documentElement.lang") == "cs"
        assert student.inner_text("#board-title") == board_texts("cs")["board"]
        step = vocabulary.name("demo", "next", "cs")
        for _ in range(6):  # some steps of the random game mark nothing on the board (which, not yet found): a later one does
            before = [page.inner_html("#board") for page in (teacher, student)]
            teacher.fill("#command", step)
            teacher.press("#command", "Enter")
            for page, old in zip((teacher, student), before):
                wait_for(lambda: page.inner_html("#board") != old, "the board after the lesson's step")
            if all(page.locator(MARKED).count() for page in (teacher, student)):
                break
        else:
            raise AssertionError("six steps of the lesson, none marked on the boards")
        assert teacher.evaluate(TEXTS) == student.evaluate(TEXTS)  # the teacher's board is the class's
