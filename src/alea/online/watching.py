"""``alea --board``: the board of the local game, served read-only on loopback (docs/board.md).

The terminal stays words only (behaviour 2). With ``--board``, ``alea`` also serves, on 127.0.0.1
at a port the system gives, a page that draws the board of the game the terminal shows (the demo's
while it runs) and its last lines, for a low-vision player or a sighted friend beside the screen,
or a teacher's projector (``?view=projector``): whatever is typed at the terminal, a demo's steps
included, shows there. The page only reads; nothing typed there reaches the game.

The board is built in the terminal's own thread, as each line is written, and only when the game
moved, its language changed or the demo took a step; the page's server, in a thread of its own,
hands out the last one built. A page asks ``/state?after=N`` and is answered when there is something
newer than version ``N`` (or after 25 seconds with nothing new).

The page trusts nothing (issue 42): the board is drawn from a view of no player (public facts
only), since the terminal's one seat is a shared screen whose players each keep their cards to
themselves; a request whose ``Host`` is not this loopback address and port is refused (421), so
that a web page of another site that rebinds its name to 127.0.0.1 cannot read the game; at most
:data:`CONNECTIONS` connections are kept (a door like ``alea serve``'s) and at most :data:`HELD`
questions wait at once, the others answered at once, so that nothing a page does can take the
terminal game's files.
"""

from __future__ import annotations

import asyncio
import html
import json
import threading
from collections import deque
from collections.abc import Callable
from typing import Any

from aiohttp import web

from alea.online import messages
from alea.online.board import board_address, board_texts
from alea.online.doorman import KEEP_ALIVE, Doorman
from alea.online.server import filled_page, page_language, web_folder
from alea.table.host import TableHost
from alea.table.session import Session

WAIT = 25.0
"""Seconds a page's question waits for something new before it is answered with nothing."""

KEPT = 40
"""Lines of the terminal kept for the page (it shows the last few)."""

LOOPBACK = "127.0.0.1"

HOSTS = (LOOPBACK, "localhost", "[::1]")
"""The names a request's ``Host`` may give, each with the board's port (a DNS-rebinding defence)."""

HELD = 16
"""Questions (``/state``) that may wait for something new at once; one more is answered at once."""

CONNECTIONS = 64
"""Connections the board keeps open at once (all from this computer); one more is closed at once."""

PUBLIC: frozenset[int] = frozenset()
"""The players whose view the board is drawn from: none (public facts only, a spectator's view)."""


