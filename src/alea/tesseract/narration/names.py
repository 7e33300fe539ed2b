"""Names of the game's content (researchers, cards, events, base sides) from the content texts.

Normal and verbose mode say the name; terse mode the braille abbreviation.
A research card is known by its uid ("calibrate#2"); its text is that of its id.
"""

from __future__ import annotations

from alea.tesseract.narration.speaker import Speaker

KINDS = {"researcher": "researchers", "research": "research", "containment": "containment",
         "event": "events", "base": "bases"}
"""Narration's word for a kind of content -> the kind in the content texts."""


def card_id(uid: str) -> str:
    """The card id of a card uid ("calibrate#2" -> "calibrate")."""
    return uid.split("#", 1)[0]


def name(sp: Speaker, kind: str, item: str) -> str:
    """The name of an item (terse: its abbreviation)."""
    entry = sp.content.entry(KINDS[kind], card_id(item))
    return entry.abbr if sp.terse else entry.name


def full_name(sp: Speaker, kind: str, item: str) -> str:
    """The name of an item whatever the verbosity (for the card and who queries)."""
    return sp.content.entry(KINDS[kind], card_id(item)).name


def text(sp: Speaker, kind: str, item: str) -> str:
    """The full text of an item (a researcher's always-on ability)."""
    return sp.content.entry(KINDS[kind], card_id(item)).text


def unique(sp: Speaker, researcher: str) -> str:
    """A researcher's unique action."""
    return sp.content.unique(researcher)
