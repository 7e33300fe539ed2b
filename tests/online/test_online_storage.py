"""Issue 16, storage (each test on SQLite and on PostgreSQL, the ``backend`` fixture): every game's record is an append-only journal kept before a move is told;
an undo is journaled as a cut; a table read back from the journal is at the same position; a
move the storage refuses is not made and nobody hears of it; a table kept before every game was
online (Tesseract's config alone) still opens where it was, read by Tesseract's plug-in: the online
package names no game."""

from __future__ import annotations

from pathlib import Path

import pytest

from alea import games, online
from alea.kernel import SaveError
from alea.table import catalogs
from alea.online.hosting import OnlineTable, StoredJournal
from alea.online.database import open_storage
from alea.online.storage import ENTRY, MIGRATIONS, StoredSeat, StoredTable, UNDO
from alea.tesseract.engine import Action, Config, Game, Turn

from online_kit import FullDisk

ENVIRON: dict[str, str] = {}


def opened(storage, code: str, players: int = 2, seed: int = 3) -> OnlineTable:  # type: ignore[no-untyped-def]
    """A new Tesseract table kept in ``storage``."""
    return OnlineTable("tesseract", players, StoredJournal(storage, code, "tesseract", players), ENVIRON, seed=seed)


def reopened(storage, code: str) -> OnlineTable:  # type: ignore[no-untyped-def]
    """The table read back from ``storage``, as after a restart."""
    return OnlineTable.reopen(storage.load_table(code), storage, ENVIRON)


def play_to_a_turn(table: OnlineTable) -> None:
    """Answer the set-up decisions (option 1) until a lab's action phase."""
    while not isinstance(table.host.game.pending, Turn):
        table.handle(table.host.game.pending.player, "1")


def undoable(game: Game, move: Action) -> bool:
    """Whether ``move`` can be taken back (it reveals, rolls and draws nothing), tried on a copy."""
    copy = Game.from_record(game.record)
    copy.apply(move)
    return copy.undo_possible()


def test_the_journal_replays_moves_and_undos_to_the_same_position(tmp_path, backend):
    storage = open_storage(tmp_path, database=backend)
    table = opened(storage, "abc")
    assert storage.load_table("abc").entries == table.host.game.record.entries  # the set-up, kept at once
    play_to_a_turn(table)
    game = table.host.game
    seat = game.pending.player
    move = next(m for m in game.legal_moves() if isinstance(m, Action) and undoable(game, m))
    table.host.play(move)
    assert storage.load_table("abc").entries == table.host.game.record.entries
    table.handle(seat, "undo")
    assert table.take(seat)
    assert storage.load_table("abc").entries == table.host.game.record.entries
    kinds = [kind for (kind,) in storage.db.execute("SELECT kind FROM journal WHERE code = 'abc'")]
    assert UNDO in kinds and kinds[0] == ENTRY  # nothing rewritten: the undo is a row of its own
    storage.close()
    again = open_storage(tmp_path, database=backend)  # as after a restart
    back = reopened(again, "abc")
    assert back.host.game.record == table.host.game.record
    assert back.host.game.view() == table.host.game.view()
    again.close()


def test_a_move_the_storage_refuses_is_not_made_nor_told(tmp_path, backend):
    storage = FullDisk(open_storage(tmp_path, database=backend), ("append_entries", "cut_record"))
    table = OnlineTable("tesseract", 1, StoredJournal(storage, "xyz", "tesseract", 1),
                        {"ALEA_DATA_DIR": str(tmp_path)}, seed=5)
    table.configure(0, "fr", "normal")
    before = table.host.game.record
    storage.full = True
    table.handle(0, "1")
    said = table.take(0)
    assert catalogs.table("fr").gettext("That could not be kept, so nothing was done. Try again.") in said
    assert table.host.game.record == before
    assert storage.load_table("xyz").entries == before.entries
    assert table.prompt(0).text  # the question is asked again
    storage.full = False
    table.handle(0, "1")
    assert storage.load_table("xyz").entries == table.host.game.record.entries != before.entries
    storage.close()


