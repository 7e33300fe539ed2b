"""Issue 27, bots at the table and the host's powers, with a real server on loopback (aiohttp's
TestServer around the app `alea serve` runs), real WebSocket clients and a real SQLite file (or
PostgreSQL, by the backend fixture). The bots think off the event loop: these servers have no worker
pool (``thinkers=None``), so the bots think in the server's one bot thread, as ``--thinkers 0`` does;
the worker pool itself is `tests/online/test_online_thinking.py`'s and the class lesson's.

A bot fills a free seat and plays its turns, each move kept before it is told; a bot-filled table
plays to its end before a spectator; a bot takes over the seat of a player away longer than the
opener chose, everyone told in their language, and gives it back when they come back, who reads
what they missed; the host's powers are told to everyone in their language, and refused to others
with one line in theirs."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

import pytest

from alea.narration.message import text
from alea.online import messages
from alea.table.host import GAME_ENDED
from alea.online.bots import is_bot
from alea.online.client import frames as split_frames
from alea.online.hosting import kept_record
from alea.online.powers import POWERS

from online_kit import next_line
from test_online_security import WAIT, Peer, connect, with_server


def word(power: str, lang: str) -> str:
    """A host's command word in ``lang``."""
    return next(c for c in POWERS if c.id == power).word(lang)


async def refused(peer: Peer, typed: str) -> list[str]:
    """Type a line; what the server refused it with (its ``error`` frames), until it is answered."""
    start = len(peer.frames)
    await peer.send(t="line", text=typed)
    await peer.next("done")
    return [line for f in peer.frames[start:] if f["t"] == "error" for line in f["lines"]]


async def opened(http, url, **asked) -> str:  # type: ignore[no-untyped-def]
    opener = await connect(http, url)
    await opener.send(t="open", seed=3, **asked)
    code = str((await opener.next("opened"))["code"])
    await opener.socket.close()
    return code


async def sit(http, url, code: str, lang: str, **extra) -> Peer:  # type: ignore[no-untyped-def]
    peer = await connect(http, url, lang)
    await peer.send(t="join", code=code, lang=lang, **extra)
    await peer.next("seat")
    await peer.next("ask")
    return peer


async def hears(peer: Peer, line: str | Callable[[str], bool]) -> str:
    """Read the peer's frames until one of them says ``line`` (or a line ``line`` accepts), and
    return it (fails after the tests' wait)."""
    fits = line if callable(line) else line.__eq__
    found = next((said for said in peer.heard() if fits(said)), None)
    if found is not None:
        return found
    end = time.monotonic() + WAIT
    while True:
        while peer.unread:
            frame = peer.unread.pop(0)
            peer.frames.append(frame)
            found = next((said for said in frame.get("lines", []) if fits(said)), None)
            if found is not None:
                return found
        left = end - time.monotonic()
        assert left > 0, f"never heard {line!r}; heard {peer.heard()[-8:]}"
        message = await asyncio.wait_for(peer.socket.receive(), left)
        peer.unread.extend(split_frames(message.data))


async def drain(peer: Peer) -> None:
    """Keep reading what the peer is sent (a client that reads nothing is let go)."""
    while True:
        message = await peer.socket.receive()
        if message.type.name != "TEXT":
            return
        peer.unread.extend(split_frames(message.data))


async def until(check, what: str, timeout: float = 300.0) -> None:  # type: ignore[no-untyped-def]
    end = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < end, f"waited {timeout:.0f} s for {what}"
        await asyncio.sleep(0.05)


