"""Whole-number checks for values that come from outside (options, a save file, a position).

Kept apart from :mod:`.validation` so that the options of a new game (:mod:`.config`), which
``alea --help`` reads, load no tower geometry.
"""

from __future__ import annotations

from typing import Any

from alea.kernel.limits import SEED_LIMIT, check_seed


def whole(value: Any, low: int, high: int) -> bool:
    """Whether ``value`` is a whole number (not a bool, not a float) with ``low <= value <= high``."""
    return type(value) is int and low <= value <= high


__all__ = ["SEED_LIMIT", "check_seed", "whole"]
