"""The speaker: the ``tetrikon`` domain in one language, its verbosity and content texts."""

from __future__ import annotations

from collections.abc import Sequence

from alea.narration import Verbosity
from alea.narration.speaker import Speaker as GameSpeaker
from alea.tetrikon.content.texts import ContentTexts, texts

DOMAIN = "tetrikon"


class Speaker(GameSpeaker):
    """The :class:`~alea.narration.speaker.Speaker` of the ``tetrikon`` domain, which knows the
    content's words."""

    DOMAIN = DOMAIN

    def __init__(self, lang: str, verbosity: Verbosity | str = Verbosity.NORMAL) -> None:
        super().__init__(lang, verbosity)
        self.content: ContentTexts = texts(lang)

    def player(self, index: int | None) -> str:
        """A player's name (seats are numbered from 1 for people); terse, the letter of the
        Chance cards' printed abbreviations and the number ("H2", "J2", "P2")."""
        if index is None:
            return self._("the manager")
        if self.terse:
            # TRANSLATORS: a player at terse verbosity: the letter your Chance card abbreviations
            # use for a player (Czech H as in "směna 1 u H", French J as in "échange 1 J").
            return self.p_("terse", "P{n}", n=index + 1)
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
        """A Chance card as a sentence names it: its name ("No trading"), its short form when
        terse; never its second-person text pasted into a sentence (issue 24)."""
        return self.content.card(uid, self.terse)

    def card_text(self, uid: str) -> str:
        """A Chance card's own text, as a sentence of its own ("Discard 2 cards from your hand."),
        for where the card is read."""
        text = self.content.text(uid)
        return text if text.endswith((".", "!", "?")) else text + "."

    def headed(self, head: str, items: list[str]) -> str:
        """A terse list after its head ("Start die, P1 6, P2 1"): on one line when it fits a
        40-cell braille display, else the head, then the items wrapped to 40 cells. A comma, not a
        colon, joins them: screen readers say a colon's name at Orca's default punctuation level."""
        line = head + ", " + ", ".join(items)
        return line if len(line) <= 40 else head + "\n" + self.wrapped(items)

    def trade_sides(self, buy: Sequence[str], sell: Sequence[str], price: int) -> tuple[str, str]:
        """What the player who offers a trade gives and what they get (T-A4): the pieces they sell
        and the price they pay, the pieces they buy and the price they ask ("81 T", "O")."""
        give = [self.piece(p) for p in sell] + ([f"{price} T"] if price > 0 else [])
        get = [self.piece(p) for p in buy] + ([f"{-price} T"] if price < 0 else [])
        return self.join(give) or self._("nothing"), self.join(get) or self._("nothing")
