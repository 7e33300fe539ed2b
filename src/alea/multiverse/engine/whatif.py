"""The ``options`` query (spec section 11): for each action, the switch it gives, what that
meets and who may challenge. Free, with no randomness, and read from a view only."""

from __future__ import annotations

from alea.dataclass import dataclass

from .moves import ACTIONS, Action, Flip
from .view import View
from .worlds import flip, flip_all


@dataclass(frozen=True)
class Outlook:
    """What one action would do if it succeeds."""

    action: Action
    switch: int
    meets: tuple[str, int | None] | None
    """(where, owner) of the world it would meet: a slot of ``owner``, or a column (owner
    None); None when it meets nothing."""
    meeting: tuple[int, ...]
    """Revealed opponents whose switch it would equal (a final meeting, M-W2)."""
    challenger: int | None
    """Who may say "Just roll!" (M-A1), or None."""


def outlook(view: View, player: int, action: Action) -> Outlook:
    """What ``action`` by ``player`` would lead to (before any leap)."""
    switch = view.players[player].switch
    challenger = None
    if isinstance(action, Flip):
        new = flip(switch, action.colour)
        holder = view.holder(view.colours[action.colour - 1])
        challenger = holder if holder is not None and holder >= 0 and holder != player else None
    else:
        new = flip_all(switch)
    meeting = tuple(p.index for p in view.players
                    if p.index != player and p.revealed and p.switch == new)
    meets = next(((where, owner) for where, owner, world in view.available(player) if world == new),
                 None)
    return Outlook(action, new, meets, meeting, challenger)


def outlooks(view: View, player: int) -> list[Outlook]:
    """:func:`outlook` for every action (M-T2: all six are always legal)."""
    return [outlook(view, player, action) for action in ACTIONS]
