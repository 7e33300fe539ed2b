"""Issue 42, items 7 and 8: the worker pool that thinks hints and bots' moves cannot be taken by one
address, and survives the death of its worker. Real ``alea serve`` processes on loopback, real
WebSocket clients from two loopback addresses (127.0.0.1, the crowd; 127.0.0.2, the victim), real
worker processes killed with SIGKILL. Nothing is timed: the tests count moves and read answers."""

from __future__ import annotations

import asyncio
import os
import signal
from pathlib import Path

import aiohttp

from alea.online import messages

from online_kit import ServerProcess, alive, children, free_port, wait_for
from test_online_security import Peer

CROWD = "127.0.0.1"
VICTIM = "127.0.0.2"
WAIT = 60.0


async def until(check, what: str) -> None:  # type: ignore[no-untyped-def]
    """Wait (the loop runs meanwhile) until ``check()`` is true; fail after :data:`WAIT` seconds."""
    for _ in range(int(WAIT * 20)):
        if check():
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"waited too long for {what}")


def from_address(address: str) -> aiohttp.ClientSession:
    """A client whose connections come from ``address`` (a loopback one)."""
    return aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(address, 0)))


async def opened_bots_alone(http: aiohttp.ClientSession, url: str, count: int) -> list[str]:
    """Open ``count`` one-seat Tesseract tables with a bot at the seat: their codes."""
    codes: list[str] = []
    opener: Peer | None = None
    for number in range(count):
        if number % 8 == 0:  # a connection opens eight tables at most
            if opener is not None:
                await opener.socket.close()
            opener = Peer(await http.ws_connect(url, params={"lang": "en"}))
        assert opener is not None
        await opener.send(t="open", game="tesseract", players=1, bots=1, seed=number)
        codes.append((await opener.next("opened"))["code"])
    if opener is not None:
        await opener.socket.close()
    return codes


async def seated_alone(http: aiohttp.ClientSession, url: str) -> Peer:
    """A player seated at a new one-seat Tesseract table (seed 3), once its greeting is heard."""
    opener = Peer(await http.ws_connect(url, params={"lang": "en"}))
    await opener.send(t="open", game="tesseract", players=1, seed=3)
    code = (await opener.next("opened"))["code"]
    player = Peer(await http.ws_connect(url, params={"lang": "en"}))
    await player.send(t="join", code=code, lang="en")
    await player.next("seat")
    await player.next("ask")
    return player


def workers_of(server: ServerProcess) -> list[int]:
    """The server's worker processes (not the pool's resource tracker)."""
    assert server.process is not None
    return [pid for pid in children(server.process.pid)
            if b"resource_tracker" not in Path(f"/proc/{pid}/cmdline").read_bytes()]


def test_a_crowd_of_bots_from_one_address_does_not_hold_another_address_hint(tmp_path):
    tables = 10
    server = ServerProcess(tmp_path / "server", free_port(), "--thinkers", "1", "--bot-pause", "0",
                           "--bot-tables", str(tables), "--max-per-address", "100")
    url = f"{server.origin}/ws"
    moves = {"crowd": 0}

    async def watched(peer: Peer) -> None:
        while True:
            message = await peer.socket.receive()
            if message.type != aiohttp.WSMsgType.TEXT:
                return
            moves["crowd"] += message.data.count('"t": "out"') + message.data.count('"t":"out"')

    async def main() -> None:
        async with from_address(CROWD) as crowd, from_address(VICTIM) as victim_http:
            codes = await opened_bots_alone(crowd, url, tables)
            readers = []
            for code in codes:  # each table of bots plays while it is watched: a thought queued at a time
                watcher = Peer(await crowd.ws_connect(url, params={"lang": "en"}))
                await watcher.send(t="join", code=code, lang="en", watch=True)
                await watcher.next("seat")
                readers.append(asyncio.ensure_future(watched(watcher)))
            await until(lambda: moves["crowd"] >= 3 * tables, "the crowd's bots to be playing")
            victim = await seated_alone(victim_http, url)
            for _ in range(3):
                before = moves["crowd"]
                heard = await victim.line("hint")
                during = moves["crowd"] - before
                assert heard and heard[-1].startswith("Hint"), heard
                # Answered after at most the crowd's thought in the worker and one more, not after the
                # other tables' thoughts queued before it (first come, first served: one each).
                assert during <= 3, f"{during} crowd moves before the hint, of {tables} tables queued"
            for reader in readers:
                reader.cancel()

    try:
        asyncio.run(main())
    finally:
        server.stop()


def test_an_address_watches_a_bounded_number_of_tables_of_bots_alone(tmp_path):
    server = ServerProcess(tmp_path / "server", free_port(), "--thinkers", "1", "--bot-pause", "60",
                           "--bot-tables", "2")
    url = f"{server.origin}/ws"

    async def main() -> None:
        async with from_address(CROWD) as crowd, from_address(VICTIM) as other:
            codes = await opened_bots_alone(crowd, url, 3)
            watchers = []  # each kept open (a socket let go is closed)
            for code in codes[:2]:
                watchers.append(Peer(await crowd.ws_connect(url, params={"lang": "fr"})))
                await watchers[-1].send(t="join", code=code, lang="fr", watch=True)
                await watchers[-1].next("seat")
            third = Peer(await crowd.ws_connect(url, params={"lang": "fr"}))
            await third.send(t="join", code=codes[2], lang="fr", watch=True)
            assert (await third.next("error"))["lines"] == [messages.refusal("too_many_bot_tables", "fr")]
            elsewhere = Peer(await other.ws_connect(url, params={"lang": "cs"}))  # another address may
            await elsewhere.send(t="join", code=codes[2], lang="cs", watch=True)
            assert (await elsewhere.next("seat"))["watching"]

    try:
        asyncio.run(main())
    finally:
        server.stop()


