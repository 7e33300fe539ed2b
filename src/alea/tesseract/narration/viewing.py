"""Reading the player's view: a die by id as the players know it, never more (R-G4).

Narration only ever looks at a :class:`alea.tesseract.engine.View`; a die id alone
says nothing to narration (ids are identities, not facts the players have seen).
"""

from __future__ import annotations

from typing import Any


def die_by_id(view: Any, die_id: int) -> tuple[str | None, int | None]:
    """(colour, value) of a die as the view shows it; (None, None) when unseen or unknown."""
    seen = view.die(die_id)
    if seen is not None:
        return seen.colour, seen.value
    for (colour, value), contained in view.board.items():
        if contained == die_id:
            return colour, value
    return None, None


def lab_of(view: Any, die_id: int) -> int | None:
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

    def __init__(self, view: Any, later: list[Any]) -> None:
        self._view = view
        self._old: dict[int, int | None] = {}
        for event in reversed(later):
            if hasattr(event, "old") and hasattr(event, "die"):
                self._old[event.die] = event.old

    def __getattr__(self, name: str) -> Any:
        return getattr(self._view, name)

    def die(self, die_id: int) -> Any:
        """The die as seen, with its value before the later events."""
        seen = self._view.die(die_id)
        if seen is None or die_id not in self._old:
            return seen
        return type(seen)(seen.id, seen.colour, self._old[die_id])
