"""The speaker: one language, one verbosity, the catalog and the content texts together."""

from __future__ import annotations

import re

from alea.narration import Verbosity
from alea.narration.speaker import Speaker as GameSpeaker
from alea.tesseract.content.texts import ContentTexts, texts

DOMAIN = "tesseract"
"""The gettext domain of every Tesseract message."""

_COLUMN = re.compile(r"^[a-d][1-4]\b")


def capitalized(text: str) -> str:
    """Capitalise the first letter of each line (a message may start with a die's name),
    except a line that starts with a column name ("b3: ...")."""
    return "\n".join(line if _COLUMN.match(line) else line[:1].upper() + line[1:] for line in text.split("\n"))


class Speaker(GameSpeaker):
    """The :class:`~alea.narration.speaker.Speaker` of the ``tesseract`` domain.

    It also holds the content texts of its language (names, full texts and braille
    abbreviations of researchers, cards, events and base sides).
    """

    DOMAIN = DOMAIN

    def __init__(self, lang: str, verbosity: Verbosity | str = Verbosity.NORMAL) -> None:
        super().__init__(lang, verbosity)
        self.content: ContentTexts = texts(lang)
        """Names, texts and abbreviations of the game's content in this language."""
