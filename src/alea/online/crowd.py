"""A crowd at a table: spectators' chat bounded, an expelled player kept out a while, the host's role
passed on when the host leaves, and the spectator who is silent the longest the first closed.

Issue 42: sixteen spectators chatting as fast as their connections allowed (8 lines a second each)
brought 132.8 chat lines a second to a player; a player the host removed was given the same free
seat again at once; and when the host left, nobody held the host's powers any more.

- **Spectators' chat.** Each spectator may send :data:`WATCHER_CHAT_BURST` chat lines at once, then
  one every ``1 / WATCHER_CHAT_RATE`` seconds; all the spectators of a table together
  :data:`WATCHERS_CHAT_BURST` at once, then :data:`WATCHERS_CHAT_RATE` a second. A line past either
  is refused to its spectator alone, with a sentence; the players' own chat is not counted.
- **Expelled.** The address the removed player was connected from is kept out of that table (a new
  seat, or watching) for :data:`EXPEL_HOLD` seconds; a player coming back to their own seat (their
  token or seat code) is not. One address may be a household's or a school's: the others already
  at the table stay, and new ones from it wait as well.
- **The host leaves.** The role passes to the present player of the lowest seat, and everyone is
  told; with nobody else present, it stays with the absent host.
- **Silent spectators.** A spectator who sends nothing for ``alea serve --watch-idle`` seconds
  (:data:`WATCH_IDLE`) is told so and closed; at the server's cap on connections, the one silent
  the longest is closed first to make room for a newcomer (:mod:`alea.online.doorman`).
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from typing import Protocol, TypeVar

from alea.online.guessing import address_key
from alea.online.protocol import RateLimit

WATCHER_CHAT_BURST = 2.0
"""Chat lines one spectator may send at once (the third in a second is refused)."""

WATCHER_CHAT_RATE = 0.5
"""Chat lines a second one spectator may send after those."""

WATCHERS_CHAT_BURST = 4.0
"""Chat lines all the spectators of a table may send at once."""

WATCHERS_CHAT_RATE = 1.0
"""Chat lines a second all the spectators of a table may send after those."""

EXPEL_HOLD = 600.0
"""Seconds the address of a player the host removed is kept out of that table."""

WATCH_IDLE = 3600.0
"""Seconds a spectator may send nothing before its connection is closed (``--watch-idle``): longer
than a lesson, during which a student may only listen."""

KEPT_OUT_MOST = 64
"""Addresses one table keeps out at most (the oldest let in first past them)."""


def watcher_chat() -> RateLimit:
    """One spectator's chat budget."""
    return RateLimit(per_second=WATCHER_CHAT_RATE, burst=WATCHER_CHAT_BURST)


def watchers_chat() -> RateLimit:
    """A table's spectators' chat budget, all together."""
    return RateLimit(per_second=WATCHERS_CHAT_RATE, burst=WATCHERS_CHAT_BURST)


class KeptOut:
    """The addresses kept out of one table, each until a time."""

    def __init__(self) -> None:
        self.until: dict[str, float] = {}

    def add(self, address: str, seconds: float = EXPEL_HOLD) -> None:
        """Keep ``address`` (its /64 for IPv6) out for ``seconds``."""
        now = time.monotonic()
        self.until = {key: end for key, end in self.until.items() if end > now}
        while len(self.until) >= KEPT_OUT_MOST:
            del self.until[min(self.until, key=self.until.__getitem__)]
        self.until[address_key(address)] = now + seconds

    def wait(self, address: str) -> float:
        """Seconds ``address`` is still kept out (0: it is not)."""
        return max(0.0, self.until.get(address_key(address), 0.0) - time.monotonic())


class Listener(Protocol):
    """A spectator's connection, as far as choosing whom to close goes."""

    @property
    def last(self) -> float: ...


Watcher = TypeVar("Watcher", bound=Listener)


def most_silent(watchers: Iterable[Watcher]) -> Watcher | None:
    """The spectator who has sent nothing for the longest, if any."""
    return min(watchers, key=lambda each: each.last, default=None)


def next_host(present: Iterable[int], bots: set[int], leaving: int) -> int | None:
    """The seat the host's role passes to when the host at ``leaving`` goes: the lowest present
    seat a person plays, or None."""
    return min((seat for seat in present if seat != leaving and seat not in bots), default=None)
