"""Issue 24, the web client as a screen reader hears it, in a real chromium page against `alea
serve` on loopback: each answer is one element of the log with its lines inside (so a long answer
is read whole and in order), typed commands are echoed, choice buttons keep their number apart
from the words; a seat taken by another device (here a terminal `alea join` with the seat's
token) tells the page, which disables its field and offers the seat back, while the terminal
client told the same way prints a line and exits; a page refused a seat says why."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any


from alea.online import messages

from online_kit import ServerProcess, TerminalClient, free_port, wait_for
from test_online_game import CHROMIUM, FLAGS, chromium_or_skip

LOG = "nodes => nodes.map(n => n.textContent)"


@contextmanager
def served_browser(tmp_path: Path) -> Iterator[tuple[ServerProcess, Any]]:
    """``alea serve`` on loopback and a chromium to visit it (skipped where there is none); both
    stopped at the end whatever happened."""
    chromium_or_skip()
    from playwright.sync_api import sync_playwright

    server = ServerProcess(tmp_path / "server", free_port())
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS[1:])
            yield server, browser
            browser.close()
    finally:
        server.stop()


def opened(page, origin: str, players: str = "1") -> str:  # type: ignore[no-untyped-def]
    """Open a Tesseract table from the front page; the table's address."""
    page.goto(origin + "/?lang=en")
    page.select_option("#players", players)
    page.locator("#open-form button").click()
    page.wait_for_url("**/t/*")
    wait_for(lambda: messages.joined(1, int(players), "en") in page.eval_on_selector_all("#log p", LOG), "the seat")
    return page.url.split("?")[0]


def test_one_element_per_answer_echo_and_buttons(tmp_path):
    with served_browser(tmp_path) as (server, browser):
        page = browser.new_page()
        opened(page, server.origin)
        log = page.locator("#log")
        assert log.get_attribute("role") == "log"
        assert log.get_attribute("aria-live") == "polite"
        assert log.get_attribute("aria-atomic") == "false"
        assert log.get_attribute("aria-relevant") == "additions"
        answers = page.locator("#log > div.answer").count()
        page.locator("#command").fill("help")
        page.locator("#command").press("Enter")
        wait_for(lambda: page.locator("#log > div.answer").count() > answers, "the answer to help")
        last = page.locator("#log > div.answer").last
        lines = last.locator("p").all_text_contents()
        assert len(lines) >= 4, lines  # the whole answer in one element, its lines in order
        assert page.locator("#log > div.echo").last.text_content() == "help"
        assert page.locator("#log > p").count() == 0  # no line outside an answer
        if page.locator("#choice-buttons button").count():
            label = page.locator("#choice-buttons button").first.text_content()
            assert label.startswith("1, ") and not label.startswith("1, 1, "), label


def test_a_seat_taken_elsewhere_is_told_to_the_page_and_to_the_terminal(tmp_path):
    with served_browser(tmp_path) as (server, browser):
        page = browser.new_page()
        address = opened(page, server.origin)
        code = address.rsplit("/", 1)[1]
        token = page.evaluate(f"localStorage.getItem('alea-seat-{code}')")
        # a terminal on another machine takes the seat with its token, in French
        terminal = TerminalClient(tmp_path / "laptop", address, "--token", token, "--lang", "fr")
        wait_for(lambda: terminal.output.find(messages.back(1, "fr")), "the terminal in the seat")
        moved = messages.seat_moved(1, "en")
        wait_for(lambda: moved in page.eval_on_selector_all("#log p", LOG), "the page told")
        assert page.locator("#command").is_disabled()
        assert page.locator("#retake").is_visible()
        assert page.evaluate("document.activeElement.id") == "retake"
        assert moved in page.locator("#status").text_content()
        # the page takes the seat back: the terminal is told in French, prints it and exits
        page.locator("#retake").press("Enter")
        wait_for(lambda: terminal.output.find(messages.seat_moved(1, "fr")), "the terminal told")
        assert terminal.process.wait(30) == 0
        assert terminal.output.lines[-1] == messages.seat_moved(1, "fr"), terminal.output.lines[-3:]
        wait_for(lambda: not page.locator("#command").is_disabled(), "the field again")
        wait_for(lambda: page.locator("#status").text_content() == messages.web_texts("en")["connected"],
                 "the page seated again")
        # a second browser (no token) at the full table is told why, and its field takes nothing
        other = browser.new_context().new_page()
        other.goto(address + "?lang=fr")
        full = messages.refusal("full", "fr")
        wait_for(lambda: full in other.eval_on_selector_all("#log p", LOG), "the refusal")
        assert other.locator("#status").text_content() == full
        assert other.locator("#command").is_disabled()
        assert other.locator("#away a").is_visible()


def test_the_lobby_page_the_watch_link_and_the_seat_code_field(tmp_path):
    """Issue 27 in the page: a table opened public from the front page is listed on another
    browser's front page (axe finds nothing wrong with it); its Watch link follows the table with no
    seat; the seat code said on the first page, typed in a third browser's "Seat code" field, takes
    the seat there, and the first page is told."""
    from axe_playwright_python.sync_playwright import Axe
    with served_browser(tmp_path) as (server, browser):
        page = browser.new_page()
        page.goto(server.origin + "/?lang=en")
        page.select_option("#players", "2")
        page.check("#public")
        page.locator("#open-form button").click()
        page.wait_for_url("**/t/*")
        wait_for(lambda: messages.joined(1, 2, "en") in page.eval_on_selector_all("#log p", LOG), "the seat")
        address = page.url.split("?")[0]
        page.locator("#show-code").click()
        told = [line for line in page.eval_on_selector_all("#log p", LOG) if line.startswith("Your seat code is")]
        assert len(told) == 2, told  # told when seated, and again on request
        seat_code = told[0].split(" is ")[1].split(".")[0]
        lobby = browser.new_context().new_page()
        lobby.goto(server.origin + "/?lang=cs")
        listed = lobby.locator("#tables li").all_text_contents()
        assert len(listed) == 1 and "Tesseract" in listed[0] and "angličtina" in listed[0], listed
        result = Axe().run(lobby)
        assert result.violations_count == 0, result.generate_report()
        lobby.locator("#tables a", has_text=messages.web_texts("cs")["watch"]).click()
        wait_for(lambda: any(line.startswith("Díváte se") for line in lobby.eval_on_selector_all("#log p", LOG)),
                 "the page watching")
        wait_for(lambda: messages.watcher_came(1, "en") in page.eval_on_selector_all("#log p", LOG),
                 "the player told of the spectator")
        result = Axe().run(lobby)
        assert result.violations_count == 0, result.generate_report()
        phone = browser.new_context().new_page()
        phone.goto(address + "?lang=fr&watch=1")
        wait_for(lambda: any(line.startswith("Vous regardez") for line in phone.eval_on_selector_all("#log p", LOG)),
                 "the phone watching")
        phone.locator("#seat-code").fill(seat_code.lower())
        phone.locator("#seat-code").press("Enter")
        wait_for(lambda: messages.seat_moved(1, "en") in page.eval_on_selector_all("#log p", LOG),
                 "the first page told")
        wait_for(lambda: any(line.startswith(messages.back(1, "fr")[:10]) for line in
                             phone.eval_on_selector_all("#log p", LOG)), "the phone in the seat")
