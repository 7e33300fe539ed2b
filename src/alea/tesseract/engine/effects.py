"""Effect primitives (R-C3): cards and unique actions are lists of steps interpreted here.

A step is a JSON object ``{"op": ..., ...}`` (docs/content.md lists the parameters):

* ``count`` how many targets, ``up_to`` whether fewer (at least one) may be chosen;
* ``from`` where dice are taken from: ``own_lab``, ``any_lab``, ``primed``, ``tower``
  (removable dice), ``one_lab`` (a lab is chosen first);
* op-specific: ``by`` (adjust amounts), ``values`` (allowed values), ``into`` (remove),
  ``adjust`` (remove/transfer then adjust by these amounts), ``all``, ``all_of_value``,
  ``each_lab``, ``this_turn``, ``level``/``look``/``keep`` (look).

Every choice is a decision (R-C2, R-D1). A step that has no target cannot start, and a
card or action whose first step cannot start cannot be played (R-C2).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import events as ev
from .core import Core, Flow
from .geometry import HEIGHT
from .ops import (change_value, consent, contain_die, destroy, move_between_labs, place_on_tower,
                  return_die, roll_dice, take_from_tower, update_knowledge)
from .state import State
from .tower_events import after_lift, remove_into_lab

Step = dict[str, Any]


# --- targets ------------------------------------------------------------------------------
def _zone_dice(s: State, lab: int, zones: list[str]) -> list[int]:
    out: list[int] = []
    for zone in zones:
        if zone == "own_lab":
            out += s.labs[lab].dice
        elif zone in ("any_lab", "one_lab"):
            out += [d for lb in s.labs for d in lb.dice]
        elif zone == "primed":
            out += s.primed
        elif zone == "tower":
            out += [d for _, _, d in s.removable()]
    return list(dict.fromkeys(out))


def legal_deltas(s: State, die: int, amounts: list[int]) -> list[int]:
    """Signed adjustments allowed for a die (R-A2): never above 6, never 6 to 1; below 1 only
    for a primed die (which is then destroyed)."""
    v = s.dice[die].value
    primed = die in s.primed
    out = []
    for b in amounts:
        if v + b <= 6:
            out.append(b)
        if v - b >= 1 or primed:
            out.append(-b)
    return out


def _dice_targets(s: State, lab: int, step: Step, taken: list[int]) -> list[Any]:
    """adjust, invert, set, reroll, destroy: the dice of the step's zones not yet taken, of its
    values if it names some; for adjust, only a die some amount may change (R-A2)."""
    dice = [d for d in _zone_dice(s, lab, step.get("from", [])) if d not in taken]
    if step.get("values"):
        dice = [d for d in dice if s.dice[d].value in step["values"]]
    if step["op"] == "adjust":
        dice = [d for d in dice if legal_deltas(s, d, step.get("by", [1]))]
    return dice


def _remove_targets(s: State, lab: int, step: Step, taken: list[int]) -> list[Any]:
    """remove: the dice the lab may remove, when the lab it goes into (or any lab) has room."""
    if step.get("into") == "any_lab":
        room = any(lb.free > 0 for lb in s.labs)
    else:
        room = s.labs[lab].free > 0
    return [d for _, _, d in s.removable_for(lab)] if room else []


def _transfer_targets(s: State, lab: int, step: Step, taken: list[int]) -> list[Any]:
    """transfer: a die of a lab, when another lab has a free space."""
    labs_with_room = [j for j, lb in enumerate(s.labs) if lb.free > 0]
    return [d for i, lb in enumerate(s.labs) for d in lb.dice
            if len(labs_with_room) > 1 or (labs_with_room and labs_with_room[0] != i)]


def _relocate_targets(s: State, lab: int, step: Step, taken: list[int]) -> list[Any]:
    """relocate: a removable die, when another column is lower than 4."""
    cols_with_room = [c for c, stack in s.columns.items() if len(stack) < HEIGHT]
    return [d for col, _, d in s.removable()
            if len(cols_with_room) > 1 or (cols_with_room and cols_with_room[0] != col)]


def _return_targets(s: State, lab: int, step: Step, taken: list[int]) -> list[Any]:
    """return: a destroyed die not yet taken, when a column is lower than 4."""
    has_room = any(len(stack) < HEIGHT for stack in s.columns.values())
    return [d for d in s.destroyed if d not in taken] if has_room else []


def _contain_targets(s: State, lab: int, step: Step, taken: list[int]) -> list[Any]:
    """contain: a die of the step's zones whose colour and value are not on the board yet."""
    return [d for d in _zone_dice(s, lab, step.get("from", []))
            if d not in taken and (s.dice[d].colour, s.dice[d].value) not in s.board]


