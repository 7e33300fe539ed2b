"""The whole state of a Tesseract game, with the engine's read-only queries over it.

Only the engine reads this directly; everyone else reads a :class:`~.view.View`.
"""

from __future__ import annotations

from dataclasses import field
from alea.dataclass import dataclass
from typing import Any

from .config import Config
from .content import Content
from .dice import COLOURS, VALUES, Die
from .geometry import COLUMNS, open_faces, removable_tops

LAB_SIZE = 6
ACTIONS_PER_TURN = 3
"""Actions a lab has at the start of its action phase (R-T1)."""
CONTAINMENT_STATUSES = ("down", "up", "unlocked", "used", "lost")


@dataclass
class Lab:
    """A researcher's lab: its dice, its hand of research cards, its size."""

    researcher: str
    capacity: int = LAB_SIZE
    dice: list[int] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)

    @property
    def free(self) -> int:
        """Free spaces."""
        return self.capacity - len(self.dice)


@dataclass
class ContainmentSlot:
    """The containment card beside one value, and its status (down, up, unlocked, used, lost)."""

    card: str
    status: str = "down"


@dataclass
class State:
    """Every fact of a running game. Mutated only by the flow in response to moves."""

    config: Config
    content: Content
    dice: list[Die]
    columns: dict[str, list[int]]
    plate: dict[str, str | None]
    armed: dict[str, bool]
    labs: list[Lab] = field(default_factory=list)
    primed: list[int] = field(default_factory=list)
    destroyed: list[int] = field(default_factory=list)
    board: dict[tuple[str, int], int] = field(default_factory=dict)
    breach: int = 0
    decks: dict[int, list[str]] = field(default_factory=lambda: {2: [], 3: [], 4: []})
    discards: dict[int, list[str]] = field(default_factory=lambda: {2: [], 3: [], 4: []})
    containment: dict[int, ContainmentSlot] = field(default_factory=dict)
    active: int = 0
    turn: int = 0
    actions_left: int = 0
    phase: str = "setup"
    uses: dict[str, int] = field(default_factory=dict)
    """Per-turn counters of abilities (free adjusts, free studies, chrono)."""
    skip_primes: int = 0
    skip_this_turn: bool = False
    result: str | None = None
    rearmed: set[str] = field(default_factory=set)
    """Columns whose event has been re-armed at least once (R-G6), for the view."""

    # --- places -----------------------------------------------------------------------
    def heights(self) -> dict[str, int]:
        """Height of each column."""
        return {c: len(d) for c, d in self.columns.items()}

    def tower_position(self, die: int) -> tuple[str, int] | None:
        """(column, layer) of a die in the Tesseract, else None."""
        for col, stack in self.columns.items():
            if die in stack:
                return col, stack.index(die) + 1
        return None

    def column_of(self, die: int) -> str:
        """The column of a die known to be in the Tesseract."""
        position = self.tower_position(die)
        if position is None:
            raise RuntimeError(f"die {die} is not in the Tesseract")
        return position[0]

    def place_of(self, die: int) -> str:
        """Where a die is: "tower:COL", "lab:N", "primed", "destroyed" or "board"."""
        pos = self.tower_position(die)
        if pos:
            return f"tower:{pos[0]}"
        for i, lab in enumerate(self.labs):
            if die in lab.dice:
                return f"lab:{i}"
        if die in self.primed:
            return "primed"
        if die in self.destroyed:
            return "destroyed"
        return "board"

    def lab_of(self, die: int) -> int | None:
        """The lab holding a die, else None."""
        for i, lab in enumerate(self.labs):
            if die in lab.dice:
                return i
        return None

    def tower_count(self) -> int:
        """Dice left in the Tesseract."""
        return sum(map(len, self.columns.values()))

    # --- abilities ----------------------------------------------------------------------
    def ability(self, lab: int, hook: str) -> Any:
        """The parameter of a lab's researcher's ability hook, or None."""
        return self.content.researchers[self.labs[lab].researcher].ability.get(hook)

    # --- removability ------------------------------------------------------------------
    def removable(self, min_sides: int = 2) -> list[tuple[str, int, int]]:
        """Removable dice as (column, layer, die), column order (R-G2)."""
        columns = self.columns
        return [(col, layer, columns[col][-1])
                for col, layer in removable_tops(tuple(map(len, map(columns.__getitem__, COLUMNS))), min_sides)]

    def removable_for(self, lab: int) -> list[tuple[str, int, int]]:
        """Removable dice for a lab's own removals: R-G2 for everyone (no ability may touch
        a die that is not removable, CZ 255, FR 212)."""
        return self.removable()

    def edge_candidates(self) -> list[int]:
        """R-G3: the removable dice of the lowest layer holding one, with the lowest value."""
        rem = self.removable()
        if not rem:
            return []
        low = min(layer for _, layer, _ in rem)
        dice = [d for _, layer, d in rem if layer == low]
        best = min(self.dice[d].value for d in dice)
        return [d for d in dice if self.dice[d].value == best]

    def open_faces_of(self, die: int) -> tuple[str, ...]:
        """Open faces of a die in the Tesseract (R-G1)."""
        pos = self.tower_position(die)
        if pos is None:
            return ()
        return open_faces(self.heights(), pos[0], pos[1])

    # --- primed area and board -------------------------------------------------------------
    def primed_count(self, value: int) -> int:
        """How many primed dice show ``value``."""
        return sum(1 for d in self.primed if self.dice[d].value == value)

    def board_count(self, value: int) -> int:
        """How many dice the board holds in a value's column."""
        return sum(1 for (_, v) in self.board if v == value)

    def colour_complete(self, colour: str) -> bool:
        """Whether a colour's row holds all six values."""
        return all((colour, v) in self.board for v in VALUES)

    def won(self) -> bool:
        """R-T2: all 24 spaces filled."""
        return len(self.board) == len(COLOURS) * len(VALUES)

    def deck_level_after(self, level: int) -> int | None:
        """R-A4: the next higher level deck that still has cards, or None."""
        for nxt in range(level + 1, 5):
            if self.decks[nxt]:
                return nxt
        return None
