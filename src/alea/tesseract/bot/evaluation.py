"""How good a sampled position is for the team: the search bot's static evaluation.

It reads a sampled game's state (the bot's own world, never the real game). Higher is better;
a won game is worth :data:`WON`, a lost one :data:`LOST`. The terms, each named so that a hint
can say which one decided a move:

- ``board``: filled containment spaces, the goal;
- ``breach``: the breach marker, worse the nearer it is to 7;
- ``primed``: primed values one die away from a breach (two of a value) or already breaching;
- ``supply``: dice left to work with (Tesseract and labs) against the spaces still empty;
- ``labs``: groups ready to contain and pairs one die away from a group;
- ``cards``: research cards in hand and unlocked containment cards.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations

from alea.tesseract.engine.groups import is_valid_group
from alea.tesseract.engine.state import State

PAIR = 14.0
"""Cost of a primed value one die away from a breach (two primed dice), and of each die beyond."""
SUPPLY = 12.0
"""Cost of each die short of the empty spaces plus :data:`MARGIN` (Tesseract and labs)."""
MARGIN = 6
WON = 10_000.0
LOST = -10_000.0

Die = tuple[str, int]


@lru_cache(maxsize=65536)
def lab_shape(dice: tuple[Die, ...], empty: frozenset[Die]) -> tuple[int, int]:
    """(dice that can be contained now, dice pairs one die away from a group) for a lab's dice.

    A die can be contained when it is in a valid group and its space is empty (R-A5, R-A6)."""
    ready: set[int] = set()
    for size in (3, 4):
        for combo in combinations(range(len(dice)), size):
            values = [dice[i][1] for i in combo]
            colours = [dice[i][0] for i in combo]
            if is_valid_group(values, colours) and any(dice[i] in empty for i in combo):
                ready.update(i for i in combo if dice[i] in empty)
    pairs = 0
    for i, j in combinations(range(len(dice)), 2):
        (vi, vj) = dice[i][1], dice[j][1]
        if abs(vi - vj) <= 2 and (dice[i] in empty or dice[j] in empty):
            pairs += 1
    return len(ready), min(pairs, 4)


def terms(state: State) -> dict[str, float]:
    """The evaluation's terms for ``state`` (see the module docstring)."""
    board = len(state.board)
    counts = Counter(state.dice[d].value for d in state.primed)
    primed = 0.0
    for n in counts.values():
        if n == 2:
            primed += PAIR
        elif n >= 3:
            primed += 30 + PAIR * (n - 3)
    breach = 30.0 * state.breach + (80.0 if state.breach >= 5 else 0.0) + (
        150.0 if state.breach >= 6 else 0.0)
    colours = ("yellow", "orange", "blue", "purple")
    empty = frozenset((c, v) for c in colours for v in range(1, 7) if (c, v) not in state.board)
    lab_value = 0.0
    lab_dice = 0
    for lab in state.labs:
        dice = tuple(sorted((state.dice[d].colour, state.dice[d].value) for d in lab.dice))
        lab_dice += len(dice)
        ready, pairs = lab_shape(dice, empty)
        lab_value += 22 * min(ready, 2) + 4 * pairs - 3 * max(0, len(dice) - ready - 2 * pairs)
    need = 24 - board
    tower = state.tower_count()
    slack = tower + lab_dice - need
    supply = -SUPPLY * max(0, MARGIN - slack) - (60.0 if tower <= 3 else 0.0)
    cards = 5.0 * sum(len(lab.hand) for lab in state.labs) + 12.0 * sum(
        1 for slot in state.containment.values() if slot.status == "unlocked")
    return {"board": 60.0 * board, "breach": -breach, "primed": -primed, "supply": supply,
            "labs": lab_value, "cards": cards}


def evaluate(state: State) -> float:
    """The position's worth (:data:`WON`, :data:`LOST`, or the sum of :func:`terms`)."""
    if state.result == "won":
        return WON
    if state.result == "lost":
        return LOST + 60.0 * len(state.board)
    return sum(terms(state).values())
