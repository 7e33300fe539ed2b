"""The speaker: one language, one verbosity, the players' names, and the names of colours,
worlds, sceptres and die results, each agreeing with its noun in every language."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import reduce

from alea.multiverse.engine.worlds import COLOUR_DIGITS, colours_of, notation
from alea.narration import Np_, Verbosity
from alea.narration.speaker import Speaker as GameSpeaker

DOMAIN = "multiverse"
"""The gettext domain of every Multiverse message."""

COLOURS: dict[int, tuple[str, str]] = {
    1: Np_("colour", "green"), 2: Np_("colour", "white"), 3: Np_("colour", "red"),
    4: Np_("colour", "yellow"), 5: Np_("colour", "blue"),
}
"""A colour's name as a slider's colour (Czech: feminine, agreeing with "barva")."""

COLOURS_NAMED: dict[int, tuple[str, str]] = {
    1: Np_("colour, accusative", "green"), 2: Np_("colour, accusative", "white"),
    3: Np_("colour, accusative", "red"), 4: Np_("colour, accusative", "yellow"),
    5: Np_("colour, accusative", "blue"),
}
"""A colour's name as the object of a verb ("Player 1 flips red": Czech "přepíná červenou barvu",
the accusative, French "bascule le rouge")."""

SCEPTRES: dict[str, tuple[str, str]] = {
    "wooden": Np_("sceptre", "wooden sceptre"), "green": Np_("sceptre", "green sceptre"),
    "white": Np_("sceptre", "white sceptre"), "red": Np_("sceptre", "red sceptre"),
    "yellow": Np_("sceptre", "yellow sceptre"), "blue": Np_("sceptre", "blue sceptre"),
}
"""A sceptre's name (Czech: neuter, agreeing with "žezlo")."""

SHORT_SCEPTRES: dict[str, tuple[str, str]] = {
    "wooden": Np_("sceptre, short", "wooden"), "green": Np_("sceptre, short", "green"),
    "white": Np_("sceptre, short", "white"), "red": Np_("sceptre, short", "red"),
    "yellow": Np_("sceptre, short", "yellow"), "blue": Np_("sceptre, short", "blue"),
}
"""A sceptre's short name for terse lines (Czech: neuter, "dřevěné", "zelené")."""

RESULTS: dict[str, tuple[str, str]] = {
    "stability": Np_("die", "STABILITY"), "change": Np_("die", "CHANGE"),
}
"""The multi-die's two meanings, written as the rulebook writes them."""


class Speaker(GameSpeaker):
    """The :class:`~alea.narration.speaker.Speaker` of the ``multiverse`` domain, which knows the
    players' names."""

    DOMAIN = DOMAIN

    def __init__(self, lang: str, verbosity: Verbosity | str = Verbosity.NORMAL,
                 names: Sequence[str] | None = None) -> None:
        super().__init__(lang, verbosity)
        self.names = tuple(names or ())

    # --- names ----------------------------------------------------------------------------
    def player(self, owner: int) -> str:
        """A seat's name: the table's name for a real player, "imaginary 1" for I1."""
        if owner < 0:
            return self._("imaginary {n}", n=-owner)
        if owner < len(self.names):
            return self.names[owner]
        return self._("player {n}", n=owner + 1)

    def colour(self, colour: int) -> str:
        """A colour's name."""
        return self.p_(*COLOURS[colour])

    def colour_flipped(self, colour: int) -> str:
        """A colour's name as the object of a verb (:data:`COLOURS_NAMED`)."""
        return self.p_(*COLOURS_NAMED[colour])

    def colours(self, world: int) -> str:
        """The on-colours of a world, joined ("white and red")."""
        return self.join(self.colour(c) for c in colours_of(world))

    def digits(self, world: int) -> str:
        """A world's digits one by one ("1 3 5", the empty world "0"): written together ("135") a
        screen reader says them as one number, "a hundred and thirty-five" (accessibility.md 15).
        The terse form of a world; normal mode names the colours (:meth:`world`)."""
        return " ".join(notation(world))

    def world(self, world: int) -> str:
        """A world or switch: in terse mode its digits one by one ("2 3"), else the names of its
        colours ("white red"; the empty world "empty"), never digits run together (issue 24)."""
        if self.terse:
            return self.digits(world)
        if world == 0:
            return self.p_("world", "empty")
        return " ".join(self.colour(c) for c in colours_of(world))

    def numbered_colours(self, world: int, on: bool = True) -> str:
        """The colours that are on (or off), each its digit and name, joined ("1 green, 3 red and
        4 yellow"): the digit a player types to flip it, and what it is."""
        return self.join(self._("{digit} {colour}", digit=c, colour=self.colour(c))
                         for c in COLOUR_DIGITS if bool(world & (1 << (c - 1))) is on)

    def sceptre(self, sceptre: str) -> str:
        """A sceptre's name (its short name in terse mode)."""
        return self.p_(*(SHORT_SCEPTRES if self.terse else SCEPTRES)[sceptre])

    def series(self, items: Iterable[str]) -> str:
        """Items one after the other, each a phrase of its own, each its own sentence ("a. b"): a
        semicolon would be said "semicolon" at Orca's punctuation level (accessibility.md 12)."""
        listed = list(items)
        if not listed:
            return ""
        # TRANSLATORS: two phrases of a list, each its own sentence (a semicolon would be said aloud).
        return reduce(lambda before, after: self._("{before}. {after}", before=before, after=after), listed)

    def winners(self, players: Sequence[int]) -> str:
        """Who won: one sentence, or at terse the word and the names wrapped to 40-cell lines."""
        if self.terse:
            return self.lines([self.n_("Winner", "Shared win", len(players)),
                               self.wrapped([self.player(p) for p in players])])
        return self.n_("Winner, {names}.", "Shared win, {names}.", len(players),
                       names=self.join(self.player(p) for p in players))

    def result(self, result: str) -> str:
        """STABILITY or CHANGE."""
        return self.p_(*RESULTS[result])

    def where(self, owner: int | None, slot: str) -> str:
        """A token's place: "Petr F2", or a column "C1"."""
        if owner is None:
            return slot
        if self.terse:  # the short form fits a 40-cell line (French "joueur 2 F2", not "F2 du joueur 2")
            return self.p_("terse", "{name} {slot}", name=self.player(owner), slot=slot)
        return self._("{name} {slot}", name=self.player(owner), slot=slot)
