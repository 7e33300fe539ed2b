"""Chance outcomes drawn per (namespace, seed, index), so a record replays without them.

Each node has its own generator seeded by the string ``"{namespace}/{seed}/{index}"``: an
outcome depends only on the game's chance namespace, its seed and how many nodes came before,
so a game resumed from its record continues exactly as it would have.
"""

from __future__ import annotations

import random
from typing import Any

from .requests import Chance


def chance_outcome(namespace: str, seed: int, index: int, node: Chance) -> Any:
    """The outcome of the ``index``-th chance node of a game of ``namespace`` seeded ``seed``."""
    rng = random.Random(f"{namespace}/{seed}/{index}")
    if node.kind == "roll":
        return [rng.randint(1, node.sides) for _ in range(node.n)]
    if node.kind == "shuffle":
        perm = list(range(node.n))
        rng.shuffle(perm)
        return perm
    return rng.randrange(node.n)


def valid_outcome(node: Chance, outcome: Any) -> bool:
    """Whether a recorded (or forced) outcome fits its chance node."""
    if node.kind == "roll":
        return (isinstance(outcome, list) and len(outcome) == node.n
                and all(type(v) is int and 1 <= v <= node.sides for v in outcome))
    if node.kind == "shuffle":
        return (isinstance(outcome, list) and all(type(v) is int for v in outcome)
                and sorted(outcome) == list(range(node.n)))
    return type(outcome) is int and 0 <= outcome < node.n
