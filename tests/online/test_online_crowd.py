"""Issue 42, items 5 and 10: a crowd at the server and at a table. A real `alea serve` on loopback
with a small file limit (as a small machine has: soft 128, hard 256) and crowds of spectators from
several loopback addresses (127.0.0.2 ... are loopback on Linux), each within the per-address limit;
real WebSocket clients. Before, the crowd took the server to its file limit, newcomers timed out and
the accept loop wrote a traceback after another; sixteen spectators chatting brought a player 132.8
lines a second; an expelled player took the same free seat again at once; the host's powers left
with the host."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

import aiohttp
import pytest

from alea.online import messages
from alea.online.client import frames
from alea.online.crowd import WATCHER_CHAT_BURST, WATCHERS_CHAT_BURST, WATCHERS_CHAT_RATE

from online_kit import ServerProcess, free_port
from test_online_bots import word
from test_online_security import Peer, connect, with_server

LANGS = ("cs", "fr", "en")


async def client(url: str, address: str, lang: str) -> tuple[aiohttp.ClientSession, Peer | None, str]:
    """A WebSocket from ``address``: its session, the peer (None: not even let in) and the first frame's kind."""
    http = aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(address, 0)))
    try:
        peer = Peer(await asyncio.wait_for(http.ws_connect(url, params={"lang": lang}), 20))
    except asyncio.TimeoutError:  # neither let in nor refused: what the crowd did to newcomers before
        return http, None, "timed out"
    except (aiohttp.ClientError, OSError):
        return http, None, "closed"
    return http, peer, ""


async def first(peer: Peer, kinds: tuple[str, ...], seconds: float = 30.0) -> dict | None:
    """The first frame of one of ``kinds`` the peer receives (None: closed first)."""
    deadline = time.monotonic() + seconds
    while True:
        for each in peer.unread:
            if each["t"] in kinds:
                peer.unread.remove(each)
                return each
        message = await asyncio.wait_for(peer.socket.receive(), max(0.1, deadline - time.monotonic()))
        if message.type is not aiohttp.WSMsgType.TEXT:
            return None
        peer.unread.extend(frames(message.data))


def test_a_crowd_of_spectators_never_keeps_a_player_out_nor_floods_the_log(tmp_path):
    server = ServerProcess(tmp_path / "server", free_port(), "--max-connections", "24", files=256)
    url = f"ws://127.0.0.1:{server.port}/ws"
    outcomes: dict[str, int] = {}

    async def body() -> None:
        async with aiohttp.ClientSession() as http:
            host = await connect(http, url, "cs")
            codes = []
            for _ in range(4):  # four tables, each within its 64 spectators
                await host.send(t="open", players=2, public=True, lang="cs")
                codes.append((await host.next("opened"))["code"])
            code = codes[0]
            await host.send(t="join", code=code, lang="cs")
            await host.next("seat")
            crowd = []

            async def watcher(index: int) -> None:
                lang = LANGS[index % 3]
                session, peer, outcome = await client(url, f"127.0.0.{2 + index % 6}", lang)
                crowd.append((session, peer))  # kept open: a crowd holds its sockets
                if peer is not None:
                    try:
                        await peer.send(t="join", code=codes[index % 4], watch=True, lang=lang)
                        said = await first(peer, ("seat", "error", "moved"), 20)
                    except (aiohttp.ClientError, OSError, ConnectionError):
                        said = None
                    except asyncio.TimeoutError:
                        said, outcome = None, "timed out"
                    if said is None:
                        outcome = outcome or "closed"
                    elif said["t"] == "seat":
                        outcome = "watching"
                    else:  # told, in the spectator's language, that the server is full
                        assert said["lines"] == [messages.server_full(lang)], said
                        outcome = "told full"
                outcomes[outcome] = outcomes.get(outcome, 0) + 1

            for batch in range(6):  # 6 addresses x 40, forty at a time
                await asyncio.gather(*(watcher(index) for index in range(batch * 40, batch * 40 + 40)))
            # a newcomer player still gets in (a silent spectator makes room), in their language
            for attempt in range(5):  # told that the server is full while the crowd rushes in, then let in
                newcomer = await connect(http, url, "fr")
                await newcomer.send(t="join", code=code, lang="fr")
                seated = await first(newcomer, ("seat", "error"))
                assert seated is not None, "the newcomer was closed without a word"
                if seated["t"] == "seat":
                    break
                assert seated["lines"] == [messages.server_full("fr")], seated
                await asyncio.sleep(2)
            print("the newcomer player was let in at attempt", attempt + 1)
            assert seated["t"] == "seat" and seated["seat"] == 2, seated
            await host.line("status")  # the host's connection was never closed for the crowd
            for session, _peer in crowd:
                await session.close()

    try:
        asyncio.run(body())
        print("240 spectators against a cap of 24:", outcomes)
        assert outcomes.get("watching", 0) >= 20 and "timed out" not in outcomes, outcomes
        assert server.process is not None and server.process.poll() is None
    finally:
        server.stop()
    printed = "\n".join(server.output.since(0))
    log = server.data / "alea.log"
    logged = log.read_text(encoding="utf-8") if log.exists() else ""
    print(f"server printed {len(printed)} characters, logged {len(logged)}")
    assert "Traceback" not in printed and len(printed) < 2000, printed[-2000:]
    assert logged.count("Traceback") <= 3 and len(logged) < 20_000, logged[-2000:]
