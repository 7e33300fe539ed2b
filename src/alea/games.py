"""The games of the table: the one module outside the games' own packages that names them.

Each :class:`~alea.table.game_entry.GameEntry` holds what the table says of a game without loading it (its names
in every language, one line about it) and how to load its plug-in
(:class:`~alea.table.plugin.GamePlugin`). ``alea --game NAME`` takes a name of any language;
the ``games`` query lists them. A test (tests/table/test_games.py) walks ``src/alea`` and
fails if any other module outside a game's package imports one. The table's modules never import
this one: ``alea.cli.main`` and the online front end hand them :data:`GAMES` and the chosen plug-in.
The example game (:data:`EXAMPLES`, the race of docs/adding-a-game.md) is at the table only when
``ALEA_EXAMPLES=1``.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from functools import lru_cache

from alea.table.catalogs import Np_
from alea.table.game_entry import GameEntry, find_entry
from alea.table.plugin import GamePlugin
from alea.i18n import add_locale_dir


def _tesseract() -> GamePlugin:
    from alea.tesseract.table.plugin import PLUGIN

    return PLUGIN


def _multiverse() -> GamePlugin:
    from alea.multiverse.table.plugin import PLUGIN

    return PLUGIN


def _tetrikon() -> GamePlugin:
    from alea.tetrikon.table.plugin import PLUGIN

    return PLUGIN


def _toy() -> GamePlugin:
    from alea.toy.plugin import PLUGIN

    return PLUGIN


PLAYED: tuple[GameEntry, ...] = (
    GameEntry("tesseract", "alea.tesseract",
              # TRANSLATORS: the game's names, separated by spaces, the first printed; --game takes each.
              Np_("game", "Tesseract"),
              Np_("game summary", "a cooperative dice game: contain 24 dice before the tower of 64 dice collapses."),
              _tesseract),
    GameEntry("multiverse", "alea.multiverse",
              # TRANSLATORS: the game's names, separated by spaces, the first printed; --game takes each.
              Np_("game", "Multiverse"),
              Np_("game summary", "2 to 6 players flip the colours of their switches to meet worlds. "
                                  "A sceptre's holder may challenge a flip."),
              _multiverse),
    GameEntry("tetrikon", "alea.tetrikon",
              # TRANSLATORS: the game's names, separated by spaces, the first printed; --game takes each.
              Np_("game", "Tetrikon"),
              Np_("game summary", "2 to 4 players, or one, fill their diagrams with pentominoes "
                                  "bought, rolled for and traded."),
              _tetrikon),
)
"""The games players play, in the order ``games`` lists them."""

EXAMPLES: tuple[GameEntry, ...] = (
    GameEntry("toy", "alea.toy",
              # TRANSLATORS: the example game's names (docs/adding-a-game.md), separated by spaces, the first
              # printed; a player meets it only when ALEA_EXAMPLES=1 is set.
              Np_("game", "race"),
              Np_("game summary", "a dice race for two: roll, hold, and do not roll a 1."),
              _toy),
)
"""The example games, which show how a game is written (the race, docs/adding-a-game.md): at the
table only when the environment sets ``ALEA_EXAMPLES=1`` (a developer's, a translator's, the tests'),
so that a player never meets a toy among the games."""

ALL: tuple[GameEntry, ...] = PLAYED + EXAMPLES
"""Every game Alea holds, played or example (their catalogs are all extracted and checked)."""


def with_examples(environ: Mapping[str, str]) -> bool:
    """Whether ``environ`` asks for the example games at the table (``ALEA_EXAMPLES=1``)."""
    return environ.get("ALEA_EXAMPLES", "") == "1"


GAMES: tuple[GameEntry, ...] = ALL if with_examples(os.environ) else PLAYED
"""Every game at the table, in the order ``games`` lists them: the games players play, and the
examples after them when this process was started with ``ALEA_EXAMPLES=1``."""

DEFAULT_GAME = PLAYED[0].id
"""The game of a first run."""

BY_ID: dict[str, GameEntry] = {entry.id: entry for entry in GAMES}
"""The games by id."""


def find(word: str) -> GameEntry | None:
    """The game ``word`` names: its id or a name in any language (case and accents ignored)."""
    return find_entry(GAMES, word)


@lru_cache(maxsize=None)
def plugin(game_id: str) -> GamePlugin:
    """The plug-in of game ``game_id`` (a game not registered: the default game's); catalogs it
    brings from outside Alea's package are found from then on."""
    loaded = BY_ID.get(game_id, BY_ID[DEFAULT_GAME]).load()
    if loaded.locales is not None:
        add_locale_dir(loaded.locales)
    return loaded
