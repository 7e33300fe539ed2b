"""Issue 24, the web client as a screen reader hears it, in a real chromium page against `alea
serve` on loopback: each answer is one element of the log with its lines inside (so a long answer
is read whole and in order), typed commands are echoed, choice buttons keep their number apart
from the words; a seat taken by another device (here a terminal `alea join` with the seat's
token) tells the page, which disables its field and offers the seat back, while the terminal
client told the same way prints a line and exits; a page refused a seat says why."""

from __future__ import annotations

from alea.online import messages

from online_kit import ServerProcess, TerminalClient, free_port, wait_for
from test_online_game import CHROMIUM, FLAGS, chromium_or_skip

LOG = "nodes => nodes.map(n => n.textContent)"


def opened(page, origin: str, players: str = "1") -> str:  # type: ignore[no-untyped-def]
    """Open a Tesseract table from the front page; the table's address."""
    page.goto(origin + "/?lang=en")
    page.select_option("#players", players)
    page.locator("#open-form button").click()
    page.wait_for_url("**/t/*")
    wait_for(lambda: messages.joined(1, int(players), "en") in page.eval_on_selector_all("#log p", LOG), "the seat")
    return page.url.split("?")[0]


def test_one_element_per_answer_echo_and_buttons(tmp_path):
    chromium_or_skip()
    from playwright.sync_api import sync_playwright

    server = ServerProcess(tmp_path / "server", free_port())
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS[1:])
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
            browser.close()
    finally:
        server.stop()


def test_a_seat_taken_elsewhere_is_told_to_the_page_and_to_the_terminal(tmp_path):
    chromium_or_skip()
    from playwright.sync_api import sync_playwright

    server = ServerProcess(tmp_path / "server", free_port())
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS[1:])
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
            browser.close()
    finally:
        server.stop()