def test_a_bot_fills_a_free_seat_and_plays_its_turns_each_move_kept_before_it_is_told(tmp_path):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        server.bot_pause = 0
        code = await opened(http, url, game="multiverse", players=2, bots=1)
        stored = {seat.seat: seat for seat in server.storage.seats(code)}
        assert list(stored) == [1] and is_bot(stored[1].token)  # the last seat, kept as a bot's
        czech = await sit(http, url, code, "cs")
        await hears(czech, messages.bots_play([2], "cs"))
        await hears(czech, messages.you_host("cs"))
        room = server.rooms[code]
        game = room.table.host.game
        bot_moves = 0
        while bot_moves < 6:
            if room.table.waited_seat() == 0:
                await czech.line(next_line("multiverse", game, "cs"))
                continue
            before = room.table.position()
            await until(lambda: room.table.position() != before or room.table.waited_seat() is None, "a bot's move")
            bot_moves += 1
            # kept before told: the stored record already holds what the seats were told
            assert len(server.storage.load_table(code).entries) == room.table.position()
        said = " ".join(czech.heard() + [line for f in czech.unread for line in f.get("lines", [])])
        assert "Hráč 2" in said, said[-400:]
        print("bot moves seen:", bot_moves, "position:", room.table.position())

    asyncio.run(with_server(tmp_path, body))


@pytest.mark.slow
def test_a_bot_filled_table_plays_to_its_end_before_a_spectator(tmp_path):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        server.bot_pause = 0
        code = await opened(http, url, game="tesseract", players=1, bots=1)
        watcher = await connect(http, url, "cs")
        await watcher.send(t="join", code=code, lang="cs")  # every seat a bot's: it watches
        seat = await watcher.next("seat")
        assert seat["watching"]
        reader = asyncio.ensure_future(drain(watcher))
        room = server.rooms[code]
        started = time.monotonic()
        await until(lambda: room.table.waited_seat() is None, "the bots' game to end", 900)
        print(f"a bot-filled Tesseract table: {room.table.position()} record entries in "
              f"{time.monotonic() - started:.1f} s (a thread, loaded machine)")
        reader.cancel()
        await hears(watcher, text(GAME_ENDED, "cs", "normal"))
        seats, kept = kept_record(server.storage.load_table(code))
        assert len(kept.entries) == room.table.position()

    asyncio.run(with_server(tmp_path, body))


def test_a_bot_takes_over_an_absent_seat_everyone_told_and_gives_it_back(tmp_path):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        server.bot_pause = 0
        code = await opened(http, url, game="multiverse", players=2, takeover=1)
        czech = await sit(http, url, code, "cs")
        french = await sit(http, url, code, "fr")
        english = await sit(http, url, code, "en", watch=True)
        token = next(f for f in french.frames if f["t"] == "seat")["token"]
        room = server.rooms[code]
        game = room.table.host.game
        assert room.crew.takeover == 1.0 and not room.crew.standing
        await french.socket.close()
        await hears(czech, messages.gone(2, "cs"))
        await hears(czech, messages.bot_stands_in(2, "cs"))
        await hears(english, messages.bot_stands_in(2, "en"))
        assert room.crew.standing == {1}
        moves = 0
        while moves < 4:  # the bot plays player 2's turns, the Czech player theirs
            if room.table.waited_seat() == 0:
                await czech.line(next_line("multiverse", game, "cs"))
                continue
            before = room.table.position()
            await until(lambda: room.table.position() != before, "the standing bot's move")
            moves += 1
        again = await connect(http, url, "fr")
        await again.send(t="join", code=code, token=token)
        await hears(again, messages.bot_played_for_you("fr"))
        missed = await hears(again, lambda line: line.startswith("Pendant votre absence"))
        await hears(czech, messages.bot_gives_back(2, "cs"))
        await hears(english, messages.bot_gives_back(2, "en"))
        assert not room.crew.standing
        print("back after the bot played:", missed)
        while room.table.waited_seat() != 1:
            await czech.line(next_line("multiverse", game, "cs"))
        waiting = room.table.position()
        await asyncio.sleep(1.0)  # the seat is the player's again: no bot plays it
        assert room.table.position() == waiting and room.table.waited_seat() == 1
        await again.line(next_line("multiverse", game, "fr"))
        assert room.table.position() > waiting

    asyncio.run(with_server(tmp_path, body))


