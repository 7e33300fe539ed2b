"""Issue 16, every game online, end to end with real parts: `alea serve` on loopback and two
terminal clients (`alea join` reading pipes, one Czech, one French) play Multiverse, then Tetrikon,
to the end. The table is opened with the game's Czech name (`--game` takes any language's).

Along the way: a number typed at the seat the game does not wait for is refused with whose turn it
is and changes nothing; the server is killed with SIGKILL mid-game and started again, and both
clients come back by themselves to the same seat and position; a Tetrikon player's `hand` tells
their own cards only; at the end each player reads the end in their language, and neither ever
read a line of another language (nor English)."""

from __future__ import annotations

import re
import time

import pytest

from alea import games
from alea.table.host import game_ended
from alea.online import messages

from kit.played import english_leaks
from online_kit import ADDRESS, ServerProcess, TerminalClient, free_port, leaks, next_line, wait_for

LANGS = {0: "cs", 1: "fr"}
SEEDS = {"multiverse": 1, "tetrikon": 2}
"""A seed per game whose game the bots end in under a hundred lines (the test does not depend on it)."""

PACE = 0.15
"""Seconds at least between two lines of one player: a player may type 8 lines a second (after 24 at once)."""

KILL_AT = 12
"""The move after which the server is killed."""


@pytest.mark.parametrize("game_id", ["multiverse", "tetrikon"])
def test_two_players_two_languages_play_to_the_end_through_a_kill_9(tmp_path, game_id):
    plugin = games.plugin(game_id)
    domains = ("online", "table", *plugin.domains)
    server = ServerProcess(tmp_path / "server", free_port())
    czech = french = None
    try:
        czech = TerminalClient(tmp_path / "cs", "--lang", "cs", "--new", "--game", games.BY_ID[game_id].name("cs"),
                               "--players", "2", "--seed", str(SEEDS[game_id]), server.origin)
        address = ADDRESS.search(wait_for(lambda: czech.output.find(ADDRESS), "the new table's address")).group(0)
        code = address.rsplit("/", 1)[1]
        wait_for(lambda: czech.output.find(messages.joined(1, 2, "cs")), "the Czech player's seat")
        french = TerminalClient(tmp_path / "fr", "--lang", "fr", address)
        wait_for(lambda: french.output.find(messages.joined(2, 2, "fr")), "the French player's seat")
        clients = {0: czech, 1: french}
        typed = {0: 0.0, 1: 0.0}

        def stored() -> int:
            return len(server.game(code).record.entries)

        def step() -> bool:
            game = server.game(code)
            if game.pending is None:
                return False
            seat = game.pending.player
            size = len(game.record.entries)
            time.sleep(max(0.0, typed[seat] + PACE - time.monotonic()))
            clients[seat].type(next_line(game_id, game, LANGS[seat]))
            typed[seat] = time.monotonic()
            wait_for(lambda: stored() > size, "the move to be stored")
            return True

        # A number at the seat the game does not wait for: refused with whose turn it is, nothing changes.
        game = server.game(code)
        other = 1 - game.pending.player
        size = len(game.record.entries)
        mark = clients[other].output.count()
        clients[other].type("1")
        refusal = messages.not_your_turn(game.pending.player + 1, LANGS[other])
        wait_for(lambda: clients[other].output.find(re.escape(refusal), mark), "the refusal out of turn")
        assert stored() == size

        moves = 0
        while moves < KILL_AT and step():
            moves += 1
        position = stored()
        marks = {seat: client.output.count() for seat, client in clients.items()}
        server.kill()
        for seat, lang in LANGS.items():
            wait_for(lambda: clients[seat].output.find(messages.connection_lost(lang), marks[seat]),
                     f"the {lang} client to notice")
        server.start()
        for seat, lang in LANGS.items():
            wait_for(lambda: clients[seat].output.find(messages.back(seat + 1, lang), marks[seat]),
                     f"the {lang} player back")
        assert stored() == position  # no move was lost, none was made twice

        while step():
            moves += 1
            assert moves < 600
        for seat, lang in LANGS.items():
            wait_for(lambda: clients[seat].output.find(re.escape(game_ended(lang, False))), f"the end in {lang}")

        if game_id == "tetrikon":  # each hand is its own player's, from their own view
            from alea.tetrikon.table.narrator import TableNarrator

            final = server.game(code)
            for seat, lang in LANGS.items():
                mark = clients[seat].output.count()
                clients[seat].type(plugin.command_list["hand"].word(lang))
                own = TableNarrator(lang, "normal").query("hand", final.view(frozenset({seat})), seat)
                wait_for(lambda: clients[seat].output.find(re.escape(own[0]), mark), f"the {lang} player's hand")
                theirs = TableNarrator(lang, "normal").query("hand", final.view(frozenset({1 - seat})), 1 - seat)
                if theirs[0] != own[0]:
                    assert not clients[seat].output.find(re.escape(theirs[0])), "a seat heard the other's hand"
        czech.close()
        french.close()
        for seat, lang in LANGS.items():
            lines = clients[seat].output.since(0)
            assert len(lines) > 40
            assert not leaks(lang, lines, domains), (lang, leaks(lang, lines, domains)[:5])
            assert not english_leaks(lines, lang, domains), (lang, english_leaks(lines, lang, domains)[:5])
    finally:
        for client in (czech, french):
            if client is not None:
                client.close()
        server.stop()


