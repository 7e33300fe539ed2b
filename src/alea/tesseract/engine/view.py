"""The player's view: everything the players can know, nothing they cannot (R-G4).

Narration, hints and bots read the game only through a :class:`View`: hidden dice have
``value``/``colour`` None, deck order and face-down containment cards are absent.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING

from . import events as ev
from .config import variant_key
from alea.dataclass import dataclass
from .geometry import COLUMNS, NEIGHBOURS, open_faces
from .requests import Decision, Turn
from .state import State

if TYPE_CHECKING:  # pragma: no cover
    from .core import HistoryItem


@dataclass(frozen=True)
class DieView:
    """A die as the players see it."""

    id: int
    """Identity (stable for the whole game)."""
    colour: str | None
    """Its colour, or None while no face of it has been seen."""
    value: int | None
    """Its value, or None while its top face has not been seen."""


@dataclass(frozen=True)
class TowerDie:
    """A die in the Tesseract and where it sits."""

    die: DieView
    col: str
    layer: int
    open_faces: tuple[str, ...]
    """"top" and compass directions (R-G1)."""
    removable: bool
    """By the rules' definition (R-G2)."""


@dataclass(frozen=True)
class ColumnView:
    """One column, bottom die first, and the event printed under it."""

    col: str
    dice: tuple[TowerDie, ...]
    event: str | None
    """The event id printed under this position, or None."""
    event_state: str
    """"none", "covered" (not yet revealed), "revealed" (resolved, not re-armed) or "rearmed"."""


@dataclass(frozen=True)
class LabView:
    """A lab: its researcher, dice, hand and size."""

    index: int
    researcher: str
    capacity: int
    dice: tuple[DieView, ...]
    hand: tuple[str, ...]
    """Card uids such as "calibrate#2" (hands are open at the shared table)."""


@dataclass(frozen=True)
class ContainmentView:
    """The containment card beside a value: face down (card None), up, unlocked, used, lost."""

    value: int
    status: str
    card: str | None


@dataclass(frozen=True)
class View:
    """What the players can know of a game at one moment."""

    players: int
    base: str
    edition: str
    """The rulebook played (section 10)."""
    variants: tuple[str, ...]
    turn: int
    active: int
    phase: str
    actions_left: int
    breach: int
    labs: tuple[LabView, ...]
    tower: tuple[ColumnView, ...]
    primed: tuple[DieView, ...]
    destroyed: tuple[DieView, ...]
    board: dict[tuple[str, int], int]
    """Filled containment spaces: (colour, value) -> die id."""
    containment: tuple[ContainmentView, ...]
    deck_sizes: dict[int, int]
    discards: dict[int, tuple[str, ...]]
    edge: tuple[int, ...]
    """The edge cube (R-G3): one die id, or several when tied."""
    skip_primes: int
    skip_this_turn: bool
    pending: Turn | Decision | None
    result: str | None
    history: tuple["HistoryItem", ...]
    undo_possible: bool

    def column(self, col: str) -> ColumnView:
        """One column by name."""
        return self.tower[COLUMNS.index(col)]

    def die(self, die_id: int) -> DieView | None:
        """A die anywhere outside the board, as seen."""
        for d in self.all_dice():
            if d.id == die_id:
                return d
        return None

    def all_dice(self) -> list[DieView]:
        """Every die in the Tesseract, the labs, the primed area and the destroyed pool."""
        out = [t.die for c in self.tower for t in c.dice]
        out += [d for lab in self.labs for d in lab.dice]
        return out + list(self.primed) + list(self.destroyed)

    def place_of(self, die_id: int) -> str | None:
        """"tower:COL", "lab:N", "primed", "destroyed", "board" or None."""
        for c in self.tower:
            if any(t.die.id == die_id for t in c.dice):
                return f"tower:{c.col}"
        for lab in self.labs:
            if any(d.id == die_id for d in lab.dice):
                return f"lab:{lab.index}"
        if any(d.id == die_id for d in self.primed):
            return "primed"
        if any(d.id == die_id for d in self.destroyed):
            return "destroyed"
        return "board" if die_id in self.board.values() else None


def _die(s: State, d: int) -> DieView:
    die = s.dice[d]
    return DieView(d, die.colour if die.colour_known else None,
                   die.value if die.value_known else None)


