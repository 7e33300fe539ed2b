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
import time
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import field
from alea.dataclass import dataclass
from importlib import resources
from pathlib import Path
from collections.abc import Callable
from typing import Any

from aiohttp import WSMsgType, web

from alea.table.commands import vocabulary
from alea.table.guard import log_exception
from alea.table.settings import VERBOSITIES
from alea.table.text import MAX_LINE, LineProblem, check_line
from alea.i18n import LANGUAGES
from alea.online import admission, crowd, host_role, lobby, messages, powers, seatcode, spectating
from alea.online.admission import client_language
from alea.online.bots import BOT_PAUSE, BOT_TABLES, RETRY, Crew, bot_token, is_bot
from alea.online.oversize import TellingSocket
from alea.online.protocol import MAX_FRAME, BadFrame, RateLimit, frame, read_frame
from alea import games
from alea.online import attention
from alea.online.board import Board, board_texts, page_view, watchers_boards
from alea.online.doorman import IDLE, MOST_PER_ADDRESS, SPARE, Doorman
from alea.online.guessing import minutes
from alea.online.opening import Openings
from alea.online.hosting import OnlineTable, StoredJournal
from alea.online.outage import Pause, Pausing
from alea.online.relay import Frames, LocalRelay, Relay
from alea.online.shared_guessing import counted_guesses
from alea.online.thinking import Thinkers, Thought
from alea.online.trimming import TRIM_EVERY, give_back
from alea.online.seating import Prompt, SeatedTable
from alea.online.storage import Away, Storage, StoredSeat

CODE_BYTES = 12
"""Random bytes in a table code (16 URL-safe characters): not guessable."""

TOKEN_BYTES = 24
"""Random bytes in a seat token (32 characters)."""

MAX_QUEUED = 1000
"""Frames waiting for one client at most (a client that reads nothing is let go)."""

MAX_OPENED = 8
"""Tables one connection may open."""

MAX_WATCHERS = 64
"""Spectators one table holds at most (a class of 40 and more)."""

MOST_TAKEOVER = 24 * 3600
"""The longest absence (seconds) an opener may let pass before a bot takes over a seat."""

MISSED_MOST = 30
"""The most messages a returning player is read of what happened while away (then where the game stands)."""

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

    board: Board | None = None
    """What this connection asked and was last sent of its seat's board (a web page asks, a
    terminal client does not), or None when it never asked (:mod:`alea.online.board`)."""

    watching: bool = False
    """Whether the client watches (a spectator: ``seat`` is its spectators' seat, it holds no player)."""
    held: list[str] | None = None
    """While a worker thinks for this connection (a hint), the lines it sent since, answered after."""
    last: float = field(default_factory=time.monotonic)
    """When the client last sent a frame (the spectator silent the longest is closed first)."""
    chatted: RateLimit = field(default_factory=crowd.watcher_chat)
    """A spectator's own chat budget (:mod:`alea.online.crowd`)."""
    transport: Any = None
    """The connection's socket underneath (closed outright when a spectator makes room)."""

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
    game: str = ""
    """The game's id (the registry's)."""
    connected: dict[int, Connection] = field(default_factory=dict)
    prompts: dict[int, Prompt] = field(default_factory=dict)
    public: bool = False
    """Whether the lobby lists the table (its opener said ``--public``)."""
    start: int = 0
    """The game's position when the table came into memory (a move since: it has begun)."""
    watchers: dict[Connection, int] = field(default_factory=dict)
    """The spectators, each with the index of its spectators' seat (one a language and verbosity)."""
    marks: dict[int, int] = field(default_factory=dict)
    """Seats whose player left, with the mark of what they had been told (:meth:`SeatedTable.mark`)."""
    away: dict[int, Frames] = field(default_factory=dict)
    """Frames for seats taken at another server process, to publish (:mod:`alea.online.relay`)."""
    stale: bool = False
    """Whether another process changed the table since this copy was read (read it back first)."""
    crew: Crew = field(default_factory=Crew)
    """Its bots and its host (:mod:`alea.online.bots`)."""
    lesson: bool = False
    """Whether the table is a lesson's: its teacher (seat 1) steps through a game of the bots, told to
    everyone; whoever else joins watches."""
    teaching: bool = False
    """Whether a teacher's line is being answered in a thread (a lesson's step): the table's other
    frames wait in :attr:`queued` meanwhile, so that one thread at a time touches the table."""
    queued: list[tuple[Connection, str, web.Request | None]] = field(default_factory=list)
    """Frames for this table that came while a lesson's step was answered, in order."""
    watchers_chatted: RateLimit = field(default_factory=crowd.watchers_chat)
    """The chat budget of all its spectators together (:mod:`alea.online.crowd`)."""
    kept_out: crowd.KeptOut = field(default_factory=crowd.KeptOut)
    """The addresses of players the host removed, kept out for a while."""
    addresses: dict[int, str] = field(default_factory=dict)
    """The address each seat's player last sat down from (here), kept out if the host removes them."""
    address: str = ""
    """The address of the client that brought the table into memory: its bots think on that
    address's budget (:class:`alea.online.thinking.Thinkers`)."""

    def bots_alone(self) -> bool:
        """Whether bots play every seat (a table nobody's seat plays: it plays while it is watched)."""
        return not self.lesson and len(self.crew.bots) == self.table.players

    def watch_seat(self, lang: str, verbosity: str) -> int:
        """The spectators' seat of ``lang`` and ``verbosity``, made when the first of them comes."""
        for index in range(self.table.players, self.table.seats_count()):
            if self.table.settings(index) == (lang, verbosity):
                return index
        return self.table.watch(lang, verbosity)


