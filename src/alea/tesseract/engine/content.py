"""Researchers, research cards, containment cards and plates, read from the content data.

The data files live in :mod:`alea.tesseract.content` (JSON). Effects are lists of
steps built from the primitives of R-C3 (see :mod:`.effects` and docs/content.md).
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from alea.dataclass import dataclass

OPS: frozenset[str] = frozenset({
    "remove", "adjust", "set", "invert", "reroll", "transfer", "relocate", "destroy", "return",
    "contain", "look", "extra_actions", "skip_priming", "breach_back", "swap", "exchange_card",
})
"""Effect primitives (R-C3); ``look`` is the draw primitive, ``swap`` and ``exchange_card``
compose remove/relocate and a card transfer."""

ABILITIES: frozenset[str] = frozenset({
    "adjust_may_invert", "transfer_no_consent", "transfer_max", "contain_destroy_any_colour",
    "contain_draw_bonus", "relocate_after_remove", "play_cards_any_turn", "free_primed_adjusts",
    "lab_size", "threat_prime_adjust", "no_event_extra_primes", "free_studies",
})
"""The engine's hooks for researchers' always-on abilities."""


@dataclass(frozen=True)
class Researcher:
    """A researcher: an always-on ability (hook -> parameter) and a unique action (effect)."""

    id: str
    ability: dict[str, Any]
    unique: tuple[dict[str, Any], ...]


@dataclass(frozen=True)
class CardSpec:
    """A research card design: its level, how many copies the deck holds, its effect."""

    id: str
    level: int
    copies: int
    effect: tuple[dict[str, Any], ...]


@dataclass(frozen=True)
class ContainmentSpec:
    """A containment card design and its effect."""

    id: str
    effect: tuple[dict[str, Any], ...]


@dataclass(frozen=True)
class Content:
    """Everything the engine reads from data."""

    researchers: dict[str, Researcher]
    cards: dict[str, CardSpec]
    containment: dict[str, ContainmentSpec]
    dealt_containment: int
    plates: dict[str, dict[str, str | None]]

    def deck(self, level: int) -> list[str]:
        """The card uids of a level's deck in a fixed order (before shuffling): ``id#n``."""
        return [f"{c.id}#{n}" for c in self.cards.values() if c.level == level
                for n in range(1, c.copies + 1)]

    def card(self, uid: str) -> CardSpec:
        """The design of a card uid such as ``calibrate#2``."""
        return self.cards[uid.split("#", 1)[0]]


def _read(name: str) -> Any:
    from alea.tesseract.content import data_path

    with open(data_path(name), encoding="utf-8") as handle:
        return json.load(handle)


def _steps(raw: Any, where: str) -> tuple[dict[str, Any], ...]:
    if not isinstance(raw, list) or not raw:
        raise ValueError(f"{where}: an effect is a non-empty list of steps")
    for step in raw:
        if not isinstance(step, dict) or step.get("op") not in OPS:
            raise ValueError(f"{where}: unknown step {step!r}")
    return tuple(raw)


@lru_cache(maxsize=1)
def load_content() -> Content:
    """Read and check every content file (cached)."""
    from alea.tesseract.content.plates import load_plates

    researchers = {}
    for r in _read("researchers.json")["researchers"]:
        if set(r["ability"]) - ABILITIES:
            raise ValueError(f"researcher {r['id']}: unknown ability hook")
        researchers[r["id"]] = Researcher(r["id"], dict(r["ability"]), _steps(r["unique"], r["id"]))
    cards = {c["id"]: CardSpec(c["id"], c["level"], c["copies"], _steps(c["effect"], c["id"]))
             for c in _read("cards.json")["cards"]}
    raw_cont = _read("containment.json")
    containment = {c["id"]: ContainmentSpec(c["id"], _steps(c["effect"], c["id"]))
                   for c in raw_cont["cards"]}
    plates = {side: dict(plate.events) for side, plate in load_plates().items()}
    return Content(researchers, cards, containment, raw_cont["dealt"], plates)
