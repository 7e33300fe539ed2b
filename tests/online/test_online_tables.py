"""Issue 27, tables for groups, with a real server on loopback (aiohttp's TestServer around the app
`alea serve` runs), real WebSocket clients and a real SQLite file: the lobby lists the public
tables and hides the others; spectators hear every public event in their own language and never a
seat's hidden information (checked against what the seats themselves were told), a table holds 40
of them, counted apart from the seats; a seat code takes a seat on another device and the old
connection is told; a player who comes back reads what happened while away, in their language."""

from __future__ import annotations

import asyncio
import re

import pytest

from alea.online import messages
from alea.online.hosting import OnlineTable, StoredJournal
from alea.online.server import MAX_WATCHERS
from alea.online.seatcode import DIGITS, LETTERS, seat_code
from alea.online.database import open_storage
from alea.table.table_commands import TABLE

from online_kit import next_line
from test_online_security import connect, with_server


async def opened(http, url, *, public: bool, game: str = "tesseract", players: int = 2) -> str:  # type: ignore[no-untyped-def]
    opener = await connect(http, url)
    await opener.send(t="open", game=game, players=players, seed=3, **({"public": True} if public else {}))
    code = (await opener.next("opened"))["code"]
    await opener.socket.close()
    return code


async def sit(http, url, code: str, lang: str, **extra):  # type: ignore[no-untyped-def]
    peer = await connect(http, url, lang)
    await peer.send(t="join", code=code, lang=lang, **extra)
    await peer.next("seat")
    await peer.next("ask")
    return peer


def test_the_lobby_lists_public_tables_and_hides_private_ones(tmp_path):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        base = url.rsplit("/", 1)[0]
        public = await opened(http, url, public=True)
        private = await opened(http, url, public=False)
        czech = await sit(http, url, public, "cs")
        await sit(http, url, private, "en")
        async with http.get(base + "/tables", params={"lang": "fr"}) as reply:
            listed = (await reply.json())["tables"]
        assert [each["code"] for each in listed] == [public]
        line = listed[0]["line"]
        assert line == messages.listing("Tesseract", 1, 2, 0, "tchèque", False, "fr"), line
        assert listed[0]["address"].endswith(f"/t/{public}") and listed[0]["free"] == 1
        async with http.get(base + "/", params={"lang": "cs"}) as reply:
            page = await reply.text()
        assert f"/t/{public}?lang=cs" in page and private not in page
        assert "watch=1" in page
        # a stranger joins from the list: the next free seat; a move: the table has begun
        stranger = await sit(http, url, public, "fr")
        assert [f for f in stranger.frames if f["t"] == "seat"][0]["seat"] == 2
        room = server.rooms[public]
        waited = room.table.host.game.pending
        first = czech if room.table.prompt(0).waits else stranger
        await first.line("1" if room.table.prompt(0 if first is czech else 1).text else "hint")
        async with http.get(base + "/tables", params={"lang": "en"}) as reply:
            listed = (await reply.json())["tables"]
        print("begun after a line:", listed[0]["line"], waited)
        async with http.get(base + "/", params={"lang": "en"}) as reply:
            assert "Czech and French" in await reply.text()

    asyncio.run(with_server(tmp_path, body))


