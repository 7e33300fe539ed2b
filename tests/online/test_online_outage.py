"""Issue 42, items 1 and 4: shared tables that survive their database. Real `alea serve` servers (the
app each process runs, several in this test's event loop, each with its own storage and relay
connections) on a real PostgreSQL (:mod:`postgres_kit`), real WebSocket clients on loopback:

- a process whose copy of a table is behind (it did not hear the other's move) and whose journal
  write is refused (a ``Conflict``) reads the game again, never appends a move made on the old
  position: the stored record still replays;
- the listeners killed (``pg_terminate_backend``, as an idle timeout or a pooler does): each process
  says the table pauses, listens again, reads its tables back, says play resumes;
- PostgreSQL restarted (``pg_ctl stop`` / ``start`` on the same port): a move meanwhile, and a join,
  are answered with a sentence; play resumes by itself once it is back.

Each counts the moves told to a seat (its line answered and the move kept) and checks every one
of them is in the record at the end, which replays."""

from __future__ import annotations

import asyncio
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import aiohttp
import psycopg
import pytest
from aiohttp.test_utils import TestServer

from alea.online import messages
from alea.online.database import open_storage
from alea.online.relay import LocalRelay, PostgresRelay
from alea.online.server import Server
from alea.online.storage import Storage
from alea.online.thinking import Thinkers, choose
from online_kit import leaks, next_line, replayed
from postgres_kit import Cluster
from test_online_security import Peer, connect

GAME = "multiverse"
LANGS = ("cs", "fr")
WAIT = 30.0
TRIES = 40
"""Lines a seat types at most for one move (each refused one waits for play to resume)."""


class Node:
    """One server process's parts (its own storage and relay connections) in this test's event loop."""

    def __init__(self, folder: Path, database: str, *, hears: bool = True) -> None:
        self.storage = Counted(open_storage(folder, database=database))
        relay = PostgresRelay(database, {"ALEA_DATA_DIR": str(folder)}) if hears else LocalRelay()
        self.server = Server(self.storage, data=folder, relay=relay, thinkers=None)
        self.server.bot_pause = 0
        self.counted = Counting(max_workers=1)
        self.server.bot_thread = Thinkers(1, self.server.environ, executor=self.counted)  # as the server makes it
        self.test_server = TestServer(self.server.app(), host="127.0.0.1")

    async def start(self) -> str:
        await self.test_server.start_server()
        return str(self.test_server.make_url("/ws"))

    def thoughts(self) -> int:
        """How many bot moves this server worked out."""
        return self.counted.chosen

    async def close(self) -> None:
        await self.test_server.close()
        self.storage.close()


class Counting(ThreadPoolExecutor):
    """The thread a server's bots think in (``--thinkers 0``), with the moves it worked out counted."""

    chosen = 0

    def submit(self, fn, /, *args, **kwargs):  # type: ignore[no-untyped-def]
        if fn is choose:
            self.chosen += 1
        return super().submit(fn, *args, **kwargs)


