"""Issue 30, thinking off the event loop: a hint is answered by a worker process
(:mod:`alea.online.thinking`), in the seat's language, with the very lines the table would say in the
server; while a worker thinks, every other table's moves are answered (the loop is not held), and
the hinting seat's next lines wait for its hint, in order."""

from __future__ import annotations

import asyncio
import os
import threading
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from typing import Any

import aiohttp
from aiohttp.test_utils import TestServer

from alea.online.database import open_storage
from alea.online.hosting import OnlineTable, StoredJournal
from alea.online.server import Server
from alea.online.thinking import Thinkers, Thought, answer
from alea.tesseract.engine import Turn

from test_online_security import connect, table_of

ENVIRON: dict[str, str] = {}


def at_a_turn(storage, code: str) -> OnlineTable:  # type: ignore[no-untyped-def]
    """A two-seat Tesseract table kept in ``storage``, played to a lab's action phase."""
    table = OnlineTable("tesseract", 2, StoredJournal(storage, code, "tesseract", 2), ENVIRON, seed=3)
    while not isinstance(table.host.game.pending, Turn):
        table.handle(table.host.game.pending.player, "1")
    for seat in (0, 1):
        table.take(seat)
    return table


def test_a_worker_process_hints_what_the_table_would_in_the_seats_language(tmp_path, backend):
    storage = open_storage(tmp_path, database=backend)
    table = at_a_turn(storage, "hint")
    seat = table.host.game.pending.player
    table.configure(seat, "cs", "normal")
    thought = Thought(table.snapshot(), seat, "cs", "normal", "rada")
    assert table.thinks(seat, "rada") and not table.thinks(1 - seat, "rada")
    assert not table.thinks(seat, "stav")  # only what takes a search goes to a worker
    thinkers = Thinkers(1, ENVIRON)
    try:
        lines = asyncio.run(thinkers.think(thought))
    finally:
        thinkers.close()
    table.handle(seat, "rada")  # the same hint, in the server's own loop
    assert lines == table.take(seat) and lines
    assert lines[0].startswith("Rada")
    assert storage.load_table("hint").entries == table.host.game.record.entries  # nothing was kept by the worker
    assert answer(thought, ENVIRON) == lines  # the worker's kept table answers alike the second time
    storage.close()


class Gated(Executor):
    """A thread pool whose jobs wait for ``gate`` (the test opens it): a hint that takes as long as
    the test wants, without timing anything."""

    def __init__(self) -> None:
        self.pool = ThreadPoolExecutor(1)
        self.gate = threading.Event()

    def submit(self, fn, /, *args: Any, **kwargs: Any) -> Future[Any]:  # type: ignore[no-untyped-def,override]
        def gated():  # type: ignore[no-untyped-def]
            self.gate.wait(60)
            return fn(*args, **kwargs)
        return self.pool.submit(gated)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self.gate.set()
        self.pool.shutdown(wait=wait, cancel_futures=cancel_futures)


def test_other_tables_move_while_a_hint_is_thought_and_the_seats_lines_wait_in_order(tmp_path, backend):
    gated = Gated()
    thinkers = Thinkers(1, ENVIRON, executor=gated)
    storage = open_storage(tmp_path, database=os.environ.get("ALEA_DATABASE") or None)
    server = Server(storage, data=tmp_path, thinkers=thinkers)

    async def main() -> None:
        test_server = TestServer(server.app(), host="127.0.0.1")
        await test_server.start_server()
        try:
            async with aiohttp.ClientSession() as http:
                url = str(test_server.make_url("/ws"))
                _, (thinker,) = await table_of(http, url, 1, "en")
                _, (mover,) = await table_of(http, url, 1, "fr")
                await thinker.send(t="line", text="hint")
                await thinker.send(t="line", text="status")  # waits for the hint
                for _ in range(3):  # another table plays on while the hint is thought
                    assert await mover.line("1")
                assert not [f for f in thinker.frames + thinker.unread if f["t"] == "done"]
                gated.gate.set()
                await thinker.next("done")
                hint = [line for f in thinker.frames if f["t"] == "out" for line in f["lines"]]
                assert hint and hint[-1].startswith("Hint")
                await thinker.next("done")  # then the status, after it
                status = [line for f in thinker.frames if f["t"] == "out" for line in f["lines"]][len(hint):]
                assert status and not status[0].startswith("Hint")
        finally:
            await test_server.close()

    try:
        asyncio.run(main())
    finally:
        thinkers.close()
        storage.close()
