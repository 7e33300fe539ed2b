"""Multiverse's working context: the kernel's :class:`~alea.kernel.core.Core` in Multiverse's words.

Rules are generators: ``answer = yield from core.ask(...)`` pauses on a
:class:`~.requests.Decision`, ``result = yield from core.die(...)`` on a chance node (or, under
MV3, on the decision that asks the physical die's result). The kernel (:mod:`alea.kernel`)
resumes them; :class:`Core` adds Multiverse's vocabulary (events with their turn and owner, the
multi-die, the end).
"""

from __future__ import annotations

from alea.dataclass import dataclass
from typing import Any

from alea.kernel import steps
from alea.kernel.core import Core as KernelCore
from alea.kernel.rules import Flow

from . import events as ev
from .requests import CHANGE, RESULTS, STABILITY
from .state import State

__all__ = ["Core", "Flow", "GameOver", "HistoryItem", "die_faces"]


@dataclass(frozen=True)
class HistoryItem:
    """One event with the turn and the owner whose turn it was."""

    turn: int
    owner: int
    event: ev.Event


class GameOver(Exception):
    """Raised inside the flow the moment the game ends (M-W2, M-W4)."""


def die_faces(state: State) -> tuple[int, int]:
    """The multi-die as the kernel rolls it: ``(stable, sides)``, a die of ``sides`` equal faces
    of which the first ``stable`` read STABILITY (P(STABILITY) = stable / sides, M-C5)."""
    p = state.config.stability(state.content)
    return p.numerator, p.denominator


class Core(KernelCore[State, HistoryItem]):
    """State + the kernel's outlet (history, undo barriers)."""

    def emit(self, event: ev.Event) -> None:
        """Record that something happened (in the history, with its turn and owner)."""
        s = self.state
        self.keep(HistoryItem(s.turn, s.active, event))

    def decided(self, kind: str, player: int, choice: Any) -> None:
        """A decision answered is an event of its own."""
        self.emit(ev.DecisionMade(kind, player, choice))

    def die(self, player: int, purpose: str, colour: int) -> Flow:
        """One multi-die roll by ``player``: "stability" or "change". Drawn at a chance node,
        or under MV3 typed by the roller from a real die (a decision, recorded the same way)."""
        if "MV3" in self.state.config.variants:
            result = yield from steps.ask("die_result", player, RESULTS, purpose=purpose, colour=colour)
            self.irreversible()
            return result
        stable, sides = die_faces(self.state)
        face = (yield from steps.roll(1, sides))[0]
        return STABILITY if face <= stable else CHANGE

    def end(self, reason: str, finisher: int | None) -> None:
        """M-W3 (or M-W4's safety stop): score, name the winners, stop the flow. The safety stop
        is a draw whatever the score (M-W4: "ends a stalled bot game as a draw"): nobody wins."""
        s = self.state
        scores = tuple(s.score(p) for p in range(len(s.players)))
        best = max(scores)
        winners = () if reason == "limit" else tuple(p for p, v in enumerate(scores) if v == best)
        if len(winners) > 1 and "MV4" in s.config.variants and finisher in winners:
            winners = (finisher,)  # MV4: the finisher wins a tie
        s.result = "ended" if reason == "meeting" else "stopped"
        s.finisher = finisher
        s.winners = winners
        self.emit(ev.GameEnded(reason, scores, winners))
        raise GameOver()
