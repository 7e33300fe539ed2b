"""Issue 36, shared attention: a query about a place typed at the table (``column b3``, ``switch 2``,
``diagram``), by a seat in any language or by a spectator, reaches every page of the table that
draws a board as that place in no language, and the board's cells and panels carry the places the
queries name. A line that is no query (a move, chat) points at nothing. A real server on loopback
(aiohttp's TestServer around the app `alea serve` runs), real WebSocket clients, a real SQLite file."""

from __future__ import annotations

import asyncio

import pytest

from test_board_hidden import drain
from test_online_security import connect, with_server

ASKED = {"tesseract": ("column", "b3"), "multiverse": ("switch", "2"), "tetrikon": ("column", "b")}
"""A query of each game about a place, and its argument."""


def attention(peer) -> list[str]:  # type: ignore[no-untyped-def]
    return [f["place"] for f in peer.frames + peer.unread if f["t"] == "attention"]


def places(board: dict) -> set[str]:  # type: ignore[type-arg]
    found = {place for panel in board["panels"] for place in panel.get("places", [])}
    return found | {place for panel in board["panels"] for cell in panel["cells"] for place in cell.get("places", [])}


@pytest.mark.parametrize("game_id", list(ASKED))
def test_a_query_about_a_place_points_every_board_of_the_table_at_it(tmp_path, game_id):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        opener = await connect(http, url)
        await opener.send(t="open", game=game_id, players=2, seed=3)
        code = (await opener.next("opened"))["code"]
        seats = []
        for lang in ("cs", "fr"):
            peer = await connect(http, url, lang)
            await peer.send(t="join", code=code, lang=lang, board=True)
            await peer.next("seat")
            seats.append(peer)
        spectator = await connect(http, url)
        await spectator.send(t="join", code=code, lang="en", watch=True, board=True)
        await spectator.next("seat")
        terminal = await connect(http, url)  # a terminal client watching: it never asked for a board
        await terminal.send(t="join", code=code, lang="en", watch=True)
        await terminal.next("seat")
        query, argument = ASKED[game_id]
        place = f"{query} {argument}"
        word = server.rooms[code].table.host.commands[query].word("cs")
        await seats[0].line(f"{word} {argument.upper()}")  # typed in Czech, in capitals
        for peer in (*seats, spectator, terminal):
            await drain(peer)
        for peer in (*seats, spectator):
            assert attention(peer) == [place], attention(peer)
        assert attention(terminal) == []
        board = [f for f in spectator.frames if f["t"] == "board"][-1]["board"]
        assert place in places(board), sorted(places(board))
        # A spectator's question points too; chat and a line that is no query do not.
        await spectator.line(f"{server.rooms[code].table.host.commands[query].word('en')} {argument}")
        await seats[1].line("say hello")
        await seats[1].line("zzz")
        for peer in (*seats, spectator):
            await drain(peer)
            assert attention(peer) == [place, place], attention(peer)

    asyncio.run(with_server(tmp_path, body))
