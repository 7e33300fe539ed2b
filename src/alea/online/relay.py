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
from collections.abc import Callable
from typing import Any, Protocol

CHANNEL = "alea"
"""The one channel every process listens to."""

MAX_PAYLOAD = 7000
"""The longest notification we send (PostgreSQL's limit is 8000 bytes): longer news is split."""

Frames = list[tuple[str, dict[str, Any]]]
"""Frames for one seat, in order: (kind, fields) as :meth:`alea.online.server.Connection.send` takes them."""


class Relay(Protocol):
    """Carries news of a table to the other processes that hold seats of it."""

    shared: bool
    """Whether other processes may hold seats of this process's tables."""

    async def start(self, deliver: Callable[[dict[str, Any]], None]) -> None:
        """Start listening; ``deliver`` gets each other process's news (in the event loop)."""

    def publish(self, code: str, seats: dict[int, Frames], *, stale: bool, drop: int | None = None) -> None:
        """Tell the other processes: frames for seats of table ``code`` they may hold, whether the
        table changed (``stale``), and a seat now held here (``drop``: their connection there lets go)."""

    async def close(self) -> None:
        """Stop listening."""


class LocalRelay:
    """One process alone (SQLite): nothing to carry."""

    shared = False

    async def start(self, deliver: Callable[[dict[str, Any]], None]) -> None:
        return None

    def publish(self, code: str, seats: dict[int, Frames], *, stale: bool, drop: int | None = None) -> None:
        return None

    async def close(self) -> None:
        return None


def notifications(sender: str, code: str, seats: dict[int, Frames], stale: bool, drop: int | None) -> list[str]:
    """The news as payloads of at most :data:`MAX_PAYLOAD` characters: one, or one a seat, or a
    seat's frames in several, in order (a process receives one sender's notifications in order)."""
    head = {"f": sender, "c": code, "stale": stale, "drop": drop}
    whole = json.dumps({**head, "seats": {str(seat): frames for seat, frames in seats.items()}})
    if len(whole) <= MAX_PAYLOAD:
        return [whole]
    payloads = [json.dumps({**head, "seats": {}})]
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
    listens and sends. A notification is sent without holding the event loop (the move it tells of
    is committed already); notifications go in the order they were published."""

    shared = True

    def __init__(self, database: str) -> None:
        self.database = database
        self.sender = secrets.token_hex(8)
        """This process's name in its notifications (its own are not delivered back to it)."""
        self.listener: Any = None
        self.sending: Any = None
        self.task: asyncio.Task[None] | None = None
        self.outbox: asyncio.Queue[str] | None = None
        self.sender_task: asyncio.Task[None] | None = None

    async def start(self, deliver: Callable[[dict[str, Any]], None]) -> None:
        import psycopg

        self.listener = await psycopg.AsyncConnection.connect(self.database, autocommit=True,
                                                              application_name="alea serve (listening)")
        await self.listener.execute(f"LISTEN {CHANNEL}")
        self.sending = await psycopg.AsyncConnection.connect(self.database, autocommit=True,
                                                             application_name="alea serve (telling)")
        self.outbox = asyncio.Queue()
        self.task = asyncio.create_task(self._listen(deliver))
        self.sender_task = asyncio.create_task(self._send())

    async def _send(self) -> None:
        """Send the published notifications, in order, as the connection takes them."""
        assert self.outbox is not None
        while True:
            payload = await self.outbox.get()
            try:
                await self.sending.execute("SELECT pg_notify(%s, %s)", (CHANNEL, payload))
            except Exception as error:  # the database gone: those seats hear it when they come back
                from alea.table.guard import log_exception

                log_exception({}, error)

    async def _listen(self, deliver: Callable[[dict[str, Any]], None]) -> None:
        async for note in self.listener.notifies():
            try:
                news = json.loads(note.payload)
            except ValueError:
                continue
            if news.get("f") != self.sender:
                deliver(news)

    def publish(self, code: str, seats: dict[int, Frames], *, stale: bool, drop: int | None = None) -> None:
        if self.outbox is None:
            raise RuntimeError("the relay has not started")
        for payload in notifications(self.sender, code, seats, stale, drop):
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
            if connection is not None:
                await connection.close()


def open_relay(database: str | None) -> Relay:
    """The relay for a server on ``database`` (PostgreSQL), or none to carry (SQLite)."""
    return PostgresRelay(database) if database else LocalRelay()