def test_a_multiverse_table_opened_from_the_web_page_plays_with_a_terminal(tmp_path):
    """From the front page a player picks Multiverse by keyboard, the number of players left at its
    default (the game's usual count, 2); a French terminal client takes the other seat. The page shows the choices as buttons only while its own player is
    asked, answers by keyboard on them, and passes axe-core with a question shown."""
    from test_online_game import CHROMIUM, FLAGS, chromium_or_skip

    chromium_or_skip()
    from axe_playwright_python.sync_playwright import Axe
    from playwright.sync_api import sync_playwright

    from alea.kernel.requests import Decision

    server = ServerProcess(tmp_path / "server", free_port())
    french = None
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS[1:])
            page = browser.new_page()
            page.goto(server.origin + "/?lang=en")
            page.select_option("#game", "multiverse")
            # the count left at its default, the game's usual one: Multiverse seats 2 then
            page.locator("#open-form button").focus()
            page.keyboard.press("Enter")
            page.wait_for_url("**/t/*")

            def log() -> list[str]:
                return page.eval_on_selector_all("#log p", "nodes => nodes.map(n => n.textContent)")

            wait_for(lambda: messages.joined(1, 2, "en") in log(), "the web player's seat")
            address = page.url.split("?")[0]
            code = address.rsplit("/", 1)[1]
            french = TerminalClient(tmp_path / "fr", "--lang", "fr", address)
            wait_for(lambda: french.output.find(messages.joined(2, 2, "fr")), "the French player's seat")
            buttons = page.locator("#choice-buttons button")
            by_keyboard = audited = 0
            for _ in range(60):
                game = server.game(code)
                assert game.pending is not None
                seat, size = game.pending.player, len(game.record.entries)
                if seat == 1:
                    wait_for(lambda: buttons.count() == 0, "no choices on the page while the other player is asked")
                    time.sleep(PACE)
                    french.type(next_line("multiverse", game, "fr"))
                elif isinstance(game.pending, Decision):
                    wait_for(lambda: buttons.count() > 0, "the choices as buttons")
                    if not audited:
                        result = Axe().run(page)
                        assert result.violations_count == 0, result.generate_report()
                        audited = 1
                    buttons.first.focus()
                    page.keyboard.press("Enter")
                    by_keyboard += 1
                else:
                    page.locator("#command").fill(next_line("multiverse", game, "en"))
                    page.locator("#command").press("Enter")
                wait_for(lambda: len(server.game(code).record.entries) > size, "the move to be stored")
                if by_keyboard >= 3:
                    break
            assert by_keyboard >= 3
            lines = log()
            browser.close()
        french.close()
        domains = ("online", "table", *games.plugin("multiverse").domains)
        assert not leaks("en", lines, domains), leaks("en", lines, domains)[:5]
        said = french.output.since(0)
        assert not leaks("fr", said, domains) and not english_leaks(said, "fr", domains)
    finally:
        if french is not None:
            french.close()
        server.stop()