class Server(Pausing):
    """Every open table, the storage, and the limits."""

    def __init__(self, storage: Storage, *, data: Path, max_per_address: int = MOST_PER_ADDRESS, relay: Relay | None = None,
                 thinkers: Thinkers | None = None, openings: Openings | None = None) -> None:
        self.storage = storage
        self.openings = openings or Openings()
        """Tables opened, counted per address and for the whole server (:mod:`alea.online.opening`)."""
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
        self.bot_pause = BOT_PAUSE
        """Seconds a bot waits before thinking about its move (:data:`alea.online.bots.BOT_PAUSE`)."""
        self.door: Doorman | None = None
        """The server's door (``alea serve`` sets it): connections counted per address and against the cap."""
        self.watch_idle = crowd.WATCH_IDLE
        """Seconds a spectator may send nothing before it is closed (``--watch-idle``)."""
        self.closing: set[Connection] = set()
        """Spectators closed to make room for newcomers, not gone yet."""
        self.guesses = counted_guesses(storage)
        """Wrong seat codes counted per table and per address (:mod:`alea.online.guessing`)."""
        self.bot_thread: Thinkers | None = None
        """Without a worker pool (``--thinkers 0``), the one thread bots think in (made when first needed)."""
        self.lesson_steps: Thinkers | None = None
        """The one thread lessons' steps run in, one at a time, addresses in turn (made when first needed)."""
        self.bot_tables = BOT_TABLES
        """Tables of bots alone one address may watch at once (:data:`BOT_TABLES`)."""
        self.watched: dict[str, dict[str, int]] = {}
        """By address: the tables its clients watch, and how many of them watch each."""
        self.pause = Pause()
        """Whether the tables pause: the database away, or the other processes unheard (:mod:`alea.online.outage`)."""
        self.watcher: asyncio.Task[None] | None = None

    # ------------------------------------------------------------------ HTTP

    def app(self) -> web.Application:
        """The aiohttp application: the page, its files, and the WebSocket."""
        app = web.Application(client_max_size=MAX_FRAME, middlewares=[admission.middleware(lambda: self.door)])
        app.router.add_get("/", self.page)
        app.router.add_get("/t/{code}", self.page)
        app.router.add_get("/ws", self.websocket)
        app.router.add_get("/labels", self.labels)
        app.router.add_get("/tables", self.tables)
        app.router.add_static("/static/", web_folder(), show_index=False, follow_symlinks=False)
        app.on_startup.append(self._start_relay)
        app.on_cleanup.append(self._close_relay)
        app.router.add_static("/sounds/", sound_folder(), show_index=False, follow_symlinks=False)
        return app

    async def _start_relay(self, app: web.Application) -> None:
        await self.relay.start(self.deliver, self.hearing)
        self.watcher = asyncio.create_task(self._watch_storage())

    async def _close_relay(self, app: web.Application) -> None:
        if self.watcher is not None:
            self.watcher.cancel()
        await self.relay.close()

    async def page(self, request: web.Request) -> web.Response:
        """The web client, in the language the browser asks for (``?lang=`` first)."""
        lang = page_language(request)
        texts = {**messages.web_texts(lang), **board_texts(lang), "view": page_view(request)}
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
        values["counts"] = f'<option value="" data-text="usual" selected>{html.escape(texts["usual"])}</option>' + "".join(
            f"<option>{count}</option>" for count in range(1, most + 1))
        values["lobby"] = lobby.section(self.listings(), lang)
        return filled_page(template, values)

    async def tables(self, request: web.Request) -> web.Response:
        """The lobby as JSON (``alea tables``): each public table's line in the language asked, and its address."""
        lang = page_language(request)
        base = origin(request)
        return web.json_response({"tables": [
            {"code": each.code, "address": f"{base}/t/{each.code}", "line": lobby.line(each, lang),
             "free": each.players - each.taken} for each in self.listings()]},
            headers={"Cache-Control": "no-store"})

    def listings(self) -> list[lobby.Listing]:
        """The public tables in memory whose game is not over, in the order they were opened."""
        found = []
        for room in self.rooms.values():
            if not room.public or room.table.prompt(0).over:
                continue
            langs = {seat.lang for seat in room.seats.values()} | {conn.lang for conn in room.watchers}
            found.append(lobby.Listing(room.code, room.game, room.table.players, len(room.seats), len(room.watchers),
                                       tuple(code for code in LANGUAGES if code in langs),
                                       room.table.position() > room.start))
        return found

    async def labels(self, request: web.Request) -> web.Response:
        """The page's own words in the language asked (``?lang=``), as JSON: the page changes its
        language in place, keeping its log and its focus."""
        lang = page_language(request)
        return web.json_response({
            "texts": {**messages.web_texts(lang), **board_texts(lang)},
            "yes": vocabulary.name("answer", "yes", lang), "no": vocabulary.name("answer", "no", lang),
            "verbosities": {key: vocabulary.name("verbosity", key, lang) for key in VERBOSITIES},
            "games": {entry.id: entry.name(lang) for entry in games.GAMES},
        }, headers={"Cache-Control": "no-store"})

    async def websocket(self, request: web.Request) -> web.WebSocketResponse:
        """One client's connection, from its first frame to its close. Frames go uncompressed: a
        browser asks for permessage-deflate, whose two zlib streams take 100 KB of memory for each
        connection from the first frames (up to 300 KB as they fill: 80 MB and more for 200 tables
        of 4) and a compression for each frame, to shorten lines of a hundred characters."""
        socket = TellingSocket(heartbeat=30, max_msg_size=MAX_FRAME * 4, compress=False)
        transport = request.transport  # aiohttp lets go of it once the WebSocket is prepared
        await socket.prepare(request)
        lang = request.query.get("lang", "en")
        conn = Connection(socket, request.remote or "?", lang if lang in LANGUAGES else "en",
                          transport=transport)
        socket.too_big = lambda: frame("error", lines=[messages.refusal("too_long", conn.lang)])
        if self.per_address[conn.address] >= self.max_per_address:
            await socket.send_str(frame("error", lines=[messages.refusal("too_many", conn.lang)]))
            await socket.close()
            return socket
        self.per_address[conn.address] += 1
        writer = asyncio.create_task(self._write(conn))
        try:
            while True:
                try:  # without a seat, or watching, a connection that says nothing is let go (with a word)
                    message = await socket.receive(timeout=self.silence(conn))
                except asyncio.TimeoutError:
                    await socket.send_str(frame("moved", lines=[messages.watcher_idle(conn.lang)], watching=True)
                                          if conn.watching else frame("error", lines=[messages.refusal("idle", conn.lang)]))
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
            self.closing.discard(conn)
            conn.outbox.put_nowait(None)
            await writer
        return socket

    def silence(self, conn: Connection) -> float | None:
        """How long the client may send nothing: without a seat ``--idle``, watching ``--watch-idle``."""
        return self.idle if conn.room is None else self.watch_idle if conn.watching else None

    def make_room(self) -> bool:
        """At the cap on connections: close the spectator silent the longest, told why in its language
        (:mod:`alea.online.crowd`); False when there is none to close (or enough are closing)."""
        if len(self.closing) >= SPARE:
            return False
        chosen = crowd.most_silent(each for room in self.rooms.values() for each in room.watchers
                                   if each not in self.closing)
        if chosen is None:
            return False
        self.closing.add(chosen)
        asyncio.ensure_future(self.close_watcher(chosen))
        return True

    async def close_watcher(self, conn: Connection) -> None:
        """Tell a spectator why it is closed, then close its socket without waiting for a handshake."""
        try:
            await asyncio.wait_for(conn.socket.send_str(frame("moved", lines=[messages.watcher_idle(conn.lang)],
                                                              watching=True)), 1.0)
        except (ConnectionError, RuntimeError, asyncio.TimeoutError):
            pass
        if conn.transport is not None:
            conn.transport.close()

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
        conn.last = time.monotonic()
        if not conn.rate.allow():
            self.refuse(conn, "too_fast")
            return
        try:
            found = read_frame(text)
        except BadFrame as bad:
            self.refuse(conn, bad.reason)
            return
        kind = found["t"]
        room = conn.room if kind != "join" else self.rooms.get(found["code"])
        if room is not None and room.teaching:  # a lesson's step is being answered: this waits for it
            room.queued.append((conn, text, request))
            return
        self.dispatch(conn, found, request)

    def dispatch(self, conn: Connection, found: dict[str, Any], request: web.Request | None = None) -> None:
        """Carry out one checked frame; while the tables pause (:mod:`alea.online.outage`), say so instead."""
        said = self.pause.said()
        if said is not None:
            conn.send("error", lines=[said(conn.lang)])
            conn.send("done")
            return
        try:
            self._dispatch(conn, found, request)
        except Away:  # the database went away: the frame did nothing, and its sender hears why below
            conn.send("done")
        except Exception as error:  # never a dropped connection: logged, refused with a sentence
            log_exception(self.environ, error)
            self.refuse(conn, "not_kept")
        self.check_storage()

    def _dispatch(self, conn: Connection, found: dict[str, Any], request: web.Request | None) -> None:
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
        waiting = self.openings.wait(conn.address)
        if waiting:  # a crowd reconnecting for every table would fill the disk
            conn.send("error", lines=[messages.too_many_opened(minutes(waiting), conn.lang)])
            conn.send("done")
            return
        bots = found.get("bots", 0)
        if not 0 <= found.get("takeover", 0) <= MOST_TAKEOVER:
            self.refuse(conn, "bad_frame")
            return
        if not 0 <= bots <= players:
            conn.send("error", lines=[messages.bad_bots(players, conn.lang)])
            conn.send("done")
            return
        conn.opened += 1
        self.openings.opened(conn.address)
        code = secrets.token_urlsafe(CODE_BYTES)
        chosen: dict[str, Any] = {"takeover": found["takeover"]} if "takeover" in found else {}
        if found.get("lesson"):
            chosen["lesson"] = True
            bots = 0  # a lesson's bots play the demo's own game
        lang = found.get("lang", conn.lang)
        try:  # the new game is kept in storage before anything is said
            journal = StoredJournal(self.storage, code, entry.id, players, public=found.get("public", False),
                                    chosen=chosen)
            table = OnlineTable(entry.id, players, journal, self.environ, seed=found.get("seed"), lang=lang)
            for seat in range(players - bots, players):  # the last seats are the bots'
                self.storage.keep_seat(code, StoredSeat(seat, bot_token(), lang, "normal"))
        except Exception as error:  # a full disk ...: no table
            log_exception(self.environ, error)
            self.refuse(conn, "not_opened")
            return
        table.close()  # kept: it comes back from storage when someone joins (a table nobody joins holds no memory)
        conn.send("opened", code=code, address=f"{origin(request)}/t/{code}" if request else f"/t/{code}")

    def _room(self, code: str, table: SeatedTable, game: str, config: dict[str, Any]) -> Room:
        seats = {seat.seat: seat for seat in self.storage.seats(code)}
        for seat in seats.values():
            table.configure(seat.seat, seat.lang, seat.verbosity)
        takeover = config.get("takeover")
        crew = Crew(bots={seat.seat for seat in seats.values() if is_bot(seat.token)},
                    takeover=float(takeover) if isinstance(takeover, int) else None)
        return Room(code, table, seats, game=game, public=bool(config.get("public")), start=table.position(),
                    crew=crew, lesson=bool(config.get("lesson")))

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
            room = self.rooms[code] = self._room(code, table, stored.game, stored.config)
            for seat in room.seats:  # read back: every player is away until they join (who joins stops theirs)
                if seat not in room.crew.bots:
                    self.await_takeover(room, seat)
        return room

    def join(self, conn: Connection, found: dict[str, Any]) -> None:
        """Seat the client: its own seat back by its token, else the first free one."""
        if conn.room is not None:
            self.leave(conn)
        room = self.find_room(found["code"])
        if room is None:
            self.refuse(conn, "no_table")
            return
        room.address = room.address or conn.address
        self.current(room)
        self.seats_again(room)
        if found.get("watch") and not self.kept_out(conn, room, found.get("lang", conn.lang)):
            self.watch(conn, room, found)
            return
        if found.get("watch"):
            return
        chosen = self._seat_asked(conn, room, found)
        if chosen is None:
            return
        seat, back = chosen
        seat = StoredSeat(seat.seat, seat.token, found.get("lang", seat.lang), found.get("verbosity", seat.verbosity))
        try:
            self.storage.keep_seat(room.code, seat)
        except Exception as error:  # a full disk ...: not seated, and told so
            log_exception(self.environ, error)
            self.refuse(conn, "not_kept")
            return
        self._sit(conn, room, seat, bool(found.get("board")))
        stood_in = self._welcome(conn, room, seat, back)
        room.prompts.pop(seat.seat, None)
        if not room.lesson or room.table.lesson_running():  # a lesson's own table game is never played
            room.table.greet(seat.seat)
        self._tell_arrival(room, seat.seat, back, stood_in)
        self.flush(room)
        self.publish(room, stale=True, drop=seat.seat)
        if room.lesson and seat.seat == 0 and not room.table.lesson_running():  # the teacher: the lesson begins
            self.teach(conn, room, room.table.lesson_line(0), typed=False)

    def _seat_asked(self, conn: Connection, room: Room, found: dict[str, Any]) -> tuple[StoredSeat, bool] | None:
        """The seat a joining client takes, and whether it is its own come back (by its token or its
        seat code), else the first free one; None when it was refused or set to watch instead (a bad
        seat code, a full table; a table of bots alone, or a lesson's class, is watched)."""
        token = found.get("token")
        players = [s for s in room.seats.values() if not is_bot(s.token)]
        seat = next((s for s in players if token and secrets.compare_digest(s.token, token)), None)
        typed = found.get("seat_code")
        if typed is not None:
            seat, why = self.guesses.seat(room.code, conn.address, typed, players, conn.lang)
            if seat is None:
                conn.send("error", lines=[why])
                conn.send("done")
                return None
        if seat is not None:
            return seat, True
        free = [n for n in range(room.table.players) if n not in room.seats]
        if room.lesson:  # a lesson seats its teacher alone: the class watches
            free = [0] if 0 in free else []
        if not free and (not players or room.lesson):  # a table of bots alone, or a lesson, is watched
            self.watch(conn, room, found)
            return None
        if not free:
            self.refuse(conn, "full")
            return None
        if self.kept_out(conn, room, found.get("lang", conn.lang)):
            return None
        lang = found.get("lang", conn.lang)
        return StoredSeat(free[0], secrets.token_urlsafe(TOKEN_BYTES), lang, found.get("verbosity", "normal")), False

    def kept_out(self, conn: Connection, room: Room, lang: str) -> bool:
        """Whether the client's address is kept out of ``room`` (the host removed a player from it
        lately: :mod:`alea.online.crowd`), and told so."""
        waiting = room.kept_out.wait(conn.address)
        if waiting:
            conn.send("error", lines=[messages.kept_out(minutes(waiting), lang)])
            conn.send("done")
        return bool(waiting)

    def _sit(self, conn: Connection, room: Room, seat: StoredSeat, board: bool) -> None:
        """The client at ``seat`` (kept), in its language and verbosity; a connection that held the
        seat before is let go and told so."""
        room.seats[seat.seat] = seat
        room.table.configure(seat.seat, seat.lang, seat.verbosity)
        old = room.connected.get(seat.seat)
        if old is not None:  # the same player from a new connection: the old one is let go
            old.room, old.seat = None, -1
            old.send("moved", lines=[messages.seat_moved(seat.seat + 1, old.lang)])
        conn.room, conn.seat, conn.lang = room, seat.seat, seat.lang
        room.addresses[seat.seat] = conn.address
        conn.board = Board() if board else None
        room.connected[seat.seat] = conn

    def _welcome(self, conn: Connection, room: Room, seat: StoredSeat, back: bool) -> bool:
        """What the seated client is told: its seat and seat code, welcome (or back), the host and
        bots; back, the last chat lines, that a bot played for it, and what it missed. Returns whether
        a bot stood in for the seat (it gives the seat back now)."""
        told = seatcode.seat_code(seat.token)
        conn.send("seat", seat=seat.seat + 1, players=room.table.players, token=seat.token, code=room.code,
                  lang=seat.lang, verbosity=seat.verbosity, seat_code=told,
                  code_line=messages.seat_code_told(told, seat.lang))
        number = seat.seat + 1
        welcome = messages.back(number, seat.lang) if back else messages.joined(number, room.table.players, seat.lang)
        conn.send("out", lines=[welcome, messages.seat_code_told(told, seat.lang)],
                  **cued(["came_back" if back else "sat_down"]))
        if not room.lesson:
            conn.send("out", lines=self.crew_lines(room, seat.seat))
        stood_in = room.crew.came_back(seat.seat)
        if back:
            history = self.storage.chat(room.code)[-5:]
            if history:
                conn.send("chat", lines=[messages.chat_line(s + 1, text, seat.lang) for s, text in history])
            if stood_in:
                conn.send("out", lines=[messages.bot_played_for_you(seat.lang)])
            self.tell_missed(conn, room, seat.seat)
        return stood_in

    def _tell_arrival(self, room: Room, seat: int, back: bool, stood_in: bool) -> None:
        """The other seats and the spectators told that the seat's player sat down (or came back), and
        that its bot gives the seat back, each in their language."""
        number = seat + 1
        for other in room.seats:
            if other != seat:
                said = [messages.arrived(number, self.lang_of(room, other))]
                if stood_in:
                    said.append(messages.bot_gives_back(number, self.lang_of(room, other)))
                self.tell(room, other, "out", lines=said, **cued(["came_back" if back else "sat_down"]))
        for each in room.watchers:
            said = [messages.arrived(number, each.lang)]
            if stood_in:
                said.append(messages.bot_gives_back(number, each.lang))
            each.send("out", lines=said, **cued(["came_back" if back else "sat_down"]))

    def crew_lines(self, room: Room, seat: int) -> list[str]:
        """What a player sitting down at ``seat`` is told of the table's host and bots, in their language."""
        lang = self.lang_of(room, seat)
        crew = room.crew
        said = [messages.you_host(lang) if crew.host == seat else messages.host_is(crew.host + 1, lang)]
        bots = sorted(crew.bots | crew.standing)
        if bots:
            said.append(messages.bots_play([bot + 1 for bot in bots], lang))
        return said

    def everyone(self, room: Room) -> list[Connection]:
        """The players connected at ``room``, then its spectators: whom a change of the table is told."""
        return [*room.connected.values(), *room.watchers]

    def tell_missed(self, conn: Connection, room: Room, seat: int) -> None:
        """A player back at their seat reads what happened while they were away (the last
        :data:`MISSED_MOST` messages, in their language now), before where the game stands."""
        mark = room.marks.pop(seat, None)
        if mark is None:  # the table was read back from storage: only where the game stands is known
            return
        count, lines = room.table.missed(seat, mark, MISSED_MOST)
        if count:
            conn.send("out", lines=[messages.missed(count, min(count, MISSED_MOST), conn.lang), *lines])

    def watch(self, conn: Connection, room: Room, found: dict[str, Any]) -> None:
        """The client watches the table: a spectator, told every public event in its language."""
        if len(room.watchers) >= MAX_WATCHERS:
            self.refuse(conn, "too_many_watchers")
            return
        if room.bots_alone() and self.bot_tables_watched(conn.address, room) >= self.bot_tables:
            self.refuse(conn, "too_many_bot_tables")
            self.release(room)  # brought into memory for this client alone: it waits in storage again
            return
        lang, verbosity = found.get("lang", conn.lang), found.get("verbosity", "normal")
        index = room.watch_seat(lang, verbosity)
        conn.room, conn.seat, conn.lang, conn.watching = room, index, lang, True
        room.watchers[conn] = index
        if found.get("board"):  # a page: the spectators' board, from the view of no player
            conn.board = Board()
        watched = self.watched.setdefault(conn.address, {})
        watched[room.code] = watched.get(room.code, 0) + 1
        conn.send("seat", seat=0, players=room.table.players, token="", code=room.code, lang=lang,
                  verbosity=verbosity, watching=True)
        conn.send("out", lines=[messages.watching(room.table.players, len(room.watchers), lang)])
        if not room.lesson or room.table.lesson_running():
            room.table.greet(index)
        conn.send("out", lines=room.table.take(index))
        prompt = room.table.prompt(index)
        conn.send("ask", text=None, options=[], yes_no=False, waits=False, over=prompt.over)
        for each in room.connected.values():
            each.send("out", lines=[messages.watcher_came(len(room.watchers), each.lang)])
        self.flush(room)

    def bot_tables_watched(self, address: str, besides: Room) -> int:
        """How many tables of bots alone other than ``besides`` clients from ``address`` watch."""
        rooms = (self.rooms.get(code) for code in self.watched.get(address, {}) if code != besides.code)
        return sum(1 for room in rooms if room is not None and room.bots_alone())

    def unwatched(self, conn: Connection, room: Room) -> None:
        """A spectator of ``room`` left it: one fewer from its address (:attr:`watched`)."""
        watched = self.watched.get(conn.address, {})
        watched[room.code] = watched.get(room.code, 1) - 1
        if watched[room.code] <= 0:
            del watched[room.code]
        if not watched:
            self.watched.pop(conn.address, None)

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

    def publish(self, room: Room, *, stale: bool, drop: int | None = None, about: dict[str, Any] | None = None) -> None:
        """Tell the other processes what their seats at this table were told, once it is kept."""
        if self.relay.shared and (stale or room.away or drop is not None or about):
            away, room.away = room.away, {}
            try:
                self.relay.publish(room.code, away, stale=stale, drop=drop, about=about)
            except Exception as error:  # the database gone: those seats hear it when they come back
                log_exception(self.environ, error)

    def seats_again(self, room: Room) -> None:
        """Several processes: read the table's seats back (one may have been taken or freed at another)."""
        if self.relay.shared:
            room.seats = {kept.seat: kept for kept in self.storage.seats(room.code)}

    def current(self, room: Room) -> None:
        """Read the table back from storage if another process changed it since it was read (told so,
        or its journal refused a move: :class:`~alea.online.storage.Conflict`)."""
        if not room.stale and not room.table.behind():
            return
        stored = self.storage.load_table(room.code)
        if stored is None:
            return
        table = OnlineTable.reopen(stored, self.storage, self.environ)
        spectating.watch_again(room.table, table)
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
                if kind == "moved":  # expelled at the other process: this connection lets go of the seat
                    self.leave(conn, quietly=True)
                if kind == "ask":
                    room.prompts[conn.seat] = Prompt(fields["text"], tuple(fields["options"]), fields["yes_no"],
                                                     fields["waits"], fields["over"])
                conn.send(kind, **fields)
        if news.get("stale") and room.watchers and self.pause.said() is None:
            self.show_watchers(room)
        passed = host_role.heard(room.crew, news, room.connected)
        if passed is not None:  # the host left there, with nobody there to take the role: a player here
            gone, heir = passed
            self.tell_everyone(room, lambda lang: messages.host_left(gone + 1, heir + 1, lang))
            self.publish(room, stale=False, about=host_role.passed(heir))

    def show_watchers(self, room: Room) -> None:
        """The table changed at another process: its spectators here hear where the game stands now
        (that process tells only its own spectators what happened)."""
        try:
            heard = spectating.heard_elsewhere(room.table, self.storage.load_table(room.code)) if room.stale else None
            self.current(room)
        except Exception as error:  # the database away: the pause tells them
            log_exception(self.environ, error)
            return
        for index in set(room.watchers.values()):
            if heard is None:
                room.table.greet(index)
            elif heard.get(index, ([], []))[0]:  # the moves in words, as a spectator there hears them
                lines, cues = heard[index]
                for watcher in [each for each, seat in room.watchers.items() if seat == index]:
                    watcher.send("out", lines=lines, **cued(cues))
        self.flush(room)

    def leave(self, conn: Connection, *, quietly: bool = False) -> None:
        """The client's connection ends: its seat waits for it, and the others are told."""
        room = conn.room
        if room is not None and conn.watching and room.watchers.pop(conn, None) is not None:
            self.unwatched(conn, room)
            conn.room, conn.seat, conn.watching = None, -1, False
            for each in room.connected.values():
                each.send("out", lines=[messages.watcher_went(len(room.watchers), each.lang)])
            self.release(room)
            return
        if room is None or room.connected.get(conn.seat) is not conn:
            return
        del room.connected[conn.seat]
        room.marks[conn.seat] = room.table.mark(conn.seat)
        if not quietly and room.crew.takeover is not None:
            self.await_takeover(room, conn.seat)
        if not quietly:
            for other in room.seats:
                if other != conn.seat:
                    self.tell(room, other, "out", lines=[messages.gone(conn.seat + 1, self.lang_of(room, other))],
                              **cued(["left"]))
            self.publish(room, stale=False)
        if not quietly:
            for each in room.watchers:
                each.send("out", lines=[messages.gone(conn.seat + 1, each.lang)], **cued(["left"]))
            heir = crowd.next_host(room.connected, room.crew.bots, conn.seat)
            hosted = conn.seat == room.crew.host
            if hosted and heir is not None:  # the host's powers stay at the table
                room.crew.host = heir
                self.tell_everyone(room, lambda lang: messages.host_left(conn.seat + 1, heir + 1, lang))
            if hosted:  # the other processes hear of it
                self.publish(room, stale=False, about=host_role.left(conn.seat) if heir is None
                             else host_role.passed(heir))
        conn.room, conn.seat = None, -1
        self.release(room)

    def release(self, room: Room) -> None:
        """Nobody at the table any more (no player, no spectator): it waits in storage, not in memory."""
        if not room.connected and not room.watchers and not room.teaching:  # a step in a thread: after it
            if self.rooms.pop(room.code, None) is room:
                room.crew.stop()
                try:
                    self.storage.let_bots_go(room.code)
                except Exception as error:  # the database away: the lock went with its connection
                    log_exception(self.environ, error)
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
        if room is not None:  # a query about a place: every board of the table outlines it
            attention.point(self.everyone(room), room.table, conn.seat, text)
        if room is not None and room.lesson and not conn.watching:
            self.teach(conn, room, text)
            return
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
            lines = await self.thinkers.think(Thought(room.table.snapshot(), seat, lang, verbosity, text), conn.address)
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

    def teach(self, conn: Connection, room: Room, text: str, *, typed: bool = True) -> None:
        """A line of a lesson's teacher: answered in a thread (a step runs the demo's bots, which may
        think for seconds), while the table's other frames wait; then told to everyone. ``typed``:
        the client sent it (it is told when it is done)."""
        chat = messages.chat_text(text, conn.lang)
        if chat is not None:
            self.chat(conn, room, chat)
            if typed:
                conn.send("done", position=room.table.position())
            return
        room.teaching = True
        asyncio.ensure_future(self._teach(conn, room, text, typed))

    async def _teach(self, conn: Connection, room: Room, text: str, typed: bool) -> None:
        try:
            if self.lesson_steps is None:
                self.lesson_steps = Thinkers(1, self.environ, executor=ThreadPoolExecutor(max_workers=1))
            seat = conn.seat
            if not await self.lesson_steps.run(lambda: room.table.handle(seat, text), conn.address):
                conn.send("error", lines=[messages.refusal("busy", conn.lang)])
        except Exception as error:  # handle never raises; a thread that could not start ...: logged
            log_exception(self.environ, error)
        finally:
            room.teaching = False
        if room.table.leaving(conn.seat):
            self.flush(room)
            conn.send("bye")
            self.leave(conn)
        else:
            self.flush(room)
        if typed:
            conn.send("done", position=room.table.position())
        self.release(room)  # everyone left during the step
        queued, room.queued = room.queued, []
        for index, (other, frame_text, request) in enumerate(queued):
            if room.teaching:  # another step began: the rest waits for it
                room.queued[:0] = queued[index:]
                return
            self.dispatch(other, read_frame(frame_text), request)

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
        if conn.watching:  # a spectator's question: the answer is its own, not its seat-mates'
            self.flush(room)
            room.table.handle(seat, text)
            conn.send("out", lines=room.table.take(seat))
            self.flush(room)
            if room.table.leaving(seat):  # the quit word of its language: it goes, the players are told
                conn.send("bye")
                self.leave(conn)
            return
        if seat not in room.seats:  # freed at another process (expelled) before this one heard of it
            conn.send("moved", lines=[messages.you_were_expelled(seat + 1, conn.lang)], expelled=True)
            self.leave(conn, quietly=True)
            return
        room.table.handle(seat, text)
        if room.table.behind():  # another process moved first: read the game again, never play on the old one
            self.current(room)
            conn.send("out", lines=[messages.behind(conn.lang)])
            room.table.greet(seat)
        for asker, power, number in room.table.powers_asked():
            self.power(conn, room, asker, power, number)
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
        except LineProblem as problem:
            conn.send("error", lines=[messages.chat_problem(problem.code, MAX_LINE, conn.lang)])
            return
        if conn.watching:  # a spectator's chat (a class's question) is not kept with the players'
            if not conn.chatted.allow() or not room.watchers_chatted.allow():  # a crowd floods nobody
                conn.send("error", lines=[messages.watcher_chat_too_fast(conn.lang) if conn.chatted.tokens < 1
                                          else messages.watchers_chat_full(conn.lang)])
                return
            for each in self.everyone(room):
                each.send("chat", lines=[messages.chat_watcher(text, each.lang)], **cued(["chat"]))
            return
        try:
            self.storage.add_chat(room.code, conn.seat, text)
        except Exception as error:  # a full disk ...: the line is not sent, and its writer is told
            log_exception(self.environ, error)
            conn.send("error", lines=[messages.refusal("not_kept", conn.lang)])
            return
        for other in set(room.seats) | set(room.connected):
            self.tell(room, other, "chat", lines=[messages.chat_line(conn.seat + 1, text, self.lang_of(room, other))],
                      **cued(["chat"]))
        for each in room.watchers:
            each.send("chat", lines=[messages.chat_line(conn.seat + 1, text, each.lang)], **cued(["chat"]))
        self.publish(room, stale=False)

    def configure(self, conn: Connection, lang: str | None, verbosity: str | None) -> None:
        """The web page's language and verbosity choices."""
        room = conn.room
        if room is None:
            return
        self.current(room)
        if conn.watching:  # a spectator changes language: it moves to that language's spectators' seat
            old_lang, old_verbosity = room.table.settings(conn.seat)
            conn.lang = lang or old_lang
            conn.seat = room.watchers[conn] = room.watch_seat(conn.lang, verbosity or old_verbosity)
            conn.send("seat", seat=0, players=room.table.players, token="", code=room.code, lang=conn.lang,
                      verbosity=verbosity or old_verbosity, watching=True)
            return
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
        told = seatcode.seat_code(seat.token)
        conn.send("seat", seat=seat.seat + 1, players=room.table.players, token=seat.token, code=room.code,
                  lang=lang, verbosity=verbosity, seat_code=told, code_line=messages.seat_code_told(told, lang))

    def flush(self, room: Room) -> None:
        """Send every seat what it was told, then its question if that changed; each spectators'
        seat's lines go to every spectator of that seat."""
        for seat in range(room.table.players, room.table.seats_count()):
            lines, cues = room.table.take(seat), room.table.take_cues(seat)
            if lines:
                for watcher, index in room.watchers.items():
                    if index == seat:
                        watcher.send("out", lines=lines, **cued(cues))
        watchers_boards(room.watchers.items(), room.table)
        for seat in range(room.table.players):
            lines = room.table.take(seat)
            cues = room.table.take_cues(seat)
            if seat not in room.connected and (not (self.relay.shared and seat in room.seats)
                                               or seat in room.crew.bots):
                continue  # nobody sits there (or a bot; or, one process alone, nobody is connected)
            if lines:
                self.tell(room, seat, "out", lines=lines, **cued(cues))
            prompt = room.table.prompt(seat)
            if seat not in room.prompts or room.prompts[seat] != prompt:
                room.prompts[seat] = prompt
                self.tell(room, seat, "ask", text=prompt.text, options=list(prompt.options), yes_no=prompt.yes_no,
                          waits=prompt.waits, over=prompt.over)
            conn = room.connected.get(seat)
            if conn is not None and conn.board is not None:  # a page here that asked for its board
                conn.board.send(conn, room.table, room.watch_seat(*room.table.settings(seat)) if room.lesson else seat)
        self.wake_bot(room)

    # ------------------------------------------------------------------ bots at the table

    def wake_bot(self, room: Room) -> None:
        """If the game waits for a seat a bot plays, let the bot work out its move (off the event loop)."""
        crew = room.crew
        if crew.thinking or self.rooms.get(room.code) is not room or self.pause.said() is not None:
            return
        seat = room.table.waited_seat()
        if seat is None or not crew.plays(seat) or not self.plays_bots(room):
            return
        crew.thinking = True
        asyncio.ensure_future(self.bot_turn(room, seat))

    def plays_bots(self, room: Room) -> bool:
        """Whether this process plays the table's bots (several processes: the one that holds its lock);
        when another does, this one looks again in a while (that one may have let go, or died)."""
        try:
            if self.storage.plays_bots(room.code):
                return True
        except Exception as error:  # the database away: the pause's end wakes the bots
            log_exception(self.environ, error)
            return False
        room.crew.thinking = True
        asyncio.get_running_loop().call_later(RETRY, self._bots_again, room)
        return False

    def _bots_again(self, room: Room) -> None:
        room.crew.thinking = False
        self.wake_bot(room)

    def thinking_pool(self) -> Thinkers:
        """Where bots think: the worker pool, or without one a thread of its own (never the event loop)."""
        if self.thinkers is not None:
            return self.thinkers
        if self.bot_thread is None:
            self.bot_thread = Thinkers(1, self.environ, executor=ThreadPoolExecutor(max_workers=1))
        return self.bot_thread

    async def bot_turn(self, room: Room, seat: int) -> None:
        """A bot's move at ``seat``: worked out in the pool from the table as it stands, then played
        at the seat (kept, then told to everyone), unless the table moved on meanwhile."""
        crew = room.crew
        pause = self.bot_pause
        try:
            if pause:
                await asyncio.sleep(pause)
            if self.rooms.get(room.code) is not room:  # everyone left meanwhile: the table is closed
                return
            self.current(room)
            position = room.table.position()
            lang, verbosity = room.table.settings(seat)
            pool = self.thinking_pool()
            if pool.full(room.address):  # the pool is full: the bot tries again in a while
                await asyncio.sleep(RETRY)
                return
            choice = await pool.choose(Thought(room.table.snapshot(), seat, lang, verbosity, ""), room.address)
            if choice is None or self.rooms.get(room.code) is not room or not crew.plays(seat):
                return
            self.current(room)
            if room.table.play_chosen(seat, choice, position):
                self.flush(room)
                self.publish(room, stale=True)
        except Exception as error:  # a worker that died ...: said, logged, tried again later
            log_exception(self.environ, error)
            for each in self.everyone(room):
                each.send("out", lines=[messages.bot_failed(seat + 1, each.lang)])
            pause = RETRY
            await asyncio.sleep(pause)
        finally:
            crew.thinking = False
        self.wake_bot(room)

    def await_takeover(self, room: Room, seat: int) -> None:
        """The player of ``seat`` left: a bot takes over their seat once they have been away for the
        time the opener chose (at once for none), unless they come back first."""
        crew = room.crew
        if crew.takeover is None or crew.plays(seat):
            return
        old = crew.timers.pop(seat, None)
        if old is not None:
            old.cancel()
        crew.timers[seat] = asyncio.get_running_loop().call_later(crew.takeover, self.take_over, room, seat)

    def take_over(self, room: Room, seat: int) -> None:
        """A bot stands in for the player of ``seat``, who is away; everyone is told in their language."""
        crew = room.crew
        crew.timers.pop(seat, None)
        if self.rooms.get(room.code) is not room or seat in room.connected or crew.plays(seat) or seat not in room.seats:
            return
        crew.standing.add(seat)
        self.tell_everyone(room, lambda lang: messages.bot_stands_in(seat + 1, lang))
        self.flush(room)
        self.publish(room, stale=False)

    def tell_everyone(self, room: Room, said: Callable[[str], str]) -> None:
        """Tell every seat and spectator of ``room`` one line, each in their language."""
        for other in room.seats:
            if other not in room.crew.bots:
                self.tell(room, other, "out", lines=[said(self.lang_of(room, other))])
        for each in room.watchers:
            each.send("out", lines=[said(each.lang)])

    # ------------------------------------------------------------------ the host's powers

    def power(self, conn: Connection, room: Room, asker: int, power: str, number: int) -> None:
        """Carry out a host's command (:mod:`alea.online.powers`) asked at seat ``asker``, or refuse it
        with one line in the asker's language; what it changed is told to everyone."""
        crew, lang = room.crew, conn.lang
        if asker != crew.host:
            conn.send("error", lines=[messages.not_host(crew.host + 1, lang)])
            return
        seat = number - 1
        if not 0 <= seat < room.table.players:
            conn.send("error", lines=[messages.no_such_seat(number, room.table.players, lang)])
            return
        self.seats_again(room)
        refused = {powers.BOT: self.give_to_bot, powers.EXPEL: self.expel, powers.HOST: self.pass_host}[power](
            room, seat, lang)
        if refused is not None:
            conn.send("error", lines=[refused])
            return
        self.flush(room)
        self.publish(room, stale=False)

    def give_to_bot(self, room: Room, seat: int, lang: str) -> str | None:
        """``bot N``: a free seat goes to a bot for good; an away player's until they come back."""
        crew = room.crew
        if crew.plays(seat):
            return messages.bot_already(seat + 1, lang)
        if seat in room.connected:
            return messages.player_present(seat + 1, lang)
        if seat in room.seats:
            crew.came_back(seat)  # no take-over waits: it happens now
            crew.standing.add(seat)
            self.tell_everyone(room, lambda told: messages.bot_stands_in(seat + 1, told))
            return None
        kept = StoredSeat(seat, bot_token(), lang, "normal")
        try:
            self.storage.keep_seat(room.code, kept)
        except Exception as error:  # a full disk ...: not given, and the host told
            log_exception(self.environ, error)
            return messages.refusal("not_kept", lang)
        room.seats[seat] = kept
        crew.bots.add(seat)
        self.tell_everyone(room, lambda told: messages.bot_sat(seat + 1, told))
        return None

    def expel(self, room: Room, seat: int, lang: str) -> str | None:
        """``expel N``: the player (or bot) of seat N is removed, told so, and the seat is free."""
        crew = room.crew
        if seat == crew.host:
            return messages.not_yourself(lang)
        if seat not in room.seats:
            return messages.seat_free(seat + 1, lang)
        try:
            self.storage.free_seat(room.code, seat)
        except Exception as error:
            log_exception(self.environ, error)
            return messages.refusal("not_kept", lang)
        if seat not in room.connected:  # its player at another process hears it there, and lets go
            self.tell(room, seat, "moved", lines=[messages.you_were_expelled(seat + 1, room.seats[seat].lang)],
                      expelled=True)
            self.publish(room, stale=True)  # (stale: the others read the seats back)
        del room.seats[seat]
        crew.came_back(seat)
        crew.bots.discard(seat)
        room.marks.pop(seat, None)
        room.prompts.pop(seat, None)
        address = room.addresses.pop(seat, None)
        if address is not None:  # not given a seat again at once, connected or away
            room.kept_out.add(address)
        old = room.connected.pop(seat, None)
        if old is not None:
            old.room, old.seat = None, -1
            old.send("moved", lines=[messages.you_were_expelled(seat + 1, old.lang)], expelled=True)
        self.tell_everyone(room, lambda told: messages.expelled(seat + 1, told))
        return None

    def pass_host(self, room: Room, seat: int, lang: str) -> str | None:
        """``host N``: the host role passes to the player of seat N."""
        crew = room.crew
        if seat == crew.host:
            return messages.host_already(lang)
        if seat not in room.seats:
            return messages.seat_free(seat + 1, lang)
        if seat in crew.bots:
            return messages.host_needs_player(seat + 1, lang)
        crew.host = seat
        self.tell_everyone(room, lambda told: messages.new_host(seat + 1, told))
        self.publish(room, stale=False, about=host_role.passed(seat))
        return None


