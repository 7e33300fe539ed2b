"""The search bot: rollouts over sampled worlds, from the player's view only (R-G4).

At a turn it keeps the greedy policy's best candidate actions (and ``end``), samples worlds
consistent with the view (:mod:`.world`), tries every other legal action in the first world and
keeps the best :data:`SCREEN` of them too, and in each world plays every candidate: the action,
then the rest of the action phase by the greedy policy. The position reached is scored by
:mod:`.evaluation`, which weighs the coming threat phase's prime over the six values it may roll
(one sampled roll would let a lucky die decide between moves); the candidate with the best mean
wins.
Every candidate meets the same worlds (and so the same dice), so they are compared fairly.
(Measured, docs/balance.md: ending the action phase right after the tried action, or containing
whenever a group allows, won fewer games than letting the greedy policy play the rest.)

The budget is counted in sampled worlds, not time: the same view and seed always give the same
move, on any machine. Decisions (questions inside an action or event) are answered by the greedy
policy, which the search's rollouts also use.
"""

from __future__ import annotations

import random
from dataclasses import field
from alea.dataclass import dataclass

from alea.tesseract.engine import Action, Choice, Decision, End, IllegalMove, Move, Turn, View
from alea.tesseract.engine.state import State

from .evaluation import empty_spaces, evaluate, lab_progress, terms
from .policy import Seen, _Look, _score_action, choose as greedy_choose, seen
from .player import Player
from .world import World

HINT_WORLDS = 4
"""The hint's budget: sampled worlds per candidate (see docs/balance.md for what it costs)."""

WIDTH = 10
"""Candidate actions searched besides ``end``: the greedy policy's best ones."""

ROLL_AT_LEAST = 3
"""After containing, the group's other dice are rolled only when there are this many."""

EXPECT_THREAT = True
"""Whether rollouts stop before the threat phase's prime and weigh its six values."""

SCREEN = 4
"""Actions beyond the greedy policy's best tried in the first world; this many of them, the best
there, are tried in every world too (the greedy ranking misses moves towards a far group)."""

ROLLOUT_MOVES = 40
"""A rollout stops after this many moves even if the turn has not ended (it always does sooner)."""


@dataclass(frozen=True)
class Plan:
    """The chosen move and what the search saw: each candidate's mean value and mean terms."""

    move: Move
    values: dict[Action, float] = field(default_factory=dict)
    terms: dict[Action, dict[str, float]] = field(default_factory=dict)


def _candidates(view: View, legal: list[Move], width: int) -> list[Action]:
    look = _Look.of(view, view.active)
    actions = [a for a in legal if isinstance(a, Action)]
    scored = sorted(((_score_action(a, look), i) for i, a in enumerate(actions)
                     if not isinstance(a, End)), reverse=True)
    out = [actions[i] for _, i in scored[:width]]
    out += [a for a in actions if isinstance(a, End)]
    return out


def _set_value(view: View, die: int, options: list[int]) -> int:
    """The index of the value to set a lab die to: the one that leaves its lab fewest actions from
    containing (:func:`~.evaluation.lab_progress`), the die's own value on a tie."""
    lab = next((lab for lab in view.labs if any(d.id == die for d in lab.dice)), None)
    if lab is None:
        return 0
    empty = empty_spaces(view.board)
    others = [seen(d) for d in lab.dice if d.id != die]
    own = seen(next(d for d in lab.dice if d.id == die))
    free = lab.capacity - len(lab.dice)

    def cost(value: int) -> tuple[float, bool]:
        dice = tuple(sorted(others + [Seen(own.colour, value)]))
        return (lab_progress(dice, free, empty), value != own.value)

    return min(range(len(options)), key=lambda i: cost(options[i]))


def answer(view: View, legal: list[Move]) -> Move:
    """A decision's answer: the greedy policy's, except after containing, where the group's other
    dice are rolled only when there are :data:`ROLL_AT_LEAST` of them (two dice left of a group are
    often two thirds of the next one; measured in docs/balance.md), and when a card sets the dice
    of a lab: the active lab's, each die to the value that brings the lab nearest to containing
    (the greedy policy would set them all to 1)."""
    pending = view.pending
    if isinstance(pending, Decision) and pending.kind == "pick_lab" and pending.data.get("op") == "set":
        options = list(pending.options)
        return Choice(options.index(view.active) if view.active in options else 0)
    if isinstance(pending, Decision) and pending.kind == "pick_value" and "die" in pending.data:
        return Choice(_set_value(view, pending.data["die"], list(pending.options)))
    if isinstance(pending, Decision) and pending.kind == "roll_count":
        levels, decks = pending.data.get("levels", {}), pending.data.get("decks", {})
        options = list(pending.options)
        return Choice(max(range(len(options)), key=lambda i: options[i] if options[i] >= ROLL_AT_LEAST
                          and decks.get(levels.get(options[i]), 0) else 0))
    return greedy_choose(view, legal)


