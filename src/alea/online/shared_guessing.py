"""Wrong seat codes counted in PostgreSQL, so that several ``alea serve`` processes share one budget.

Issue 42: :mod:`alea.online.guessing` counts wrong seat codes per table and per address in the
server's memory; with N processes on one database (behind one proxy, each new connection to any of
them) an attacker had N times the budget. On PostgreSQL each bucket (``table:CODE``,
``address:ADDRESS``) is now a row of ``seat_guesses``: its tokens and when they were counted, on the
database's clock (so processes on several machines agree). A wrong code spends a token in one
statement (an upsert that first adds what the time since gave back, up to the burst), so two
processes spending at once each count. Rows that have filled up again (as good as forgotten) are
deleted as others are spent, so the table stays bounded by the wrong codes of the last hours.

With SQLite there is one process: the buckets stay in its memory (:class:`~alea.online.guessing.Buckets`).
When PostgreSQL cannot be reached, a seat code is refused unchecked (a guess is never let through
for want of a count); the server pauses its tables meanwhile anyway.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from alea.online.guessing import ADDRESS_BURST, ADDRESS_EVERY, TABLE_BURST, TABLE_EVERY, Guesses

CREATE = """CREATE TABLE IF NOT EXISTS seat_guesses (
    bucket TEXT PRIMARY KEY,
    tokens DOUBLE PRECISION NOT NULL,
    counted DOUBLE PRECISION NOT NULL
)"""

NOW = "extract(epoch FROM clock_timestamp())"

SPEND = f"""INSERT INTO seat_guesses (bucket, tokens, counted) VALUES (%(bucket)s, %(burst)s - 1, {NOW})
ON CONFLICT (bucket) DO UPDATE SET
    tokens = GREATEST(0, LEAST(%(burst)s, seat_guesses.tokens + ({NOW} - seat_guesses.counted) / %(every)s) - 1),
    counted = {NOW}"""

HELD = f"SELECT LEAST(%(burst)s, tokens + ({NOW} - counted) / %(every)s) FROM seat_guesses WHERE bucket = %(bucket)s"

FORGET = f"DELETE FROM seat_guesses WHERE counted < {NOW} - %(full)s"
"""Rows full again whatever they held (a bucket fills up in ``burst * every`` seconds at most)."""

LOCK = 0x616C6563
"""The advisory lock under which a process makes ``seat_guesses`` (two starting together make it once)."""

Call = Callable[[Callable[[Any], Any]], Any]
"""The storage's way to run work on its PostgreSQL connection (reconnected when it dropped)."""


class SharedBuckets:
    """:class:`~alea.online.guessing.Buckets` kept in PostgreSQL, for keys of one ``kind``."""

    def __init__(self, call: Call, kind: str, burst: int, every: float) -> None:
        self.call, self.kind, self.burst, self.every = call, kind, burst, every
        self.made = False

    def _run(self, sql: str, key: str) -> Any:
        def work(db: Any) -> Any:
            if not self.made:
                with db.transaction():
                    db.execute("SELECT pg_advisory_xact_lock(%s)", (LOCK,))
                    db.execute(CREATE)
                self.made = True
            return db.execute(sql, {"bucket": f"{self.kind}:{key}", "burst": self.burst, "every": self.every}).fetchone()
        return self.call(work)

    def wait(self, key: str) -> float:
        """Seconds until ``key`` holds a token again (0: it holds one); a whole period when the
        database cannot be reached."""
        try:
            row = self._run(HELD, key)
        except Exception:  # the database away: refused unchecked
            return self.every
        tokens = float(self.burst) if row is None else float(row[0])
        return max(0.0, (1.0 - tokens) * self.every)

    def take(self, key: str) -> None:
        """Spend one of ``key``'s tokens (and forget the rows full again)."""
        try:
            self._run(SPEND, key)
            self.call(lambda db: db.execute(FORGET, {"full": self.burst * self.every}))
        except Exception:  # the database away: nothing counted, and nothing checked meanwhile (wait)
            pass


def counted_guesses(storage: object) -> Guesses:
    """The server's wrong-code counts: in PostgreSQL when its storage is PostgreSQL's (it has
    ``shared``: work run on its connection), else in memory."""
    guesses = Guesses()
    call = getattr(storage, "shared", None)
    if callable(call):
        guesses.tables = SharedBuckets(call, "table", TABLE_BURST, TABLE_EVERY)
        guesses.addresses = SharedBuckets(call, "address", ADDRESS_BURST, ADDRESS_EVERY)
    return guesses
