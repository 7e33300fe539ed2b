"""Bots for Multiverse: they read a seat's :class:`~alea.multiverse.engine.View` and the legal
moves, nothing else, so they cannot see a face-down token (nobody can)."""

from .hints import REASONS, Hint, hint
from .policy import GreedyBot, RandomBot, play_out

__all__ = ["GreedyBot", "Hint", "REASONS", "RandomBot", "hint", "play_out"]