def rollout(view: View, action: Action, world: World, greedy_rest: bool = True
            ) -> tuple[State, bool] | None:
    """Play ``action`` in the sampled ``world`` (from its start), then the rest of the action phase
    by the greedy policy. Returns the sampled game's state and whether its
    action phase has just ended, the threat phase still to come: the rollout stops before the
    prime's roll, which :func:`~.evaluation.evaluate` weighs over its six values (None when the
    action does not fit that world; when no world fits any candidate, the plan falls back on the
    greedy policy's first choice). The state is the world's: read it before the next rollout."""
    try:
        game = world.game()
        state = game._run.state  # noqa: SLF001 - the bot's own sampled world
        if isinstance(action, End) and EXPECT_THREAT:
            return state, True
        game.apply(action)
    except (IllegalMove, ValueError):  # a world the position rules refuse: the others still count
        return None
    moves = 0
    while game.pending is not None and state.turn == view.turn and moves < ROLLOUT_MOVES:
        pending = game.pending
        if isinstance(pending, Turn) and not greedy_rest:
            move: Move = End()
        else:
            move = answer(game.view(), game.legal_moves())
        if EXPECT_THREAT and isinstance(move, End):
            return state, True
        game.apply(move)
        moves += 1
    return state, False


class SearchBot(Player):
    """Chooses moves by rollouts over ``worlds`` sampled worlds per candidate; ``seed`` fixes them."""

    def __init__(self, worlds: int = HINT_WORLDS, seed: int = 0, width: int = WIDTH,
                 greedy_rest: bool = True) -> None:
        self.worlds = worlds
        self.seed = seed
        self.width = width
        self.greedy_rest = greedy_rest

    def plan(self, view: View, legal: list[Move]) -> Plan:
        """The move for the pending request, with what the search measured."""
        pending = view.pending
        if isinstance(pending, Decision) or not isinstance(pending, Turn):
            return Plan(answer(view, legal))
        candidates = _candidates(view, legal, self.width)
        if len(candidates) == 1:
            return Plan(candidates[0])
        key = f"alea-bot/{self.seed}/{view.turn}/{view.active}/{view.actions_left}/{len(view.history)}"
        rng = random.Random(key)
        seeds = [rng.randrange(2**31) for _ in range(self.worlds)]
        others = [a for a in legal if isinstance(a, Action) and a not in candidates] if SCREEN else []
        tried = candidates + others
        totals = {action: 0.0 for action in tried}
        counts = {action: 0 for action in tried}
        sums: dict[Action, dict[str, float]] = {action: {} for action in tried}
        for number, seed in enumerate(seeds):
            world = World(view, seed)
            for action in tried:
                reached = rollout(view, action, world, self.greedy_rest)
                if reached is None:
                    continue
                state, threat = reached
                totals[action] += evaluate(state, threat)
                if state.result is None:
                    mine = sums[action]
                    for name, value in terms(state, threat).items():
                        mine[name] = mine.get(name, 0.0) + value
                counts[action] += 1
            if number == 0 and others:  # the screen: the other actions' best go on to every world
                ranked = sorted((a for a in others if counts[a]), key=lambda a: -totals[a])
                candidates = candidates + ranked[:SCREEN]
                tried = candidates
                for action in others:
                    if action not in candidates:
                        del totals[action], counts[action], sums[action]
        values = {a: totals[a] / n for a, n in counts.items() if n}
        parts = {a: {name: value / n for name, value in sums[a].items()}
                 for a, n in counts.items() if n}
        best = max(candidates, key=lambda a: (values.get(a, float("-inf")), -candidates.index(a)))
        return Plan(best, values, parts)

    def choose(self, view: View, legal: list[Move]) -> Move:
        """The bot's move for the pending request (an Action on a Turn, a Choice on a Decision)."""
        return self.plan(view, legal).move


__all__ = ["HINT_WORLDS", "Plan", "SearchBot", "rollout"]
