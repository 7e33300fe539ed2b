"""The small closed word lists that arguments use, in every language.

Each list maps a language-independent key (``yes``, ``up``, ``terse`` ...) to
a catalog entry whose translation holds the accepted forms, separated by spaces,
the first being the one the table prints. :class:`WordLists` reads them; the
table's own lists are :data:`TABLE_WORDS` (a game keeps its lists in its package,
in its own domain), and the module functions read the table's.
"""

from __future__ import annotations

from collections.abc import Mapping

from alea.table.catalogs import Np_, Entry, forms
from alea.table.text import fold
from alea.i18n import LANGUAGES

MIN_PREFIX = 3
"""A word of a list may be shortened to a unique prefix of at least this many letters."""


class WordLists:
    """Closed word lists, each a key -> catalog entry of its forms; read per language."""

    def __init__(self, lists: Mapping[str, Mapping[str, Entry]], shared: frozenset[str] = frozenset()) -> None:
        self.lists = lists
        """Every list, by name."""
        self.shared = shared
        """Lists whose forms from every language are accepted in every language."""
        self._words: dict[tuple[str, str], dict[str, tuple[str, ...]]] = {}

    def words(self, kind: str, lang: str) -> dict[str, tuple[str, ...]]:
        """The forms of list ``kind`` in ``lang``, by key."""
        found = self._words.get((kind, lang))
        if found is None:
            found = self._words[(kind, lang)] = {key: forms(entry, lang) for key, entry in self.lists[kind].items()}
        return found

    def name(self, kind: str, key: str, lang: str) -> str:
        """The printed form of ``key`` from list ``kind`` in ``lang``."""
        return self.words(kind, lang)[key][0]

    def match(self, kind: str, word: str, lang: str) -> str | None:
        """The key of list ``kind`` that ``word`` names in ``lang``, or None.

        An exact form (case and accents ignored) wins; otherwise a prefix of at
        least :data:`MIN_PREFIX` letters that fits one key only.
        """
        folded = fold(word)
        if not folded:
            return None
        langs = LANGUAGES if kind in self.shared else (lang,)
        table = {key: [fold(f) for lg in langs for f in self.words(kind, lg)[key]] for key in self.lists[kind]}
        exact = [key for key, fs in table.items() if folded in fs]
        if len(exact) == 1:
            return exact[0]
        if len(folded) < MIN_PREFIX:
            return None
        prefixed = [key for key, fs in table.items() if any(f.startswith(folded) for f in fs)]
        return prefixed[0] if len(prefixed) == 1 else None

    def exact(self, kind: str, word: str, lang: str) -> str | None:
        """The key of list ``kind`` that ``word`` is a whole form of in ``lang`` (case and accents ignored), or None."""
        folded = " ".join(fold(word).split())
        found = {key for key, fs in self.words(kind, lang).items() if folded in (fold(f) for f in fs)}
        return found.pop() if len(found) == 1 else None


LISTS: dict[str, dict[str, Entry]] = {
    "answer": {
        # TRANSLATORS: every form that means "yes" at a yes/no question, separated by spaces.
        "yes": Np_("answer", "yes y"),
        # TRANSLATORS: every form that means "no" at a yes/no question, separated by spaces.
        "no": Np_("answer", "no n"),
    },
    "switch": {
        "on": Np_("switch", "on"),
        "off": Np_("switch", "off"),
        # TRANSLATORS: `speech screen-reader`: the game's lines go to the running screen reader, in its voice.
        "screen-reader": Np_("switch", "screen-reader reader"),
        # TRANSLATORS: `speech own`: the game speaks with its own embedded voice, even beside a screen reader.
        "own": Np_("switch", "own"),
    },
    "consent": {
        # TRANSLATORS: every form that means "consent is always given, without a question" (R-A3), separated by spaces.
        "always": Np_("consent setting", "always"),
        # TRANSLATORS: every form that means "consent is asked as a yes/no question" (R-A3), separated by spaces.
        "ask": Np_("consent setting", "ask"),
    },
    "verbosity": {
        "terse": Np_("verbosity", "terse brief"),
        "normal": Np_("verbosity", "normal"),
        "verbose": Np_("verbosity", "verbose"),
    },
    "demo": {
        # TRANSLATORS: every form that shows the demo's next turn, separated by spaces; typed whole.
        "next": Np_("demo step", "next"),
        # TRANSLATORS: every form that shows the rest of the demo at once, separated by spaces; typed whole.
        "all": Np_("demo step", "all"),
        # TRANSLATORS: every form that says why the demo's bots chose their moves, separated by spaces; typed whole.
        "why": Np_("demo step", "why"),
        # TRANSLATORS: every form that tells the demo's last turn again, separated by spaces; typed whole.
        "back": Np_("demo step", "back"),
        # TRANSLATORS: every form that ends the demo, separated by spaces; typed whole.
        "stop": Np_("demo step", "stop"),
    },
    "document": {
        # TRANSLATORS: the words of "alea export DOCUMENT FILE", the first printed in its help; English ones work too.
        "rules": Np_("export document", "rules"),
        "commands": Np_("export document", "commands"),
        "transcript": Np_("export document", "transcript"),
        # TRANSLATORS: alea export board FILE --format svg|pdf: the board as a tactile graphic.
        "board": Np_("export document", "board"),
    },
    "language": {
        "cs": Np_("language", "Czech cs"),
        "fr": Np_("language", "French fr"),
        "en": Np_("language", "English en"),
    },
}
"""Every closed word list of the table, by name."""

TABLE_WORDS = WordLists(LISTS, shared=frozenset({"language"}))
"""The table's word lists; ``language`` forms from every language are accepted in every language."""

words = TABLE_WORDS.words
name = TABLE_WORDS.name
match = TABLE_WORDS.match
exact = TABLE_WORDS.exact
