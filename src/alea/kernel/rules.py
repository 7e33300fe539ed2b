"""The rules contract: what a game implements so that the kernel can play it.

A game is one object satisfying :class:`Rules` (a typed Protocol: no base class to inherit).
Its type parameters are the game's own types:

``C`` config (the options of a new game), ``S`` state (mutable, the rules' alone), ``M`` move
(the game's moves; the kernel adds :class:`~.moves.Choice` for decisions), ``E`` the item
kept in the history for each event the flow emits, and ``V`` the view a seat reads.

See docs/kernel.md for a walk-through with a small game.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import Any, Protocol, TypeVar, runtime_checkable

from .requests import Decision, Turn

JSON = Any
"""A value made of dicts, lists, str, int, float, bool and None (what :mod:`json` writes)."""

Flow = Generator[Any, Any, Any]
"""A piece of rules that may pause: it yields a :class:`~.requests.Chance` (and is sent the
outcome), a :class:`~.requests.Decision` (and is sent the chosen option's index) or a
:class:`~.requests.Turn` (and is sent the player's move). Returning ends the game."""

Seat = frozenset[int] | None
"""Who looks at a view: a set of players (one seat may hold several), or None for all of
them at once (a shared screen, an export after the game)."""

C = TypeVar("C")
"""A game's config."""
S = TypeVar("S")
"""A game's state."""
M = TypeVar("M")
"""A game's move."""
E = TypeVar("E")
"""An item of a game's history."""
V = TypeVar("V")
"""A game's view."""
V_co = TypeVar("V_co", covariant=True)
E_contra = TypeVar("E_contra", contravariant=True)


class Outlet(Protocol[E_contra]):
    """What the kernel hands a game's flow: where events go, and where undo must stop."""

    def emit(self, item: E_contra) -> None:
        """Keep ``item`` in the history; it is also among the items the current move returns."""

    def barrier(self, new_turn: bool = False) -> None:
        """Mark the present as a point undo may not step back past (a card seen, a die
        rolled: chance nodes are barriers already). ``new_turn`` also says a turn starts
        here: undo with no move of this turn left is "nothing to undo", not a barrier."""


@runtime_checkable
class Rules(Protocol[C, S, M, E, V_co]):
    """A game's rules, as the kernel sees them. Pure and deterministic: only chance nodes
    (yielded by :meth:`flow`) draw from the random source, and nothing here knows text.

    ``isinstance(obj, Rules)`` tells whether ``obj`` has every member (not their types: a
    type checker does that)."""

    name: str
    """The game's identifier, e.g. "tesseract": written in every save file."""
    version: int
    """The version of the rules' record: a save of a higher version is refused; raise it
    when an old record would no longer replay to the same game."""
    chance_namespace: str
    """The prefix of every chance seed, ``"{namespace}/{seed}/{index}"``."""

    def validate(self, config: C) -> None:
        """Raise ValueError (or TypeError) when an option of ``config`` is impossible."""

    def seed(self, config: C) -> int:
        """The seed of the game's chance outcomes."""

    def config_to_json(self, config: C) -> JSON:
        """The options as JSON, for the record."""

    def config_from_json(self, data: JSON, version: int) -> C:
        """Read :meth:`config_to_json`'s output of a record of rules ``version`` (at most
        :attr:`version`); raise ValueError on anything else."""

    def initial_state(self, config: C) -> S:
        """The state before the flow starts (setup usually happens in the flow, by chance)."""

    def flow(self, state: S, outlet: Outlet[E]) -> Flow:
        """The whole game as a generator over ``state`` (see :data:`Flow`); events go to
        ``outlet``. When it returns, the game is over."""

    def legal_moves(self, state: S, turn: Turn) -> list[M]:
        """Every legal move of the pending ``turn``, in a stable order."""

    def check(self, state: S, turn: Turn, move: object) -> None:
        """Raise :class:`~.errors.IllegalMove` unless ``move`` (of any type: it may come from
        a file) is a legal move of ``turn``; changes nothing."""

    def view(self, state: S, pending: Turn | Decision | None, history: Sequence[E],
             seat: Seat, undo_possible: bool) -> V_co:
        """What the players of ``seat`` may know now (never hidden information): the only
        thing narration, hints and bots read. ``undo_possible`` is the kernel's answer."""

    def move_to_json(self, move: M) -> JSON:
        """A move as JSON (never of the shape ``{"choice": n}``, the kernel's own)."""

    def move_from_json(self, data: JSON) -> M:
        """The inverse of :meth:`move_to_json`; raise ValueError on anything else."""
