"""The state of a match while the flow runs: boards, hands, the bank, the turn."""

from __future__ import annotations

from collections import Counter
from dataclasses import field
from alea.dataclass import dataclass

from .config import Config
from .content import Content
from .geometry import Cell, Shape

DISPLAY_SIZE = 6
"""T-C8: positions 1 to 6."""

ACTIONS_PER_TURN = 2
"""T-T2 (i): up to two actions."""

PENALTY_PER_SQUARE = 20
"""T-W3."""

PRICE = 100
"""T-A5: a piece from the bank costs 100 T."""

MAX_OFFERS = 10
"""T-A4 (ruling B20): at most 10 offers in one d)."""


@dataclass
class Placed:
    """A piece in a diagram, labelled in placing order (``p1``, ``p2``, ...)."""

    label: str
    piece: str
    cells: Shape


@dataclass
class Board:
    """A building board holding one diagram and the pieces placed in it (T-C6)."""

    diagram: str
    squares: frozenset[Cell]
    placed: list[Placed] = field(default_factory=list)
    labels: int = 0
    """How many labels were given so far."""

    def covered(self) -> set[Cell]:
        """The squares under pieces."""
        return {c for p in self.placed for c in p.cells}

    def empty(self) -> frozenset[Cell]:
        """The squares still to fill."""
        return self.squares - self.covered()

    def full(self) -> bool:
        """Whether every square is covered (T-W1)."""
        return len(self.covered()) == len(self.squares)

    def find(self, label: str) -> Placed | None:
        """The placed piece with this label."""
        return next((p for p in self.placed if p.label == label), None)


@dataclass
class Player:
    """A player's things: boards, free pieces, hand, restrictions and the match's score."""

    boards: list[Board] = field(default_factory=list)
    free: list[str] = field(default_factory=list)
    """Free piece types, sorted (T-A3)."""
    tcards: list[int] = field(default_factory=list)
    """T-card values in hand, sorted (hidden from the others, T-H)."""
    chance: list[str] = field(default_factory=list)
    """Chance card uids in hand, in drawing order (hidden, T-H)."""
    front: list[str] = field(default_factory=list)
    """Restriction cards lying face up in front of the player (cards 12, 13, 21)."""
    first_turn: bool = True
    penalties: list[int] = field(default_factory=list)
    """Penalty of each finished game (T-W3)."""
    completed: int = 0
    """Games whose diagram was full at the end (T-W4)."""
    closed: int = 0
    """Games this player closed first (T-W1, T-W4)."""
    moves: int = 0
    """Placements and take-outs (solo and lightning results)."""

    def total(self) -> int:
        """The T-points in hand."""
        return sum(self.tcards)

    def restricted(self, number: int) -> bool:
        """Whether a restriction card with this number lies in front of the player."""
        return any(int(uid.split("#")[0]) == number for uid in self.front)


@dataclass
class TurnState:
    """What the active player has done this turn (T-T2, T-T4)."""

    letters: set[str] = field(default_factory=set)
    """Action letters used: a b c d e f (b is never used alone, ruling B11)."""
    placements: int = 0
    limit: int = 1
    window: str | None = None
    """"card20" while card 20's placements are open, "trade" while a d) takes offers."""
    offers: int = 0
    no_roll: bool = False
    """Card 13 handed in before this turn (T-N2.13)."""
    final: bool = False
    """A turn of the final round (T-W2): no d)."""
    ended: bool = False


@dataclass
class State:
    """The whole match."""

    config: Config
    content: Content
    players: list[Player]
    game: int = 0
    """Index of the game in the match (T-S2)."""
    letter: str = "A"
    bag: list[str] = field(default_factory=list)
    """Piece types in the bag, kept sorted; which comes out is a chance pick (T-H)."""
    display: list[str | None] = field(default_factory=lambda: [None] * DISPLAY_SIZE)
    treasury: list[int] = field(default_factory=list)
    """Top card first."""
    returned: list[int] = field(default_factory=list)
    """The bank's returned pile (T-M2)."""
    chance_deck: list[str] = field(default_factory=list)
    """Top card first."""
    handed: list[str] = field(default_factory=list)
    """Pieces handed to the manager by f) or card 1, going into the bag after the refill."""
    in_play: list[str] = field(default_factory=list)
    """Chance cards drawn or played whose effect is not over yet (out of every hand and deck)."""
    used_chance: set[str] = field(default_factory=set)
    """Cards put under the deck after use, not yet reshuffled (T-M6)."""
    active: int = 0
    starter: int = 0
    round: int = 0
    turn: TurnState = field(default_factory=TurnState)
    closer: int | None = None
    """Who closed the current game (T-W1), or the player on turn when time ran out (T-V1)."""
    time_up: bool = False
    first_complete: bool = False
    """Someone has completed this game's diagram (the first one closed it, T-W1)."""
    over: bool = False
    """The match is over."""

    def others(self, player: int) -> list[int]:
        """The other players in turn order, starting with the next one."""
        n = len(self.players)
        return [(player + k) % n for k in range(1, n)]

    def bag_counts(self) -> Counter[str]:
        """The bag by type (public, T-H)."""
        return Counter(self.bag)

    @property
    def cards_in_play(self) -> bool:
        """Whether the mode uses cards and dice (not solo, not lightning)."""
        return self.config.mode == "standard"
