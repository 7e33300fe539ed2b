"""The engine's working context: the state plus the means to emit, ask and roll.

Rules code is written as generators: ``answer = yield from core.ask(...)`` pauses
the game on a :class:`~.requests.Decision`, ``values = yield from core.roll(n)``
on a :class:`~.requests.Chance` node. The kernel (:mod:`alea.kernel`) resumes them; the
:class:`Core` turns the kernel's outlet into Tesseract's vocabulary (events, irreversible, win).
"""

from __future__ import annotations

from typing import Any

from alea.kernel import steps
from alea.kernel.rules import Flow, Outlet

from . import events as ev
from .frozen import dataclass
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


class Core:
    """State + event sink + the irreversibility marker used by undo (R-D3)."""

    def __init__(self, state: State, outlet: Outlet[HistoryItem]) -> None:
        self.state = state
        self._outlet = outlet
        self.quiet = False

    def emit(self, event: ev.Event) -> None:
        """Record that something happened (in the history, with its turn and lab)."""
        if not self.quiet:
            s = self.state
            self._outlet.emit(HistoryItem(s.turn, s.active, event))
            if isinstance(event, ev.EventRearmed):
                s.rearmed.add(event.col)

    def irreversible(self, new_turn: bool = False) -> None:
        """Mark the present as a point undo may not step back past (R-D3); ``new_turn``
        when a turn starts here."""
        self._outlet.barrier(new_turn)

    def ask(self, kind: str, lab: int, options: list[Any], auto_single: bool = True,
            **data: Any) -> Flow:
        """Ask a decision; returns the chosen option. A lone option is taken without asking
        when ``auto_single`` (a choice of one is no choice)."""
        if not options:
            raise RuntimeError(f"decision {kind} with no options")
        if len(options) == 1 and auto_single:
            return options[0]
        index = yield Decision(kind, lab, tuple(options), data)
        choice = options[index]
        self.emit(ev.DecisionMade(kind, lab, choice))
        return choice

    def roll(self, n: int) -> Flow:
        """Roll ``n`` dice at a chance node (a barrier to undo, R-D3); returns the values."""
        return steps.roll(n)

    def shuffle(self, n: int) -> Flow:
        """Shuffle ``n`` things at a chance node (a barrier); returns a permutation of range(n)."""
        return steps.shuffle(n)

    def pick(self, n: int) -> Flow:
        """Pick one of ``n`` things at random at a chance node (a barrier); returns the index."""
        return steps.pick(n)

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
