"""Issue 16: a new table opened without a number of players seats the game's usual count (the
player's saved count when the game seats it), as the terminal does; a count the game cannot seat
is refused in the player's language. A real server on loopback, real `alea join` processes, and
the front page's default choice as the browser sends it."""

from __future__ import annotations

import asyncio
import re

from online_kit import ServerProcess, TerminalClient, free_port, wait_for
from test_online_security import connect, with_server

from alea import games
from alea.online import messages
from alea.online.messages import web_texts


def test_join_new_without_players_seats_the_games_usual_count_in_each_language(tmp_path):
    server = ServerProcess(tmp_path / "server", free_port())
    clients: list[TerminalClient] = []
    try:
        for game, lang, asked, expected in (("multiverse", "cs", (), 2), ("tetrikon", "fr", (), 2),
                                            ("multiverse", "en", ("--players", "3"), 3)):
            client = TerminalClient(tmp_path / lang, "--lang", lang, server.origin, "--new", "--game", game, *asked)
            clients.append(client)
            wait_for(lambda: client.output.find(re.escape(messages.joined(1, expected, lang))),
                     f"{lang}: seat 1 of {expected} at {game}")
        low, high = games.plugin("multiverse").players
        refused = TerminalClient(tmp_path / "one", "--lang", "fr", server.origin, "--new", "--game", "multiverse",
                                 "--players", "1")
        clients.append(refused)
        name = games.find("multiverse").name("fr")  # type: ignore[union-attr]
        wait_for(lambda: refused.output.find(re.escape(messages.bad_players(name, low, high, "fr"))),
                 "the French refusal of a count Multiverse cannot seat")
    finally:
        for client in clients:
            client.close()
        server.stop()


def test_an_open_frame_without_players_takes_the_saved_count_the_game_seats_else_the_usual(tmp_path):
    async def seats(http, url, **opening) -> int:  # type: ignore[no-untyped-def]
        peer = await connect(http, url)
        await peer.send(t="open", **opening)
        code = (await peer.next("opened"))["code"]
        await peer.send(t="join", code=code)
        players = (await peer.next("seat"))["players"]
        await peer.socket.close()
        return int(players)

    async def body(server, http, url):  # type: ignore[no-untyped-def]
        assert await seats(http, url, game="multiverse") == 2
        assert await seats(http, url, game="multiverse", usual=5) == 5
        assert await seats(http, url, game="multiverse", usual=1) == 2  # Multiverse seats 2 to 6
        assert await seats(http, url, game="tetrikon") == 2
        assert await seats(http, url, game="tetrikon", usual=1) == 2  # solo only when asked
        assert await seats(http, url, game="tetrikon", players=1) == 1
        assert await seats(http, url, game="tesseract") == 1
        assert await seats(http, url, game="tesseract", usual=3) == 3
        assert await seats(http, url, players=4) == 4  # an older client's frame, as before

    asyncio.run(with_server(tmp_path, body))


def test_the_front_pages_default_count_is_the_games_usual_one_in_each_language(tmp_path):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        for lang in ("cs", "fr", "en"):
            async with http.get(url.replace("/ws", "/"), params={"lang": lang}) as response:
                page = await response.text()
            select = re.search(r'<select id="players">(.*?)</select>', page, re.S)
            assert select is not None
            usual = web_texts(lang)["usual"]
            assert select.group(1).startswith(f'<option value="" data-text="usual" selected>{usual}</option>'), select.group(1)
            assert select.group(1).count("selected") == 1
        assert web_texts("cs")["usual"] != web_texts("en")["usual"] != web_texts("fr")["usual"]

    asyncio.run(with_server(tmp_path, body))
