"""Issue 16, security: nobody acts for another seat or hears another seat's answers; limits on
line length, message rate and connections per address; a bad frame gets a clear error in the
player's language and changes nothing. A real server on loopback (aiohttp's TestServer around
the app `alea serve` runs) and real WebSocket clients; the database is a real SQLite file."""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path

import aiohttp
import pytest
from aiohttp.test_utils import TestServer

from alea import games
from alea.online import messages
from alea.online.client import frames
from alea.online.server import Server
from alea.online.database import open_storage

COMMANDS = games.plugin("tesseract").command_list
"""Tesseract's commands, whose words the players type."""

WAIT = 30.0


pytestmark = pytest.mark.usefixtures("backend")  # every test on SQLite and on PostgreSQL (conftest.py)


class Peer:
    """One WebSocket client that keeps every frame it receives."""

    def __init__(self, socket: aiohttp.ClientWebSocketResponse) -> None:
        self.socket = socket
        self.frames: list[dict] = []
        self.unread: list[dict] = []

    async def send(self, **frame: object) -> None:
        await self.socket.send_str(json.dumps(frame))

    async def next(self, kind: str) -> dict:
        """The next frame of ``kind`` (frames of other kinds are kept on the way)."""
        while True:
            while self.unread:
                frame = self.unread.pop(0)
                self.frames.append(frame)
                if frame["t"] == kind:
                    return frame
            message = await asyncio.wait_for(self.socket.receive(), WAIT)
            assert message.type is aiohttp.WSMsgType.TEXT, message
            self.unread.extend(frames(message.data))

    async def line(self, text: str) -> list[str]:
        """Type a line; the lines heard until it is answered (``done``)."""
        start = len(self.frames)
        await self.send(t="line", text=text)
        await self.next("done")
        return [line for f in self.frames[start:] if f["t"] in ("out", "chat", "error") for line in f["lines"]]

    def heard(self) -> list[str]:
        return [line for f in self.frames if f["t"] in ("out", "chat", "error") for line in f["lines"]]


async def with_server(folder: Path, body, wrap=lambda storage: storage, **options) -> None:  # type: ignore[no-untyped-def]
    """Run ``body(server, http, ws_url)`` against a real server on loopback, on the backend fixture's
    storage (``wrap`` may stand between them: a disk that fills up)."""
    storage = wrap(open_storage(folder, database=os.environ.get("ALEA_DATABASE") or None))
    server = Server(storage, data=folder, **options)
    test_server = TestServer(server.app(), host="127.0.0.1")
    await test_server.start_server()
    try:
        async with aiohttp.ClientSession() as http:
            await body(server, http, str(test_server.make_url("/ws")))
    finally:
        await test_server.close()
        storage.close()


async def connect(http: aiohttp.ClientSession, url: str, lang: str = "en") -> Peer:
    return Peer(await http.ws_connect(url, params={"lang": lang}))


async def table_of(http: aiohttp.ClientSession, url: str, players: int, *langs: str) -> tuple[str, list[Peer]]:
    """Open a table (seed 3) and seat one peer per language, in order."""
    opener = await connect(http, url)
    await opener.send(t="open", players=players, seed=3)
    code = (await opener.next("opened"))["code"]
    peers = []
    for lang in langs:
        peer = await connect(http, url, lang)
        await peer.send(t="join", code=code, lang=lang)
        await peer.next("seat")
        await peer.next("ask")  # the greeting is told, and the seat's question (or none) comes last
        peers.append(peer)
    await opener.socket.close()
    return code, peers


def test_bad_frames_get_a_localized_error_and_change_nothing(tmp_path):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        code, (czech,) = await table_of(http, url, 1, "cs")
        size = len(server.storage.load_table(code).entries)
        bad = ["not json", "[1, 2]", json.dumps({"t": "fly"}), json.dumps({"t": "line"}),
               json.dumps({"t": "line", "text": 5}), json.dumps({"t": "line", "text": "x", "extra": 1}),
               json.dumps({"t": "set", "lang": "de"}), json.dumps({"t": "open", "players": True})]
        for text in bad:
            await czech.socket.send_str(text)
            assert (await czech.next("error"))["lines"] == [messages.refusal("bad_frame", "cs")]
            await czech.next("done")
        await czech.socket.send_bytes(b"\x00\x01")
        assert (await czech.next("error"))["lines"] == [messages.refusal("bad_frame", "cs")]
        await czech.next("done")
        await czech.socket.send_str(json.dumps({"t": "line", "text": "x" * 5000}))
        assert (await czech.next("error"))["lines"] == [messages.refusal("too_long", "cs")]
        await czech.next("done")
        assert len(server.storage.load_table(code).entries) == size
        await czech.line("1")  # the connection still works: the answer is a move
        assert len(server.storage.load_table(code).entries) > size

    asyncio.run(with_server(tmp_path, body))


def test_a_long_line_is_refused_by_the_table_in_the_players_language(tmp_path):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        code, (french,) = await table_of(http, url, 1, "fr")
        size = len(server.storage.load_table(code).entries)
        answer = await french.line("a" * 400)
        from alea.table import errors

        assert errors.line_problem("too_long", "fr", False) in answer
        assert len(server.storage.load_table(code).entries) == size

    asyncio.run(with_server(tmp_path, body))