def test_an_undo_the_storage_refuses_is_not_made_nor_told(tmp_path, backend):
    storage = FullDisk(open_storage(tmp_path, database=backend), ("append_entries", "cut_record"))
    table = OnlineTable("tesseract", 2, StoredJournal(storage, "cut", "tesseract", 2),
                        {"ALEA_DATA_DIR": str(tmp_path)}, seed=3)
    play_to_a_turn(table)
    game = table.host.game
    seat = game.pending.player
    table.host.play(next(m for m in game.legal_moves() if isinstance(m, Action) and undoable(game, m)))
    played = table.host.game.record
    table.table.take()  # what the move told, played outside of a line
    for each in (0, 1):
        table.take(each)
    storage.full = True
    table.handle(seat, "undo")
    assert catalogs.table("en").gettext("That could not be kept, so nothing was done. Try again.") in table.take(seat)
    assert not table.take(1 - seat)  # the other seat heard of nothing
    assert table.host.game.record == played and storage.load_table("cut").entries == played.entries
    storage.full = False
    table.handle(seat, "undo")
    assert storage.load_table("cut").entries == table.host.game.record.entries != played.entries
    storage.close()


def test_a_table_kept_before_every_game_was_online_opens_where_it_was(tmp_path, backend):
    storage = open_storage(tmp_path, database=backend)
    game = Game.new(Config(players=2, seed=4))
    while not isinstance(game.pending, Turn):
        game.apply(game.legal_moves()[0])
    storage.create_table("old", "tesseract", game.config.to_json(), list(game.record.entries))
    table = reopened(storage, "old")
    assert table.players == 2
    assert table.host.game.view() == game.view()
    table.greet(0)
    assert table.take(0)
    storage.close()


def test_an_expelled_seat_is_freed_and_stays_free_after_a_restart(tmp_path, backend):
    """Issue 27, the host's ``expel``: the seat leaves storage (its token with it); the other stays."""
    storage = open_storage(tmp_path, database=backend)
    storage.create_table("expel", "tesseract", Config(players=2, seed=4).to_json())
    storage.keep_seat("expel", StoredSeat(1, "token-one", "cs", "normal"))
    storage.keep_seat("expel", StoredSeat(2, "token-two", "fr", "terse"))
    storage.free_seat("expel", 2)
    assert [seat.seat for seat in storage.seats("expel")] == [1]
    storage.close()
    again = open_storage(tmp_path, database=backend)  # as after a restart
    assert again.seats("expel") == [StoredSeat(1, "token-one", "cs", "normal")]
    again.close()


def test_a_table_with_no_record_header_of_a_game_that_kept_none_is_refused_as_no_save():
    """Only a game whose plug-in says what its config alone stands for (Tesseract's) reads such a table:
    another's is refused, and the server, which logs it, does not open it."""
    for entry in games.GAMES:
        if games.plugin(entry.id).unheaded_table is None:
            with pytest.raises(SaveError) as refused:
                OnlineTable.reopen(StoredTable("old", entry.id, {"players": 2}, ()), None, ENVIRON)  # type: ignore[arg-type]
            assert refused.value.reason == "not_a_save"
    assert games.plugin("tesseract").unheaded_table is not None


def test_the_online_package_names_no_game():
    """What the online table knows of a game is the registry's and the game's plug-in's: no module,
    page or script of ``alea.online`` names one."""
    folder = Path(online.__file__).resolve().parent
    files = [path for path in sorted(folder.rglob("*")) if path.suffix in (".py", ".js", ".html", ".css")]
    assert len(files) > 10
    named = [(path.name, entry.id) for path in files for entry in games.GAMES
             if entry.id in path.read_text(encoding="utf-8").lower()]
    assert named == []