def _seen(s: State, d: int, open: tuple[str, ...]) -> DieView:
    """A die of the Tesseract as seen (R-G4): its value once its top face is or was open, its colour
    once any face is or was. What is open now counts even before the engine has told it: a die
    uncovered by a prime is seen while the Chronophysicist's adjust question waits (the uncovering
    is told after the breach check), and in the last view of a game lost by that breach."""
    die = s.dice[d]
    value = die.value_known or "top" in open
    colour = die.colour_known or value or bool(open)
    return DieView(d, die.colour if colour else None, die.value if value else None)


def _open(d: int, s: State) -> DieView:
    return DieView(d, s.dice[d].colour, s.dice[d].value)


SHARED_COLUMNS = 4096
"""How many column views are kept for sharing (the last used; 16 for each game being played)."""

_COLUMNS: OrderedDict[tuple[object, ...], ColumnView] = OrderedDict()
"""Column views already built, by everything they show, the last used last: consecutive views of
a game differ in a column or two, and views are only read, so they share the rest. A server
keeps the views its seats' last messages were put into words from; shared, a move's view costs
some 50 new objects instead of 230 (docs/online.md)."""


def _column(s: State, col: str, h: dict[str, int], removable: set[int], event: str | None,
            state: str) -> ColumnView:
    """One column's view, built once for what it shows: its dice as seen, the heights that open
    their faces (R-G1), which of them is removable (R-G2), and its event."""
    stack = s.columns[col]
    faces = [open_faces(h, col, i + 1) for i in range(len(stack))]
    seen = [_seen(s, d, open) for d, open in zip(stack, faces)]
    key = (col, event, state, tuple(h[n] if n else -1 for _, n in NEIGHBOURS[col]),
           tuple((die.id, die.colour, die.value, die.id in removable) for die in seen))
    view = _COLUMNS.get(key)
    if view is not None:
        _COLUMNS.move_to_end(key)
        return view
    view = _COLUMNS[key] = ColumnView(
        col, tuple(TowerDie(die, col, i + 1, faces[i], die.id in removable) for i, die in enumerate(seen)),
        event, state)
    if len(_COLUMNS) > SHARED_COLUMNS:
        _COLUMNS.popitem(last=False)
    return view


def make_view(s: State, pending: Turn | Decision | None, history: tuple["HistoryItem", ...],
              undo_possible: bool, rearmed: set[str] | None = None) -> View:
    """Build the view of ``s`` (only the engine calls this). ``rearmed``, the columns whose
    event has been re-armed, is read from the history unless the caller keeps it."""
    h = s.heights()
    if rearmed is None:
        rearmed = {i.event.col for i in history if isinstance(i.event, ev.EventRearmed)}
    removable = {d for _, _, d in s.removable()}
    tower = []
    for col in COLUMNS:
        event = s.plate.get(col)
        if not event:
            state = "none"
        elif not s.armed[col]:
            state = "revealed"
        else:
            state = "rearmed" if col in rearmed else "covered"
        tower.append(_column(s, col, h, removable, event, state))
    labs = tuple(LabView(i, lab.researcher, lab.capacity, tuple(_open(d, s) for d in lab.dice),
                         tuple(lab.hand)) for i, lab in enumerate(s.labs))
    containment = tuple(
        ContainmentView(v, slot.status, None if slot.status == "down" or
                        (slot.status == "lost" and not _was_seen(history, v)) else slot.card)
        for v, slot in sorted(s.containment.items()))
    return View(
        players=s.config.players, base=s.config.base, edition=s.config.edition,
        variants=tuple(sorted(s.config.variants, key=variant_key)),
        turn=s.turn, active=s.active, phase=s.phase, actions_left=s.actions_left,
        breach=s.breach, labs=labs, tower=tuple(tower),
        primed=tuple(_open(d, s) for d in s.primed),
        destroyed=tuple(_open(d, s) for d in s.destroyed),
        board=dict(s.board), containment=containment,
        deck_sizes={lv: len(s.decks[lv]) for lv in (2, 3, 4)},
        discards={lv: tuple(s.discards[lv]) for lv in (2, 3, 4)},
        edge=tuple(s.edge_candidates()), skip_primes=s.skip_primes,
        skip_this_turn=s.skip_this_turn, pending=pending, result=s.result, history=history,
        undo_possible=undo_possible)


def _was_seen(history: tuple["HistoryItem", ...], value: int) -> bool:
    return any(isinstance(i.event, ev.ContainmentCardRevealed) and i.event.value == value
               for i in history)
