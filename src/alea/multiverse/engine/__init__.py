"""The Multiverse rules engine on the rules kernel: pure, deterministic, text-free
(spec: multiverse-rules.md; docs/multiverse.md)."""

from alea.kernel.moves import Choice
from alea.kernel.record import Record

from .config import VARIANTS, Config
from .content import WOODEN, Content, load_content
from .errors import REASONS, IllegalMove, SaveError
from .game import Game, HistoryItem
from .moves import ACTIONS, Action, Flip, FlipAll, Move
from .record import load_game, save_game
from .requests import CHANGE, DECISION_KINDS, STABILITY, Decision, Turn
from .rules import RULES
from .view import View

__all__ = ["ACTIONS", "Action", "CHANGE", "Choice", "Config", "Content", "DECISION_KINDS",
           "Decision", "Flip", "FlipAll", "Game", "HistoryItem", "IllegalMove", "Move", "REASONS",
           "RULES", "Record", "STABILITY", "SaveError", "Turn", "VARIANTS", "View", "WOODEN",
           "load_content", "load_game", "save_game"]
