"""The public face a game gives its :class:`~.game.Game`: what means the same in every game.

Each game's ``Game`` (Tesseract's, Multiverse's ...) wraps the kernel's and keeps its own
names and types. :class:`GameFront` forwards everything whose meaning does not change from one
game to the next, and sets a game up (``new``, ``from_record``) with the rules its subclass names,
so that a game writes only what is its own: what it waits for (its requests' types), what a move
returns (its events) and what its result is.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from types import UnionType
from typing import ClassVar, Generic, Self, TypeGuard

from .game import Game
from .moves import Choice
from .record import Entry, Record, Stored, record_to_json
from .requests import Decision, Turn
from .rules import C, E, M, Rules, S, Seat, V


class GameFront(ABC, Generic[C, S, M, E, V]):
    """A game's public class over the kernel's :class:`~.game.Game` (held in ``_game``)."""

    moves: ClassVar[tuple[type | UnionType, ...]] = ()
    """The classes of the game's moves (its actions' and :class:`~.moves.Choice`): :meth:`play`
    takes only these."""

    def __init__(self, game: Game[C, S, M, E, V]) -> None:
        self._game = game

    @classmethod
    @abstractmethod
    def rules(cls) -> Rules[C, S, M, E, V]:
        """The game's rules (each game's front names its own)."""

    @classmethod
    def new(cls, config: C) -> Self:
        """Set up a new game and run it to the first player request; raises ValueError when
        ``config`` is impossible."""
        return cls(Game(cls.rules(), config))

    @classmethod
    def from_record(cls, record: Record[C]) -> Self:
        """Replay a record without the random source; raises SaveError if it is another game's,
        or does not replay."""
        return cls(Game.from_record(cls.rules(), record))

    @classmethod
    def opened(cls, stored: Stored) -> Self:
        """The game of a save file's (or a journal's) content, replayed; raises SaveError when it
        is another game's or does not replay."""
        return cls.from_record(stored.open(cls.rules()))

    def record_json(self) -> dict[str, object]:
        """The record as its save file holds it (:func:`~.record.record_to_json`)."""
        return record_to_json(self.rules(), self.record)

    def is_move(self, move: object) -> TypeGuard[M | Choice]:
        """Whether ``move`` is one of the game's moves at all (legal or not)."""
        return isinstance(move, self.moves)

    def apply(self, move: M | Choice) -> Sequence[object]:
        """The one way to change a game; what it emitted (a game's front names its events).
        Raises IllegalMove, changing nothing."""
        return self._game.apply(move)

    def play(self, move: object) -> list[object]:
        """:meth:`apply` for a move handed over untyped (by the table); raises TypeError when it is
        not one of the game's :attr:`moves` at all (a bug, never a player's input)."""
        if not self.is_move(move):
            raise TypeError(f"not a move of {self.rules().name}: {move!r}")
        return list(self.apply(move))

    def extend(self, entries: Sequence[Entry]) -> None:
        """Play on over ``entries`` recorded after this game's (:meth:`Game.extend`); raises SaveError."""
        self._game.extend(entries)

    def force(self, *outcomes: object) -> None:
        """Decide the next chance outcomes (tests and demonstrations); they are recorded like
        any outcome."""
        self._game.force(*outcomes)

    @property
    def config(self) -> C:
        """The options this game was set up with."""
        return self._game.config

    @property
    def state(self) -> S:
        """The rules' own state, hidden facts included: for the rules' tests, never narration."""
        return self._game.state

    @property
    def pending(self) -> Turn | Decision | None:
        """What the game waits for (``player`` says who answers), None once it is over."""
        return self._game.pending

    @property
    def record(self) -> Record[C]:
        """The game's name and version, its config, every move and chance outcome so far."""
        return self._game.record

    @property
    def history(self) -> tuple[E, ...]:
        """Every item of the history so far."""
        return self._game.history

    def legal_moves(self) -> list[M | Choice]:
        """Every legal move now: the game's moves on a Turn, choices on a Decision."""
        return self._game.legal_moves()

    def view(self, seat: int | Seat = None) -> V:
        """What the players of ``seat`` may know: one player's index, a set of players, or None
        (every player at one screen)."""
        return self._game.view(frozenset({seat}) if isinstance(seat, int) else seat)

    def check(self, move: M | Choice) -> None:
        """Raise IllegalMove if ``move`` is not legal now; changes nothing."""
        self._game.check(move)

    def undo_possible(self) -> bool:
        """Whether :meth:`undo` would step back now."""
        return self._game.undo_possible()

    def undo(self) -> M | Choice:
        """Step back over the last move of this turn (never past a barrier); returns it."""
        return self._game.undo()
