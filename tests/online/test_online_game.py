"""Issue 16, end to end with real parts: `alea serve` on loopback, two terminal clients
(`alea join`, Czech and French) and the web page in Debian's chromium (English) play one
Tesseract game to its end. Mid-game the server is killed with SIGKILL and started again: every
client reconnects by itself to the same seat and position, and no move is lost.

Along the way: each player reads only their own language; chat reaches everyone marked as
chat; an action typed out of turn is refused; the page passes axe-core with zero violations;
and the page's role="log" region receives every line the server sent it, appended in order.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from alea import games
from alea.table.host import game_ended
from alea.online import messages
from alea.online.client import frames
from alea.tesseract.engine import Decision, Turn

from online_kit import ADDRESS, ServerProcess, TerminalClient, free_port, leaks, wait_for

COMMANDS = games.plugin("tesseract").command_list
"""Tesseract's commands, whose words the players type."""

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
SEED = 3


def chromium_or_skip() -> None:
    """Outside CI, a machine without Debian's chromium skips the test; under CI it must run."""
    if not Path(CHROMIUM).exists() and os.environ.get("CI", "").lower() != "true":
        pytest.skip("Debian's chromium is not installed (apt-get install chromium chromium-driver)")


class WebSeat:
    """The web client in a real chromium page; every WebSocket frame it receives is noted too."""

    def __init__(self, browser, url: str) -> None:  # type: ignore[no-untyped-def]
        self.page = browser.new_page()
        self.frames: list[dict] = []
        self.keyboard_answers = 0
        self.page.on("websocket", self._socket)
        self.page.goto(url)

    def _socket(self, socket) -> None:  # type: ignore[no-untyped-def]
        socket.on("framereceived", lambda payload: self.frames.extend(frames(payload)))

    def log(self) -> list[str]:
        return self.page.eval_on_selector_all("#log p", "nodes => nodes.map(n => n.textContent)")

    def type(self, line: str) -> None:
        """Type a line in the command field and press Enter; an answer "1" while choice buttons
        are shown is given by keyboard instead: Tab past the Send button to the first choice, Enter."""
        field = self.page.locator("#command")
        if line == "1" and self.page.locator("#choice-buttons button").count():
            field.focus()
            self.page.keyboard.press("Tab")
            self.page.keyboard.press("Tab")
            assert self.page.evaluate("document.activeElement.textContent").startswith("1, ")
            self.page.keyboard.press("Enter")
            self.keyboard_answers += 1
            return
        field.fill(line)
        field.press("Enter")

    def sent_lines(self) -> list[str]:
        """Every line the server sent this page, in order (what the log must hold)."""
        return [line for frame in self.frames if frame["t"] in ("out", "chat", "error") for line in frame["lines"]]


