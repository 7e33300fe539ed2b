"""Load on the online table server, on loopback only: ``alea serve`` in its own process, and
TABLES tables of SEATS WebSocket clients each spread over PROCESSES load-generator processes
(none of them the server's), playing random legal moves for SECONDS seconds, then everything
stops by itself.

Each table plays one line at a time: the seat the game waits for answers its question with a
random option, or at its turn types a random action (a refused one is tried again with another:
only lines that make a move are measured). A player thinks THINK seconds (uniformly from 0 to
twice the mean) between two moves of a table, as people do; ``--think 0`` measures the server
flat out. Measured: from the moment a move's line is sent to the moment its narration has
reached every seat of the table (p50, p95, max), and the server's peak memory (VmHWM); the
processor time of the server and of the generators, and the machine's load, say how busy the
machine was.

    .venv/bin/python benchmarks/online_load.py                 # 200 tables x 4 seats, 60 s
    .venv/bin/python benchmarks/online_load.py --tables 20 --seconds 10
    .venv/bin/python benchmarks/online_load.py --short --json figures.json   # a few seconds (tests)
    .venv/bin/python benchmarks/online_load.py --game multiverse --tables 20  # another game
    .venv/bin/python benchmarks/online_load.py --database temp --servers 2    # two processes, one PostgreSQL
    .venv/bin/python benchmarks/online_load.py --hints 2                      # hints asked, 2 a second in all
    .venv/bin/python benchmarks/online_load.py --matrix --tables 400         # the six runs of docs/online.md

``--database`` keeps the tables in PostgreSQL: an address, or ``temp`` for a throwaway cluster of
Debian's ``postgresql`` in a temporary folder (tests/online/postgres_kit.py), a new database a run.
``--servers N`` starts N ``alea serve`` processes on that database; the seats of every table are
spread over them (seat i at process i mod N), so each move reaches some seats through another
process (LISTEN/NOTIFY). ``--hints R`` has players ask ``hint`` at their turn, R a second across
all tables (a token bucket in each generator), before they move; hints are answered by the
servers' worker processes and are not timed as moves, but every move at every table is measured
while they are thought. ``--matrix`` runs, one after another: one process on SQLite, one on
PostgreSQL, two on PostgreSQL, each without and with ``--hints 2``, and prints them side by side.
Memory and processor time are each server process's, its hint workers' counted apart.

``--game`` plays any registered game (Tesseract by default). Tesseract's players type random actions
(refused ones are tried again); another game's players type a random one of the legal moves, which
the generator reads from the position the server's database holds (the server keeps each move there
before it announces it), at the cost of replaying the game in the generator each turn: its
processor time is the generators', reported apart from the server's.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import queue
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp

from alea import games
from alea.online.client import frames

sys.path[:0] = [str(Path(__file__).resolve().parents[1] / "tests" / "online"),
                str(Path(__file__).resolve().parents[1] / "tests")]  # the online kits, and the kit they import
from online_kit import children  # noqa: E402  (the tests' folder, just added)

COMMANDS = games.plugin(games.DEFAULT_GAME).command_list
"""Tesseract's commands, whose words the players type."""

COLUMNS = [f"{c}{r}" for c in "abcd" for r in "1234"]


SILENT = 30.0
"""Seconds after which a move that some seat has not heard of is counted as silent, not timed."""

SHORT = {"tables": 4, "seats": 2, "seconds": 3.0, "think": 0.05, "processes": 2}
"""``--short``: a run of a few seconds that shows the script works end to end (a test runs it)."""

DEFLATE = bool(os.environ.get("ALEA_LOAD_DEFLATE"))
"""Whether the clients ask for permessage-deflate, as browsers do (``--deflate``)."""

