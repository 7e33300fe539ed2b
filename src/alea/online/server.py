"""``alea serve``: the table server (aiohttp: WebSocket frames and the web client's files).

One process holds every open table in memory and keeps each in :mod:`alea.online.storage`
as it goes. Lines from all seats of a table are answered one at a time, in the order they
arrive, inside the event loop (a line takes milliseconds); what each seat is told is queued
on its connection in order, so no seat ever hears a move before it is stored, or two answers
mixed. A table not in memory (after a restart) is read back from storage when someone joins.
"""

from __future__ import annotations

import asyncio
import html
import secrets
from collections import defaultdict
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

from alea.cli.commands import vocabulary
from alea.cli.guard import log_exception
from alea.cli.settings import VERBOSITIES
from alea.cli.text import LineProblem, check_line
from alea.i18n import LANGUAGES
from alea.online import messages
from alea.online.protocol import MAX_FRAME, BadFrame, RateLimit, frame, read_frame
from alea.cli import games
from alea.online.hosting import OnlineTable, StoredJournal
from alea.online.seating import Prompt, SeatedTable
from alea.online.storage import Storage, StoredSeat

CODE_BYTES = 12
"""Random bytes in a table code (16 URL-safe characters): not guessable."""

TOKEN_BYTES = 24
"""Random bytes in a seat token (32 characters)."""

MAX_QUEUED = 1000
"""Frames waiting for one client at most (a client that reads nothing is let go)."""

MAX_OPENED = 8
"""Tables one connection may open."""

def web_folder() -> Path:
    """The web client's static files, inside the package."""
    return Path(str(resources.files("alea.online") / "web"))


def sound_folder() -> Path:
    """The sound pack the web page plays (the terminal's own, :mod:`alea.sound.pack`)."""
    from alea.sound.pack import builtin_folder

    return builtin_folder()


@dataclass(eq=False)
class Connection:
    """One client: its socket, language, rate limit, seat, and the queue of frames to send it."""

    socket: web.WebSocketResponse
    address: str
    lang: str
    rate: RateLimit = field(default_factory=RateLimit)
    room: "Room | None" = None
    seat: int = -1
    outbox: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)

    opened: int = 0
    """How many tables this connection has opened."""

    def send(self, kind: str, **fields: Any) -> None:
        """Queue one frame (sent in order by the connection's writer). A client that reads nothing
        while frames pile up past :data:`MAX_QUEUED` is let go: its seat waits for it."""
        if self.outbox.qsize() >= MAX_QUEUED:
            if not self.socket.closed:
                asyncio.ensure_future(self.socket.close())
            return
        self.outbox.put_nowait(frame(kind, **fields))


@dataclass(eq=False)
class Room:
    """An open table: its code, game, seats and who is connected at each."""

    code: str
    table: SeatedTable
    seats: dict[int, StoredSeat]
    connected: dict[int, Connection] = field(default_factory=dict)
    prompts: dict[int, Prompt] = field(default_factory=dict)


