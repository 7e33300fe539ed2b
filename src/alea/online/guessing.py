"""What a wrong seat code costs: failures counted per table and per address, across connections.

A seat code (:mod:`alea.online.seatcode`) takes a seat with its permanent token, and seat 1 carries
the host's powers, so guessing one must take years. Before issue 42 a wrong code cost one line of
the connection's rate limit and a new connection brought 24 more: 48 connections from one address
tried some 23,000 codes a second and took a public table's seat in under two seconds.

Now every wrong code is counted in the server's memory for the table and for the address it came
from (an IPv6 address by its /64 network: one machine is given a whole one), whatever connection it
came on. Each is a token bucket: :data:`TABLE_BURST` wrong codes at a table at once, then one every
:data:`TABLE_EVERY` seconds; :data:`ADDRESS_BURST` from one address at once, then one every
:data:`ADDRESS_EVERY` seconds. Once either is spent, a seat code is refused unchecked (a right one
too, so a guess tells nothing) with the minutes to wait; a seat's token still takes the seat.
The buckets are bounded: past :data:`REMEMBERED` of them, those that have filled up again (which
are as good as forgotten) are dropped first.
"""

from __future__ import annotations

import ipaddress
import math
import time
from collections.abc import Callable, Iterable
from typing import Protocol, TypeVar

from alea.online import messages, seatcode

TABLE_BURST = 20
"""Wrong seat codes one table takes at once."""

TABLE_EVERY = 300.0
"""Seconds after which a table takes one more wrong seat code (at most 105,192 a year)."""

ADDRESS_BURST = 5
"""Wrong seat codes one address (an IPv6 /64) may send at once, at any tables."""

ADDRESS_EVERY = 600.0
"""Seconds after which an address may send one more wrong seat code."""

REMEMBERED = 10_000
"""Buckets kept at most, of each kind."""


def address_key(address: str) -> str:
    """What a wrong guess is counted against: the address, or an IPv6 address's /64 network."""
    try:
        found = ipaddress.ip_address(address)
    except ValueError:
        return address
    if isinstance(found, ipaddress.IPv6Address):
        if found.ipv4_mapped is not None:
            return str(found.ipv4_mapped)
        return str(ipaddress.ip_network(f"{found}/64", strict=False))
    return str(found)


class Buckets:
    """Token buckets by key: ``burst`` at once, then one every ``every`` seconds."""

    def __init__(self, burst: int, every: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.burst, self.every, self.clock = burst, every, clock
        self.kept: dict[str, tuple[float, float]] = {}
        """Each key's tokens and when they were counted."""

    def tokens(self, key: str) -> float:
        """The tokens ``key`` holds now."""
        tokens, when = self.kept.get(key, (float(self.burst), 0.0))
        return min(float(self.burst), tokens + (self.clock() - when) / self.every)

    def wait(self, key: str) -> float:
        """Seconds until ``key`` holds a token again (0: it holds one)."""
        return max(0.0, (1.0 - self.tokens(key)) * self.every)

    def take(self, key: str) -> None:
        """Spend one of ``key``'s tokens."""
        if key not in self.kept and len(self.kept) >= REMEMBERED:
            self.forget()
        self.kept[key] = (max(0.0, self.tokens(key) - 1.0), self.clock())

    def forget(self) -> None:
        """Drop the buckets that are full again; if none is, the oldest half."""
        full = [key for key in self.kept if self.tokens(key) >= self.burst]
        for key in full or sorted(self.kept, key=lambda key: self.kept[key][1])[:len(self.kept) // 2]:
            del self.kept[key]


class Counting(Protocol):
    """Token buckets by key (:class:`Buckets`, or kept in PostgreSQL: :mod:`alea.online.shared_guessing`)."""

    def wait(self, key: str) -> float:
        """Seconds until ``key`` holds a token again (0: it holds one)."""

    def take(self, key: str) -> None:
        """Spend one of ``key``'s tokens."""


class Tokened(Protocol):
    """A seat as the server keeps it: its token is all a seat code is checked against."""

    @property
    def token(self) -> str: ...


Seat = TypeVar("Seat", bound=Tokened)


class Guesses:
    """Wrong seat codes, counted per table and per address."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.tables: Counting = Buckets(TABLE_BURST, TABLE_EVERY, clock)
        self.addresses: Counting = Buckets(ADDRESS_BURST, ADDRESS_EVERY, clock)

    def wait(self, table: str, address: str) -> float:
        """Seconds before a seat code may be checked for ``table`` from ``address`` (0: now)."""
        return max(self.tables.wait(table), self.addresses.wait(address_key(address)))

    def failed(self, table: str, address: str) -> None:
        """A wrong seat code was sent for ``table`` from ``address``."""
        self.tables.take(table)
        self.addresses.take(address_key(address))

    def seat(self, table: str, address: str, typed: str, seats: Iterable[Seat], lang: str) -> tuple[Seat | None, str]:
        """The seat of ``seats`` whose code is ``typed``, or None and why, in ``lang``: a code not of a
        seat code's form, or sent while the table's or the address's wrong codes are spent, is refused
        unchecked; a wrong one is counted."""
        if not seatcode.well_formed(typed):
            return None, messages.seat_code_form(lang)
        waiting = self.wait(table, address)
        if waiting:
            return None, messages.too_many_guesses(minutes(waiting), lang)
        found = None
        for seat in seats:  # every seat checked, the time taken the same whichever matches
            if seatcode.matches(seat.token, typed):
                found = seat
        if found is None:
            self.failed(table, address)
            return None, messages.refusal("bad_seat_code", lang)
        return found, ""


def minutes(seconds: float) -> int:
    """Whole minutes to wait, at least one."""
    return max(1, math.ceil(seconds / 60.0))
