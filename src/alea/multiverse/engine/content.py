"""Multiverse's content read from data (:mod:`alea.multiverse.content`), checked on load.

Seats in the circle are written ``1..6`` (real, clockwise from the starter) and ``"I1"``,
``"I2"`` (imaginary) in the data; the engine stores an owner as an int: a real seat ``k`` is
``k - 1`` and imaginary ``I1``, ``I2`` are ``-1``, ``-2`` (:data:`IMAGINARY`).
"""

from __future__ import annotations

import json
import re
from alea.dataclass import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any

from .worlds import WORLD_COUNT, parse

WOODEN = "wooden"
"""The wooden sceptre's id (M-C4)."""


@dataclass(frozen=True)
class Content:
    """Everything the engine reads from data."""

    colours: tuple[str, ...]
    """Colour ids in switch order (M-C2): the ids of the coloured sceptres too."""
    tokens: tuple[int, ...]
    """The 32 worlds of the box (M-C1), as masks."""
    p_stability: Fraction
    """P(STABILITY) of one roll (M-C5, ruling A4)."""
    sceptres_per_player: dict[int, int]
    """Player count -> sceptres each (M-S5)."""
    circle: dict[int, tuple[int, ...]]
    """Player count -> owner of positions 0..5 (M-S6, ruling A3); see the module doc."""
    front: tuple[str, ...]
    back: tuple[str, ...]
    reveals: dict[str, tuple[str, ...]]
    """Front slot -> the back slots its capture turns face up (M-E4, ruling A22)."""
    column_height: int
    """Tallest column (M-S9, ruling A2)."""
    world_points: int
    switch_points: int
    turn_limit: int
    min_players: int
    max_players: int
    placeholders: tuple[str, ...]
    """The data's sections marked ``placeholder`` (ours, not the rulebook's)."""

    @property
    def sceptres(self) -> tuple[str, ...]:
        """Every sceptre id: the wooden one first, then the coloured ones in colour order."""
        return (WOODEN, *self.colours)


def owner_code(value: Any) -> int:
    """A circle entry of the data (``1``..``6``, ``"I1"``, ``"I2"``) as an engine owner."""
    if type(value) is int and 1 <= value <= 6:
        return value - 1
    if value in ("I1", "I2"):
        return -int(value[1])
    raise ValueError(f"bad circle owner {value!r}")


IMAGINARY: tuple[int, ...] = (-1, -2)
"""The engine's codes of the imaginary seats I1 and I2 (M-C7)."""


PROBABILITY = re.compile(r"[0-9]{1,9}/[0-9]{1,9}|[0-9]{1,9}\.[0-9]{1,9}|[0-9]{1,9}")
"""How a probability is written (M-C5): a fraction, a decimal or a whole number, in ASCII digits."""


def parse_fraction(text: Any) -> Fraction:
    """A probability written ``"1/3"`` (or ``"0.5"``), strictly between 0 and 1."""
    if not isinstance(text, str):
        raise ValueError("a probability is written as a string such as '1/3'")
    return _parse_fraction(text)


@lru_cache(maxsize=64)
def _parse_fraction(text: str) -> Fraction:
    """:func:`parse_fraction` of a string, remembered (a search's sampled worlds ask it again and
    again; a Fraction never changes)."""
    if not PROBABILITY.fullmatch(text):  # "1e99999999" would be worked out digit by digit
        raise ValueError("a probability is written as 1/3 or 0.5 (at most nine digits a number)")
    try:
        value = Fraction(text)
    except ZeroDivisionError as err:  # "1/0": M-C5 names a probability, never a division by zero
        raise ValueError(f"probability with a zero denominator: {text[:20]}") from err
    if not 0 < value < 1:
        raise ValueError(f"probability out of (0, 1): {text}")
    return value


def content_from_json(data: dict[str, Any]) -> Content:
    """Build and check :class:`Content`; raises ValueError when the data break a rule."""
    if data.get("format") != "alea-multiverse-content" or data.get("version") != 1:
        raise ValueError("not Multiverse content version 1")
    colours = tuple(data["colours"]["order"])
    tokens = tuple(parse(t) for t in data["worlds"]["tokens"])
    if len(colours) != 5 or len(set(colours)) != 5:
        raise ValueError("five distinct colours (M-C2)")
    if sorted(tokens) != list(range(WORLD_COUNT)):
        raise ValueError("the 32 tokens must be the 32 combinations once each (M-C1)")
    if tuple(data["sceptres"]["coloured"]) != colours or data["sceptres"]["wooden"] != WOODEN:
        raise ValueError("one coloured sceptre per colour and the wooden one (M-C4)")
    per = {int(k): int(v) for k, v in data["deal"]["sceptres_per_player"].items()}
    circle = {int(k): tuple(owner_code(o) for o in v) for k, v in data["circle"]["owners"].items()}
    players = data["players"]
    for n in range(players["min"], players["max"] + 1):
        owners = circle[n]
        if len(owners) != data["circle"]["positions"]:
            raise ValueError(f"{n} players: the circle has 6 positions (M-S6)")
        for seat in range(n):
            if owners.count(seat) != per[n]:
                raise ValueError(f"{n} players: seat {seat + 1} needs {per[n]} positions (M-S5)")
    formation = data["formation"]
    reveals = {k: tuple(v) for k, v in formation["reveals"].items()}
    if set(reveals) != set(formation["front"]) or not all(
            set(v) <= set(formation["back"]) for v in reveals.values()):
        raise ValueError("reveals name front slots and back slots (M-E4)")
    height = int(data["columns"]["column_height"])
    if height < 1:
        raise ValueError("column height at least 1")
    placeholders = tuple(sorted(k for k, v in data.items()
                                if isinstance(v, dict) and v.get("placeholder") is True))
    return Content(colours=colours, tokens=tokens,
                   p_stability=parse_fraction(data["die"]["p_stability"]),
                   sceptres_per_player=per, circle=circle,
                   front=tuple(formation["front"]), back=tuple(formation["back"]),
                   reveals=reveals, column_height=height,
                   world_points=int(data["points"]["world"]),
                   switch_points=int(data["points"]["switch"]),
                   turn_limit=int(data["turn_limit"]["default"]),
                   min_players=int(players["min"]), max_players=int(players["max"]),
                   placeholders=placeholders)


@lru_cache(maxsize=1)
def load_content() -> Content:
    """The packaged content (read once)."""
    from alea.multiverse.content import data_path

    with open(data_path("multiverse.json"), encoding="utf-8") as handle:
        return content_from_json(json.load(handle))


def column_heights(left: int, height: int) -> list[int]:
    """M-S9 (ruling A2): ceil(left / height) columns, as equal as possible, the taller first."""
    if left <= 0:
        return []
    count = -(-left // height)
    base, extra = divmod(left, count)
    return [base + 1] * extra + [base] * (count - extra)
