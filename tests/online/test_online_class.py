"""Issue 27 with real parts: `alea serve` on loopback, a Czech player who opens a public Tetrikon
table with `alea join --new --public`, a French player who finds it with `alea tables` and joins
it, and a class of 30 spectators (29 `alea join --watch` processes in Czech, French and English,
and one real chromium page opened from the lobby's Watch link) who follow the game to the chat
line that ends the test: each in their own language only, none of them ever told a seat's hand."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from alea import games
from alea.online import messages

from online_kit import (ADDRESS, ServerProcess, TerminalClient, environment, free_port, leaks, next_line,
                        wait_for)
from test_online_game import CHROMIUM, FLAGS, chromium_or_skip

GAME = "tetrikon"
COMMANDS = games.plugin(GAME).command_list
DOMAINS = ("online", "table", *games.plugin(GAME).domains)
CLASS = ["cs", "fr", "en"] * 10
"""The spectators' languages: 30 in all, the last (English) one a chromium page."""

pytestmark = pytest.mark.slow


def test_a_class_of_thirty_watches_a_public_table_in_three_languages(tmp_path):
    chromium_or_skip()
    from playwright.sync_api import sync_playwright

    server = ServerProcess(tmp_path / "server", free_port(), "--max-per-address", "100")
    clients: list[TerminalClient] = []
    try:
        czech = TerminalClient(tmp_path / "cs", "--lang", "cs", "--new", "--public", "--game", "tetrikon",
                               "--players", "2", "--seed", "2", server.origin)
        clients.append(czech)
        address = ADDRESS.search(wait_for(lambda: czech.output.find(ADDRESS), "the table's address")).group(0)
        code = address.rsplit("/", 1)[1]
        wait_for(lambda: czech.output.find(messages.joined(1, 2, "cs")), "the Czech seat")
        assert czech.output.find(r"L|M|R|T|W|X")  # its seat code was told
        # a stranger finds the table in the lobby, in French, and takes the next seat
        listed = subprocess.run([sys.executable, "-m", "alea.main", "tables", server.origin, "--lang", "fr"],
                                capture_output=True, text=True, encoding="utf-8", env=environment(tmp_path / "fr"),
                                timeout=60)
        assert listed.returncode == 0, listed.stdout
        lines = listed.stdout.splitlines()
        assert lines[0] == messages.tables_at(server.origin, 1, "fr"), lines
        assert lines[1].startswith("Tetrikon, places prises 1 sur 2") and "tchèque" in lines[1], lines
        found = ADDRESS.search(lines[2]).group(0)
        french = TerminalClient(tmp_path / "fr", "--lang", "fr", found)
        clients.append(french)
        wait_for(lambda: french.output.find(messages.joined(2, 2, "fr")), "the French seat")
        watchers = []
        for number, lang in enumerate(CLASS[:-1]):
            watcher = TerminalClient(tmp_path / f"w{number}", "--watch", "--lang", lang, address)
            watchers.append((watcher, lang))
            clients.append(watcher)
        for watcher, lang in watchers:
            wait_for(lambda: watcher.output.find(re.escape(messages.watching(2, 1, lang)[:25])), "a spectator seated")
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS[1:])
            page = browser.new_page()
            page.goto(server.origin + "/?lang=en")
            page.locator("#tables a", has_text=messages.web_texts("en")["watch"]).first.click()
            wait_for(lambda: any(line.startswith("You watch this table") for line in page.eval_on_selector_all(
                "#log p", "nodes => nodes.map(n => n.textContent)")), "the page watching")
            wait_for(lambda: czech.output.find(re.escape(messages.watcher_came(30, "cs"))), "thirty spectators")
            # the two players play; every move reaches every spectator
            players = {0: (czech, "cs"), 1: (french, "fr")}
            for _ in range(14):
                game = server.game(code)
                if game.pending is None:
                    break
                size = len(game.record.entries)
                client, lang = players[game.pending.player]
                client.type(next_line(GAME, game, lang))
                wait_for(lambda: len(server.game(code).record.entries) > size, "the move kept")
            for player, (client, lang) in players.items():
                mark = client.output.count()
                client.type(COMMANDS["hand"].word(lang))
                wait_for(lambda: client.output.count() > mark, "the hand")
            hands = {lang: client.output.since(client.output.count() - 1)[0] for client, lang in players.values()}
            czech.type(f"{messages.say_words('cs')[0]} díky za pozornost")
            for watcher, lang in watchers:
                wait_for(lambda: watcher.output.find(re.escape(messages.chat_line(1, "díky za pozornost", lang))),
                         "the last line at every spectator")
            wait_for(lambda: messages.chat_line(1, "díky za pozornost", "en") in page.eval_on_selector_all(
                "#log p", "nodes => nodes.map(n => n.textContent)"), "the last line on the page")
            page_lines = page.eval_on_selector_all("#log p", "nodes => nodes.map(n => n.textContent)")
            browser.close()
        heard = {lang: [] for lang in ("cs", "fr", "en")}
        for watcher, lang in watchers:
            heard[lang] += watcher.output.since(0)
        heard["en"] += page_lines
        for lang, lines in heard.items():
            assert not leaks(lang, lines, DOMAINS), leaks(lang, lines, DOMAINS)[:5]
        # the spectators heard the moves (the Treasury cards taken are public) ...
        for lang, word in (("cs", "Pokladn"), ("fr", "Trésor"), ("en", "Treasury")):
            assert any(word in line for line in heard[lang]), (lang, heard[lang][:20])
        # ... and never a seat's hand
        for lang, hand in hands.items():
            assert hand not in heard[lang], hand
        print("spectators:", len(watchers) + 1, "lines each heard (median):",
              sorted(len(w.output.since(0)) for w, _ in watchers)[len(watchers) // 2])
    finally:
        for client in clients:
            client.close()
        server.stop()