def test_the_host_gives_a_seat_to_a_bot_at_once_and_the_player_gets_it_back(tmp_path):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        server.bot_pause = 0
        code = await opened(http, url, game="tetrikon", players=2)  # no take-over chosen: only the host's word
        czech = await sit(http, url, code, "cs")
        french = await sit(http, url, code, "fr")
        token = next(f for f in french.frames if f["t"] == "seat")["token"]
        await french.socket.close()
        await hears(czech, messages.gone(2, "cs"))
        room = server.rooms[code]
        assert not room.crew.standing and not room.crew.timers
        heard = await czech.line(f"{word('bot', 'cs')} 2")
        assert messages.bot_stands_in(2, "cs") in heard, heard
        game = room.table.host.game
        while room.table.position() < 30 and room.table.waited_seat() is not None:
            if room.table.waited_seat() == 0:
                await czech.line(next_line("tetrikon", game, "cs"))
            else:
                before = room.table.position()
                await until(lambda: room.table.position() != before, "the bot's move")
        again = await connect(http, url, "fr")
        await again.send(t="join", code=code, token=token)
        await hears(again, messages.bot_played_for_you("fr"))
        await hears(czech, messages.bot_gives_back(2, "cs"))

    asyncio.run(with_server(tmp_path, body))


def test_host_powers_are_told_to_everyone_and_refused_to_others(tmp_path):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        server.bot_pause = 0
        code = await opened(http, url, game="multiverse", players=3)
        czech = await sit(http, url, code, "cs")
        french = await sit(http, url, code, "fr")
        english = await sit(http, url, code, "en")
        watcher = await sit(http, url, code, "fr", watch=True)
        await hears(czech, messages.you_host("cs"))
        await hears(french, messages.host_is(1, "fr"))
        room = server.rooms[code]
        # refused to a player who is not the host, each in their language; nothing changes
        assert await refused(french, f"{word('bot', 'fr')} 3") == [messages.not_host(1, "fr")]
        assert await refused(english, f"{word('expel', 'en')} 2") == [messages.not_host(1, "en")]
        assert messages.watchers_only("fr") in await watcher.line(f"{word('host', 'fr')} 2")
        # refused to the host where it cannot be done
        assert await refused(czech, f"{word('bot', 'cs')} 2") == [messages.player_present(2, "cs")]
        assert await refused(czech, f"{word('bot', 'cs')} 7") == [messages.no_such_seat(7, 3, "cs")]
        assert await refused(czech, f"{word('expel', 'cs')} 1") == [messages.not_yourself("cs")]
        assert await refused(czech, f"{word('host', 'cs')} 1") == [messages.host_already("cs")]
        bare = await czech.line(word("expel", "cs"))  # no number: the command's own refusal
        assert bare and all("Hostitel" not in line for line in bare), bare
        assert room.crew.host == 0 and len(room.seats) == 3 and not room.crew.bots
        # the host passes the role on: everyone is told, in their language
        assert messages.new_host(2, "cs") in await czech.line(f"{word('host', 'cs')} 2")
        await hears(french, messages.new_host(2, "fr"))
        await hears(english, messages.new_host(2, "en"))
        await hears(watcher, messages.new_host(2, "fr"))
        assert await refused(czech, f"{word('bot', 'cs')} 3") == [messages.not_host(2, "cs")]
        # the new host removes player 3: told, and stopped; everyone else told; the seat is free
        heard = await french.line(f"{word('expel', 'fr')} 3")
        assert messages.expelled(3, "fr") in heard
        moved = await english.next("moved")
        assert moved["lines"] == [messages.you_were_expelled(3, "en")]
        assert moved["expelled"] is True
        await hears(czech, messages.expelled(3, "cs"))
        assert 2 not in room.seats and [s.seat for s in server.storage.seats(code)] == [0, 1]
        # the free seat goes to a bot, for good
        assert messages.bot_sat(3, "fr") in await french.line(f"{word('bot', 'fr')} 3")
        await hears(czech, messages.bot_sat(3, "cs"))
        await hears(watcher, messages.bot_sat(3, "fr"))
        assert room.crew.bots == {2} and is_bot(room.seats[2].token)
        assert await refused(french, f"{word('bot', 'fr')} 3") == [messages.bot_already(3, "fr")]
        assert await refused(french, f"{word('host', 'fr')} 3") == [messages.host_needs_player(3, "fr")]
        stranger = await connect(http, url, "en")
        await stranger.send(t="join", code=code, lang="en")
        assert (await stranger.next("error"))["lines"] == [messages.refusal("full", "en")]
        # help lists the host's commands, in the player's language
        listed = " ".join(await czech.line("pomoc"))
        assert all(word(power, "cs") in listed for power in ("bot", "expel", "host")), listed

    asyncio.run(with_server(tmp_path, body))


