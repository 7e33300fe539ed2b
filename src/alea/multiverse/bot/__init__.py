"""Bots for Multiverse: they read a seat's :class:`~alea.multiverse.engine.View` and the legal
moves, nothing else, so they cannot see a face-down token (nobody can). The random and greedy
policies (:mod:`.policy`), the guarded policy and the search bot of the hint (:mod:`.search`,
:mod:`.guards`, :mod:`.world`), and the hint's reasons (:mod:`.hints`)."""

from .hints import REASONS, Hint, explain, hint
from .policy import GreedyBot, RandomBot, play_out
from .search import GuardedBot, Plan, SearchBot

__all__ = ["GreedyBot", "GuardedBot", "Hint", "Plan", "REASONS", "RandomBot", "SearchBot", "explain", "hint",
           "play_out"]
