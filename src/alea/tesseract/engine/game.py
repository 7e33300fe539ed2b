"""The one way to play: :class:`Game` plays Tesseract's rules through the kernel.

Every change goes through :meth:`Game.apply` (R-D1); chance nodes draw from the seeded random
source and are recorded (R-D2), so :meth:`Game.from_record` replays a game without it; undo
replays the record up to an earlier move (R-D3). The machinery is the kernel's
(:class:`alea.kernel.Game`, with :class:`alea.kernel.front.GameFront` forwarding what means
the same in every game); this class keeps Tesseract's names and types.
"""

from __future__ import annotations

from typing import cast

from alea.kernel.front import GameFront
from alea.kernel.rules import Seat
from alea.kernel.run import Run

from . import events as ev
from .config import Config
from .core import HistoryItem
from .moves import Action, Move
from .record import Record
from .requests import Decision, Turn
from .rules import RULES, TesseractRules
from .state import State
from .view import View

__all__ = ["Game", "HistoryItem"]


class Game(GameFront[Config, State, Action, HistoryItem, View]):
    """A game of Tesseract. See docs/engine-api.md."""

    moves = (Move,)

    @classmethod
    def rules(cls) -> TesseractRules:
        """Tesseract's rules: new games are set up (R-S1..R-S7) and records replayed by them."""
        return RULES

    # --- reading (the rest is GameFront's) --------------------------------------------------
    @property
    def _run(self) -> Run[Config, State, Action, HistoryItem, View]:
        """The kernel's run (the engine's own tests and the bot's sampled worlds read it)."""
        return self._game.run

    @property
    def pending(self) -> Turn | Decision | None:
        """What the game waits for: a Turn, a Decision, or None when it is over."""
        return cast("Turn | Decision | None", self._game.pending)

    @property
    def result(self) -> str | None:
        """None while running, else "won" or "lost"."""
        return self._game.state.result

    @property
    def record(self) -> Record:
        """The game record: config and every move and chance outcome so far."""
        return Record(self._game.config, self._game.record.entries)

    def view(self, seat: int | Seat = None) -> View:
        """What the players of ``seat`` can know (R-G4), None for all: the only thing narration
        and bots read. Every seat sees the same (Tesseract hides nothing from one lab only).

        Built once per position: until the next move (or undo) the same frozen View is
        returned, so it must be read, never changed (its dicts included)."""
        return self._game.view(None)  # one view serves every seat: built once per position

    # --- changing ----------------------------------------------------------------------------
    def apply(self, move: Move) -> list[ev.Event]:
        """The one way to change a game (R-D1). Raises IllegalMove, changing nothing."""
        return [item.event for item in self._game.apply(move)]