GRACE = 300.0
"""Seconds past the measured time (and the seating) after which everything is stopped anyway (seating
400 tables on PostgreSQL on a busy machine took more than two minutes)."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def cpu_seconds(pid: int) -> float:
    """The processor time the process has used so far (user and system), from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def memory_kib(pid: int, key: str) -> int:
    """A memory figure of the process (VmRSS, VmHWM) in KiB, from /proc."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(key + ":"):
            return int(line.split()[1])
    return 0


@dataclass
class Seat:
    """One client: its socket, what it was last asked, and when it last heard its table."""

    socket: aiohttp.ClientWebSocketResponse
    lang: str = "en"
    code: str = ""
    """The table's code (to read its position from the server's database)."""
    ask: dict[str, Any] = field(default_factory=dict)
    outs: int = 0
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    """The table's event, shared by its seats: set whenever one of them hears something."""
    done: asyncio.Queue[dict[str, Any]] = field(default_factory=asyncio.Queue)

    async def read(self) -> None:
        async for message in self.socket:
            if message.type is not aiohttp.WSMsgType.TEXT:
                break
            for frame in frames(message.data):
                kind = frame["t"]
                if kind == "out":
                    self.outs += 1
                    self.changed.set()
                elif kind == "ask":
                    self.ask = frame
                    self.changed.set()
                elif kind == "done":
                    self.done.put_nowait(frame)


@dataclass
class Figures:
    """What one load-generator process measured."""

    tables: int = 0
    seated: int = 0
    ready: asyncio.Event = field(default_factory=asyncio.Event)
    """Set once every table of this process is seated."""
    go: asyncio.Event = field(default_factory=asyncio.Event)
    """Set once every process has seated its tables: the measured time starts."""
    stop: float = 0.0
    seating: float = 0.0
    """Seconds from the start until every table was seated (not measured: the figures start then)."""
    latencies: list[float] = field(default_factory=list)
    refused: int = 0
    answered: list[float] = field(default_factory=list)
    """From a line sent to the server's word that it is answered (``done``), every line."""
    silent: int = 0
    """Moves after which some seat heard nothing within SILENT seconds (not measured)."""
    games: int = 0
    unseated: int = 0
    """Tables that could not be seated (a connection refused or reset): not played."""
    hint_rate: float = 0.0
    """Hints this generator asks a second, in all its tables (``--hints`` shared out)."""
    hint_tokens: float = 0.0
    hint_clock: float = 0.0
    hints: int = 0
    hint_times: list[float] = field(default_factory=list)
    """From a hint asked to its answer at the asking seat."""

    def hint_now(self) -> bool:
        """Whether a player at its turn asks a hint first (a token bucket at ``hint_rate``)."""
        if not self.hint_rate:
            return False
        now = time.monotonic()
        self.hint_tokens = min(2.0, self.hint_tokens + (now - self.hint_clock) * self.hint_rate)
        self.hint_clock = now
        if self.hint_tokens >= 1.0:
            self.hint_tokens -= 1.0
            return True
        return False

    def as_json(self) -> dict[str, Any]:
        return {"seating": self.seating, "latencies": self.latencies, "refused": self.refused,
                "answered": self.answered, "silent": self.silent, "games": self.games,
                "hints": self.hints, "hint_times": self.hint_times, "unseated": self.unseated, "processor": time.process_time()}


async def seat_table(http: aiohttp.ClientSession, urls: list[str], seats: int, rng: random.Random,
                     game: str = games.DEFAULT_GAME) -> list[Seat]:
    """Open a table of ``game`` and seat ``seats`` clients at it (seat i at server i mod N)."""
    opener = await http.ws_connect(urls[0])
    await opener.send_str(json.dumps({"t": "open", "game": game, "players": seats, "seed": rng.randrange(2**31)}))
    code = None
    async for message in opener:
        frame = frames(message.data)[0]
        if frame["t"] == "opened":
            code = frame["code"]
            break
    await opener.close()
    table = []
    news = asyncio.Event()
    for number in range(seats):
        lang = rng.choice(["cs", "fr", "en"])
        ws = await http.ws_connect(urls[number % len(urls)], params={"lang": lang}, compress=15 if DEFLATE else 0)
        seat = Seat(ws, lang, str(code), changed=news)
        asyncio.create_task(seat.read())
        await ws.send_str(json.dumps({"t": "join", "code": code, "lang": lang}))
        table.append(seat)
    return table