def test_more_bots_than_seats_are_refused_in_the_openers_language(tmp_path):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        opener = await connect(http, url, "cs")
        await opener.send(t="open", game="tetrikon", players=2, bots=3)
        assert (await opener.next("error"))["lines"] == [messages.bad_bots(2, "cs")]
        assert not server.rooms

    asyncio.run(with_server(tmp_path, body))


def test_bots_think_in_the_worker_pool_when_the_server_has_one(tmp_path):
    from alea.online.server import server_environ
    from alea.online.thinking import Thinkers

    thinkers = Thinkers(1, server_environ(tmp_path))

    async def body(server, http, url):  # type: ignore[no-untyped-def]
        server.bot_pause = 0
        code = await opened(http, url, game="multiverse", players=2, bots=2)
        watcher = await connect(http, url, "en")
        await watcher.send(t="join", code=code, lang="en", watch=True)
        await watcher.next("seat")
        reader = asyncio.ensure_future(drain(watcher))
        room = server.rooms[code]
        await until(lambda: room.table.position() >= 20, "twenty entries played by the bots in the pool")
        reader.cancel()
        assert server.bot_thread is None  # never the server's own thread: the pool
        assert len(server.storage.load_table(code).entries) >= 20

    try:
        asyncio.run(with_server(tmp_path, body, thinkers=thinkers))
    finally:
        thinkers.close()


@pytest.mark.parametrize("game_id", ["multiverse", "tetrikon"])
def test_a_bot_reads_only_the_view_of_its_own_seat(tmp_path, game_id):
    """The bot's move is worked out from the view of the seat the game waits for: every view the
    game is asked for meanwhile is that player's (never the whole game, never another seat's)."""
    from alea.online.database import open_storage
    from alea.online.hosting import OnlineTable, StoredJournal
    from alea.online.server import server_environ

    storage = open_storage(tmp_path)
    table = OnlineTable(game_id, 2, StoredJournal(storage, "code", game_id, 2), server_environ(tmp_path), seed=5)
    try:
        game = table.host.game
        for _ in range(40):  # on to a turn of the second seat's player
            if table.waited_seat() == 1:
                break
            seat = table.waited_seat()
            assert seat is not None
            table.handle(seat, next_line(game_id, game, "en"))
        assert table.waited_seat() == 1
        asked: list[object] = []
        kind = type(game)
        real = kind.view

        def view(self, *args, **kwargs):  # type: ignore[no-untyped-def]
            asked.append(args[0] if args else kwargs.get("seat"))
            return real(self, *args, **kwargs)

        kind.view = view  # type: ignore[method-assign]
        try:
            choice = table.bot_choice(1)
        finally:
            kind.view = real  # type: ignore[method-assign]
        assert choice is not None and asked
        assert all(seen in (1, frozenset({1})) for seen in asked), asked
        assert table.bot_choice(0) is None  # the game does not wait for the first seat: no move
    finally:
        table.close()
        storage.close()
