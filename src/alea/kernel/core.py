"""The one working context every game's flow is written with: :class:`Core`.

A game's rules are generators (:data:`~.rules.Flow`). Each game's ``Core`` subclasses this one:
it holds the rules' state and the kernel's :class:`~.rules.Outlet`, and gives the flow the
means to ask a decision (``choice = yield from core.ask(...)``), draw chance
(``yield from core.roll(2)``, ``shuffle``, ``pick``), keep an item in the history
(:meth:`Core.keep`) and mark a point undo may not step back past (:meth:`Core.irreversible`).
A subclass adds its own vocabulary: how an event becomes a history item, how the game ends.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import Any, ClassVar, Generic, TypeVar

from . import steps
from .requests import Chance, Decision
from .rules import Outlet

S = TypeVar("S")
"""The game's state."""
E = TypeVar("E")
"""An item of the game's history."""
T = TypeVar("T")


class Core(Generic[S, E]):
    """A flow's state, and the kernel's outlet for its history and undo barriers."""

    decision: ClassVar[type[Decision]] = Decision
    """The class of the decisions :meth:`ask` yields (a game may name its own subclass)."""
    auto_single: ClassVar[bool] = False
    """Whether :meth:`ask` takes a lone option without asking, unless told otherwise."""

    def __init__(self, state: S, outlet: Outlet[E]) -> None:
        self.state = state
        """The rules' own state (hidden facts included)."""
        self._outlet = outlet

    def keep(self, item: E) -> None:
        """Keep ``item`` in the history; it is among the items the current move returns."""
        self._outlet.emit(item)

    def irreversible(self, new_turn: bool = False) -> None:
        """Mark the present as a point undo may not step back past (a card seen, a typed roll:
        chance nodes are barriers already); ``new_turn`` when a turn starts here."""
        self._outlet.barrier(new_turn)

    def ask(self, kind: str, player: int, options: Sequence[T], auto_single: bool | None = None,
            **data: Any) -> Generator[Decision, int, T]:
        """Ask ``player`` to choose one of ``options`` (JSON values); returns the option chosen
        and tells :meth:`decided`. A lone option is taken without asking (and without telling)
        when ``auto_single`` (by default :attr:`auto_single`): a choice of one is no choice.
        Raises ValueError when there is no option at all."""
        if not options:
            raise ValueError(f"decision {kind} with no options")
        if len(options) == 1 and (self.auto_single if auto_single is None else auto_single):
            return options[0]
        index = yield self.decision(kind, player, tuple(options), data)
        choice = options[index]
        self.decided(kind, player, choice)
        return choice

    def decided(self, kind: str, player: int, choice: Any) -> None:
        """What the game keeps of a decision answered (an event, say); nothing by default."""

    def roll(self, n: int, sides: int = 6) -> Generator[Chance, list[int], list[int]]:
        """Roll ``n`` dice of ``sides`` sides at a chance node; returns their values."""
        return (yield from steps.roll(n, sides))

    def shuffle(self, n: int) -> Generator[Chance, list[int], list[int]]:
        """Shuffle ``n`` things at a chance node; returns a permutation of ``range(n)``."""
        return (yield from steps.shuffle(n))

    def pick(self, n: int) -> Generator[Chance, int, int]:
        """Pick one of ``n`` things at random at a chance node; returns its index."""
        return (yield from steps.pick(n))


class NoOutlet:
    """An outlet that keeps nothing: for a flow run only to probe what is legal."""

    def emit(self, item: object) -> None:
        """Drop ``item``."""

    def barrier(self, new_turn: bool = False) -> None:
        """Nothing to mark."""
