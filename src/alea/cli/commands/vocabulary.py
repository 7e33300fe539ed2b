"""The small closed word lists that arguments use, in every language.

Each list maps a language-independent key (``yes``, ``up``, ``yellow`` ...) to
a ``commands`` catalog entry whose translation holds the accepted forms,
separated by spaces, the first being the one the table prints.
"""

from __future__ import annotations

from functools import lru_cache

from alea.cli.catalogs import Np_, Entry, forms
from alea.cli.text import fold
from alea.i18n import LANGUAGES

MIN_PREFIX = 3
"""A word of a list may be shortened to a unique prefix of at least this many letters."""

LISTS: dict[str, dict[str, Entry]] = {
    "answer": {
        # TRANSLATORS: every form that means "yes" at a yes/no question, separated by spaces.
        "yes": Np_("answer", "yes y"),
        # TRANSLATORS: every form that means "no" at a yes/no question, separated by spaces.
        "no": Np_("answer", "no n"),
    },
    "direction": {
        "up": Np_("adjust direction", "up + plus"),
        "down": Np_("adjust direction", "down - minus"),
    },
    "transfer": {
        "to": Np_("transfer direction", "to"),
        "from": Np_("transfer direction", "from"),
    },
    "switch": {
        "on": Np_("switch", "on"),
        "off": Np_("switch", "off"),
    },
    "consent": {
        # TRANSLATORS: every form that means "consent is always given, without a question" (R-A3), separated by spaces.
        "always": Np_("consent setting", "always"),
        # TRANSLATORS: every form that means "consent is asked as a yes/no question" (R-A3), separated by spaces.
        "ask": Np_("consent setting", "ask"),
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
    "verbosity": {
        "terse": Np_("verbosity", "terse brief"),
        "normal": Np_("verbosity", "normal"),
        "verbose": Np_("verbosity", "verbose"),
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
    "language": {
        "cs": Np_("language", "Czech cs"),
        "fr": Np_("language", "French fr"),
        "en": Np_("language", "English en"),
    },
}
"""Every closed word list, by name."""

SHARED = frozenset({"language"})
"""Lists whose forms from every language are accepted in every language."""


@lru_cache(maxsize=None)
def words(kind: str, lang: str) -> dict[str, tuple[str, ...]]:
    """The forms of list ``kind`` in ``lang``, by key."""
    return {key: forms(entry, lang) for key, entry in LISTS[kind].items()}


def name(kind: str, key: str, lang: str) -> str:
    """The printed form of ``key`` from list ``kind`` in ``lang``."""
    return words(kind, lang)[key][0]


@lru_cache(maxsize=None)
def colour_letters(lang: str) -> dict[str, str]:
    """One-letter colour forms accepted in ``lang``: its own, then the others' where unambiguous.

    Another language's letter is skipped when it means another colour here or
    in a third language (so no letter is ever read two ways).
    """
    own = {fold(f): key for key, fs in words("colour", lang).items() for f in fs if len(f) == 1}
    foreign: dict[str, set[str]] = {}
    for other in LANGUAGES:
        for key, fs in words("colour", other).items():
            for f in fs:
                if len(f) == 1:
                    foreign.setdefault(fold(f), set()).add(key)
    letters = dict(own)
    for letter, keys in foreign.items():
        if letter not in letters and len(keys) == 1:
            letters[letter] = next(iter(keys))
    return letters


def match(kind: str, word: str, lang: str) -> str | None:
    """The key of list ``kind`` that ``word`` names in ``lang``, or None.

    An exact form (case and accents ignored) wins; otherwise a prefix of at
    least :data:`MIN_PREFIX` letters that fits one key only.
    """
    folded = fold(word)
    if not folded:
        return None
    langs = LANGUAGES if kind in SHARED else (lang,)
    table = {key: [fold(f) for lg in langs for f in words(kind, lg)[key]] for key in LISTS[kind]}
    exact = [key for key, fs in table.items() if folded in fs]
    if len(exact) == 1:
        return exact[0]
    if len(folded) < MIN_PREFIX:
        return None
    prefixed = [key for key, fs in table.items() if any(f.startswith(folded) for f in fs)]
    return prefixed[0] if len(prefixed) == 1 else None
