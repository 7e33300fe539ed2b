"""The settled endgame of a two-player game, where the search needs no sampling.

Once every world is captured (both players revealed, no column left) nothing is hidden and no
world can be met, so scores change only by a final meeting and a rollout draws no die unless a
flip is challenged, which the guarded policy does only against a meeting. Every sampled world
is then the same world, and a rollout of an action that meets nobody comes to one of a few
ends: the opponent's guarded reply (drawn among its equal candidates) leaves the player a
winning final meeting at their next turn or not. When every candidate reply gives the same, the
rollout's value is that in every world, so :func:`settled_values` works it out once instead of
once a world: the same values, and so the same advice, as the sampled rollouts would give
(tests/multiverse/test_mv_endgame.py compares them). Two players who both refuse every gift
play on in this endgame to the safety stop (M-W4), so most of such a game's hints are asked
here. Anything else (a meeting, a die, an opponent who could end the game, the turn limit
near) returns None, and the search samples as usual.
"""

from __future__ import annotations

from alea.multiverse.engine import ACTIONS, Action, Game, Turn, View, load_content
from alea.multiverse.engine.events import DieRolled, Event
from alea.multiverse.engine.whatif import outlook

from .guarded import GuardedBot
from .guards import POINTS_SWITCH, settled
from .value import REACH, evaluate
from .world import sample_world


def _to_turn(game: Game, answer: GuardedBot, events: list[Event]) -> None:
    """Answer every decision by the guarded policy until a turn is asked (or the game ends),
    keeping the events."""
    while game.pending is not None and not isinstance(game.pending, Turn):
        player = game.pending.player
        events += game.apply(answer.choose(game.view(player), game.legal_moves()))


def settled_value(view: View, action: Action) -> float | None:
    """The value every rollout of ``action`` gives at a :func:`settled` ``view``, or None when
    the rollouts might differ from world to world (or the action makes a final meeting)."""
    me = view.active
    if outlook(view, me, action).meeting:
        return None
    answer = GuardedBot()  # answers challenges only, which draw nothing from its random source
    game = sample_world(view, 0)  # nothing hidden: every seed deals the same table
    events = list(game.apply(action))
    _to_turn(game, answer, events)
    pending = game.pending
    if pending is None or pending.player == me or any(isinstance(e, DieRolled) for e in events):
        return None
    theirs = game.view(pending.player)
    replies, sure = answer.candidates(theirs, pending.player)
    if sure:
        return None
    scores = [p.score for p in view.players]
    wins = scores[me] + POINTS_SWITCH >= max(scores)
    within = {outlook(theirs, me, a).switch for a in ACTIONS}
    ends = set()
    for reply in replies:
        look = outlook(theirs, pending.player, reply)
        if look.meeting:
            return None
        ends.add(wins and look.switch in within)
    if len(ends) != 1:
        return None
    events += game.apply(replies[0])  # the path to the player's next turn is the same for every reply
    _to_turn(game, answer, events)
    if (not isinstance(game.pending, Turn) or game.pending.player != me
            or any(isinstance(e, DieRolled) for e in events)):
        return None  # the game ended (the turn limit) or a die was rolled: sample
    value = evaluate(game, me)
    expected = float(scores[me] - max(s for i, s in enumerate(scores) if i != me)) + (REACH if ends.pop() else 0.0)
    return value if value == expected else None


KNOWN_LIMIT = 100_000
"""How many settled values :func:`settled_values` keeps before it starts afresh."""

_known: dict[tuple[object, ...], float | None] = {}
"""Settled values worked out so far, by every fact a rollout of the settled endgame reads (the
endgame's positions come round again and again as the switches go to and fro)."""


def _key(view: View, action: Action) -> tuple[object, ...]:
    """What :func:`settled_value` depends on: the switches, captures and meetings (so the
    scores), the sceptres and seats, the variants, the action; the turn only near the limit."""
    near = view.turn + 4 >= load_content().turn_limit
    return (action, view.active, view.wooden_used, view.circle, view.order, view.variants, view.p_stability,
            tuple((p.switch, p.captured, p.met) for p in view.players), view.turn if near else None)


def settled_values(view: View, kept: list[Action]) -> dict[Action, float] | None:
    """:func:`settled_value` of every kept action, or None when any of them needs sampling."""
    values: dict[Action, float] = {}
    if len(_known) > KNOWN_LIMIT:
        _known.clear()
    for action in kept:
        key = _key(view, action)
        if key not in _known:
            _known[key] = settled_value(view, action)
        value = _known[key]
        if value is None:
            return None
        values[action] = value
    return values
