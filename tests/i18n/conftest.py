"""Fixtures of the catalog tests."""

from __future__ import annotations

import pytest

from i18n_tools import catalogs


@pytest.fixture
def tools():
    """The ``tools/catalogs.py`` module."""
    return catalogs
