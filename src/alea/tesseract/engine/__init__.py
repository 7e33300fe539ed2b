"""The Tesseract rules engine: pure, deterministic, text-free. See docs/engine-api.md."""

from .config import BASE_SIDES, EDITIONS, VARIANTS, Config
from .errors import REASONS, IllegalMove, SaveError
from .game import Game, HistoryItem
from .moves import Action, Choice, Move
from .record import Record
from .requests import DECISION_KINDS, Decision, Turn
from .saving import load_game, save_game
from .view import View

__all__ = [
    "BASE_SIDES", "EDITIONS", "VARIANTS", "Config", "REASONS", "IllegalMove", "SaveError", "Game",
    "HistoryItem", "Action", "Choice", "Move", "Record", "DECISION_KINDS", "Decision", "Turn",
    "load_game", "save_game", "View",
]
