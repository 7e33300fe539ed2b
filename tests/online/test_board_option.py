"""Issue 28, ``alea --board``: the terminal stays words only, and serves the local game's board
read-only on loopback. Real parts: ``alea`` in plain mode reading a pipe, its page read over HTTP
on 127.0.0.1 and drawn in Debian's chromium in the projector view. A demo stepped at the terminal
(the teacher's) shows on the page, step by step; the page's last lines are the terminal's."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import urllib.request

import pytest

from alea.online.board import board_address

from online_kit import Lines, environment, wait_for
from test_online_game import CHROMIUM, FLAGS, chromium_or_skip

pytestmark = [pytest.mark.realtime]


def state(address: str, after: int = 0) -> dict:  # type: ignore[type-arg]
    with urllib.request.urlopen(f"{address}state?after={after}", timeout=30) as answer:
        return json.load(answer)


def launched(tmp_path, lang: str, game: str, players: str):  # type: ignore[no-untyped-def]
    """``alea --board`` in plain mode reading a pipe: the process, its output, the line that says the
    board's address, and the address."""
    process = subprocess.Popen(
        [sys.executable, "-m", "alea.main", "--board", "--lang", lang, "--game", game, "--players", players,
         "--seed", "3"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        encoding="utf-8", env=environment(tmp_path))
    assert process.stdin is not None
    output = Lines(process.stdout)
    said = wait_for(lambda: output.find(r"http://127\.0\.0\.1:\d+/"), "the board's address")
    address = re.search(r"http://127\.0\.0\.1:\d+/", said).group(0)  # type: ignore[union-attr]
    return process, output, said, address


def label(page) -> str:  # type: ignore[no-untyped-def]
    """The board's accessible name: its name, then the question being decided when there is one."""
    return (page.get_attribute("#board svg[role=img]", "aria-label") or "") if page.locator("#board svg").count() else ""


def test_the_board_option_serves_the_local_game_and_its_demo_read_only(tmp_path):
    chromium_or_skip()
    from axe_playwright_python.sync_playwright import Axe
    from playwright.sync_api import sync_playwright

    process, output, said, address = launched(tmp_path, "en", "tesseract", "1")
    try:
        assert said == board_address(address, "en")  # loopback only, said in words at the start
        first = wait_for(lambda: state(address)["board"], "the game's board")
        assert first["name"].startswith("Tower, 64 dice")
        # Nothing but words at the terminal: no drawing there.
        assert not [line for line in output.since(0) if re.search(r"[\u2500-\u259f]|\x1b\[", line)]
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS[1:])
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            page.goto(address + "?view=projector")
            wait_for(lambda: label(page).startswith(first["name"]), "the board on the page")
            assert page.evaluate("document.body.classList.contains('projector')")
            result = Axe().run(page)
            assert result.violations_count == 0, result.generate_report()
            # The teacher starts the demo at the terminal: the page shows the demo's game ...
            version = state(address)["version"]
            process.stdin.write("demo\n")
            process.stdin.flush()
            wait_for(lambda: state(address)["version"] > version and state(address)["board"] != first, "the demo")
            demo = state(address)["board"]
            wait_for(lambda: label(page).startswith(demo["name"]), "the demo on the page")
            # ... and each step of it.
            process.stdin.write("next\n")
            process.stdin.flush()
            wait_for(lambda: state(address)["board"] != demo, "the demo's next step")
            stepped = state(address)["board"]
            wait_for(lambda: label(page).startswith(stepped["name"])
                     and page.locator("#recent p").count() > 0, "the step on the page")
            recent = page.eval_on_selector_all("#recent p", "nodes => nodes.map(n => n.textContent)")
            assert set(recent) <= set(output.since(0)) and len(recent) <= 4
            # The projector's board is fitted whole to the window: nothing off screen, nothing scrolls.
            box = page.evaluate("(() => { const r = document.querySelector('#board svg').getBoundingClientRect();"
                                " return [r.right, r.bottom]; })()")
            assert box[0] <= 1280 and box[1] <= 800, box
            assert page.evaluate("[document.documentElement.scrollWidth, document.documentElement.scrollHeight]") == [1280, 800]
            usual = browser.new_page(viewport={"width": 1280, "height": 800})
            usual.goto(address)
            wait_for(lambda: usual.locator("#board svg").count(), "the usual page")
            assert usual.locator("input[type=text], textarea, button").count() == 0  # it only reads
            browser.close()
        process.stdin.write("stop\nquit\n")
        process.stdin.close()
        assert process.wait(30) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def test_the_board_page_speaks_the_terminal_language_whatever_the_browser_asks(tmp_path):
    """``alea --lang cs --board``: the page is Czech (its ``lang`` attribute, its heading, its check
    box) though the browser asks for English (issue 36: a screen reader read Czech lines with an
    English voice)."""
    chromium_or_skip()
    from playwright.sync_api import sync_playwright

    from alea.online.board import board_texts

    process, _, _, address = launched(tmp_path, "cs", "multiverse", "2")
    try:
        wait_for(lambda: state(address)["board"], "the game's board")
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS[1:])
            page = browser.new_context(locale="en-US", extra_http_headers={"Accept-Language": "en"}).new_page()
            page.goto(address)
            wait_for(lambda: label(page), "the board on the page")
            assert page.evaluate("document.documentElement.lang") == "cs"
            texts = board_texts("cs")
            assert page.inner_text("h1") == texts["board"] and page.inner_text("#board-title") == texts["board"]
            assert page.inner_text("label[for=board-larger]") == texts["larger"]
            browser.close()
    finally:
        process.kill()
        process.wait(30)
