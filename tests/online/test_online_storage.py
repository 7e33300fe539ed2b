"""Issue 16, storage: every game's record is an append-only journal kept before a move is told;
an undo is journaled as a cut; a table read back from the journal is at the same position; a
move the storage refuses is not made and nobody hears of it."""

from __future__ import annotations

import sqlite3

import pytest

from alea.online import messages
from alea.online.seating import Keeping
from alea.tesseract.table.online import SharedGame
from alea.tesseract.table.plugin import PLUGIN
from alea.online.storage import ENTRY, UNDO, open_storage
from alea.tesseract.engine import Action, Config, Game, Turn

ENVIRON = {}


def seated(storage, code: str, config: Config, entries=()) -> SharedGame:  # type: ignore[no-untyped-def]
    return SharedGame(config, entries, Keeping(entries=lambda new: storage.append_entries(code, new),
                                               cut=lambda length: storage.cut_record(code, length),
                                               environ=ENVIRON), PLUGIN.command_list)


def play_to_a_turn(table: SharedGame) -> None:
    """Answer the set-up decisions (option 1) until a lab's action phase."""
    while not isinstance(table.game.pending, Turn):
        table.handle(table.lab_seat(table.game.pending.lab), "1")


def undoable(game: Game, move: Action) -> bool:
    """Whether ``move`` can be taken back (it reveals, rolls and draws nothing), tried on a copy."""
    copy = Game.from_record(game.record)
    copy.apply(move)
    return copy.undo_possible()


def test_the_journal_replays_moves_and_undos_to_the_same_position(tmp_path):
    storage = open_storage(tmp_path)
    config = Config(players=2, seed=3)
    storage.create_table("abc", "tesseract", config.to_json())
    table = seated(storage, "abc", config)
    play_to_a_turn(table)
    seat = table.lab_seat(table.game.pending.lab)
    move = next(m for m in table.game.legal_moves() if isinstance(m, Action) and undoable(table.game, m))
    table.play(table.hosts[seat], move, False)
    table.take(seat)
    assert storage.load_table("abc").entries == table.game.record.entries
    table.handle(seat, "undo")
    assert any(line for line in table.take(seat))
    assert storage.load_table("abc").entries == table.game.record.entries
    kinds = [kind for (kind,) in storage.db.execute("SELECT kind FROM journal WHERE code = 'abc'")]
    assert UNDO in kinds and kinds[0] == ENTRY  # nothing rewritten: the undo is a row of its own
    storage.close()
    again = open_storage(tmp_path)  # as after a restart
    stored = again.load_table("abc")
    back = seated(again, "abc", Config.from_json(stored.config), stored.entries)
    assert back.game.record == table.game.record
    assert back.game.view() == table.game.view()
    again.close()


def test_a_move_the_storage_refuses_is_not_made_nor_told(tmp_path):
    storage = open_storage(tmp_path)
    config = Config(players=1, seed=5)
    storage.create_table("xyz", "tesseract", config.to_json())
    failing = {"on": False}

    def keep(new):  # type: ignore[no-untyped-def]
        if failing["on"]:
            raise OSError(28, "No space left on device")
        storage.append_entries("xyz", new)

    table = SharedGame(config, (), Keeping(entries=keep, cut=lambda length: storage.cut_record("xyz", length),
                                           environ={"ALEA_DATA_DIR": str(tmp_path)}), PLUGIN.command_list)
    table.configure(0, "fr", "normal")
    before = table.game.record
    table.take(0)
    failing["on"] = True
    table.handle(0, "1")
    said = table.take(0)
    assert messages.not_kept("fr") in said
    assert table.game.record == before
    assert storage.load_table("xyz").entries == before.entries
    failing["on"] = False
    table.handle(0, "1")
    assert storage.load_table("xyz").entries == table.game.record.entries != before.entries
    storage.close()


def test_journal_positions_follow_on_across_tables_a_refused_write_and_a_restart(tmp_path):
    storage = open_storage(tmp_path)
    for code in ("one", "two"):
        storage.create_table(code, "tesseract", Config(players=1, seed=1).to_json())
    storage.append_entries("one", [{"n": 1}, {"n": 2}])
    storage.append_entries("two", [{"n": 9}])
    storage.cut_record("one", 1)
    storage.db.execute("CREATE TRIGGER full BEFORE INSERT ON journal WHEN NEW.data = '{\"n\": 0}' "
                       "BEGIN SELECT RAISE(ABORT, 'disk full'); END")
    with pytest.raises(sqlite3.IntegrityError):  # refused (as by a full disk): nothing kept
        storage.append_entries("one", [{"n": 3}, {"n": 0}])
    storage.db.execute("DROP TRIGGER full")
    storage.append_entries("one", [{"n": 3}])
    storage.close()
    again = open_storage(tmp_path)  # as after a restart: positions read back from the journal
    again.append_entries("one", [{"n": 4}])
    assert again.load_table("one").entries == ({"n": 1}, {"n": 3}, {"n": 4})
    assert again.load_table("two").entries == ({"n": 9},)
    positions = [p for (p,) in again.db.execute("SELECT position FROM journal WHERE code = 'one' ORDER BY position")]
    assert positions == [0, 1, 2, 3, 4]
    again.close()
