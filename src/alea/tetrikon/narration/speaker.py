"""The speaker: the ``tetrikon`` domain in one language, its verbosity and content texts."""

from __future__ import annotations

from alea.narration import Verbosity, Voice
from alea.tetrikon.content.texts import ContentTexts, texts

DOMAIN = "tetrikon"


class Speaker(Voice):
    """A voice of the ``tetrikon`` domain that knows its verbosity and the content's words."""

    def __init__(self, lang: str, verbosity: Verbosity | str = Verbosity.NORMAL) -> None:
        super().__init__(DOMAIN, lang)
        self.verbosity = Verbosity.parse(verbosity)
        self.content: ContentTexts = texts(lang)

    @property
    def terse(self) -> bool:
        """Whether messages are cut to one braille line."""
        return self.verbosity is Verbosity.TERSE

    def player(self, index: int | None) -> str:
        """A player's name (seats are numbered from 1 for people)."""
        if index is None:
            return self._("the manager")
        return self._("Player {n}", n=index + 1)

    def piece(self, pid: str | None) -> str:
        """A piece type's name, its abbreviation when terse."""
        if pid is None:
            return self._("nothing")
        return self.content.piece_abbr[pid] if self.terse else self.content.piece(pid)

    def pieces(self, pids: list[str]) -> str:
        """Several pieces as a list."""
        return self.join([self.piece(p) for p in pids]) if pids else self._("no piece")

    def card(self, uid: str) -> str:
        """A Chance card: its text, or its short form when terse."""
        return self.content.card(uid, self.terse)
