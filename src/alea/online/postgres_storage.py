"""The server's storage on PostgreSQL (:class:`~alea.online.storage.Storage`), shared by several
``alea serve`` processes (``--database postgresql://...``).

psycopg 3, synchronously: the table keeps a move from inside its own (synchronous) handling of
a line, as it does with SQLite, so each call is one short transaction on this process's own
connection, committed before the call returns, and so before any seat hears of the move. What
each process must hear of the others (a move made at a table whose seats it holds) travels by
PostgreSQL's own LISTEN/NOTIFY (:mod:`alea.online.relay`), not through this connection.

A move is committed, and visible to every process, before its seats hear of it. By default the
commit does not wait for PostgreSQL to flush its log to the disk (``synchronous_commit = off``, for
this connection only), the same promise as SQLite's default: the move survives the server process
dying at any instant, and only a crash of PostgreSQL or of the machine within a fraction of a second
can take the last moves with it; ``--durable`` waits for the flush (one disk flush a move).

Two processes may hold the same table: each appends to its journal at the position it believes
next; the journal's primary key ``(code, position)`` refuses the second writer
(:class:`~alea.online.storage.Conflict`), whose move is then not made; that table's journal takes
nothing more from this process until its copy is read back (:meth:`PostgresStorage.load_table`), so
that no move made on an old position is ever appended. No move is ever written twice or lost.

A connection that drops (PostgreSQL restarted, an idle timeout) is replaced at once and the call
tried once more on the new one; when PostgreSQL cannot be reached, the call raises
:class:`~alea.online.storage.Away` and a new connection is tried again when due
(:class:`~alea.online.outage.Backoff`): :meth:`PostgresStorage.reachable`.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any, TypeVar

import psycopg
from psycopg import errors

from alea.online.outage import CONNECT_TIMEOUT, KEEPALIVES, MOST, Backoff
from alea.online.storage import (ENTRY, MIGRATIONS, VERSION_TABLE, Away, Conflict, JournalRows, StoredSeat,
                                 StoredTable, replay_journal)

T = TypeVar("T")

BEHIND = -1
"""The journal end remembered for a table whose write was refused (:class:`~alea.online.storage.Conflict`):
nothing is appended to it until it is read back."""

MIGRATION_LOCK = 0x616C6561
"""The advisory lock key under which one process at a time migrates the schema ("alea")."""

BOTS_LOCK = 0x616C6562
"""The first key of each table's advisory lock (the second: its code's hash), held by the one
process that plays the table's bots ("aleb")."""

CHAT_TRIES = 5
"""How often a chat line is tried again when another process took its position first."""


def connect(database: str, *, autocommit: bool = True) -> psycopg.Connection[Any]:
    """A connection to ``database`` (a ``postgresql://`` address), its application name Alea's."""
    return psycopg.connect(database, autocommit=autocommit, application_name="alea serve",
                           connect_timeout=CONNECT_TIMEOUT, **KEEPALIVES)


