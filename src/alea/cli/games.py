"""The games of the table: the one module outside the games' own packages that names them.

Each :class:`GameEntry` holds what the table says of a game without loading it (its names
in every language, one line about it) and how to load its plug-in
(:class:`~alea.cli.plugin.GamePlugin`). ``alea --game NAME`` takes a name of any language;
the ``games`` query lists them. A test (tests/cli/test_games.py) walks ``src/alea`` and
fails if any other module outside a game's package imports one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from alea.cli import catalogs
from alea.cli.catalogs import Entry, Np_, forms
from alea.cli.plugin import GamePlugin
from alea.cli.text import fold
from alea.i18n import LANGUAGES


def N_(message: str) -> str:
    """Mark a ``table`` message for extraction."""
    return message


@dataclass(frozen=True)
class GameEntry:
    """One game of the table, as the table knows it before loading it."""

    id: str
    """Its id (save files, settings, the first name ``--game`` takes)."""
    package: str
    """Its package: only it, and this registry, import it."""
    names: Entry
    """Its names, separated by spaces, the first printed (``--game`` takes any language's)."""
    summary: str
    """One line about it (a ``table`` message)."""
    load: Callable[[], GamePlugin]
    """Loads its plug-in (imports its package)."""

    def name(self, lang: str) -> str:
        """Its printed name in ``lang``."""
        return forms(self.names, lang)[0]

    def about(self, lang: str) -> str:
        """The line about it in ``lang``."""
        return catalogs.table(lang).gettext(self.summary)


def _tesseract() -> GamePlugin:
    from alea.tesseract.table.plugin import PLUGIN

    return PLUGIN


GAMES: tuple[GameEntry, ...] = (
    GameEntry("tesseract", "alea.tesseract",
              # TRANSLATORS: the game's names, separated by spaces, the first printed; --game takes each.
              Np_("game", "Tesseract"),
              N_("a cooperative dice game: contain 24 dice before the tower of 64 dice collapses."),
              _tesseract),
)
"""Every game, in the order ``games`` lists them."""

DEFAULT_GAME = GAMES[0].id
"""The game of a first run."""

BY_ID: dict[str, GameEntry] = {entry.id: entry for entry in GAMES}
"""The games by id."""


def find(word: str) -> GameEntry | None:
    """The game ``word`` names: its id or a name in any language (case and accents ignored)."""
    folded = fold(word)
    for entry in GAMES:
        if folded == entry.id or any(folded == fold(f) for lang in LANGUAGES for f in forms(entry.names, lang)):
            return entry
    return None


@lru_cache(maxsize=None)
def plugin(game_id: str) -> GamePlugin:
    """The plug-in of game ``game_id`` (a game not registered: the default game's)."""
    return BY_ID.get(game_id, BY_ID[DEFAULT_GAME]).load()
