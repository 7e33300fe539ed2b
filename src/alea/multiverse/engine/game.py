"""The one way to play: :class:`Game` plays Multiverse's rules through the kernel.

Every change goes through :meth:`Game.apply`; chance nodes draw per (namespace, seed, index) and
are recorded, so :meth:`Game.from_record` replays a game without the random source; undo steps
back within the turn, never past a roll or a token turned face up. The machinery is the
kernel's (:class:`alea.kernel.Game`); this class keeps Multiverse's names and types.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from alea.kernel.game import Game as KernelGame
from alea.kernel.record import Record
from alea.kernel.rules import Seat
from alea.kernel.run import Run

from . import events as ev
from .config import Config
from .core import HistoryItem, die_faces
from .moves import Action, Move
from .requests import CHANGE, STABILITY, Decision, Turn
from .rules import RULES
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


class Game:
    """A game of Multiverse. See docs/multiverse.md."""

    def __init__(self, config: Config, forced: tuple[Any, ...] = ()) -> None:
        self._game: Kernel = KernelGame.__new__(KernelGame)
        self._game.rules = RULES
        probe = RULES.initial_state(config) if forced else None
        outcomes = tuple(self._outcome(probe, o) for o in forced) if probe is not None else ()
        self._game.run = _FirstRun(config, outcomes)

    @classmethod
    def new(cls, config: Config, forced: tuple[Any, ...] = ()) -> "Game":
        """Set up a new game (M-S) and run it to the first player request; ``forced`` are the
        first chance outcomes (see :meth:`force`)."""
        return cls(config, forced)

    @classmethod
    def from_record(cls, record: Record[Config]) -> "Game":
        """Replay a record without the random source; raises SaveError if it does not replay."""
        game = cls.__new__(cls)
        game._game = KernelGame.from_record(RULES, record)
        return game

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
    def config(self) -> Config:
        """The options this game was set up with."""
        return self._game.config

    @property
    def state(self) -> State:
        """The engine's state, hidden tokens included: for the engine's own tests only."""
        return self._game.state

    @property
    def pending(self) -> Turn | Decision | None:
        """What the game waits for: a Turn, a Decision (``player`` answers), or None."""
        return self._game.pending

    @property
    def result(self) -> str | None:
        """None while running, else "ended" (a final meeting) or "stopped" (turn limit)."""
        return self.state.result

    @property
    def record(self) -> Record[Config]:
        """The game's name and version, its config, every move and chance outcome so far."""
        return self._game.record

    @property
    def history(self) -> tuple[HistoryItem, ...]:
        """Every event so far, with its turn and owner."""
        return self._game.history

    def legal_moves(self) -> list[Move]:
        """Every legal move now: the six actions on a Turn, choices on a Decision."""
        return self._game.legal_moves()

    def view(self, seat: int | Seat = None) -> View:
        """What a seat can know: a player index, a set of players, or None (everyone)."""
        return self._game.view(frozenset({seat}) if isinstance(seat, int) else seat)

    def check(self, move: Move) -> None:
        """Raise IllegalMove if ``move`` is not legal now; changes nothing."""
        self._game.check(move)

    def apply(self, move: Move) -> list[ev.Event]:
        """The one way to change a game. Raises IllegalMove, changing nothing."""
        return [item.event for item in self._game.apply(move)]

    def undo_possible(self) -> bool:
        """Whether :meth:`undo` would step back now."""
        return self._game.undo_possible()

    def undo(self) -> Move:
        """Step back over the last move of this turn (never past a roll or a reveal)."""
        return self._game.undo()
