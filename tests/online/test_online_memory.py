"""Issue 16, memory: a table let go is freed at once by reference counting, not by a full collection
much later. Its parts hold each other (the session and its host, a seat's output and question), a
refused line's message would keep its exception's traceback and the frames in it, and Tetrikon's
tiling left a closure cycle with each call: the table cuts its links when it closes, messages keep
no tracebacks, and the tests below play every game with the collector off and see the table die."""

from __future__ import annotations

import asyncio
import gc
import weakref

import pytest

from alea import games
from alea.table.commands.registry import CommandError
from alea.narration.message import Worded
from alea.online.opening import Openings

from online_kit import next_line
from test_online_every_game import LANGS, opened, storage  # noqa: F401  (storage is a fixture)
from test_online_security import connect, with_server


def played(table, game_id: str, lines: int = 30) -> None:  # type: ignore[no-untyped-def]
    """A few moves of the game, each after a line the table refuses at the other seat."""
    for _ in range(lines):
        game = table.host.game
        if game.pending is None:
            return
        seat = game.pending.player if len(LANGS) > 1 else 0
        table.handle(1 - seat, "zzzz qqqq")  # an unknown command: refused with an error message
        table.handle(seat, next_line(game_id, game, LANGS[seat]) if game_id != "tesseract" else "1")
        for each in LANGS:
            table.take(each)


@pytest.mark.parametrize("game_id", [entry.id for entry in games.GAMES])
def test_a_closed_table_is_freed_without_the_collector(storage, environ, game_id):  # noqa: F811
    gc.collect()
    gc.disable()
    try:
        table = opened(storage, game_id, environ)
        played(table, game_id)
        parts = [weakref.ref(table.table), weakref.ref(table.session), weakref.ref(table.host),
                 weakref.ref(table.host.game)]
        table.close()
        del table
        assert [part() for part in parts] == [None] * len(parts)
        assert gc.collect() == 0  # nothing the game, its table or its messages made is left in a cycle
    finally:
        gc.enable()


def test_a_message_keeps_an_error_but_not_where_it_was_raised():
    try:
        raise CommandError("unknown", word="zzzz", nearest=[])
    except CommandError as error:
        message = Worded(lambda error, lang: error.code, (error,))
    assert message.args[0].__traceback__ is None
    assert message.render("en", "normal") == ("unknown",)


def test_the_server_closes_a_table_nobody_sits_at_and_it_is_freed_at_once(tmp_path):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        opener = await connect(http, url)
        await opener.send(t="open", players=1, seed=3)
        code = (await opener.next("opened"))["code"]
        await opener.send(t="join", code=code)
        await opener.next("ask")
        await opener.line("zzzz qqqq")
        await opener.line("1")
        room = weakref.ref(server.rooms[code].table.table)
        gc.collect()
        gc.disable()
        try:
            await opener.socket.close()
            polls = 500  # the server notices the closed socket soon; nothing here is timed
            while code in server.rooms and polls:
                polls -= 1
                await asyncio.sleep(0.02)
            assert code not in server.rooms
            assert room() is None
        finally:
            gc.enable()

    asyncio.run(with_server(tmp_path, body))


def rss_mib() -> float:
    """This process's resident memory now, from /proc."""
    for line in open("/proc/self/status", encoding="ascii"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def test_the_server_gives_memory_back_once_its_tables_close(tmp_path):
    """Issue 30: 40 tables of two seats opened, played and left; once they are gone, the objects the
    server holds are within a fifth of what it held after forty such tables (what stays is bounded
    caches, not tables), and the process's memory is printed (before: 50 to 97 MiB, never given back)."""
    async def table_played(http, url) -> None:  # type: ignore[no-untyped-def]
        opener = await connect(http, url)
        await opener.send(t="open", players=2)
        code = (await opener.next("opened"))["code"]
        await opener.socket.close()
        seats = []
        for lang in ("cs", "fr"):
            seat = await connect(http, url, lang)
            await seat.send(t="join", code=code, lang=lang)
            await seat.next("ask")
            seats.append(seat)
        for _ in range(6):
            for seat in seats:
                await seat.line("1")
                await seat.line("zzzz qqqq")
        for seat in seats:
            await seat.socket.close()

    async def body(server, http, url):  # type: ignore[no-untyped-def]
        async def emptied() -> None:
            polls = 500  # the server notices closed sockets soon; nothing here is timed
            while server.rooms and polls:
                polls -= 1
                await asyncio.sleep(0.02)
            assert not server.rooms

        await asyncio.gather(*(table_played(http, url) for _ in range(40)))  # the game loaded, the bounded caches filled
        await emptied()
        gc.collect()
        start_objects, start_rss = len(gc.get_objects()), rss_mib()
        await asyncio.gather(*(table_played(http, url) for _ in range(40)))
        await emptied()
        gc.collect()
        end_objects, end_rss = len(gc.get_objects()), rss_mib()
        print(f"after forty tables: {start_objects} objects, {start_rss:.0f} MiB; after 40 more, all closed: "
              f"{end_objects} objects, {end_rss:.0f} MiB")
        assert server.let_go == 80
        assert end_objects <= start_objects * 1.2

    asyncio.run(with_server(tmp_path, body, max_per_address=1000, openings=Openings(per_address=1000, per_server=1000)))