def _swap_targets(s: State, lab: int, step: Step, taken: list[int]) -> list[Any]:
    """swap: a die of the lab, when the tower has a removable die."""
    return list(s.labs[lab].dice) if s.removable() else []


def _look_targets(s: State, lab: int, step: Step, taken: list[int]) -> list[Any]:
    """look: the cards on top of the step's deck; for a better Study (``discard``), a card of the
    hand that a higher deck can replace (R-A4)."""
    if step.get("discard"):
        return [c for c in s.labs[lab].hand if s.content.card(c).level < 4
                and s.deck_level_after(s.content.card(c).level) is not None]
    return list(s.decks[step["level"]][: step["look"]])


def _exchange_targets(s: State, lab: int, step: Step, taken: list[int]) -> list[Any]:
    """exchange_card: a card given to or taken from another lab."""
    return _card_exchanges(s, lab)


def _breach_back_targets(s: State, lab: int, step: Step, taken: list[int]) -> list[Any]:
    """breach_back: possible while a breach is open."""
    return [True] if s.breach > 0 else []


def _always(s: State, lab: int, step: Step, taken: list[int]) -> list[Any]:
    """extra_actions, skip_priming: always possible."""
    return [True]


_TARGETS: dict[str, Callable[[State, int, Step, list[int]], list[Any]]] = {
    "adjust": _dice_targets, "invert": _dice_targets, "set": _dice_targets, "reroll": _dice_targets,
    "destroy": _dice_targets, "remove": _remove_targets, "transfer": _transfer_targets,
    "relocate": _relocate_targets, "return": _return_targets, "contain": _contain_targets,
    "swap": _swap_targets, "look": _look_targets, "exchange_card": _exchange_targets,
    "breach_back": _breach_back_targets,
}
"""What each op's next pick may choose; an op not here (extra_actions, skip_priming) has one."""


def _targets(s: State, lab: int, step: Step, taken: list[int]) -> list[Any]:
    """What the next pick of a step may choose (dice, cards or card exchanges)."""
    return _TARGETS.get(step["op"], _always)(s, lab, step, taken)


def _card_exchanges(s: State, lab: int) -> list[list[Any]]:
    out: list[list[Any]] = []
    for other in range(len(s.labs)):
        if other == lab:
            continue
        out += [["give", c, other] for c in s.labs[lab].hand]
        out += [["take", c, other] for c in s.labs[other].hand]
    return out


def _startable(s: State, lab: int, step: Step) -> bool:
    if step["op"] == "remove" and step.get("each_lab"):
        return bool(s.removable()) and any(lb.free > 0 for lb in s.labs)
    if step["op"] == "set" and step.get("all"):
        return any(lb.dice for lb in s.labs)
    if step["op"] == "destroy" and step.get("all_of_value"):
        return bool(s.primed)
    return bool(_targets(s, lab, step, []))


def can_start(s: State, lab: int, steps: tuple[Step, ...]) -> bool:
    """R-C2: whether an effect has a legal way to resolve (its first step has a target)."""
    return _startable(s, lab, steps[0])


# --- running ------------------------------------------------------------------------------
def run(core: Core, lab: int, steps: tuple[Step, ...], source: str) -> Flow:
    """Resolve an effect step by step for ``lab``; ``source`` names the card or action."""
    for step in steps:
        if not _startable(core.state, lab, step):
            continue
        yield from _HANDLERS[step["op"]](core, lab, step, source)