def test_a_table_holds_forty_spectators_counted_apart_each_in_their_language(tmp_path):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        code = await opened(http, url, public=True, game="multiverse")
        first = await sit(http, url, code, "cs")
        second = await sit(http, url, code, "fr")
        langs = ["cs", "fr", "en"] * 14  # 42
        watchers = [await sit(http, url, code, lang, watch=True) for lang in langs[:40]]
        for watcher, lang in zip(watchers, langs):
            seat = [f for f in watcher.frames if f["t"] == "seat"][0]
            assert seat["watching"] and seat["token"] == ""  # no seat, nothing to take back
        room = server.rooms[code]
        assert len(room.seats) == 2 and len(room.watchers) == 40
        assert room.table.seats_count() == 5  # two players' seats, one spectators' seat a language
        listed = server.listings()[0]
        assert (listed.taken, listed.watching) == (2, 40)
        # a spectator cannot act: an answer, a move and a setting of the game are refused
        for typed in ("1", "flip 1", "hint"):
            assert await watchers[2].line(typed) == [messages.watchers_only("en")], typed
        # a question is answered to the spectator who asked only, in its language
        others = len(watchers[5].frames) + len(watchers[5].unread)
        answer = await watchers[2].line("status")
        assert answer and not any(line in answer for line in [messages.watchers_only("en")])
        # chat from a spectator reaches everyone, marked as a spectator's
        heard = await watchers[3].line(f"{messages.say_words('cs')[0]} Proč?")
        assert messages.chat_watcher("Proč?", "cs") in heard
        await first.line("status")
        assert messages.chat_watcher("Proč?", "cs") in first.heard()
        # the players play on; every spectator hears the moves in its own language
        game = room.table.host.game
        for _ in range(6):
            player = game.pending.player
            peer = first if player == 0 else second
            await peer.line(next_line("multiverse", game, "cs" if player == 0 else "fr"))
        await watchers[0].line("status")
        await watchers[1].line("état")
        spoken = {"cs": watchers[0].heard(), "fr": watchers[1].heard()}
        assert any("žezl" in line for line in spoken["cs"]) and any("sceptre" in line for line in spoken["fr"])
        assert len(watchers[5].frames) + len(watchers[5].unread) >= others
        while len(room.watchers) < MAX_WATCHERS:  # kept in the list: a peer let go closes its socket
            watchers.append(await sit(http, url, code, "en", watch=True))
        one_more = await connect(http, url, "en")
        await one_more.send(t="join", code=code, watch=True, lang="en")
        assert (await one_more.next("error"))["lines"] == [messages.refusal("too_many_watchers", "en")]

    asyncio.run(with_server(tmp_path, body, max_per_address=100))


@pytest.mark.parametrize("game_id", ["tetrikon", "multiverse"])
def test_spectators_never_hear_a_seats_hidden_information(tmp_path, environ, game_id):
    """Three seats and one spectators' seat, all in English, play on. A line that one seat heard and
    neither other seat did is that seat's own (its hand, its cards drawn, its worlds, its
    questions): the spectators heard none of them. Each seat did hear lines of its own, so the
    check can fail."""
    storage = open_storage(tmp_path)
    try:
        table = OnlineTable(game_id, 3, StoredJournal(storage, "code", game_id, 3), environ, seed=2, lang="en")
        watch = table.watch("en", "normal")
        seats = (0, 1, 2)
        heard: dict[int, list[str]] = {seat: [] for seat in (*seats, watch)}
        for seat in heard:
            table.greet(seat)
        compared = 0
        for step in range(300):
            game = table.host.game
            if game.pending is None:
                break
            if step % 7 == 0 and game_id == "multiverse":  # a player's formation, as a spectator and a rival hear it
                for seat in heard:
                    table.take(seat)
                for player in seats:
                    rival = (player + 1) % 3
                    table.handle(watch, f"formation {player + 1}")
                    table.handle(rival, f"formation {player + 1}")
                    table.handle(player, f"formation {player + 1}")
                    said = {seat: table.take(seat) for seat in (watch, rival, player)}
                    assert said[watch] == said[rival], (said[watch], said[rival])
                    compared += said[player] != said[rival]  # the owner saw more than a rival (printed)
            player = game.pending.player
            table.handle(player, next_line(game_id, game, "en"))
            for seat in heard:
                heard[seat] += table.take(seat)
        own = {seat: set(heard[seat]) - set().union(*(heard[o] for o in seats if o != seat)) for seat in seats}
        assert all(own.values()), own
        leaked = set().union(*own.values()) & set(heard[watch])
        assert not leaked, sorted(leaked)[:5]
        assert len(heard[watch]) > 20
        print(game_id, "formations hidden from a rival:", compared, "lines only one seat heard:", [len(own[s]) for s in seats], "spectators heard:",
              len(heard[watch]))
        table.close()
    finally:
        storage.close()


