"""Tesseract's working context: the kernel's :class:`~alea.kernel.core.Core` in Tesseract's words.

Rules code is written as generators: ``answer = yield from core.ask(...)`` pauses
the game on a :class:`~.requests.Decision`, ``values = yield from core.roll(n)``
on a :class:`~.requests.Chance` node. The kernel (:mod:`alea.kernel`) resumes them; this
:class:`Core` adds Tesseract's vocabulary (events with their turn and lab, win, loss).
"""

from __future__ import annotations

from typing import Any

from alea.kernel.core import Core as KernelCore
from alea.kernel.rules import Flow, Outlet

from . import events as ev
from alea.dataclass import dataclass
from .requests import Decision
from .state import State

__all__ = ["Core", "Flow", "GameOver", "HistoryItem"]


@dataclass(frozen=True)
class HistoryItem:
    """One event in the game's history, with the turn and active lab it happened in."""

    turn: int
    lab: int
    event: ev.Event


class GameOver(Exception):
    """Raised inside the flow the moment the game is won or lost (R-T2, R-T6)."""


class Core(KernelCore[State, "HistoryItem"]):
    """State + event sink + the irreversibility marker used by undo (R-D3)."""

    decision = Decision
    auto_single = True

    def __init__(self, state: State, outlet: Outlet[HistoryItem]) -> None:
        super().__init__(state, outlet)
        self.quiet = False

    def emit(self, event: ev.Event) -> None:
        """Record that something happened (in the history, with its turn and lab)."""
        if not self.quiet:
            s = self.state
            self._outlet.emit(HistoryItem(s.turn, s.active, event))  # (keep's work, one call less)
            if isinstance(event, ev.EventRearmed):
                s.rearmed.add(event.col)

    def decided(self, kind: str, player: int, choice: Any) -> None:
        """A decision answered is an event of its own."""
        self.emit(ev.DecisionMade(kind, player, choice))

    def win(self) -> None:
        """R-T2."""
        self.state.result = "won"
        self.emit(ev.GameWon(self.state.turn))
        raise GameOver()

    def lose(self, reason: str) -> None:
        """R-T6."""
        self.state.result = "lost"
        self.emit(ev.GameLost(reason, self.state.turn))
        raise GameOver()