class BoardWatch:
    """The local game's board and last lines, built in the terminal's thread, served from another."""

    def __init__(self) -> None:
        self.session: Session | None = None
        """The terminal's session (set once it exists); its host draws the game it shows."""
        self.lock = threading.Lock()
        self.version = 0
        self.board: dict[str, Any] | None = None
        self.lines: deque[tuple[int, str]] = deque(maxlen=KEPT)
        self.key: tuple[object, ...] | None = None
        self.position = 0
        """How far the shown game had gone when the board was built (the page marks what the last move changed)."""
        self.lang = ""
        """The terminal's language when the board was last built ("" before): the page's own (issue 36)."""
        self.loop: asyncio.AbstractEventLoop | None = None
        self.changed: asyncio.Event | None = None
        self.address = ""
        self.stopping: asyncio.Event | None = None
        self.thread: threading.Thread | None = None
        self.hosts: frozenset[str] = frozenset()
        """The ``Host`` headers answered (set once the port is known)."""
        self.held = 0
        """Questions waiting for something new now."""

    # ------------------------------------------------------------------ the terminal's thread

    def tee(self, write: Callable[[str], object]) -> Callable[[str], object]:
        """``write`` that also keeps what it wrote for the page, then brings the board up to date."""
        def written(text: str) -> object:
            done = write(text)
            self.told(text)
            return done
        return written

    def told(self, text: str) -> None:
        """Keep the lines just written, and rebuild the board if what it shows changed."""
        board = self._built()
        with self.lock:
            new = [line for line in text.splitlines() if line.strip()]
            if not new and board is None:
                return
            self.version += 1
            self.lines.extend((self.version, line) for line in new)
            if board is not None:
                self.board = board
        self._wake()

    def _built(self) -> dict[str, Any] | None:
        """The board again when the shown game moved, its language changed or the demo stepped; else None."""
        session = self.session
        host = None if session is None else session.host
        if session is None or not isinstance(host, TableHost):
            return None
        game = host.watched_game()
        if game is None:
            return None
        lang = session.lang
        key = (id(game), len(game.record.entries), lang)
        if key == self.key:
            return None
        self.key = key
        self.position, self.lang = len(game.record.entries), lang
        return host.drawn(game, PUBLIC, lang)

    def _wake(self) -> None:
        loop = self.loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._changed)

    def _changed(self) -> None:
        if self.changed is not None:
            self.changed.set()
        self.changed = asyncio.Event()

    # ------------------------------------------------------------------ the page's thread

    def state(self, after: int) -> dict[str, Any]:
        """What changed after version ``after``: the board and the newer lines."""
        with self.lock:
            return {"version": self.version, "board": self.board, "position": self.position,
                    "lang": self.lang, "texts": board_texts(self.lang) if self.lang else {},
                    "lines": [line for version, line in self.lines if version > after]}

    async def page(self, request: web.Request) -> web.Response:
        """The watching page, in the terminal's language (the game's: issue 36), else the one the
        browser asks for (``?lang=``); it follows the terminal's when that changes, without a reload."""
        lang = self.lang if self.lang and "lang" not in request.query else page_language(request)
        texts = {**messages.web_texts(lang), **board_texts(lang)}
        template = (web_folder() / "watch.html").read_text(encoding="utf-8")
        view = "projector" if request.query.get("view") == "projector" else ""
        return filled_page(template, {key: html.escape(value) for key, value in texts.items()}
                           | {"lang": lang, "view": view})

    async def answer(self, request: web.Request) -> web.Response:
        """``/state?after=N``: answered at once when something is newer, else when it comes (or later)."""
        try:
            after = int(request.query.get("after", "0"))
        except ValueError:
            after = 0
        if self.version <= after and self.changed is not None and self.held < HELD:
            self.held += 1
            try:
                await asyncio.wait_for(self.changed.wait(), WAIT)
            except asyncio.TimeoutError:
                pass
            finally:
                self.held -= 1
        return web.Response(text=json.dumps(self.state(after), ensure_ascii=False),
                            content_type="application/json", headers={"Cache-Control": "no-store"})

    @web.middleware
    async def guard(self, request: web.Request, handler: Any) -> web.StreamResponse:
        """Answer only requests addressed to this computer's board by name and port (421 for the others)."""
        if request.headers.get("Host", "").casefold() not in self.hosts:
            refused: web.StreamResponse = web.Response(status=421, text=messages.board_elsewhere(page_language(request)))
            return refused
        answered: web.StreamResponse = await handler(request)
        return answered

    def where(self, lang: str) -> str:
        """What the terminal says once the page is served: where the board is to be seen, in ``lang``."""
        return board_address(self.address, lang)

    def start(self, port: int = 0) -> str:
        """Serve the page on loopback in a thread of its own; returns its address."""
        ready = threading.Event()

        def serve() -> None:
            loop = asyncio.new_event_loop()
            asyncio.set_event_loop(loop)
            app = web.Application(middlewares=[self.guard])
            app.router.add_get("/", self.page)
            app.router.add_get("/state", self.answer)
            app.router.add_static("/static/", web_folder(), show_index=False, follow_symlinks=False)
            runner = web.AppRunner(app, access_log=None, keepalive_timeout=KEEP_ALIVE)
            loop.run_until_complete(runner.setup())
            assert runner.server is not None
            door = Doorman(CONNECTIONS)
            listening = loop.run_until_complete(loop.create_server(door.factory(runner.server), LOOPBACK, port))
            bound = listening.sockets[0].getsockname()[1] if listening.sockets else port
            self.hosts = frozenset(f"{name}:{bound}" for name in HOSTS)
            self.address = f"http://{LOOPBACK}:{bound}/"
            self.changed = asyncio.Event()
            self.stopping = asyncio.Event()
            self.loop = loop
            ready.set()
            loop.run_until_complete(self.stopping.wait())
            listening.close()
            loop.run_until_complete(runner.cleanup())
            loop.close()

        self.thread = threading.Thread(target=serve, name="alea-board", daemon=True)
        self.thread.start()
        ready.wait(10)
        return self.address

    def stop(self) -> None:
        """Stop serving the page (when ``alea`` ends)."""
        loop, stopping = self.loop, self.stopping
        if loop is not None and stopping is not None and not loop.is_closed():
            loop.call_soon_threadsafe(stopping.set)
        if self.thread is not None:
            self.thread.join(5)
