"""The flow's working context: the state plus the means to emit, ask and draw chance.

Rules are generators: ``answer = yield from core.ask(...)`` pauses on a
:class:`~.requests.Decision`, ``values = yield from core.roll(n)`` on a
:class:`~.requests.Chance` node (the kernel's steps). The kernel resumes them.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import Any, Protocol

from alea.kernel import steps

from .events import Event
from .state import State

Flow = Generator[Any, Any, Any]
"""A piece of rules that may pause on a decision or a chance node."""


class Sink(Protocol):
    """Where events go (the kernel's outlet): ``emit`` and ``barrier``."""

    def emit(self, item: Event) -> None:
        """Keep an event."""

    def barrier(self, new_turn: bool = False) -> None:
        """Mark a point undo may not step back past."""


class NullSink:
    """An outlet that keeps nothing (legality probes)."""

    def emit(self, item: Event) -> None:
        """Drop the event."""

    def barrier(self, new_turn: bool = False) -> None:
        """Nothing to mark."""


class Core:
    """State + event sink."""

    def __init__(self, state: State, sink: Sink) -> None:
        self.state = state
        self._sink = sink

    def new_turn(self) -> None:
        """A turn starts here: undo never steps back into the turn before."""
        self._sink.barrier(new_turn=True)

    def emit(self, kind: str, player: int | None = None, secret: Sequence[str] = (),
             also: Sequence[int] = (), **data: Any) -> None:
        """Record that something happened."""
        self._sink.emit(Event(kind, player, data, frozenset(secret), frozenset(also)))

    def ask(self, kind: str, player: int, options: Sequence[Any], auto_single: bool = True,
            **data: Any) -> Flow:
        """Ask ``player`` a decision; returns the chosen option. A lone option is taken without
        asking when ``auto_single``."""
        return (yield from steps.ask(kind, player, options, auto_single, **data))

    def roll(self, n: int) -> Flow:
        """Roll ``n`` dice; returns the values."""
        return (yield from steps.roll(n))

    def shuffle(self, n: int) -> Flow:
        """A random order of ``n`` things: a permutation of range(n)."""
        if n <= 1:
            return list(range(n))
        return (yield from steps.shuffle(n))

    def pick(self, n: int) -> Flow:
        """One of ``n`` things at random: an index."""
        if n == 1:
            return 0
        return (yield from steps.pick(n))