def test_nobody_acts_for_another_seat_nor_hears_its_answers(tmp_path):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        code, (first, second) = await table_of(http, url, 2, "en", "fr")
        size = len(server.storage.load_table(code).entries)
        # Lab 1 chooses its corner first: seat 2 can neither answer for it nor play an action.
        for line in ("1", COMMANDS["end"].word("fr"), COMMANDS["remove"].word("fr") + " a1", COMMANDS["undo"].word("fr")):
            assert (await second.line(line)) == [messages.not_your_turn(1, "fr")]
        assert len(server.storage.load_table(code).entries) == size
        # A query at seat 1 is answered at seat 1 only.
        heard_before = len(second.heard())
        tower = await first.line(COMMANDS["tower"].word("en"))
        assert len(tower) > 2
        await second.line(COMMANDS["status"].word("fr"))
        assert not set(tower) & set(second.heard()[heard_before:])
        # Taking a seat needs its token: a newcomer at a full table is refused.
        third = await connect(http, url, "cs")
        await third.send(t="join", code=code, lang="cs")
        assert (await third.next("error"))["lines"] == [messages.refusal("full", "cs")]
        await third.send(t="line", text="1")
        assert (await third.next("error"))["lines"] == [messages.refusal("no_seat", "cs")]
        await third.send(t="join", code=code + "x", lang="cs")
        assert (await third.next("error"))["lines"] == [messages.refusal("no_table", "cs")]
        assert len(server.storage.load_table(code).entries) == size

    asyncio.run(with_server(tmp_path, body))


def test_the_seat_token_takes_the_same_seat_back(tmp_path):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        code, (first, second) = await table_of(http, url, 2, "en", "cs")
        token = next(f for f in second.frames if f["t"] == "seat")["token"]
        assert len(token) >= 32
        await first.next("out")  # player 2 arrived
        await second.socket.close()
        gone = await first.next("out")
        assert gone["lines"] == [messages.gone(2, "en")]
        again = await connect(http, url, "cs")
        await again.send(t="join", code=code, token=token)
        seat = await again.next("seat")
        assert (seat["seat"], seat["lang"]) == (2, "cs")
        assert (await again.next("out"))["lines"] == [messages.back(2, "cs"),
                                                      messages.seat_code_told(seat["seat_code"], "cs")]

    asyncio.run(with_server(tmp_path, body))


def test_message_rate_is_limited(tmp_path):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        code, (peer,) = await table_of(http, url, 1, "fr")
        for _ in range(60):
            await peer.send(t="line", text=COMMANDS["status"].word("fr"))
        error = await peer.next("error")
        assert error["lines"] == [messages.refusal("too_fast", "fr")]

    asyncio.run(with_server(tmp_path, body))


def test_connections_per_address_are_limited(tmp_path):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        kept = [await connect(http, url) for _ in range(3)]
        extra = await connect(http, url, "cs")
        assert (await extra.next("error"))["lines"] == [messages.refusal("too_many", "cs")]
        closed = await asyncio.wait_for(extra.socket.receive(), WAIT)
        assert closed.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING)
        await kept[0].socket.close()
        await asyncio.sleep(0.1)  # the server lets the closed one go; a new one is let in
        again = await connect(http, url)
        await again.send(t="join", code="nothing")
        assert (await again.next("error"))["lines"] == [messages.refusal("no_table", "en")]

    asyncio.run(with_server(tmp_path, body, max_per_address=3))


def test_chat_is_kept_and_marked_as_chat_in_each_language(tmp_path):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        code, (czech, french) = await table_of(http, url, 2, "cs", "fr")
        await czech.send(t="line", text="řekni Dobrý den")
        assert (await czech.next("chat"))["lines"] == [messages.chat_line(1, "Dobrý den", "cs")]
        assert (await french.next("chat"))["lines"] == [messages.chat_line(1, "Dobrý den", "fr")]
        await french.send(t="line", text="dire")
        assert (await french.next("error"))["lines"] == [messages.chat_empty("fr")]
        assert server.storage.chat(code) == [(0, "Dobrý den")]

    asyncio.run(with_server(tmp_path, body))


def test_one_connection_opens_a_bounded_number_of_tables(tmp_path):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        from alea.online.server import MAX_OPENED

        peer = await connect(http, url, "fr")
        for _ in range(MAX_OPENED):
            await peer.send(t="open", players=2)
            await peer.next("opened")
        await peer.send(t="open", players=2)
        assert (await peer.next("error"))["lines"] == [messages.refusal("too_many_tables", "fr")]
        assert server.storage.db.execute("SELECT COUNT(*) FROM tables").fetchone()[0] == MAX_OPENED

    asyncio.run(with_server(tmp_path, body))


def test_a_table_nobody_sits_at_leaves_memory_and_comes_back_from_storage(tmp_path):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        code, (czech,) = await table_of(http, url, 1, "cs")
        await czech.line("1")
        position = server.rooms[code].table.position()
        await czech.socket.close()
        for _ in range(100):
            if code not in server.rooms:
                break
            await asyncio.sleep(0.05)
        assert code not in server.rooms
        token = next(f for f in czech.frames if f["t"] == "seat")["token"]
        again = await connect(http, url, "cs")
        await again.send(t="join", code=code, token=token)
        await again.next("ask")
        assert server.rooms[code].table.position() == position
        assert messages.back(1, "cs") in again.heard()

    asyncio.run(with_server(tmp_path, body))
