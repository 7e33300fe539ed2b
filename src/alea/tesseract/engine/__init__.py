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
    "Action": "moves", "Adjust": "moves", "Choice": "moves", "Contain": "moves", "End": "moves",
    "Move": "moves", "Play": "moves", "PlayContainment": "moves", "Remove": "moves",
    "Study": "moves", "Transfer": "moves", "Unique": "moves", "action": "moves",
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


if TYPE_CHECKING:  # pragma: no cover - what type checkers see (each name re-exported)
    from .config import BASE_SIDES as BASE_SIDES
    from .config import Config as Config
    from .config import EDITIONS as EDITIONS
    from .config import VARIANTS as VARIANTS
    from .errors import IllegalMove as IllegalMove
    from .errors import REASONS as REASONS
    from .errors import SaveError as SaveError
    from .game import Game as Game
    from .game import HistoryItem as HistoryItem
    from .moves import Action as Action
    from .moves import Adjust as Adjust
    from .moves import Choice as Choice
    from .moves import Contain as Contain
    from .moves import End as End
    from .moves import Move as Move
    from .moves import Play as Play
    from .moves import PlayContainment as PlayContainment
    from .moves import Remove as Remove
    from .moves import Study as Study
    from .moves import Transfer as Transfer
    from .moves import Unique as Unique
    from .moves import action as action
    from .record import Record as Record
    from .requests import DECISION_KINDS as DECISION_KINDS
    from .requests import Decision as Decision
    from .requests import Turn as Turn
    from .saving import load_game as load_game
    from .saving import save_game as save_game
    from .view import View as View
