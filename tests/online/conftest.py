"""The online suite on both storages: SQLite (the default) and a real PostgreSQL server.

``backend`` is parametrized ``sqlite`` / ``postgresql``: with ``postgresql`` it gives the test a new
database in a throwaway cluster (:mod:`postgres_kit`, one a test worker, started at the first test
that asks and stopped at the end) and names it in ``ALEA_DATABASE``, which ``alea serve`` reads
when ``--database`` is not given, so server processes the test starts use it too. Without
PostgreSQL's programs the ``postgresql`` half is skipped, except under CI, where it fails.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from postgres_kit import Cluster, server_bin

BACKENDS = ("sqlite", "postgresql")


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[Cluster]:
    """One PostgreSQL cluster for the session's (this worker's) tests; fsync off: the tests kill
    server processes, never PostgreSQL, so what PostgreSQL has committed is kept either way."""
    if server_bin() is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("PostgreSQL's server programs are not installed (apt-get install postgresql)")
        pytest.skip("PostgreSQL's server programs are not installed (apt-get install postgresql)")
    cluster = Cluster(settings={"fsync": "off"})
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str | None:
    """The database the test's servers keep their tables in: None for SQLite in their data folder,
    else a new PostgreSQL database's address (also in ``ALEA_DATABASE``)."""
    if request.param == "sqlite":
        monkeypatch.delenv("ALEA_DATABASE", raising=False)
        return None
    cluster: Cluster = request.getfixturevalue("postgres_cluster")
    url = cluster.new_database()
    monkeypatch.setenv("ALEA_DATABASE", url)
    return url
