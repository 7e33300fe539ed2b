"""Moves: the actions of a turn and their JSON codec; a decision's answer is the kernel's
:class:`~alea.kernel.Choice`."""

from __future__ import annotations

from alea.dataclass import dataclass
from typing import ClassVar

from alea.kernel.codec import MoveCodec
from alea.kernel.moves import Choice

from .worlds import COLOUR_DIGITS


@dataclass(frozen=True)
class Flip:
    """M-A1: flip one colour (digit 1..5)."""

    colour: int
    kind: ClassVar[str] = "flip"


@dataclass(frozen=True)
class FlipAll:
    """M-A2: flip every colour."""

    kind: ClassVar[str] = "all"


Action = Flip | FlipAll
Move = Flip | FlipAll | Choice

ACTIONS: tuple[Action, ...] = (*(Flip(c) for c in COLOUR_DIGITS), FlipAll())
"""Every action: M-T2 allows all six on every turn (M-A2 is always possible)."""


CODEC: MoveCodec[Action] = MoveCodec([Flip, FlipAll])
"""The actions as JSON: ``{"kind": "flip", "colour": c}``, ``{"kind": "all"}`` (the kernel's codec)."""
move_to_json = CODEC.to_json
move_from_json = CODEC.from_json
