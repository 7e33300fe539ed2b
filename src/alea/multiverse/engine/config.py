"""A Multiverse game's options: players, seed, variants (MV1-MV4) and settings (section 10).

Settings left None take the content's value (the die's odds, the column height, the circle).
A ``position`` (tests, demonstrations) replaces the random setup by a described table.
"""

from __future__ import annotations

from dataclasses import field, replace
from alea.dataclass import dataclass
from fractions import Fraction
from typing import Any

from alea.kernel.limits import check_seed

from .content import Content, load_content, owner_code, parse_fraction
from .worlds import WORLD_COUNT

VARIANTS: dict[str, str] = {
    "MV1": "optional encounters: the active player may decline a match",
    "MV2": "random sceptre placement within each seat's positions",
    "MV3": "physical die: each roll's result is typed by the player who rolls",
    "MV4": "the player who made the final meeting wins a tie",
}
"""The project's variants (spec section 10), all off by default."""

CHALLENGE_SETTINGS: tuple[str, ...] = ("ask", "never", "always")
"""How the challenge question is answered: asked, or answered no / yes for every holder."""
REROLL_SETTINGS: tuple[str, ...] = ("ask", "off")
"""Whether the wooden reroll is offered (M-A5: a setting turns the question off)."""
MAX_TURN_LIMIT = 5000
"""The highest turn limit a config may set (ours: ten times the content's 500; a record holds at
most :data:`alea.kernel.limits.MAX_ENTRIES` entries anyway)."""


@dataclass(frozen=True)
class Config:
    """Everything that fixes a game before its first move."""

    players: int = 2
    seed: int = 0
    variants: frozenset[str] = field(default_factory=frozenset)
    starter: int | None = None
    """The starting player's index (M-S4), or None: drawn at a chance node."""
    p_stability: str | None = None
    """P(STABILITY), e.g. "1/2"; None: the content's (M-C5, A4)."""
    column_height: int | None = None
    """None: the content's (M-S9, A2)."""
    circle: tuple[Any, ...] | None = None
    """Owners of positions 0..5 as in the content (1..6, "I1", "I2"); None: the content's."""
    challenge: str = "ask"
    reroll: str = "ask"
    turn_limit: int | None = None
    """Turns before a stalled game stops as a draw (M-W4); None: the content's."""
    position: dict[str, Any] | None = field(default=None, compare=False)
    """A described table instead of the random setup (see :mod:`.position`)."""

    def validate(self, content: Content | None = None) -> None:
        """Raise ValueError when the options do not make a game."""
        content = content or load_content()
        if type(self.players) is not int or not content.min_players <= self.players <= content.max_players:
            raise ValueError(f"players: {content.min_players} to {content.max_players} (M-S1)")
        check_seed(self.seed)
        if not set(self.variants) <= set(VARIANTS):
            raise ValueError(f"unknown variant in {sorted(self.variants)}")
        if self.starter is not None and (type(self.starter) is not int
                                         or not 0 <= self.starter < self.players):
            raise ValueError("starter: a player index")
        if self.p_stability is not None:
            parse_fraction(self.p_stability)
        if self.column_height is not None and (type(self.column_height) is not int
                                               or not 1 <= self.column_height <= WORLD_COUNT):
            raise ValueError(f"column height: 1 to {WORLD_COUNT}, the worlds there are")
        if self.challenge not in CHALLENGE_SETTINGS or self.reroll not in REROLL_SETTINGS:
            raise ValueError("challenge: ask, never or always; reroll: ask or off")
        if self.turn_limit is not None and (type(self.turn_limit) is not int
                                            or not 1 <= self.turn_limit <= MAX_TURN_LIMIT):
            raise ValueError(f"turn limit: 1 to {MAX_TURN_LIMIT}")
        self.owners(content)

    def stability(self, content: Content) -> Fraction:
        """P(STABILITY) in force."""
        return parse_fraction(self.p_stability) if self.p_stability else content.p_stability

    def height(self, content: Content) -> int:
        """The column height in force."""
        return self.column_height if self.column_height is not None else content.column_height

    def limit(self, content: Content) -> int:
        """The turn limit in force."""
        return self.turn_limit if self.turn_limit is not None else content.turn_limit

    def owners(self, content: Content) -> tuple[int, ...]:
        """The owner of each circle position (engine codes); checked against the deal."""
        if self.circle is None:
            return content.circle[self.players]
        owners = tuple(owner_code(o) for o in self.circle)
        per = content.sceptres_per_player[self.players]
        imaginary = 6 - per * self.players
        if len(owners) != 6 or any(owners.count(seat) != per for seat in range(self.players)):
            raise ValueError(f"circle: 6 positions, {per} for each seat (M-S6)")
        if sorted(o for o in owners if o < 0) != sorted(-k for k in range(1, imaginary + 1)):
            raise ValueError("circle: each imaginary seat once (M-C7)")
        return owners

    def to_json(self) -> dict[str, Any]:
        """A JSON object; the inverse of :meth:`from_json`."""
        data: dict[str, Any] = {"players": self.players, "seed": self.seed,
                                "variants": sorted(self.variants)}
        for name in ("starter", "p_stability", "column_height", "turn_limit", "position"):
            value = getattr(self, name)
            if value is not None:
                data[name] = value
        if self.circle is not None:
            data["circle"] = list(self.circle)
        if self.challenge != "ask":
            data["challenge"] = self.challenge
        if self.reroll != "ask":
            data["reroll"] = self.reroll
        return data

    @classmethod
    def from_json(cls, data: Any) -> "Config":
        """Read :meth:`to_json`'s output; raises ValueError on anything else."""
        known = {"players", "seed", "variants", "starter", "p_stability", "column_height",
                 "circle", "challenge", "reroll", "turn_limit", "position"}
        if not isinstance(data, dict) or set(data) - known or "players" not in data:
            raise ValueError("not a Multiverse config")
        values = dict(data)
        variants = values.pop("variants", [])
        if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
            raise ValueError("variants: a list of names")
        if "circle" in values:
            if not isinstance(values["circle"], list):
                raise ValueError("circle: a list")
            values["circle"] = tuple(values["circle"])
        if "position" in values and not isinstance(values["position"], dict):
            raise ValueError("position: an object")
        config = cls(variants=frozenset(variants), **values)
        config.validate()
        return config

    def with_options(self, **changes: Any) -> "Config":
        """A copy with some options changed."""
        return replace(self, **changes)
