"""The one way to play any game: :class:`Game` drives a game's rules, its chance and its record.

Every change goes through :meth:`Game.apply`; chance nodes draw from the seeded source and are
recorded, so :meth:`Game.from_record` replays a game without it; :meth:`Game.undo` replays the
record up to the last move of this turn, never past a barrier.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Generic

from .errors import IllegalMove, SaveError
from .moves import Choice, choices
from .record import Entry, Record, check_game
from .requests import Decision, Turn
from .rules import C, E, M, Rules, S, Seat, V
from .run import Run, move_from_json


class Game(Generic[C, S, M, E, V]):
    """A game being played under ``rules``: a record, and the run that replays it."""

    def __init__(self, rules: Rules[C, S, M, E, V], config: C, forced: Iterable[Any] = ()) -> None:
        """Set up a new game and run it to the first player request; raises ValueError when
        ``config`` is impossible. ``forced`` are outcomes for the first chance nodes, those met
        before any player is asked included (as :meth:`force` gives the later ones)."""
        self.rules = rules
        self.run: Run[C, S, M, E, V] = Run(rules, config, forced=forced)

    @classmethod
    def from_record(cls, rules: Rules[C, S, M, E, V],
                    record: Record[C]) -> "Game[C, S, M, E, V]":
        """Replay a record without the random source; raises SaveError if it is another
        game's, or does not replay."""
        check_game(rules, record.game, record.version)
        game = cls.__new__(cls)
        game.rules = rules
        try:
            game.run = Run(rules, record.config, list(record.entries))
        except SaveError:
            raise
        except (ValueError, KeyError, TypeError, IndexError, AttributeError) as err:
            raise SaveError("damaged", type(err).__name__) from err
        return game

    def extend(self, entries: Iterable[Entry]) -> None:
        """Play on over ``entries`` recorded after this game's (another copy's moves since): what
        :meth:`from_record` would replay, without replaying what is already here. Raises SaveError
        when they do not follow; the game is then not to be used (it may stand half-way)."""
        try:
            self.run.replay(entries)
        except SaveError:
            raise
        except (ValueError, KeyError, TypeError, IndexError, AttributeError) as err:
            raise SaveError("damaged", type(err).__name__) from err

    def force(self, *outcomes: Any) -> None:
        """Decide the next chance outcomes (tests and demonstrations): each is what a chance
        node would draw, e.g. ``[4]`` for one roll. They are recorded like any outcome."""
        self.run.forced.extend(outcomes)

    # --- reading ------------------------------------------------------------------------------
    @property
    def config(self) -> C:
        """The options this game was set up with."""
        return self.run.config

    @property
    def state(self) -> S:
        """The rules' own state: for the rules and their tests, never for narration."""
        return self.run.state

    @property
    def pending(self) -> Turn | Decision | None:
        """What the game waits for: a Turn, a Decision (``player`` says who answers each),
        or None when it is over."""
        return self.run.pending

    @property
    def record(self) -> Record[C]:
        """The game record: the game's name and version, its config, every entry so far."""
        run = self.run
        return Record(self.rules.name, self.rules.version, run.config,
                      tuple(dict(e) for e in run.entries))

    @property
    def history(self) -> tuple[E, ...]:
        """Every item the flow emitted so far."""
        return tuple(self.run.history)

    def legal_moves(self) -> list[M | Choice]:
        """Every legal move now: the game's moves on a Turn, choices on a Decision, none when
        the game is over."""
        pending = self.run.pending
        if isinstance(pending, Decision):
            return list(choices(len(pending.options)))
        return list(self.run.legal_moves())

    def view(self, seat: Seat = None) -> V:
        """What the players of ``seat`` may know (None: all players at one screen).

        Built once per position and seat: until the next move (or undo) the same view is
        returned, so it must be read, never changed."""
        run = self.run
        view = run.views.get(seat)
        if view is None:
            view = self.rules.view(run.state, run.pending, tuple(run.history), seat,
                                   self.undo_possible())
            run.views[seat] = view
        return view

    # --- changing -----------------------------------------------------------------------------
    def check(self, move: M | Choice) -> None:
        """Raise IllegalMove if ``move`` is not legal now; changes nothing."""
        self.run.check(move)

    def apply(self, move: M | Choice) -> list[E]:
        """The one way to change a game; returns the items it emitted. Raises IllegalMove,
        changing nothing."""
        run = self.run
        answer = run.check(move)
        size = len(run.entries)  # a move only appends to the entries
        try:
            return run.carry_out(move, answer)
        except Exception:
            self.run = Run(self.rules, run.config, run.entries[:size])  # never half-applied
            raise

    def _undo_point(self) -> int:
        run = self.run
        entries = run.entries
        last = next((i for i in range(len(entries) - 1, run.turn_start - 1, -1)
                     if "m" in entries[i]), None)  # this turn's last move, looked for backwards
        if last is None or run.pending is None:
            raise IllegalMove("nothing_to_undo")
        if last < run.barrier_at:
            raise IllegalMove("undo_barrier")
        return last

    def undo_possible(self) -> bool:
        """Whether :meth:`undo` would step back now."""
        try:
            self._undo_point()
        except IllegalMove:
            return False
        return True

    def undo(self) -> M | Choice:
        """Step back over the last move of this turn, unless a barrier stands after it;
        returns the move undone. Raises IllegalMove ("nothing_to_undo", "undo_barrier")."""
        point = self._undo_point()
        run = self.run
        undone = move_from_json(self.rules, run.entries[point]["m"])
        self.run = Run(self.rules, run.config, run.entries[:point])
        return undone
