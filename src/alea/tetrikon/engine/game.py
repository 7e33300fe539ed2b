"""The one way to play: :class:`Game` plays Tetrikon's rules through the kernel.

Every change goes through :meth:`Game.apply`; chance nodes draw per (namespace, seed, index) and
are recorded, so :meth:`Game.from_record` replays a game without the random source. The machinery
is the kernel's (:class:`alea.kernel.Game`, with :class:`alea.kernel.front.GameFront` forwarding
what means the same in every game); this class keeps Tetrikon's names and types.
"""

from __future__ import annotations

from alea.kernel.front import GameFront

from .config import Config
from .events import Event
from .moves import Action, Move
from .rules import RULES, TetrikonRules
from .state import State
from .view import View

__all__ = ["Game"]


class Game(GameFront[Config, State, Action, Event, View]):
    """A game (or a match) of Tetrikon. See docs/tetrikon-engine.md."""

    moves = (Move,)

    @classmethod
    def rules(cls) -> TetrikonRules:
        """Tetrikon's rules: new games are set up (T-S) and records replayed by them."""
        return RULES

    def apply(self, move: Move) -> list[Event]:
        """The one way to change a game. Raises IllegalMove, changing nothing."""
        return self._game.apply(move)
