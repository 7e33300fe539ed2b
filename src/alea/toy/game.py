"""The race as its players' code sees it: the kernel's :class:`~alea.kernel.front.GameFront` over
the race's rules, naming the race's types."""

from __future__ import annotations

from alea.kernel import Choice
from alea.kernel.front import GameFront

from .rules import TOY, ToyConfig, ToyEvent, ToyRules, ToyState, ToyView


class Race(GameFront[ToyConfig, ToyState, str, ToyEvent, ToyView]):
    """A game of the race."""

    moves = (str, Choice)

    @classmethod
    def rules(cls) -> ToyRules:
        """The race's rules."""
        return TOY

    def apply(self, move: str | Choice) -> list[ToyEvent]:
        """The one way to change a game: its events. Raises IllegalMove, changing nothing."""
        return self._game.apply(move)
