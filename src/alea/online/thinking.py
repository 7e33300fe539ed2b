"""Thinking off the event loop: hints, and the moves of bots at the table, answered by a pool of
worker processes, so that one table's search never holds the moves of the others.

The server hands :meth:`Thinkers.think` a :class:`Thought`: a table as storage holds it (its
game's record), a seat with its language and verbosity, and the line typed there (``hint``). A
worker keeps the tables it last thought about (:data:`TABLES_KEPT`) and plays each on over the
moves made since (:func:`replayed`: a thought costs the same at turn 5 as at turn 500; the whole
record is replayed only by a new worker or after an undo), answers the line at that seat exactly as the table in the server would, and returns what the seat
was told, in its language. :meth:`Thinkers.choose` is the same for a bot's move: the worker asks
the game's hint bot for the move of the seat the game waits for, read from that seat's view
alone, and returns its place among the legal moves; the server plays it at the seat, so it is
kept, then told, like any player's move. A thought changes nothing: the worker's table keeps nothing
(:class:`Unkept` refuses every write), so a line that would move is refused there, never made.

Thoughts wait in a fair, bounded queue (:class:`Thinkers`): addresses take turns, and past
:data:`MOST_WAITING` (or :data:`WAITING_PER_ADDRESS` of one address) :meth:`Thinkers.think` answers
None at once and the server says it is busy; a dead worker is replaced. The pool starts its workers with ``spawn`` (a fresh
interpreter: nothing of the server's sockets or database connections is inherited) and warms them
up at once, so the first hint does not pay for loading the bots.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
from collections import OrderedDict, deque
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from alea.dataclass import dataclass
from typing import Any

from alea.online.storage import StoredSeat, StoredTable
from alea.table.guard import log_exception

MOST_WAITING = 64
"""Thoughts that may wait for a worker at once, from every address (then the server says it is busy)."""

WAITING_PER_ADDRESS = 16
"""Thoughts of one address that may wait for a worker at once (``alea serve --thoughts-per-address``)."""

TABLES_KEPT = 32
"""Tables a worker keeps (the last ones asked about): each plays on over the moves made since."""


def running_per_address(workers: int) -> int:
    """How many thoughts of one address the workers take at once: half of them (at least one), so
    that with two workers or more one address never holds them all."""
    return max(1, workers // 2)


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

    def plays_bots(self, code: str) -> bool:
        return False

    def let_bots_go(self, code: str) -> None:
        return None

    def reachable(self) -> bool:
        return True

    def chat(self, code: str) -> list[tuple[int, str]]:
        return []

    def close(self) -> None:
        return None


_tables: OrderedDict[str, tuple[StoredTable, Any]] = OrderedDict()
"""In a worker: the tables last thought about, by code, each with the stored table it stands at (the
least recently used is let go past :data:`TABLES_KEPT`)."""

replays = 0
"""In a worker: how many tables it replayed from their whole record (a test reads it)."""


def replayed(stored: StoredTable, environ: dict[str, str]) -> Any:
    """In a worker: the table ``stored``, with what its seats were told on the way dropped. A table
    kept from an earlier thought plays on over the entries recorded since (a bot's move costs the
    same at turn 5 as at turn 500); it is replayed from its whole record only when the worker never
    kept it (a new worker, one let go) or its record was cut since (an undo) or does not follow."""
    kept = _tables.pop(stored.code, None)
    table = None
    if kept is not None:
        table = caught_up(kept[0], kept[1], stored)
        if table is None:
            kept[1].close()
    if table is None:
        from alea.online.hosting import OnlineTable

        global replays
        replays += 1
        table = OnlineTable.reopen(stored, Unkept(), environ)
        for seat in range(table.players):
            table.take(seat)
    _tables[stored.code] = (stored, table)
    while len(_tables) > TABLES_KEPT:
        _tables.popitem(last=False)[1][1].close()
    return table


def caught_up(before: StoredTable, table: Any, stored: StoredTable) -> Any:
    """``table``, kept at ``before``, played on to ``stored``; None when ``stored`` does not follow
    ``before`` (another game, a record cut by an undo) or its new entries do not replay."""
    done = len(before.entries)
    if (stored.config != before.config or stored.game != before.game or len(stored.entries) < done
            or stored.entries[:done] != before.entries):
        return None
    if len(stored.entries) > done:
        try:
            table.play_on(stored.entries[done:])
        except Exception:  # a record that does not follow: the whole record is replayed instead
            return None
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


@dataclass(eq=False)
class Job:
    """A thought waiting for a worker: what to run, for which address, and who waits for its answer."""

    work: Callable[..., Any]
    arguments: tuple[Any, ...]
    address: str
    answered: asyncio.Future[Any]


class Thinkers:
    """The pool of worker processes and its fair, bounded queue.

    At most as many thoughts as there are workers are handed to the pool at once, and no more than
    ``per_address`` of them from one address while another address waits (a hint is its seat's
    connection's, a bot's move the address that brought its table into memory); the others wait in
    one queue per address, and a worker that comes free takes the oldest thought of the next
    address in turn. One address's
    crowd of bots thus never holds another table's hint for longer than the thoughts already in
    the workers take. Past :data:`MOST_WAITING` thoughts waiting in all, or ``waiting_per_address``
    from one address, a thought is answered None at once (the server says it is busy).

    A worker that died (``kill -9``, the out-of-memory killer: ``BrokenProcessPool``) is replaced by
    a new pool, said once in the log; each thought it held is thought again once in the new one."""

    def __init__(self, workers: int, environ: dict[str, str], *, executor: Executor | None = None,
                 per_address: int | None = None, waiting_per_address: int = WAITING_PER_ADDRESS) -> None:
        self.environ = environ
        self.workers = max(1, workers)
        self.own_pool = executor is None
        """Whether the pool is this one's own processes (then a broken one is replaced)."""
        self.executor = executor or self.new_pool()
        self.per_address = per_address or running_per_address(self.workers)
        """Thoughts of one address handed to the workers at once."""
        self.waiting_per_address = waiting_per_address
        """Thoughts of one address that may wait (then that address's next is answered busy)."""
        self.queues: OrderedDict[str, deque[Job]] = OrderedDict()
        """The thoughts waiting, by address, in the order addresses take their turn."""
        self.running: dict[str, int] = {}
        """Thoughts of each address in the workers now."""
        self.replaced = 0
        """How many times a broken pool was replaced."""
        self.warming = [self.executor.submit(warm) for _ in range(self.workers)] if self.own_pool else []

    def new_pool(self) -> Executor:
        """A pool of fresh worker processes (``spawn``: nothing of the server's sockets is inherited)."""
        return ProcessPoolExecutor(max_workers=self.workers, mp_context=multiprocessing.get_context("spawn"),
                                   initializer=orphan_guard, initargs=(os.getpid(),))

    @property
    def waiting(self) -> int:
        """Thoughts handed to the pool or waiting for it, not yet answered."""
        return sum(len(queue) for queue in self.queues.values()) + sum(self.running.values())

    def queued(self, address: str | None = None) -> int:
        """Thoughts waiting for a worker (of ``address``, or of every address)."""
        if address is not None:
            return len(self.queues.get(address, ()))
        return sum(len(queue) for queue in self.queues.values())

    def full(self, address: str) -> bool:
        """Whether a thought of ``address`` would be answered busy now."""
        return self.waiting >= MOST_WAITING or self.queued(address) >= self.waiting_per_address

    async def think(self, thought: Thought, address: str = "") -> list[str] | None:
        """What the seat is told, computed in a worker; None at once when too many thoughts wait.
        Raises what the worker raised."""
        lines: list[str] | None = await self._queued(answer, (thought, self.environ), address)
        return lines

    async def choose(self, thought: Thought, address: str = "") -> int | None:
        """A bot's move at ``thought.seat`` (:func:`choose`, its ``line`` unused), computed in a worker:
        its place in the legal moves; None when too many thoughts wait or the game does not wait for
        that seat. Raises what the worker raised."""
        choice: int | None = await self._queued(choose, (thought, self.environ), address)
        return choice

    async def run(self, work: Callable[[], object], address: str = "") -> bool:
        """``work()`` in the pool (a thread pool's: a lesson's step) when its address's turn comes;
        False at once, not run, when too many wait. Raises what it raised."""
        if self.full(address):
            return False
        await self._queued(work, (), address)
        return True

    async def _queued(self, work: Callable[..., Any], arguments: tuple[Any, ...], address: str) -> Any:
        """``work(*arguments)`` in a worker when its address's turn comes, or None at once when full."""
        if self.full(address):
            return None
        job = Job(work, arguments, address, asyncio.get_running_loop().create_future())
        if address not in self.queues:  # an address that waited for nothing takes the next turn
            self.queues[address] = deque()
            self.queues.move_to_end(address, last=False)
        self.queues[address].append(job)
        self._dispatch()
        return await job.answered

    def _dispatch(self) -> None:
        """Hand waiting thoughts to free workers, one address after the other."""
        while sum(self.running.values()) < self.workers:
            waiting = [each for each, queue in self.queues.items() if queue]
            if not waiting:
                return
            address = next((each for each in waiting if self.running.get(each, 0) < self.per_address),
                           waiting[0])  # past its share only when no other address waits
            queue = self.queues.pop(address)
            job = queue.popleft()
            if queue:
                self.queues[address] = queue  # its next thought waits for the other addresses' turns
            if not job.answered.done():  # not given up meanwhile
                self.running[address] = self.running.get(address, 0) + 1
                asyncio.ensure_future(self._run(job))

    async def _run(self, job: Job) -> None:
        """Think ``job`` in a worker (once again in a new pool if the worker died) and answer it."""
        try:
            result = await self._in_pool(job)
        except BaseException as error:  # what the worker raised goes to whoever waits
            if not job.answered.done():
                job.answered.set_exception(error)
        else:
            if not job.answered.done():
                job.answered.set_result(result)
        finally:
            self.running[job.address] -= 1
            if not self.running[job.address]:
                del self.running[job.address]
            self._dispatch()

    async def _in_pool(self, job: Job) -> Any:
        loop = asyncio.get_running_loop()
        executor = self.executor
        try:
            return await loop.run_in_executor(executor, job.work, *job.arguments)
        except BrokenProcessPool as error:
            if not self.own_pool:
                raise
            self.replace(executor, error)
            return await loop.run_in_executor(self.executor, job.work, *job.arguments)

    def replace(self, broken: Executor, error: BaseException) -> None:
        """A worker of ``broken`` died: a new pool takes its place (once, whichever thought saw it
        first), and the log says so once."""
        if broken is not self.executor:
            return
        log_exception(self.environ, error)
        broken.shutdown(wait=False, cancel_futures=True)
        self.executor = self.new_pool()
        self.replaced += 1
        self.warming = [self.executor.submit(warm) for _ in range(self.workers)]

    def close(self) -> None:
        """Stop the workers (waiting thoughts are dropped)."""
        for queue in self.queues.values():
            for job in queue:
                if not job.answered.done():
                    job.answered.cancel()
        self.queues.clear()
        self.executor.shutdown(wait=True, cancel_futures=True)
