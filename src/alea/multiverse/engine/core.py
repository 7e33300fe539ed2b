"""The engine's working context: the state plus the means to emit, ask and draw.

Rules are generators: ``answer = yield from core.ask(...)`` pauses on a
:class:`~.requests.Decision`, ``result = yield from core.die(...)`` on a chance node (or, under
MV3, on the decision that asks the physical die's result).
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from . import events as ev
from .requests import RESULTS, Chance, Decision
from .state import State

Flow = Generator[Any, Any, Any]
"""A piece of rules that may pause on a decision or a chance node."""


class GameOver(Exception):
    """Raised inside the flow the moment the game ends (M-W2, M-W4)."""


class Core:
    """State + event sink + the irreversibility marker used by undo."""

    def __init__(self, state: State, sink: Callable[[ev.Event], None],
                 barrier: Callable[[], None]) -> None:
        self.state = state
        self._sink = sink
        self._barrier = barrier

    def emit(self, event: ev.Event) -> None:
        """Record that something happened."""
        self._sink(event)

    def irreversible(self) -> None:
        """Mark the present as a point undo may not step back past (a roll, a reveal)."""
        self._barrier()

    def ask(self, kind: str, player: int, options: list[Any], **data: Any) -> Flow:
        """Ask a numbered decision of ``player``; returns the chosen option."""
        if not options:
            raise RuntimeError(f"decision {kind} with no options")
        index = yield Decision(kind, player, tuple(options), data)
        choice = options[index]
        self.emit(ev.DecisionMade(kind, player, choice))
        return choice

    def die(self, player: int, purpose: str, colour: int) -> Flow:
        """One multi-die roll by ``player``: "stability" or "change". Drawn at a chance node,
        or under MV3 typed by the roller from a real die (a decision, recorded the same way)."""
        if "MV3" in self.state.config.variants:
            index = yield Decision("die_result", player, RESULTS,
                                   {"purpose": purpose, "colour": colour})
            result = RESULTS[index]
        else:
            result = yield Chance("die")
        self.irreversible()
        return result

    def shuffle(self, n: int) -> Flow:
        """A permutation of range(n) drawn at a chance node."""
        perm = yield Chance("shuffle", n)
        self.irreversible()
        return list(perm)

    def pick(self, n: int) -> Flow:
        """One of ``n`` drawn at a chance node."""
        index = yield Chance("pick", n)
        self.irreversible()
        return index

    def end(self, reason: str, finisher: int | None) -> None:
        """M-W3 (or M-W4's safety stop): score, name the winners, stop the flow."""
        s = self.state
        scores = tuple(s.score(p) for p in range(len(s.players)))
        best = max(scores)
        winners = tuple(p for p, v in enumerate(scores) if v == best)
        if len(winners) > 1 and "MV4" in s.config.variants and finisher in winners:
            winners = (finisher,)  # MV4: the finisher wins a tie
        s.result = "ended" if reason == "meeting" else "stopped"
        s.finisher = finisher
        s.winners = winners
        self.emit(ev.GameEnded(reason, scores, winners))
        raise GameOver()
