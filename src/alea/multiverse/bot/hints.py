"""The hint: what the greedy bot would do for the seat that must answer, and why, read from that
seat's view only. The reason is a code with its facts; narration words it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from alea.multiverse.engine import Choice, Move, View
from alea.multiverse.engine.whatif import outlook

from .policy import GreedyBot

REASONS: tuple[str, ...] = (
    "meeting",      # the action makes a final meeting: data met
    "capture",      # the action meets a world: data where, owner (None: a column)
    "nothing",      # no action meets anything now: any will do
    "challenge",    # say "Just roll!": the flip would let the active player score
    "let_be",       # let the flip be: it gives the active player nothing
    "reroll",       # reroll: a failed confirmation, or a leap roll that spoils a match
    "keep",         # keep the roll
    "choose",       # a choice with no better option (placement, several revealed players)
    "meet",         # MV1: meet the world
    "physical_die", # MV3: roll the real die and give its result; the hint cannot know it
)
"""Every reason a hint may give."""


@dataclass(frozen=True)
class Hint:
    """A move and why: ``reason`` is one of :data:`REASONS`; ``data`` holds its facts."""

    move: Move | None
    reason: str
    data: dict[str, Any] = field(default_factory=dict)


def hint(view: View, moves: list[Move]) -> Hint:
    """The greedy bot's move for the pending request of ``view`` (seeded the same each time, so
    the hint does not change when asked again), and its reason."""
    pending = view.pending
    if pending is None:
        raise ValueError("nothing is pending")
    if pending.kind == "die_result":
        return Hint(None, "physical_die", dict(pending.data))
    move = GreedyBot(view.turn).choose(view, moves)
    if pending.kind == "turn":
        assert not isinstance(move, Choice)
        look = outlook(view, pending.player, move)
        if look.meeting:
            return Hint(move, "meeting", {"met": look.meeting[0], "challenger": look.challenger})
        if look.meets is not None:
            return Hint(move, "capture", {"where": look.meets[0], "owner": look.meets[1],
                                          "challenger": look.challenger})
        return Hint(move, "nothing")
    assert isinstance(move, Choice)
    option = pending.options[move.index]
    reason = {("challenge", True): "challenge", ("challenge", False): "let_be",
              ("reroll", True): "reroll", ("reroll", False): "keep",
              ("encounter", True): "meet"}.get((pending.kind, option), "choose")
    return Hint(move, reason, {"option": option})
