"""The one typed seam between the table and a game: what the table asks of a game being played.

The table (:class:`~alea.table.host.TableHost`) is generic in the game's own types: the game
being played ``G`` (a :class:`~alea.kernel.Game`, or a game's front over one) and the view ``V``
a seat is given. It reads ``G`` only through :class:`Played`, what every game's game has whatever
its moves and view: the question waiting, the record, the history, the undo; the two things that
name the game's own types, a view and a move played, it asks of the game's host
(:meth:`~alea.table.host.TableHost.view_of`, :meth:`~alea.table.host.TableHost.applied`), which
knows them. mypy checks each game's host against it (``TesseractHost(TableHost[Game, View])``), so
no ``Any`` crosses the seam.

A game whose game is a :class:`~alea.kernel.front.GameFront` (every game's is) need not write those
hooks: :class:`FrontedHost` writes them once from the game's class (its view, its ``play``, its
record), and the game's host names it first, ``TesseractHost(FrontedHost[Game, View],
TableHost[Game, View])``; mypy checks that the game's ``view`` gives the host's view type.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, Protocol, Self, TypeVar

from alea.kernel.record import Entry, Stored
from alea.kernel.requests import Decision, Turn
from alea.narration.message import Line

Json = dict[str, object]
"""A save file's content: a JSON object (:func:`alea.kernel.record.record_to_json`)."""


class Recorded(Protocol):
    """A game's record as the table reads it: the entries that replay it (a journal keeps them)."""

    @property
    def entries(self) -> tuple[Entry, ...]:
        """The moves and chance outcomes so far, in order."""


class Played(Protocol):
    """A game being played, as the table drives it (every game's game has these)."""

    @property
    def pending(self) -> Turn | Decision | None:
        """What the game waits for: a player's turn, a decision, or nothing (it is over)."""

    @property
    def record(self) -> Recorded:
        """Its record (config, moves, chance outcomes)."""

    @property
    def history(self) -> Sequence[object]:
        """Its events so far (what a new game tells at its start)."""

    def undo_possible(self) -> bool:
        """Whether an undo would step back now."""

    def legal_moves(self) -> Sequence[object]:
        """The moves the player the game waits for may make now (a bot at the table picks one)."""

    def undo(self) -> object:
        """Step back over the last move the rules allow to take back."""

    def extend(self, entries: Sequence[Entry]) -> None:
        """Play on over entries recorded after the game's own (another copy's moves since); raises
        :class:`~alea.kernel.SaveError` when they do not follow."""


G = TypeVar("G", bound=Played)
"""The game being played (a game's own type, seen by the table as :class:`Played`)."""

G_co = TypeVar("G_co", bound=Played, covariant=True)

V = TypeVar("V")
"""What a seat may know of the game: the game's view type."""


V_co = TypeVar("V_co", covariant=True)


class Front(Played, Protocol[V_co]):
    """A game played through the kernel's :class:`~alea.kernel.front.GameFront`: it gives a seat's
    view, plays a move handed over untyped, writes its record and opens a stored one."""

    def view(self, seat: int | frozenset[int] | None = None) -> V_co:
        """What the players of ``seat`` may know (None: every player, the shared screen's)."""

    def play(self, move: object) -> list[object]:
        """Play ``move``; its events (IllegalMove when the rules refuse it, TypeError for a non-move)."""

    def record_json(self) -> dict[str, object]:
        """The record as its save file holds it."""

    @classmethod
    def opened(cls, stored: Stored) -> Self:
        """The game of a stored record, replayed (SaveError when it is another game's or does not replay)."""


F = TypeVar("F", bound="Front[object]")
"""A game's own front class (a :class:`Front` of its view)."""


class FrontedHost(Generic[F, V]):
    """The game's part of :class:`~alea.table.host.TableHost` that is the same for every game with a
    :class:`Front`, written once: the game's host names it before ``TableHost`` and sets
    :attr:`front` to its game's class."""

    front: type[F]
    """The game's class (its ``opened`` replays a stored record)."""

    def view_of(self, game: Front[V], players: frozenset[int] | None = None) -> V:
        """What the seat of ``players`` may know of ``game``."""
        return game.view(players)

    def applied(self, game: Front[V], move: object) -> list[object]:
        """Play ``move`` in ``game``: its events."""
        return game.play(move)

    def open_record(self, stored: Stored) -> F:
        """The game of a stored record, replayed by the game's class."""
        return self.front.opened(stored)

    def record_json(self, game: Front[V]) -> Json:
        """``game``'s record as its save file holds it."""
        return game.record_json()


class Show(Protocol[G_co]):
    """A demo: the bots play a game of their own, told a turn at a time (messages, said in each
    seat's language)."""

    @property
    def game(self) -> G_co:
        """The demo's own game (questions tell about it while the demo runs)."""

    @property
    def over(self) -> bool:
        """Whether the demo's game has ended."""

    def setup(self) -> list[Line]:
        """The demo's setup, up to its first turn."""

    def turn(self) -> list[Line]:
        """One more turn."""

    def rest(self) -> list[Line]:
        """Every turn left."""

    def why(self) -> list[Line]:
        """Why the bots chose the moves of the turn told last (empty when they gave no reason)."""
