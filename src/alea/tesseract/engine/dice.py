"""Dice and the names of places on the table."""

from __future__ import annotations

from alea.dataclass import dataclass

COLOURS: tuple[str, ...] = ("yellow", "orange", "blue", "purple")
"""The four colours, 16 dice each."""

VALUES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
DICE_COUNT = 64


@dataclass
class Die:
    """One die of the 64.

    ``value_known`` and ``colour_known`` record what the players have seen (R-G4):
    a value is known once its top face has been open, a colour once any face has.
    """

    id: int
    """Identity, 0..63; never changes. Ids say nothing of colours: at setup a die's id is
    the position it starts at (public), its colour comes from the shuffle (R-S1, R-G4)."""
    value: int
    """The face showing, 1..6."""
    colour: str
    """One of :data:`COLOURS`; never changes."""
    value_known: bool = False
    """Whether the players have seen this value."""
    colour_known: bool = False
    """Whether the players have seen this die's colour."""
