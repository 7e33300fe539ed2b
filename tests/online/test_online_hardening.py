"""Issue 30, a server no one can knock over (each test failed on the server before it): tables that
nobody joins hold no memory whatever a client does; chat or a setting the storage refuses (a full
disk) is answered in the player's language and the connection stays; an error repeated thousands of
times is logged once per kind, and the log rotates; whatever a server sends is printed by
``alea join`` without a control character or an escape sequence."""

from __future__ import annotations

import asyncio
import io
import json

import aiohttp
import pytest
from aiohttp import web
from aiohttp.test_utils import TestServer

from alea.table import guard
from alea.online import messages
from alea.online.opening import Openings
from alea.online.client import Client, parse_address
from alea.online.printable import printable
from alea.online.server import MAX_OPENED

from online_kit import FullDisk
from test_online_security import connect, table_of, with_server


def test_tables_nobody_joins_hold_no_memory_however_many_are_opened(tmp_path, backend):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        for _ in range(5):  # reconnecting, as the attacker did, to open more than one connection may
            peer = await connect(http, url)
            for _ in range(MAX_OPENED):
                await peer.send(t="open", players=4)
                await peer.next("opened")
            await peer.socket.close()
        assert not server.rooms  # nothing in memory
        kept = server.storage.db.execute("SELECT COUNT(*) FROM tables").fetchone()[0]
        assert kept == 5 * MAX_OPENED  # each one kept, and joinable
        code, (czech,) = await table_of(http, url, 1, "cs")
        assert list(server.rooms) == [code]  # in memory while someone sits there

    # the tables opened an hour are counted too (test_online_opening.py): here only memory is looked at
    asyncio.run(with_server(tmp_path, body, openings=Openings(per_address=1000, per_server=1000)))


def test_chat_and_a_language_refused_by_a_full_disk_are_said_and_the_connection_stays(tmp_path, backend):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        code, (french, czech) = await table_of(http, url, 2, "fr", "cs")
        server.storage.full = True
        heard = await french.line("dire bonjour")
        assert messages.refusal("not_kept", "fr") in heard
        assert not [f for f in czech.frames if f["t"] == "chat"]  # not sent: it was not kept
        heard = await french.line("langue anglais")
        assert messages.refusal("not_kept", "fr") in heard
        assert server.rooms[code].table.settings(0)[0] == "fr"
        await french.send(t="set", lang="en")
        assert (await french.next("error"))["lines"] == [messages.refusal("not_kept", "fr")]
        server.storage.full = False
        assert not french.socket.closed
        heard = await french.line("dire bonjour")  # the same connection, once there is room again
        assert messages.chat_line(1, "bonjour", "fr") in heard
        assert server.storage.chat(code) == [(0, "bonjour")]

    asyncio.run(with_server(tmp_path, body, wrap=lambda storage: FullDisk(storage, ("add_chat", "keep_seat"))))


def test_an_error_repeated_many_times_is_logged_once_per_kind(tmp_path, backend):
    guard._kinds.clear()

    async def body(server, http, url):  # type: ignore[no-untyped-def]
        for _ in range(6):
            peer = await connect(http, url)
            for _ in range(MAX_OPENED):  # a seed no game takes: the table is not opened, and that is logged
                await peer.send(t="open", players=2, seed=2**80)
                assert (await peer.next("error"))["lines"] == [messages.refusal("not_opened", "en")]
            await peer.socket.close()

    asyncio.run(with_server(tmp_path, body, openings=Openings(per_address=1000, per_server=1000)))
    log = (tmp_path / "alea.log").read_text(encoding="utf-8")
    entries = [line for line in log.splitlines() if line.startswith("--- ")]
    print(f"48 refused opens: {len(log)} characters of log, {len(entries)} entry")
    assert len(entries) == 1


def test_the_log_rotates_and_keeps_a_bounded_size(tmp_path, monkeypatch):
    monkeypatch.setattr(guard, "KIND_INTERVAL", 0.0)  # every error written: the size alone bounds the log
    monkeypatch.setattr(guard, "LOG_MOST", 20_000)
    environ = {"ALEA_DATA_DIR": str(tmp_path)}
    for number in range(400):
        try:
            raise ValueError(f"bad seed {number}")
        except ValueError as error:
            guard.log_exception(environ, error)
    logs = sorted(path.name for path in tmp_path.iterdir())
    assert logs == ["alea.log", "alea.log.1", "alea.log.2", "alea.log.3"]
    sizes = [(tmp_path / name).stat().st_size for name in logs]
    print("log sizes after 400 errors:", sizes)
    assert all(size < 20_000 + 2_000 for size in sizes)
    assert "bad seed 399" in (tmp_path / "alea.log").read_text()


