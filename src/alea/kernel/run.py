"""One pass of a game's flow over a record: the state, the pending request, the entries.

A :class:`Run` is what :class:`~.game.Game` rebuilds on undo (a replay of the record up to the
move undone) and after a move that failed half-way (a replay up to before it).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from typing import Any, Generic

from .chance import chance_outcome, valid_outcome
from .errors import IllegalMove, SaveError
from .moves import Choice
from .record import Entry
from .requests import Chance, Decision, Turn
from .rules import JSON, C, E, M, Rules, S, Seat, V


def move_to_json(rules: Rules[C, S, M, E, V], move: M | Choice) -> JSON:
    """A move as written in a record: the kernel writes choices, the rules their moves."""
    return move.to_json() if isinstance(move, Choice) else rules.move_to_json(move)


def move_from_json(rules: Rules[C, S, M, E, V], data: JSON) -> M | Choice:
    """The inverse of :func:`move_to_json`; raises ValueError on anything else."""
    choice = Choice.from_json(data)
    return choice if choice is not None else rules.move_from_json(data)


class Run(Generic[C, S, M, E, V]):
    """The flow run over a record (and on, as moves come): every field is the kernel's."""

    def __init__(self, rules: Rules[C, S, M, E, V], config: C,
                 replay: list[Entry] | None = None, forced: Iterable[Any] = ()) -> None:
        rules.validate(config)
        self.rules = rules
        self.config = config
        self.seed = rules.seed(config)
        self.state: S = rules.initial_state(config)
        self.entries: list[Entry] = []
        """The record so far."""
        self.history: list[E] = []
        """Every item the flow emitted so far."""
        self.buffer: list[E] = []
        """The items emitted since the last move began."""
        self.barrier_at = 0
        """Undo may not step back before this entry."""
        self.turn_start = 0
        """The first entry of the present turn."""
        self.chances = 0
        """How many chance nodes were met (the next node's index)."""
        self.pending: Turn | Decision | None = None
        """What the game waits for; None once it is over."""
        self.legal: list[M] | None = None
        """The legal moves of the pending turn, once listed (until the next move)."""
        self.views: dict[Seat, V] = {}
        """The views of the present position built so far (until the next move)."""
        self.forced: deque[Any] = deque(forced)
        """Outcomes to give the next chance nodes instead of drawing them (tests, demos); a
        replay's recorded outcomes come first."""
        self._replay: deque[Entry] = deque(replay or [])
        self.flow = rules.flow(self.state, self)
        self.resume(None)
        self.replay(())

    def replay(self, entries: Iterable[Entry]) -> None:
        """Play on over recorded ``entries`` (each move, then the chance outcomes it met), from
        where the run stands; raises SaveError when they do not follow (the run is then half-way)."""
        self._replay.extend(entries)
        while self._replay:
            entry = self._replay.popleft()
            if set(entry) != {"m"}:
                raise SaveError("does_not_replay", "a chance outcome where a move was due")
            try:
                move: M | Choice = move_from_json(self.rules, entry["m"])
                self.apply(move)
            except (IllegalMove, ValueError) as err:
                raise SaveError("does_not_replay", str(err)) from err

    # --- the outlet the flow writes to --------------------------------------------------------
    def emit(self, item: E) -> None:
        """Keep an item of the history (see :class:`~.rules.Outlet`)."""
        self.buffer.append(item)
        self.history.append(item)

    def barrier(self, new_turn: bool = False) -> None:
        """Mark the present as a point undo may not step back past (see :class:`~.rules.Outlet`)."""
        self.barrier_at = len(self.entries)
        if new_turn:
            self.turn_start = self.barrier_at

    # --- driving -------------------------------------------------------------------------------
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
            outcome = chance_outcome(self.rules.chance_namespace, self.seed, self.chances, node)
        self.chances += 1
        self.entries.append({"c": outcome})
        self.barrier_at = len(self.entries)
        return outcome

    def resume(self, answer: Any) -> None:
        """Run the flow until it waits for a player (or the game ends)."""
        self.legal = None
        self.views = {}
        try:
            request = self.flow.send(answer)
            while isinstance(request, Chance):
                request = self.flow.send(self._chance(request))
        except StopIteration:
            self.pending = None
            return
        if not isinstance(request, (Turn, Decision)):
            raise TypeError(f"a flow yielded {request!r}, not a Chance, Decision or Turn")
        self.pending = request

    def check(self, move: M | Choice) -> Any:
        """Raise IllegalMove unless ``move`` answers the pending request; returns the answer
        to send the flow (a choice's index, or the move itself)."""
        pending = self.pending
        if pending is None:
            raise IllegalMove("game_over")
        if isinstance(move, Choice):
            if not isinstance(pending, Decision):
                raise IllegalMove("no_decision_pending")
            index = move.index
            if type(index) is not int or not 0 <= index < len(pending.options):
                raise IllegalMove("bad_choice", index=index, count=len(pending.options))
            return index
        if isinstance(pending, Decision):
            raise IllegalMove("decision_pending", kind=pending.kind)
        for listed in self.legal or ():  # one of the listed moves needs no second look
            if listed is move:
                return move
        self.rules.check(self.state, pending, move)
        return move

    def legal_moves(self) -> list[M]:
        """The pending turn's legal moves (listed once per position); none on a decision."""
        if self.legal is None:
            pending = self.pending
            self.legal = (self.rules.legal_moves(self.state, pending)
                          if isinstance(pending, Turn) else [])
        return self.legal

    def carry_out(self, move: M | Choice, answer: Any) -> list[E]:
        """Record and carry out a checked move (``answer`` is what :meth:`check` returned);
        returns the items it emitted."""
        self.entries.append({"m": move_to_json(self.rules, move)})
        self.buffer = []
        self.resume(answer)
        return list(self.buffer)

    def apply(self, move: M | Choice) -> list[E]:
        """Check, record and carry out one move; returns the items it emitted."""
        return self.carry_out(move, self.check(move))
