"""The content's words in one language: piece names and abbreviations, Chance card texts, short
forms and printed braille abbreviations (read from ``pieces.json`` and ``chance.json``)."""

from __future__ import annotations

import json
from alea.dataclass import dataclass
from functools import lru_cache

from alea.table import fold
from alea.tetrikon.engine.content import card_number

from . import data_path


@dataclass(frozen=True)
class ContentTexts:
    """Names and texts of one language."""

    lang: str
    piece_names: dict[str, str]
    piece_abbr: dict[str, str]
    card_texts: dict[int, str]
    card_names: dict[int, str]
    """Each card's name (ours, issue 24): what a sentence says of a card it does not read out."""
    card_short: dict[int, str]
    card_printed: dict[int, str]
    """The printed Czech braille abbreviation of each card (the same in every language)."""

    def piece(self, pid: str) -> str:
        """A piece type's name."""
        return self.piece_names.get(pid, pid)

    def card(self, uid: str, terse: bool = False) -> str:
        """A card by uid (``"12#1"``) as a sentence names it: its name ("No trading"), or its short
        form when ``terse``; never its second-person text (:meth:`text`)."""
        number = card_number(uid)
        return self.card_short[number] if terse else self.card_names[number]

    def text(self, uid: str) -> str:
        """A card's printed text, for where the card itself is read (drawn, shown, listed)."""
        return self.card_texts[card_number(uid)]

    def find_card(self, word: str) -> int | None:
        """The card number a typed word names: its printed abbreviation (with or without the
        final full stop), its short form in this language, or its number; case and diacritics
        are forgiven as in every command (``1 nahodne od m`` for ``1 náhodně od M.``)."""
        def norm(text: str) -> str:
            return " ".join(fold(text).split()).rstrip(".")

        key = norm(word)
        for number, printed in self.card_printed.items():
            if key in (norm(printed), norm(self.card_short[number])):
                return number
        return int(key) if key.isdigit() and int(key) in self.card_texts else None


@lru_cache(maxsize=8)
def texts(lang: str) -> ContentTexts:
    """The content texts of ``lang`` ("cs", "fr", "en")."""
    with open(data_path("pieces.json"), encoding="utf-8") as handle:
        pieces = json.load(handle)["pieces"]
    with open(data_path("chance.json"), encoding="utf-8") as handle:
        cards = json.load(handle)["cards"]
    return ContentTexts(lang, {p["id"]: p["names"][lang] for p in pieces},
                        {p["id"]: p["abbr"][lang] for p in pieces},
                        {c["id"]: c["text"][lang] for c in cards},
                        {c["id"]: c["name"][lang] for c in cards},
                        {c["id"]: c["short"][lang] for c in cards},
                        {c["id"]: c["printed"] for c in cards})
