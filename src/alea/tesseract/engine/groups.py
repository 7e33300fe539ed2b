"""Valid groups for containment (R-A6)."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, product

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
    """Every valid group of dice in a lab, as sorted tuples of die ids, smallest groups first,
    then in order of their ids (the order of ``combinations`` over the sorted dice).

    Built from the values instead of trying every subset: a Set is 3+ dice of one value, a Run
    takes one die of each value of a stretch of 3+ consecutive values; either keeps only the
    choices whose colours are all alike or all different. Remembered per lab content (each
    die's id, value and colour), since a lab keeps its dice over many moves."""
    ids = state.labs[lab].dice
    if len(ids) < 3:
        return []
    dice = state.dice
    return list(_groups(tuple([(d, dice[d].value, dice[d].colour) for d in ids])))


@lru_cache(maxsize=4096)
def _groups(lab: tuple[tuple[int, int, str], ...]) -> tuple[tuple[int, ...], ...]:
    """:func:`valid_groups` of a lab's dice, given as (id, value, colour) each."""
    values = [value for _, value, _ in lab]
    present = set(values)
    if len(values) - len(present) < 2 and not any(v + 1 in present and v + 2 in present
                                               for v in present):
        return ()  # no value thrice, no three consecutive values: no group at all
    colour = {d: c for d, _, c in lab}
    by_value: dict[int, list[int]] = {}
    for d, value, _ in sorted(lab):
        by_value.setdefault(value, []).append(d)
    out: list[tuple[int, ...]] = []
    for same in by_value.values():  # Sets
        for size in range(3, len(same) + 1):
            out += [g for g in combinations(same, size) if _colours_fit(colour, g)]
    for first in range(1, 5):  # Runs: first value, then every length that stays consecutive
        stretch = []
        for value in range(first, 7):
            if value not in by_value:
                break
            stretch.append(by_value[value])
            if len(stretch) >= 3:
                out += [tuple(sorted(g)) for g in product(*stretch) if _colours_fit(colour, g)]
    out.sort(key=lambda g: (len(g), g))
    return tuple(out)


def _colours_fit(colour: dict[int, str], group: tuple[int, ...]) -> bool:
    """R-A6's colour condition: one colour, or all different."""
    colours = {colour[d] for d in group}
    return len(colours) == 1 or len(colours) == len(group)


def containable(state: State, group: tuple[int, ...]) -> list[int]:
    """Dice of a group whose containment space (colour, value) is empty (R-A5)."""
    return [d for d in group if (state.dice[d].colour, state.dice[d].value) not in state.board]
