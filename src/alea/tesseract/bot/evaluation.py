"""How good a sampled position is for the team: the search bot's static evaluation.

It reads a sampled game's state (the bot's own world, never the real game), usually at the end of
an action phase, where the coming threat phase's prime is weighed over the six values it may roll
(``threat``) rather than played with one sampled roll. Higher is better;
a won game is worth :data:`WON`, a lost one :data:`LOST`. The terms, each named so that a hint
can say which one decided a move:

- ``board``: filled containment spaces, the goal;
- ``breach``: the breach marker, worse the nearer it is to 7;
- ``primed``: every primed die, more for a value one die away from a breach (two of a value) or
  already breaching (the more primed dice, the fewer values are free of pairs);
- ``supply``: dice left to work with (Tesseract and labs) against the spaces still empty;
- ``labs``: for each lab, the actions still needed to contain its two cheapest empty spaces
  (adjusting a die of the space's colour to its value and two others into a Set or Run with it);
- ``cards``: research cards in hand and unlocked containment cards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Container
from functools import lru_cache

from alea.tesseract.engine.dice import COLOURS
from alea.tesseract.engine.state import State

PAIR = 14.0
"""Cost of a primed value one die away from a breach (two primed dice), and of each die beyond."""
SUPPLY = 12.0
"""Cost of each die short of the empty spaces plus :data:`MARGIN` (Tesseract and labs)."""
MARGIN = 6
STEP = 8.0
"""Worth of one action saved towards containing a space (the ``labs`` term's unit)."""
TARGETS = 2
"""Spaces per lab the ``labs`` term follows: the cheapest ones, each with its own die."""
FETCH = 2
"""Actions counted for a group's die still in the Tesseract (remove it, then adjust it)."""
CAP = 5
"""Most actions counted for one space."""
PRIMED_DIE = 4.0
"""Cost of every primed die (the more there are, the fewer values are free of pairs)."""
WON = 10_000.0
LOST = -10_000.0

Die = tuple[str, int]

_PATTERNS = {v: [(v, v)] + [(a, b) for a, b in ((v - 2, v - 1), (v - 1, v + 1), (v + 1, v + 2))
                            if 1 <= a <= 6 and 1 <= b <= 6] for v in range(1, 7)}


@lru_cache(maxsize=65536)
def cell_costs(dice: tuple[Die, ...], free: int) -> tuple[tuple[int, int], ...]:
    """For each space (colour, value), in ``COLOURS`` x 1-6 order: (actions to contain it from
    this lab, index of the die that would fill it or -1): adjusting the die of its colour to its
    value and two other dice into a Set or Run with it (:data:`FETCH` for a die still to be taken
    from the Tesseract, when the lab has room)."""
    out = []
    n = len(dice)
    for colour in COLOURS:
        for value in range(1, 7):
            best, who = CAP, -1
            if free >= 3:
                best = min(best, 3 * FETCH)
            for t in range(n):
                tc, tv = dice[t]
                if tc != colour:
                    continue
                base = abs(tv - value)
                if base >= best:
                    continue
                for e in range(n):
                    if e == t:
                        continue
                    ec, ev = dice[e]
                    for f in range(e + 1, n):
                        if f == t:
                            continue
                        fc, fv = dice[f]
                        if not ((ec == fc == tc) or len({tc, ec, fc}) == 3):
                            continue
                        for a, b in _PATTERNS[value]:
                            cost = base + min(abs(ev - a) + abs(fv - b), abs(ev - b) + abs(fv - a))
                            if cost < best:
                                best, who = cost, t
                    if free >= 1:
                        for a, b in _PATTERNS[value]:
                            cost = base + min(abs(ev - a), abs(ev - b)) + FETCH
                            if cost < best:
                                best, who = cost, t
                if free >= 2 and base + 2 * FETCH < best:
                    best, who = base + 2 * FETCH, t
            out.append((best, who))
    return tuple(out)


def lab_progress(dice: tuple[Die, ...], free: int, empty: frozenset[Die]) -> float:
    """Actions to contain the lab's :data:`TARGETS` cheapest empty spaces, each with its own die."""
    costs = cell_costs(dice, free)
    ranked = sorted((costs[i], COLOURS[i // 6], i % 6 + 1) for i in range(24))
    used: set[int] = set()
    total, taken = 0, 0
    for (cost, who), colour, value in ranked:
        if (colour, value) not in empty or (who >= 0 and who in used):
            continue
        if who >= 0:
            used.add(who)
        total += cost
        taken += 1
        if taken == TARGETS:
            break
    return total + CAP * (min(TARGETS, len(empty)) - taken)


def _primed_cost(counts: Counter[int], dice: int) -> float:
    """The ``primed`` term's cost of primed values with ``counts`` (``dice`` primed in all)."""
    primed = PRIMED_DIE * dice
    for n in counts.values():
        if n == 2:
            primed += PAIR
        elif n >= 3:
            primed += (30 + PAIR * (n - 3))
    return primed


def _breach_cost(breach: int) -> float:
    """The ``breach`` term's cost of the marker at ``breach``."""
    return 30.0 * breach + (80.0 if breach >= 5 else 0.0) + (150.0 if breach >= 6 else 0.0)


Outcome = tuple[Counter[int], int, int, int]
"""Primed counts by value, primed dice, breach marker, dice in the Tesseract."""


def _outcomes(state: State, threat: bool) -> list[Outcome]:
    """The :data:`Outcome` after the coming threat phase's prime, one per value 1-6 it may roll
    (each as likely, R-T3, R-T5), or the present one when ``threat`` is False."""
    counts = Counter(state.dice[d].value for d in state.primed)
    dice, breach, tower = len(state.primed), state.breach, state.tower_count()
    if not threat or state.skip_primes or state.skip_this_turn or tower == 0:
        return [(counts, dice, breach, tower)]
    out = []
    for value in range(1, 7):
        after = counts.copy()
        after[value] += 1
        n = after[value]
        rise = 2 if n >= 6 and "V6" not in state.config.variants else 1 if n >= 3 else 0
        out.append((after, dice + 1, breach + rise, tower - 1))
    return out


def empty_spaces(board: Container[tuple[str, int]]) -> frozenset[tuple[str, int]]:
    """The containment spaces (colour, value) not yet filled on ``board``."""
    return frozenset((c, v) for c in COLOURS for v in range(1, 7) if (c, v) not in board)


def _steady(state: State) -> tuple[dict[str, float], int]:
    """The terms a prime does not change (board, labs, cards), and the dice in the labs."""
    empty = empty_spaces(state.board)
    lab_value = 0.0
    lab_dice = 0
    for lab in state.labs:
        dice = tuple(sorted((state.dice[d].colour, state.dice[d].value) for d in lab.dice))
        lab_dice += len(dice)
        lab_value -= STEP * lab_progress(dice, lab.capacity - len(dice), empty)
    cards = 5.0 * sum(len(lab.hand) for lab in state.labs) + 12.0 * sum(
        1 for slot in state.containment.values() if slot.status == "unlocked")
    return {"board": 60.0 * len(state.board), "labs": lab_value, "cards": cards}, lab_dice


def _risk(outcome: Outcome, need: int, lab_dice: int) -> dict[str, float]:
    """The terms a prime changes (breach, primed, supply) at ``outcome``."""
    counts, dice, breach, tower = outcome
    slack = tower + lab_dice - need
    supply = -SUPPLY * max(0, MARGIN - slack) - (60.0 if tower <= 3 else 0.0)
    return {"breach": -_breach_cost(breach), "primed": -_primed_cost(counts, dice), "supply": supply}


def terms(state: State, threat: bool = False) -> dict[str, float]:
    """The evaluation's terms for ``state`` (see the module docstring); with ``threat``, the
    action phase has ended and ``breach``, ``primed`` and ``supply`` are the means over the six
    values the threat phase's prime may roll (no single sampled roll decides a move)."""
    steady, lab_dice = _steady(state)
    outcomes = _outcomes(state, threat)
    out = dict(steady)
    for outcome in outcomes:
        for name, value in _risk(outcome, 24 - len(state.board), lab_dice).items():
            out[name] = out.get(name, 0.0) + value / len(outcomes)
    return out


def evaluate(state: State, threat: bool = False) -> float:
    """The position's worth (:data:`WON`, :data:`LOST`, or the sum of :func:`terms`); with
    ``threat``, the mean over the coming prime's six values, a seventh breach counting as lost."""
    if state.result == "won":
        return WON
    lost = LOST + 60.0 * len(state.board)
    if state.result == "lost":
        return lost
    steady, lab_dice = _steady(state)
    base = sum(steady.values())
    outcomes = _outcomes(state, threat)
    return sum(lost if o[2] >= 7 or o[3] == 0 else base + sum(_risk(o, 24 - len(state.board), lab_dice).values())
               for o in outcomes) / len(outcomes)
