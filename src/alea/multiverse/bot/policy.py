"""Two policies over a seat's view: random among the legal moves, and greedy (take what is
there: a final meeting, then a capture; challenge a flip that would score; reroll a roll that
spoils a match)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from alea.multiverse.engine import Choice, Game, Move, View
from alea.multiverse.engine.requests import CHANGE, RESULTS, STABILITY
from alea.multiverse.engine.whatif import Outlook, outlooks
from alea.multiverse.engine.worlds import bit


class RandomBot:
    """Any legal move, drawn from the bot's own random source (not the game's)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(f"multiverse-bot/{seed}")

    def choose(self, view: View, moves: list[Move]) -> Move:
        """One of ``moves``."""
        return self.rng.choice(moves)


def _meets(view: View, player: int, switch: int) -> bool:
    """Whether ``switch`` would meet something for ``player``: a revealed opponent or a world."""
    if any(p.index != player and p.revealed and p.switch == switch for p in view.players):
        return True
    return any(world == switch for _, _, world in view.available(player))


class GreedyBot(RandomBot):
    """Takes the best immediate gain; ties and the physical die are drawn at random."""

    def value(self, view: View, look: Outlook) -> float:
        """What an action is worth now: 10 for a final meeting, 1 (more if it reveals a player)
        for a world, weighed by the chance that a challenge lets it stand."""
        gain = 0.0
        if look.meeting:
            gain = 10.0
        elif look.meets is not None:
            gain = 1.0
            _, owner = look.meets
            if owner is not None:
                left = sum(1 for s in view.players[owner].formation if s.state != "empty")
                gain += 1.0 if left == 1 else 0.0
        if look.challenger is not None and gain:
            gain *= (1 + float(_fraction(view.p_stability))) / 2
        return gain

    def choose(self, view: View, moves: list[Move]) -> Move:
        """The move with the best immediate value."""
        pending = view.pending
        assert pending is not None
        if pending.kind == "turn":
            looks = outlooks(view, pending.player)
            best = max(self.value(view, look) for look in looks)
            return self.rng.choice([look.action for look in looks if self.value(view, look) == best])
        if pending.kind == "die_result":  # MV3 without a real die: the bot rolls its own
            p = float(_fraction(view.p_stability))
            return Choice(RESULTS.index(STABILITY if self.rng.random() < p else CHANGE))
        pick: Callable[[View, Any], Any] | None = _DECIDERS.get(pending.kind)
        if pick is None:
            return self.rng.choice(moves)
        return Choice(pending.options.index(pick(view, pending)))


def _fraction(text: str) -> Any:
    from fractions import Fraction

    return Fraction(text)


def _challenge(view: View, pending: Any) -> bool:
    """Say "Just roll!" when the flip would let the active player score."""
    active = dict(pending.data)["active"]
    return _meets(view, active, view.players[active].switch)


def _reroll(view: View, pending: Any) -> bool:
    """Reroll a failed confirmation; reroll a leap roll when the other result alone would meet
    something and this one would not."""
    data = dict(pending.data)
    me = pending.player
    if data["purpose"] == "confirm":
        return bool(data["result"] == CHANGE)
    switch = view.players[me].switch
    other = switch ^ bit(data["colour"])
    now, alternative = (other, switch) if data["result"] == CHANGE else (switch, other)
    return not _meets(view, me, now) and _meets(view, me, alternative)


_DECIDERS: dict[str, Callable[[View, Any], Any]] = {
    "challenge": _challenge,
    "reroll": _reroll,
    "place_sceptres": lambda view, pending: pending.options[0],
    "meet": lambda view, pending: pending.options[0],
    "encounter": lambda view, pending: True,
}


def play_out(game: Game, bots: dict[int, Any], max_moves: int = 100_000) -> int:
    """Let bots play ``game`` to its end, each reading only its own seat's view; returns the
    number of moves."""
    count = 0
    while game.pending is not None and count < max_moves:
        player = game.pending.player
        game.apply(bots[player].choose(game.view(player), game.legal_moves()))
        count += 1
    return count

