"""The memory of ``alea serve`` over many connections, on loopback only (issue 42, item 3).

One ``alea serve`` in its own process; CONNECTIONS WebSocket connections from this process, at most
PARALLEL at a time, each asking to join a table that does not exist (the server answers with a
sentence and the client closes), which is what a crowd of clumsy or hostile clients costs the
server. The server's resident memory (VmRSS) is read after WARM-UP connections (aiohttp's and the
server's own first allocations) and then every STEP connections; the figure that matters is its
growth from the warm-up to the end. With the garbage collector off (as ``alea.main`` leaves it
for the start), every connection kept about 10 KiB: aiohttp's request, response and WebSocket
objects hold each other in cycles that only the collector frees.

    .venv/bin/python benchmarks/connections_memory.py                     # 50,000 connections
    .venv/bin/python benchmarks/connections_memory.py --connections 4000 --json figures.json

tests/online/test_online_collector.py runs it small and holds the growth to a bound.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import aiohttp


def free_port() -> int:
    """A loopback port nobody listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def resident_mib(pid: int) -> float:
    """The process's resident memory now, in MiB (VmRSS of /proc)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


async def connections(url: str, count: int, parallel: int) -> int:
    """``count`` connections to ``url``, each asking for a table nobody opened; returns how many
    were answered (a refused or dropped one is counted apart, not retried)."""
    answered = 0
    gate = asyncio.Semaphore(parallel)

    async def one(http: aiohttp.ClientSession) -> None:
        nonlocal answered
        async with gate:
            try:
                async with http.ws_connect(url) as socket_:
                    await socket_.send_str(json.dumps({"t": "join", "code": "nosuchtable"}))
                    reply = await socket_.receive(timeout=60)
                    answered += reply.type is aiohttp.WSMsgType.TEXT
            except (aiohttp.ClientError, OSError, asyncio.TimeoutError):
                pass

    async with aiohttp.ClientSession() as http:
        await asyncio.gather(*(one(http) for _ in range(count)))
    return answered


def measure(count: int, parallel: int, warm_up: int, step: int, data: Path) -> dict[str, Any]:
    """Start ``alea serve``, make the connections, read its memory; the figures."""
    port = free_port()
    env = dict(os.environ, ALEA_CONFIG_DIR=str(data / "config"), ALEA_DATA_DIR=str(data / "data"),
               PYTHONUNBUFFERED="1")
    server = subprocess.Popen([sys.executable, "-m", "alea.main", "serve", "--lang", "en", "--port", str(port),
                               "--data", str(data / "server")], stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert server.stdout is not None
        first = server.stdout.readline()
        if "http://" not in first:
            raise RuntimeError(f"the server did not start: {first!r}")
        url = f"ws://127.0.0.1:{port}/ws"
        started = time.monotonic()
        answered = asyncio.run(connections(url, warm_up, parallel))
        base = resident_mib(server.pid)
        samples = [(warm_up, round(base, 1))]
        done = 0
        while done < count:
            now = min(step, count - done)
            answered += asyncio.run(connections(url, now, parallel))
            done += now
            samples.append((warm_up + done, round(resident_mib(server.pid), 1)))
        seconds = time.monotonic() - started
    finally:
        server.terminate()
        server.wait(30)
    end = samples[-1][1]
    return {"connections": count, "warm_up": warm_up, "parallel": parallel, "answered": answered,
            "rss_after_warm_up_mib": round(base, 1), "rss_end_mib": end,
            "growth_mib": round(end - base, 1), "peak_mib": max(mib for _, mib in samples),
            "kib_per_connection": round((end - base) * 1024 / max(count, 1), 2),
            "seconds": round(seconds, 1), "samples": samples}


def main() -> int:
    """Run the measurement and print (and optionally write) its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--connections", type=int, default=50_000)
    parser.add_argument("--parallel", type=int, default=16, help="connections open at once (the server allows 64 an address)")
    parser.add_argument("--warm-up", type=int, default=500)
    parser.add_argument("--step", type=int, default=5_000, help="connections between two readings of the memory")
    parser.add_argument("--json", type=Path, default=None, help="write the figures to this file too")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="alea-connections-") as folder:
        figures = measure(options.connections, options.parallel, options.warm_up, options.step, Path(folder))
    print(f"{figures['connections']} connections ({figures['answered']} answered) in {figures['seconds']} s: "
          f"RSS {figures['rss_after_warm_up_mib']} -> {figures['rss_end_mib']} MiB "
          f"(growth {figures['growth_mib']} MiB, {figures['kib_per_connection']} KiB a connection, "
          f"peak {figures['peak_mib']} MiB)")
    for done, mib in figures["samples"]:
        print(f"  after {done:>7} connections: {mib} MiB")
    if options.json is not None:
        options.json.write_text(json.dumps(figures), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
