"""The one way to play: :class:`Game` drives the rules flow, the random source and the record.

Every change goes through :meth:`Game.apply` (R-D1); chance nodes draw from the seeded random
source and are recorded (R-D2), so :meth:`Game.from_record` replays a game without it; undo
replays the record up to an earlier move (R-D3).
"""

from __future__ import annotations

import random
from collections import deque
from typing import Any

from . import events as ev
from .actions import check
from .config import Config
from .content import load_content
from .core import Core, GameOver
from .errors import IllegalMove, SaveError
from .flow import game_flow, initial_state
from .frozen import dataclass
from .legal import legal_actions
from .moves import Action, Choice, Move, choices, move_from_json
from .record import Record
from .requests import Chance, Decision, Turn
from .state import State


@dataclass(frozen=True)
class HistoryItem:
    """One event in the game's history, with the turn and active lab it happened in."""

    turn: int
    lab: int
    event: ev.Event


def chance_outcome(seed: int, index: int, node: Chance) -> Any:
    """The outcome of the ``index``-th chance node of a game seeded ``seed`` (R-D2).

    Each node has its own generator, so an outcome depends only on (seed, index): a game
    resumed from its record continues exactly as it would have.
    """
    rng = random.Random(f"alea-tesseract/{seed}/{index}")
    if node.kind == "roll":
        return [rng.randint(1, 6) for _ in range(node.n)]
    if node.kind == "shuffle":
        perm = list(range(node.n))
        rng.shuffle(perm)
        return perm
    return rng.randrange(node.n)


def valid_outcome(node: Chance, outcome: Any) -> bool:
    """Whether a recorded outcome fits its chance node."""
    if node.kind == "roll":
        return (isinstance(outcome, list) and len(outcome) == node.n
                and all(type(v) is int and 1 <= v <= 6 for v in outcome))
    if node.kind == "shuffle":
        return (isinstance(outcome, list) and all(type(v) is int for v in outcome)
                and sorted(outcome) == list(range(node.n)))
    return type(outcome) is int and 0 <= outcome < node.n


class _Run:
    """One pass of the flow over a record: the state, the pending request, the entries."""

    def __init__(self, config: Config, replay: list[dict[str, Any]] | None = None) -> None:
        content = load_content()
        config.validate(tuple(content.researchers))
        self.config = config
        self.state: State = initial_state(config, content)
        self.entries: list[dict[str, Any]] = []
        self.history: list[HistoryItem] = []
        self.barrier = 0
        self.turn_start = 0
        self.chances = 0
        self.pending: Turn | Decision | None = None
        self.legal: list[Action] | None = None
        """The legal actions of the pending turn, once listed (until the next move)."""
        self.view: View | None = None
        """The players' view of the present position, once built (until the next move)."""
        self.buffer: list[ev.Event] = []
        self.rearmed: set[str] = set()
        """Columns whose event has been re-armed at least once (R-G6), for the view."""
        self._replay: deque[dict[str, Any]] = deque(replay or [])
        self.forced: deque[Any] = deque()
        self.core = Core(self.state, self._on_event, self._mark_barrier)
        self.flow = game_flow(self.core)
        self.resume(None)
        while self._replay:
            entry = self._replay.popleft()
            if set(entry) != {"m"}:
                raise SaveError("does_not_replay", "a chance outcome where a move was due")
            try:
                self.apply(move_from_json(entry["m"]))
            except (IllegalMove, ValueError) as err:
                raise SaveError("does_not_replay", str(err)) from err

    # --- callbacks from the flow ---------------------------------------------------------
    def _on_event(self, event: ev.Event) -> None:
        self.buffer.append(event)
        self.history.append(HistoryItem(self.state.turn, self.state.active, event))
        if isinstance(event, ev.TurnStarted):
            self.turn_start = len(self.entries)
        elif isinstance(event, ev.EventRearmed):
            self.rearmed.add(event.col)

    def _mark_barrier(self) -> None:
        self.barrier = len(self.entries)

    # --- driving -----------------------------------------------------------------------------
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
            outcome = chance_outcome(self.config.seed, self.chances, node)
        self.chances += 1
        self.entries.append({"c": outcome})
        return outcome

    def resume(self, answer: Any) -> None:
        """Run the flow until it waits for a player (or the game ends)."""
        self.legal = None
        self.view = None
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
            index = move.index
            if type(index) is not int or not 0 <= index < len(self.pending.options):
                raise IllegalMove("bad_choice", index=index, count=len(self.pending.options))
            return index
        if isinstance(move, Action):
            if isinstance(self.pending, Decision):
                raise IllegalMove("decision_pending", kind=self.pending.kind)
            for listed in self.legal or ():  # one of the listed actions needs no second look
                if listed is move:
                    return move
            check(self.state, move)
            return move
        raise IllegalMove("bad_argument", field="move")

    def legal_actions(self) -> list[Action]:
        """The pending turn's legal actions (listed once per position)."""
        if self.legal is None:
            self.legal = legal_actions(self.state)
        return self.legal

    def apply(self, move: Move) -> list[ev.Event]:
        """Check, record and carry out one move; returns its events."""
        return self.carry_out(move, self.check(move))

    def carry_out(self, move: Move, answer: Any) -> list[ev.Event]:
        """Record and carry out a checked move (``answer`` is what :meth:`check` returned)."""
        self.entries.append({"m": move.to_json()})
        self.buffer = []
        self.resume(answer)
        return list(self.buffer)


