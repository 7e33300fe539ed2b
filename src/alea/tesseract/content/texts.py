"""The words of Tesseract's content, per language: names, texts for the ear, braille abbreviations.

Every researcher, research card, containment card, event and base-plate side has, in each of
the table's languages (``cs``, ``fr``, ``en``), an entry in ``texts/<lang>.json``::

    {"researchers": {id: {"name", "abbr", "text", "unique"}},
     "research":    {id: {"name", "abbr", "text"}},
     "containment": {id: {"name", "abbr", "text"}},
     "events":      {id: {"name", "abbr", "text"}},
     "bases":       {side: {"name", "abbr", "text"}}}

``text`` is the full rules text written to be read aloud (whole sentences, no symbols);
``unique`` is a researcher's unique action, ``text`` their always-on ability; ``abbr`` is a
braille abbreviation of at most 12 characters, unique within the language, used by terse
narration. The format is described in ``docs/content.md``.

Loading is loud: an unknown language, a missing file, or a missing kind, id or field raises
:class:`TextMissing` (or :class:`alea.i18n.UnknownLanguage`). Nothing ever falls back to
English: a Czech or French player must never be handed English silently.

Usage::

    t = texts("cs")
    t.name("research", "purge")        # "Očista"
    t.text("events", "ACC")            # "Anihilujte mezní kostku Teseraktu."
    t.unique("chrono")                 # the Chronophysicist's unique action
    t.entry("bases", "1").abbr         # "zákl1"
"""

from __future__ import annotations

import json
import os
from alea.dataclass import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import Mapping

from alea.errors import AleaError
from alea.i18n import LANGUAGES, UnknownLanguage
from alea.tesseract.content import data_path

KINDS: tuple[str, ...] = ("researchers", "research", "containment", "events", "bases")
"""The kinds of content that have texts, in the order the files list them."""

KIND_LABELS: Mapping[str, str] = MappingProxyType(
    {
        "researchers": "researcher",
        "research": "research card",
        "containment": "containment card",
        "events": "event",
        "bases": "base-plate side",
    }
)
"""How error messages name one item of each kind."""

ABBR_MAX = 12
"""The longest a braille abbreviation may be, in characters (one line of a 40-cell display
holds a few of them with their context)."""

_FIELDS = ("name", "abbr", "text")


class TextMissing(AleaError, LookupError):
    """A language's texts lack a file, a kind, an id or a field."""

    def __str__(self) -> str:  # LookupError would quote the message like a key
        return str(self.args[0]) if self.args else ""


@dataclass(frozen=True)
class Entry:
    """The words for one item in one language."""

    name: str
    """Its name, as a card would print it."""
    abbr: str
    """Braille abbreviation, at most :data:`ABBR_MAX` characters, unique within the language."""
    text: str
    """Full text for the ear; for a researcher, the always-on ability."""
    unique: str | None = None
    """A researcher's unique action, for the ear; ``None`` for every other kind."""


class ContentTexts:
    """All content texts of one language, with typed access by kind and id."""

    def __init__(self, lang: str, entries: Mapping[str, Mapping[str, Entry]]) -> None:
        self.lang = lang
        self._entries = entries

    def ids(self, kind: str) -> tuple[str, ...]:
        """The ids of ``kind`` in file order."""
        return tuple(self._kind(kind))

    def entry(self, kind: str, item: str) -> Entry:
        """The :class:`Entry` of ``item`` of ``kind``; raises :class:`TextMissing`."""
        entries = self._kind(kind)
        try:
            return entries[item]
        except KeyError:
            raise TextMissing(
                f"no {self.lang} text for {KIND_LABELS[kind]} {item!r}"
            ) from None

    def name(self, kind: str, item: str) -> str:
        """The name of ``item``."""
        return self.entry(kind, item).name

    def text(self, kind: str, item: str) -> str:
        """The full text of ``item`` (a researcher's always-on ability)."""
        return self.entry(kind, item).text

    def abbr(self, kind: str, item: str) -> str:
        """The braille abbreviation of ``item``."""
        return self.entry(kind, item).abbr

    def unique(self, researcher: str) -> str:
        """The unique action text of ``researcher``."""
        value = self.entry("researchers", researcher).unique
        if value is None:  # the loader requires it; kept loud should an entry be built by hand
            raise TextMissing(f"no {self.lang} unique action for researcher {researcher!r}")
        return value

    def _kind(self, kind: str) -> Mapping[str, Entry]:
        try:
            return self._entries[kind]
        except KeyError:
            raise TextMissing(f"unknown kind of content {kind!r}; known: {', '.join(KINDS)}") from None


def _field(lang: str, kind: str, item: str, raw: object, field: str) -> str:
    value = raw.get(field) if isinstance(raw, dict) else None
    if not isinstance(value, str) or not value.strip():
        raise TextMissing(f"{lang} text for {KIND_LABELS[kind]} {item!r} has no {field!r}")
    return value


@lru_cache(maxsize=None)
def texts(lang: str) -> ContentTexts:
    """Load and check the content texts of ``lang`` (cached; the result is read-only).

    Raises :class:`alea.i18n.UnknownLanguage` for a language the table does not speak and
    :class:`TextMissing` when the file, a kind, or a field of some entry is missing.
    """
    if lang not in LANGUAGES:
        raise UnknownLanguage(lang)
    resource = data_path("texts", f"{lang}.json")
    if not os.path.isfile(resource):
        raise TextMissing(f"no content texts for language {lang!r} (texts/{lang}.json)")
    with open(resource, encoding="utf-8") as handle:
        data = json.load(handle)
    entries: dict[str, Mapping[str, Entry]] = {}
    for kind in KINDS:
        raw_kind = data.get(kind)
        if not isinstance(raw_kind, dict):
            raise TextMissing(f"{lang} texts have no section {kind!r}")
        items: dict[str, Entry] = {}
        for item, raw in raw_kind.items():
            name, abbr, text = (_field(lang, kind, item, raw, f) for f in _FIELDS)
            unique = _field(lang, kind, item, raw, "unique") if kind == "researchers" else None
            items[item] = Entry(name=name, abbr=abbr, text=text, unique=unique)
        entries[kind] = MappingProxyType(items)
    return ContentTexts(lang, MappingProxyType(entries))
