"""What a process's spectators hear of moves made at another process (several ``alea serve``
processes on one PostgreSQL database, :mod:`alea.online.relay`).

Issue 42, item 6: the relay carries what each seat is told, put into words by the process whose
player typed the line; a spectator connected to another process was told nothing of the moves, then
only where the game stood. The process that holds the spectator cannot ask the other for its
spectators' lines (it does not know their languages), so it puts the moves into words itself: when
it hears that the table changed, its own copy of the game (the old position) plays on over the
entries recorded since, and the game's narration tells them to every seat of that copy, each in its
language and from its own view, exactly as a move made at this process is told. Only the
spectators' seats' lines are kept (a spectator's seat holds no player: no hidden information); the
players hear their own lines from the process that made the move. When the entries do not follow
on from this copy (an undo there, a new game, a record that does not replay), the spectators hear
where the game stands instead, as before.
"""

from __future__ import annotations

from alea.kernel.errors import SaveError
from alea.online.hosting import OnlineTable
from alea.online.seating import SeatedTable
from alea.online.storage import StoredTable

Heard = dict[int, tuple[list[str], list[str]]]
"""By spectators' seat (its index at the table): the lines it heard and their sound cues."""


def heard_elsewhere(table: SeatedTable, stored: StoredTable | None) -> Heard | None:
    """The moves ``stored`` holds beyond ``table``'s copy, told to ``table``'s spectators' seats (in
    each seat's language and verbosity; nothing when no move was made); None when they cannot be told
    so (see the module). The copy is used up: the server reads the table back after this."""
    if stored is None or not isinstance(table, OnlineTable) or table.players >= table.seats_count():
        return None
    host = table.host
    try:
        game = host.current()
    except LookupError:
        return None
    known = game.record.entries
    entries = stored.entries
    if tuple(entries[:len(known)]) != tuple(known) or host.running_demo() is not None:
        return None
    if len(entries) == len(known):  # a seat taken or freed there: no move to tell
        return {}
    start = len(game.history)
    before = host.view_of(game)
    try:
        game.extend(entries[len(known):])
    except SaveError:
        return None
    host.session.clear_questions()
    host.tell_events(list(game.history[start:]), before)
    host.present()
    table.told_since()
    return {seat: (table.take(seat), table.take_cues(seat)) for seat in range(table.players, table.seats_count())}


def watch_again(old: SeatedTable, new: SeatedTable) -> None:
    """Give ``new`` (the table read back) the spectators' seats ``old`` had, at the same places, so
    that each spectator keeps its seat's index."""
    for seat in range(old.players, old.seats_count()):
        new.watch(*old.settings(seat))