def filled_page(template: str, values: dict[str, str]) -> web.Response:
    """A page of ours: its template's ``{{key}}`` places filled with ``values`` (already escaped),
    served with a Content-Security-Policy that allows nothing from elsewhere."""
    for key, value in values.items():
        template = template.replace("{{" + key + "}}", value)
    return web.Response(text=template, content_type="text/html", charset="utf-8",
                        headers={"Content-Security-Policy": "default-src 'self'; connect-src 'self'",
                                 "Referrer-Policy": "no-referrer", "Cache-Control": "no-store"})


def server_environ(data: Path) -> dict[str, str]:
    """The environment the server's tables see: its data folder as their data and config folders."""
    return {"ALEA_DATA_DIR": str(data), "ALEA_CONFIG_DIR": str(data)}


def cued(cues: list[str]) -> dict[str, list[str]]:
    """The ``cues`` field of an ``out`` or ``chat`` frame: the sound cues that go with its lines, in
    order (:mod:`alea.table.cues`); left out when there are none, so a client that knows no cues
    reads the frame as before."""
    return {"cues": cues} if cues else {}


def page_language(request: web.Request) -> str:
    """``?lang=``, else the first of our languages the browser accepts, else English."""
    return client_language(request)


def origin(request: web.Request) -> str:
    """The address players use to reach this server (https behind a TLS reverse proxy)."""
    secure = request.secure or request.headers.get("X-Forwarded-Proto", "").casefold() == "https"
    return f"{'https' if secure else 'http'}://{request.host}"