def _each_pick(core: Core, lab: int, step: Step, source: str, apply: Any = None) -> Flow:
    """Pick up to ``count`` distinct targets (at least one), applying ``apply`` (a flow
    function of the target) after each pick, so that later picks see its result.
    Returns the targets picked."""
    taken: list[Any] = []
    for i in range(step.get("count", 1)):
        options = _targets(core.state, lab, step, taken)
        if not options:
            break
        if step.get("up_to") and i > 0:
            options = options + [None]
        choice = yield from core.ask("pick_die", lab, options, op=step["op"], source=source,
                                     picked=len(taken), most=step.get("count", 1), taken=list(taken))
        if choice is None:
            break
        taken.append(choice)
        if apply is not None:
            yield from apply(choice)
    return taken


def _pick_one(core: Core, lab: int, step: Step, source: str, op: str) -> Flow:
    """Pick the one target of a single-target step (it has one: the step could start)."""
    return (yield from core.ask("pick_die", lab, _targets(core.state, lab, step, []), op=op,
                                source=source, picked=0, most=1))


def _picks(core: Core, lab: int, step: Step, source: str) -> Flow:
    """Pick targets first, to act on all of them afterwards."""
    return (yield from _each_pick(core, lab, step, source))


def _adjust_one(core: Core, lab: int, die: int, amounts: list[int], source: str) -> Flow:
    s = core.state
    deltas = legal_deltas(s, die, amounts)
    if s.ability(lab, "adjust_may_invert"):
        how = yield from core.ask("adjust_or_invert", lab, ["adjust", "invert"], die=die)
        if how == "invert":
            change_value(core, die, 7 - s.dice[die].value, "invert")
            return
    delta = yield from core.ask("pick_delta", lab, deltas, die=die, source=source)
    change_value(core, die, s.dice[die].value + delta, "adjust")


def _op_adjust(core: Core, lab: int, step: Step, source: str) -> Flow:
    yield from _each_pick(core, lab, step, source,
                          lambda die: _adjust_one(core, lab, die, step.get("by", [1]), source))


def _op_invert(core: Core, lab: int, step: Step, source: str) -> Flow:
    for die in (yield from _picks(core, lab, step, source)):
        change_value(core, die, 7 - core.state.dice[die].value, "invert")


def _op_set(core: Core, lab: int, step: Step, source: str) -> Flow:
    s = core.state
    if step.get("all"):
        labs = [i for i, lb in enumerate(s.labs) if lb.dice]
        chosen = yield from core.ask("pick_lab", lab, labs, op="set", source=source)
        dice = list(s.labs[chosen].dice)
    else:
        dice = yield from _picks(core, lab, step, source)
    for die in dice:
        value = yield from core.ask("pick_value", lab, [1, 2, 3, 4, 5, 6], die=die, source=source)
        change_value(core, die, value, "set")


def _op_reroll(core: Core, lab: int, step: Step, source: str) -> Flow:
    dice = yield from _picks(core, lab, step, source)
    yield from roll_dice(core, dice)


def _op_destroy(core: Core, lab: int, step: Step, source: str) -> Flow:
    s = core.state
    if step.get("all_of_value"):
        values = sorted({s.dice[d].value for d in s.primed})
        value = yield from core.ask("pick_number", lab, values, op="destroy", source=source)
        for d in [d for d in s.primed if s.dice[d].value == value]:
            destroy(core, d, source)
        return
    for die in (yield from _picks(core, lab, step, source)):
        destroy(core, die, source)