async def a_line(seat: Seat, rng: random.Random, game: str, data: str) -> str:
    """A random line for the seat the game waits for, in its language: an option, yes, or an action
    (Tesseract: end, or remove from a random column: often refused, then another line is tried;
    another game: one of its legal moves, from the position kept in the server's database)."""
    ask = seat.ask
    if ask.get("text"):
        options = ask.get("options") or []
        return str(rng.randint(1, len(options))) if options else "1"
    if game != games.DEFAULT_GAME:
        return await asyncio.to_thread(legal_line, game, data, seat.code, seat.lang, rng)
    if rng.random() < 0.3:
        return str(COMMANDS["end"].word(seat.lang))
    return f"{COMMANDS['remove'].word(seat.lang)} {rng.choice(COLUMNS)}"


def legal_line(game: str, data: str, code: str, lang: str, rng: random.Random) -> str:
    """A random legal move of the table ``code`` (read back from the server's database in ``data``)
    as its player types it in ``lang``."""
    from alea.online.hosting import OnlineTable
    from alea.online.database import open_storage

    storage = open_storage(Path(data), database=os.environ.get("ALEA_DATABASE") or None)
    try:
        stored = storage.load_table(code)
        assert stored is not None, code
        table = OnlineTable.reopen(stored, storage, {})
        played = table.host.game
        line = MOVE_LINES[game](played, rng.choice(list(played.legal_moves())), lang)
        table.close()
        return line
    finally:
        storage.close()


def multiverse_line(game: Any, move: Any, lang: str) -> str:
    """A Multiverse move as typed: flip a colour, or flip all."""
    from alea.multiverse.engine import Flip

    commands = games.plugin("multiverse").command_list
    return f"{commands['flip'].word(lang)} {move.colour}" if isinstance(move, Flip) else str(commands["flipall"].word(lang))


def tetrikon_line(game: Any, move: Any, lang: str) -> str:
    """A Tetrikon move as its table narrator says the line to type."""
    from alea.tetrikon.table.narrator import TableNarrator

    return str(TableNarrator(lang, "normal").typed(move, game.view(frozenset({game.pending.player}))))


MOVE_LINES = {"multiverse": multiverse_line, "tetrikon": tetrikon_line}
"""How a legal move of a game other than Tesseract is typed (each game's own words)."""


async def play(http: aiohttp.ClientSession, urls: list[str], options: dict[str, Any], figures: Figures,
               rng: random.Random) -> None:
    """One table's players, game after game, for ``seconds`` once every table is seated."""
    seats, think, game = options["seats"], options["think"], options["game"]
    try:
        table = await seat_table(http, urls, seats, rng, game)
    except (aiohttp.ClientError, OSError, IndexError, KeyError) as error:  # refused, reset: said, not hung
        figures.unseated += 1
        figures.seated += 1
        if figures.seated == figures.tables:
            figures.ready.set()
        print(f"a table could not be seated: {error!r}", file=sys.stderr)
        return
    figures.seated += 1
    if figures.seated == figures.tables:  # every table of this process is seated
        figures.ready.set()
    await figures.go.wait()
    position = None
    while time.monotonic() < figures.stop:
        waiting = [s for s in table if s.ask.get("waits")]
        if any(s.ask.get("over") for s in table):
            figures.games += 1
            for seat in table:
                await seat.socket.close()
            table = await seat_table(http, urls, seats, rng, game)
            position = None
            continue
        if not waiting:
            await news(table)
            continue
        player = waiting[0]
        if think:
            await asyncio.sleep(rng.uniform(0, 2 * think))
        if not player.ask.get("text") and figures.hint_now():  # a hint first, thought while others move
            asked = time.perf_counter()
            await player.socket.send_str(json.dumps({"t": "line", "text": COMMANDS["hint"].word(player.lang)}))
            await player.done.get()
            figures.hints += 1
            figures.hint_times.append(time.perf_counter() - asked)
        before = [s.outs for s in table]
        sent = time.perf_counter()
        await player.socket.send_str(json.dumps({"t": "line", "text": await a_line(player, rng, game, options["data"])}))
        done = await player.done.get()
        figures.answered.append(time.perf_counter() - sent)
        moved = position is not None and done.get("position") != position
        position = done.get("position")
        if not moved:  # refused, or a question asked: nothing reached the other seats
            figures.refused += 1
            continue
        try:  # a move is narrated to every seat; wait until the last one has heard it
            figures.latencies.append(await asyncio.wait_for(narrated(table, before), SILENT) - sent)
        except asyncio.TimeoutError:
            figures.silent += 1
    for seat in table:
        await seat.socket.close()


