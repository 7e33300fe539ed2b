"""The six actions (R-A1..R-A8), card plays and ending the phase: legality and effects.

:func:`check` raises :class:`IllegalMove` with a reason code; :func:`checked_actions`
lists exactly the actions :func:`check` accepts (the reference for :mod:`.legal`);
:func:`perform` carries one out.
"""

from __future__ import annotations

from typing import Any, Callable

from . import events as ev
from .core import Core, Flow
from .dice import DICE_COUNT
from .effects import can_start, free_relocation, legal_deltas, run
from .errors import IllegalMove
from .geometry import COLUMNS, is_removable
from .groups import containable, is_valid_group, valid_groups
from .moves import (Action, Adjust, Contain, End, Play, PlayContainment, Remove, Study, Transfer,
                    Unique)
from .ops import change_value, consent, contain_die, draw_card, move_between_labs, roll_dice
from .state import State
from .tower_events import remove_into_lab


def cost(s: State, a: Action) -> int:
    """How many actions ``a`` costs now (abilities may make one free)."""
    if not a.costly:
        return 0
    lab = s.active
    if isinstance(a, Adjust) and a.die in s.primed:
        if s.uses.get("free_adjust", 0) < (s.ability(lab, "free_primed_adjusts") or 0):
            return 0
    if isinstance(a, Study) and s.uses.get("free_study", 0) < (s.ability(lab, "free_studies") or 0):
        return 0
    return 1


