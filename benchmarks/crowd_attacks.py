"""Three attacks of issue 42 on a real ``alea serve`` on loopback, measured (figures printed, nothing
asserted): guessing a listed table's seat code, a crowd of spectators chatting, and opening tables
by the thousand.

    .venv/bin/python benchmarks/crowd_attacks.py guess --seconds 10     # 48 workers guess seat 1's code
    .venv/bin/python benchmarks/crowd_attacks.py chat --seconds 10      # 16 spectators chat at the rate limit
    .venv/bin/python benchmarks/crowd_attacks.py open --seconds 10      # 48 workers open tables, reconnecting
    .venv/bin/python benchmarks/crowd_attacks.py guess --src /tmp/old/src   # another tree's server (before)

``guess``: a public table is opened and its host sits at seat 1 (and stays); WORKERS connections
from 127.0.0.1, each reconnecting whenever it is refused, send join frames with random seat codes of
the form the server tells (six signs before issue 42, twelve after) for SECONDS or until a seat is
taken. Printed: codes checked a second, codes refused unchecked, and when a seat was taken, if one
was. ``chat``: two players and 16 spectators; each spectator sends chat lines as fast as its
connection's rate limit lets it (8 a second) for SECONDS; printed: chat lines a second a player read.
``open``: WORKERS connections from 127.0.0.1 each open a table on a new connection, again and again,
for SECONDS; printed: tables opened and refused, and how fast the database's files grew (per hour).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

LETTERS, DIGITS = "LMRTWX", "23456789"


def start_server(folder: Path, src: str | None) -> tuple[subprocess.Popen[str], int]:
    """``alea serve`` on a free loopback port (``src``: another tree's code), once it listens."""
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = dict(os.environ, ALEA_DATA_DIR=str(folder), ALEA_CONFIG_DIR=str(folder))
    if src:
        env["PYTHONPATH"] = src
    server = subprocess.Popen([sys.executable, "-m", "alea.main", "serve", "--port", str(port), "--data",
                               str(folder / "server"), "--max-per-address", "1000"], stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, env=env)
    assert server.stdout is not None
    server.stdout.readline()  # "Alea serves tables at ..."
    return server, port


def frames(data: str) -> list[dict]:
    found = json.loads(data)
    return found if isinstance(found, list) else [found]


async def received(socket: aiohttp.ClientWebSocketResponse, seconds: float) -> list[dict] | None:
    """The frames of the socket's next message: none after ``seconds`` of silence, None once closed."""
    try:
        message = await asyncio.wait_for(socket.receive(), seconds)
    except asyncio.TimeoutError:
        return []
    return frames(message.data) if message.type is aiohttp.WSMsgType.TEXT else None


async def seated(http: aiohttp.ClientSession, url: str, code: str, **extra: object) -> tuple[aiohttp.ClientWebSocketResponse, dict]:
    socket = await http.ws_connect(url)
    await socket.send_str(json.dumps({"t": "join", "code": code, "lang": "en", **extra}))
    while True:
        for each in frames((await socket.receive()).data):
            if each["t"] == "seat":
                return socket, each


async def opened(http: aiohttp.ClientSession, url: str, players: int) -> str:
    socket = await http.ws_connect(url)
    await socket.send_str(json.dumps({"t": "open", "players": players, "public": True}))
    while True:
        for each in frames((await socket.receive()).data):
            if each["t"] == "opened":
                await socket.close()
                return str(each["code"])


def random_code(signs: int) -> str:
    return "".join(random.choice(LETTERS if index % 2 == 0 else DIGITS) for index in range(signs))


async def guess(url: str, seconds: float, workers: int) -> None:
    async with aiohttp.ClientSession() as http:
        code = await opened(http, url, 2)
        host, seat = await seated(http, url, code)
        signs = len(seat["seat_code"].replace("-", ""))
        counts = {"checked": 0, "unchecked": 0, "taken": 0}
        started = time.monotonic()
        taken: list[float] = []

        async def worker() -> None:
            while time.monotonic() - started < seconds and not taken:
                try:
                    socket = await http.ws_connect(url)
                except aiohttp.ClientError:
                    continue
                for _ in range(24):
                    await socket.send_str(json.dumps({"t": "join", "code": code, "seat_code": random_code(signs)}))
                answered = 0
                while answered < 24 and not taken:
                    got = await received(socket, 5)
                    if not got:
                        break
                    for each in got:
                        if each["t"] == "seat":
                            counts["taken"] += 1
                            taken.append(time.monotonic() - started)
                        elif each["t"] == "error":
                            answered += 1
                            counts["checked" if each["lines"][0].startswith("No seat") else "unchecked"] += 1
                await socket.close()

        await asyncio.gather(*(worker() for _ in range(workers)))
        spent = time.monotonic() - started
        await host.close()
    print(f"seat codes of {signs} signs; {workers} workers, {spent:.1f} s: {counts['checked']} checked "
          f"({counts['checked'] / spent:.0f} a second), {counts['unchecked']} refused unchecked; "
          + (f"a seat taken after {taken[0]:.2f} s" if taken else "no seat taken"))


async def chat(url: str, seconds: float) -> None:
    async with aiohttp.ClientSession() as http:
        code = await opened(http, url, 2)
        player, _ = await seated(http, url, code)
        other, _ = await seated(http, url, code)
        watchers = [(await seated(http, url, code, watch=True))[0] for _ in range(16)]
        read = 0
        started = time.monotonic()

        async def reader(socket: aiohttp.ClientWebSocketResponse) -> int:
            count = 0
            while time.monotonic() - started < seconds + 1:
                got = await received(socket, 0.5)
                if got is None:
                    break
                count += sum(len(each["lines"]) for each in got if each["t"] == "chat")
            return count

        async def talker(socket: aiohttp.ClientWebSocketResponse) -> None:
            reading = asyncio.ensure_future(reader(socket))  # a spectator reads what it is sent
            number = 0
            while time.monotonic() - started < seconds:
                await socket.send_str(json.dumps({"t": "line", "text": f"say line {number}"}))
                number += 1
                await asyncio.sleep(1 / 8)
            await reading

        counting = asyncio.ensure_future(reader(player))
        await asyncio.gather(*(talker(each) for each in watchers), reader(other))
        read = await counting
    print(f"16 spectators chatting at 8 lines a second each for {seconds:.0f} s: a player read {read} chat lines, "
          f"{read / seconds:.1f} a second")


async def open_tables(url: str, seconds: float, workers: int, folder: Path) -> None:
    """Tables opened by ``workers`` connections, each reconnecting for every table."""
    def size() -> int:
        return sum(each.stat().st_size for each in (folder / "server").rglob("*") if each.is_file())

    counts = {"opened": 0, "error": 0}
    before, start = size(), time.monotonic()

    async def worker(http: aiohttp.ClientSession) -> None:
        while time.monotonic() - start < seconds:
            socket = await http.ws_connect(url)
            await socket.send_str(json.dumps({"t": "open", "players": 4}))
            answered = False
            while not answered:
                got = await received(socket, 10)
                if not got:
                    break
                for each in got:
                    if each["t"] in counts:
                        counts[each["t"]] += 1
                        answered = True
            await socket.close()

    async with aiohttp.ClientSession() as http:
        await asyncio.gather(*(worker(http) for _ in range(workers)))
    took = time.monotonic() - start
    grown = size() - before
    print(f"open: {counts['opened']} tables opened, {counts['error']} refused in {took:.1f} s; "
          f"the database grew {grown / 1024:.1f} KiB, {grown / took * 3600 / 2**20:.1f} MiB an hour")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("attack", choices=("guess", "chat", "open"))
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--workers", type=int, default=48)
    parser.add_argument("--src", default=None, help="run the server of another tree's src folder")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        server, port = start_server(Path(folder), options.src)
        url = f"ws://127.0.0.1:{port}/ws"
        try:
            if options.attack == "guess":
                asyncio.run(guess(url, options.seconds, options.workers))
            elif options.attack == "open":
                asyncio.run(open_tables(url, options.seconds, options.workers, Path(folder)))
            else:
                asyncio.run(chat(url, options.seconds))
        finally:
            server.terminate()
            server.wait(10)


if __name__ == "__main__":
    main()
