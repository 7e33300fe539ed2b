"""The one way to play: :class:`Game` drives the rules flow, the random source and the record.

Every change goes through :meth:`Game.apply`; chance nodes draw from the seeded random source and
are recorded, so :meth:`Game.from_record` replays a game without it; undo replays the record up
to the last move of the turn, never back past a roll or a token turned face up.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from . import events as ev
from .config import Config
from .content import load_content
from .core import Core, GameOver
from .errors import IllegalMove, SaveError
from .flow import game_flow
from .moves import ACTIONS, Choice, Flip, FlipAll, Move, move_from_json
from .record import Record
from .requests import CHANGE, RESULTS, STABILITY, Chance, Decision, Turn
from .state import State
from .view import View, make_view
from .worlds import COLOUR_DIGITS

NAMESPACE = "alea-multiverse"
"""Chance outcomes are drawn per (namespace, seed, index)."""


@dataclass(frozen=True)
class HistoryItem:
    """One event with the turn and the owner whose turn it was."""

    turn: int
    owner: int
    event: ev.Event


def chance_outcome(seed: int, index: int, node: Chance, p_stability: Fraction) -> Any:
    """The outcome of the ``index``-th chance node of a game seeded ``seed``: depends only on
    (namespace, seed, index), so a resumed game continues as it would have."""
    rng = random.Random(f"{NAMESPACE}/{seed}/{index}")
    if node.kind == "die":
        return STABILITY if rng.randrange(p_stability.denominator) < p_stability.numerator else CHANGE
    if node.kind == "shuffle":
        perm = list(range(node.n))
        rng.shuffle(perm)
        return perm
    return rng.randrange(node.n)


def valid_outcome(node: Chance, outcome: Any) -> bool:
    """Whether a recorded outcome fits its chance node."""
    if node.kind == "die":
        return outcome in RESULTS
    if node.kind == "shuffle":
        return (isinstance(outcome, list) and all(type(v) is int for v in outcome)
                and sorted(outcome) == list(range(node.n)))
    return type(outcome) is int and 0 <= outcome < node.n


class _Run:
    """One pass of the flow over a record: state, pending request, entries."""

    def __init__(self, config: Config, replay: list[dict[str, Any]] | None = None,
                 forced: tuple[Any, ...] = ()) -> None:
        content = load_content()
        config.validate(content)
        self.config = config
        self.p_stability = config.stability(content)
        self.state = State(config=config, content=content)
        self.entries: list[dict[str, Any]] = []
        self.history: list[HistoryItem] = []
        self.barrier = 0
        self.turn_start = 0
        self.chances = 0
        self.pending: Turn | Decision | None = None
        self.buffer: list[ev.Event] = []
        self._replay: deque[dict[str, Any]] = deque(replay or [])
        self.forced: deque[Any] = deque(forced)
        self.flow = game_flow(Core(self.state, self._on_event, self._mark_barrier))
        self.resume(None)
        while self._replay:
            entry = self._replay.popleft()
            if set(entry) != {"m"}:
                raise SaveError("does_not_replay", "a chance outcome where a move was due")
            try:
                self.apply(move_from_json(entry["m"]))
            except (IllegalMove, ValueError) as err:
                raise SaveError("does_not_replay", str(err)) from err

    def _on_event(self, event: ev.Event) -> None:
        self.buffer.append(event)
        self.history.append(HistoryItem(self.state.turn, self.state.active, event))
        if isinstance(event, ev.TurnStarted):
            self.turn_start = len(self.entries)

    def _mark_barrier(self) -> None:
        self.barrier = len(self.entries)

    def _chance(self, node: Chance) -> Any:
        if self._replay:
            entry = self._replay.popleft()
            if set(entry) != {"c"} or not valid_outcome(node, entry["c"]):
                raise SaveError("does_not_replay", "a chance outcome does not fit")
            outcome = entry["c"]
        elif self.forced:
            outcome = self.forced.popleft()
            if not valid_outcome(node, outcome):
                raise ValueError(f"forced outcome {outcome!r} does not fit {node}")
        else:
            outcome = chance_outcome(self.config.seed, self.chances, node, self.p_stability)
        self.chances += 1
        self.entries.append({"c": outcome})
        return outcome

    def resume(self, answer: Any) -> None:
        """Run the flow until it waits for a player (or the game ends)."""
        try:
            request = self.flow.send(answer)
            while isinstance(request, Chance):
                request = self.flow.send(self._chance(request))
        except GameOver:
            self.pending = None
            return
        self.pending = request

    def check(self, move: Move) -> Any:
        """Raise IllegalMove unless ``move`` answers the pending request; returns the answer."""
        if self.state.result is not None or self.pending is None:
            raise IllegalMove("game_over")
        if isinstance(move, Choice):
            if not isinstance(self.pending, Decision):
                raise IllegalMove("no_decision_pending")
            if type(move.index) is not int or not 0 <= move.index < len(self.pending.options):
                raise IllegalMove("bad_choice", index=move.index, count=len(self.pending.options))
            return move.index
        if isinstance(move, (Flip, FlipAll)):
            if isinstance(self.pending, Decision):
                raise IllegalMove("decision_pending", kind=self.pending.kind)
            if isinstance(move, Flip) and move.colour not in COLOUR_DIGITS:
                raise IllegalMove("bad_colour", colour=move.colour)
            return move
        raise IllegalMove("unknown_move")

    def apply(self, move: Move) -> list[ev.Event]:
        """Check, record and carry out one move; returns its events."""
        answer = self.check(move)
        self.entries.append({"m": move.to_json()})
        self.buffer = []
        self.resume(answer)
        return list(self.buffer)


class Game:
    """A game of Multiverse. See docs/multiverse.md."""

    def __init__(self, config: Config, forced: tuple[Any, ...] = ()) -> None:
        self._run = _Run(config, forced=forced)

    @classmethod
    def new(cls, config: Config, forced: tuple[Any, ...] = ()) -> "Game":
        """Set up a new game (M-S) and run it to the first player request; ``forced`` are the
        first chance outcomes (see :meth:`force`)."""
        return cls(config, forced)

    @classmethod
    def from_record(cls, record: Record) -> "Game":
        """Replay a record without the random source; raises SaveError if it does not replay."""
        game = cls.__new__(cls)
        try:
            game._run = _Run(record.config, list(record.entries))
        except SaveError:
            raise
        except (ValueError, KeyError, TypeError, IndexError, AttributeError) as err:
            raise SaveError("damaged", type(err).__name__) from err
        return game

    def force(self, *outcomes: Any) -> None:
        """Decide the next chance outcomes (tests, demonstrations): "stability"/"change" for a
        roll, a permutation for a shuffle, an index for a pick. Recorded like any outcome."""
        self._run.forced.extend(outcomes)

    @property
    def config(self) -> Config:
        """The options this game was set up with."""
        return self._run.config

    @property
    def state(self) -> State:
        """The engine's state, hidden tokens included: for the engine's own tests only."""
        return self._run.state

    @property
    def pending(self) -> Turn | Decision | None:
        """What the game waits for: a Turn, a Decision, or None when it is over."""
        return self._run.pending

    @property
    def result(self) -> str | None:
        """None while running, else "ended" (a final meeting) or "stopped" (turn limit)."""
        return self._run.state.result

    @property
    def record(self) -> Record:
        """The config and every move and chance outcome so far."""
        return Record(self._run.config, tuple(dict(e) for e in self._run.entries))

    @property
    def history(self) -> tuple[HistoryItem, ...]:
        """Every event so far."""
        return tuple(self._run.history)

    def legal_moves(self) -> list[Move]:
        """Every legal move now: the six actions on a Turn, choices on a Decision."""
        pending = self._run.pending
        if pending is None:
            return []
        if isinstance(pending, Decision):
            return [Choice(i) for i in range(len(pending.options))]
        return list(ACTIONS)

    def view(self, seat: int | None = None) -> View:
        """What ``seat`` can know (the same public facts for every seat, section 9)."""
        return make_view(self._run.state, self._run.pending, seat)

    def check(self, move: Move) -> None:
        """Raise IllegalMove if ``move`` is not legal now; changes nothing."""
        self._run.check(move)

    def apply(self, move: Move) -> list[ev.Event]:
        """The one way to change a game. Raises IllegalMove, changing nothing."""
        run = self._run
        run.check(move)
        size = len(run.entries)
        try:
            return run.apply(move)
        except Exception:
            self._run = _Run(run.config, run.entries[:size])
            raise

    def _undo_point(self) -> int:
        run = self._run
        entries = run.entries
        last = next((i for i in range(len(entries) - 1, run.turn_start - 1, -1)
                     if "m" in entries[i]), None)
        if last is None or run.pending is None:
            raise IllegalMove("nothing_to_undo")
        if last < run.barrier:
            raise IllegalMove("undo_barrier")
        return last

    def undo_possible(self) -> bool:
        """Whether :meth:`undo` would step back now."""
        try:
            self._undo_point()
        except IllegalMove:
            return False
        return True

    def undo(self) -> Move:
        """Step back over the last move of this turn (never past a roll or a reveal)."""
        point = self._undo_point()
        run = self._run
        undone = move_from_json(run.entries[point]["m"])
        self._run = _Run(run.config, run.entries[:point])
        return undone
