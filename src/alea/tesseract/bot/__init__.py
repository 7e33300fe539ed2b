"""A bot for hints, demonstrations and balance measurements.

It reads the game only through the player's :class:`~alea.tesseract.engine.View` and the
list of legal moves, so it cannot cheat (R-G4): it never sees a hidden die, the deck order or
a face-down card.
"""

from .policy import Bot, choose
from .reasons import REASON_KINDS, Reason, explain
from .search import HINT_WORLDS, Plan, SearchBot

__all__ = ["Bot", "choose", "HINT_WORLDS", "Plan", "REASON_KINDS", "Reason", "SearchBot", "explain"]
