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

from alea.cli import games
from alea.cli.commands.registry import CommandError
from alea.narration.message import Worded

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
