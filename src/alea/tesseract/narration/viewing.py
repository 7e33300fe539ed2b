"""Reading the player's view: a die by id as the players know it, never more (R-G4).

Narration only ever looks at a :class:`alea.tesseract.engine.View`; a die id alone
says nothing to narration (ids are identities, not facts the players have seen).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from alea.tesseract.engine.view import ColumnView, ContainmentView, DieView, LabView

if TYPE_CHECKING:
    from alea.tesseract.engine.core import HistoryItem
    from alea.tesseract.engine.requests import Decision, Turn


class PlayerView(Protocol):
    """What narration reads of a game: the part of the players' view it speaks from (R-G4).

    :class:`alea.tesseract.engine.View` is one; so is :class:`Rewound` (the view as it was
    before some events), and whatever else offers these read-only facts.
    """

    @property
    def base(self) -> str: ...
    @property
    def edition(self) -> str: ...
    @property
    def variants(self) -> tuple[str, ...]: ...
    @property
    def turn(self) -> int: ...
    @property
    def active(self) -> int: ...
    @property
    def actions_left(self) -> int: ...
    @property
    def breach(self) -> int: ...
    @property
    def labs(self) -> Sequence[LabView]: ...
    @property
    def tower(self) -> Sequence[ColumnView]: ...
    @property
    def primed(self) -> Sequence[DieView]: ...
    @property
    def board(self) -> Mapping[tuple[str, int], int]: ...
    @property
    def containment(self) -> Sequence[ContainmentView]: ...
    @property
    def edge(self) -> Sequence[int]: ...
    @property
    def pending(self) -> Turn | Decision | None: ...
    @property
    def result(self) -> str | None: ...
    @property
    def history(self) -> Sequence[HistoryItem]: ...

    def column(self, col: str) -> ColumnView:
        """The column named ``col`` ("a1".."d4")."""

    def die(self, die_id: int) -> DieView | None:
        """A die as the players see it, None when it is nowhere they can see."""

    def place_of(self, die_id: int) -> str | None:
        """Where a die is ("tower:b2", "lab:0", "primed", "destroyed", "board"), None if unseen."""


def die_by_id(view: PlayerView, die_id: int) -> tuple[str | None, int | None]:
    """(colour, value) of a die as the view shows it; (None, None) when unseen or unknown."""
    seen = view.die(die_id)
    if seen is not None:
        return seen.colour, seen.value
    for (colour, value), contained in view.board.items():
        if contained == die_id:
            return colour, value
    return None, None


def lab_of(view: PlayerView, die_id: int) -> int | None:
    """The lab holding a die, or None."""
    for lab in view.labs:
        if any(d.id == die_id for d in lab.dice):
            return lab.index
    return None


class Rewound:
    """The view as it was before ``later`` events changed dice values (for echoing a choice).

    Only dice values are rewound, from the ``old`` field of the events that carry one
    (adjusted, inverted, set, rolled); anything else is read from the view itself.
    """

    def __init__(self, view: PlayerView, later: Sequence[object]) -> None:
        self._view = view
        self._old: dict[int, int | None] = {}
        for event in reversed(later):
            old, die = getattr(event, "old", None), getattr(event, "die", None)
            if hasattr(event, "old") and isinstance(die, int):
                self._old[die] = old

    def __getattr__(self, name: str) -> Any:
        return getattr(self._view, name)

    def die(self, die_id: int) -> DieView | None:
        """The die as seen, with its value before the later events."""
        seen = self._view.die(die_id)
        if seen is None or die_id not in self._old:
            return seen
        return DieView(seen.id, seen.colour, self._old[die_id])
