"""Tables of bots alone played to their end online: ``alea serve`` in its own process on loopback, a
table of each game opened with a bot at every seat, watched by one client until the game is over.

    .venv/bin/python benchmarks/bot_tables.py                      # this checkout
    .venv/bin/python benchmarks/bot_tables.py --compare main       # and the code of main, side by side
    .venv/bin/python benchmarks/bot_tables.py --only multiverse:2 --limit 120

For each game and seat count it prints the wall time from the watcher's arrival to the game's end,
the moves the watcher heard of, the processor time of the server and of its worker processes (on a
machine other work shares, the processor time says more than the wall time), and the mean time
between two moves over the first and the last ten moves: a bot's move should cost the same at the
end of a long game as at its start (issue 38: the worker keeps its table and applies the new moves).
``--compare REF`` runs the code of git revision REF from a temporary worktree (its ``src`` first on
``PYTHONPATH``) with the same seeds, then this checkout's. The bots wait ``--pause`` seconds before a
move (0: as fast as they can; a server's default is one second). Figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import aiohttp

from alea.online.client import frames

TABLES = (("tesseract", 1), ("tesseract", 2), ("multiverse", 2), ("tetrikon", 2))
"""The games and seat counts played: each game at two seats, and Tesseract alone."""

ENDED = "The game is over. Thank you for playing."
"""What every seat and spectator is told at the end of a table's one game (in English)."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def cpu_seconds(pid: int) -> float:
    """The processor time (user and system) of process ``pid`` so far, or 0 when it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def children(pid: int) -> list[int]:
    try:
        return [int(each) for each in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


async def played(url: str, game: str, players: int, seed: int, limit: float) -> dict[str, Any]:
    """Open a table of bots alone, watch it to its end (or ``limit`` seconds): the figures."""
    async with aiohttp.ClientSession() as http:
        opener = await http.ws_connect(url, params={"lang": "en"})
        await opener.send_str(json.dumps({"t": "open", "game": game, "players": players, "bots": players,
                                          "seed": seed}))
        code = None
        while code is None:
            for frame in frames((await opener.receive(timeout=60)).data):
                if frame.get("t") == "opened":
                    code = frame["code"]
        await opener.close()
        watcher = await http.ws_connect(url, params={"lang": "en"})
        start = time.monotonic()
        await watcher.send_str(json.dumps({"t": "join", "code": code, "lang": "en", "watch": True}))
        moves: list[float] = []
        ended = False
        while not ended and time.monotonic() - start < limit:
            try:
                message = await watcher.receive(timeout=max(0.1, limit - (time.monotonic() - start)))
            except asyncio.TimeoutError:
                break
            if message.type != aiohttp.WSMsgType.TEXT:
                break
            for frame in frames(message.data):
                if frame.get("t") == "out" and frame.get("lines"):
                    moves.append(time.monotonic() - start)
                    ended = ended or ENDED in frame["lines"]
        await watcher.close()
    gaps = [later - earlier for earlier, later in zip(moves, moves[1:])]
    return {"game": game, "players": players, "seconds": round(time.monotonic() - start, 1), "ended": ended,
            "moves": len(moves), "first_gap_ms": round(1000 * statistics.mean(gaps[:10]), 1) if gaps else None,
            "last_gap_ms": round(1000 * statistics.mean(gaps[-10:]), 1) if gaps else None}


def run(source: Path | None, tables: list[tuple[str, int]], seed: int, pause: int, limit: float) -> list[dict[str, Any]]:
    """Each table at a server of its own, running the code in ``source`` (None: this checkout)."""
    environ = dict(os.environ)
    if source is not None:
        environ["PYTHONPATH"] = str(source)
    results = []
    for game, players in tables:
        with tempfile.TemporaryDirectory(prefix="alea-bots-") as data:
            port = free_port()
            server = subprocess.Popen([sys.executable, "-m", "alea.main", "serve", "--port", str(port), "--data", data,
                                       "--bot-pause", str(round(pause)), "--thinkers", "1"],
                                      stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=environ)
            try:
                assert server.stdout is not None
                server.stdout.readline()  # "Alea serves tables at ...": it listens
                time.sleep(2.0)  # the worker warms up (loads every game) before the clock starts
                cpu = cpu_seconds(server.pid)
                worker_cpu = sum(cpu_seconds(child) for child in children(server.pid))
                result = asyncio.run(played(f"ws://127.0.0.1:{port}/ws", game, players, seed, limit))
                result["worker_cpu"] = round(sum(cpu_seconds(child) for child in children(server.pid)) - worker_cpu, 1)
                result["server_cpu"] = round(cpu_seconds(server.pid) - cpu, 1)
                results.append(result)
            finally:
                server.terminate()
                server.wait(30)
    return results


def per_move(game: str, players: int, seed: int, marks: tuple[int, ...] = (5, 50, 100, 200, 400, 800)) -> list[str]:
    """In this process: a table of ``game`` played by its bots, and at each of ``marks`` moves what one
    bot's move costs in the worker (processor time): kept and played on (this checkout), and replayed
    from the whole record (what a worker did for every move before issue 38); and what the server's
    event loop spends handing the table over (``snapshot``, then pickling it for the worker)."""
    import pickle
    import tempfile as folders

    from alea.online import thinking
    from alea.online.database import open_storage
    from alea.online.hosting import OnlineTable, StoredJournal

    lines = []
    with folders.TemporaryDirectory() as data:
        storage = open_storage(Path(data))
        table = OnlineTable(game, players, StoredJournal(storage, "bench", game, players), {}, seed=seed)
        moves = 0
        while table.waited_seat() is not None and moves <= marks[-1]:
            seat = table.waited_seat()
            assert seat is not None
            thought = thinking.Thought(table.snapshot(), seat, "en", "normal", "")
            if moves in marks:
                clock = time.process_time
                start = clock()
                kept = thinking.choose(thought, {})
                played_on = clock() - start
                thinking._tables.clear()
                start = clock()
                replayed = thinking.choose(thought, {})
                whole = clock() - start
                times = []
                for _ in range(21):
                    start = time.perf_counter()
                    pickle.dumps(thinking.Thought(table.snapshot(), seat, "en", "normal", ""))
                    times.append(time.perf_counter() - start)
                handed = statistics.median(times)
                assert kept == replayed
                lines.append(f"  move {moves:>4} ({len(thought.table.entries)} entries): kept {1000 * played_on:7.1f} ms, "
                             f"replayed {1000 * whole:7.1f} ms; the loop hands it over in {1000 * handed:.2f} ms (median)")
            else:
                thinking.choose(thought, {})
            choice = table.bot_choice(seat)
            assert choice is not None
            table.play_chosen(seat, choice, table.position())
            for each in range(players):
                table.take(each)
            moves += 1
        storage.close()
    return lines


async def received(socket: aiohttp.ClientWebSocketResponse) -> list[dict[str, Any]]:
    """The frames of the next message ``socket`` receives."""
    return list(frames((await socket.receive(timeout=120)).data))


async def opened(session: aiohttp.ClientSession, url: str, open_frame: dict[str, Any]) -> str:
    """Open a table with ``open_frame``: its code."""
    opener = await session.ws_connect(url, params={"lang": "en"})
    await opener.send_str(json.dumps(open_frame))
    while True:
        for frame in await received(opener):
            if frame.get("t") == "opened":
                await opener.close()
                return str(frame["code"])


async def joined(session: aiohttp.ClientSession, url: str, code: str, **more: Any) -> tuple[aiohttp.ClientWebSocketResponse, bool]:
    """Join table ``code`` (``watch=True``: as a spectator): the socket, and whether it was given a seat."""
    socket = await session.ws_connect(url, params={"lang": "en"})
    await socket.send_str(json.dumps({"t": "join", "code": code, "lang": "en", **more}))
    while True:
        kinds = [frame.get("t") for frame in await received(socket)]
        if "seat" in kinds or "error" in kinds:
            return socket, "seat" in kinds


async def answered(player: aiohttp.ClientWebSocketResponse, text: str, count: int, rest: float = 0.0) -> dict[str, Any]:
    """Type ``text`` ``count`` times, each once the last is answered (``done``), ``rest`` seconds
    apart: the median, 95th percentile and slowest answer, in ms."""
    times = []
    for _ in range(count):
        start = time.perf_counter()
        await player.send_str(json.dumps({"t": "line", "text": text}))
        while "done" not in [frame.get("t") for frame in await received(player)]:
            pass
        times.append(1000 * (time.perf_counter() - start))
        await asyncio.sleep(rest)
    ordered = sorted(times)
    return {"p50_ms": round(statistics.median(times), 1), "p95_ms": round(ordered[max(0, round(0.95 * count) - 1)], 1),
            "max_ms": round(ordered[-1], 1)}


async def against_a_crowd(url: str, crowd_frames: list[tuple[dict[str, Any], dict[str, Any]]],
                          text: str, count: int, rest: float, after: dict[str, Any] | None = None) -> dict[str, Any]:
    """Tables opened from 127.0.0.1 with each of ``crowd_frames`` (the open frame, then what the
    joiner asks: ``watch``), each joined and read; then ``after`` (a line typed at every crowd seat,
    as ``{"text": ...}``); then ``text`` typed ``count`` times at a one-seat Tesseract table from
    127.0.0.2 (:func:`answered`), and how many crowd tables let their client in."""
    crowd = aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=("127.0.0.1", 0)))
    victim = aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=("127.0.0.2", 0)))
    sockets = []
    let_in = 0
    try:
        for open_frame, join in crowd_frames:
            socket, seated = await joined(crowd, url, await opened(crowd, url, open_frame), **join)
            let_in += seated
            sockets.append(socket)
        await asyncio.sleep(2.0 if after else 3.0)  # the crowd at work (a lesson's set-up told)
        if after is not None:
            for socket in sockets:
                await socket.send_str(json.dumps({"t": "line", **after}))
        drain = [asyncio.ensure_future(drained(socket)) for socket in sockets]
        player, _ = await joined(victim, url, await opened(victim, url, {"t": "open", "game": "tesseract",
                                                                         "players": 1, "seed": 3}))
        figures = await answered(player, text, count, rest)
        for task in drain:
            task.cancel()
    finally:
        for socket in sockets:
            await socket.close()
        await crowd.close()
        await victim.close()
    return {"let in": let_in, **figures}


async def crowded(url: str, tables: int, hints: int) -> dict[str, Any]:
    """``tables`` four-seat Multiverse tables of bots alone, watched from 127.0.0.1 (the crowd), and a
    player at a one-seat Tesseract table from 127.0.0.2 asking ``hints`` hints, one after the other."""
    crowd = [({"t": "open", "game": "multiverse", "players": 4, "bots": 4, "seed": number}, {"watch": True})
             for number in range(tables)]
    return await against_a_crowd(url, crowd, "hint", hints, 0.0)


async def lessons(url: str, count: int, lines: int) -> dict[str, Any]:
    """``count`` Multiverse lessons from 127.0.0.1 whose teachers each type ``all`` (the bots play the
    rest of the lesson's game in one step), and a player at a one-seat Tesseract table from 127.0.0.2
    typing ``status`` ``lines`` times (answered in the event loop)."""
    crowd: list[tuple[dict[str, Any], dict[str, Any]]] = [
        ({"t": "open", "game": "multiverse", "players": 4, "lesson": True, "seed": number}, {})
        for number in range(count)]
    return await against_a_crowd(url, crowd, "status", lines, 0.1, after={"text": "all"})


async def drained(socket: aiohttp.ClientWebSocketResponse) -> None:
    """Read what a spectator is sent, so that the server never waits for it."""
    while not socket.closed:
        if (await socket.receive()).type != aiohttp.WSMsgType.TEXT:
            return


def crowd_run(source: Path | None, tables: int, hints: int, extra: list[str], *, teaching: bool = False) -> dict[str, Any]:
    """:func:`crowded` (:func:`lessons` when ``teaching``) against a server running the code in
    ``source`` (None: this checkout)."""
    environ = dict(os.environ)
    if source is not None:
        environ["PYTHONPATH"] = str(source)
    with tempfile.TemporaryDirectory(prefix="alea-crowd-") as data:
        port = free_port()
        server = subprocess.Popen([sys.executable, "-m", "alea.main", "serve", "--port", str(port), "--data", data,
                                   "--bot-pause", "0", "--thinkers", "1", "--max-per-address", str(tables + 16), *extra],
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=environ)
        try:
            assert server.stdout is not None
            server.stdout.readline()
            time.sleep(2.0)
            url = f"ws://127.0.0.1:{port}/ws"
            return asyncio.run(lessons(url, tables, hints) if teaching else crowded(url, tables, hints))
        finally:
            server.terminate()
            server.wait(30)


def shown(result: dict[str, Any] | None) -> str:
    if result is None:
        return "-"
    ended = "" if result["ended"] else f" (> {result['seconds']} s, not ended)"
    return (f"{result['seconds']:>6} s{ended}, {result['moves']} moves, worker {result['worker_cpu']} s cpu, "
            f"server {result['server_cpu']} s cpu, between moves {result['first_gap_ms']} -> {result['last_gap_ms']} ms")


@contextmanager
def worktree(revision: str) -> Iterator[Path]:
    """A temporary git worktree of ``revision``, its catalogs compiled (setup.py compiles them whenever it runs)."""
    root = Path(__file__).resolve().parent.parent
    with tempfile.TemporaryDirectory(prefix="alea-compare-") as parent:
        tree = Path(parent) / "tree"
        subprocess.run(["git", "-C", str(root), "worktree", "add", "--detach", str(tree), revision],
                       check=True, capture_output=True)
        try:
            subprocess.run([sys.executable, "setup.py", "--version"], cwd=tree, check=False, capture_output=True)
            yield tree
        finally:
            subprocess.run(["git", "-C", str(root), "worktree", "remove", "--force", str(tree)], check=False)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--compare", metavar="REF", help="also run the code of git revision REF (e.g. main)")
    parser.add_argument("--only", action="append", metavar="GAME:SEATS", help="only these tables (repeatable)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--pause", type=int, default=0, help="whole seconds a bot waits before its move")
    parser.add_argument("--limit", type=float, default=300.0, help="seconds a table is watched at most")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--per-move", metavar="GAME:SEATS", help="only what one bot's move costs, in this process, "
                        "as the game goes on (kept and played on, or replayed whole)")
    parser.add_argument("--crowd", type=int, metavar="TABLES", help="only a victim's hints while TABLES tables of "
                        "four bots from another address play (issue 42, item 7)")
    parser.add_argument("--lessons", type=int, metavar="COUNT", help="only another table's answers while COUNT "
                        "lessons from another address run all (issue 42, item 7)")
    args = parser.parse_args()
    for count, teaching, lines, said in ((args.lessons, True, 50, "status typed at 127.0.0.2 while {} lessons from "
                                          "127.0.0.1 run all, 50 lines:"),
                                         (args.crowd, False, 20, "a hint from 127.0.0.2 while {} tables of 4 bots "
                                          "alone from 127.0.0.1 play, 20 hints:")):
        if count is None:
            continue
        print(said.format(count))
        if args.compare:
            with worktree(args.compare) as tree:
                print(f"  {args.compare:>8}: {crowd_run(tree / 'src', count, lines, [], teaching=teaching)}")
        print(f"  {'this':>8}: {crowd_run(None, count, lines, [], teaching=teaching)}")
        if not teaching:
            print(f"  {'this':>8}, --bot-tables {count}: {crowd_run(None, count, lines, ['--bot-tables', str(count)])}")
        return
    if args.per_move:
        game, seats = args.per_move.split(":")
        print(f"{game}, {seats} seats, processor time of one bot's move in the worker:")
        print("\n".join(per_move(game, int(seats), args.seed)))
        return
    tables = ([(each.split(":")[0], int(each.split(":")[1])) for each in args.only] if args.only else list(TABLES))
    before: list[dict[str, Any]] | None = None
    if args.compare:
        with worktree(args.compare) as tree:
            before = run(tree / "src", tables, args.seed, args.pause, args.limit)
    after = run(None, tables, args.seed, args.pause, args.limit)
    if args.json:
        print(json.dumps({"before": before, "after": after, "cores": os.cpu_count()}))
        return
    for index, (game, players) in enumerate(tables):
        print(f"{game}, {players} seat{'s' if players > 1 else ''}:")
        if before is not None:
            print(f"  {args.compare:>8}: {shown(before[index])}")
        print(f"  {'this':>8}: {shown(after[index])}")


if __name__ == "__main__":
    main()
