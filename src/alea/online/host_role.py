"""The host's role at a table whose players sit at several ``alea serve`` processes (PostgreSQL,
:mod:`alea.online.relay`).

Issue 42, item 6: the role lived in the memory of each process. ``host N`` typed at one process,
or the host leaving there (the role passing to the lowest present seat there), changed nothing at
the others; a host who left with every other player at another process took the role away with
them. Now each change goes with the relay's news of the table (its ``about``):

- ``{"host": N}``: the role passed to seat N (from 0); every process holding the table sets it.
- ``{"host_left": N}``: the host at seat N left, and nobody at that process could take the role;
  a process that holds the table and a present player passes it to the lowest such seat, tells
  everyone, and sends ``{"host": ...}`` in turn.

Two other processes hearing ``host_left`` at once could each choose a player of their own; the
second ``host`` heard wins at each process (with two processes, which a school runs, this cannot
happen). A process that reads the table back later starts from seat 1, as a restarted server does.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from alea.online import crowd
from alea.online.bots import Crew


def passed(seat: int) -> dict[str, Any]:
    """The news that the role passed to ``seat``."""
    return {"host": seat}


def left(seat: int) -> dict[str, Any]:
    """The news that the host at ``seat`` left, with nobody present at that process to take the role."""
    return {"host_left": seat}


def heard(crew: Crew, news: dict[str, Any], present: Iterable[int]) -> tuple[int, int] | None:
    """Another process's news of the role, applied to ``crew``: (old, new) when the role passes here
    to one of ``present`` (the seats connected here; everyone is then to be told), else None."""
    host = news.get("host")
    if isinstance(host, int) and not isinstance(host, bool) and host >= 0:
        crew.host = host
        return None
    gone = news.get("host_left")
    if not isinstance(gone, int) or isinstance(gone, bool) or gone != crew.host:
        return None
    heir = crowd.next_host(present, crew.bots, gone)
    if heir is None:
        return None
    crew.host = heir
    return gone, heir