class Server:
    """Every open table, the storage, and the limits."""

    def __init__(self, storage: Storage, *, data: Path, max_per_address: int = 16) -> None:
        self.storage = storage
        self.data = data
        self.max_per_address = max_per_address
        self.rooms: dict[str, Room] = {}
        self.per_address: dict[str, int] = defaultdict(int)
        self.environ = {"ALEA_DATA_DIR": str(data), "ALEA_CONFIG_DIR": str(data)}

    # ------------------------------------------------------------------ HTTP

    def app(self) -> web.Application:
        """The aiohttp application: the page, its files, and the WebSocket."""
        app = web.Application(client_max_size=MAX_FRAME)
        app.router.add_get("/", self.page)
        app.router.add_get("/t/{code}", self.page)
        app.router.add_get("/ws", self.websocket)
        app.router.add_static("/static/", web_folder(), show_index=False, follow_symlinks=False)
        app.router.add_static("/sounds/", sound_folder(), show_index=False, follow_symlinks=False)
        return app

    async def page(self, request: web.Request) -> web.Response:
        """The web client, in the language the browser asks for (``?lang=`` first)."""
        lang = page_language(request)
        texts = messages.web_texts(lang)
        template = (web_folder() / "index.html").read_text(encoding="utf-8")
        values = {key: html.escape(value) for key, value in texts.items()}
        values["lang"] = lang
        values["yes"] = html.escape(vocabulary.name("answer", "yes", lang))
        values["no"] = html.escape(vocabulary.name("answer", "no", lang))
        values["languages"] = "".join(
            f'<option value="{code}"{" selected" if code == lang else ""}>'
            f"{html.escape(vocabulary.name('language', code, code))}</option>" for code in LANGUAGES)
        values["verbosities"] = "".join(
            f'<option value="{key}"{" selected" if key == "normal" else ""}>'
            f"{html.escape(vocabulary.name('verbosity', key, lang))}</option>" for key in VERBOSITIES)
        values["games"] = "".join(f'<option value="{entry.id}">{html.escape(entry.name(lang))}</option>'
                                  for entry in games.GAMES)
        most = max(games.plugin(entry.id).players[1] for entry in games.GAMES)
        values["counts"] = f'<option value="" selected>{html.escape(texts["usual"])}</option>' + "".join(
            f"<option>{count}</option>" for count in range(1, most + 1))
        for key, value in values.items():
            template = template.replace("{{" + key + "}}", value)
        return web.Response(text=template, content_type="text/html", charset="utf-8",
                            headers={"Content-Security-Policy": "default-src 'self'; connect-src 'self'",
                                     "Referrer-Policy": "no-referrer", "Cache-Control": "no-store"})

    async def websocket(self, request: web.Request) -> web.WebSocketResponse:
        """One client's connection, from its first frame to its close. Frames go uncompressed: a
        browser asks for permessage-deflate, whose two zlib streams take 100 KB of memory for each
        connection from the first frames (up to 300 KB as they fill: 80 MB and more for 200 tables
        of 4) and a compression for each frame, to shorten lines of a hundred characters."""
        socket = web.WebSocketResponse(heartbeat=30, max_msg_size=MAX_FRAME * 4, compress=False)
        await socket.prepare(request)
        lang = request.query.get("lang", "en")
        conn = Connection(socket, request.remote or "?", lang if lang in LANGUAGES else "en")
        if self.per_address[conn.address] >= self.max_per_address:
            await socket.send_str(frame("error", lines=[messages.refusal("too_many", conn.lang)]))
            await socket.close()
            return socket
        self.per_address[conn.address] += 1
        writer = asyncio.create_task(self._write(conn))
        try:
            async for message in socket:
                if message.type is WSMsgType.TEXT:
                    self.receive(conn, message.data, request)
                elif message.type is WSMsgType.BINARY:
                    self.refuse(conn, "bad_frame")
        finally:
            self.per_address[conn.address] -= 1
            if not self.per_address[conn.address]:
                del self.per_address[conn.address]
            self.leave(conn)
            conn.outbox.put_nowait(None)
            await writer
        return socket

    async def _write(self, conn: Connection) -> None:
        """Send the connection's frames in order; frames queued together go as one message (a JSON
        array), so a move costs each seat one send, not one per frame. None in the queue ends it."""
        while True:
            batch = [await conn.outbox.get()]
            while not conn.outbox.empty():
                batch.append(conn.outbox.get_nowait())
            texts = [text for text in batch if text is not None]
            if texts and not conn.socket.closed:
                try:
                    await conn.socket.send_str(texts[0] if len(texts) == 1 else "[" + ",".join(texts) + "]")
                except (ConnectionError, RuntimeError):
                    pass
            if len(texts) < len(batch):
                return

    # ------------------------------------------------------------------ frames

    def receive(self, conn: Connection, text: str, request: web.Request | None = None) -> None:
        """Answer one frame; a bad one is refused with a sentence and changes nothing."""
        if not conn.rate.allow():
            self.refuse(conn, "too_fast")
            return
        try:
            found = read_frame(text)
        except BadFrame as bad:
            self.refuse(conn, bad.reason)
            return
        kind = found["t"]
        if kind == "open":
            self.open(conn, found, request)
        elif kind == "join":
            self.join(conn, found)
        elif conn.room is None:
            self.refuse(conn, "no_seat")
        elif kind == "line":
            self.line(conn, found["text"])
            room = conn.room
            conn.send("done", position=room.table.position() if room is not None else None)
        else:
            self.configure(conn, found.get("lang"), found.get("verbosity"))

    def refuse(self, conn: Connection, reason: str) -> None:
        """Tell the client its frame was refused, in its language (a refused line is done with too)."""
        conn.send("error", lines=[messages.refusal(reason, conn.lang)])
        conn.send("done")

    def open(self, conn: Connection, found: dict[str, Any], request: web.Request | None) -> None:
        """Open a table and send its code and address (the opener then joins like anyone)."""
        entry = games.find(found.get("game", games.DEFAULT_GAME))
        if entry is None:
            self.refuse(conn, "bad_game")
            return
        plugin = games.plugin(entry.id)
        players = found["players"] if "players" in found else plugin.count_for(found.get("usual"))
        low, high = plugin.players
        if not low <= players <= high:
            conn.send("error", lines=[messages.bad_players(entry.name(conn.lang), low, high, conn.lang)])
            conn.send("done")
            return
        if conn.opened >= MAX_OPENED:
            self.refuse(conn, "too_many_tables")
            return
        conn.opened += 1
        code = secrets.token_urlsafe(CODE_BYTES)
        try:  # the new game is kept in storage before anything is said
            table = OnlineTable(entry.id, players, StoredJournal(self.storage, code, entry.id, players), self.environ,
                                seed=found.get("seed"), lang=found.get("lang", conn.lang))
        except Exception as error:  # a full disk ...: no table
            log_exception(self.environ, error)
            self.refuse(conn, "not_opened")
            return
        self.rooms[code] = self._room(code, table)
        conn.send("opened", code=code, address=f"{origin(request)}/t/{code}" if request else f"/t/{code}")

    def _room(self, code: str, table: SeatedTable) -> Room:
        seats = {seat.seat: seat for seat in self.storage.seats(code)}
        for seat in seats.values():
            table.configure(seat.seat, seat.lang, seat.verbosity)
        return Room(code, table, seats)

    def find_room(self, code: str) -> Room | None:
        """The open table ``code``, read back from storage if it is not in memory."""
        room = self.rooms.get(code)
        if room is None:
            stored = self.storage.load_table(code)
            if stored is None or stored.game not in games.BY_ID:
                return None
            try:
                table = OnlineTable.reopen(stored, self.storage, self.environ)
            except Exception as error:  # a record that no longer replays: logged, the table is not opened
                log_exception(self.environ, error)
                return None
            room = self.rooms[code] = self._room(code, table)
        return room

    def join(self, conn: Connection, found: dict[str, Any]) -> None:
        """Seat the client: its own seat back by its token, else the first free one."""
        if conn.room is not None:
            self.leave(conn)
        room = self.find_room(found["code"])
        if room is None:
            self.refuse(conn, "no_table")
            return
        token = found.get("token")
        seat = next((s for s in room.seats.values() if token and secrets.compare_digest(s.token, token)), None)
        back = seat is not None
        if seat is None:
            free = [n for n in range(room.table.players) if n not in room.seats]
            if not free:
                self.refuse(conn, "full")
                return
            lang = found.get("lang", conn.lang)
            seat = StoredSeat(free[0], secrets.token_urlsafe(TOKEN_BYTES), lang, found.get("verbosity", "normal"))
        seat = StoredSeat(seat.seat, seat.token, found.get("lang", seat.lang), found.get("verbosity", seat.verbosity))
        self.storage.keep_seat(room.code, seat)
        room.seats[seat.seat] = seat
        room.table.configure(seat.seat, seat.lang, seat.verbosity)
        old = room.connected.get(seat.seat)
        if old is not None:  # the same player from a new connection: the old one is let go
            old.room, old.seat = None, -1
            old.send("bye")
        conn.room, conn.seat, conn.lang = room, seat.seat, seat.lang
        room.connected[seat.seat] = conn
        conn.send("seat", seat=seat.seat + 1, players=room.table.players, token=seat.token, code=room.code,
                  lang=seat.lang, verbosity=seat.verbosity)
        number = seat.seat + 1
        welcome = messages.back(number, seat.lang) if back else messages.joined(number, room.table.players, seat.lang)
        conn.send("out", lines=[welcome], **cued(["came_back" if back else "sat_down"]))
        if back:
            history = self.storage.chat(room.code)[-5:]
            if history:
                conn.send("chat", lines=[messages.chat_line(s + 1, text, seat.lang) for s, text in history])
        room.prompts.pop(seat.seat, None)
        room.table.greet(seat.seat)
        for other, each in room.connected.items():
            if other != seat.seat:
                each.send("out", lines=[messages.arrived(number, each.lang)],
                          **cued(["came_back" if back else "sat_down"]))
        self.flush(room)

    def leave(self, conn: Connection) -> None:
        """The client's connection ends: its seat waits for it, and the others are told."""
        room = conn.room
        if room is None or room.connected.get(conn.seat) is not conn:
            return
        del room.connected[conn.seat]
        for each in room.connected.values():
            each.send("out", lines=[messages.gone(conn.seat + 1, each.lang)], **cued(["left"]))
        conn.room, conn.seat = None, -1
        if not room.connected:  # nobody at the table: it waits in storage, not in memory
            if self.rooms.pop(room.code, None) is room:
                room.table.close()

    def line(self, conn: Connection, text: str) -> None:
        """A line typed at the client's seat: chat, or a command for the table."""
        room = conn.room
        if room is None:
            return
        seat = conn.seat
        chat = messages.chat_text(text, conn.lang)
        if chat is not None:
            self.chat(conn, room, chat)
            return
        room.table.handle(seat, text)
        lang, verbosity = room.table.settings(seat)
        kept = room.seats[seat]
        if (lang, verbosity) != (kept.lang, kept.verbosity):
            self.keep_settings(conn, room, lang, verbosity)
        if room.table.leaving(seat):
            self.flush(room)
            conn.send("bye")
            self.leave(conn)
            return
        self.flush(room)

    def chat(self, conn: Connection, room: Room, text: str) -> None:
        """``say TEXT``: kept, then sent to every seat, marked as chat."""
        try:
            text = check_line(text)
        except LineProblem:
            conn.send("error", lines=[messages.chat_empty(conn.lang)])
            return
        self.storage.add_chat(room.code, conn.seat, text)
        for each in room.connected.values():
            each.send("chat", lines=[messages.chat_line(conn.seat + 1, text, each.lang)], **cued(["chat"]))

    def configure(self, conn: Connection, lang: str | None, verbosity: str | None) -> None:
        """The web page's language and verbosity choices."""
        room = conn.room
        if room is None:
            return
        old_lang, old_verbosity = room.table.settings(conn.seat)
        room.table.configure(conn.seat, lang or old_lang, verbosity or old_verbosity)
        self.keep_settings(conn, room, lang or old_lang, verbosity or old_verbosity)
        room.prompts.pop(conn.seat, None)
        self.flush(room)

    def keep_settings(self, conn: Connection, room: Room, lang: str, verbosity: str) -> None:
        """Keep a seat's new language or verbosity, and tell its client (the page relabels itself)."""
        kept = room.seats[conn.seat]
        seat = room.seats[conn.seat] = StoredSeat(kept.seat, kept.token, lang, verbosity)
        self.storage.keep_seat(room.code, seat)
        conn.lang = lang
        conn.send("seat", seat=seat.seat + 1, players=room.table.players, token=seat.token, code=room.code,
                  lang=lang, verbosity=verbosity)

    def flush(self, room: Room) -> None:
        """Send every seat what it was told, then its question if that changed."""
        for seat in range(room.table.players):
            lines = room.table.take(seat)
            cues = room.table.take_cues(seat)
            conn = room.connected.get(seat)
            if conn is None:
                continue
            if lines:
                conn.send("out", lines=lines, **cued(cues))
            prompt = room.table.prompt(seat)
            if seat not in room.prompts or room.prompts[seat] != prompt:
                room.prompts[seat] = prompt
                conn.send("ask", text=prompt.text, options=list(prompt.options), yes_no=prompt.yes_no,
                          waits=prompt.waits, over=prompt.over)


def cued(cues: list[str]) -> dict[str, list[str]]:
    """The ``cues`` field of an ``out`` or ``chat`` frame: the sound cues that go with its lines, in
    order (:mod:`alea.table.cues`); left out when there are none, so a client that knows no cues
    reads the frame as before."""
    return {"cues": cues} if cues else {}


def page_language(request: web.Request) -> str:
    """``?lang=``, else the first of our languages the browser accepts, else English."""
    asked = request.query.get("lang")
    if asked in LANGUAGES:
        return str(asked)
    for part in request.headers.get("Accept-Language", "").split(","):
        code = part.split(";")[0].strip().split("-")[0].casefold()
        if code in LANGUAGES:
            return code
    return "en"


def origin(request: web.Request) -> str:
    """The address players use to reach this server (https behind a TLS reverse proxy)."""
    secure = request.secure or request.headers.get("X-Forwarded-Proto", "").casefold() == "https"
    return f"{'https' if secure else 'http'}://{request.host}"