def test_three_players_three_languages_one_game_survives_kill_9(tmp_path, backend):
    chromium_or_skip()
    from axe_playwright_python.sync_playwright import Axe
    from playwright.sync_api import sync_playwright

    port = free_port()
    server = ServerProcess(tmp_path / "server", port)
    czech = french = None
    try:
        czech = TerminalClient(tmp_path / "cs", "--lang", "cs", "--new", "--players", "3", "--seed", str(SEED),
                               server.origin)
        opened = wait_for(lambda: czech.output.find(ADDRESS), "the new table's address")
        address = ADDRESS.search(opened).group(0)
        code = address.rsplit("/", 1)[1]
        assert len(code) >= 16  # secrets.token_urlsafe(12): 96 random bits
        wait_for(lambda: czech.output.find(messages.joined(1, 3, "cs")), "the Czech player's seat")
        french = TerminalClient(tmp_path / "fr", "--lang", "fr", address)
        wait_for(lambda: french.output.find(messages.joined(2, 3, "fr")), "the French player's seat")
        with sync_playwright() as playwright:
            # Playwright starts chromium headless with a new empty profile of its own (FLAGS less --headless).
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS[1:])
            web = WebSeat(browser, address + "?lang=en")
            wait_for(lambda: messages.joined(3, 3, "en") in web.log(), "the web player's seat")
            seats = {0: czech, 1: french, 2: web}
            langs = {0: "cs", 1: "fr", 2: "en"}

            def heard(seat: int) -> int:
                client = seats[seat]
                return len(client.log()) if client is web else client.output.count()

            def play_line(seat: int, line: str) -> None:
                """Type ``line`` at ``seat`` and wait for its answer (the server stores, then answers)."""
                before = heard(seat)
                seats[seat].type(line)
                wait_for(lambda: heard(seat) > before, f"an answer to {line!r} at seat {seat + 1}")

            def step() -> bool:
                """Play one step of the game as its players would: end the turn, or answer 1."""
                pending, size = server.pending(code)
                if pending is None:
                    return False
                seat = pending.lab
                if isinstance(pending, Turn):
                    play_line(seat, COMMANDS["end"].word(langs[seat]))
                    if server.pending(code)[1] == size:  # asked: end with actions left? (1 is yes)
                        play_line(seat, "1")
                else:
                    assert isinstance(pending, Decision)
                    play_line(seat, "1")
                wait_for(lambda: server.pending(code)[1] > size, "the move to be stored")
                return True

            # Out of turn: the French player (seat 2) cannot end the Czech player's turn, and nothing changes.
            first, size = server.pending(code)
            assert first.lab == 0
            play_line(1, COMMANDS["end"].word("fr"))
            assert french.output.find(messages.not_your_turn(1, "fr"))
            assert server.pending(code)[1] == size

            # Chat from the web page reaches the two terminals, marked as chat, in their languages.
            web.type("say Hello from the browser")
            for client, lang in ((czech, "cs"), (french, "fr")):
                wait_for(lambda: client.output.find(messages.chat_line(3, "Hello from the browser", lang)),
                         f"the chat line in {lang}")
            assert wait_for(lambda: web.page.locator("#log p.chat").count(), "the chat line on the page")

            for _ in range(8):
                assert step()
            # The page with its question buttons shown passes axe-core with no violation.
            wait_for(lambda: web.page.locator("#choice-buttons button").count() or True, "the page")
            result = Axe().run(web.page)
            assert result.violations_count == 0, result.generate_report()

            # kill -9 mid-game, then the same server again: every client comes back to its seat.
            position = server.pending(code)
            marks = {seat: heard(seat) for seat in seats}
            server.kill()
            for client, lang in ((czech, "cs"), (french, "fr")):
                wait_for(lambda: client.output.find(messages.connection_lost(lang)), f"the {lang} client to notice")
            server.start()
            assert server.pending(code)[1] == position[1]  # no move was lost
            wait_for(lambda: czech.output.find(messages.back(1, "cs"), marks[0]), "the Czech player back")
            wait_for(lambda: french.output.find(messages.back(2, "fr"), marks[1]), "the French player back")
            wait_for(lambda: messages.back(3, "en") in web.log()[marks[2]:], "the web player back")
            assert server.pending(code)[1] == position[1]

            steps = 8
            while step():
                steps += 1
                assert steps < 200
            for seat, lang in langs.items():
                over = game_ended(lang, False)
                if seat == 2:
                    wait_for(lambda: over in web.log(), "the end on the page")
                else:
                    wait_for(lambda: seats[seat].output.find(over), f"the end in {lang}")

            assert web.keyboard_answers > 0  # the web player answered questions by keyboard alone
            # The log received every line the server sent, appended in order, never replaced.
            lost = messages.connection_lost("en")
            assert [line for line in web.log() if line != lost] == web.sent_lines()
            assert web.page.locator("[role=log]").count() == 1
            page_lines = web.log()
            browser.close()
        czech.close()
        french.close()
        said = {"cs": czech.output.since(0), "fr": french.output.since(0), "en": page_lines}
        for lang, lines in said.items():
            assert len(lines) > 40
            assert not leaks(lang, lines), (lang, leaks(lang, lines)[:5])
    finally:
        for client in (czech, french):
            if client is not None:
                client.close()
        server.stop()


def test_the_leak_check_would_catch_a_foreign_line():
    assert leaks("fr", [messages.not_your_turn(2, "cs")])
    assert leaks("cs", [game_ended("fr", False)])
    assert leaks("en", [messages.left("fr")])
    assert not leaks("cs", [messages.not_your_turn(2, "cs"), game_ended("cs", False)])


def test_the_web_page_opens_a_table_and_follows_the_players_language(tmp_path):
    """From the server's front page a player opens a table by keyboard; choosing French in the
    language list turns the whole page and the seat to French in place: no reload, the log the
    player was reading stays, and so does the focus (issue 24)."""
    chromium_or_skip()
    from axe_playwright_python.sync_playwright import Axe
    from playwright.sync_api import sync_playwright

    def log(page) -> list[str]:  # type: ignore[no-untyped-def]
        return page.eval_on_selector_all("#log p", "nodes => nodes.map(n => n.textContent)")

    server = ServerProcess(tmp_path / "server", free_port())
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS[1:])
            page = browser.new_page()
            page.goto(server.origin + "/?lang=en")
            assert Axe().run(page).violations_count == 0
            page.select_option("#players", "1")
            page.locator("#open-form button").focus()
            page.keyboard.press("Enter")
            page.wait_for_url("**/t/*")
            wait_for(lambda: messages.joined(1, 1, "en") in log(page), "the seat")
            assert page.evaluate("document.activeElement.id") == "command"  # the focus at load
            page.evaluate("window.stillThisPage = true")
            before = log(page)
            page.locator("#lang").focus()
            page.select_option("#lang", "fr")
            wait_for(lambda: page.get_attribute("html", "lang") == "fr", "the page in French")
            wait_for(lambda: page.locator("label[for=command]").text_content() == messages.web_texts("fr")["command"],
                     "the labels in French")
            assert page.evaluate("window.stillThisPage === true")  # not reloaded
            assert log(page)[:len(before)] == before  # the log kept
            assert page.evaluate("document.activeElement.id") == "lang"  # the focus kept where it was
            assert "lang=fr" in page.url
            page.locator("#command").fill("status")
            page.locator("#command").press("Enter")
            wait_for(lambda: len(log(page)) > len(before), "an answer in French")
            lines = log(page)
            assert not leaks("fr", lines[len(before):]), leaks("fr", lines[len(before):])
            result = Axe().run(page)
            assert result.violations_count == 0, result.generate_report()
            browser.close()
    finally:
        server.stop()
