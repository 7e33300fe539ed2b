"""Saving and loading any game as a file (the format is :mod:`.record`'s).

A table that holds several games loads a file without knowing its game first:
:func:`load_game` reads the name the file gives and plays it with that game's rules.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from .errors import SaveError
from .game import Game
from .record import read_stored, record_to_json, write_json_atomic
from .rules import C, E, M, Rules, S, V


def save_game(game: Game[C, S, M, E, V], path: str | os.PathLike[str]) -> None:
    """Write the game's record to ``path`` atomically."""
    write_json_atomic(path, record_to_json(game.rules, game.record))


def load_game(path: str | os.PathLike[str],
              games: Mapping[str, Rules[Any, Any, Any, Any, Any]]) -> Game[Any, Any, Any, Any, Any]:
    """Read a save file and replay it with the rules of the game it names (``games`` maps
    each game's name to its rules); raises SaveError for anything damaged, foreign or of a
    game not in ``games`` (``not_a_save``, the name in ``detail``)."""
    stored = read_stored(path)
    rules = games.get(stored.game)
    if rules is None:
        raise SaveError("not_a_save", f"a record of {stored.game!r}")
    return Game.from_record(rules, stored.open(rules))
