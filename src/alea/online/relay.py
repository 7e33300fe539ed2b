"""What one ``alea serve`` process tells the others that share its PostgreSQL database: PostgreSQL's
own LISTEN/NOTIFY, no broker of our own.

Seats of one table may sit at different processes. The process that answers a line holds the
whole table (read back from the database), so it puts what each seat is told into words in that
seat's language, as for its own seats; for a seat connected elsewhere it publishes those frames on
the channel ``alea`` once the move is committed (a notification is delivered only after the
transaction that sends it commits, and the move's own transaction committed before). Every
process listens: it passes each frame to its own connection at that seat, and marks its copy of
the table stale, to be read back from the database before it answers that table's next line.

With SQLite there is one process, and :class:`LocalRelay` carries nothing.
"""

from __future__ import annotations

import asyncio
import json
import secrets
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from alea.online.outage import CONNECT_TIMEOUT, KEEPALIVES, MOST, PING, Backoff
from alea.table.guard import log_exception, log_note

CHANNEL = "alea"
"""The one channel every process listens to."""

LISTENING = "alea serve (listening)"
"""The application name of each process's listening connection (``pg_stat_activity``)."""

TELLING = "alea serve (telling)"
"""The application name of each process's sending connection."""

MOST_WAITING = 10_000
"""Notifications that wait at most for a connection to send them (then the oldest are dropped)."""

MAX_PAYLOAD = 7000
"""The longest notification we send (PostgreSQL's limit is 8000 bytes): longer news is split."""

Frames = list[tuple[str, dict[str, Any]]]
"""Frames for one seat, in order: (kind, fields) as :meth:`alea.online.server.Connection.send` takes them."""


class Relay(Protocol):
    """Carries news of a table to the other processes that hold seats of it."""

    shared: bool
    """Whether other processes may hold seats of this process's tables."""

    async def start(self, deliver: Callable[[dict[str, Any]], None], hearing: Callable[[bool], None]) -> None:
        """Start listening; ``deliver`` gets each other process's news (in the event loop); ``hearing``
        is told False when this process stops hearing the others, True when it hears them again."""

    def publish(self, code: str, seats: dict[int, Frames], *, stale: bool, drop: int | None = None,
                about: dict[str, Any] | None = None) -> None:
        """Tell the other processes: frames for seats of table ``code`` they may hold, whether the
        table changed (``stale``), a seat now held here (``drop``: their connection there lets go),
        and news of the whole table (``about``: the host's role, :mod:`alea.online.host_role`)."""

    async def close(self) -> None:
        """Stop listening."""


class LocalRelay:
    """One process alone (SQLite): nothing to carry."""

    shared = False

    async def start(self, deliver: Callable[[dict[str, Any]], None], hearing: Callable[[bool], None]) -> None:
        return None

    def publish(self, code: str, seats: dict[int, Frames], *, stale: bool, drop: int | None = None,
                about: dict[str, Any] | None = None) -> None:
        return None

    async def close(self) -> None:
        return None


def notifications(sender: str, code: str, seats: dict[int, Frames], stale: bool, drop: int | None,
                  about: dict[str, Any] | None = None) -> list[str]:
    """The news as payloads of at most :data:`MAX_PAYLOAD` characters: one, or one a seat, or a
    seat's frames in several, in order (a process receives one sender's notifications in order)."""
    head = {"f": sender, "c": code, "stale": stale, "drop": drop}
    whole = json.dumps({**head, **(about or {}), "seats": {str(seat): frames for seat, frames in seats.items()}})
    if len(whole) <= MAX_PAYLOAD:
        return [whole]
    payloads = [json.dumps({**head, **(about or {}), "seats": {}})]
    for seat, frames in seats.items():
        batch: Frames = []
        for each in frames:
            if batch and len(json.dumps(batch + [each])) > MAX_PAYLOAD - 200:
                payloads.append(json.dumps({**head, "stale": False, "drop": None, "seats": {str(seat): batch}}))
                batch = []
            batch.append(_short(each))
        if batch:
            payloads.append(json.dumps({**head, "stale": False, "drop": None, "seats": {str(seat): batch}}))
    return payloads


