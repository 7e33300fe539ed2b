"""The search bot: rollouts over sampled worlds, from the seat's view only (issue 31).

At a turn it keeps the actions :func:`~.guards.allowed` leaves (no losing final meeting, no gift
while a safe action exists), samples worlds consistent with the view (:mod:`.world`: the
face-down tokens dealt from the never-seen worlds, dice of the world's own seed), and in each
world plays every kept action: the action with its challenge (the holder answers as the guarded
policy does), its leaps and chains, then every other player's turn by the guarded policy
(:class:`GuardedBot`: greedy, with the guards), up to the player's own next action. The position
reached is scored by :func:`evaluate`: a win or a loss if the game ended, else the score against
the best opponent and a final meeting within reach. Every action meets the same worlds (and so
the same dice in the same order); the best mean wins. The budget is counted in worlds, not time,
so a view and a seed always give the same move.

Decisions (a challenge, a reroll, sceptre placement) are answered by the guarded policy.
"""

from __future__ import annotations

import random
from dataclasses import field
from alea.dataclass import dataclass

from alea.multiverse.engine import ACTIONS, Action, Choice, Game, IllegalMove, Move, Turn, View
from alea.multiverse.engine.whatif import outlook

from .guards import allowed, challenge_verdict, gift, losing_meeting, winning_meeting
from .policy import GreedyBot
from .world import sample_world

HINT_WORLDS = 12
"""The hint's budget with two players: sampled worlds per action (benchmarks/hint_latency.py
measures its cost). A rollout plays every other player's turn, so with more players each world
costs more and fewer are sampled (:func:`hint_worlds`)."""


def hint_worlds(players: int) -> int:
    """Sampled worlds per action for a game of ``players``: :data:`HINT_WORLDS` with two, in
    proportion fewer with more, at least 4 (the hint's p95 stays within 300 ms)."""
    return max(4, HINT_WORLDS * 2 // players)

ROLLOUT_MOVES = 200
"""A rollout stops after this many moves even if the player's next action has not come."""

WIN = 20.0
"""What an ended game is worth to the player: this for a win, minus this for a loss, half of it
for a shared win, nothing for the safety stop's draw."""

REACH = 6.0
"""What a winning final meeting within one action at the player's next turn is worth."""


class GuardedBot(GreedyBot):
    """The greedy policy with the guards: among the :func:`~.guards.allowed` actions the best
    immediate gain, a winning final meeting first; a challenge that decides the game answered as
    :func:`~.guards.challenge_verdict` says. The search's rollouts play every seat with it; it is
    also the ladder's "one-ply with guards" rung."""

    def choose(self, view: View, moves: list[Move]) -> Move:
        """The move with the best immediate value among the allowed ones."""
        pending = view.pending
        assert pending is not None
        if pending.kind == "turn":
            me = pending.player
            actions = allowed(view, me)
            sure = [a for a in actions if winning_meeting(view, me, a)]
            if sure:
                return sure[0]
            looks = [outlook(view, me, a) for a in actions]
            best = max(self.value(view, look) for look in looks)
            return self.rng.choice([look.action for look in looks if self.value(view, look) == best])
        if pending.kind == "challenge":
            data = dict(pending.data)
            verdict = challenge_verdict(view, pending.player, data["active"])
            if verdict is not None:
                return Choice(pending.options.index(verdict))
        return super().choose(view, moves)


@dataclass(frozen=True)
class Plan:
    """The chosen move and what the search saw: each weighed action's mean value, and the
    actions the guards set aside (as "gift" or "losing")."""

    move: Move
    values: dict[Action, float] = field(default_factory=dict)
    set_aside: dict[Action, str] = field(default_factory=dict)


def evaluate(game: Game, me: int) -> float:
    """A rollout's end for ``me``: an ended game as a win or a loss (:data:`WIN`), else the score
    against the best opponent, plus :data:`REACH` when a winning final meeting is one action away."""
    view = game.view(me)
    if view.pending is None:
        if not view.winners:
            return 0.0
        if me in view.winners:
            return WIN if len(view.winners) == 1 else WIN / 2
        return -WIN
    scores = [p.score for p in view.players]
    best = max(s for i, s in enumerate(scores) if i != me)
    value = float(scores[me] - best)
    if view.pending.kind == "turn" and view.pending.player == me:
        if any(winning_meeting(view, me, a) for a in ACTIONS):
            value += REACH
    return value


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
        kept = allowed(view, me)
        set_aside = {a: ("losing" if losing_meeting(view, me, a) else "gift")
                     for a in ACTIONS if a not in kept}
        sure = [a for a in kept if winning_meeting(view, me, a) and outlook(view, me, a).challenger is None]
        if sure or len(kept) == 1:
            return Plan((sure or kept)[0], {}, set_aside)
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
        best = max(kept, key=lambda a: (values.get(a, float("-inf")), -kept.index(a)))
        return Plan(best, values, set_aside)

    def choose(self, view: View, moves: list[Move]) -> Move:
        """The bot's move for the pending request."""
        return self.plan(view, moves).move


__all__ = ["GuardedBot", "HINT_WORLDS", "Plan", "SearchBot", "evaluate", "gift", "hint_worlds", "rollout"]
