"""Issue 42, item 9: ``alea tables`` and ``alea join`` trust nothing a server sends. A hostile server
(a real aiohttp server on loopback, in a thread of its own) sends escape sequences, control
characters and bidirectional overrides in every text it gives (a table's line and address, the
lines of a frame), and frames that are malformed: not JSON, an array of numbers, a seat without
its token or language, lines that are no list of text, a ``/tables`` entry without ``line``, an
``opened`` without its address. The commands run as a player runs them (``alea.main.run``) and
print only printable text, each malformed thing answered by one localized sentence, never
"Alea stopped because of an error"."""

from __future__ import annotations

import asyncio
import io
import json
import os
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from aiohttp import web

from alea.main import run
from alea.online import messages

from online_kit import free_port

HOSTILE = "\x1b]0;owned\x07Evil \x1b[2J\x1b]52;c;ZXZpbA==\x07table\u202e.\x9b31m\x1b\\"
"""A window title, erase, a clipboard write (OSC 52), a bidirectional override, an 8-bit CSI."""


def unprintable(text: str) -> list[str]:
    """What ``text`` holds that a terminal would obey rather than print (a line break apart)."""
    return [c for c in text.replace("\n", "") if ord(c) < 0x20 or 0x7F <= ord(c) <= 0x9F
            or "\u202a" <= c <= "\u202e" or "\u2066" <= c <= "\u2069"]


