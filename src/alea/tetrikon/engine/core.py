"""Tetrikon's working context: the kernel's :class:`~alea.kernel.core.Core` in Tetrikon's words.

Rules are generators: ``answer = yield from core.ask(...)`` pauses on a
:class:`~alea.kernel.requests.Decision`, ``values = yield from core.roll(n)`` on a
:class:`~alea.kernel.requests.Chance` node. The kernel resumes them.
"""

from __future__ import annotations

from collections.abc import Generator

from alea.kernel.core import Core as KernelCore
from alea.kernel.core import NoOutlet
from alea.kernel.requests import Chance
from alea.kernel.rules import Flow

from .events import Event
from .state import State

__all__ = ["Core", "Flow", "NoOutlet"]


class Core(KernelCore[State, Event]):
    """State + the kernel's outlet; a lone option is taken without asking."""

    auto_single = True

    def new_turn(self) -> None:
        """A turn starts here: undo never steps back into the turn before."""
        self.irreversible(new_turn=True)

    def shuffle(self, n: int) -> Generator[Chance, list[int], list[int]]:
        """A random order of ``n`` things: a permutation of range(n); one thing or none is not
        shuffled (no chance node is recorded)."""
        if n <= 1:
            return list(range(n))
        return (yield from super().shuffle(n))

    def pick(self, n: int) -> Generator[Chance, int, int]:
        """One of ``n`` things at random: an index; of one thing, that one (no chance node)."""
        if n == 1:
            return 0
        return (yield from super().pick(n))
