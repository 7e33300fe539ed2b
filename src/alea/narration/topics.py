"""A rules summary as numbered topics, the one way every game writes its ``rules`` query.

Each topic has a stable id, and in each language a name and a short abbreviation a player may type
after ``rules`` (both unique within the language, also without diacritics), and its text.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from alea.dataclass import dataclass

from alea.narration.voice import Voice


@dataclass(frozen=True)
class Topic:
    """One topic of a rules summary: its id, and its name, abbreviation and text (untranslated)."""

    id: str
    """Stable identifier, the same in every language."""
    name: tuple[str, str]
    """(context, English name) of the topic, translated by the catalog."""
    abbreviation: tuple[str, str]
    """(context, English abbreviation) a player may type instead of the name."""
    text: str
    """The English text; the catalog holds it in every language."""
    more: bool = False
    """Whether the game says more after the text (Tesseract: its editions and variants)."""


def fold(word: str) -> str:
    """Lower-case ``word`` without its diacritics, so "pravidla Vytěžení" matches "vytezeni"."""
    decomposed = unicodedata.normalize("NFKD", word.strip().casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def find(topics: Sequence[Topic], word: str, voice: Voice) -> str | None:
    """The id of the topic a player typed: its number, name or abbreviation in ``voice``'s language
    (no diacritics needed); None when none fits."""
    key = fold(word)
    if key.isdigit() and 1 <= int(key) <= len(topics):
        return topics[int(key) - 1].id
    for topic in topics:
        if key in (fold(voice.p_(*topic.name)), fold(voice.p_(*topic.abbreviation))):
            return topic.id
    return None
