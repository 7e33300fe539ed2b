"""The engine's working context: the state plus the means to emit, ask and roll.

Rules code is written as generators: ``answer = yield from core.ask(...)`` pauses
the game on a :class:`~.requests.Decision`, ``values = yield from core.roll(n)``
on a :class:`~.requests.Chance` node. The driver (:mod:`.game`) resumes them.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from . import events as ev
from .requests import Chance, Decision
from .state import State

Flow = Generator[Any, Any, Any]
"""A piece of rules that may pause on a decision or a chance node."""


class GameOver(Exception):
    """Raised inside the flow the moment the game is won or lost (R-T2, R-T6)."""


class Core:
    """State + event sink + the irreversibility marker used by undo (R-D3)."""

    def __init__(self, state: State, sink: Callable[[ev.Event], None],
                 barrier: Callable[[], None]) -> None:
        self.state = state
        self._sink = sink
        self._barrier = barrier
        self.quiet = False

    def emit(self, event: ev.Event) -> None:
        """Record that something happened."""
        if not self.quiet:
            self._sink(event)

    def irreversible(self) -> None:
        """Mark the present as a point undo may not step back past (R-D3)."""
        self._barrier()

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
        """Roll ``n`` dice at a chance node; returns the values."""
        values = yield Chance("roll", n)
        self.irreversible()
        return list(values)

    def shuffle(self, n: int) -> Flow:
        """Shuffle ``n`` things at a chance node; returns a permutation of range(n)."""
        perm = yield Chance("shuffle", n)
        self.irreversible()
        return list(perm)

    def pick(self, n: int) -> Flow:
        """Pick one of ``n`` things at random at a chance node; returns the index."""
        index = yield Chance("pick", n)
        self.irreversible()
        return index

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