def test_a_seat_code_is_speakable_and_takes_the_seat_elsewhere(tmp_path):
    for token in ("a", "b", "token-3", "x" * 32):
        code = seat_code(token)
        assert re.fullmatch(f"([{LETTERS}][{DIGITS}][{LETTERS}]-[{DIGITS}][{LETTERS}][{DIGITS}]-?){{2}}", code), code
    assert not set(LETTERS.lower()) & set("abcdefghij" "kosuvz" "y")  # no digit in braille, no word alone

    async def body(server, http, url):  # type: ignore[no-untyped-def]
        code = await opened(http, url, public=False)
        laptop = await sit(http, url, code, "fr")
        told = [f for f in laptop.frames if f["t"] == "seat"][0]["seat_code"]
        assert messages.seat_code_told(told, "fr") in laptop.heard()
        phone = await connect(http, url, "fr")
        await phone.send(t="join", code=code, seat_code="  " + told.lower().replace("-", " "))
        seat = await phone.next("seat")
        assert seat["seat"] == 1 and seat["seat_code"] == told
        moved = await laptop.next("moved")
        assert moved["lines"] == [messages.seat_moved(1, "fr")]
        wrong = await connect(http, url, "cs")
        await wrong.send(t="join", code=code, seat_code="L2L-2L2-L2L-2L2")
        assert (await wrong.next("error"))["lines"] == [messages.refusal("bad_seat_code", "cs")]

    asyncio.run(with_server(tmp_path, body))


def test_a_player_back_reads_what_was_missed_in_their_language(tmp_path):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        code = await opened(http, url, public=False, game="multiverse")
        czech = await sit(http, url, code, "cs")
        french = await sit(http, url, code, "fr")
        token = [f for f in french.frames if f["t"] == "seat"][0]["token"]
        room = server.rooms[code]
        game = room.table.host.game
        while game.pending.player != 0:  # the French player plays until the Czech one must
            await french.line(next_line("multiverse", game, "fr"))
        await french.socket.close()
        await czech.line("stav")  # the French player's leaving is told first
        moves = 0
        while game.pending is not None and game.pending.player == 0 and moves < 5:
            await czech.line(next_line("multiverse", game, "cs"))
            moves += 1
        assert moves
        back = await connect(http, url, "fr")
        await back.send(t="join", code=code, token=token)
        await back.next("seat")
        await back.next("ask")
        heard = back.heard()
        away = [line for line in heard if line.startswith("Pendant votre absence")]
        assert away, heard
        start = heard.index(away[0])
        missed = heard[start + 1:]
        assert missed and messages.gone(2, "cs") not in missed
        assert any("Joueur" in line for line in missed), missed  # the moves, in French
        assert not any("Hráč" in line for line in missed)
        print("missed:", away[0], len(missed), "lines")

    asyncio.run(with_server(tmp_path, body))


def test_a_spectator_leaves_with_the_quit_word_of_its_language(tmp_path):
    """Issue 37: a spectator's quit word was refused ("a spectator may ask and chat, not play"); only
    closing the connection left. Now each leaves with its own language's word, is told so as a
    spectator (no seat kept), and the players hear that a spectator left."""
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        code = await opened(http, url, public=True, game="multiverse")
        first = await sit(http, url, code, "cs")
        await sit(http, url, code, "fr")
        langs = ("cs", "fr", "en")
        watchers = [await sit(http, url, code, lang, watch=True) for lang in langs]
        room = server.rooms[code]
        for left, (watcher, lang) in enumerate(zip(watchers, langs), 1):
            quit_word = next(c for c in TABLE.commands if c.id == "quit").word(lang)
            await watcher.send(t="line", text=quit_word)
            await watcher.next("bye")
            heard = watcher.heard()
            assert messages.watcher_left(lang) in heard, (lang, heard[-3:])
            assert messages.watchers_only(lang) not in heard
            assert len(room.watchers) == 3 - left
            await first.line("status")
            assert messages.watcher_went(3 - left, "cs") in first.heard()

    asyncio.run(with_server(tmp_path, body))
