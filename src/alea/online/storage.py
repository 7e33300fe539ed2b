"""Where the server keeps its tables: one :class:`Storage` interface, two databases behind it.

What is kept: each table (its code, game, config and creation time), each seat (its token,
language and verbosity), every game's record as an append-only journal (one row per record
entry, plus a row for each undo that cuts the record back), and the chat. A move's entries are
written, and committed, before the move is announced to anyone, so a restart or a ``kill -9``
of the server loses no move that a player heard about.

SQLite (:mod:`alea.online.sqlite_storage`, one file, one server process) is the default;
PostgreSQL (:mod:`alea.online.postgres_storage`, ``alea serve --database postgresql://...``) lets
several server processes share the tables. Both run the same :data:`MIGRATIONS`, in order, each
once, recording how far they got in ``schema_version``; every method is one short transaction.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from alea.dataclass import dataclass
from typing import Any, Protocol

from alea.errors import AleaError

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    # 1: the tables, seats, journal and chat (``CREATE ... IF NOT EXISTS``: a database made before
    # migrations were counted already holds them, and is counted at 1).
    (
        """CREATE TABLE IF NOT EXISTS tables (
            code TEXT PRIMARY KEY,
            game TEXT NOT NULL,
            config TEXT NOT NULL,
            created DOUBLE PRECISION NOT NULL
        )""",
        """CREATE TABLE IF NOT EXISTS seats (
            code TEXT NOT NULL REFERENCES tables(code),
            seat INTEGER NOT NULL,
            token TEXT NOT NULL UNIQUE,
            lang TEXT NOT NULL,
            verbosity TEXT NOT NULL,
            PRIMARY KEY (code, seat)
        )""",
        """CREATE TABLE IF NOT EXISTS journal (
            code TEXT NOT NULL REFERENCES tables(code),
            position INTEGER NOT NULL,
            kind TEXT NOT NULL,
            data TEXT NOT NULL,
            PRIMARY KEY (code, position)
        )""",
        """CREATE TABLE IF NOT EXISTS chat (
            code TEXT NOT NULL REFERENCES tables(code),
            position INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            text TEXT NOT NULL,
            sent DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (code, position)
        )""",
    ),
    # 2: tables by age, so that an operator finds old ones quickly (docs/online.md, "Housekeeping").
    ("CREATE INDEX IF NOT EXISTS tables_created ON tables (created)",),
)
"""The schema, as steps each database runs once, in order (plain SQL both SQLite and PostgreSQL read)."""

VERSION_TABLE = "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)"
"""Where a database records how many of :data:`MIGRATIONS` it has run (one row)."""


ENTRY = "entry"
"""A journal row that appends one record entry (a move or a chance outcome)."""

UNDO = "undo"
"""A journal row that cuts the record back to the length it holds (an undo, R-D3)."""

JOURNAL_ENDS = 10_000
"""How many tables' next journal positions a storage remembers (then it reads them again)."""


@dataclass(frozen=True)
class StoredTable:
    """One table as stored: its code, game, config (JSON) and record entries as they stand now.

    The config is ``{"seats": N, "record": {"name", "version", "config"}}``: the seats and the head of
    the game's record (:mod:`alea.online.hosting`; older tables hold their game's config alone, which
    the game's plug-in reads: ``unheaded_table``)."""

    code: str
    game: str
    config: dict[str, Any]
    entries: tuple[dict[str, Any], ...]


@dataclass(frozen=True)
class StoredSeat:
    """One seat as stored."""

    seat: int
    token: str
    lang: str
    verbosity: str


class Storage(Protocol):
    """What the server needs of a database; each call is one transaction, committed on return."""

    def create_table(self, code: str, game: str, config: dict[str, Any],
                     entries: list[dict[str, Any]] | None = None) -> None:
        """Keep a new table and the first entries of its record (its set-up), in one transaction."""

    def load_table(self, code: str) -> StoredTable | None:
        """The table ``code`` with its record replayed from the journal, or None."""

    def append_entries(self, code: str, entries: list[dict[str, Any]]) -> None:
        """Append record entries to the table's journal (before the move is announced)."""

    def cut_record(self, code: str, length: int) -> None:
        """Journal an undo: the record is cut back to ``length`` entries."""

    def seats(self, code: str) -> list[StoredSeat]:
        """Every seat taken at the table, in seat order."""

    def keep_seat(self, code: str, seat: StoredSeat) -> None:
        """Keep a seat (new, or its language or verbosity changed)."""

    def free_seat(self, code: str, seat: int) -> None:
        """Free a seat (its player was removed by the host): its token takes it no more."""

    def add_chat(self, code: str, seat: int, text: str) -> None:
        """Keep one chat line."""

    def chat(self, code: str) -> list[tuple[int, str]]:
        """Every chat line of the table, oldest first: (seat, text)."""

    def plays_bots(self, code: str) -> bool:
        """Whether this process plays the table's bots: with one process (SQLite) always; on
        PostgreSQL, the one process that holds the table's advisory lock (taken now if it is free)."""

    def let_bots_go(self, code: str) -> None:
        """This process holds the table no more: another one may play its bots."""

    def reachable(self) -> bool:
        """Whether the database can be reached now (PostgreSQL away tries a new connection when due:
        :mod:`alea.online.outage`); an SQLite file always can."""

    def close(self) -> None:
        """Release the database."""


class Away(AleaError):
    """The database cannot be reached now (PostgreSQL restarted, its connection dropped and no new
    one could be made): nothing was kept; the server pauses its tables until it is back."""

    code = "away"


class Conflict(AleaError):
    """Another server process wrote the table's journal first: this process's copy of the table is
    behind (it reads the table back, and only then appends to its journal again; the player tries again)."""

    code = "behind"


def replay_journal(rows: Iterable[tuple[str, str]]) -> tuple[dict[str, Any], ...]:
    """The record entries a table's journal rows (kind, data), in order, stand for: each entry
    appended, each undo cutting the record back."""
    entries: list[dict[str, Any]] = []
    for kind, data in rows:
        if kind == ENTRY:
            entries.append(json.loads(data))
        else:
            del entries[int(data):]
    return tuple(entries)


class JournalRows:
    """What both databases do alike with a table's journal: a move's entries and an undo become
    rows, appended at the next position, which is remembered for the tables last written to."""

    _ends: dict[str, int]
    """The next journal position of the tables last read or written (bounded: :data:`JOURNAL_ENDS`)."""

    def append_entries(self, code: str, entries: list[dict[str, Any]]) -> None:
        if entries:
            self._journal(code, [(ENTRY, json.dumps(e)) for e in entries])

    def cut_record(self, code: str, length: int) -> None:
        self._journal(code, [(UNDO, str(length))])

    def _journal(self, code: str, rows: list[tuple[str, str]]) -> None:
        """Append ``rows`` (kind, data) to the table's journal, in one transaction."""
        raise NotImplementedError

    def _ended(self, code: str, end: int) -> None:
        """Remember the table's next journal position."""
        if len(self._ends) >= JOURNAL_ENDS:
            self._ends.clear()
        self._ends[code] = end
