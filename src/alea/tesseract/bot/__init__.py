"""A bot for hints, demonstrations and balance measurements.

It reads the game only through the player's :class:`~alea.tesseract.engine.View` and the
list of legal moves, so it cannot cheat (R-G4): it never sees a hidden die, the deck order or
a face-down card. :func:`choose` is the rules of thumb (:mod:`.policy`) the search uses for its
candidates and rollouts; :class:`Bot` is the strength ladder's greedy bot (:mod:`.greedy`), and
every bot plays a game on as a :class:`~.player.Player`.
"""

from .greedy import Bot
from .policy import choose
from .reasons import REASON_KINDS, Reason, explain
from .search import HINT_WORLDS, Plan, SearchBot

__all__ = ["Bot", "choose", "HINT_WORLDS", "Plan", "REASON_KINDS", "Reason", "SearchBot", "explain"]
