"""Issue 16, every game online, inside one process (the server's table without its sockets): each
registered game opens at an online table through its plug-in and is played to its end by two seats,
one Czech and one French, on the terminal's seated table (real catalogs, a real SQLite journal).

A decision is a question at the seat that must answer it only (the others have none, and a number
typed there is refused with whose turn it is); each seat hears only its language; a Tetrikon seat's
``hand`` tells its own player's cards, from its own view, never the other's; a table read back from
its journal at any point is at the same position."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import alea.online

from alea import games
from alea.table.host import game_ended
from alea.kernel.requests import Decision
from alea.online import messages
from alea.online.hosting import OnlineTable, StoredJournal
from alea.online.database import open_storage

from kit.played import english_leaks
from online_kit import leaks, next_line

LANGS = {0: "cs", 1: "fr"}
SEEDS = {"multiverse": 1, "tetrikon": 2}
"""A seed per game whose game the bots end in under a hundred lines (the test does not depend on it)."""


ONLINE = Path(alea.online.__file__).parent


def docstrings(tree: ast.AST) -> set[int]:
    """The ids of the string nodes that are docstrings (of the module, its classes and functions)
    or the strings documenting an attribute (an expression of its own)."""
    return {id(node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)}


def test_the_online_server_names_no_game_in_its_code_or_its_page():
    """Only the registry names games (tests/table/test_games.py checks the imports): no string of the
    online package's code, nor its web client, holds a game's id."""
    ids = [entry.id for entry in games.GAMES]
    named = []
    for path in sorted(ONLINE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        documenting = docstrings(tree)
        named += [(path.name, node.value) for node in ast.walk(tree)
                  if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in documenting
                  and any(game in node.value.casefold() for game in ids)]
    for path in sorted((ONLINE / "web").iterdir()):
        named += [(path.name, game) for game in ids if game in path.read_text(encoding="utf-8").casefold()]
    assert not named, named


def domains(game_id: str) -> tuple[str, ...]:
    """The catalogs whose sentences a seat at a table of ``game_id`` hears."""
    return ("online", "table", *games.plugin(game_id).domains)


@pytest.fixture
def storage(tmp_path):  # type: ignore[no-untyped-def]
    kept = open_storage(tmp_path)
    yield kept
    kept.close()


def opened(storage, game_id: str, environ) -> OnlineTable:  # type: ignore[no-untyped-def]
    """A new table of ``game_id`` for two seats, Czech and French, both greeted."""
    table = OnlineTable(game_id, 2, StoredJournal(storage, "code", game_id, 2), environ,
                        seed=SEEDS.get(game_id, 3), lang="cs")
    table.configure(1, "fr", "normal")
    for seat in LANGS:
        table.greet(seat)
    return table


@pytest.mark.parametrize("entry", games.GAMES, ids=lambda entry: entry.id)
def test_every_registered_game_opens_online_and_comes_back_from_its_journal(storage, environ, entry):
    table = opened(storage, entry.id, environ)
    said = {seat: table.take(seat) for seat in LANGS}
    assert all(said.values()), said  # each seat is told where the game stands
    for seat, lang in LANGS.items():
        assert not leaks(lang, said[seat], domains(entry.id)), said[seat]
    waited = table.host.game.pending.player
    table.handle(waited, "1" if table.prompt(waited).text else "?")
    back = OnlineTable.reopen(storage.load_table("code"), storage, environ)
    assert back.position() == table.position()
    assert back.host.game.record == table.host.game.record


@pytest.mark.parametrize("game_id", ["multiverse", "tetrikon"])
def test_two_seats_play_to_the_end_each_asked_only_its_own_decisions(storage, environ, game_id):
    table = opened(storage, game_id, environ)
    heard: dict[int, list[str]] = {seat: table.take(seat) for seat in LANGS}
    decisions = refused = 0
    for _ in range(1000):
        game = table.host.game
        if game.pending is None:
            break
        seat = game.pending.player
        other = 1 - seat
        assert table.prompt(seat).waits and not table.prompt(other).waits
        if isinstance(game.pending, Decision):
            decisions += 1
            assert table.prompt(seat).text and table.prompt(other).text is None
            if decisions % 10 == 1:  # the other seat answers: refused, and nothing changes
                position = table.position()
                table.handle(other, "1")
                told = table.take(other)
                assert messages.not_your_turn(seat + 1, LANGS[other]) in told
                assert table.position() == position and not table.take(seat)
                heard[other] += told
                refused += 1
        position = table.position()
        table.handle(seat, next_line(game_id, game, LANGS[seat]))
        assert table.position() > position, table.take(seat)
        for each in LANGS:
            heard[each] += table.take(each)
    assert table.host.game.pending is None and decisions and refused
    for seat, lang in LANGS.items():
        assert game_ended(lang, False) in heard[seat]
        assert not leaks(lang, heard[seat], domains(game_id)), leaks(lang, heard[seat], domains(game_id))[:5]
        assert not english_leaks(heard[seat], lang, domains(game_id))[:5]
    back = OnlineTable.reopen(storage.load_table("code"), storage, environ)
    assert back.host.game.record == table.host.game.record


def test_a_tetrikon_seat_hears_its_own_hand_never_the_others(storage, environ):
    from alea.tetrikon.table.narrator import TableNarrator

    table = opened(storage, "tetrikon", environ)
    hand = games.plugin("tetrikon").command_list["hand"]
    compared = 0
    for step in range(1000):
        game = table.host.game
        if step % 5 == 0 or game.pending is None:
            answers = {}
            for seat, lang in LANGS.items():
                table.take(seat)
                table.handle(seat, hand.word(lang))
                answers[seat] = table.take(seat)
                own = TableNarrator(lang, "normal").query("hand", game.view(frozenset({seat})), seat)
                assert answers[seat] == own
                other = TableNarrator(lang, "normal").query("hand", game.view(frozenset({1 - seat})), 1 - seat)
                if other != own:
                    compared += 1
            assert not table.take(0) and not table.take(1)  # the other seat heard nothing of it
        if game.pending is None:
            break
        table.handle(game.pending.player, next_line("tetrikon", game, LANGS[game.pending.player]))
    assert compared  # the two hands differed at least once, so hearing the other's would have shown


@pytest.mark.parametrize("entry", games.GAMES, ids=lambda entry: entry.id)
def test_help_online_lists_only_what_an_online_table_does(storage, environ, entry):
    from alea.online.seating import OFF_TABLE

    table = opened(storage, entry.id, environ)
    commands = games.plugin(entry.id).command_list
    for seat, lang in LANGS.items():
        table.take(seat)
        table.handle(seat, commands["help"].word(lang))
        said = " ".join(table.take(seat))
        listed = [c for c in commands if f"{c.word(lang)} {c.shorts_in(lang)[0]}" in said]
        assert commands["hint"] in listed and commands["again"] in listed
        assert not [c.id for c in listed if c.id in OFF_TABLE]
        table.handle(seat, commands["save"].word(lang))
        assert messages.off_table(commands["save"].word(lang), lang) in table.take(seat)
