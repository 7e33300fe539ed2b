"""When PostgreSQL goes away: how often a server process tries to reach it again.

A server on PostgreSQL holds two kinds of connection to it: the storage's (every move, seat and chat
line, :mod:`alea.online.postgres_storage`) and the relay's (what the other processes tell it,
:mod:`alea.online.relay`). Either may drop: PostgreSQL restarted, a pooler's or a firewall's idle
timeout, an operator's ``pg_terminate_backend``. Each is then tried again, first after
:data:`FIRST` seconds, then after twice as long each time it fails, never more than :data:`MOST`
apart (``alea serve --reconnect SECONDS`` sets :data:`MOST`), for as long as it takes; a try that
gets no answer gives up after :data:`CONNECT_TIMEOUT` seconds.

While the storage cannot be reached, or the relay cannot hear the other processes, the server
pauses every table (a copy it cannot keep, or may not know to be behind, is not played on): each
seat is told so in its language, and whatever it types is answered so and changes nothing. Once both
are back, every table in memory is read back from the journal (moves made meanwhile at another
process, notifications missed), and play resumes.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

from alea.online import messages
from alea.online.storage import Away, Storage
from alea.table.guard import log_exception

FIRST = 0.5
"""Seconds before the first try to reach a database that went away."""

MOST = 10.0
"""The longest wait between two tries, in seconds (``alea serve --reconnect``)."""

CONNECT_TIMEOUT = 3
"""Seconds a try to connect waits for an answer before it counts as failed."""

PING = 15.0
"""Seconds the relay's listener may hear nothing before it asks PostgreSQL whether it is still there
(a connection a firewall dropped without a word is found so)."""

WATCH_EVERY = 0.25
"""Seconds between two looks, while the database is away, whether it is back."""

KEEPALIVES: dict[str, Any] = {"keepalives": 1, "keepalives_idle": 30, "keepalives_interval": 10, "keepalives_count": 3}
"""libpq's TCP keepalives on every connection: a peer gone without a word is found within about a minute."""


class Backoff:
    """When to try again to reach the database: at once the first time, then :data:`FIRST` seconds
    after a failure, twice as long after each further one, at most ``most`` seconds apart."""

    def __init__(self, most: float = MOST) -> None:
        self.most = most
        self.delay = 0.0
        self.next = 0.0
        """When (``time.monotonic``) the next try is due."""

    def due(self) -> bool:
        """Whether a try may be made now."""
        return time.monotonic() >= self.next

    def failed(self) -> float:
        """A try failed: the seconds until the next one (from now)."""
        self.delay = min(self.most, max(FIRST, self.delay * 2))
        self.next = time.monotonic() + self.delay
        return self.delay

    def succeeded(self) -> None:
        """A try succeeded: the next failure starts from :data:`FIRST` again."""
        self.delay, self.next = 0.0, 0.0


class Pause:
    """Whether a server pauses its tables now, and why: its storage cannot reach the database
    (``away``), or its relay cannot hear the other processes (``deaf``)."""

    def __init__(self) -> None:
        self.away = False
        self.deaf = False
        self.told: Callable[[str], str] | None = None
        """The sentence the seats were last told of the pause (None: they were told play resumes)."""

    def said(self) -> Callable[[str], str] | None:
        """The sentence that tells a seat, in its language, why the table pauses; None when it does not."""
        if self.away:
            return messages.memory_away
        return messages.not_hearing if self.deaf else None

    def changed(self) -> bool:
        """Whether the seats must be told something new (the pause began, changed or ended); notes it told."""
        said = self.said()
        if said is self.told:
            return False
        self.told = said
        return True


class Pausing:
    """A server's part in a pause (mixed into :class:`alea.online.server.Server`): told by its relay
    and its storage that the database went away or came back, it tells every table's seats, and
    reads every table back before play resumes."""

    environ: dict[str, str]
    rooms: dict[str, Any]
    """The server's open tables (:class:`alea.online.server.Room`: this module sits below the server)."""
    storage: Storage
    pause: Pause

    def current(self, room: Any) -> None:
        raise NotImplementedError

    def everyone(self, room: Any) -> list[Any]:
        raise NotImplementedError

    def flush(self, room: Any) -> None:
        raise NotImplementedError

    def hearing(self, heard: bool) -> None:
        """The relay stopped hearing the other processes (the tables pause), or hears them again: every
        table is read back before it is played on (what they told meanwhile was missed)."""
        self.pause.deaf = not heard
        if heard:
            for room in self.rooms.values():
                room.stale = True
        self.paused_or_resumed()

    def check_storage(self) -> None:
        """After a frame: the database gone away pauses the tables."""
        if not self.pause.away and not self.storage.reachable():
            self.pause.away = True
            self.paused_or_resumed()

    async def _watch_storage(self) -> None:
        """While the database is away, look whether it is back (its storage tries when due)."""
        while True:
            await asyncio.sleep(WATCH_EVERY)
            if self.pause.away and self.storage.reachable():
                self.pause.away = False
                for room in self.rooms.values():  # a move may have been kept as the connection dropped
                    room.stale = True
                self.paused_or_resumed()

    def paused_or_resumed(self) -> None:
        """Tell everyone at every table that it pauses (and why), or, once the pause ends, read each
        table back from the journal and tell its seats play resumes and where the game stands."""
        if not self.pause.changed():
            return
        said = self.pause.said()
        for room in list(self.rooms.values()):
            if said is not None:
                for each in self.everyone(room):
                    each.send("out", lines=[said(each.lang)])
                continue
            try:
                self.current(room)
            except Away:  # gone again: the next look finds it
                self.pause.away, self.pause.told = True, messages.memory_away
                return
            except Exception as error:  # a record that no longer replays ...: logged, the others go on
                log_exception(self.environ, error)
                continue
            for seat, conn in room.connected.items():
                conn.send("out", lines=[messages.resumed(conn.lang)])
                room.table.greet(seat)
                room.prompts.pop(seat, None)
            for each in room.watchers:
                each.send("out", lines=[messages.resumed(each.lang)])
            self.flush(room)
