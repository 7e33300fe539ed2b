"""What a seat can know: everything public (spec section 9), nothing hidden.

Face-down tokens (back slots not yet turned up, the tokens under a column's top) are seen by
nobody, their owner included (M-S8, A23): every seat's view holds the same facts, only ``seat``
differs. Captured worlds stay public (A20). Narration and bots read the game only through this.
"""

from __future__ import annotations

from alea.dataclass import dataclass
from typing import Any

from alea.kernel.rules import Seat

from .content import WOODEN
from .core import HistoryItem
from .requests import Decision, Turn
from .state import State
from .worlds import WORLD_COUNT


@dataclass(frozen=True)
class SlotView:
    """One formation slot: ``state`` "up" (world shown), "down" (world None) or "empty"."""

    slot: str
    state: str
    world: int | None


@dataclass(frozen=True)
class PlayerView:
    """A real player as everyone sees them."""

    index: int
    switch: int
    formation: tuple[SlotView, ...]
    captured: tuple[int, ...]
    met: tuple[int, ...]
    revealed: bool
    score: int
    sceptres: tuple[str, ...]
    """The sceptres held now, wooden first, then in colour order."""


@dataclass(frozen=True)
class ColumnView:
    """A central column: its name, its face-up top, how many face-down tokens lie below."""

    name: str
    top: int | None
    below: int


@dataclass(frozen=True)
class PendingView:
    """What the game waits for: ``kind`` "turn" or a decision kind; who must answer."""

    kind: str
    player: int
    options: tuple[Any, ...]
    data: tuple[tuple[str, Any], ...]


@dataclass(frozen=True)
class View:
    """The game as ``seat`` sees it (a set of players, or None for all at one screen); the
    facts are the same for every seat."""

    seat: Seat
    players: tuple[PlayerView, ...]
    columns: tuple[ColumnView, ...]
    circle: tuple[tuple[int, int, str], ...]
    """(position, owner, sceptre) for positions 0..5; owner < 0 is imaginary (M-C7)."""
    order: tuple[int, ...]
    active: int
    turn: int
    wooden_used: bool
    pending: PendingView | None
    result: str | None
    winners: tuple[int, ...]
    finisher: int | None
    unseen: tuple[int, ...]
    """Worlds never seen face up (the ``unseen`` query: deduced from public facts)."""
    colours: tuple[str, ...]
    variants: tuple[str, ...]
    p_stability: str
    undo_possible: bool
    history: tuple[HistoryItem, ...] = ()
    """Every event so far (events hold only public facts): for ``last`` and ``since``."""

    @property
    def me(self) -> int | None:
        """The seat's one player, or None when it holds several (or all)."""
        return next(iter(self.seat)) if self.seat is not None and len(self.seat) == 1 else None

    def holder(self, sceptre: str) -> int | None:
        """The owner holding ``sceptre`` (None while the sceptres are not yet placed)."""
        return next((owner for _, owner, held in self.circle if held == sceptre), None)

    def wooden_holder(self) -> int | None:
        """The owner holding the wooden sceptre."""
        return self.holder(WOODEN)

    def available(self, active: int) -> tuple[tuple[str, int | None, int], ...]:
        """M-E2 for ``active``: (where, owner, world), where is "F1".."B2" of ``owner`` or a
        column name with owner None."""
        found: list[tuple[str, int | None, int]] = []
        for player in self.players:
            if player.index != active:
                found += [(s.slot, player.index, s.world) for s in player.formation
                          if s.state == "up" and s.world is not None]
        found += [(c.name, None, c.top) for c in self.columns if c.top is not None]
        return tuple(found)


def make_view(s: State, pending: Turn | Decision | None, seat: Seat, undo_possible: bool = False,
              history: tuple[HistoryItem, ...] = ()) -> View:
    """Build the view of ``seat`` from the state (the only reader of hidden facts)."""
    players = []
    for index, player in enumerate(s.players):
        slots = []
        for slot, world in player.formation.items():
            if world is None:
                slots.append(SlotView(slot, "empty", None))
            elif slot in player.face_up:
                slots.append(SlotView(slot, "up", world))
            else:
                slots.append(SlotView(slot, "down", None))
        mine = {s.sceptres[i] for i, o in enumerate(s.owners) if o == index}
        held = tuple(x for x in s.content.sceptres if x in mine)
        players.append(PlayerView(index, player.switch, tuple(slots), tuple(player.captured),
                                  tuple(player.met), player.revealed, s.score(index), held))
    columns = tuple(ColumnView(f"C{k + 1}", column[-1] if column else None, max(len(column) - 1, 0))
                    for k, column in enumerate(s.columns) if column)
    if isinstance(pending, Turn):
        waiting: PendingView | None = PendingView("turn", pending.player, (), ())
    elif isinstance(pending, Decision):
        waiting = PendingView(pending.kind, pending.player, pending.options,
                              tuple(sorted(pending.data.items())))
    else:
        waiting = None
    unseen = tuple(w for w in range(WORLD_COUNT) if w not in s.seen)
    return View(seat=seat, players=tuple(players), columns=columns,
                circle=tuple((i, s.owners[i], s.sceptres[i] or "") for i in range(len(s.owners))),
                order=s.order, active=s.active, turn=s.turn, wooden_used=s.wooden_used,
                pending=waiting, result=s.result, winners=s.winners, finisher=s.finisher,
                unseen=unseen, colours=s.content.colours,
                variants=tuple(sorted(s.config.variants)),
                p_stability=str(s.config.stability(s.content)), undo_possible=undo_possible, history=history)
