"""Small typed steps a game's flow ``yield from``s: ask a decision, roll, shuffle, pick.

They only build the requests of :mod:`.requests` and read the answers back, so that a flow
reads as rules: ``colour = yield from ask("colour", player, ["red", "blue"])``,
``values = yield from roll(3, sides=4)``.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import Any, TypeVar

from .requests import Chance, Decision

T = TypeVar("T")


def ask(kind: str, player: int, options: Sequence[T], auto_single: bool = False,
        **data: Any) -> Generator[Decision, int, T]:
    """Ask ``player`` to choose one of ``options`` (JSON values); returns the option chosen.
    With ``auto_single``, a lone option is taken without asking (a choice of one is no choice).
    Raises ValueError when there is no option at all."""
    if not options:
        raise ValueError(f"decision {kind} with no options")
    if len(options) == 1 and auto_single:
        return options[0]
    index = yield Decision(kind, player, tuple(options), data)
    return options[index]


def roll(n: int, sides: int = 6) -> Generator[Chance, list[int], list[int]]:
    """Roll ``n`` dice of ``sides`` sides; returns their values (1..sides each)."""
    values = yield Chance("roll", n, sides)
    return list(values)


def shuffle(n: int) -> Generator[Chance, list[int], list[int]]:
    """Shuffle ``n`` things; returns a permutation of ``range(n)`` (the new order)."""
    order = yield Chance("shuffle", n)
    return list(order)


def pick(n: int) -> Generator[Chance, int, int]:
    """Pick one of ``n`` things at random; returns its index."""
    index = yield Chance("pick", n)
    return int(index)
