"""The speaker: one language, one verbosity, the catalog and the content texts together."""

from __future__ import annotations

import re

from alea.narration import Verbosity, Voice
from alea.tesseract.content.texts import ContentTexts, texts

DOMAIN = "tesseract"
"""The gettext domain of every Tesseract message."""

_COLUMN = re.compile(r"^[a-d][1-4]\b")


def capitalized(text: str) -> str:
    """Capitalise the first letter of each line (a message may start with a die's name),
    except a line that starts with a column name ("b3: ...")."""
    return "\n".join(line if _COLUMN.match(line) else line[:1].upper() + line[1:] for line in text.split("\n"))


class Speaker(Voice):
    """A :class:`~alea.narration.Voice` of the ``tesseract`` domain that knows its verbosity.

    It also holds the content texts of its language (names, full texts and braille
    abbreviations of researchers, cards, events and base sides).
    """

    def __init__(self, lang: str, verbosity: Verbosity | str = Verbosity.NORMAL) -> None:
        super().__init__(DOMAIN, lang)
        self.verbosity = Verbosity.parse(verbosity)
        """How much every message says."""
        self.content: ContentTexts = texts(lang)
        """Names, texts and abbreviations of the game's content in this language."""

    @property
    def terse(self) -> bool:
        """Whether messages are cut to one braille line."""
        return self.verbosity is Verbosity.TERSE

    @property
    def verbose(self) -> bool:
        """Whether messages add full texts and reasons."""
        return self.verbosity is Verbosity.VERBOSE

    def also(self, *sentences: str | None) -> str:
        """Whole sentences one after the other (``None`` and empty ones are left out)."""
        return " ".join(s for s in sentences if s)

    def pick(self, terse: str, normal: str) -> str:
        """``terse`` in terse mode, else ``normal``."""
        return terse if self.terse else normal
