"""Thinking off the event loop: hints, and the moves of bots at the table, answered by a pool of
worker processes, so that one table's search never holds the moves of the others.

The server hands :meth:`Thinkers.think` a :class:`Thought`: a table as storage holds it (its
game's record), a seat with its language and verbosity, and the line typed there (``hint``). A
worker replays the table (it keeps its last few tables, and replays only when the record changed),
answers the line at that seat exactly as the table in the server would, and returns what the seat
was told, in its language. :meth:`Thinkers.choose` is the same for a bot's move: the worker asks
the game's hint bot for the move of the seat the game waits for, read from that seat's view
alone, and returns its place among the legal moves; the server plays it at the seat, so it is
kept, then told, like any player's move. A thought changes nothing: the worker's table keeps nothing
(:class:`Unkept` refuses every write), so a line that would move is refused there, never made.

Thoughts wait in a bounded queue: past :data:`MOST_WAITING`, :meth:`Thinkers.think` answers None
at once and the server says it is busy. The pool starts its workers with ``spawn`` (a fresh
interpreter: nothing of the server's sockets or database connections is inherited) and warms them
up at once, so the first hint does not pay for loading the bots.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from alea.dataclass import dataclass
from typing import Any

from alea.online.storage import StoredSeat, StoredTable

MOST_WAITING = 64
"""Thoughts that may wait for a worker at once (then the server says it is busy)."""

TABLES_KEPT = 8
"""Tables a worker keeps replayed (the last ones asked about)."""


@dataclass(frozen=True)
class Thought:
    """A line to answer off the event loop, at one seat of a table as it stands."""

    table: StoredTable
    seat: int
    """The seat (from 0)."""
    lang: str
    verbosity: str
    line: str


class Unkept:
    """Storage for a worker's replayed table: it reads nothing and refuses every write (a thought
    changes nothing; a line that would move is refused in the worker, not made)."""

    def create_table(self, code: str, game: str, config: dict[str, Any],
                     entries: list[dict[str, Any]] | None = None) -> None:
        raise PermissionError("a worker keeps nothing")

    def load_table(self, code: str) -> StoredTable | None:
        return None

    def append_entries(self, code: str, entries: list[dict[str, Any]]) -> None:
        raise PermissionError("a worker keeps nothing")

    def cut_record(self, code: str, length: int) -> None:
        raise PermissionError("a worker keeps nothing")

    def seats(self, code: str) -> list[StoredSeat]:
        return []

    def keep_seat(self, code: str, seat: StoredSeat) -> None:
        raise PermissionError("a worker keeps nothing")

    def free_seat(self, code: str, seat: int) -> None:
        raise PermissionError("a worker keeps nothing")

    def add_chat(self, code: str, seat: int, text: str) -> None:
        raise PermissionError("a worker keeps nothing")

    def chat(self, code: str) -> list[tuple[int, str]]:
        return []

    def close(self) -> None:
        return None


_tables: OrderedDict[str, tuple[StoredTable, Any]] = OrderedDict()
"""In a worker: the tables last replayed, by code, with the stored table they were replayed from."""


def replayed(stored: StoredTable, environ: dict[str, str]) -> Any:
    """In a worker: the table ``stored`` replayed (kept from the last thought about it when its
    record is the same), with what its seats were told on replaying dropped."""
    from alea.online.hosting import OnlineTable

    kept = _tables.pop(stored.code, None)
    if kept is not None and kept[0] == stored:
        table = kept[1]
    else:
        if kept is not None:
            kept[1].close()
        table = OnlineTable.reopen(stored, Unkept(), environ)
        for seat in range(table.players):
            table.take(seat)
    _tables[stored.code] = (stored, table)
    while len(_tables) > TABLES_KEPT:
        _tables.popitem(last=False)[1][1].close()
    return table


def answer(thought: Thought, environ: dict[str, str]) -> list[str]:
    """In a worker: the lines the seat is told when ``thought.line`` is typed there."""
    table = replayed(thought.table, environ)
    table.configure(thought.seat, thought.lang, thought.verbosity)
    table.take(thought.seat)
    table.handle(thought.seat, thought.line)
    lines: list[str] = table.take(thought.seat)
    for seat in range(table.players):  # what others would have been told (nothing, for a hint) is dropped
        table.take(seat)
    return lines


def choose(thought: Thought, environ: dict[str, str]) -> int | None:
    """In a worker: the move a bot at ``thought.seat`` plays (the hint's bot, from that seat's view
    only), as its place in the game's legal moves; None when the game does not wait for that seat."""
    choice: int | None = replayed(thought.table, environ).bot_choice(thought.seat)
    return choice


def orphan_guard(parent: int) -> None:
    """In a worker, first: end with the server. A server killed with SIGKILL cannot stop its pool,
    and a worker waiting for work would wait for ever: on Linux the kernel ends it
    (``PR_SET_PDEATHSIG``); elsewhere a thread watches for the parent to go."""
    import ctypes
    import ctypes.util
    import os
    import signal
    import threading
    import time

    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        if libc.prctl(1, int(signal.SIGKILL), 0, 0, 0) == 0 and os.getppid() == parent:  # PR_SET_PDEATHSIG
            return
    except (OSError, AttributeError):
        pass

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(1)

    threading.Thread(target=watch, daemon=True).start()


def warm() -> int:
    """In a worker, at once: load every game and its bots, so that the first thought is not slow."""
    from alea import games
    from alea.online import hosting  # noqa: F401

    for entry in games.GAMES:
        games.plugin(entry.id)
    return len(games.GAMES)


class Thinkers:
    """The pool of worker processes and its bounded queue."""

    def __init__(self, workers: int, environ: dict[str, str], *, executor: Executor | None = None) -> None:
        self.environ = environ
        self.executor = executor or ProcessPoolExecutor(max_workers=workers,
                                                        mp_context=multiprocessing.get_context("spawn"),
                                                        initializer=orphan_guard, initargs=(os.getpid(),))
        self.waiting = 0
        """Thoughts handed to the pool and not yet answered."""
        self.warming = [self.executor.submit(warm) for _ in range(workers)]

    async def think(self, thought: Thought) -> list[str] | None:
        """What the seat is told, computed in a worker; None at once when too many thoughts wait.
        Raises what the worker raised (a worker that died: ``BrokenProcessPool``)."""
        lines: list[str] | None = await self._queued(answer, thought)
        return lines

    async def choose(self, thought: Thought) -> int | None:
        """A bot's move at ``thought.seat`` (:func:`choose`, its ``line`` unused), computed in a worker:
        its place in the legal moves; None when too many thoughts wait or the game does not wait for
        that seat. Raises what the worker raised."""
        choice: int | None = await self._queued(choose, thought)
        return choice

    async def _queued(self, work: Callable[[Thought, dict[str, str]], Any], thought: Thought) -> Any:
        """``work(thought, environ)`` in a worker, or None at once past :data:`MOST_WAITING`."""
        if self.waiting >= MOST_WAITING:
            return None
        self.waiting += 1
        try:
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(self.executor, work, thought, self.environ)
        finally:
            self.waiting -= 1

    def close(self) -> None:
        """Stop the workers (waiting thoughts are dropped)."""
        self.executor.shutdown(wait=True, cancel_futures=True)
