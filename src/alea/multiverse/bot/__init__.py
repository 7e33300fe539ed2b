"""Bots for Multiverse: they read a seat's :class:`~alea.multiverse.engine.View` and the legal
moves, nothing else, so they cannot see a face-down token (nobody can)."""

from .policy import GreedyBot, RandomBot, play_out

__all__ = ["GreedyBot", "RandomBot", "play_out"]
