"""The options of a new match (T-S1, T-S2, T-V)."""

from __future__ import annotations

from dataclasses import field
from alea.dataclass import dataclass
from typing import Any

from alea.kernel.limits import check_seed

from .content import LETTERS

MODES: tuple[str, ...] = ("standard", "solo", "lightning")
"""The standard game (2-4 players), the solo game (T-V3) and the lightning game (T-V2)."""

VARIANTS: dict[str, str] = {
    "nomirror": "TV-nomirror: pieces may not be turned over (T-A3)",
    "immunity_narrow": "TV-immunity-narrow: Immunity cancels only Chance commands (T-N3)",
    "inflation_off": "inflation = off: no piece or card inflation (T-M4, T-M5)",
}
"""Project options of section 9."""

SOLO_DIAGRAMS = 4
"""T-V3: four diagrams."""


@dataclass(frozen=True)
class Config:
    """Everything that defines a new match besides the moves made in it."""

    players: int = 2
    """2 to 4 (T-S1); 1 for the solo game; 1 to 4 for the lightning game."""
    letters: tuple[str, ...] = ("A",)
    """The letter of each game of the match (T-S2). Solo: the letters of the four diagrams,
    or empty to draw four of any letters (T-V3)."""
    mode: str = "standard"
    seed: int = 0
    variants: frozenset[str] = field(default_factory=frozenset)
    round_limit: int | None = None
    """T-V1 played as a round limit: time runs out when this round begins (standard games);
    in a solo game, a limit on moves."""
    position: dict[str, Any] | None = field(default=None, hash=False, compare=False)
    """An exact starting position for tests and lessons (see :mod:`.position`)."""

    def validate(self) -> None:
        """Raise ValueError naming the first option out of range."""
        if self.mode not in MODES:
            raise ValueError("mode")
        low, high = {"standard": (2, 4), "solo": (1, 1), "lightning": (1, 4)}[self.mode]
        if type(self.players) is not int or not low <= self.players <= high:
            raise ValueError("players")
        if not all(letter in LETTERS for letter in self.letters):
            raise ValueError("letters")
        if self.mode == "solo":
            if self.letters and len(self.letters) != SOLO_DIAGRAMS:
                raise ValueError("letters")
        elif not 1 <= len(self.letters) <= 10:
            raise ValueError("letters")
        if set(self.variants) - set(VARIANTS):
            raise ValueError("variants")
        if self.round_limit is not None and (type(self.round_limit) is not int
                                             or not 1 <= self.round_limit <= 999):
            raise ValueError("round_limit")
        check_seed(self.seed)

    def to_json(self) -> dict[str, Any]:
        """A JSON object of the options."""
        data: dict[str, Any] = {"players": self.players, "letters": list(self.letters),
                                "mode": self.mode, "seed": self.seed,
                                "variants": sorted(self.variants),
                                "round_limit": self.round_limit}
        if self.position is not None:
            data["position"] = self.position
        return data

    @classmethod
    def from_json(cls, data: Any) -> "Config":
        """The inverse of :meth:`to_json`; raises ValueError on anything else."""
        known = {"players", "letters", "mode", "seed", "variants", "round_limit", "position"}
        if not isinstance(data, dict) or set(data) - known:
            raise ValueError("config")
        if not isinstance(data.get("letters"), list) or not isinstance(data.get("variants"), list):
            raise ValueError("config")
        try:
            config = cls(players=data["players"], letters=tuple(data["letters"]),
                         mode=data["mode"], seed=data["seed"],
                         variants=frozenset(data["variants"]), round_limit=data["round_limit"],
                         position=data.get("position"))
        except (KeyError, TypeError) as err:
            raise ValueError("config") from err
        config.validate()
        return config
