"""The example game's tests: the race (``alea.toy``) at the table, which lists it only with
``ALEA_EXAMPLES=1``. In-process tests register it as the registry does then (the ``toy`` fixture);
the tests that start ``alea`` as a process set the variable instead."""

from __future__ import annotations

import pytest

from alea import games


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """The registry as ``ALEA_EXAMPLES=1`` makes it: the played games, then the race."""
    monkeypatch.setattr(games, "GAMES", games.ALL)
    monkeypatch.setattr(games, "BY_ID", {entry.id: entry for entry in games.ALL})
    games.plugin.cache_clear()
    yield games.BY_ID["toy"]
    games.plugin.cache_clear()
