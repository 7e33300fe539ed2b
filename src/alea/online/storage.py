"""Where the server keeps its tables: one :class:`Storage` interface, SQLite behind it by default.

What is kept: each table (its code, game, config and creation time), each seat (its token,
language and verbosity), every game's record as an append-only journal (one row per record
entry, plus a row for each undo that cuts the record back), and the chat. A move's entries are
written, and committed, before the move is announced to anyone, so a restart or a ``kill -9``
of the server loses no move that a player heard about.

SQLite runs in WAL mode with ``synchronous=NORMAL``: a committed transaction survives the
server process dying at any instant (the WAL is in the operating system's hands); only a power
failure can take the last transactions with it (``--durable`` asks for ``synchronous=FULL``).
PostgreSQL can take SQLite's place behind the same interface (docs/online.md): every method is
one short transaction, and the SQL is plain.
"""

from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    config TEXT NOT NULL,
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL REFERENCES tables(code),
    seat INTEGER NOT NULL,
    token TEXT NOT NULL UNIQUE,
    lang TEXT NOT NULL,
    verbosity TEXT NOT NULL,
    PRIMARY KEY (code, seat)
);
CREATE TABLE IF NOT EXISTS journal (
    code TEXT NOT NULL REFERENCES tables(code),
    position INTEGER NOT NULL,
    kind TEXT NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (code, position)
);
CREATE TABLE IF NOT EXISTS chat (
    code TEXT NOT NULL REFERENCES tables(code),
    position INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    text TEXT NOT NULL,
    sent REAL NOT NULL,
    PRIMARY KEY (code, position)
);
"""

ENTRY = "entry"
"""A journal row that appends one record entry (a move or a chance outcome)."""

UNDO = "undo"
"""A journal row that cuts the record back to the length it holds (an undo, R-D3)."""

JOURNAL_ENDS = 10_000
"""How many tables' next journal positions :class:`SQLiteStorage` remembers (then it reads them again)."""


@dataclass(frozen=True)
class StoredTable:
    """One table as stored: its code, game, config (JSON) and record entries as they stand now.

    The config is ``{"seats": N, "record": {"name", "version", "config"}}``: the seats and the head of
    the game's record (:mod:`alea.online.hosting`; older tables hold Tesseract's config alone)."""

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

    def add_chat(self, code: str, seat: int, text: str) -> None:
        """Keep one chat line."""

    def chat(self, code: str) -> list[tuple[int, str]]:
        """Every chat line of the table, oldest first: (seat, text)."""

    def close(self) -> None:
        """Release the database."""


class SQLiteStorage:
    """:class:`Storage` in one SQLite file (``alea.sqlite3`` in the server's data folder)."""

    def __init__(self, path: Path, *, durable: bool = False) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self.db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute(f"PRAGMA synchronous={'FULL' if durable else 'NORMAL'}")
        self.db.execute("PRAGMA foreign_keys=ON")
        self.db.executescript(SCHEMA)
        self._ends: dict[str, int] = {}
        """The next journal position of the tables last written to, read once from the journal
        (a move then costs one statement, not two; only this process writes the file)."""

    def _write(self, sql: str, *rows: tuple[Any, ...]) -> None:
        with self.db:  # one transaction, committed on leaving
            self.db.execute("BEGIN IMMEDIATE")
            self.db.executemany(sql, rows)

    def create_table(self, code: str, game: str, config: dict[str, Any],
                     entries: list[dict[str, Any]] | None = None) -> None:
        with self.db:
            self.db.execute("BEGIN IMMEDIATE")
            self.db.execute("INSERT INTO tables (code, game, config, created) VALUES (?, ?, ?, ?)",
                            (code, game, json.dumps(config), time.time()))
            self.db.executemany("INSERT INTO journal (code, position, kind, data) VALUES (?, ?, ?, ?)",
                                [(code, i, ENTRY, json.dumps(e)) for i, e in enumerate(entries or ())])
        self._ended(code, len(entries or ()))

    def load_table(self, code: str) -> StoredTable | None:
        row = self.db.execute("SELECT game, config FROM tables WHERE code = ?", (code,)).fetchone()
        if row is None:
            return None
        entries: list[dict[str, Any]] = []
        for kind, data in self.db.execute("SELECT kind, data FROM journal WHERE code = ? ORDER BY position",
                                          (code,)):
            if kind == ENTRY:
                entries.append(json.loads(data))
            else:
                del entries[int(data):]
        return StoredTable(code, row[0], json.loads(row[1]), tuple(entries))

    def _next_position(self, table: str, code: str) -> int:
        row = self.db.execute(f"SELECT COALESCE(MAX(position), -1) + 1 FROM {table} WHERE code = ?",
                              (code,)).fetchone()
        return int(row[0])

    def append_entries(self, code: str, entries: list[dict[str, Any]]) -> None:
        if entries:
            self._journal(code, [(ENTRY, json.dumps(e)) for e in entries])

    def cut_record(self, code: str, length: int) -> None:
        self._journal(code, [(UNDO, str(length))])

    def _journal(self, code: str, rows: list[tuple[str, str]]) -> None:
        """Append ``rows`` (kind, data) to the table's journal, in one transaction."""
        with self.db:
            self.db.execute("BEGIN IMMEDIATE")
            start = self._ends.get(code)
            if start is None:
                start = self._next_position("journal", code)
            self.db.executemany("INSERT INTO journal (code, position, kind, data) VALUES (?, ?, ?, ?)",
                                [(code, start + i, kind, data) for i, (kind, data) in enumerate(rows)])
        self._ended(code, start + len(rows))  # once committed: a refused write leaves it unread

    def _ended(self, code: str, end: int) -> None:
        """Remember the table's next journal position."""
        if len(self._ends) >= JOURNAL_ENDS:
            self._ends.clear()
        self._ends[code] = end

    def seats(self, code: str) -> list[StoredSeat]:
        rows = self.db.execute("SELECT seat, token, lang, verbosity FROM seats WHERE code = ? ORDER BY seat",
                               (code,))
        return [StoredSeat(*row) for row in rows]

    def keep_seat(self, code: str, seat: StoredSeat) -> None:
        self._write("INSERT INTO seats (code, seat, token, lang, verbosity) VALUES (?, ?, ?, ?, ?) "
                    "ON CONFLICT (code, seat) DO UPDATE SET lang = excluded.lang, verbosity = excluded.verbosity",
                    (code, seat.seat, seat.token, seat.lang, seat.verbosity))

    def add_chat(self, code: str, seat: int, text: str) -> None:
        with self.db:
            self.db.execute("BEGIN IMMEDIATE")
            self.db.execute("INSERT INTO chat (code, position, seat, text, sent) VALUES (?, ?, ?, ?, ?)",
                            (code, self._next_position("chat", code), seat, text, time.time()))

    def chat(self, code: str) -> list[tuple[int, str]]:
        rows = self.db.execute("SELECT seat, text FROM chat WHERE code = ? ORDER BY position", (code,))
        return [(int(seat), str(text)) for seat, text in rows]

    def close(self) -> None:
        self.db.close()


def open_storage(folder: Path, *, durable: bool = False) -> Storage:
    """The server's storage in ``folder`` (SQLite; PostgreSQL would be chosen here)."""
    return SQLiteStorage(folder / "alea.sqlite3", durable=durable)
