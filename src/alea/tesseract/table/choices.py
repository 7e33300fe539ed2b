"""Only real choices (accessibility.md, behaviour 11): options that lead to the same game are one.

Two dice of the same colour and value in the same place (a lab, the primed area, the
destroyed dice) are interchangeable: adjusting, destroying, transferring or containing
either leaves the same game. A group is the same group in any order. This module says
which options of a question are the same move in that sense; the host then asks only
between real differences, and takes a move without asking when there is only one.

The engine keeps every option (a recorded choice is an index into them, and saves must
replay); grouping happens where the question is asked.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

from alea.tesseract.engine import Action, Decision, View

DIE_KINDS = frozenset({"setup_tie", "edge_tie", "fortify_tie", "destroy_matching", "bonus_die", "pick_die"})
"""Decision kinds whose options are die ids (or None for "none")."""


def die_key(view: View, die_id: int | None) -> Hashable:
    """What tells a die apart in play: colour, value and place (column and layer in the Tesseract).

    A die not fully seen is only ever the same as itself.
    """
    if die_id is None:
        return None
    seen = view.die(die_id)
    if seen is None or seen.colour is None or seen.value is None:
        return ("die", die_id)
    place = view.place_of(die_id)
    if place is not None and place.startswith("tower:"):
        column = view.column(place[6:])
        layer = next(t.layer for t in column.dice if t.die.id == die_id)
        return (seen.colour, seen.value, place, layer)
    return (seen.colour, seen.value, place)


def card_key(view: View, uid: str | None) -> Hashable:
    """A card told apart by what it is and whose hand holds it (two copies in one hand are one)."""
    if uid is None:
        return None
    holder = next((lab.index for lab in view.labs if uid in lab.hand), None)
    return (uid.split("#", 1)[0], holder)


def _frozen(value: object) -> Hashable:
    if isinstance(value, (list, tuple)):
        return tuple(_frozen(v) for v in value)
    return value


def option_key(decision: Decision, option: Any, view: View) -> Hashable:
    """What a decision's option does, with interchangeable dice made equal."""
    if decision.kind in DIE_KINDS:
        return die_key(view, option)
    if decision.kind == "pick_card":
        return card_key(view, option)
    if decision.kind == "card_exchange":
        direction, uid, lab = option
        return (direction, card_key(view, uid), lab)
    return _frozen(option)


def action_key(action: Action, view: View) -> Hashable:
    """What an action does, with interchangeable dice made equal and groups unordered."""
    key: list[Hashable] = [action.kind]
    for name in action.json_fields:
        value = getattr(action, name)
        if name == "die":
            value = die_key(view, value)
        elif name == "card":
            value = card_key(view, value)
        elif name == "group":
            value = tuple(sorted((die_key(view, d) for d in value), key=repr))
        key.append(value)
    return tuple(key)


def distinct(keys: Sequence[Hashable]) -> list[list[int]]:
    """Indices of ``keys`` grouped by equal key, groups in the order they first appear."""
    groups: dict[Hashable, list[int]] = {}
    for index, key in enumerate(keys):
        groups.setdefault(key, []).append(index)
    return list(groups.values())


def decision_groups(decision: Decision, view: View) -> list[list[int]]:
    """The real choices of a decision: each a list of option indices that lead to the same game."""
    return distinct([option_key(decision, option, view) for option in decision.options])


def action_groups(actions: Sequence[Action], view: View) -> list[list[int]]:
    """The real choices among actions that fit one command."""
    return distinct([action_key(action, view) for action in actions])



YES_NO_KINDS: dict[str, Callable[[Any], bool]] = {
    "roll_count": lambda count: count != 0,
    "destroy_matching": lambda die: die is not None,
}
"""Decision kinds whose question asks yes or no ("Roll the rest?", "Destroy a matching primed
die?") over options that are not True and False: what makes an option the yes (rolling the others,
destroying the one matching die; a consent's options are True and False themselves)."""


def yes_no_values(decision: Decision, groups: Sequence[Sequence[int]]) -> list[object]:
    """Each real choice's option, as yes (True) or no (False) where the question asks yes or no
    (:data:`YES_NO_KINDS`), for the table's ``alea.table.question.yes_option``, which takes the
    language's yes/no words when there are two real choices."""
    values = [decision.options[group[0]] for group in groups]
    meaning = YES_NO_KINDS.get(decision.kind)
    return values if meaning is None else [meaning(value) for value in values]
