"""The options of a new game."""

from __future__ import annotations

from dataclasses import field
from alea.dataclass import dataclass
from typing import Any

from .numbers import check_seed, whole

BASE_SIDES: tuple[str, ...] = ("1", "A", "2", "B", "3", "C", "4", "D")
"""The eight base-plate sides, easiest first; a letter is a variant of the number before it."""

VARIANTS: dict[str, str] = {
    "V1": "no starting research card (R-S4)",
    "V2": "one extra die primed at setup (the edge cube)",
    "V2x2": "two extra dice primed at setup (the edge cube each time)",
    "V3": "race: a breach removes that value's containment card unless unlocked",
    "V4": "English first edition setup primes",
    "V5": "French and English end: an empty Tesseract loses at the start of a threat phase",
    "V6": "English first edition breaches: never more than one at a time",
    "V7": "French Shockwave: the value of the last primed die",
    "V8": "French containment: destroying the identical primed die is compulsory",
    "V9": "English row bonus: taking the destroyed die is optional",
    "V10": "French and English win: checked at the end of an action phase",
}
"""Every variant of section 9 by code."""

EDITIONS: dict[str, frozenset[str]] = {
    "cs": frozenset(),
    "fr": frozenset({"V5", "V7", "V8", "V10"}),
    "en1": frozenset({"V4", "V5", "V6", "V9", "V10"}),
}
"""Section 10: each edition (the rulebook a group holds) and the variants it switches on."""

DEFAULT_EDITION = "cs"
"""The engine's own default: the Czech revision (section 10)."""

EDITION_OF_LANGUAGE: dict[str, str] = {"cs": "cs", "fr": "fr", "en": "en1"}
"""At the table, a new game follows the rulebook of the language it starts in (section 10)."""


@dataclass(frozen=True)
class Config:
    """Everything that defines a new game besides the moves made in it."""

    players: int = 1
    """1 to 4 people; one player plays two labs alternately (R-S3)."""
    base: str = "1"
    """The base-plate side, one of :data:`BASE_SIDES` (R-S2)."""
    seed: int = 0
    """Seed of the game's random source (R-D2)."""
    researchers: tuple[str, ...] | None = None
    """Researcher ids in lab order, or None to deal them at random (R-S3)."""
    edition: str = DEFAULT_EDITION
    """The rulebook played, a key of :data:`EDITIONS` (section 10)."""
    variants: frozenset[str] = field(default=None)  # type: ignore[arg-type]  # None: the edition's own, set after init
    """Variant codes from :data:`VARIANTS` in force; left out, the edition's own
    (:data:`EDITIONS`). Given, it is the whole set: an edition's variant may be left out."""
    auto_consent: bool = False
    """Answer every consent question "yes" without asking (R-A3's shared-screen setting)."""
    position: dict[str, Any] | None = field(default=None, hash=False)
    """An exact starting position instead of the random setup (see :mod:`.position`)."""

    def __post_init__(self) -> None:
        if self.variants is None:
            object.__setattr__(self, "variants", EDITIONS.get(self.edition, frozenset()))
        elif not isinstance(self.variants, frozenset):
            object.__setattr__(self, "variants", frozenset(self.variants))

    @property
    def labs(self) -> int:
        """How many labs are played: two for a single player (R-S3)."""
        return 2 if self.players == 1 else self.players

    def validate(self, known_researchers: tuple[str, ...]) -> None:
        """Raise ValueError when an option is out of range."""
        if not whole(self.players, 1, 4):
            raise ValueError("players")
        if self.base not in BASE_SIDES:
            raise ValueError("base")
        check_seed(self.seed)
        if self.edition not in EDITIONS:
            raise ValueError("edition")
        if set(self.variants) - set(VARIANTS) or {"V2", "V2x2"} <= set(self.variants):
            raise ValueError("variants")
        if self.researchers is not None:
            r = self.researchers
            if len(r) != self.labs or len(set(r)) != len(r) or set(r) - set(known_researchers):
                raise ValueError("researchers")

    def to_json(self) -> dict[str, Any]:
        """A JSON object for the game record."""
        return {
            "players": self.players, "base": self.base, "seed": self.seed,
            "researchers": list(self.researchers) if self.researchers is not None else None,
            "edition": self.edition, "variants": sorted(self.variants, key=variant_key),
            "auto_consent": self.auto_consent,
            "position": self.position,
        }

    @classmethod
    def from_json(cls, data: Any) -> "Config":
        """Read :meth:`to_json`'s output; raises ValueError on anything else. A record written
        before editions existed has no ``edition``: it was played by the Czech revision."""
        expected = {"players", "base", "seed", "researchers", "variants", "auto_consent",
                    "position"}
        if not isinstance(data, dict) or set(data) - {"edition"} != expected:
            raise ValueError("config keys")
        edition = data.get("edition", DEFAULT_EDITION)
        if edition not in EDITIONS:
            raise ValueError("edition")
        res = data["researchers"]
        if res is not None and not (isinstance(res, list) and all(isinstance(x, str) for x in res)):
            raise ValueError("researchers")
        if not isinstance(data["variants"], list) or not all(isinstance(v, str) for v in data["variants"]):
            raise ValueError("variants")
        if not isinstance(data["auto_consent"], bool) or not isinstance(data["base"], str):
            raise ValueError("types")
        if not whole(data["players"], 1, 4):  # true is an int to Python, not a number of players
            raise ValueError("players")
        check_seed(data["seed"])
        if data["position"] is not None and not isinstance(data["position"], dict):
            raise ValueError("position")
        return cls(players=data["players"], base=data["base"], seed=data["seed"],
                   researchers=tuple(res) if res is not None else None, edition=edition,
                   variants=frozenset(data["variants"]), auto_consent=data["auto_consent"],
                   position=data["position"])


def variant_key(code: str) -> tuple[int, str]:
    """Sort key of a variant code by its number, so that V2 comes before V10."""
    digits = code[1:].split("x")[0]
    return (int(digits) if digits.isdigit() else 0, code)
