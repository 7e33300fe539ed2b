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
from alea.online.doorman import IDLE
from alea.online.hosting import OnlineTable, StoredJournal
from alea.online.relay import Frames, LocalRelay, Relay
from alea.online.thinking import Thinkers, Thought
from alea.online.trimming import TRIM_EVERY, give_back
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

    held: list[str] | None = None
    """While a worker thinks for this connection (a hint), the lines it sent since, answered after."""

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
    away: dict[int, Frames] = field(default_factory=dict)
    """Frames for seats taken at another server process, to publish (:mod:`alea.online.relay`)."""
    stale: bool = False
    """Whether another process changed the table since this copy was read (read it back first)."""


class Server:
    """Every open table, the storage, and the limits."""

    def __init__(self, storage: Storage, *, data: Path, max_per_address: int = 16, relay: Relay | None = None,
                 thinkers: Thinkers | None = None) -> None:
        self.storage = storage
        self.thinkers = thinkers
        """The worker pool that answers hints off the event loop (None: answered in it)."""
        self.relay: Relay = relay or LocalRelay()
        """How this process hears of, and tells, other processes on the same database."""
        self.data = data
        self.max_per_address = max_per_address
        self.rooms: dict[str, Room] = {}
        self.let_go = 0
        """How many tables have left memory (every so many, memory is given back: :mod:`alea.online.trimming`)."""
        self.idle = IDLE
        """Seconds a connection may stay without a seat, saying nothing, before it is closed."""
        self.per_address: dict[str, int] = defaultdict(int)
        self.environ = server_environ(data)

    # ------------------------------------------------------------------ HTTP

    def app(self) -> web.Application:
        """The aiohttp application: the page, its files, and the WebSocket."""
        app = web.Application(client_max_size=MAX_FRAME)
        app.router.add_get("/", self.page)
        app.router.add_get("/t/{code}", self.page)
        app.router.add_get("/ws", self.websocket)
        app.router.add_static("/static/", web_folder(), show_index=False, follow_symlinks=False)
        app.on_startup.append(self._start_relay)
        app.on_cleanup.append(self._close_relay)
        return app

    async def _start_relay(self, app: web.Application) -> None:
        await self.relay.start(self.deliver)

    async def _close_relay(self, app: web.Application) -> None:
        await self.relay.close()

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
            while True:
                try:  # without a seat, a connection that says nothing is let go (with a word)
                    message = await socket.receive(timeout=self.idle if conn.room is None else None)
                except asyncio.TimeoutError:
                    await socket.send_str(frame("error", lines=[messages.refusal("idle", conn.lang)]))
                    await socket.close()
                    break
                if message.type in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED, WSMsgType.ERROR):
                    break
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
            self.answer(conn, found["text"])
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
        table.close()  # kept: it comes back from storage when someone joins (a table nobody joins holds no memory)
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
        self.current(room)
        if self.relay.shared:  # a seat taken at another process since this copy was read
            room.seats = {kept.seat: kept for kept in self.storage.seats(room.code)}
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
        try:
            self.storage.keep_seat(room.code, seat)
        except Exception as error:  # a full disk ...: not seated, and told so
            log_exception(self.environ, error)
            self.refuse(conn, "not_kept")
            return
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
        conn.send("out", lines=[welcome])
        if back:
            history = self.storage.chat(room.code)[-5:]
            if history:
                conn.send("chat", lines=[messages.chat_line(s + 1, text, seat.lang) for s, text in history])
        room.prompts.pop(seat.seat, None)
        room.table.greet(seat.seat)
        for other in room.seats:
            if other != seat.seat:
                self.tell(room, other, "out", lines=[messages.arrived(number, self.lang_of(room, other))])
        self.flush(room)
        self.publish(room, stale=True, drop=seat.seat)

    def tell(self, room: Room, seat: int, kind: str, **fields: Any) -> None:
        """Send a frame to a seat: on its connection here, else (several processes) to the process that holds it."""
        conn = room.connected.get(seat)
        if conn is not None:
            conn.send(kind, **fields)
        elif self.relay.shared and seat in room.seats:
            room.away.setdefault(seat, []).append((kind, fields))

    def lang_of(self, room: Room, seat: int) -> str:
        """The language of a seat, connected here or elsewhere."""
        conn = room.connected.get(seat)
        return conn.lang if conn is not None else room.seats[seat].lang

    def publish(self, room: Room, *, stale: bool, drop: int | None = None) -> None:
        """Tell the other processes what their seats at this table were told, once it is kept."""
        if self.relay.shared and (stale or room.away or drop is not None):
            away, room.away = room.away, {}
            try:
                self.relay.publish(room.code, away, stale=stale, drop=drop)
            except Exception as error:  # the database gone: those seats hear it when they come back
                log_exception(self.environ, error)

    def current(self, room: Room) -> None:
        """Read the table back from storage if another process changed it since it was read."""
        if not room.stale:
            return
        stored = self.storage.load_table(room.code)
        if stored is None:
            return
        table = OnlineTable.reopen(stored, self.storage, self.environ)
        room.table.close()
        room.table, room.stale = table, False
        room.seats = {seat.seat: seat for seat in self.storage.seats(room.code)}
        for seat in room.seats.values():
            table.configure(seat.seat, seat.lang, seat.verbosity)

    def deliver(self, news: dict[str, Any]) -> None:
        """Another process's news of a table (:mod:`alea.online.relay`): frames for seats held here,
        that the table changed, or that a seat held here sat down there (this connection lets go)."""
        room = self.rooms.get(str(news.get("c")))
        if room is None:
            return
        if news.get("stale"):
            room.stale = True
        drop = news.get("drop")
        if isinstance(drop, int) and drop in room.connected:
            old = room.connected[drop]
            self.leave(old, quietly=True)
            old.send("bye")
            if self.rooms.get(room.code) is not room:
                return  # nobody else sat here: the table left memory
        for number, frames in dict(news.get("seats") or {}).items():
            conn = room.connected.get(int(number))
            if conn is None:
                continue
            for kind, fields in frames:
                if kind == "ask":
                    room.prompts[conn.seat] = Prompt(fields["text"], tuple(fields["options"]), fields["yes_no"],
                                                     fields["waits"], fields["over"])
                conn.send(kind, **fields)

    def leave(self, conn: Connection, *, quietly: bool = False) -> None:
        """The client's connection ends: its seat waits for it, and the others are told."""
        room = conn.room
        if room is None or room.connected.get(conn.seat) is not conn:
            return
        del room.connected[conn.seat]
        if not quietly:
            for other in room.seats:
                if other != conn.seat:
                    self.tell(room, other, "out", lines=[messages.gone(conn.seat + 1, self.lang_of(room, other))])
            self.publish(room, stale=False)
        conn.room, conn.seat = None, -1
        if not room.connected:  # nobody at the table: it waits in storage, not in memory
            if self.rooms.pop(room.code, None) is room:
                room.table.close()
                self.let_go += 1
                if not self.rooms or not self.let_go % TRIM_EVERY:
                    give_back(idle=not self.rooms)

    def answer(self, conn: Connection, text: str) -> None:
        """Answer a line and say it is done; one a worker thinks about (a hint) is done when it comes
        back, and the lines the connection sends meanwhile wait for it, in order."""
        if conn.held is not None:
            conn.held.append(text)
            return
        room = conn.room
        if room is not None and self.thinkers is not None and room.table.thinks(conn.seat, text):
            conn.held = []
            asyncio.ensure_future(self.think(conn, room, text))
            return
        self.line(conn, text)
        room = conn.room
        conn.send("done", position=room.table.position() if room is not None else None)

    async def think(self, conn: Connection, room: Room, text: str) -> None:
        """A line a worker answers (:mod:`alea.online.thinking`): the table as it stands goes to the
        pool; what the seat is told comes back to it alone, then its waiting lines are answered."""
        assert self.thinkers is not None
        seat = conn.seat
        try:
            self.current(room)
            lang, verbosity = room.table.settings(seat)
            lines = await self.thinkers.think(Thought(room.table.snapshot(), seat, lang, verbosity, text))
            if lines is None:
                conn.send("error", lines=[messages.refusal("busy", conn.lang)])
            elif conn.room is room and conn.seat == seat:
                conn.send("out", lines=lines)
        except Exception as error:  # a worker that died ...: said, logged, the table is untouched
            log_exception(self.environ, error)
            conn.send("error", lines=[messages.refusal("not_thought", conn.lang)])
        conn.send("done", position=room.table.position())
        held, conn.held = conn.held or [], None
        for index, line in enumerate(held):
            self.answer(conn, line)
            if conn.held is not None:  # another thought: the rest waits for it
                conn.held.extend(held[index + 1:])
                return

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
        self.current(room)
        before = room.table.position()
        room.table.handle(seat, text)
        lang, verbosity = room.table.settings(seat)
        kept = room.seats[seat]
        if (lang, verbosity) != (kept.lang, kept.verbosity):
            self.keep_settings(conn, room, lang, verbosity)
        moved = room.table.position() != before
        if room.table.leaving(seat):
            self.flush(room)
            self.publish(room, stale=moved)
            conn.send("bye")
            self.leave(conn)
            return
        self.flush(room)
        self.publish(room, stale=moved)

    def chat(self, conn: Connection, room: Room, text: str) -> None:
        """``say TEXT``: kept, then sent to every seat, marked as chat."""
        try:
            text = check_line(text)
        except LineProblem:
            conn.send("error", lines=[messages.chat_empty(conn.lang)])
            return
        try:
            self.storage.add_chat(room.code, conn.seat, text)
        except Exception as error:  # a full disk ...: the line is not sent, and its writer is told
            log_exception(self.environ, error)
            conn.send("error", lines=[messages.refusal("not_kept", conn.lang)])
            return
        for other in set(room.seats) | set(room.connected):
            self.tell(room, other, "chat", lines=[messages.chat_line(conn.seat + 1, text, self.lang_of(room, other))])
        self.publish(room, stale=False)

    def configure(self, conn: Connection, lang: str | None, verbosity: str | None) -> None:
        """The web page's language and verbosity choices."""
        room = conn.room
        if room is None:
            return
        self.current(room)
        old_lang, old_verbosity = room.table.settings(conn.seat)
        room.table.configure(conn.seat, lang or old_lang, verbosity or old_verbosity)
        self.keep_settings(conn, room, lang or old_lang, verbosity or old_verbosity)
        room.prompts.pop(conn.seat, None)
        self.flush(room)
        self.publish(room, stale=True)

    def keep_settings(self, conn: Connection, room: Room, lang: str, verbosity: str) -> None:
        """Keep a seat's new language or verbosity, and tell its client (the page relabels itself).
        A change the storage refuses (a full disk) is taken back, and the seat told in its language."""
        kept = room.seats[conn.seat]
        seat = StoredSeat(kept.seat, kept.token, lang, verbosity)
        try:
            self.storage.keep_seat(room.code, seat)
        except Exception as error:
            log_exception(self.environ, error)
            room.table.configure(kept.seat, kept.lang, kept.verbosity)
            room.table.take(kept.seat)  # what the refused change said (in its language) is not told
            conn.send("error", lines=[messages.refusal("not_kept", kept.lang)])
            return
        room.seats[conn.seat] = seat
        conn.lang = lang
        conn.send("seat", seat=seat.seat + 1, players=room.table.players, token=seat.token, code=room.code,
                  lang=lang, verbosity=verbosity)

    def flush(self, room: Room) -> None:
        """Send every seat what it was told, then its question if that changed."""
        for seat in range(room.table.players):
            lines = room.table.take(seat)
            if seat not in room.connected and not (self.relay.shared and seat in room.seats):
                continue  # nobody sits there (or, one process alone, nobody is connected)
            if lines:
                self.tell(room, seat, "out", lines=lines)
            prompt = room.table.prompt(seat)
            if seat not in room.prompts or room.prompts[seat] != prompt:
                room.prompts[seat] = prompt
                self.tell(room, seat, "ask", text=prompt.text, options=list(prompt.options), yes_no=prompt.yes_no,
                          waits=prompt.waits, over=prompt.over)


def server_environ(data: Path) -> dict[str, str]:
    """The environment the server's tables see: its data folder as their data and config folders."""
    return {"ALEA_DATA_DIR": str(data), "ALEA_CONFIG_DIR": str(data)}


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
