"""Valid groups for containment (R-A6)."""

from __future__ import annotations

from itertools import combinations

from .state import State


def is_valid_group(values: list[int], colours: list[str]) -> bool:
    """R-A6: 3+ dice; one colour or all different; one value (a Set) or a Run of
    consecutive distinct values (no wrap from 6 to 1)."""
    if len(values) < 3:
        return False
    if len(set(colours)) not in (1, len(colours)):
        return False
    if len(set(values)) == 1:
        return True
    ordered = sorted(values)
    return len(set(values)) == len(values) and ordered[-1] - ordered[0] == len(values) - 1


def valid_groups(state: State, lab: int) -> list[tuple[int, ...]]:
    """Every valid group of dice in a lab, as sorted tuples of die ids."""
    dice = sorted(state.labs[lab].dice)
    out = []
    for size in range(3, len(dice) + 1):
        for combo in combinations(dice, size):
            if is_valid_group([state.dice[d].value for d in combo], [state.dice[d].colour for d in combo]):
                out.append(combo)
    return out


def containable(state: State, group: tuple[int, ...]) -> list[int]:
    """Dice of a group whose containment space (colour, value) is empty (R-A5)."""
    return [d for d in group if (state.dice[d].colour, state.dice[d].value) not in state.board]
