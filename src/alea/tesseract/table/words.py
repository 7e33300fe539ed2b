"""Tesseract's words at the table: its gettext domain, its word lists and its colour letters.

Everything a Tesseract player types beside the table's own words lives in the
``tesseract-table`` domain: command words and help lines (:mod:`.commands`), the closed
word lists below (colours, sides, up/down, to/from, the options of ``new``) and the
table-side sentences about Tesseract's moves.
"""

from __future__ import annotations

from functools import lru_cache, partial

from alea.table import marker
from alea.table import WordLists
from alea.table import fold
from alea.i18n import LANGUAGES, catalog
from alea.narration import N_

DOMAIN = "tesseract-table"
"""The gettext domain of Tesseract at the table."""

Np_ = marker(DOMAIN)
"""Mark an entry of :data:`DOMAIN` for extraction (words, help lines, word lists)."""

__all__ = ["DOMAIN", "N_", "Np_", "WORDS", "colour_letters", "t"]

t = partial(catalog, DOMAIN)
"""The :data:`DOMAIN` catalog in a language: ``t(lang)``."""


WORDS = WordLists({
    "direction": {
        "up": Np_("adjust direction", "up + plus"),
        "down": Np_("adjust direction", "down - minus"),
    },
    "transfer": {
        "to": Np_("transfer direction", "to"),
        "from": Np_("transfer direction", "from"),
    },
    "lab": {
        # TRANSLATORS: every form of the word "lab" that may stand before a lab's number ("transfer y3 to lab 2"), separated by spaces.
        "lab": Np_("lab word", "lab laboratory"),
    },
    "place": {
        # TRANSLATORS: every form that may follow a die to say it is the one in the primed area ("adjust y4 primed up"), separated by spaces.
        "primed": Np_("die place", "primed"),
    },
    "colour": {
        # TRANSLATORS: the colour's name first, then other forms (declensions), then its one-letter form.
        "yellow": Np_("colour", "yellow y"),
        "orange": Np_("colour", "orange o"),
        "blue": Np_("colour", "blue b"),
        "purple": Np_("colour", "purple p"),
    },
    "side": {
        "north": Np_("side of the tower", "north n"),
        "east": Np_("side of the tower", "east e"),
        "south": Np_("side of the tower", "south s"),
        "west": Np_("side of the tower", "west w"),
    },
    "setup": {
        # TRANSLATORS: the words of "new" that a player count follows (new players 3), separated by spaces.
        "players": Np_("new game option", "players"),
        # TRANSLATORS: the words of "new" that a base side follows (new base B), separated by spaces.
        "base": Np_("new game option", "base side"),
        # TRANSLATORS: the words of "new" that an edition code follows (new edition fr), separated by spaces.
        "edition": Np_("new game option", "edition"),
        # TRANSLATORS: the words of "new" that switch a variant off (new without V5), separated by spaces.
        "without": Np_("new game option", "without no"),
    },
})
"""Tesseract's closed word lists, by name."""


@lru_cache(maxsize=None)
def colour_letters(lang: str) -> dict[str, str]:
    """One-letter colour forms accepted in ``lang``: its own, then the others' where unambiguous.

    Another language's letter is skipped when it means another colour here or
    in a third language (so no letter is ever read two ways).
    """
    own = {fold(f): key for key, fs in WORDS.words("colour", lang).items() for f in fs if len(f) == 1}
    foreign: dict[str, set[str]] = {}
    for other in LANGUAGES:
        for key, fs in WORDS.words("colour", other).items():
            for f in fs:
                if len(f) == 1:
                    foreign.setdefault(fold(f), set()).add(key)
    letters = dict(own)
    for letter, keys in foreign.items():
        if letter not in letters and len(keys) == 1:
            letters[letter] = next(iter(keys))
    return letters