def _is_die(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and 0 <= x < DICE_COUNT


def card_holder(s: State, card: str | None) -> int | None:
    """The lab whose hand holds a card, else None."""
    for i, lab in enumerate(s.labs):
        if card in lab.hand:
            return i
    return None


def check(s: State, a: Action) -> None:
    """Raise IllegalMove unless the active researcher may take action ``a`` now."""
    if isinstance(a, End):
        return
    checker = _CHECKS.get(type(a))
    if checker is None:
        raise IllegalMove("unknown_action", kind=getattr(a, "kind", type(a).__name__))
    if a.costly and cost(s, a) > s.actions_left:
        raise IllegalMove("no_actions_left")
    checker(s, s.active, a)


def _check_remove(s: State, lab: int, a: Remove) -> None:
    if not isinstance(a.col, str) or a.col not in COLUMNS:
        raise IllegalMove("bad_argument", field="col")
    if not s.columns[a.col]:
        raise IllegalMove("empty_column", col=a.col)
    height = len(s.columns[a.col])
    if not is_removable(s.heights(), a.col, height):
        raise IllegalMove("not_removable", col=a.col, die=s.columns[a.col][-1])
    if s.labs[lab].free <= 0:
        raise IllegalMove("lab_full", lab=lab)


def _check_adjust(s: State, lab: int, a: Adjust) -> None:
    if not _is_die(a.die) or a.delta not in (1, -1):
        raise IllegalMove("bad_argument", field="die" if not _is_die(a.die) else "delta")
    if a.die not in s.labs[lab].dice and a.die not in s.primed:
        raise IllegalMove("not_in_reach", die=a.die)
    if a.delta not in legal_deltas(s, a.die, [1]):
        raise IllegalMove("value_limit", die=a.die, value=s.dice[a.die].value, delta=a.delta)


def _check_transfer(s: State, lab: int, a: Transfer) -> None:
    if not _is_die(a.die) or type(a.lab) is not int or not 0 <= a.lab < len(s.labs):
        raise IllegalMove("bad_argument", field="die" if not _is_die(a.die) else "lab")
    src = s.lab_of(a.die)
    if src is None or (src != lab and a.lab != lab):
        raise IllegalMove("not_in_reach", die=a.die)
    if src == a.lab:
        raise IllegalMove("same_lab", lab=a.lab)
    if s.labs[a.lab].free <= 0:
        raise IllegalMove("lab_full", lab=a.lab)


def _check_study(s: State, lab: int, a: Study) -> None:
    if not isinstance(a.card, str) or a.card not in s.labs[lab].hand:
        raise IllegalMove("not_your_card", card=a.card)
    level = s.content.card(a.card).level
    if level >= 4 or s.deck_level_after(level) is None:
        raise IllegalMove("no_higher_deck", card=a.card, level=level)


def _check_contain(s: State, lab: int, a: Contain) -> None:
    group = a.group
    if not isinstance(group, tuple) or not all(_is_die(d) for d in group) or not _is_die(a.die):
        raise IllegalMove("bad_argument", field="group")
    if len(set(group)) != len(group) or a.die not in group:
        raise IllegalMove("bad_argument", field="group")
    if any(d not in s.labs[lab].dice for d in group):
        raise IllegalMove("not_in_reach", die=next(d for d in group if d not in s.labs[lab].dice))
    if not is_valid_group([s.dice[d].value for d in group], [s.dice[d].colour for d in group]):
        raise IllegalMove("invalid_group", group=group)
    if a.die not in containable(s, group):
        raise IllegalMove("space_filled", colour=s.dice[a.die].colour, value=s.dice[a.die].value)


def _check_unique(s: State, lab: int, a: Unique) -> None:
    if not can_start(s, lab, s.content.researchers[s.labs[lab].researcher].unique):
        raise IllegalMove("cannot_resolve", researcher=s.labs[lab].researcher)


def _check_play(s: State, lab: int, a: Play) -> None:
    holder = card_holder(s, a.card)
    if holder is None or (holder != lab and not s.ability(holder, "play_cards_any_turn")):
        raise IllegalMove("not_your_card", card=a.card)
    if not can_start(s, holder, s.content.card(a.card).effect):
        raise IllegalMove("cannot_resolve", card=a.card)


def _check_play_containment(s: State, lab: int, a: PlayContainment) -> None:
    slot = s.containment.get(a.value) if type(a.value) is int else None
    if slot is None:
        raise IllegalMove("bad_argument", field="value")
    if slot.status != "unlocked":
        raise IllegalMove("card_not_unlocked", value=a.value, status=slot.status)
    if not can_start(s, lab, s.content.containment[slot.card].effect):
        raise IllegalMove("cannot_resolve", card=slot.card)


_CHECKS: dict[type[Action], Callable[[State, int, Any], None]] = {
    Remove: _check_remove, Adjust: _check_adjust, Transfer: _check_transfer,
    Study: _check_study, Contain: _check_contain, Unique: _check_unique,
    Play: _check_play, PlayContainment: _check_play_containment,
}
"""The check of each action type (but :class:`End`, always allowed on a turn)."""


def _candidates(s: State) -> list[Action]:
    lab = s.active
    out: list[Action] = [Remove(c) for c, _, _ in s.removable_for(lab)]
    for d in s.labs[lab].dice + s.primed:
        out += [Adjust(d, x) for x in (1, -1)]
    for i, other in enumerate(s.labs):
        if i == lab:
            continue
        out += [Transfer(d, i) for d in s.labs[lab].dice]
        out += [Transfer(d, lab) for d in other.dice]
    out += [Study(c) for c in s.labs[lab].hand]
    for group in valid_groups(s, lab):
        out += [Contain(group, d) for d in containable(s, group)]
    out.append(Unique())
    out += [Play(c) for lb in s.labs for c in lb.hand]
    out += [PlayContainment(v) for v, slot in sorted(s.containment.items())
            if slot.status == "unlocked"]
    out.append(End())
    return out


def checked_actions(s: State) -> list[Action]:
    """Every action :func:`check` accepts now, in a stable order: the reference that
    :func:`.legal.legal_actions` (which builds them directly, much faster) must agree with."""
    legal = []
    for a in _candidates(s):
        try:
            check(s, a)
        except IllegalMove:
            continue
        legal.append(a)
    return legal


# --- performing -----------------------------------------------------------------------------
def perform(core: Core, a: Action) -> Flow:
    """Carry out a checked action (not ``end``, which the turn handles)."""
    s = core.state
    lab = s.active
    spent = cost(s, a)
    s.actions_left -= spent
    if isinstance(a, Adjust) and a.die in s.primed and not spent:
        s.uses["free_adjust"] = s.uses.get("free_adjust", 0) + 1
    if isinstance(a, Study) and not spent:
        s.uses["free_study"] = s.uses.get("free_study", 0) + 1
    done = yield from _PERFORM[type(a)](core, lab, a)
    if done is False:  # nothing happened (a refused consent): the action is not spent
        s.actions_left += spent


def _do_remove(core: Core, lab: int, a: Remove) -> Flow:
    yield from remove_into_lab(core, core.state.columns[a.col][-1], lab)
    yield from free_relocation(core, lab)


def _do_adjust(core: Core, lab: int, a: Adjust) -> Flow:
    s = core.state
    if s.ability(lab, "adjust_may_invert"):
        how = yield from core.ask("adjust_or_invert", lab, ["adjust", "invert"], die=a.die)
        if how == "invert":
            change_value(core, a.die, 7 - s.dice[a.die].value, "invert")
            return
    change_value(core, a.die, s.dice[a.die].value + a.delta, "adjust")


def _do_transfer(core: Core, lab: int, a: Transfer) -> Flow:
    s = core.state
    src = s.lab_of(a.die)
    assert src is not None, "checked: the die is in a lab"
    other = a.lab if src == lab else src
    free_of_consent = s.ability(lab, "transfer_no_consent")
    if not free_of_consent and not (yield from consent(core, lab, other, a.die, src, a.lab)):
        return False
    moved = [a.die]
    move_between_labs(core, a.die, src, a.lab)
    for _ in range((s.ability(lab, "transfer_max") or 1) - 1):
        more = [d for d in s.labs[src].dice] if s.labs[a.lab].free > 0 else []
        if not more:
            break
        die = yield from core.ask("pick_die", lab, more + [None], op="transfer", source="transfer",
                                  picked=len(moved), most=s.ability(lab, "transfer_max"))
        if die is None:
            break
        moved.append(die)
        move_between_labs(core, die, src, a.lab)
    return True


def _do_study(core: Core, lab: int, a: Study) -> Flow:
    s = core.state
    level = s.content.card(a.card).level
    nxt = s.deck_level_after(level)
    assert nxt is not None, "checked: a higher deck has cards"
    s.labs[lab].hand.remove(a.card)
    s.discards[level].append(a.card)
    core.emit(ev.CardStudied(lab, a.card, nxt))
    draw_card(core, lab, nxt)
    yield from ()


def _do_contain(core: Core, lab: int, a: Contain) -> Flow:
    rest = [d for d in a.group if d != a.die]
    yield from contain_die(core, a.die, lab, lambda: _roll_for_research(core, lab, rest))


def _roll_for_research(core: Core, lab: int, rest: list[int]) -> Flow:
    """R-A5 step 2: roll all the group's other dice, or none (never a part of them), to draw
    a card of the level equal to their number, Level 4 for 5 (ruling); one higher for the
    statistician, Level 4 staying Level 4."""
    s = core.state
    k = len(rest)
    if k < 2:
        return
    levels = {k: min(k + (s.ability(lab, "contain_draw_bonus") or 0), 4)}
    k = yield from core.ask("roll_count", lab, [0, k], auto_single=False,
                            levels=levels, decks={lv: len(s.decks[lv]) for lv in (2, 3, 4)})
    if not k:
        return
    yield from roll_dice(core, list(rest))
    draw_card(core, lab, levels[k])


def _do_unique(core: Core, lab: int, a: Unique) -> Flow:
    s = core.state
    researcher = s.labs[lab].researcher
    core.emit(ev.UniqueUsed(lab, researcher))
    yield from run(core, lab, s.content.researchers[researcher].unique, f"unique:{researcher}")


def _do_play(core: Core, lab: int, a: Play) -> Flow:
    s = core.state
    holder = card_holder(s, a.card)
    assert holder is not None, "checked: a lab holds the card"
    spec = s.content.card(a.card)
    s.labs[holder].hand.remove(a.card)
    s.discards[spec.level].append(a.card)
    core.emit(ev.CardPlayed(holder, a.card))
    yield from run(core, holder, spec.effect, f"card:{spec.id}")


def _do_play_containment(core: Core, lab: int, a: PlayContainment) -> Flow:
    s = core.state
    slot = s.containment[a.value]
    slot.status = "used"
    core.emit(ev.ContainmentCardPlayed(a.value, slot.card, lab))
    yield from run(core, lab, s.content.containment[slot.card].effect, f"containment:{slot.card}")


_PERFORM: dict[type[Action], Callable[[Core, int, Any], Flow]] = {
    Remove: _do_remove, Adjust: _do_adjust, Transfer: _do_transfer, Study: _do_study,
    Contain: _do_contain, Unique: _do_unique, Play: _do_play,
    PlayContainment: _do_play_containment,
}
"""How each action type (but :class:`End`, which the turn handles) is carried out."""