def _short(frame: tuple[str, dict[str, Any]]) -> tuple[str, dict[str, Any]]:
    """A frame whose lines alone are too long for one notification keeps as many lines as fit
    (a ``history 500`` answer; the seat is told the rest is too long)."""
    kind, fields = frame
    while len(json.dumps([kind, fields])) > MAX_PAYLOAD - 300 and len(fields.get("lines", ())) > 1:
        fields = {**fields, "lines": fields["lines"][len(fields["lines"]) // 2:]}
    return kind, fields


class PostgresRelay:
    """:class:`Relay` over PostgreSQL's LISTEN/NOTIFY (psycopg 3): one asynchronous connection that
    listens, one that sends. A notification is sent without holding the event loop (the move it
    tells of is committed already); notifications go in the order they were published.

    Both connections are watched: the listener asks PostgreSQL whether it is still there after
    :data:`~alea.online.outage.PING` seconds of silence, and one that drops (PostgreSQL restarted, an
    idle timeout, ``pg_terminate_backend``) is logged and made again with a backoff
    (:mod:`alea.online.outage`); the server is told it cannot hear the others meanwhile (it pauses
    its tables) and when it hears them again (it reads them back). A notification that cannot be
    sent is tried again on a new connection, in order; past :data:`MOST_WAITING` waiting, the oldest
    are dropped (each other process reads every table back once it hears again, or at its next
    move: :class:`~alea.online.storage.Conflict`)."""

    shared = True

    def __init__(self, database: str, environ: Mapping[str, str] | None = None, most: float = MOST) -> None:
        self.database = database
        self.environ: Mapping[str, str] = environ or {}
        self.most = most
        self.sender = secrets.token_hex(8)
        """This process's name in its notifications (its own are not delivered back to it)."""
        self.listener: Any = None
        self.sending: Any = None
        self.task: asyncio.Task[None] | None = None
        self.outbox: asyncio.Queue[str] | None = None
        self.sender_task: asyncio.Task[None] | None = None
        self.hearing = False
        """Whether the listener listens now."""

    async def _connect(self, name: str) -> Any:
        import psycopg

        return await psycopg.AsyncConnection.connect(self.database, autocommit=True, application_name=name,
                                                     connect_timeout=CONNECT_TIMEOUT, **KEEPALIVES)

    async def _listening(self) -> Any:
        listener = await self._connect(LISTENING)
        try:
            await listener.execute(f"LISTEN {CHANNEL}")
        except BaseException:
            await listener.close()
            raise
        return listener

    async def start(self, deliver: Callable[[dict[str, Any]], None], hearing: Callable[[bool], None]) -> None:
        self.listener = await self._listening()
        self.hearing = True
        self.sending = await self._connect(TELLING)
        self.outbox = asyncio.Queue()
        self.task = asyncio.create_task(self._listen(deliver, hearing))
        self.sender_task = asyncio.create_task(self._send())

    async def _send(self) -> None:
        """Send the published notifications, in order, as the connection takes them; a connection
        that dropped is made again (with a backoff) and the notification sent on the new one."""
        assert self.outbox is not None
        retry = Backoff(self.most)
        while True:
            payload = await self.outbox.get()
            while True:
                try:
                    if self.sending is None:
                        self.sending = await self._connect(TELLING)
                    await self.sending.execute("SELECT pg_notify(%s, %s)", (CHANNEL, payload))
                    retry.succeeded()
                    break
                except Exception as error:  # the connection dropped: a new one, after a while
                    log_exception(self.environ, error)
                    await _close(self.sending)
                    self.sending = None
                    await asyncio.sleep(retry.failed())

    async def _listen(self, deliver: Callable[[dict[str, Any]], None], hearing: Callable[[bool], None]) -> None:
        """Deliver the other processes' news; when the listener drops, tell the server, make it
        again (with a backoff), and tell the server it hears again."""
        retry = Backoff(self.most)
        while True:
            try:
                if self.listener is None:
                    self.listener = await self._listening()
                    retry.succeeded()
                    log_note(self.environ, "alea serve: listening to the other processes again")
                    self.hearing = True
                    told(hearing, True, self.environ)
                await self._hear(deliver)
            except asyncio.CancelledError:
                raise
            except Exception as error:  # dropped, or could not be made again
                if self.hearing:
                    log_note(self.environ, "alea serve: the connection listening to the other processes "
                                           f"dropped ({type(error).__name__}: {error}); its tables pause")
                    self.hearing = False
                    told(hearing, False, self.environ)
                await _close(self.listener)
                self.listener = None
                await asyncio.sleep(retry.failed())

    async def _hear(self, deliver: Callable[[dict[str, Any]], None]) -> None:
        """Deliver notifications until the listener drops (raises); after :data:`PING` seconds of
        silence, ask PostgreSQL whether the connection still holds."""
        while True:
            async for note in self.listener.notifies(timeout=PING):
                try:
                    news = json.loads(note.payload)
                except ValueError:
                    continue
                if news.get("f") != self.sender:
                    deliver(news)
            await self.listener.execute("SELECT 1")

    def publish(self, code: str, seats: dict[int, Frames], *, stale: bool, drop: int | None = None,
                about: dict[str, Any] | None = None) -> None:
        if self.outbox is None:
            raise RuntimeError("the relay has not started")
        for payload in notifications(self.sender, code, seats, stale, drop, about):
            if self.outbox.qsize() >= MOST_WAITING:  # PostgreSQL away for long: the oldest go
                self.outbox.get_nowait()
            self.outbox.put_nowait(payload)

    async def close(self) -> None:
        for task in (self.task, self.sender_task):
            if task is not None:
                task.cancel()
                try:
                    await task
                except (asyncio.CancelledError, Exception):
                    pass
        for connection in (self.listener, self.sending):
            await _close(connection)


def told(hearing: Callable[[bool], None], heard: bool, environ: Mapping[str, str]) -> None:
    """Tell the server whether the relay hears the others; what goes wrong there is logged, and the
    listener keeps listening."""
    try:
        hearing(heard)
    except Exception as error:
        log_exception(environ, error)


async def _close(connection: Any) -> None:
    """Close a connection that may have dropped already (whatever it says)."""
    if connection is not None:
        try:
            await connection.close()
        except Exception:
            pass


def open_relay(database: str | None, environ: Mapping[str, str] | None = None, most: float = MOST) -> Relay:
    """The relay for a server on ``database`` (PostgreSQL), or none to carry (SQLite)."""
    return PostgresRelay(database, environ, most) if database else LocalRelay()