REFUSE_ZERO = {
    False: ["CREATE TRIGGER full BEFORE INSERT ON journal WHEN NEW.data = '{\"n\": 0}' "
            "BEGIN SELECT RAISE(ABORT, 'disk full'); END"],
    True: ["CREATE FUNCTION refuse_zero() RETURNS trigger AS $$ BEGIN IF NEW.data = '{\"n\": 0}' THEN "
           "RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql",
           "CREATE TRIGGER refuse BEFORE INSERT ON journal FOR EACH ROW EXECUTE FUNCTION refuse_zero()"],
}
"""A trigger that refuses a journal row ``{"n": 0}`` as a full disk would, in SQLite and in PostgreSQL."""


def test_journal_positions_follow_on_across_tables_a_refused_write_and_a_restart(tmp_path, backend):
    storage = open_storage(tmp_path, database=backend)
    for code in ("one", "two"):
        storage.create_table(code, "tesseract", Config(players=1, seed=1).to_json())
    storage.append_entries("one", [{"n": 1}, {"n": 2}])
    storage.append_entries("two", [{"n": 9}])
    storage.cut_record("one", 1)
    for statement in REFUSE_ZERO[backend is not None]:
        storage.db.execute(statement)
    with pytest.raises(Exception, match="disk full"):  # refused (as by a full disk): nothing kept
        storage.append_entries("one", [{"n": 3}, {"n": 0}])
    storage.db.execute("DROP TRIGGER refuse ON journal" if backend else "DROP TRIGGER full")
    storage.append_entries("one", [{"n": 3}])
    storage.close()
    again = open_storage(tmp_path, database=backend)  # as after a restart: positions read back from the journal
    again.append_entries("one", [{"n": 4}])
    assert again.load_table("one").entries == ({"n": 1}, {"n": 3}, {"n": 4})
    assert again.load_table("two").entries == ({"n": 9},)
    positions = [p for (p,) in again.db.execute("SELECT position FROM journal WHERE code = 'one' ORDER BY position")]
    assert positions == [0, 1, 2, 3, 4]
    again.close()


def test_both_databases_run_every_migration_once_and_an_older_one_is_brought_up(tmp_path, backend):
    storage = open_storage(tmp_path, database=backend)
    assert storage.version() == len(MIGRATIONS)
    storage.db.execute("DELETE FROM schema_version")  # as a database made before migrations were counted
    storage.db.execute("DROP INDEX tables_created")
    storage.create_table("kept", "tesseract", Config(players=1, seed=1).to_json(), [{"n": 1}])
    storage.close()
    again = open_storage(tmp_path, database=backend)  # runs 1 (already there: nothing changes) and 2
    assert again.version() == len(MIGRATIONS)
    assert again.load_table("kept").entries == ({"n": 1},)
    again.close()
    third = open_storage(tmp_path, database=backend)  # nothing left to run
    assert third.version() == len(MIGRATIONS)
    third.close()


def test_a_second_process_writing_first_is_refused_not_overwritten(tmp_path, postgres_cluster):
    from alea.online.storage import Conflict

    backend = postgres_cluster.new_database()  # PostgreSQL only: one process writes an SQLite file
    one, two = open_storage(tmp_path, database=backend), open_storage(tmp_path, database=backend)
    one.create_table("both", "tesseract", Config(players=2, seed=1).to_json(), [{"n": 0}])
    assert two.load_table("both").entries == ({"n": 0},)
    one.append_entries("both", [{"n": 1}])
    with pytest.raises(Conflict):  # two's copy was behind: its move is not kept
        two.append_entries("both", [{"n": 2}])
    assert two.load_table("both").entries == ({"n": 0}, {"n": 1})  # read back: now it is current
    two.append_entries("both", [{"n": 2}])
    assert one.load_table("both").entries == ({"n": 0}, {"n": 1}, {"n": 2})
    one.close()
    two.close()