class Counted:
    """A server's storage, with the moves it kept counted (an observer: every call goes to the storage)."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self.appended = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.storage, name)

    def append_entries(self, code: str, entries: list[dict[str, Any]]) -> None:
        self.storage.append_entries(code, entries)
        self.appended += 1


class Tally:
    """The moves told (a seat's line answered, the move kept) and what the record held after each."""

    def __init__(self) -> None:
        self.told = 0
        self.records: list[tuple[dict, ...]] = []

    def kept_in(self, final: tuple[dict, ...]) -> int:
        """How many told moves the final record still holds (every record told is a prefix of it)."""
        return sum(1 for record in self.records if final[:len(record)] == record)


async def heard(peer: Peer, text: str, start: int = 0) -> None:
    """Wait until ``peer`` was told ``text`` (in any frame from the ``start``-th on)."""
    async def look() -> None:
        while not any(text in frame.get("lines", ()) for frame in peer.frames[start:] + peer.unread):
            await anything(peer)
    await asyncio.wait_for(look(), WAIT)


async def anything(peer: Peer) -> dict:
    """The next frame (of any kind), kept in ``peer.frames``."""
    if not peer.unread:
        message = await peer.socket.receive()
        assert message.type is aiohttp.WSMsgType.TEXT, message
        from alea.online.client import frames

        peer.unread.extend(frames(message.data))
    frame = peer.unread.pop(0)
    peer.frames.append(frame)
    return frame


async def move(seats: dict[int, Peer], folder: Path, code: str, tally: Tally) -> None:
    """The seat the game waits for types its move, again after each pause, until the move is kept;
    the other seat hears of it (the move itself, or where the game stands once play resumes)."""
    for _ in range(TRIES):
        game = replayed(folder, code)
        seat = game.pending.player
        mover, other = seats[seat], seats[1 - seat]
        size, mark = len(game.record.entries), len(other.frames) + len(other.unread)
        answer = await mover.line(next_line(GAME, game, LANGS[seat]))
        after = replayed(folder, code).record.entries
        if len(after) > size:
            tally.told += 1
            tally.records.append(tuple(after))

            async def told() -> None:
                while not any(f["t"] == "out" for f in (other.frames + other.unread)[mark:]):
                    await anything(other)
            await asyncio.wait_for(told(), WAIT)
            return
        assert any(line in answer for line in (messages.memory_away(LANGS[seat]), messages.not_hearing(LANGS[seat]),
                                               messages.behind(LANGS[seat]))), answer
        await heard(mover, messages.resumed(LANGS[seat]))
    raise AssertionError("the move was never kept")


async def seated(urls: list[str], players: int = 2) -> tuple[str, dict[int, Peer]]:
    """A Multiverse table opened at the first server; seat N (from 0) sits at ``urls[N]``."""
    opener = await connect(_http, urls[0])
    await opener.send(t="open", game=GAME, players=players, seed=4)
    code = (await opener.next("opened"))["code"]
    seats = {}
    for seat, url in enumerate(urls):
        peer = await connect(_http, url, LANGS[seat])
        await peer.send(t="join", code=code, lang=LANGS[seat])
        await peer.next("seat")
        await peer.next("ask")
        seats[seat] = peer
    await opener.socket.close()
    return code, seats


_http: aiohttp.ClientSession


async def closing(*nodes: Node) -> None:
    """The clients' sockets closed, then the servers (which would wait for the sockets otherwise)."""
    await _http.close()
    for node in nodes:
        await node.close()


def run(body) -> None:  # type: ignore[no-untyped-def]
    async def main() -> None:
        global _http
        async with aiohttp.ClientSession() as _http:
            await body()
    asyncio.run(main())


def test_a_copy_behind_whose_move_is_refused_reads_the_game_again(tmp_path, postgres_cluster, monkeypatch):
    """Server B hears nothing (a listener that dropped unnoticed, as before issue 42: its relay is
    the one-process one) and holds the table from its start (a spectator there). Both seats play at
    A; then the player who moved first takes their seat at B, whose copy is behind, and types their
    first move there again, twice. The first is refused (the journal's position is taken); the
    second must be answered on the game as it stands, never appended on the old one."""
    database = postgres_cluster.new_database()
    monkeypatch.setenv("ALEA_DATABASE", database)
    tally = Tally()

    async def body(urls: list[str], a: Node, b: Node) -> None:
        code, seats = await seated([urls[0], urls[0]])
        while replayed(tmp_path, code).pending.player == 0 or tally.told < 2:  # the set-up's answers
            await move(seats, tmp_path, code, tally)
        watcher = await connect(_http, urls[1], "en")  # B reads the table now, and keeps it
        await watcher.send(t="join", code=code, lang="en", watch=True)
        await watcher.next("seat")
        game = replayed(tmp_path, code)
        seat = game.pending.player
        line = next_line(GAME, game, LANGS[seat])
        made = tally.told
        while tally.told < made + 2 or replayed(tmp_path, code).pending.player == seat:  # the other's turn
            await move(seats, tmp_path, code, tally)
        token = next(f for f in seats[seat].frames if f["t"] == "seat")["token"]
        again = await connect(_http, urls[1], LANGS[seat])  # the same player, now through B
        await again.send(t="join", code=code, lang=LANGS[seat], token=token)
        await again.next("seat")
        first = await again.line(line)
        await again.line(line)
        final = replayed(tmp_path, code).record.entries  # it replays
        assert messages.behind(LANGS[seat]) in first
        assert tally.kept_in(final) == tally.told

    two_servers(tmp_path, database, body, b_hears=False)


def two_servers(folder: Path, database: str, body, *, b_hears: bool = True) -> None:  # type: ignore[no-untyped-def]
    """``body(urls, a, b)`` with two servers on ``database`` running, then everything closed."""
    async def both() -> None:
        a, b = Node(folder / "a", database), Node(folder / "b", database, hears=b_hears)
        try:
            await body([await a.start(), await b.start()], a, b)
        finally:
            await closing(a, b)
    run(both)


def played_through(folder: Path, database: str, fault, after: int, name: str) -> None:  # type: ignore[no-untyped-def]
    """Two servers, a seat at each: 4 moves, then ``fault(urls, code, seats)``, then ``after`` moves
    (each typed again after a pause); each seat was told the table resumed, every told move is kept
    and the record replays."""
    tally = Tally()

    async def body(urls: list[str], a: Node, b: Node) -> None:
        code, seats = await seated(urls)
        for _ in range(4):
            await move(seats, folder, code, tally)
        marks = {seat: len(peer.frames) for seat, peer in seats.items()}
        await fault(urls, code, seats)
        for _ in range(after):
            await move(seats, folder, code, tally)
        for seat, peer in seats.items():  # each was told the table paused, and that it resumed
            await heard(peer, messages.resumed(LANGS[seat]), marks[seat])
        final = replayed(folder, code).record.entries
        assert tally.kept_in(final) == tally.told == 4 + after
        print(f"{name}: {tally.told} moves told, {tally.kept_in(final)} kept, 1 of 1 table replays")
    two_servers(folder, database, body)


def test_listeners_killed_pause_the_table_then_it_is_read_back_and_resumes(tmp_path, postgres_cluster,
                                                                            monkeypatch):
    database = postgres_cluster.new_database()
    monkeypatch.setenv("ALEA_DATABASE", database)

    async def kill(urls, code, seats) -> None:  # type: ignore[no-untyped-def]
        with psycopg.connect(database, autocommit=True) as admin:
            killed = admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                                   "WHERE application_name = 'alea serve (listening)'").fetchall()
            dropped = admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "  # and the
                                    "WHERE application_name = 'alea serve'").fetchall()  # storages' (idle)
        assert len(killed) == 2 and len(dropped) >= 2
    played_through(tmp_path, database, kill, 8, "listeners killed")


