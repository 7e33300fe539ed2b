"""Saving and loading Multiverse games in the kernel's format (naming the game and its version)."""

from __future__ import annotations

import os

from alea.kernel.record import read_stored, record_to_json, write_json_atomic

from .game import Game
from .rules import RULES


def save_game(game: Game, path: str | os.PathLike[str]) -> None:
    """Write the game's record to ``path`` atomically."""
    write_json_atomic(path, record_to_json(RULES, game.record))


def load_game(path: str | os.PathLike[str]) -> Game:
    """Load and replay a save file; raises SaveError for anything damaged, foreign (another
    game's record included) or not replaying."""
    return Game.from_record(read_stored(path).open(RULES))
