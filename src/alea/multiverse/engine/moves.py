"""Moves: the actions of a turn and their JSON codec; a decision's answer is the kernel's
:class:`~alea.kernel.Choice`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from alea.kernel.moves import Choice

from .worlds import COLOUR_DIGITS


@dataclass(frozen=True)
class Flip:
    """M-A1: flip one colour (digit 1..5)."""

    colour: int

    def to_json(self) -> dict[str, Any]:
        """``{"kind": "flip", "colour": c}``."""
        return {"kind": "flip", "colour": self.colour}


@dataclass(frozen=True)
class FlipAll:
    """M-A2: flip every colour."""

    def to_json(self) -> dict[str, Any]:
        """``{"kind": "all"}``."""
        return {"kind": "all"}


Action = Flip | FlipAll
Move = Flip | FlipAll | Choice

ACTIONS: tuple[Action, ...] = (*(Flip(c) for c in COLOUR_DIGITS), FlipAll())
"""Every action: M-T2 allows all six on every turn (M-A2 is always possible)."""


def move_from_json(data: Any) -> Action:
    """Read an action written by ``to_json`` (a choice is the kernel's); raises ValueError on
    anything else."""
    if not isinstance(data, dict):
        raise ValueError("not a move")
    if data == {"kind": "all"}:
        return FlipAll()
    if set(data) == {"kind", "colour"} and data["kind"] == "flip":
        colour = data["colour"]
        if type(colour) is not int:
            raise ValueError("bad colour")
        return Flip(colour)
    raise ValueError("not a move")
