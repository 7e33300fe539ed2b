"""The server's door: every TCP connection counted per address and closed when it stays silent.

aiohttp counts nothing before a request and never times out a socket that sends nothing, so one
address could hold a thousand idle sockets and lock everyone out. :class:`Doorman` wraps the
server's protocol factory: a connection from an address that already holds ``most`` is closed at
once; any connection that sends nothing for ``idle`` seconds is closed (a healthy WebSocket is never
that silent: the server pings every 30 seconds and the client answers; a half-open one, whose
other end has gone, is); and a connection that has not sent its first byte within ``first``
seconds is closed too (the shorter of ``first`` and ``idle``). The counts and timers cost one dictionary entry and one timer a socket.

The door also counts every connection of the server against its cap (``alea serve
--max-connections``, below the process's file limit: :mod:`alea.online.limits`). At the cap, a
newcomer first makes room: the spectator who has said nothing for the longest is told so and closed
(``make_room``); with no spectator to close, the newcomer is let in past the cap, up to
:data:`SPARE` of them, only to be answered with a sentence in its language and closed
(:mod:`alea.online.admission`); past those, it is closed at once. So a crowd of spectators never
keeps a player out, and the server never runs out of files.
"""

from __future__ import annotations

import asyncio
from collections import defaultdict
from collections.abc import Callable
from typing import Any

from alea.online.guessing import address_key

IDLE = 75.0
"""Seconds of silence after which a connection is closed (more than twice the 30 s heartbeat)."""

MOST_PER_ADDRESS = 64
"""Connections one address may hold at once unless ``--max-per-address`` says otherwise: a household
behind one router (three or four browsers, each with a WebSocket and a few spare sockets of its own)
stays well inside it; a class behind a school's router needs more, and docs/teaching.md says so."""

KEEP_ALIVE = 5.0
"""Seconds an idle HTTP connection (a page, a script, a sound already sent) is kept for the next
request. aiohttp's own 75 s let a browser's spare sockets stand for a minute: three browsers on one
machine held the 16 an address may open, and a fourth page was shut out
(tests/online/test_online_web_heard.py). A WebSocket is not an idle HTTP connection and keeps its
own timers."""

FIRST = 30.0
"""Seconds a new connection has to send its first byte (a client on a starved machine may take
more than ten between its connection and its request: the load benchmark's did)."""


SPARE = 32
"""Connections let in past the cap at once, each only to be told that the server is full."""


class Doorman:
    """Counts connections per address and in all, and closes the extra and the silent ones."""

    def __init__(self, most: int, *, idle: float = IDLE, first: float = FIRST, cap: int | None = None,
                 make_room: Callable[[], bool] | None = None) -> None:
        self.most = most
        self.idle = idle
        self.first = min(first, idle)
        self.cap = cap
        """Connections the server holds at most (None: no cap), besides the :data:`SPARE` told it is full."""
        self.make_room = make_room
        """Closes one idle spectator to make room for a newcomer at the cap; False when there is none."""
        self.total = 0
        """Connections held now."""
        self.past: set[asyncio.BaseTransport] = set()
        """Connections let in past the cap, to be told so and closed."""
        self.full = 0
        """Connections refused (told, or closed at once) because the server was full."""
        self.counts: dict[str, int] = defaultdict(int)
        self.refused = 0
        """Connections closed at once for their address's count."""
        self.timed_out = 0
        """Connections closed for their silence."""

    def factory(self, make: Callable[[], asyncio.BaseProtocol]) -> Callable[[], asyncio.Protocol]:
        """A protocol factory for ``loop.create_server`` around ``make`` (aiohttp's)."""
        return lambda: Counted(self, make())

    def admits(self, transport: asyncio.BaseTransport) -> bool:
        """Whether a newcomer is let in under the cap (making room if need be); one let in past the cap
        is noted (:meth:`past_cap`); False: closed at once."""
        if self.cap is None or self.total < self.cap or (self.make_room is not None and self.make_room()):
            return True
        self.full += 1
        if len(self.past) >= SPARE:
            return False
        self.past.add(transport)
        return True

    def past_cap(self, transport: asyncio.BaseTransport | None) -> bool:
        """Whether this connection came past the cap (it is only told that the server is full)."""
        return transport is not None and transport in self.past


class Counted(asyncio.Protocol):
    """One connection at the door: the real protocol inside, a count and a silence timer around it."""

    def __init__(self, door: Doorman, inner: asyncio.BaseProtocol) -> None:
        self.door = door
        self.inner: Any = inner
        self.address: str | None = None
        self.transport: asyncio.Transport | None = None
        self.timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        peer = transport.get_extra_info("peername")
        address = address_key(str(peer[0])) if isinstance(peer, tuple) and peer else "?"  # IPv6: its /64
        door = self.door
        if door.counts[address] >= door.most:
            door.refused += 1
            transport.abort()
            return
        if not door.admits(transport):
            transport.abort()
            return
        door.total += 1
        door.counts[address] += 1
        self.address, self.transport = address, transport
        self._wait(door.first)
        self.inner.connection_made(transport)

    def _wait(self, seconds: float) -> None:
        if self.timer is not None:
            self.timer.cancel()
        self.timer = asyncio.get_running_loop().call_later(seconds, self._silent)

    def _silent(self) -> None:
        self.timer = None
        if self.transport is not None and not self.transport.is_closing():
            self.door.timed_out += 1
            self.transport.abort()

    def data_received(self, data: bytes) -> None:
        self._wait(self.door.idle)
        self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        result: bool | None = self.inner.eof_received()
        return result

    def pause_writing(self) -> None:
        self.inner.pause_writing()

    def resume_writing(self) -> None:
        self.inner.resume_writing()

    def connection_lost(self, exc: Exception | None) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
        if self.address is None:
            return  # refused at the door: aiohttp never saw it
        door = self.door
        door.total -= 1
        if self.transport is not None:
            door.past.discard(self.transport)
        door.counts[self.address] -= 1
        if not door.counts[self.address]:
            del door.counts[self.address]
        self.address = None
        self.inner.connection_lost(exc)
