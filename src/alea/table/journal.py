"""Where a table keeps its one game instead of the autosave: a journal (an online table's storage).

A table at a terminal rewrites its autosave after every move (:mod:`alea.table.host`). A table
that keeps a :class:`Journal` instead (``alea serve``'s, :mod:`alea.online.hosting`) plays one
game, which it starts, or replays from the journal's record, when it opens; each move's record
entries are appended to the journal **before** any seat is told of it, and an undo is kept as a
cut of the record before it is told. A move or an undo the journal refuses is not made. Such a
table takes no file lock, writes no autosave and starts no other game.
"""

from __future__ import annotations

from typing import Protocol

from alea.kernel.record import Entry, Stored
from alea.table.seam import Json


class Journal(Protocol):
    """What keeps a table's game (each call raises when it could not keep it: then nothing happened)."""

    stored: Stored | None
    """The record kept so far, replayed when the table opens; None: the table starts a new game."""

    def start(self, record: Json) -> None:
        """Keep a new game: ``record`` is its save file's content (:func:`alea.kernel.record.record_to_json`),
        the entries of its set-up included."""

    def append(self, entries: list[Entry]) -> None:
        """Keep the record entries of one move (the move and the chance outcomes it drew)."""

    def cut(self, length: int) -> None:
        """Keep an undo: the record is cut back to ``length`` entries."""
