"""Helpers for Tetrikon's tests: a match driven through the rules contract, positions,
forced chance outcomes, and a bot that answers everything."""

from __future__ import annotations

import random
from collections import deque
from typing import Any

from alea.tetrikon.engine.config import Config
from alea.tetrikon.engine.moves import Choice
from alea.tetrikon.engine.requests import Chance, Decision, Turn
from alea.tetrikon.engine.rules import RULES


class Game:
    """A match under Tetrikon's rules (the kernel's Game, until the kernel is merged)."""

    def __init__(self, config: Config) -> None:
        RULES.validate(config)
        self.config = config
        self.state = RULES.initial_state(config)
        self.history: list[Any] = []
        self.buffer: list[Any] = []
        self.forced: deque[Any] = deque()
        self.chances = 0
        self.flow = RULES.flow(self.state, self)
        self.pending: Turn | Decision | None = None
        self._resume(None)

    def emit(self, item: Any) -> None:
        self.buffer.append(item)
        self.history.append(item)

    def barrier(self, new_turn: bool = False) -> None:
        pass

    def force(self, *outcomes: Any) -> None:
        self.forced.extend(outcomes)

    def _chance(self, node: Chance) -> Any:
        if self.forced:
            return self.forced.popleft()
        rng = random.Random(f"{RULES.chance_namespace}/{self.config.seed}/{self.chances}")
        self.chances += 1
        if node.kind == "roll":
            return [rng.randint(1, 6) for _ in range(node.n)]
        if node.kind == "shuffle":
            perm = list(range(node.n))
            rng.shuffle(perm)
            return perm
        return rng.randrange(node.n)

    def _resume(self, answer: Any) -> None:
        try:
            request = self.flow.send(answer)
            while isinstance(request, Chance):
                request = self.flow.send(self._chance(request))
        except StopIteration:
            self.pending = None
            return
        self.pending = request

    def legal_moves(self) -> list[Any]:
        if isinstance(self.pending, Decision):
            return [Choice(i) for i in range(len(self.pending.options))]
        if self.pending is None:
            return []
        return RULES.legal_moves(self.state, self.pending)

    def check(self, move: Any) -> None:
        from alea.tetrikon.engine.errors import IllegalMove

        if self.pending is None:
            raise IllegalMove("game_over")
        if isinstance(move, Choice):
            if not isinstance(self.pending, Decision):
                raise IllegalMove("no_decision_pending")
            if not 0 <= move.index < len(self.pending.options):
                raise IllegalMove("bad_choice")
            return
        if isinstance(self.pending, Decision):
            raise IllegalMove("decision_pending")
        RULES.check(self.state, self.pending, move)

    def apply(self, move: Any) -> list[Any]:
        self.check(move)
        self.buffer = []
        self._resume(move.index if isinstance(move, Choice) else move)
        return list(self.buffer)

    def view(self, seat: frozenset[int] | None = None) -> Any:
        return RULES.view(self.state, self.pending, tuple(self.history), seat, False)


def position_game(position: dict[str, Any], **options: Any) -> Game:
    """A match starting from an exact position (players default to the position's count)."""
    options.setdefault("players", len(position["players"]))
    return Game(Config(position=position, **options))


def answer(game: Game, option: Any) -> list[Any]:
    """Answer the pending decision with the option equal to ``option``."""
    pending = game.pending
    assert isinstance(pending, Decision), pending
    return game.apply(Choice(list(pending.options).index(option)))


def kinds(events: list[Any]) -> list[str]:
    """The kinds of a list of events."""
    return [e.kind for e in events]