HOSTILE = [
    "\x1b]0;owned\x07Player \x1b[2J\x1b[Hone\x1b]52;c;ZXZpbA==\x07 rolls\x9b31m a six\u202e.",
    "\x1bP+q\x1b\\line\ttwo\nthree\x00\x7f",
]


def test_join_prints_no_control_or_escape_sequence_a_server_sends(tmp_path):
    """A hostile server (a real WebSocket server on loopback) sends escape sequences: the window title,
    the clipboard (OSC 52), erase and move, 8-bit CSI, a bidirectional override; ``alea join``'s
    client prints the words and nothing a terminal would obey."""
    async def websocket(request: web.Request) -> web.WebSocketResponse:
        socket = web.WebSocketResponse()
        await socket.prepare(request)
        await socket.receive()  # the join
        await socket.send_str(json.dumps({"t": "seat", "seat": 1, "players": 2, "token": "x" * 32, "code": "c" * 16,
                                          "lang": "en", "verbosity": "normal"}))
        await socket.send_str(json.dumps({"t": "out", "lines": HOSTILE}))
        await socket.send_str(json.dumps({"t": "chat", "lines": ["\x1b[31mChat\x1b[0m, player 2: hi\x1b]8;;http://x\x07"]}))
        await socket.send_str(json.dumps({"t": "bye"}))
        await socket.close()
        return socket

    async def main() -> str:
        app = web.Application()
        app.router.add_get("/ws", websocket)
        server = TestServer(app, host="127.0.0.1")
        await server.start_server()
        printed = io.StringIO()
        try:
            address = parse_address(str(server.make_url("/t/" + "c" * 16)))
            assert address is not None
            client = Client(address, printed.write, {"ALEA_CONFIG_DIR": str(tmp_path)}, lang="en", verbosity=None,
                            asked_lang=False)
            client.input_ended = True
            await asyncio.wait_for(client.run(), 30)
        finally:
            await server.close()
        return printed.getvalue()

    printed = asyncio.run(main())
    assert "Player one rolls a six." in printed and "line two three" in printed and "Chat, player 2: hi" in printed
    body = printed.replace("\n", "")
    assert not [c for c in body if ord(c) < 0x20 or 0x7F <= ord(c) <= 0x9F or c == "\u202e"], repr(printed)


@pytest.mark.parametrize("text", HOSTILE + ["\x1b", "\x1b[", "\x1b]", "plain words, čeština, français"])
def test_printable_leaves_words_and_no_control(text):
    kept = printable(text)
    assert not [c for c in kept if ord(c) < 0x20 or 0x7F <= ord(c) <= 0x9F or "\u202a" <= c <= "\u202e"]
    assert printable(kept) == kept


def test_idle_sockets_count_against_the_address_and_time_out(tmp_path, backend):
    """The attack that locked everyone out: one address opens many TCP connections and sends
    nothing. At most ``--max-per-address`` are kept, the others closed at once; the silent ones are
    closed after ``--idle`` seconds (half-open ones alike); then a player comes in as usual."""
    import socket as sockets
    import time

    from online_kit import ServerProcess, TerminalClient, free_port, wait_for

    server = ServerProcess(tmp_path / "server", free_port(), "--max-per-address", "6", "--idle", "2")
    idle: list[sockets.socket] = []
    player = None
    try:
        for _ in range(20):
            idle.append(sockets.create_connection(("127.0.0.1", server.port)))

        def closed(each: sockets.socket) -> bool:
            each.setblocking(False)
            try:
                return each.recv(1) == b""
            except BlockingIOError:
                return False
            except OSError:
                return True

        wait_for(lambda: sum(closed(each) for each in idle) >= 14, "the connections past six to be closed")
        started = time.monotonic()
        wait_for(lambda: all(closed(each) for each in idle), "the silent connections to be closed")
        print(f"20 silent sockets: 14 closed at once, the last 6 after {time.monotonic() - started:.1f} s")
        player = TerminalClient(tmp_path / "player", "--new", "--players", "1", server.origin)
        wait_for(lambda: player.output.find(messages.joined(1, 1, "en")), "a player seated after the attack")
    finally:
        for each in idle:
            each.close()
        if player is not None:
            player.close()
        server.stop()


def test_a_websocket_that_never_sits_down_is_told_and_closed(tmp_path, backend):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        server.idle = 0.5
        peer = await connect(http, url, "cs")
        assert (await peer.next("error"))["lines"] == [messages.refusal("idle", "cs")]
        message = await peer.socket.receive()
        assert message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
        code, (seated,) = await table_of(http, url, 1, "fr")  # a seated player is not timed out by this
        await asyncio.sleep(1.0)
        assert await seated.line("1")

    asyncio.run(with_server(tmp_path, body))