async def narrated(table: list[Seat], before: list[int]) -> float:
    """The moment the last seat of the table heard a new narration."""
    while not all(s.outs > b for s, b in zip(table, before)):
        await news(table)
    return time.perf_counter()


async def news(table: list[Seat]) -> None:
    """Wait until a seat of the table hears something (or a second passes)."""
    changed = table[0].changed
    try:
        await asyncio.wait_for(changed.wait(), 1)
    except asyncio.TimeoutError:
        pass
    changed.clear()


async def load(urls: list[str], tables: int, options: dict[str, Any], seed: int, seated: Any) -> Figures:
    """One generator's tables; ``seated`` is the barrier every generator reaches once its tables
    are seated (then the measured time starts for all of them at once)."""
    figures = Figures(tables=tables, hint_rate=options["hint_share"], hint_clock=time.monotonic())
    connector = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=connector) as http:
        rng = random.Random(seed)
        started = time.monotonic()
        players = asyncio.gather(*(play(http, urls, options, figures, random.Random(rng.random()))
                                   for _ in range(tables)))
        await figures.ready.wait()
        await asyncio.to_thread(seated.wait, GRACE)
        figures.seating = time.monotonic() - started
        figures.stop = time.monotonic() + options["seconds"]
        figures.go.set()
        await players
    return figures


def generator(urls: list[str], tables: int, options: dict[str, Any], seed: int, seated: Any, results: Any) -> None:
    """One load-generator process: its share of the tables, its figures into ``results``."""
    if options.get("database_url"):
        os.environ["ALEA_DATABASE"] = options["database_url"]
    figures = asyncio.run(load(urls, tables, options, seed, seated))
    results.put(figures.as_json())


