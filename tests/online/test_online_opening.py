"""Issue 42, item 3 (the disk): opening tables by the thousand, reconnecting to get past the eight a
connection may open, filled the server's disk at about 4.7 GB an hour. Here a client reconnects for
every table, from one loopback address and then from others (127.0.0.2 ... are loopback on Linux),
against a real server on loopback on SQLite and PostgreSQL: past its address's tables, and past the
whole server's, ``open`` is refused in the client's language and nothing more is kept; joining an
open table is not limited by it."""

from __future__ import annotations

import asyncio

import aiohttp
import pytest

from alea.online import messages
from alea.online.client import frames
from alea.online.opening import ADDRESS_PER_HOUR, Openings

from test_online_security import Peer, with_server

pytestmark = pytest.mark.usefixtures("backend")  # every test on SQLite and on PostgreSQL (conftest.py)


async def open_from(url: str, address: str, lang: str = "en") -> dict:
    """Open a two-player table on a new connection from ``address``: the answer (``opened`` or ``error``)."""
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(address, 0))) as http:
        peer = Peer(await http.ws_connect(url, params={"lang": lang}))
        await peer.send(t="open", players=2, lang=lang)
        while not any(each["t"] in ("opened", "error") for each in peer.unread):
            message = await asyncio.wait_for(peer.socket.receive(), 30)
            peer.unread.extend(frames(message.data))
        await peer.socket.close()
        return next(each for each in peer.unread if each["t"] in ("opened", "error"))


def test_opening_tables_is_counted_per_address_and_for_the_server_across_connections(tmp_path):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        codes = [(await open_from(url, "127.0.0.1"))["code"] for _ in range(3)]
        said = await open_from(url, "127.0.0.1", "cs")  # a new connection brings no new tables
        assert said["t"] == "error" and said["lines"] == [messages.too_many_opened(20, "cs")], said
        assert server.storage.load_table(f"{codes[-1]}") is not None

        # another address opens its own, until the whole server's are spent
        for _ in range(2):
            assert (await open_from(url, "127.0.0.2"))["t"] == "opened"
        said = await open_from(url, "127.0.0.3", "fr")
        assert said["t"] == "error" and said["lines"] == [messages.too_many_opened(12, "fr")], said

        # joining an open table is not opening one
        async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=("127.0.0.1", 0))) as other:
            peer = Peer(await other.ws_connect(url, params={"lang": "cs"}))
            await peer.send(t="join", code=codes[0], lang="cs")
            assert (await peer.next("seat"))["t"] == "seat"
            await peer.socket.close()

    asyncio.run(with_server(tmp_path, body, openings=Openings(per_address=3, per_server=5)))


def test_the_buckets_fill_again_with_time():
    now = [0.0]
    openings = Openings(per_address=30, per_server=600, clock=lambda: now[0])
    for _ in range(ADDRESS_PER_HOUR):
        assert openings.wait("2001:db8::1") == 0
        openings.opened("2001:db8::1")
    assert openings.wait("2001:db8::ffff:2") == 120.0  # the same /64: one machine
    assert openings.wait("2001:db9::1") == 0
    now[0] += 120.0
    assert openings.wait("2001:db8::1") == 0
