"""Worlds and switches as numbers: a set of on-colours is a 5-bit mask (M-C1, M-C2).

Colour digit ``c`` (1 green, 2 white, 3 red, 4 yellow, 5 blue) is bit ``c - 1``. The notation
of the spec writes a world as the ascending digits of its on-colours (``"23"``), the empty world
as ``"0"``.
"""

from __future__ import annotations

COLOUR_DIGITS: tuple[int, ...] = (1, 2, 3, 4, 5)
"""The colours in switch order, left to right (M-C2)."""
WORLD_COUNT = 32
"""2^5 combinations (M-C1)."""
ALL_ON = WORLD_COUNT - 1


def bit(colour: int) -> int:
    """The mask of one colour digit."""
    if colour not in COLOUR_DIGITS:
        raise ValueError(f"colour digit out of range: {colour!r}")
    return 1 << (colour - 1)


def colours_of(world: int) -> tuple[int, ...]:
    """The on-colours of a world or switch, in switch order (M-Q2 rolls them in this order)."""
    return tuple(c for c in COLOUR_DIGITS if world & (1 << (c - 1)))


def _notation(world: int) -> str:
    return "".join(str(c) for c in colours_of(world)) or "0"


_NOTATIONS: tuple[str, ...] = tuple(_notation(world) for world in range(WORLD_COUNT))
"""Every world's notation, worked out once (the search's sampled worlds write thousands)."""
_PARSED: dict[str, int] = {text: world for world, text in enumerate(_NOTATIONS)}


def notation(world: int) -> str:
    """``"23"`` for white and red, ``"0"`` for the empty world."""
    if type(world) is int and 0 <= world < WORLD_COUNT:
        return _NOTATIONS[world]
    return _notation(world)


def parse(text: str) -> int:
    """The inverse of :func:`notation`; raises ValueError on anything else."""
    if type(text) is str and text in _PARSED:
        return _PARSED[text]
    if not isinstance(text, str) or not text:
        raise ValueError("a world is written as digits 1-5, or 0")
    if text == "0":
        return 0
    digits = [int(ch) for ch in text if ch.isdigit()]
    if len(digits) != len(text) or digits != sorted(set(digits)) or not all(1 <= d <= 5 for d in digits):
        raise ValueError(f"not a world: {text!r}")
    mask = 0
    for d in digits:
        mask |= bit(d)
    return mask


def flip(world: int, colour: int) -> int:
    """One slider toggled (M-A1)."""
    return world ^ bit(colour)


def flip_all(world: int) -> int:
    """Every slider toggled (M-A2, ruling A6 settled by the text)."""
    return world ^ ALL_ON
