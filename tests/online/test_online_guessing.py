"""Issue 42, item 2: seats that cannot be guessed. The attack was: a public table's code is in the
lobby, a seat code had 110,592 values, a wrong one cost a line of the connection's rate limit and a
new connection brought 24 more; 48 connections from one address took seat 1 (the host's) in under
two seconds. Here the attacker reconnects for every guess and comes from several loopback addresses
(127.0.0.2 ... are loopback on Linux), against a real server on loopback (aiohttp's TestServer around
the app `alea serve` runs) on SQLite and PostgreSQL: past the address's and the table's wrong
codes, even the right code is refused unchecked, and the seat stays its player's."""

from __future__ import annotations

import asyncio
import re

import aiohttp
import pytest

from alea.online import messages
from alea.online.client import frames
from alea.online.guessing import ADDRESS_BURST, ADDRESS_EVERY, TABLE_BURST, address_key
from alea.online.seatcode import DIGITS, LETTERS, SPACE, old_code, seat_code, well_formed

from test_online_security import Peer, connect, with_server

pytestmark = pytest.mark.usefixtures("backend")  # every test on SQLite and on PostgreSQL (conftest.py)


async def guess(url: str, code: str, typed: str, address: str = "127.0.0.1", lang: str = "en") -> dict:
    """One guess on a new connection from ``address``: the first answer (``seat`` or ``error``)."""
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(address, 0))) as http:
        peer = Peer(await http.ws_connect(url, params={"lang": lang}))
        await peer.send(t="join", code=code, seat_code=typed, lang=lang)
        while not any(each["t"] in ("seat", "error") for each in peer.unread):
            message = await asyncio.wait_for(peer.socket.receive(), 30)
            peer.unread.extend(frames(message.data))
        await peer.socket.close()
        return next(each for each in peer.unread if each["t"] in ("seat", "error"))


def wrong(right: str, step: int) -> str:
    """A well-formed seat code that is not ``right``."""
    signs = list(right.replace("-", ""))
    signs[-1] = DIGITS[(DIGITS.index(signs[-1]) + 1 + step % (len(DIGITS) - 1)) % len(DIGITS)]
    signs[-2] = LETTERS[(step // (len(DIGITS) - 1)) % len(LETTERS)]
    return "".join(signs)


def test_a_seat_code_is_twelve_signs_its_first_six_the_old_code():
    for token in ("a", "b", "token-3", "x" * 32):
        code = seat_code(token)
        assert re.fullmatch(f"([{LETTERS}][{DIGITS}][{LETTERS}]-[{DIGITS}][{LETTERS}][{DIGITS}]-?){{2}}", code), code
        assert code.startswith(old_code(token) + "-") and well_formed(code.lower().replace("-", " "))
        assert not well_formed(old_code(token))
    assert SPACE == 6 ** 6 * 8 ** 6 > 10 ** 10
    assert address_key("2001:db8::1") == address_key("2001:db8::ffff:1") == "2001:db8::/64"
    assert address_key("::ffff:127.0.0.2") == "127.0.0.2" != address_key("127.0.0.3")


def test_guessing_a_listed_tables_seat_is_refused_past_the_address_and_the_table_budgets(tmp_path):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        host = await connect(http, url, "cs")
        await host.send(t="open", players=2, public=True)
        code = (await host.next("opened"))["code"]
        await host.send(t="join", code=code, lang="cs")
        seated = await host.next("seat")
        right = seated["seat_code"]
        assert right == seat_code(seated["token"]) and well_formed(right)
        async with http.get(url.replace("/ws", "/tables")) as listed:  # what the lobby gives: no seat
            lobby = await listed.text()
        assert code in lobby and seated["token"] not in lobby and right not in lobby
        assert right.replace("-", "") not in lobby and old_code(seated["token"]) not in lobby

        # one address, a new connection for every guess: the count is the address's, not the connection's
        for step in range(ADDRESS_BURST):
            said = await guess(url, code, wrong(right, step))
            assert said["lines"] == [messages.refusal("bad_seat_code", "en")], said
        said = await guess(url, code, right, lang="fr")  # even the right code, unchecked
        assert said["t"] == "error" and said["lines"] == [messages.too_many_guesses(10, "fr")], said
        # an old six-sign code is refused for its form, unchecked and not counted
        said = await guess(url, code, old_code(seated["token"]), address="127.0.0.2", lang="cs")
        assert said["lines"] == [messages.seat_code_form("cs")]
        # more addresses: the table's own count stops them all
        tried = ADDRESS_BURST
        address = 2
        while tried < TABLE_BURST:
            for step in range(ADDRESS_BURST):
                said = await guess(url, code, wrong(right, tried + step), address=f"127.0.0.{address}")
                assert said["lines"] == [messages.refusal("bad_seat_code", "en")], said
            tried += ADDRESS_BURST
            address += 1
        said = await guess(url, code, right, address=f"127.0.0.{address}", lang="cs")
        assert said["t"] == "error" and said["lines"][0] == messages.too_many_guesses(5, "cs"), said
        # the seat is still its player's: nobody else sat there, and the token takes it back
        assert server.rooms[code].connected[0] is not None
        back = await connect(http, url, "cs")
        await back.send(t="join", code=code, token=seated["token"], lang="cs")
        assert (await back.next("seat"))["seat"] == 1
        assert (await host.next("moved"))["lines"] == [messages.seat_moved(1, "cs")]
        print(f"guesses answered: {tried} wrong, then refused unchecked; wait {ADDRESS_EVERY / 60:.0f} min "
              f"an address; {SPACE:,} codes")

    asyncio.run(with_server(tmp_path, body))