def test_a_killed_worker_is_replaced_and_the_hint_answered(tmp_path):
    server = ServerProcess(tmp_path / "server", free_port(), "--thinkers", "1")
    url = f"{server.origin}/ws"

    async def main() -> None:
        async with aiohttp.ClientSession() as http:
            player = await seated_alone(http, url)
            first = await player.line("hint")
            assert len(first) == 1 and first[0].startswith("Hint"), first
            workers = workers_of(server)
            assert len(workers) == 1
            os.kill(workers[0], signal.SIGKILL)  # as the out-of-memory killer would
            wait_for(lambda: not alive(workers[0]), "the worker to end")
            again = await player.line("hint")
            assert again == first  # thought again in a new worker, not "could not be worked out"
            assert workers_of(server) and workers_of(server) != workers
            assert await player.line("hint") == first

    try:
        asyncio.run(main())
    finally:
        server.stop()
    log = (tmp_path / "server" / "alea.log").read_text(encoding="utf-8")
    assert "BrokenProcessPool" in log and log.count("\n--- ") + log.startswith("--- ") == 1  # said once


def test_the_queue_serves_addresses_in_turn_and_bounds_each(tmp_path):
    """The order thoughts reach a worker, with one worker held by a gate (a thread pool stands in for
    the worker processes: the order is the queue's, whatever runs them)."""
    from test_online_thinking import Gated
    from alea.online.thinking import Thinkers

    gated = Gated()
    thinkers = Thinkers(1, {}, executor=gated, waiting_per_address=4)
    order: list[str] = []

    async def main() -> None:
        def work(name: str):  # type: ignore[no-untyped-def]
            return lambda: order.append(name)

        crowd = [asyncio.ensure_future(thinkers.run(work(f"crowd {n}"), CROWD)) for n in range(6)]
        await asyncio.sleep(0)
        victim = asyncio.ensure_future(thinkers.run(work("victim"), VICTIM))
        await asyncio.sleep(0)
        assert thinkers.queued(CROWD) == 4 and thinkers.queued(VICTIM) == 1  # one crowd thought in the worker
        assert [await each for each in crowd[5:]] == [False]  # past four waiting, the fifth is refused at once
        gated.gate.set()
        assert await victim
        assert all([await each for each in crowd[:5]])

    try:
        asyncio.run(main())
    finally:
        thinkers.close()
    assert order == ["crowd 0", "victim", "crowd 1", "crowd 2", "crowd 3", "crowd 4"]


def test_lessons_steps_take_turns_in_one_thread_across_addresses(tmp_path):
    """Two teachers from two addresses start their lessons at once: the second step waits in the
    server's queue while the first runs (the one thread is held by a gate the test opens), instead
    of a second thread against the event loop. A real server on loopback (aiohttp's TestServer
    around the app), real clients; the thread pool's gate stands in for a long step."""
    from aiohttp.test_utils import TestServer

    from alea.online.database import open_storage
    from alea.online.server import Server
    from alea.online.thinking import Thinkers
    from test_online_thinking import Gated

    storage = open_storage(tmp_path)
    server = Server(storage, data=tmp_path)
    gated = Gated()
    server.lesson_steps = Thinkers(1, {}, executor=gated)

    async def teacher(http: aiohttp.ClientSession, url: str) -> Peer:
        opener = Peer(await http.ws_connect(url, params={"lang": "en"}))
        await opener.send(t="open", game="multiverse", players=2, lesson=True)
        code = (await opener.next("opened"))["code"]
        seated = Peer(await http.ws_connect(url, params={"lang": "en"}))
        await seated.send(t="join", code=code, lang="en")
        await seated.next("seat")
        return seated

    async def main() -> None:
        test_server = TestServer(server.app(), host="127.0.0.1")
        await test_server.start_server()
        try:
            url = str(test_server.make_url("/ws"))
            async with from_address(CROWD) as first_http, from_address(VICTIM) as second_http:
                first = await teacher(first_http, url)
                second = await teacher(second_http, url)
                steps = server.lesson_steps
                assert steps is not None
                await until(lambda: steps.queued(VICTIM) == 1, "the second lesson's step to wait")
                assert steps.running == {CROWD: 1}  # the first step holds the one thread
                gated.gate.set()
                await until(lambda: not steps.waiting, "both steps to be answered")
                for each in (first, second):
                    heard = await each.line("say ready")  # answered after the lesson's step, in order
                    assert any(line.startswith("A lesson") for line in each.heard()), heard
        finally:
            await test_server.close()

    try:
        asyncio.run(main())
    finally:
        server.lesson_steps.close()
        storage.close()
