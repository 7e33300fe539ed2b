"""A demo the bots play, told a turn at a time: :class:`BotShow`, the one way a game writes its demo.

A game's demo names how its bots choose a move (and the reason they give), what counts as one
turn, and how events and reasons are put into words (as messages, said in each seat's language);
this class plays the moves and keeps the reasons of every move of the turn told last, for ``why``
(every decision of that turn: the action, a roll kept or thrown again, a challenge, not only the last). It satisfies the table's
``Show`` (the demo the host drives).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Generic, Protocol, TypeVar

from alea.narration.message import Line


class DemoGame(Protocol):
    """What a demo needs of its game: what waits, what happened, and the one way to change it."""

    @property
    def pending(self) -> object | None:
        """What the game waits for; None once it is over."""

    @property
    def history(self) -> Sequence[object]:
        """Every event (or history item) so far."""


G = TypeVar("G", bound=DemoGame)
"""The demo's game (a game's own ``Game`` front)."""
R = TypeVar("R")
"""The reason a bot gives for a move, with what it was chosen from."""


class BotShow(ABC, Generic[G, R]):
    """The bots play ``game`` a turn at a time; :meth:`why` gives the reason of every move of the
    turn told last."""

    def __init__(self, game: G) -> None:
        self.game = game
        """The demo's own game (questions tell about it while the demo runs)."""
        self.reasons: list[R] = []
        """The reasons of the moves of the turn told last, in the order played, each with what it
        was chosen from (``all`` keeps those of the game's last turn)."""

    @abstractmethod
    def play(self) -> tuple[list[object], R]:
        """Play the bots' next move; returns its events and its reason."""

    @abstractmethod
    def whose_turn(self) -> object:
        """What changes when a turn ends (the turn's number, the active player)."""

    @abstractmethod
    def told(self, events: list[object]) -> list[Line]:
        """``events`` in words."""

    @abstractmethod
    def said(self, reason: R) -> list[Line]:
        """A reason in words: who did what, and the one reason that decided it (empty when the bot
        gave none worth saying)."""

    @property
    def over(self) -> bool:
        """Whether the demo's game has ended."""
        return self.game.pending is None

    def setup(self) -> list[Line]:
        """The demo's setup, up to its first turn."""
        return self.told(list(self.game.history))

    def turn(self) -> list[Line]:
        """Moves until the next turn starts (or the game ends)."""
        events: list[object] = []
        start = self.whose_turn()
        self.reasons = []
        while not self.over:
            played, reason = self.play()
            self.reasons.append(reason)
            events += played
            if self.whose_turn() != start:
                break
        return self.told(events)

    def rest(self) -> list[Line]:
        """Every turn left."""
        lines: list[Line] = []
        while not self.over:
            lines += self.turn()
        return lines

    def why(self) -> list[Line]:
        """Why the bots played each move of the turn told last, in each seat's words, one move
        after the other."""
        return [line for reason in self.reasons if reason is not None for line in self.said(reason)]