class Game:
    """A game of Tesseract. See docs/engine-api.md."""

    def __init__(self, config: Config) -> None:
        self._run = _Run(config)

    # --- constructing ---------------------------------------------------------------------
    @classmethod
    def new(cls, config: Config) -> "Game":
        """Set up a new game (R-S1..R-S7) and run it to the first player request."""
        return cls(config)

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
        """Decide the next chance outcomes (tests and demonstrations): each is what a chance
        node would draw, e.g. ``[4]`` for one roll. They are recorded like any outcome."""
        self._run.forced.extend(outcomes)

    # --- reading --------------------------------------------------------------------------
    @property
    def config(self) -> Config:
        """The options this game was set up with."""
        return self._run.config

    @property
    def pending(self) -> Turn | Decision | None:
        """What the game waits for: a Turn, a Decision, or None when it is over."""
        return self._run.pending

    @property
    def result(self) -> str | None:
        """None while running, else "won" or "lost"."""
        return self._run.state.result

    @property
    def record(self) -> Record:
        """The game record: config and every move and chance outcome so far."""
        return Record(self._run.config, tuple(dict(e) for e in self._run.entries))

    @property
    def history(self) -> tuple[HistoryItem, ...]:
        """Every event so far, with its turn and lab."""
        return tuple(self._run.history)

    def legal_moves(self) -> list[Move]:
        """Every legal move now: actions on a Turn, choices on a Decision, none when over."""
        pending = self._run.pending
        if pending is None:
            return []
        if isinstance(pending, Decision):
            return choices(len(pending.options))
        return list(self._run.legal_actions())

    def view(self) -> "View":
        """What the players can know (R-G4): the only thing narration and bots read.

        Built once per position: until the next move (or undo) the same frozen View is
        returned, so it must be read, never changed (its dicts included)."""
        run = self._run
        if run.view is None:
            from .view import make_view

            run.view = make_view(run.state, run.pending, self.history, self.undo_possible(),
                                 run.rearmed)
        return run.view

    # --- changing ----------------------------------------------------------------------------
    def check(self, move: Move) -> None:
        """Raise IllegalMove if ``move`` is not legal now; changes nothing."""
        self._run.check(move)

    def apply(self, move: Move) -> list[ev.Event]:
        """The one way to change a game (R-D1). Raises IllegalMove, changing nothing."""
        run = self._run
        answer = run.check(move)
        size = len(run.entries)  # a move only appends to the entries
        try:
            return run.carry_out(move, answer)
        except Exception:
            self._run = _Run(run.config, run.entries[:size])  # never leave a half-applied move
            raise

    def _undo_point(self) -> int:
        run = self._run
        entries = run.entries
        last = next((i for i in range(len(entries) - 1, run.turn_start - 1, -1)
                     if "m" in entries[i]), None)  # this turn's last move, looked for backwards
        if last is None or run.pending is None:
            raise IllegalMove("nothing_to_undo")
        if last < run.barrier:
            raise IllegalMove("undo_barrier")
        return last

    def undo_possible(self) -> bool:
        """Whether :meth:`undo` would step back now (R-D3)."""
        try:
            self._undo_point()
        except IllegalMove:
            return False
        return True

    def undo(self) -> Move:
        """Step back over the last action or decision of this turn (R-D3); returns it."""
        point = self._undo_point()
        run = self._run
        undone = move_from_json(run.entries[point]["m"])
        self._run = _Run(run.config, run.entries[:point])
        return undone


from .view import View  # noqa: E402  (type used in annotations above)