class PostgresStorage(JournalRows):
    """:class:`~alea.online.storage.Storage` on PostgreSQL: one connection, one transaction a call."""

    def __init__(self, database: str, *, durable: bool = False, most: float = MOST) -> None:
        self.database = database
        self.durable = durable
        self.retry = Backoff(most)
        """When to try again to reach PostgreSQL, once it could not be reached."""
        self.lost = False
        """Whether the connection dropped and no new one could be made yet."""
        self.db = self._connect()
        self.bots: set[str] = set()
        """The tables whose bots this process plays (it holds their advisory lock on this connection)."""
        self.migrate()
        self._ends: dict[str, int] = {}
        """The next journal position of the tables this process read or wrote last (a stale one is
        refused by the primary key: :class:`~alea.online.storage.Conflict`)."""

    def _connect(self) -> psycopg.Connection[Any]:
        db = connect(self.database)
        if not self.durable:  # as SQLite's synchronous=NORMAL: see the module's documentation
            db.execute("SET synchronous_commit = off")
        return db

    def reachable(self) -> bool:
        """Whether PostgreSQL can be reached: true while the connection holds; once it dropped, a new
        one is tried when the backoff says it is due (false until one is made)."""
        if not self.lost:
            return True
        if not self.retry.due():
            return False
        try:
            db = self._connect()
        except psycopg.Error:
            self.retry.failed()
            return False
        self.db.close()
        self.db, self.lost = db, False
        self.bots.clear()  # the locks went with the old connection
        self.retry.succeeded()
        return True

    def _call(self, work: Callable[[psycopg.Connection[Any]], T]) -> T:
        """``work`` on the connection; on a new one, once, when that one dropped; raises
        :class:`~alea.online.storage.Away` when PostgreSQL cannot be reached."""
        for attempt in range(2):
            if not self.reachable():
                raise Away("PostgreSQL cannot be reached")
            try:
                return work(self.db)
            except psycopg.OperationalError as error:
                if not (self.db.closed or self.db.broken):
                    raise  # a statement PostgreSQL refused: the connection holds
                self.lost = True  # dropped: a new connection, at once the first time
                if attempt:
                    raise Away("the connection to PostgreSQL dropped") from error
        raise AssertionError("unreachable")

    def shared(self, work: Callable[[psycopg.Connection[Any]], T]) -> T:
        """``work`` of another module on this storage's connection, made again as for every call
        (wrong seat codes counted for all processes: :mod:`alea.online.shared_guessing`)."""
        return self._call(work)

    def migrate(self) -> None:
        """Run the migrations this database has not run yet, one process at a time (an advisory lock)."""
        with self.db.transaction():
            self.db.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
            self.db.execute(VERSION_TABLE)
            done = self.version()
            for version, steps in enumerate(MIGRATIONS, 1):
                if version <= done:
                    continue
                for step in steps:
                    self.db.execute(step)
                self.db.execute("DELETE FROM schema_version")
                self.db.execute("INSERT INTO schema_version (version) VALUES (%s)", (version,))

    def version(self) -> int:
        """How many migrations this database has run."""
        row = self.db.execute("SELECT MAX(version) FROM schema_version").fetchone()
        return int(row[0] or 0) if row else 0

    def create_table(self, code: str, game: str, config: dict[str, Any],
                     entries: list[dict[str, Any]] | None = None) -> None:
        def create(db: psycopg.Connection[Any]) -> None:
            with db.transaction():
                db.execute("INSERT INTO tables (code, game, config, created) VALUES (%s, %s, %s, %s)",
                           (code, game, json.dumps(config), time.time()))
                with db.cursor() as cursor:
                    cursor.executemany("INSERT INTO journal (code, position, kind, data) VALUES (%s, %s, %s, %s)",
                                       [(code, i, ENTRY, json.dumps(e)) for i, e in enumerate(entries or ())])
        self._call(create)
        self._ended(code, len(entries or ()))

    def load_table(self, code: str) -> StoredTable | None:
        def load(db: psycopg.Connection[Any]) -> tuple[Any, list[Any]] | None:
            with db.transaction():  # the table and its journal as one snapshot
                row = db.execute("SELECT game, config FROM tables WHERE code = %s", (code,)).fetchone()
                if row is None:
                    return None
                return row, db.execute("SELECT position, kind, data FROM journal WHERE code = %s ORDER BY position",
                                       (code,)).fetchall()
        found = self._call(load)
        if found is None:
            return None
        row, rows = found
        self._ended(code, int(rows[-1][0]) + 1 if rows else 0)
        return StoredTable(code, row[0], json.loads(row[1]), replay_journal((kind, data) for _, kind, data in rows))

    def journal_end(self, code: str) -> int:
        """The table's next journal position as the database holds it now."""
        row = self._call(lambda db: db.execute("SELECT COALESCE(MAX(position), -1) + 1 FROM journal WHERE code = %s",
                                               (code,)).fetchone())
        return int(row[0]) if row else 0

    def _journal(self, code: str, rows: list[tuple[str, str]]) -> None:
        """Append ``rows`` (kind, data) to the table's journal, in one transaction; raises
        :class:`~alea.online.storage.Conflict` when another process wrote there first."""
        start = self._ends.get(code)
        if start == BEHIND:  # refused once: this process's copy is behind until it is read back
            raise Conflict(code)
        if start is None:
            start = self.journal_end(code)
        values = ", ".join(["(%s, %s, %s, %s)"] * len(rows))
        flat = [field for i, (kind, data) in enumerate(rows) for field in (code, start + i, kind, data)]
        try:  # one statement, its own transaction: one round trip a move
            self._call(lambda db: db.execute(f"INSERT INTO journal (code, position, kind, data) VALUES {values}",
                                             flat))
        except errors.UniqueViolation as taken:
            self._ended(code, BEHIND)
            raise Conflict(code) from taken
        self._ended(code, start + len(rows))

    def seats(self, code: str) -> list[StoredSeat]:
        rows = self._call(lambda db: db.execute(
            "SELECT seat, token, lang, verbosity FROM seats WHERE code = %s ORDER BY seat", (code,)).fetchall())
        return [StoredSeat(int(seat), str(token), str(lang), str(verbosity)) for seat, token, lang, verbosity in rows]

    def keep_seat(self, code: str, seat: StoredSeat) -> None:
        self._call(lambda db: db.execute(
            "INSERT INTO seats (code, seat, token, lang, verbosity) VALUES (%s, %s, %s, %s, %s) "
            "ON CONFLICT (code, seat) DO UPDATE SET lang = excluded.lang, verbosity = excluded.verbosity",
            (code, seat.seat, seat.token, seat.lang, seat.verbosity)))

    def free_seat(self, code: str, seat: int) -> None:
        self._call(lambda db: db.execute("DELETE FROM seats WHERE code = %s AND seat = %s", (code, seat)))

    def add_chat(self, code: str, seat: int, text: str) -> None:
        for attempt in range(CHAT_TRIES):
            try:
                self._call(lambda db: db.execute(
                    "INSERT INTO chat (code, position, seat, text, sent) "
                    "SELECT %s, COALESCE(MAX(position), -1) + 1, %s, %s, %s FROM chat WHERE code = %s",
                    (code, seat, text, time.time(), code)))
                return
            except errors.UniqueViolation:  # another process's line took the position: the next one
                if attempt == CHAT_TRIES - 1:
                    raise

    def chat(self, code: str) -> list[tuple[int, str]]:
        rows = self._call(lambda db: db.execute("SELECT seat, text FROM chat WHERE code = %s ORDER BY position",
                                                (code,)).fetchall())
        return [(int(seat), str(text)) for seat, text in rows]

    def plays_bots(self, code: str) -> bool:
        if code not in self.bots:
            row = self._call(lambda db: db.execute("SELECT pg_try_advisory_lock(%s, hashtext(%s))",
                                                   (BOTS_LOCK, code)).fetchone())
            if row is not None and row[0]:
                self.bots.add(code)
        return code in self.bots

    def let_bots_go(self, code: str) -> None:
        if code in self.bots:
            self.bots.discard(code)
            self._call(lambda db: db.execute("SELECT pg_advisory_unlock(%s, hashtext(%s))", (BOTS_LOCK, code)))

    def close(self) -> None:
        self.db.close()
