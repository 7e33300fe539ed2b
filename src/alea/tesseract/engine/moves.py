"""Moves: what a player may give the engine (actions and answers to decisions)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from alea.kernel.moves import Choice, choices

__all__ = ["ACTION_KINDS", "COSTLY", "Action", "Choice", "Move", "choices", "move_from_json"]

ACTION_KINDS: tuple[str, ...] = (
    "remove", "adjust", "transfer", "study", "contain", "unique", "play", "play_containment", "end",
)
"""Every action kind; see docs/engine-api.md for the fields each uses."""

COSTLY: frozenset[str] = frozenset({"remove", "adjust", "transfer", "study", "contain", "unique"})
"""Action kinds that cost one of the turn's actions (unless an ability makes them free)."""


@dataclass(frozen=True)
class Action:
    """An action of the active researcher (or a card play, R-C1).

    Only the fields its kind uses are set; the others stay None.
    """

    kind: str
    """One of :data:`ACTION_KINDS`."""
    col: str | None = None
    """A column name "a1".."d4" (remove)."""
    die: int | None = None
    """A die id 0..63 (adjust, transfer, contain)."""
    delta: int | None = None
    """+1 or -1 (adjust)."""
    lab: int | None = None
    """Destination lab index, 0-based (transfer)."""
    card: str | None = None
    """A card uid such as "calibrate#2" (study, play)."""
    value: int | None = None
    """A value 1..6 (play_containment)."""
    group: tuple[int, ...] | None = None
    """The dice of a group, sorted (contain)."""

    def to_json(self) -> dict[str, Any]:
        """A JSON object holding only the fields that are set."""
        data = {k: v for k, v in self.__dict__.items() if v is not None}  # in field order
        if self.group is not None:
            data["group"] = list(self.group)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Action":
        """The inverse of :meth:`to_json`; raises ValueError on foreign keys or types."""
        allowed = {"kind": str, "col": str, "die": int, "delta": int, "lab": int,
                   "card": str, "value": int, "group": list}
        if not isinstance(data, dict) or set(data) - set(allowed) or "kind" not in data:
            raise ValueError("not an action")
        for key, value in data.items():
            if not isinstance(value, allowed[key]) or isinstance(value, bool):
                raise ValueError(f"bad field {key}")
        fields = dict(data)
        if "group" in fields:
            if not all(isinstance(d, int) and not isinstance(d, bool) for d in fields["group"]):
                raise ValueError("bad group")
            fields["group"] = tuple(fields["group"])
        return cls(**fields)


Move = Action | Choice
"""A move is an action or a decision's answer."""


def move_from_json(data: Any) -> Move:
    """Read a move written by ``to_json``; raises ValueError on anything else."""
    choice = Choice.from_json(data)
    return choice if choice is not None else Action.from_json(data)