def _op_remove(core: Core, lab: int, step: Step, source: str) -> Flow:
    s = core.state
    if step.get("each_lab"):
        n = len(s.labs)
        for k in range(n):
            who = (s.active + k) % n
            options: list[Any] = [d for _, _, d in s.removable_for(who)]
            if s.labs[who].free <= 0 or not options:
                continue
            die = yield from core.ask("pick_die", who, options + [None], op="remove",
                                      source=source, picked=0, most=1)
            if die is not None:
                yield from remove_into_lab(core, die, who)
        return
    if step.get("into") == "any_lab":
        yield from _remove_anywhere(core, lab, step, source)
        return
    def one(die: int) -> Flow:
        yield from remove_into_lab(core, die, lab)
        yield from free_relocation(core, lab)

    yield from _each_pick(core, lab, step, source, one)


def free_relocation(core: Core, lab: int) -> Flow:
    """The structural engineer's ability: once per turn, after they remove a die (by action or
    by their own card) in their action phase, they may relocate one removable die for free."""
    s = core.state
    most = s.ability(lab, "relocate_after_remove") or 0
    if lab != s.active or s.phase != "action" or s.uses.get("free_relocate", 0) >= most:
        return
    options: list[Any] = _targets(s, lab, {"op": "relocate"}, [])
    if not options:
        return
    die = yield from core.ask("pick_die", lab, options + [None], op="relocate",
                              source=f"ability:{s.labs[lab].researcher}", picked=0, most=1)
    if die is not None:
        s.uses["free_relocate"] = s.uses.get("free_relocate", 0) + 1
        yield from _relocate(core, lab, die, f"ability:{s.labs[lab].researcher}")


def _remove_anywhere(core: Core, lab: int, step: Step, source: str) -> Flow:
    """Remove a die, let its destination lab agree, place it there, then adjust it."""
    s = core.state
    die = yield from _pick_one(core, lab, step, source, "remove")
    refused: set[int] = set()
    while True:
        labs = [i for i, lb in enumerate(s.labs) if lb.free > 0 and i not in refused]
        if not labs:
            return
        dest = yield from core.ask("pick_lab", lab, labs, op="remove", source=source, die=die)
        if (yield from consent(core, lab, dest, die, None, dest)):
            break
        refused.add(dest)
    yield from remove_into_lab(core, die, dest)
    if step.get("adjust"):
        yield from _adjust_one(core, lab, die, step["adjust"], source)


def _op_transfer(core: Core, lab: int, step: Step, source: str) -> Flow:
    s = core.state
    die = yield from _pick_one(core, lab, step, source, "transfer")
    src = s.lab_of(die)
    assert src is not None, "a die to transfer is in a lab"
    dests = [j for j, lb in enumerate(s.labs) if j != src and lb.free > 0]
    dest = yield from core.ask("pick_lab", lab, dests, op="transfer", source=source, die=die)
    for other in dict.fromkeys((src, dest)):
        if not (yield from consent(core, lab, other, die, src, dest)):
            return
    move_between_labs(core, die, src, dest)
    if step.get("adjust"):
        yield from _adjust_one(core, lab, die, step["adjust"], source)


def _op_relocate(core: Core, lab: int, step: Step, source: str) -> Flow:
    die = yield from _pick_one(core, lab, step, source, "relocate")
    yield from _relocate(core, lab, die, source)


def _relocate(core: Core, lab: int, die: int, source: str) -> Flow:
    """Move a removable die onto another column lower than 4 (chosen), then what its lift
    uncovered."""
    s = core.state
    src = s.column_of(die)
    h = s.heights()
    cols = [c for c in h if c != src and h[c] < HEIGHT]
    dest = yield from core.ask("pick_column", lab, cols, op="relocate", die=die, source=source)
    col, _, emptied = take_from_tower(core, die)
    layer = place_on_tower(core, die, dest)
    core.emit(ev.DieRelocated(die, s.dice[die].colour, s.dice[die].value, col, dest, layer))
    yield from after_lift(core, col, emptied, s.dice[die].value)


def _op_return(core: Core, lab: int, step: Step, source: str) -> Flow:
    yield from _each_pick(core, lab, step, source, lambda die: return_die(core, die, lab))