def generate(urls: list[str], options: dict[str, Any]) -> list[dict[str, Any]]:
    """Run the load generators (their own processes) until they stop by themselves; their figures."""
    count = max(1, min(options["processes"], options["tables"]))
    options = {**options, "hint_share": options["hints"] / count}
    context = multiprocessing.get_context("spawn")
    seated, results = context.Barrier(count), context.Queue()
    shares = [options["tables"] // count + (1 if n < options["tables"] % count else 0) for n in range(count)]
    workers = [context.Process(target=generator, args=(urls, share, options, options["seed"] * 1000 + n, seated, results),
                               daemon=True) for n, share in enumerate(shares)]
    for worker in workers:
        worker.start()
    deadline = time.monotonic() + options["seconds"] + GRACE
    figures: list[dict[str, Any]] = []
    try:
        while len(figures) < len(workers):
            try:
                figures.append(results.get(timeout=1.0))
            except queue.Empty:  # a generator that died (its error is on stderr) ends the run now
                failed = [worker.exitcode for worker in workers if worker.exitcode not in (None, 0)]
                if failed or time.monotonic() > deadline:
                    raise SystemExit(f"load generators stopped without their figures (exit codes {failed})")
    finally:
        for worker in workers:
            worker.join(max(0.1, deadline - time.monotonic()))
            if worker.is_alive():
                worker.kill()
    return figures


def percentile(times: list[float], share: float) -> float:
    """The value below which ``share`` of the sorted ``times`` lie."""
    return times[min(len(times) - 1, int(share * len(times)))]


def start_server(port: int, data: str, options: dict[str, Any], database: str | None) -> subprocess.Popen[str]:
    """One ``alea serve`` process on loopback; returns once it listens."""
    profiler = ["-m", "cProfile", "-o", options["profile"]] if options["profile"] else []
    extra = ["--database", database] if database else []
    server = subprocess.Popen([sys.executable, *profiler, "-m", "alea.main", "serve", "--port", str(port),
                               "--data", data, "--max-per-address", str(options["tables"] * options["seats"] * 2),
                               # every table is opened from this one address, at once
                               "--tables-per-hour", "100000", "--server-tables-per-hour", "1000000",
                               "--thinkers", str(options["thinkers"]), *extra],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert server.stdout is not None
    server.stdout.readline()  # "Alea serves tables at ..."
    return server


def run(options: dict[str, Any], database: str | None) -> dict[str, Any] | None:
    """One run: the servers, the generators until they stop, the figures (None: no move measured)."""
    count = options["servers"]
    with tempfile.TemporaryDirectory(prefix="alea-load-", dir=options["data_parent"]) as data:
        options = {**options, "data": data, "database_url": database}
        ports = [free_port() for _ in range(count)]
        servers = []
        try:
            for number, port in enumerate(ports):
                folder = Path(data) / f"server{number}"
                servers.append(start_server(port, str(folder) if database else data, options, database))
            started = time.monotonic()
            load_before = os.getloadavg()[0]
            cpu_before = [cpu_seconds(server.pid) for server in servers]
            workers_before = {server.pid: sum(cpu_seconds(c) for c in children(server.pid)) for server in servers}
            parts = generate([f"ws://127.0.0.1:{port}/ws" for port in ports], options)
            wall = time.monotonic() - started
            cpus = [cpu_seconds(server.pid) - before for server, before in zip(servers, cpu_before)]
            workers_cpu = sum(sum(cpu_seconds(c) for c in children(server.pid)) - workers_before[server.pid]
                              for server in servers)
            workers_peak = max([memory_kib(c, "VmHWM") for server in servers for c in children(server.pid)] or [0])
            load_after = os.getloadavg()[0]
            peaks = [memory_kib(server.pid, "VmHWM") for server in servers]
            ends = [memory_kib(server.pid, "VmRSS") for server in servers]
        finally:
            for server in servers:
                server.terminate()
            for server in servers:
                try:
                    server.wait(30)
                except subprocess.TimeoutExpired:  # stopped anyway: the run ends by itself
                    server.kill()
                    server.wait()
    times = sorted(t for part in parts for t in part["latencies"])
    if not times:
        return None
    elapsed = options["seconds"]
    refused = sum(part["refused"] for part in parts)
    answered = sorted(t for part in parts for t in part["answered"])
    hinted = sorted(t for part in parts for t in part["hint_times"])
    client = sum(part["processor"] for part in parts)
    cpu = sum(cpus)
    return {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "game": options["game"], "tables": options["tables"], "seats": options["seats"], "seconds": elapsed,
        "think": options["think"], "servers": count, "database": "postgresql" if database else "sqlite",
        "hints_asked_a_second": options["hints"],
        "processes": len(parts), "cores": os.cpu_count(), "deflate": options["deflate"],
        "seating": max(part["seating"] for part in parts),
        "moves": len(times), "refused": refused, "silent": sum(part["silent"] for part in parts),
        "games": sum(part["games"] for part in parts), "hints": len(hinted),
        "unseated": sum(part["unseated"] for part in parts),
        "p50_ms": statistics.median(times) * 1000, "p95_ms": percentile(times, 0.95) * 1000,
        "max_ms": times[-1] * 1000,
        "answer_p50_ms": statistics.median(answered) * 1000, "answer_p95_ms": percentile(answered, 0.95) * 1000,
        "hint_p50_ms": statistics.median(hinted) * 1000 if hinted else 0.0,
        "hint_p95_ms": percentile(hinted, 0.95) * 1000 if hinted else 0.0,
        "server_peak_mib": max(peaks) / 1024, "server_peaks_mib": [p / 1024 for p in peaks],
        "server_end_mib": max(ends) / 1024, "workers_peak_mib": workers_peak / 1024,
        "server_cpu_s": cpu, "server_ms_a_line": 1000 * cpu / max(1, len(times) + refused + len(hinted)),
        "workers_cpu_s": workers_cpu,
        "generators_cpu_s": client, "wall_s": wall, "load_before": load_before, "load_after": load_after}


def report(figures: dict[str, Any]) -> None:
    """The figures of one run, in words."""
    elapsed, times = figures["seconds"], figures["moves"]
    wall, client, cpu = figures["wall_s"], figures["generators_cpu_s"], figures["server_cpu_s"]
    print(f"{figures['servers']} server process(es) on {figures['database']}; "
          f"all tables seated in {figures['seating']:.1f} s; then, measured:")
    print(f"{figures['game']}: tables {figures['tables']} x seats {figures['seats']}, {elapsed:.0f} s, "
          f"think {figures['think']} s: {times} moves ({times / elapsed:.0f}/s), {figures['refused']} lines that "
          f"made no move, {figures['silent']} silent moves, {figures['games']} games finished, "
          f"{figures['unseated']} tables not seated")
    print(f"move to narration at every seat: p50 {figures['p50_ms']:.1f} ms, "
          f"p95 {figures['p95_ms']:.1f} ms (goal <= 50), max {figures['max_ms']:.1f} ms")
    print(f"line to its answer at the typing seat: p50 {figures['answer_p50_ms']:.1f} ms, "
          f"p95 {figures['answer_p95_ms']:.1f} ms")
    if figures["hints"]:
        print(f"hints: {figures['hints']} asked ({figures['hints'] / elapsed:.1f}/s), answered at the asking seat: "
              f"p50 {figures['hint_p50_ms']:.1f} ms, p95 {figures['hint_p95_ms']:.1f} ms; "
              f"workers: {figures['workers_cpu_s']:.1f} s of processor, peak {figures['workers_peak_mib']:.0f} MiB")
    print(f"server memory: peak {figures['server_peak_mib']:.0f} MiB a process (goal <= 300), "
          f"at the end {figures['server_end_mib']:.0f} MiB")
    print(f"load generators: {figures['processes']} processes{', asking for deflate' if figures['deflate'] else ''}, "
          f"processor time {client:.1f} s ({100 * client / wall:.0f}% of one core)")
    print(f"server processor time: {cpu:.1f} s in {wall:.0f} s with the seating ({100 * cpu / wall:.0f}% of one core), "
          f"{figures['server_ms_a_line']:.1f} ms a line; machine load average {figures['load_before']:.1f} before, "
          f"{figures['load_after']:.1f} after, on {os.cpu_count()} cores")


MATRIX = [("sqlite", 1, 0.0), ("postgresql", 1, 0.0), ("postgresql", 2, 0.0),
          ("sqlite", 1, 2.0), ("postgresql", 1, 2.0), ("postgresql", 2, 2.0)]
"""``--matrix``: (database, server processes, hints a second) of each run, in order."""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds a player thinks between moves")
    parser.add_argument("--processes", type=int, default=2, help="load-generator processes (the tables are shared out)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", choices=[entry.id for entry in games.GAMES], default=games.DEFAULT_GAME,
                        help="the game every table plays (default: %(default)s)")
    parser.add_argument("--deflate", action="store_true",
                        help="the clients ask for compressed frames (permessage-deflate), as browsers do")
    parser.add_argument("--database", default=None,
                        help="PostgreSQL: its address, or temp for a throwaway cluster (default: SQLite)")
    parser.add_argument("--servers", type=int, default=1, help="alea serve processes (more than one: PostgreSQL)")
    parser.add_argument("--hints", type=float, default=0.0, help="hints asked a second, across all tables")
    parser.add_argument("--thinkers", type=int, default=1, help="each server's hint workers (alea serve --thinkers)")
    parser.add_argument("--matrix", action="store_true", help="the six runs of docs/online.md, side by side")
    parser.add_argument("--short", action="store_true",
                        help="a run of a few seconds: " + ", ".join(f"{k} {v}" for k, v in SHORT.items()))
    parser.add_argument("--json", metavar="FILE", help="also write the figures into FILE, as JSON")
    parser.add_argument("--data-parent", metavar="FOLDER", default=None,
                        help="where the server's database folder is made (default: the system's temporary folder)")
    parser.add_argument("--profile", metavar="FILE", help="run the server under cProfile, its figures into FILE")
    options = vars(parser.parse_args())
    if options["short"]:
        options.update(SHORT)
    if options["deflate"]:  # read by the generators (their own processes) when they start
        os.environ["ALEA_LOAD_DEFLATE"] = "1"
    low, high = games.plugin(options["game"]).players
    if not low <= options["seats"] <= high:
        parser.error(f"{options['game']} seats {low} to {high} players")
    if options["game"] != games.DEFAULT_GAME and options["game"] not in MOVE_LINES:
        parser.error(f"no way to type {options['game']}'s moves yet (MOVE_LINES)")
    if options["servers"] > 1 and not options["database"] and not options["matrix"]:
        parser.error("several servers share a PostgreSQL database: add --database (an address, or temp)")
    runs = MATRIX if options["matrix"] else [("postgresql" if options["database"] else "sqlite", options["servers"],
                                              options["hints"])]
    cluster = None
    results = []
    try:
        for kind, servers, hints in runs:
            database = None
            if kind == "postgresql":
                if options["database"] and options["database"] != "temp":
                    database = options["database"]
                else:
                    if cluster is None:
                        from postgres_kit import Cluster

                        cluster = Cluster(settings={"shared_buffers": "128MB"})
                    database = cluster.new_database()
            figures = run({**options, "servers": servers, "hints": hints}, database)
            if figures is None:
                print(f"{servers} process(es) on {kind}, hints {hints:g}/s: no move was measured")
                if not options["matrix"]:
                    return 1
                continue
            report(figures)
            print()
            results.append(figures)
    finally:
        if cluster is not None:
            cluster.stop()
    if options["matrix"]:
        print(f"| {options['tables']} x {options['seats']}, {options['seconds']:.0f} s | moves | p50 | p95 | max | "
              "memory a process (peak) | hint workers (peak) | server processor a line | hints | load before/after |")
        print("|---|---|---|---|---|---|---|---|---|---|")
        for figures in results:
            name = (f"{figures['servers']} process{'es' if figures['servers'] > 1 else ''}, {figures['database']}"
                    + (f", hints {figures['hints_asked_a_second']:g}/s" if figures["hints_asked_a_second"] else ""))
            print(f"| {name} | {figures['moves']} | {figures['p50_ms']:.1f} ms | {figures['p95_ms']:.1f} ms | "
                  f"{figures['max_ms']:.0f} ms | {', '.join(f'{p:.0f}' for p in figures['server_peaks_mib'])} MiB | "
                  f"{figures['workers_peak_mib']:.0f} MiB | {figures['server_ms_a_line']:.2f} ms | {figures['hints']} | "
                  f"{figures['load_before']:.1f} / {figures['load_after']:.1f} |")
    if options["json"]:
        Path(options["json"]).write_text(json.dumps(results if options["matrix"] else results[0], indent=1) + "\n",
                                         encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
