"""The search bot: rollouts over sampled worlds, from the seat's view only (issue 31).

At a turn it keeps the actions :func:`~.guards.allowed` leaves (no losing final meeting, no gift
while a safe action exists), samples worlds consistent with the view (:mod:`.world`: the
face-down tokens dealt from the never-seen worlds, dice of the world's own seed), and in each
world plays every kept action: the action with its challenge (the holder answers as the guarded
policy does), its leaps and chains, then every other player's turn by the guarded policy
(:class:`~.guarded.GuardedBot`: greedy, with the guards), up to the player's own next action. The
position reached is scored by :func:`~.value.evaluate`: a win or a loss if the game ended, else
the score against the best opponent, a final meeting within reach and how near the next world
to meet is. Every action meets the same worlds (and so the same dice in the same order); the
best mean wins, the first of the kept actions among equals. With three players or more the
search keeps to the guarded policy's action (the best immediate gain) unless another's mean is
better by more than :data:`MARGIN`. The budget is counted in worlds, not
time, so a view and a seed always give the same move. In a two-player game whose worlds are all
captured the rollouts are worked out once instead of once a world (:mod:`.endgame`: the same
values). A two-player game that has stalled is played to its end (:mod:`.closing`) before any
rollout, and no flip the player made at their previous turn is undone while another action is as
safe.

Decisions (a challenge, a reroll, sceptre placement) are answered by the guarded policy.
"""

from __future__ import annotations

import random
from dataclasses import field
from alea.dataclass import dataclass

from alea.multiverse.engine import Action, IllegalMove, Move, Turn, View

from .closing import closing, narrowed
from .endgame import settled_values
from .guarded import GuardedBot
from .guards import gift, settled, sure_win, weighed
from .value import REACH, WIN, evaluate
from .world import sample_world

HINT_WORLDS = 12
"""The hint's budget with two players: sampled worlds per action (benchmarks/hint_latency.py
measures its cost). A rollout plays every other player's turn, so with more players each world
costs more and fewer are sampled (:func:`hint_worlds`)."""


