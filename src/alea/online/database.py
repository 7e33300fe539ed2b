"""Which storage a server opens: PostgreSQL at a ``postgresql://`` address, else SQLite in its data folder."""

from __future__ import annotations

from pathlib import Path

from alea.online.outage import MOST
from alea.online.storage import Storage


def open_storage(folder: Path, *, database: str | None = None, durable: bool = False, most: float = MOST) -> Storage:
    """The server's storage: PostgreSQL at ``database`` (a ``postgresql://`` address; ``most``: the
    longest wait between two tries to reach it again, :mod:`alea.online.outage`), else SQLite in
    ``folder`` (``alea.sqlite3``)."""
    if database:
        from alea.online.postgres_storage import PostgresStorage

        return PostgresStorage(database, durable=durable, most=most)
    from alea.online.sqlite_storage import SQLiteStorage

    return SQLiteStorage(folder / "alea.sqlite3", durable=durable)


def is_postgres(database: str) -> bool:
    """Whether ``database`` is a PostgreSQL address (``postgresql://`` or ``postgres://``)."""
    return database.startswith(("postgresql://", "postgres://"))
