"""The whole state of a Multiverse game, with the engine's read-only queries over it.

Only the engine reads this directly (it holds the face-down tokens); everyone else reads a
:class:`~.view.View` for a seat.
"""

from __future__ import annotations

from dataclasses import field
from alea.dataclass import dataclass

from .config import Config
from .content import WOODEN, Content


def seat_order(owners: tuple[int, ...]) -> tuple[int, ...]:
    """M-T6: every owner of the circle once, in circle order from position 0 (the starter's)."""
    order: list[int] = []
    for owner in owners:
        if owner not in order:
            order.append(owner)
    return tuple(order)


@dataclass
class Player:
    """A real player: a switch, a formation, a supply of captured worlds (M-S1, M-S8, M-E3)."""

    switch: int = 0
    formation: dict[str, int | None] = field(default_factory=dict)
    """Slot -> world, or None once captured."""
    face_up: set[str] = field(default_factory=set)
    """The formation slots whose token is face up (front slots from the start, M-S8)."""
    captured: list[int] = field(default_factory=list)
    """Worlds captured, in order (M-E3): public (section 9, A20)."""
    met: list[int] = field(default_factory=list)
    """Players whose switch this player captured at a final meeting (M-W2)."""
    revealed: bool = False
    """M-W1: the formation is empty."""

    def tokens_left(self) -> int:
        """Tokens still in the formation."""
        return sum(1 for w in self.formation.values() if w is not None)


@dataclass
class State:
    """Every fact of a running game. Mutated only by the flow in response to moves."""

    config: Config
    content: Content
    players: list[Player] = field(default_factory=list)
    owners: tuple[int, ...] = ()
    """The owner of each circle position 0..5: a player index, or -1/-2 for I1/I2 (M-S6)."""
    sceptres: list[str | None] = field(default_factory=lambda: [None] * 6)
    """The sceptre at each circle position (M-S6); moved by rotation (M-R1)."""
    columns: list[list[int]] = field(default_factory=list)
    """C1, C2, ...: bottom token first; the last one is the face-up top (M-S9, M-E5)."""
    starter: int = 0
    order: tuple[int, ...] = ()
    """Turn order, clockwise from the starter, imaginary seats included (M-T6)."""
    active: int = 0
    """The owner whose turn it is (negative: an imaginary seat)."""
    turn: int = 0
    wooden_used: bool = False
    """M-A4: the wooden reroll has been used this turn."""
    seen: set[int] = field(default_factory=set)
    """Every world that has been face up (for the ``unseen`` query)."""
    result: str | None = None
    """None while running; "ended" (a final meeting) or "stopped" (turn limit, M-W4)."""
    finisher: int | None = None
    winners: tuple[int, ...] = ()

    # --- queries ---------------------------------------------------------------------------
    def holder(self, sceptre: str) -> int:
        """The owner holding a sceptre now (M-R3)."""
        return self.owners[self.sceptres.index(sceptre)]

    def holds_wooden(self, owner: int) -> bool:
        """Whether ``owner`` holds the wooden sceptre."""
        return self.holder(WOODEN) == owner

    def available(self, active: int) -> list[tuple[str, int, str, int]]:
        """M-E2: every world ``active`` may meet, as (where, index, slot, world): ``("formation",
        player, slot, world)`` for a face-up token of an opponent, ``("column", k, "", world)``
        for the top of column k."""
        found: list[tuple[str, int, str, int]] = []
        for index, player in enumerate(self.players):
            if index == active:
                continue
            for slot, world in player.formation.items():
                if world is not None and slot in player.face_up:
                    found.append(("formation", index, slot, world))
        for k, column in enumerate(self.columns):
            if column:
                found.append(("column", k, "", column[-1]))
        return found

    def score(self, index: int) -> int:
        """M-W3: 1 per captured world, 3 per captured switch."""
        player = self.players[index]
        return (len(player.captured) * self.content.world_points
                + len(player.met) * self.content.switch_points)

    def worlds_in_play(self) -> list[int]:
        """Every token on the table or in a supply (M-C1 conservation: always the 32)."""
        tokens = [w for p in self.players for w in p.formation.values() if w is not None]
        tokens += [w for column in self.columns for w in column]
        tokens += [w for p in self.players for w in p.captured]
        return tokens
