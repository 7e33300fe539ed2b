"""What the players of one seat may know (T-H): the only thing narration, hints and bots read.

Public: diagrams and placed pieces, free pieces, the display, the bag's contents and size, card
counts, the returned pile, deck sizes, restrictions, penalties. A seat sees the values of its own
players' T-cards and their Chance cards; never another's, nor any deck's order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from alea.kernel.events import told_to

from .events import Event, TurnStarted
from .geometry import Cell, bounds
from .requests import Decision, Turn
from .state import Board, State

Seat = frozenset[int] | None

PRIVATE_DECISIONS: frozenset[str] = frozenset({"pay", "give_cards", "discard", "use_or_keep",
                                               "immunity"})
"""Decisions whose options or data show a hand: told only to the player who answers."""


@dataclass(frozen=True)
class PlacedView:
    """A piece in a diagram."""

    label: str
    piece: str
    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class BoardView:
    """A diagram and what lies in it."""

    diagram: str
    width: int
    height: int
    squares: frozenset[Cell]
    placed: tuple[PlacedView, ...]
    empty: frozenset[Cell]

    def owner_of(self, cell: Cell) -> PlacedView | None:
        """The placed piece covering a square."""
        return next((p for p in self.placed if cell in p.cells), None)


@dataclass(frozen=True)
class PlayerView:
    """A player as a seat sees them; ``tcards`` and ``chance`` are None unless the seat's."""

    index: int
    boards: tuple[BoardView, ...]
    free: tuple[str, ...]
    card_count: int
    tcards: tuple[int, ...] | None
    chance: tuple[str, ...] | None
    front: tuple[str, ...]
    penalties: tuple[int, ...]
    completed: int
    closed: int
    first_turn: bool
    moves: int

    @property
    def empty_squares(self) -> int:
        """Unfilled squares over all the player's diagrams."""
        return sum(len(b.empty) for b in self.boards)


@dataclass(frozen=True)
class TurnView:
    """The active player's turn so far (T-T2, T-T4)."""

    active: int
    letters: tuple[str, ...]
    placements: int
    limit: int
    window: str | None
    offers: int
    no_roll: bool
    final: bool


@dataclass(frozen=True)
class PendingView:
    """What the game waits for; a decision's options only for the seat that answers a
    private one."""

    kind: str
    """"turn", a decision kind, or "private" for a decision whose very question would tell
    another seat something hidden (Immunity held, a card drawn, a hand's values)."""
    player: int
    options: tuple[Any, ...] | None
    data: dict[str, Any]


@dataclass(frozen=True)
class View:
    """Everything a seat may know now."""

    seat: Seat
    mode: str
    letters: tuple[str, ...]
    game: int
    letter: str
    round: int
    round_limit: int | None
    mirror: bool
    players: tuple[PlayerView, ...]
    display: tuple[str | None, ...]
    bag: tuple[str, ...]
    """The bag's contents by type, sorted (public, T-H)."""
    treasury_size: int
    returned: tuple[int, ...]
    chance_size: int
    turn: TurnView
    closer: int | None
    time_up: bool
    over: bool
    pending: PendingView | None
    undo_possible: bool
    last: tuple[Event, ...]
    """The events of the last move, as this seat may know them."""
    history: tuple[Event, ...] = ()
    """Every event so far, as this seat may know them (``since``)."""

    def sees(self, player: int) -> bool:
        """Whether this seat holds ``player`` (None holds everyone)."""
        return self.seat is None or player in self.seat


def board_view(board: Board) -> BoardView:
    """A board as anyone sees it."""
    width, height = bounds(board.squares)
    return BoardView(board.diagram, width, height, board.squares,
                     tuple(PlacedView(p.label, p.piece, p.cells) for p in board.placed),
                     board.empty())


def make_view(state: State, pending: Turn | Decision | None, history: Sequence[Event],
              seat: Seat, undo_possible: bool) -> View:
    """The view of ``state`` for ``seat``."""
    s = state

    def sees(p: int) -> bool:
        return seat is None or p in seat

    players = tuple(
        PlayerView(i, tuple(board_view(b) for b in pl.boards), tuple(pl.free),
                   len(pl.tcards) + len(pl.chance),
                   tuple(pl.tcards) if sees(i) else None,
                   tuple(pl.chance) if sees(i) else None,
                   tuple(pl.front), tuple(pl.penalties), pl.completed, pl.closed,
                   pl.first_turn, pl.moves)
        for i, pl in enumerate(s.players))
    t = s.turn
    turn = TurnView(s.active, tuple(sorted(t.letters)), t.placements, t.limit, t.window,
                    t.offers, t.no_roll, t.final)
    pend: PendingView | None = None
    if isinstance(pending, Turn):
        pend = PendingView("turn", pending.player, None, {})
    elif isinstance(pending, Decision):
        private = pending.kind in PRIVATE_DECISIONS and not sees(pending.player)
        pend = PendingView("private" if private else pending.kind, pending.player,
                           None if private else pending.options,
                           {} if private else dict(pending.data))
    known = tuple(told_to(history, seat))
    start = next((i for i in range(len(known) - 1, -1, -1) if isinstance(known[i], TurnStarted)), 0)
    return View(seat, s.config.mode, tuple(s.config.letters), s.game, s.letter, s.round,
                s.config.round_limit, "nomirror" not in s.config.variants, players,
                tuple(s.display), tuple(sorted(s.bag)), len(s.treasury), tuple(s.returned),
                len(s.chance_deck), turn, s.closer, s.time_up, s.over, pend, undo_possible,
                known[start:], known)