def _op_contain(core: Core, lab: int, step: Step, source: str) -> Flow:
    def one(die: int) -> Flow:
        owner = core.state.lab_of(die)  # a die leaving another researcher's lab: R-A3 consent
        if owner is not None and not (yield from consent(core, lab, owner, die, owner, None)):
            return
        yield from contain_die(core, die, lab)

    yield from _each_pick(core, lab, step, source, one)


def _op_swap(core: Core, lab: int, step: Step, source: str) -> Flow:
    s = core.state
    lab_die = yield from core.ask("pick_die", lab, list(s.labs[lab].dice), op="swap",
                                  source=source, picked=0, most=1)
    tower_die = yield from core.ask("pick_die", lab, [d for _, _, d in s.removable()],
                                    op="swap_tower", source=source, picked=1, most=2)
    position = s.tower_position(tower_die)
    assert position is not None, "a removable die is in the tower"
    col, layer = position
    s.columns[col][-1] = lab_die
    hand = s.labs[lab].dice
    hand[hand.index(lab_die)] = tower_die
    core.emit(ev.DiceSwapped(lab_die, tower_die, col, layer, lab))
    update_knowledge(core)


def _op_look(core: Core, lab: int, step: Step, source: str) -> Flow:
    s = core.state
    if step.get("discard"):  # discard a card first, then look at the next higher deck (R-A4)
        card = yield from core.ask("discard_card", lab, _targets(s, lab, step, []), op="look",
                                   source=source)
        level = s.deck_level_after(s.content.card(card).level)
        assert level is not None, "a card to discard has a higher deck with cards"
        s.labs[lab].hand.remove(card)
        s.discards[s.content.card(card).level].append(card)
        core.emit(ev.CardStudied(lab, card, level))
    else:
        level = step["level"]
    deck = s.decks[level]
    seen = deck[: step["look"]]
    core.emit(ev.CardsLookedAt(lab, level, tuple(seen)))
    core.irreversible()
    card = yield from core.ask("pick_card", lab, list(seen), op="look", source=source)
    del deck[: len(seen)]
    s.labs[lab].hand.append(card)
    core.emit(ev.CardDrawn(lab, card, level))
    rest = [c for c in seen if c != card]
    deck.extend(rest)
    if rest:
        core.emit(ev.CardsToBottom(level, len(rest)))


def _op_exchange_card(core: Core, lab: int, step: Step, source: str) -> Flow:
    s = core.state
    way, card, other = yield from core.ask("card_exchange", lab, _card_exchanges(s, lab),
                                           source=source)
    if way == "take" and not (yield from consent(core, lab, other, None, other, lab)):
        return
    giver, taker = (lab, other) if way == "give" else (other, lab)
    s.labs[giver].hand.remove(card)
    s.labs[taker].hand.append(card)
    core.emit(ev.CardGiven(card, giver, taker))


def _op_extra_actions(core: Core, lab: int, step: Step, source: str) -> Flow:
    s = core.state
    s.actions_left += step["count"]
    core.emit(ev.ActionsGained(s.active, step["count"], s.actions_left))
    yield from ()


def _op_skip_priming(core: Core, lab: int, step: Step, source: str) -> Flow:
    s = core.state
    if step.get("this_turn"):
        s.skip_this_turn = True
    else:
        s.skip_primes += step["count"]
    core.emit(ev.PrimingPrevented(step["count"]))
    yield from ()


def _op_breach_back(core: Core, lab: int, step: Step, source: str) -> Flow:
    s = core.state
    before = s.breach
    s.breach = max(0, s.breach - step["count"])
    core.emit(ev.BreachReduced(before - s.breach, s.breach))
    yield from ()


_HANDLERS = {
    "adjust": _op_adjust, "invert": _op_invert, "set": _op_set, "reroll": _op_reroll,
    "destroy": _op_destroy, "remove": _op_remove, "transfer": _op_transfer,
    "relocate": _op_relocate, "return": _op_return, "contain": _op_contain, "swap": _op_swap,
    "look": _op_look, "exchange_card": _op_exchange_card, "extra_actions": _op_extra_actions,
    "skip_priming": _op_skip_priming, "breach_back": _op_breach_back,
}
