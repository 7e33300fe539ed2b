"""The one way to play: :class:`Game` plays Tetrikon's rules through the kernel.

Every change goes through :meth:`Game.apply`; chance nodes draw per (namespace, seed, index) and
are recorded, so :meth:`Game.from_record` replays a game without the random source. The machinery
is the kernel's (:class:`alea.kernel.Game`, with :class:`alea.kernel.front.GameFront` forwarding
what means the same in every game); this class keeps Tetrikon's names and types.
"""

from __future__ import annotations

from alea.kernel.front import GameFront
from alea.kernel.game import Game as KernelGame
from alea.kernel.record import Record

from .config import Config
from .events import Event
from .moves import Action, Move
from .rules import RULES
from .state import State
from .view import View

__all__ = ["Game"]


class Game(GameFront[Config, State, Action, Event, View]):
    """A game (or a match) of Tetrikon. See docs/tetrikon-engine.md."""

    def __init__(self, config: Config) -> None:
        super().__init__(KernelGame(RULES, config))

    @classmethod
    def new(cls, config: Config) -> "Game":
        """Set up a new game (T-S) and run it to the first player request."""
        return cls(config)

    @classmethod
    def from_record(cls, record: Record[Config]) -> "Game":
        """Replay a record without the random source; raises SaveError if it does not replay."""
        game = cls.__new__(cls)
        GameFront.__init__(game, KernelGame.from_record(RULES, record))
        return game

    def apply(self, move: Move) -> list[Event]:
        """The one way to change a game. Raises IllegalMove, changing nothing."""
        return self._game.apply(move)
