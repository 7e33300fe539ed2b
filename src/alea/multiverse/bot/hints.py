"""The hint: what the search bot (:mod:`.search`) would do for the seat that must answer, and
why, read from that seat's view only. The reason is a code with its facts; narration words it.

:func:`explain` turns a search plan into that reason; :func:`hint` plans and explains. The
lesson and the demo call :func:`explain` on the plan of the move they show, so the reason they
give is the hint's own.
"""

from __future__ import annotations

from dataclasses import field
from alea.dataclass import dataclass
from typing import Any

from alea.multiverse.engine import Choice, Move, View
from alea.multiverse.engine.whatif import outlook

from .guards import challenge_verdict, lost, next_player, offer
from .search import Plan, SearchBot

REASONS: tuple[str, ...] = (
    "meeting",      # the action makes a final meeting that wins: data met
    "capture",      # the action meets a world: data where, owner (None: a column)
    "safe",         # other actions would let the next player end the game: data next, me_revealed
    "not_losing",   # a final meeting is within reach but would lose: data met
    "ahead",        # nothing meets now: over sampled worlds this action leaves the player best placed
    "nothing",      # no action meets anything now: any will do
    "challenge",    # say "Just roll!": the flip would let the active player score
    "stop_win",     # say "Just roll!": letting the flip be ends the game with the active player winning
    "let_win",      # let the flip be: its final meeting ends the game with the holder among the winners
    "let_be",       # let the flip be: it gives the active player nothing
    "reroll",       # reroll: a failed confirmation, or a leap roll that spoils a match
    "keep",         # keep the roll
    "choose",       # a choice with no better option (placement, several revealed players)
    "meet",         # MV1: meet the world
    "physical_die", # MV3: roll the real die and give its result; the hint cannot know it
    "offer",        # a stalled game: the next player can meet the player only by a flip the player may challenge: data next
    "concede",      # the player can no longer win: the action lets the game end: data next
)
"""Every reason a hint may give."""


@dataclass(frozen=True)
class Hint:
    """A move and why: ``reason`` is one of :data:`REASONS`; ``data`` holds its facts."""

    move: Move | None
    reason: str
    data: dict[str, Any] = field(default_factory=dict)


def explain(plan: Plan, view: View) -> Hint:
    """The reason for ``plan``'s move at ``view`` (the seat's view that planned it)."""
    pending = view.pending
    if pending is None:
        raise ValueError("nothing is pending")
    move = plan.move
    if pending.kind == "turn":
        assert not isinstance(move, Choice)
        me = pending.player
        look = outlook(view, me, move)
        facts: dict[str, Any] = {"challenger": look.challenger}
        if look.meeting:
            return Hint(move, "meeting", {**facts, "met": look.meeting[0]})
        if plan.closing and (lost(view, me) or offer(view, me, move)):
            return Hint(move, "concede" if lost(view, me) else "offer", {**facts, "next": next_player(view, me)})
        if look.meets is not None:  # a capture, at a risk too (closing.chances)
            return Hint(move, "capture", {**facts, "where": look.meets[0], "owner": look.meets[1]})
        if "gift" in plan.set_aside.values():
            return Hint(move, "safe", {**facts, "next": next_player(view, me),
                                       "me_revealed": view.players[me].revealed})
        losing = [a for a, why in plan.set_aside.items() if why == "losing"]
        if losing:
            return Hint(move, "not_losing", {**facts, "met": outlook(view, me, losing[0]).meeting[0]})
        values = plan.values
        if len(values) > 1 and len(set(round(v, 6) for v in values.values())) > 1:
            return Hint(move, "ahead", facts)
        return Hint(move, "nothing", facts)
    assert isinstance(move, Choice)
    option = pending.options[move.index]
    if pending.kind == "challenge":
        verdict = challenge_verdict(view, pending.player, dict(pending.data)["active"])
        if verdict is not None:
            return Hint(move, "stop_win" if verdict else "let_win", {"option": option})
    reason = {("challenge", True): "challenge", ("challenge", False): "let_be",
              ("reroll", True): "reroll", ("reroll", False): "keep",
              ("encounter", True): "meet"}.get((pending.kind, option), "choose")
    return Hint(move, reason, {"option": option})


def hint(view: View, moves: list[Move]) -> Hint:
    """The search bot's move for the pending request of ``view`` (seeded the same each time, so
    the hint does not change when asked again), and its reason."""
    pending = view.pending
    if pending is None:
        raise ValueError("nothing is pending")
    if pending.kind == "die_result":
        return Hint(None, "physical_die", dict(pending.data))
    return explain(SearchBot().plan(view, moves), view)
