"""Issue 38, bots fast at a table: a worker keeps the tables it thinks about and plays each on over the
moves made since its last thought (:func:`alea.online.thinking.replayed`), so that a bot's move costs
the same at turn 5 as at turn 500; it replays a table's whole record only when it never kept it or
the record was cut (an undo). What it answers is what the server's own table would, move after move.

The worker's functions run here in the test's process (what a worker process runs, called directly):
the counts of whole replays are read from the module, as a worker keeps them."""

from __future__ import annotations

from typing import Any

import pytest

from alea.online import thinking
from alea.online.database import open_storage
from alea.online.hosting import OnlineTable, StoredJournal
from alea.online.thinking import Thought, answer, choose

ENVIRON: dict[str, str] = {}


def bots_move(table: OnlineTable) -> bool:
    """The seat the game waits for plays its bot's move at the server's table; False once it is over."""
    seat = table.waited_seat()
    if seat is None:
        return False
    choice = table.bot_choice(seat)
    assert choice is not None
    assert table.play_chosen(seat, choice, table.position())
    for each in range(table.players):
        table.take(each)
    return True


@pytest.fixture(autouse=True)
def forgotten() -> Any:
    """Each test starts with a worker that keeps nothing."""
    thinking._tables.clear()
    yield
    thinking._tables.clear()


@pytest.mark.parametrize("game", ["tesseract", "multiverse", "tetrikon"])
def test_a_worker_plays_its_kept_table_on_and_chooses_as_the_server_table_would(tmp_path, game):
    storage = open_storage(tmp_path)
    table = OnlineTable(game, 2, StoredJournal(storage, "kept", game, 2), ENVIRON, seed=5)
    start = thinking.replays
    moves = 0
    while moves < 40 and table.waited_seat() is not None:
        seat = table.waited_seat()
        assert seat is not None
        thought = Thought(table.snapshot(), seat, "en", "normal", "")
        assert choose(thought, ENVIRON) == table.bot_choice(seat)  # the kept table, played on, chooses alike
        assert bots_move(table)
        moves += 1
    assert moves > 10
    assert thinking.replays - start == 1  # the first thought replayed the table; every other played on
    seat = table.waited_seat()
    if seat is not None:  # a hint, at the kept table, is what the server's table says
        lines = answer(Thought(table.snapshot(), seat, "en", "normal", "hint"), ENVIRON)
        table.handle(seat, "hint")
        assert lines == table.take(seat) and lines
    assert thinking.replays - start == 1
    storage.close()


def test_a_record_cut_since_the_worker_kept_it_is_replayed_whole(tmp_path):
    storage = open_storage(tmp_path)
    table = OnlineTable("multiverse", 2, StoredJournal(storage, "cut", "multiverse", 2), ENVIRON, seed=2)
    for _ in range(12):
        assert bots_move(table)
    earlier = table.snapshot()  # the record as it was before the moves an undo takes back
    earlier_seat = table.waited_seat()
    earlier_choice = table.bot_choice(earlier_seat) if earlier_seat is not None else None
    for _ in range(8):
        assert bots_move(table)
    later_seat = table.waited_seat()
    assert later_seat is not None and earlier_seat is not None
    start = thinking.replays
    assert choose(Thought(table.snapshot(), later_seat, "en", "normal", ""), ENVIRON) == table.bot_choice(later_seat)
    assert thinking.replays - start == 1
    assert choose(Thought(earlier, earlier_seat, "en", "normal", ""), ENVIRON) == earlier_choice  # cut back
    assert thinking.replays - start == 2
    storage.close()


def test_a_worker_keeps_a_bounded_number_of_tables_the_least_recently_used_let_go(tmp_path):
    storage = open_storage(tmp_path)
    snapshots = []
    for number in range(thinking.TABLES_KEPT + 2):
        table = OnlineTable("tesseract", 1, StoredJournal(storage, f"t{number}", "tesseract", 1), ENVIRON, seed=number)
        snapshots.append(table.snapshot())
        table.close()
    for stored in snapshots:
        choose(Thought(stored, 0, "en", "normal", ""), ENVIRON)
    assert len(thinking._tables) == thinking.TABLES_KEPT
    assert snapshots[0].code not in thinking._tables and snapshots[-1].code in thinking._tables
    storage.close()
