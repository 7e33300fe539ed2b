"""What the table says of a game before loading it: its names, one line about it, how to load it.

The registry (:mod:`alea.games`) lists one :class:`GameEntry` per game and hands that list
down (to the options, to the session's ``games`` command); the modules that receive it name no game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from alea.dataclass import dataclass

from alea.table.catalogs import Entry, forms, text
from alea.table.plugin import GamePlugin
from alea.table.text import fold
from alea.i18n import LANGUAGES


@dataclass(frozen=True)
class GameEntry:
    """One game of the table, as the table knows it before loading it."""

    id: str
    """Its id (save files, settings, the first name ``--game`` takes)."""
    package: str
    """Its package: only it, and the registry, import it."""
    names: Entry
    """Its names, separated by spaces, the first printed (``--game`` takes any language's)."""
    summary: Entry
    """One line about it."""
    load: Callable[[], GamePlugin]
    """Loads its plug-in (imports its package)."""

    def name(self, lang: str) -> str:
        """Its printed name in ``lang``."""
        return forms(self.names, lang)[0]

    def about(self, lang: str) -> str:
        """The line about it in ``lang``."""
        return text(self.summary, lang)


def find_entry(entries: Sequence[GameEntry], word: str) -> GameEntry | None:
    """The game of ``entries`` that ``word`` names: its id or a name in any language (case and
    accents ignored); None when none."""
    folded = fold(word)
    for entry in entries:
        if folded == entry.id or any(folded == fold(f) for lang in LANGUAGES for f in forms(entry.names, lang)):
            return entry
    return None