class HostileServer:
    """A server that answers ``/tables`` with ``listing`` (raw bytes) and every WebSocket with
    ``frames`` (raw texts, sent one after another after the client's first frame), then closes."""

    def __init__(self) -> None:
        self.listing = b"{}"
        self.frames: list[str] = []
        self.port = free_port()
        self.loop = asyncio.new_event_loop()
        self.ready = threading.Event()
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()
        assert self.ready.wait(30)

    @property
    def address(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    async def tables(self, request: web.Request) -> web.Response:
        return web.Response(body=self.listing, content_type="application/json")

    async def websocket(self, request: web.Request) -> web.WebSocketResponse:
        socket = web.WebSocketResponse()
        await socket.prepare(request)
        await socket.receive()  # the join (or the open)
        for frame in self.frames:
            await socket.send_str(frame)
        await socket.close()
        return socket

    def _serve(self) -> None:
        asyncio.set_event_loop(self.loop)
        app = web.Application()
        app.router.add_get("/tables", self.tables)
        app.router.add_get("/ws", self.websocket)
        self.runner = web.AppRunner(app)
        self.loop.run_until_complete(self.runner.setup())
        self.loop.run_until_complete(web.TCPSite(self.runner, "127.0.0.1", self.port).start())
        self.ready.set()
        self.loop.run_forever()

    def stop(self) -> None:
        asyncio.run_coroutine_threadsafe(self.runner.cleanup(), self.loop).result(30)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(30)


@pytest.fixture(scope="module")
def hostile() -> Iterator[HostileServer]:
    server = HostileServer()
    try:
        yield server
    finally:
        server.stop()


def alea(tmp_path, *argv: str) -> tuple[int, str]:  # type: ignore[no-untyped-def]
    """``alea ARGV`` as a player runs it, typing nothing (its input a pipe that stays open until it
    ends, so that ``alea join`` leaves when the server says ``bye``, not when its input ends): its
    exit code and what it printed."""
    out = io.StringIO()
    reading, writing = os.pipe()
    try:
        with os.fdopen(reading, "r", encoding="utf-8", closefd=False) as stdin:
            code = run(list(argv), stdin, out, {"ALEA_CONFIG_DIR": str(tmp_path / "config"),
                                                "ALEA_DATA_DIR": str(tmp_path / "data")})
    finally:
        os.close(writing)  # the client's reading thread sees the end of its input
    return code, out.getvalue()


def listing(*entries: Any) -> bytes:
    return json.dumps({"tables": list(entries)}).encode()


@pytest.mark.parametrize("lang", ["en", "cs", "fr"])
def test_tables_prints_a_server_s_lines_and_addresses_without_escapes(hostile, tmp_path, lang):
    hostile.listing = listing({"line": HOSTILE, "address": "http://x/t/abc\x1b]0;t\x07\u202e"},
                              {"line": "Tesseract, 1 of 2 seats free.", "address": "http://x/t/def"})
    code, printed = alea(tmp_path, "--lang", lang, "tables", hostile.address)
    assert code == 0, printed
    assert not unprintable(printed), repr(printed)
    assert "Evil table." in printed and "Tesseract, 1 of 2 seats free." in printed
    assert messages.tables_at(hostile.address.rstrip("/"), 2, lang) in printed
    assert messages.unreadable(lang) not in printed  # nothing was left out


@pytest.mark.parametrize("body", [
    listing({"address": "http://x/t/abc"}, {"line": "Kept.", "address": "http://x/t/def"}),  # no line
    listing({"line": 7, "address": "http://x/t/abc"}, {"line": "Kept.", "address": "http://x/t/def"}),
    listing(["line", "address"], {"line": "Kept.", "address": "http://x/t/def"}),
    listing({"line": "Kept.", "address": "http://x/t/def"}, None),
])
@pytest.mark.parametrize("lang", ["cs", "fr"])
def test_tables_leaves_out_a_malformed_entry_and_says_so(hostile, tmp_path, body, lang):
    hostile.listing = body
    code, printed = alea(tmp_path, "--lang", lang, "tables", hostile.address)
    assert code == 0, printed
    assert printed.splitlines() == [messages.tables_at(hostile.address.rstrip("/"), 1, lang), "Kept.",
                                    messages.table_address("http://x/t/def", lang), messages.unreadable(lang)]


@pytest.mark.parametrize("body", [b"<html>not json", b'{"tables": "none"}', b"[1, 2]", b"\xff\xfe{",
                                  pytest.param(b'{"tables": ' + b"[" * 200_000, id="nested-too-deep")])
def test_tables_says_a_list_it_cannot_read_in_the_reader_s_language(hostile, tmp_path, body):
    hostile.listing = body
    code, printed = alea(tmp_path, "--lang", "fr", "tables", hostile.address)
    assert code == 0
    assert printed.splitlines() == [messages.tables_at(hostile.address.rstrip("/"), 0, "fr"), messages.unreadable("fr")]


SEAT = {"t": "seat", "seat": 1, "players": 2, "token": "x" * 32, "code": "c" * 16, "lang": "fr", "verbosity": "normal"}


@pytest.mark.parametrize("bad", [
    "not json at all",
    "[1, 2, 3]",
    "[]",
    json.dumps({"t": "out", "lines": "a string, not a list"}),
    json.dumps({"t": "out", "lines": [1, {"x": 2}]}),
    json.dumps({"t": "chat", "lines": None}),
    json.dumps({"t": "error", "lines": 5}),
    json.dumps({"t": "seat", "seat": 1, "lang": "fr"}),  # a seat without its token
    pytest.param("[" * 200_000, id="nested-too-deep"),  # past what the parser can follow
])
def test_join_says_a_malformed_frame_and_goes_on(hostile, tmp_path, bad):
    hostile.frames = [json.dumps(SEAT), bad, json.dumps({"t": "out", "lines": [HOSTILE]}), json.dumps({"t": "bye"})]
    code, printed = alea(tmp_path, "join", hostile.address + "t/" + "c" * 16)
    assert code == 0, printed
    assert messages.unreadable("fr") in printed.splitlines()  # in the seat's language
    assert "Evil table." in printed  # the frames after it are still read
    assert not unprintable(printed), repr(printed)


def test_join_takes_a_seat_whose_frame_has_no_language(hostile, tmp_path):
    """``seat`` without ``lang`` (or with one that is not ours): the client keeps its own language."""
    seat = {key: value for key, value in SEAT.items() if key != "lang"}
    hostile.frames = [json.dumps(seat), json.dumps({**SEAT, "lang": "xx\x1b[2J"}),
                      json.dumps({"t": "out", "lines": ["Bonjour."]}), "{", json.dumps({"t": "bye"})]
    code, printed = alea(tmp_path, "--lang", "cs", "join", hostile.address + "t/" + "c" * 16, "--lang", "cs")
    assert code == 0, printed
    assert printed.splitlines() == ["Bonjour.", messages.unreadable("cs")]


@pytest.mark.parametrize("reply", [
    json.dumps({"t": "opened", "code": "c" * 16}),  # no address
    json.dumps({"t": "opened", "code": 5, "address": "http://x/t/c"}),
    json.dumps({"t": "error", "lines": "no list"}),
    "]",
    "[]",
])
def test_join_new_says_an_opening_it_cannot_read(hostile, tmp_path, reply):
    hostile.frames = [reply]
    code, printed = alea(tmp_path, "--lang", "fr", "join", hostile.address, "--new")
    assert code == 1
    assert printed.splitlines() == [messages.unreadable("fr")]


def test_join_new_prints_an_opened_address_without_escapes(hostile, tmp_path):
    hostile.frames = [json.dumps({"t": "opened", "code": "c" * 16, "address": "http://x/t/c\x1b]0;x\x07\u202e"}),
                      json.dumps(SEAT), json.dumps({"t": "bye"})]
    code, printed = alea(tmp_path, "join", hostile.address, "--new")
    assert code == 0, printed
    assert messages.opened("http://x/t/c", "en") in printed and not unprintable(printed)


def test_join_plays_a_few_of_a_frame_s_cues_never_thousands(hostile, tmp_path):
    """Each cue is a timer and a player process: a frame's first MOST_CUES text cues are played."""
    from alea.online.client import MOST_CUES, Client, parse_address

    address = parse_address(hostile.address + "t/" + "c" * 16)
    assert address is not None
    played: list[list[str]] = []
    client = Client(address, lambda text: None, {"ALEA_CONFIG_DIR": str(tmp_path)}, lang="en", verbosity=None,
                    asked_lang=False)
    client.cues = played.append
    client.received(json.dumps({"t": "out", "lines": ["Turn 1."], "cues": [5, "your_turn"] + ["chat"] * 10_000}))
    assert played == [["your_turn"] + ["chat"] * (MOST_CUES - 2)]
