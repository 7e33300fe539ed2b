"""What a rollout's end is worth to the search's player (:func:`evaluate`)."""

from __future__ import annotations

from alea.multiverse.engine import ACTIONS, Game

from .guards import winning_meeting

COLOURS = 5
"""Sliders on a switch."""

WIN = 20.0
"""What an ended game is worth to the player: this for a win, minus this for a loss, half of it
for a shared win, nothing for the safety stop's draw."""

REACH = 6.0
"""What a winning final meeting within one action at the player's next turn is worth."""

STEP = 0.25
"""What each action between the player and the nearest world they may meet costs, at the
player's next turn: a pull towards the worlds, so that a search with nothing to meet this turn
heads for the next capture instead of flipping to and fro. Never worth a point: no world is more
than three actions away (:func:`steps`)."""


def steps(switch: int, world: int) -> int:
    """The fewest actions from ``switch`` to ``world``: a flip for each slider that differs, or
    the flip-all first and then a flip for each slider that agreed."""
    differ = bin(switch ^ world).count("1")
    return min(differ, 1 + COLOURS - differ)


def evaluate(game: Game, me: int) -> float:
    """A rollout's end for ``me``: an ended game as a win or a loss (:data:`WIN`), else the score
    against the best opponent, plus :data:`REACH` when a winning final meeting is one action away,
less :data:`STEP` for each action between the player and the nearest world they may meet."""
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
        worlds = [world for _, _, world in view.available(me)]
        if worlds:
            value -= STEP * min(steps(view.players[me].switch, world) for world in worlds)
    return value


