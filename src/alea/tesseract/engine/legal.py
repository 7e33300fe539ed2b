"""The legal actions of a turn, built directly from the state.

:func:`legal_actions` lists exactly what :func:`.actions.check` accepts, in the order of
:func:`.actions.checked_actions` (the reference that builds every candidate and keeps those
the check lets through): removals, adjustments, transfers, studies, containments, the unique
action, card plays, containment card plays, ``end``. Instead of building about fifty
candidates and rejecting most of them through exceptions, each kind is listed from the few
facts that make it legal (a free space, an action left, a value below 6 ...). The property
tests compare the two over thousands of positions.

Actions are immutable, so the ones that recur (removals, adjustments, transfers, card plays)
are built once and shared.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from .dice import DICE_COUNT
from .effects import can_start
from .geometry import COLUMNS
from .groups import containable, valid_groups
from .moves import (Action, Adjust, Contain, End, Play, PlayContainment, Remove, Study, Transfer,
                    Unique)
from .state import State

END = End()
UNIQUE = Unique()
_REMOVE: dict[str, Remove] = {col: Remove(col) for col in COLUMNS}
_RAISE: tuple[Adjust, ...] = tuple(Adjust(d, 1) for d in range(DICE_COUNT))
_LOWER: tuple[Adjust, ...] = tuple(Adjust(d, -1) for d in range(DICE_COUNT))
_TRANSFER: list[tuple[Transfer, ...]] = []
"""``_TRANSFER[lab][die]``: a die moved into a lab, built the first time a game has that lab."""
_STUDY: dict[str, Study] = {}
_PLAY: dict[str, Play] = {}
_PLAY_CONTAINMENT: dict[int, PlayContainment] = {v: PlayContainment(v) for v in range(1, 7)}


def _transfers_into(lab: int) -> tuple[Transfer, ...]:
    while len(_TRANSFER) <= lab:
        _TRANSFER.append(tuple(Transfer(d, len(_TRANSFER)) for d in range(DICE_COUNT)))
    return _TRANSFER[lab]


CardAction = TypeVar("CardAction", Study, Play)


def _card_action(cache: dict[str, CardAction], make: type[CardAction], card: str) -> CardAction:
    action = cache.get(card)
    if action is None:
        action = cache[card] = make(card)
    return action


def _removals(s: State, lab: int, costly: bool) -> list[Action]:
    """R-A1: a removable die, when an action is left and the lab has a free space."""
    if not (costly and s.labs[lab].free > 0):
        return []
    return [_REMOVE[col] for col, _, _ in s.removable_for(lab)]


def _adjustments(s: State, lab: int, costly: bool) -> list[Action]:
    """R-A2: a die of the lab by one, never above 6 nor below 1; a primed die below 1 too (it is
    then destroyed), also without an action while the researcher's free adjustments last."""
    out: list[Action] = []
    dice = s.dice
    if costly:
        for d in s.labs[lab].dice:
            value = dice[d].value
            if value < 6:
                out.append(_RAISE[d])
            if value > 1:
                out.append(_LOWER[d])
    if s.primed and (costly or s.uses.get("free_adjust", 0) < (_ability(s, lab).get("free_primed_adjusts") or 0)):
        for d in s.primed:
            if dice[d].value < 6:
                out.append(_RAISE[d])
            out.append(_LOWER[d])
    return out


def _transfers(s: State, lab: int, costly: bool) -> list[Action]:
    """R-A3: a die into another lab with a free space, or from another lab into this one."""
    if not costly:
        return []
    out: list[Action] = []
    own = s.labs[lab]
    into_own = _transfers_into(lab)
    for i, other in enumerate(s.labs):
        if i == lab:
            continue
        if other.free > 0 and own.dice:
            into_other = _transfers_into(i)
            out += [into_other[d] for d in own.dice]
        if own.free > 0:
            out += [into_own[d] for d in other.dice]
    return out


def _studies(s: State, lab: int, costly: bool) -> list[Action]:
    """R-A4: a card below Level 4 with a higher deck that still has cards, with an action left or
    while the researcher's free studies last."""
    own = s.labs[lab]
    if not own.hand or not (costly or s.uses.get("free_study", 0) < (_ability(s, lab).get("free_studies") or 0)):
        return []
    out: list[Action] = []
    for card in own.hand:
        level = s.content.card(card).level
        if level < 4 and s.deck_level_after(level) is not None:
            out.append(_card_action(_STUDY, Study, card))
    return out


def _containments(s: State, lab: int, costly: bool) -> list[Action]:
    """R-A5, R-A6: a valid group of the lab, and one of its dice whose space is empty."""
    if not (costly and len(s.labs[lab].dice) >= 3):
        return []
    return [Contain(group, d) for group in valid_groups(s, lab) for d in containable(s, group)]


def _unique(s: State, lab: int, costly: bool) -> list[Action]:
    """The researcher's unique action, when an action is left and it can resolve (R-C2)."""
    if costly and can_start(s, lab, s.content.researchers[s.labs[lab].researcher].unique):
        return [UNIQUE]
    return []


def _card_plays(s: State, lab: int, costly: bool) -> list[Action]:
    """R-C1: a card of the lab's hand, or of any lab whose researcher may play on any turn, that
    can resolve (R-C2); it costs no action."""
    out: list[Action] = []
    for holder, holder_lab in enumerate(s.labs):
        if not holder_lab.hand or (holder != lab and not s.ability(holder, "play_cards_any_turn")):
            continue
        for card in holder_lab.hand:
            if can_start(s, holder, s.content.card(card).effect):
                out.append(_card_action(_PLAY, Play, card))
    return out


def _containment_plays(s: State, lab: int, costly: bool) -> list[Action]:
    """R-A7: an unlocked containment card that can resolve; it costs no action."""
    unlocked = [(value, slot.card) for value, slot in s.containment.items() if slot.status == "unlocked"]
    return [_PLAY_CONTAINMENT[value] for value, card in sorted(unlocked)
            if can_start(s, lab, s.content.containment[card].effect)] if unlocked else []


def _ability(s: State, lab: int) -> dict[str, Any]:
    """The ability of the lab's researcher (its free actions ...)."""
    return s.content.researchers[s.labs[lab].researcher].ability


_KINDS: tuple[Callable[[State, int, bool], list[Action]], ...] = (
    _removals, _adjustments, _transfers, _studies, _containments, _unique, _card_plays, _containment_plays)
"""Each kind of action, in the reference order (``end`` comes last)."""


def legal_actions(s: State) -> list[Action]:
    """Every action the active researcher may take now, in the reference order."""
    costly = s.actions_left >= 1
    out: list[Action] = []
    for kind in _KINDS:
        out += kind(s, s.active, costly)
    out.append(END)
    return out
