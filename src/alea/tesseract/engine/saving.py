"""Saving and loading games as files (see :mod:`.record` for the format)."""

from __future__ import annotations

import os

from .game import Game
from .record import read_record, write_json_atomic


def save_game(game: Game, path: str | os.PathLike[str]) -> None:
    """Write the game's record to ``path`` atomically."""
    write_json_atomic(path, game.record.to_json())


def load_game(path: str | os.PathLike[str]) -> Game:
    """Load and replay a save file; raises SaveError for anything damaged or foreign."""
    return Game.from_record(read_record(path))
