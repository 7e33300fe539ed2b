"""Why the search bot chose a move, as data a narrator can put in words (accessibility.md, behaviour 13).

A reason is read off the view and the search's figures only, so it tells what a player can check
on the table: the group the move completes, the primed value it keeps from a third die, the space it
fills; otherwise the part of the evaluation (:mod:`.evaluation`) where the move gained most over
ending the action phase.
"""

from __future__ import annotations

from collections import Counter
from alea.dataclass import dataclass
from itertools import combinations

from alea.tesseract.engine import Action, Adjust, Contain, End, Remove, Transfer, View
from alea.tesseract.engine.groups import is_valid_group
from alea.tesseract.engine.view import DieView

from .evaluation import empty_spaces
from .search import Plan

REASON_KINDS: dict[str, str] = {
    "contain": "the move fills the space of (colour, value)",
    "group": "the move completes a group to contain: colour (None when mixed) and values",
    "third": "the move keeps a third die of value from the primed area",
    "primed": "the move takes a die of value out of the primed area",
    "end": "nothing else is worth an action now",
    "board": "the move leads to a filled space",
    "breach": "the move keeps the breach marker down",
    "supply": "the move keeps dice for the spaces still empty",
    "labs": "the move builds towards a group",
    "cards": "the move improves the cards in hand",
}
"""Every reason kind and what it says."""


_TERM_REASON = {"board": "board", "breach": "breach", "primed": "breach", "supply": "supply",
                "labs": "labs", "cards": "cards"}
"""An evaluation term -> the reason kind that says it."""


@dataclass(frozen=True)
class Reason:
    """One short reason: its kind (a key of :data:`REASON_KINDS`), a colour and values if any."""

    kind: str
    colour: str | None = None
    values: tuple[int, ...] = ()


def _groups_with(dice: list[tuple[int, str, int]], die: int, empty: frozenset[tuple[str, int]]
                 ) -> list[tuple[str | None, tuple[int, ...]]]:
    """Valid groups of 3 among ``dice`` (id, colour, value) that hold ``die`` and can be contained."""
    out = []
    for combo in combinations(dice, 3):
        if die not in (d for d, _, _ in combo):
            continue
        colours = [c for _, c, _ in combo]
        values = [v for _, _, v in combo]
        if is_valid_group(values, colours) and any((c, v) in empty for _, c, v in combo):
            out.append((colours[0] if len(set(colours)) == 1 else None, tuple(sorted(values))))
    return out


def _lab_after(action: Action, view: View) -> tuple[list[tuple[int, str, int]], int] | None:
    """The active lab's dice after a remove, adjust or transfer in (id, colour, value), and the
    die; None for another move, or when a die it names is not seen whole."""
    lab = view.labs[view.active]
    dice = [(d.id, d.colour, d.value) for d in lab.dice]
    if isinstance(action, Remove):
        moved = view.column(action.col).dice[-1].die
        dice.append((moved.id, moved.colour, moved.value))
    elif isinstance(action, Adjust) and any(d == action.die for d, _, _ in dice):
        moved = next(d for d in lab.dice if d.id == action.die)
        dice = [(d, c, v + action.delta if d == action.die and v is not None else v) for d, c, v in dice]
    elif isinstance(action, Transfer) and not any(d == action.die for d, _, _ in dice):
        seen = view.die(action.die)
        if seen is None:
            return None
        moved = seen
        dice.append((seen.id, seen.colour, seen.value))
    else:
        return None
    known = [(d, c, v) for d, c, v in dice if c is not None and v is not None]
    return (known, moved.id) if len(known) == len(dice) else None


def explain(plan: Plan, view: View) -> Reason | None:
    """The reason for ``plan``'s move at ``view``, or None for a move the search did not weigh: the
    first of a containment, the end of the phase, a primed die taken off, a group made, and else the
    term of the search's score the move gains most on ending the phase."""
    move = plan.move
    if not isinstance(move, Action) or not plan.values:
        return None
    for reason in (_contained, _ended, _primed_taken, _group_made):
        found = reason(move, view)
        if found is not None:
            return found
    return _best_term(plan, move)


def _seen_value(move: Action, view: View) -> DieView | None:
    """The die a containment or an adjustment names, when its value is seen."""
    seen = view.die(move.die) if isinstance(move, (Contain, Adjust)) else None
    return seen if seen is not None and seen.value is not None else None


def _contained(move: Action, view: View) -> Reason | None:
    """A die contained: its colour and value."""
    seen = _seen_value(move, view)
    if not isinstance(move, Contain) or seen is None or seen.value is None:
        return None
    return Reason("contain", seen.colour, (seen.value,))


def _ended(move: Action, view: View) -> Reason | None:
    """The phase ended."""
    return Reason("end") if isinstance(move, End) else None


def _primed_taken(move: Action, view: View) -> Reason | None:
    """A primed die adjusted off its value: the third of a value (a breach near), or another."""
    seen = _seen_value(move, view)
    if not (isinstance(move, Adjust) and view.place_of(move.die) == "primed" and seen is not None
            and seen.value is not None):
        return None
    primed = Counter(d.value for d in view.primed)
    return Reason("third" if primed[seen.value] == 2 else "primed", None, (seen.value,))


def _group_made(move: Action, view: View) -> Reason | None:
    """A die brought into the lab (or changed there) makes a group it did not have: the first."""
    after = _lab_after(move, view)
    if after is None:
        return None
    empty = empty_spaces(view.board)
    before = {g for d, _, _ in after[0] if d != after[1]
              for g in _groups_with([x for x in after[0] if x[0] != after[1]], d, empty)}
    groups = [g for g in _groups_with(after[0], after[1], empty) if g not in before]
    if not groups:
        return None
    colour, values = groups[0]
    return Reason("group", colour, values)


def _best_term(plan: Plan, move: Action) -> Reason | None:
    """The term of the search's score the move gains most on ending the phase, if it gains."""
    end = next((a for a in plan.terms if isinstance(a, End)), None)
    mine = plan.terms.get(move)
    if end is None or not mine or not plan.terms[end]:
        return None
    gains = {name: mine.get(name, 0.0) - plan.terms[end].get(name, 0.0) for name in mine}
    best = max(sorted(gains), key=lambda name: gains[name])
    return Reason(_TERM_REASON[best]) if gains[best] > 0 else None