@pytest.fixture
def own_cluster():  # type: ignore[no-untyped-def]
    """A cluster of this test's own: it is stopped and started again (the session's is shared)."""
    cluster = Cluster(settings={"fsync": "off"})
    try:
        yield cluster
    finally:
        cluster.stop()


def test_a_postgresql_restart_costs_a_sentence_and_a_pause_never_a_table(tmp_path, own_cluster, monkeypatch):
    database = own_cluster.new_database()
    monkeypatch.setenv("ALEA_DATABASE", database)

    async def restart(urls, code, seats) -> None:  # type: ignore[no-untyped-def]
        game = replayed(tmp_path, code)
        seat = game.pending.player
        line = next_line(GAME, game, LANGS[seat])
        marks = {each: len(peer.frames) for each, peer in seats.items()}
        await asyncio.to_thread(own_cluster.halt)
        for each, peer in seats.items():  # each seat is told the table pauses (lost touch first, as
            await heard(peer, messages.not_hearing(LANGS[each]), marks[each])  # the listener drops first)
        answer = await seats[seat].line(line)  # a move meanwhile: not kept, and said so
        assert set(answer) & {messages.memory_away(LANGS[seat]), messages.not_hearing(LANGS[seat])}, answer
        newcomer = await connect(_http, urls[1], "fr")  # a join meanwhile: a sentence, the socket open
        await newcomer.send(t="join", code=code, lang="fr", watch=True)
        assert (await newcomer.next("error"))["lines"][0] in (messages.memory_away("fr"), messages.not_hearing("fr"))
        await newcomer.next("done")
        await asyncio.to_thread(own_cluster.start)
        for each, peer in seats.items():
            await heard(peer, messages.resumed(LANGS[each]), marks[each])
        await newcomer.send(t="join", code=code, lang="fr", watch=True)  # it is back for newcomers too
        assert (await newcomer.next("seat"))["watching"]
    played_through(tmp_path, database, restart, 4, "PostgreSQL restarted")


def test_expel_reaches_a_player_at_another_process_and_their_next_line_gets_a_sentence(tmp_path, postgres_cluster,
                                                                                      monkeypatch):
    """Issue 42, item 6: the host (seat 1, at A) expels seat 2, whose player is at B: B's connection is
    told so in its language and lets go of the seat; its next line is answered, never a dropped
    connection (it ended with a ``KeyError`` before)."""
    from test_online_bots import word

    database = postgres_cluster.new_database()
    monkeypatch.setenv("ALEA_DATABASE", database)

    async def body(urls: list[str], a: Node, b: Node) -> None:
        code, seats = await seated(urls)
        await seats[0].line(f"{word('expel', 'cs')} 2")
        moved = await seats[1].next("moved")
        assert moved["expelled"] and moved["lines"] == [messages.you_were_expelled(2, "fr")]
        assert (await seats[1].line("1")) == [messages.refusal("no_seat", "fr")]
        assert replayed(tmp_path, code).pending is not None  # the table goes on, its record replays
    two_servers(tmp_path, database, body)


