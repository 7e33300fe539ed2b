"""The one way to play: :class:`Game` plays Multiverse's rules through the kernel.

Every change goes through :meth:`Game.apply`; chance nodes draw per (namespace, seed, index) and
are recorded, so :meth:`Game.from_record` replays a game without the random source; undo steps
back within the turn, never past a roll or a token turned face up. The machinery is the
kernel's (:class:`alea.kernel.Game`); this class keeps Multiverse's names and types.
"""

from __future__ import annotations

from collections import deque
from typing import Any, Self

from alea.kernel.front import GameFront
from alea.kernel.game import Game as KernelGame
from alea.kernel.rules import Seat
from alea.kernel.run import Run

from . import events as ev
from .config import Config
from .core import HistoryItem, die_faces
from .moves import Action, Move
from .requests import CHANGE, STABILITY, Decision, Turn
from .rules import RULES, MultiverseRules
from .state import State
from .view import View

__all__ = ["Game", "HistoryItem"]

Kernel = KernelGame[Config, State, Action, HistoryItem, View]


class _FirstRun(Run[Config, State, Action, HistoryItem, View]):
    """The kernel's run, given outcomes for the chance nodes met before the first request
    (a position's opening check may roll at once)."""

    def __init__(self, config: Config, forced: tuple[Any, ...]) -> None:
        self._early: deque[Any] = deque(forced)
        super().__init__(RULES, config)

    def resume(self, answer: Any) -> None:
        """Hand the early outcomes to the kernel's queue, then run on."""
        if self._early:
            self.forced.extend(self._early)
            self._early.clear()
        super().resume(answer)


class Game(GameFront[Config, State, Action, HistoryItem, View]):
    """A game of Multiverse. See docs/multiverse.md."""

    moves = (Move,)

    @classmethod
    def rules(cls) -> MultiverseRules:
        """Multiverse's rules: new games are set up (M-S) and records replayed by them."""
        return RULES

    @classmethod
    def new(cls, config: Config, forced: tuple[Any, ...] = ()) -> Self:
        """Set up a new game (M-S) and run it to the first player request; ``forced`` are the
        first chance outcomes (see :meth:`force`)."""
        game: Kernel = KernelGame.__new__(KernelGame)
        game.rules = RULES
        probe = RULES.initial_state(config) if forced else None
        outcomes = tuple(cls._outcome(probe, o) for o in forced) if probe is not None else ()
        game.run = _FirstRun(config, outcomes)
        return cls(game)

    @staticmethod
    def _outcome(state: State | None, outcome: Any) -> Any:
        """A die result written as its meaning becomes the face of the kernel's die."""
        if state is not None and outcome in (STABILITY, CHANGE):
            stable, sides = die_faces(state)
            return [1] if outcome == STABILITY else [sides]
        return outcome

    def force(self, *outcomes: Any) -> None:
        """Decide the next chance outcomes (tests, demonstrations): "stability" or "change" for
        a roll, a permutation for a shuffle, an index for a pick. Recorded like any outcome."""
        self._game.force(*(self._outcome(self.state, o) for o in outcomes))

    @property
    def result(self) -> str | None:
        """None while running, else "ended" (a final meeting) or "stopped" (turn limit)."""
        return self.state.result

    def apply(self, move: Move) -> list[ev.Event]:
        """The one way to change a game. Raises IllegalMove, changing nothing."""
        return [item.event for item in self._game.apply(move)]
