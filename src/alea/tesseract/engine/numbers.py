"""Whole-number checks for values that come from outside (options, a save file, a position).

Kept apart from :mod:`.validation` so that the options of a new game (:mod:`.config`), which
``alea --help`` reads, load no tower geometry.
"""

from __future__ import annotations

from typing import Any

SEED_LIMIT = 2**63
"""A seed is a whole number below this (and not below its negative)."""


def whole(value: Any, low: int, high: int) -> bool:
    """Whether ``value`` is a whole number (not a bool, not a float) with ``low <= value <= high``."""
    return type(value) is int and low <= value <= high


def check_seed(value: Any) -> None:
    """Raise ValueError unless ``value`` is a seed."""
    if not whole(value, -SEED_LIMIT + 1, SEED_LIMIT - 1):
        raise ValueError("seed")
