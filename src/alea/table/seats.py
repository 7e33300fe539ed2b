"""The seats around a table: who sits where, and how each seat is spoken to.

A table holds one game and one or more :class:`Seat`. A seat has players (the
player or lab numbers it plays for; ``None``: every player, the one shared
screen of today), a language, a verbosity, an output (terminal, speech,
transcript; later the network) and the questions it must answer. Every batch of
events is told to each seat in its language and verbosity, from its own view;
a decision is asked of the seat holding the player who must answer it.

Nothing here knows a game, a terminal or a catalog: the output renders the
messages (:mod:`alea.narration.message`) in the seat's language.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import field
from alea.dataclass import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from alea.table.output import Output
    from alea.table.question import Question


@dataclass(eq=False)
class Seat:
    """One place at the table: its players, language, verbosity, output and pending questions."""

    number: int
    """The seat's number at its table, from 1."""
    players: frozenset[int] | None
    """The players (Tesseract: lab indices, from 0) this seat plays for; None: every player."""
    lang: str
    """The language the seat hears and types: cs, fr or en."""
    verbosity: str
    """terse, normal or verbose."""
    output: Output
    """Where what the seat is told goes (its lines, transcript, speech)."""
    question: Question | None = None
    """The question this seat must answer now, if any."""
    waiting: list[Question] = field(default_factory=list)
    """Questions asked before the current one, asked again once it is answered (latest last)."""

    def __post_init__(self) -> None:
        self.output.tongue = self.tongue

    def tongue(self) -> tuple[str, str]:
        """The language and verbosity messages are put into for this seat."""
        return self.lang, self.verbosity

    def holds(self, player: int) -> bool:
        """Whether this seat plays for ``player``."""
        return self.players is None or player in self.players

    @property
    def watches(self) -> bool:
        """Whether this seat holds no player: spectators', who hear the public events and never act."""
        return self.players is not None and not self.players

    @property
    def terse(self) -> bool:
        """Whether messages are cut to one braille line where they can be."""
        return self.verbosity == "terse"


def seat_of(seats: Sequence[Seat], player: int) -> Seat | None:
    """The seat that plays for ``player`` (the first one, if several do), or None when none does."""
    return next((seat for seat in seats if seat.holds(player)), None)


def check_seating(players: Iterable[frozenset[int] | None], count: int) -> None:
    """Refuse a seating that leaves one of ``count`` players without a seat or seats one player twice.

    Raises ValueError naming the player.
    """
    taken: set[int] = set()
    groups = list(players)
    if any(group is None for group in groups):
        if len(groups) != 1:
            raise ValueError("a seat for every player must be the only seat")
        return
    for group in groups:
        for player in group or ():
            if player in taken or not 0 <= player < count:
                raise ValueError(f"player {player} cannot take this seat")
            taken.add(player)
    missing = set(range(count)) - taken
    if missing:
        raise ValueError(f"player {min(missing)} has no seat")
