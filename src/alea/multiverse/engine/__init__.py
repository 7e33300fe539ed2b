"""The Multiverse rules engine: pure, deterministic, text-free (spec: multiverse-rules.md)."""

from .config import VARIANTS, Config
from .content import WOODEN, Content, load_content
from .errors import REASONS, IllegalMove, SaveError
from .game import Game, HistoryItem
from .moves import ACTIONS, Action, Choice, Flip, FlipAll, Move
from .record import Record, read_record, save_record
from .requests import CHANGE, DECISION_KINDS, STABILITY, Decision, Turn
from .view import View

__all__ = ["ACTIONS", "Action", "CHANGE", "Choice", "Config", "Content", "DECISION_KINDS",
           "Decision", "Flip", "FlipAll", "Game", "HistoryItem", "IllegalMove", "Move", "REASONS",
           "Record", "STABILITY", "SaveError", "Turn", "VARIANTS", "View", "WOODEN",
           "load_content", "read_record", "save_record"]
