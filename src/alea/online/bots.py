"""Bots at an online table: which seats a bot plays, who is the host, and what the opener chose.

A bot plays a seat in one of two ways. For good: a free seat given to a bot (``--bots N`` when
the table opens, or the host's ``bot N``) is kept in storage like any seat, with a token that
starts with :data:`BOT_PREFIX` (told to nobody), so that a table read back after a restart knows
its bots. Standing in: when a player has been away longer than the opener chose (``--takeover
SECONDS``; off by default), or at once on the host's ``bot N``, a bot plays their seat until they
come back; their seat and its token stay theirs, so this is kept in memory only.

The bot is the game's hint bot at the hint's budget (:meth:`alea.table.host.TableHost.bot_move`),
reading the seat's view alone; it thinks in the server's worker pool
(:meth:`alea.online.thinking.Thinkers.choose`), and its move is played at its seat, kept, then
told to every seat like any player's (:mod:`alea.online.server`).
"""

from __future__ import annotations

import asyncio
import secrets
from dataclasses import field
from alea.dataclass import dataclass

BOT_PREFIX = "bot-"
"""How the stored token of a seat a bot plays for good begins (a player's token never does: it is
URL-safe base64 of random bytes, 32 characters; this one is longer)."""

BOT_PAUSE = 1.0
"""Seconds a bot waits before it thinks about its move, so that a table's players and spectators
can follow a row of bots' moves (``alea serve --bot-pause``)."""

BOT_TABLES = 4
"""Tables of bots alone (every seat a bot's, no lesson) that the clients of one address may watch at
once: such a table plays only while it is watched, and each of its moves is a search in the worker
pool, so an address past this is refused another (``alea serve --bot-tables``)."""

RETRY = 5.0
"""Seconds before a bot whose move could not be worked out (a worker died) tries again."""


def bot_token() -> str:
    """A new token for a seat a bot plays for good."""
    return BOT_PREFIX + secrets.token_urlsafe(24)


def is_bot(token: str) -> bool:
    """Whether a stored seat's token is a bot's."""
    return token.startswith(BOT_PREFIX)


@dataclass
class Crew:
    """Who plays what at one table besides its players: its bots and its host."""

    bots: set[int] = field(default_factory=set)
    """Seats (from 0) a bot plays for good."""
    standing: set[int] = field(default_factory=set)
    """Seats (from 0) whose player is away and a bot plays for until they come back."""
    host: int = 0
    """The seat (from 0) of the host: the opener's, seat 1, until the role is passed."""
    takeover: float | None = None
    """Seconds a player may be away before a bot takes over their seat; None: never (the default)."""
    thinking: bool = False
    """Whether a bot's move is being worked out (one at a time a table)."""
    timers: dict[int, asyncio.TimerHandle] = field(default_factory=dict)
    """The take-over waiting for each away player's seat."""

    def plays(self, seat: int) -> bool:
        """Whether a bot plays ``seat`` now (for good, or standing in)."""
        return seat in self.bots or seat in self.standing

    def came_back(self, seat: int) -> bool:
        """A player is back at ``seat``: no take-over waits for it any more; whether a bot stood in
        for them (it leaves the seat now)."""
        timer = self.timers.pop(seat, None)
        if timer is not None:
            timer.cancel()
        if seat in self.standing:
            self.standing.discard(seat)
            return True
        return False

    def stop(self) -> None:
        """The table leaves the server's memory: no take-over waits."""
        for timer in self.timers.values():
            timer.cancel()
        self.timers.clear()
