"""The server's storage in one SQLite file (:class:`~alea.online.storage.Storage`), the default.

SQLite runs in WAL mode with ``synchronous=NORMAL``: a committed transaction survives the
server process dying at any instant (the WAL is in the operating system's hands); only a power
failure can take the last transactions with it (``--durable`` asks for ``synchronous=FULL``).
One server process writes the file: for several, PostgreSQL (:mod:`alea.online.postgres_storage`).
"""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path
from typing import Any

from alea.online.storage import (ENTRY, MIGRATIONS, VERSION_TABLE, JournalRows, StoredSeat, StoredTable,
                                 replay_journal)


class SQLiteStorage(JournalRows):
    """:class:`~alea.online.storage.Storage` in one SQLite file (``alea.sqlite3`` in the server's data folder)."""

    def __init__(self, path: Path, *, durable: bool = False) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self.db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute(f"PRAGMA synchronous={'FULL' if durable else 'NORMAL'}")
        self.db.execute("PRAGMA foreign_keys=ON")
        self.migrate()
        self._ends: dict[str, int] = {}
        """The next journal position of the tables last written to, read once from the journal
        (a move then costs one statement, not two; only this process writes the file)."""

    def migrate(self) -> None:
        """Run the migrations this file has not run yet, each in its own transaction."""
        self.db.execute(VERSION_TABLE)
        for version, steps in enumerate(MIGRATIONS, 1):
            with self.db:
                self.db.execute("BEGIN IMMEDIATE")
                row = self.db.execute("SELECT MAX(version) FROM schema_version").fetchone()
                if (row[0] or 0) >= version:
                    continue
                for step in steps:
                    self.db.execute(step)
                self.db.execute("DELETE FROM schema_version")
                self.db.execute("INSERT INTO schema_version (version) VALUES (?)", (version,))

    def version(self) -> int:
        """How many migrations this database has run."""
        return int(self.db.execute("SELECT MAX(version) FROM schema_version").fetchone()[0] or 0)

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
        rows = self.db.execute("SELECT kind, data FROM journal WHERE code = ? ORDER BY position", (code,))
        return StoredTable(code, row[0], json.loads(row[1]), replay_journal(rows))

    def _next_position(self, table: str, code: str) -> int:
        row = self.db.execute(f"SELECT COALESCE(MAX(position), -1) + 1 FROM {table} WHERE code = ?",
                              (code,)).fetchone()
        return int(row[0])

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

    def seats(self, code: str) -> list[StoredSeat]:
        rows = self.db.execute("SELECT seat, token, lang, verbosity FROM seats WHERE code = ? ORDER BY seat",
                               (code,))
        return [StoredSeat(*row) for row in rows]

    def keep_seat(self, code: str, seat: StoredSeat) -> None:
        self._write("INSERT INTO seats (code, seat, token, lang, verbosity) VALUES (?, ?, ?, ?, ?) "
                    "ON CONFLICT (code, seat) DO UPDATE SET lang = excluded.lang, verbosity = excluded.verbosity",
                    (code, seat.seat, seat.token, seat.lang, seat.verbosity))

    def free_seat(self, code: str, seat: int) -> None:
        self._write("DELETE FROM seats WHERE code = ? AND seat = ?", (code, seat))

    def add_chat(self, code: str, seat: int, text: str) -> None:
        with self.db:
            self.db.execute("BEGIN IMMEDIATE")
            self.db.execute("INSERT INTO chat (code, position, seat, text, sent) VALUES (?, ?, ?, ?, ?)",
                            (code, self._next_position("chat", code), seat, text, time.time()))

    def chat(self, code: str) -> list[tuple[int, str]]:
        rows = self.db.execute("SELECT seat, text FROM chat WHERE code = ? ORDER BY position", (code,))
        return [(int(seat), str(text)) for seat, text in rows]

    def plays_bots(self, code: str) -> bool:
        return True

    def let_bots_go(self, code: str) -> None:
        return None

    def reachable(self) -> bool:
        return True

    def close(self) -> None:
        self.db.close()