def hint_worlds(players: int) -> int:
    """Sampled worlds per action for a game of ``players``: :data:`HINT_WORLDS` with two, in
    proportion fewer with more, at least 4 (the hint's p95 stays within 300 ms)."""
    return max(4, HINT_WORLDS * 2 // players)


MARGIN = 6.0
"""With three players or more, how much better than the guarded policy's own action (the best
immediate gain) the rollouts must find another before the search takes it (:func:`margin`):
three players act between a player's action and their next, so most of what separates two
actions' means over a few worlds is dice, and a search that took the best mean passed up
captures the one-ply hint takes (docs/balance-multiverse.md measures both). The Tetrikon search
keeps to its look-ahead the same way (``alea.tetrikon.bot.search.MARGIN``)."""


def margin(players: int) -> float | None:
    """How much better than the guarded policy's action another must be for a game of
    ``players``: None with two (the rollouts see the one reply, and their best mean is taken as it
    is), :data:`MARGIN` with more."""
    return None if players == 2 else MARGIN


ROLLOUT_MOVES = 200
"""A rollout stops after this many moves even if the player's next action has not come."""


@dataclass(frozen=True)
class Plan:
    """The chosen move and what the search saw: each weighed action's mean value, and the
    actions the guards set aside (as "gift" or "losing")."""

    move: Move
    values: dict[Action, float] = field(default_factory=dict)
    set_aside: dict[Action, str] = field(default_factory=dict)
    closing: bool = False
    """Whether the move plays a stalled two-player game to its end (:mod:`.closing`): a final
    meeting that may be challenged, an offer, or the end of a game the player can no longer win."""


def rollout(view: View, action: Action, seed: int) -> float | None:
    """``action`` in the world of ``seed``, then every seat by :class:`GuardedBot` up to the
    player's next action (or the game's end); its :func:`evaluate`. None when the world cannot
    be sampled."""
    me = view.active
    try:
        game = sample_world(view, seed)
        game.apply(action)
    except (IllegalMove, ValueError):
        return None
    bots: dict[int, GuardedBot] = {}
    moves = 0
    while game.pending is not None and moves < ROLLOUT_MOVES:
        pending = game.pending
        if isinstance(pending, Turn) and pending.player == me and game.state.turn > view.turn:
            break
        bot = bots.get(pending.player)
        if bot is None:
            bot = bots[pending.player] = GuardedBot(seed + pending.player)
        game.apply(bot.choose(game.view(pending.player), game.legal_moves()))
        moves += 1
    return evaluate(game, me)


def _best(kept: list[Action], values: dict[Action, float]) -> Action:
    """The kept action of the best value; the first kept one among equals."""
    return max(kept, key=lambda a: (values.get(a, float("-inf")), -kept.index(a)))


def _kept_to(kept: list[Action], values: dict[Action, float], gains: dict[Action, float], within: float) -> Action:
    """Among the kept actions whose value is within ``within`` of the best, the one of the best
    immediate gain (the guarded policy's choice), then the best value, then the first kept."""
    top = max(values.values())
    near = [a for a in kept if a in values and values[a] >= top - within]
    return max(near, key=lambda a: (gains[a], values[a], -kept.index(a)))


class SearchBot:
    """Chooses actions by rollouts over ``worlds`` sampled worlds each; ``seed`` fixes them."""

    def __init__(self, worlds: int | None = None, seed: int = 0) -> None:
        self.worlds = worlds
        """Worlds per action; None: :func:`hint_worlds` of the game's player count."""
        self.seed = seed
        self.policy = GuardedBot(seed)
        """The guarded policy: decisions, and the rollouts' players."""

    def plan(self, view: View, legal: list[Move]) -> Plan:
        """The move for the pending request, with what the search measured."""
        pending = view.pending
        assert pending is not None
        if pending.kind != "turn":
            return Plan(self.policy.choose(view, legal))
        me = pending.player
        looks, set_aside = weighed(view, me)
        sure = [look.action for look in looks if sure_win(view, me, look) and look.challenger is None]
        if sure:
            return Plan(sure[0], {}, set_aside)
        ending = closing(view, me, looks)
        if ending:
            return Plan(ending[0], {}, set_aside, closing=True)
        looks = narrowed(view, me, looks)
        kept = [look.action for look in looks]
        if len(kept) == 1:
            return Plan(kept[0], {}, set_aside)
        if settled(view):
            known = settled_values(view, kept)
            if known is not None:
                return Plan(_best(kept, known), known, set_aside)
        key = f"multiverse-search/{self.seed}/{view.turn}/{me}/{len(view.history)}"
        rng = random.Random(key)
        worlds = self.worlds if self.worlds is not None else hint_worlds(len(view.players))
        seeds = [rng.randrange(2**31) for _ in range(worlds)]
        totals = {a: 0.0 for a in kept}
        counts = {a: 0 for a in kept}
        for seed in seeds:
            for action in kept:
                value = rollout(view, action, seed)
                if value is not None:
                    totals[action] += value
                    counts[action] += 1
        values = {a: totals[a] / n for a, n in counts.items() if n}
        if not values:  # no world could be sampled (a described position): the guarded policy
            return Plan(self.policy.choose(view, legal), {}, set_aside)
        within = margin(len(view.players))
        if within is None:
            return Plan(_best(kept, values), values, set_aside)
        gains = {look.action: self.policy.value(view, look) for look in looks}
        return Plan(_kept_to(kept, values, gains, within), values, set_aside)

    def choose(self, view: View, moves: list[Move]) -> Move:
        """The bot's move for the pending request."""
        return self.plan(view, moves).move


__all__ = ["GuardedBot", "HINT_WORLDS", "MARGIN", "Plan", "REACH", "SearchBot", "WIN", "evaluate", "gift", "hint_worlds", "margin", "rollout"]
