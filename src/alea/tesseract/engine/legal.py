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

from typing import TypeVar

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


def legal_actions(s: State) -> list[Action]:
    """Every action the active researcher may take now, in the reference order."""
    lab = s.active
    own = s.labs[lab]
    ability = s.content.researchers[own.researcher].ability
    costly = s.actions_left >= 1
    dice = s.dice
    out: list[Action] = []
    # remove (R-A1): a removable die and a free space in the lab
    if costly and own.free > 0:
        out += [_REMOVE[col] for col, _, _ in s.removable_for(lab)]
    # adjust (R-A2): never above 6; below 1 only for a primed die
    if costly:
        for d in own.dice:
            value = dice[d].value
            if value < 6:
                out.append(_RAISE[d])
            if value > 1:
                out.append(_LOWER[d])
    if s.primed and (costly or s.uses.get("free_adjust", 0)
                     < (ability.get("free_primed_adjusts") or 0)):
        for d in s.primed:
            if dice[d].value < 6:
                out.append(_RAISE[d])
            out.append(_LOWER[d])
    # transfer (R-A3): into another lab with a free space, or from another lab into this one
    if costly:
        into_own = _transfers_into(lab)
        for i, other in enumerate(s.labs):
            if i == lab:
                continue
            if other.free > 0 and own.dice:
                into_other = _transfers_into(i)
                out += [into_other[d] for d in own.dice]
            if own.free > 0:
                out += [into_own[d] for d in other.dice]
    # study (R-A4): a card below Level 4 with a higher deck that still has cards
    if own.hand and (costly or s.uses.get("free_study", 0) < (ability.get("free_studies") or 0)):
        for card in own.hand:
            level = s.content.card(card).level
            if level < 4 and s.deck_level_after(level) is not None:
                out.append(_card_action(_STUDY, Study, card))
    # contain (R-A5, R-A6): a valid group, one of its dice whose space is empty
    if costly and len(own.dice) >= 3:
        for group in valid_groups(s, lab):
            out += [Contain(group, d) for d in containable(s, group)]
    # the unique action (R-C2: only when it can resolve)
    if costly and can_start(s, lab, s.content.researchers[own.researcher].unique):
        out.append(UNIQUE)
    # card plays (R-C1): own cards, or any lab's whose researcher may play on any turn
    for holder, holder_lab in enumerate(s.labs):
        for card in holder_lab.hand:
            if holder != lab and not s.ability(holder, "play_cards_any_turn"):
                continue
            if can_start(s, holder, s.content.card(card).effect):
                out.append(_card_action(_PLAY, Play, card))
    # containment cards (R-A7): unlocked ones that can resolve
    for value, slot in sorted(s.containment.items()):
        if slot.status == "unlocked" and can_start(s, lab, s.content.containment[slot.card].effect):
            out.append(_PLAY_CONTAINMENT[value])
    out.append(END)
    return out