def test_a_watched_table_of_bots_is_played_by_one_process_only(tmp_path, postgres_cluster, monkeypatch):
    """Issue 42, item 6: a table of two bots watched at two processes; both used to play its bots
    (each its own copy: refused writes, moves on old positions). One process holds the table's lock
    and plays; the other only watches."""
    database = postgres_cluster.new_database()
    monkeypatch.setenv("ALEA_DATABASE", database)

    async def body(urls: list[str], a: Node, b: Node) -> None:
        opener = await connect(_http, urls[0])
        await opener.send(t="open", game=GAME, players=2, bots=2, seed=4)
        code = (await opener.next("opened"))["code"]
        watchers = [await connect(_http, url, "fr") for url in urls]
        for watcher in watchers:
            await watcher.send(t="join", code=code, lang="fr", watch=True)
            await watcher.next("seat")
        start = len(replayed(tmp_path, code).record.entries)

        async def played() -> None:
            while len(replayed(tmp_path, code).record.entries) < start + 16:
                await asyncio.sleep(0.2)
        await asyncio.wait_for(played(), WAIT)
        counts = sorted((a.storage.appended, b.storage.appended))
        thoughts = sorted((a.thoughts(), b.thoughts()))
        assert counts[0] == 0 and counts[1] >= 8, counts
        assert thoughts[0] == 0 and thoughts[1] >= counts[1], thoughts  # the other never thought for them
    two_servers(tmp_path, database, body)


def test_a_spectator_at_another_process_hears_the_moves_as_one_at_the_players_process(tmp_path, postgres_cluster,
                                                                                     monkeypatch):
    """Issue 42, item 6: both players at A, a Czech spectator at A and one at B. The one at B used to
    hear nothing of their moves (the relay carried seats only), then only where the game stood after
    each; now it hears each move's own sentences, the same lines the spectator at A hears, and
    nothing a seat keeps to itself."""
    database = postgres_cluster.new_database()
    monkeypatch.setenv("ALEA_DATABASE", database)
    tally = Tally()

    async def body(urls: list[str], a: Node, b: Node) -> None:
        code, seats = await seated([urls[0], urls[0]])
        watchers = [await connect(_http, url, "cs") for url in urls]
        for watcher in watchers:
            await watcher.send(t="join", code=code, lang="cs", watch=True)
            await watcher.next("seat")
            await watcher.next("ask")
        for _ in range(4):
            marks = [len(watcher.frames) + len(watcher.unread) for watcher in watchers]
            await move(seats, tmp_path, code, tally)

            def said(watcher: Peer, mark: int) -> list[str]:
                return [line for f in (watcher.frames + watcher.unread)[mark:] if f["t"] == "out" for line in f["lines"]]

            async def told() -> None:
                while not said(watchers[0], marks[0]):
                    await anything(watchers[0])
                while len(said(watchers[1], marks[1])) < len(said(watchers[0], marks[0])):
                    await anything(watchers[1])
            await asyncio.wait_for(told(), WAIT)
            assert said(watchers[1], marks[1]) == said(watchers[0], marks[0])
        assert not leaks("cs", [line for f in watchers[1].frames if f["t"] == "out" for line in f["lines"]],
                         ("online", "table", "multiverse", "multiverse-table"))
    two_servers(tmp_path, database, body)


def test_the_host_role_passes_to_a_player_at_another_process(tmp_path, postgres_cluster, monkeypatch):
    """Issue 42, items 6 and 10: the host (seat 1) at A, player 2 at B. ``host 2`` typed at A used to
    change only A's memory (B refused player 2's powers), and a host leaving A with nobody else there
    took the role away. Now B hears both: player 2 holds the powers at B, and when the host comes
    back at A, passes it back, and leaves, the role passes to player 2 at B, told to everyone."""
    from test_online_bots import word

    database = postgres_cluster.new_database()
    monkeypatch.setenv("ALEA_DATABASE", database)

    async def body(urls: list[str], a: Node, b: Node) -> None:
        code, seats = await seated(urls)
        mark = len(seats[1].frames) + len(seats[1].unread)
        assert messages.new_host(2, "cs") in await seats[0].line(f"{word('host', 'cs')} 2")
        await heard(seats[1], messages.new_host(2, "fr"), mark)
        assert messages.new_host(1, "fr") in await seats[1].line(f"{word('host', 'fr')} 1")  # a power, at B
        await heard(seats[0], messages.new_host(1, "cs"))
        mark = len(seats[1].frames) + len(seats[1].unread)
        await seats[0].socket.close()  # the host leaves A, where nobody else sits
        await heard(seats[1], messages.host_left(1, 2, "fr"), mark)
        answer = await seats[1].line(f"{word('host', 'fr')} 1")  # player 2 holds the powers
        assert messages.not_host(1, "fr") not in answer and messages.new_host(1, "fr") in answer, answer
    two_servers(tmp_path, database, body)
