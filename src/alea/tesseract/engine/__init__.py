"""The Tesseract rules engine: pure, deterministic, text-free. See docs/engine-api.md.

The names below are loaded on first use (PEP 562), so that reading one small part (the
variants and base sides of :mod:`.config` for ``alea --help``) does not load the whole engine.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

_HOMES: dict[str, str] = {
    "BASE_SIDES": "config", "EDITIONS": "config", "VARIANTS": "config", "Config": "config",
    "REASONS": "errors", "IllegalMove": "errors", "SaveError": "errors",
    "Game": "game", "HistoryItem": "game",
    "Action": "moves", "Choice": "moves", "Move": "moves",
    "Record": "record",
    "DECISION_KINDS": "requests", "Decision": "requests", "Turn": "requests",
    "load_game": "saving", "save_game": "saving",
    "View": "view",
}
"""Where each public name lives."""

__all__ = list(_HOMES)


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{home}", __name__), name)
    globals()[name] = value
    return value


if TYPE_CHECKING:  # pragma: no cover - what type checkers see
    from .config import BASE_SIDES, EDITIONS, VARIANTS, Config
    from .errors import REASONS, IllegalMove, SaveError
    from .game import Game, HistoryItem
    from .moves import Action, Choice, Move
    from .record import Record
    from .requests import DECISION_KINDS, Decision, Turn
    from .saving import load_game, save_game
    from .view import View
