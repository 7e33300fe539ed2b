"""The speaker every game's narration builds on: one gettext domain, one language, one verbosity.

A game's own speaker (Tesseract's, Multiverse's, Tetrikon's) subclasses :class:`Speaker`, names
its domain and adds the names of its own things (dice, colours, pieces).
"""

from __future__ import annotations

from alea.narration.verbosity import Verbosity
from alea.narration.voice import Voice


class Speaker(Voice):
    """A :class:`~alea.narration.voice.Voice` of a game's domain that knows its verbosity."""

    DOMAIN = ""
    """The gettext domain of the game's messages (each game's subclass names its own)."""

    def __init__(self, lang: str, verbosity: Verbosity | str = Verbosity.NORMAL) -> None:
        super().__init__(self.DOMAIN, lang)
        self.verbosity = Verbosity.parse(verbosity)
        """How much every message says."""

    @property
    def terse(self) -> bool:
        """Whether messages are cut to one braille line."""
        return self.verbosity is Verbosity.TERSE

    @property
    def verbose(self) -> bool:
        """Whether messages add full texts and reasons."""
        return self.verbosity is Verbosity.VERBOSE

    def pick(self, terse: str, normal: str) -> str:
        """``terse`` at terse verbosity, else ``normal``."""
        return terse if self.terse else normal

    def also(self, *sentences: str | None) -> str:
        """Whole sentences one after the other (``None`` and empty ones are left out)."""
        return " ".join(s for s in sentences if s)
