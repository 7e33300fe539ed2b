"""A seat whose player sits down late (``Table.join``, docs/seats.md): told where the game stands
from its own view, and its ``history`` holds nothing its players could not see."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from alea import games
from alea.table.options import Options
from alea.table.seated import Place, Table
from alea.i18n import catalog

from kit.hint_play import typed_line as tesseract_typed
from kit.table import GAME_IDS
from multiverse.mv_table_kit import typed_line as multiverse_typed
from tetrikon.tk_table_kit import typed_line as tetrikon_typed

TYPED: dict[str, Callable[[str, str], str | None]] = {
    "tesseract": tesseract_typed, "multiverse": multiverse_typed, "tetrikon": tetrikon_typed}
"""What a player types for a hint, by game."""


def play_by_hints(table: Table, moves: int) -> None:
    """Let the seat the game waits for type what its hint says, ``moves`` times."""
    host = table.session.host
    typed_line = TYPED[host.game_id]
    for _ in range(moves):
        pending = host.game.pending
        assert pending is not None
        seat = table.session.seat_for(pending.player)
        hint = table.handle(seat.number, table.session.commands["hint"].word(seat.lang))[seat.number]
        typed = typed_line(seat.lang, hint[0])
        assert typed is not None, hint
        table.handle(seat.number, typed)
        assert not table.session.refused, typed


def word(table: Table, command: str, lang: str) -> str:
    return table.session.commands[command].word(lang)


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_late_seat_is_told_where_the_game_stands_from_its_own_view(environ, game):
    table = Table([Place(frozenset({0}), "cs"), Place(frozenset({1}), "fr")],
                  Options(game=game, seed=5, players=2), environ, game=games.plugin(game))
    play_by_hints(table, 12)
    heard: list[str] = []
    told = table.join(2, heard.append)
    joined = list(heard)  # the writer hears the seat from now on
    assert told[1] == [] and told[2] == joined and len(set(joined)) == len(joined)
    assert joined[0] == catalog("table", "fr").gettext("You join a game in progress.")
    status = table.handle(2, word(table, "status", "fr"))[2]
    assert status and joined[1:1 + len(status)] == status  # the seat's own status, as if it asked
    assert heard[len(joined):] == status
    question = table.seat(2).question
    if question is not None:  # and the question it must answer, in its language
        for line in table.seat(2).output.render(question.lines()):
            assert any(line in said for said in joined), (line, joined)
    assert table.handle(1, word(table, "status", "cs"))[2] == []  # the other seat heard nothing of it
    table.close()


def test_history_at_a_late_seat_holds_nothing_of_another_seats_hand(environ):
    """Tetrikon's T-cards are hidden (T-M1): what seat 1 asked of its hand never reaches seat 2."""
    assert games.plugin("tetrikon")
    table = Table([Place(frozenset({0}), "fr"), Place(frozenset({1}), "fr")],
                  Options(game="tetrikon", seed=5, players=2), environ,
                  game=games.plugin("tetrikon"))
    play_by_hints(table, 16)
    own = {1: table.handle(1, word(table, "hand", "fr"))[1], 2: table.handle(2, word(table, "hand", "fr"))[2]}
    private = [line for line in own[1] if line not in own[2]]
    assert private, own
    joined = table.join(2)[2]
    history = table.handle(2, word(table, "history", "fr") + " 500")[2]
    assert len(history) > 30
    assert [line for line in joined + history if line in private] == []
    table.close()
