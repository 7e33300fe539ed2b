"""Events: what happened, in past tense, with its consequences.

Every event is a frozen dataclass of the kernel's event base (:mod:`alea.kernel.events`),
with a ``kind`` (its snake_case name) and JSON-able fields. Events only carry what the players
can know at the moment they happen (R-G4): a die's value appears only once it is seen. So every
event is seen by everyone (``seen = EVERYONE``, declared once on :class:`Event`): Tesseract is
cooperative, every seat sees the same table, and what no player knows is in no event.
"""

from __future__ import annotations

import re
from dataclasses import asdict, fields
from typing import Any, ClassVar

from alea.kernel.events import EVERYONE
from alea.kernel.events import Event as KernelEvent

from alea.dataclass import dataclass

EVENT_TYPES: dict[str, type["Event"]] = {}
"""Every event class by kind."""


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


@dataclass(frozen=True)
class Event(KernelEvent):
    """Base of all events; every one is seen by everyone (R-G4 keeps hidden facts out of them)."""

    seen = EVERYONE
    kind: ClassVar[str] = "event"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.kind = _snake(cls.__name__)
        if not cls.__name__.startswith("_"):
            EVENT_TYPES[cls.kind] = cls

    def to_dict(self) -> dict[str, Any]:
        """``{"kind": ..., **fields}``."""
        return {"kind": self.kind, **asdict(self)}

    @classmethod
    def field_names(cls) -> tuple[str, ...]:
        """The names of this event's fields."""
        return tuple(f.name for f in fields(cls))


@dataclass(frozen=True)
class GameStarted(Event):
    """A new game was set up: labs, researchers in lab order, base side, variants."""
    labs: int
    players: int
    researchers: tuple[str, ...]
    base: str
    variants: tuple[str, ...]
    edition: str = "cs"
    """The rulebook played (section 10)."""


@dataclass(frozen=True)
class TowerBuilt(Event):
    """The 64 dice were stacked at random in four full layers (R-S1)."""
    dice: int


@dataclass(frozen=True)
class ContainmentDealt(Event):
    """Containment cards were dealt face down, one beside each value (R-S2)."""
    count: int


@dataclass(frozen=True)
class TurnStarted(Event):
    """A lab's turn began (R-T1)."""
    turn: int
    lab: int
    researcher: str
    actions: int


@dataclass(frozen=True)
class ActionPhaseEnded(Event):
    """The active researcher ended the action phase, with actions unused or not."""
    lab: int
    actions_left: int


@dataclass(frozen=True)
class ThreatPhaseStarted(Event):
    """The threat phase began (R-T3); ``primes`` is False when stasis prevents its prime."""
    lab: int
    primes: bool = True


@dataclass(frozen=True)
class PrimingSkipped(Event):
    """A threat phase primed nothing because of a stasis effect; ``remaining`` still to skip."""
    lab: int
    remaining: int


@dataclass(frozen=True)
class DieRemoved(Event):
    """A removable die was taken from the Tesseract into a lab, keeping its value (R-A1)."""
    die: int
    colour: str
    value: int
    col: str
    layer: int
    lab: int


@dataclass(frozen=True)
class DieRolled(Event):
    """A die was rolled. ``place`` is "lab:N", "primed", "tower:COL" or "hand" (in transit)."""
    die: int
    colour: str
    old: int | None
    new: int
    place: str


@dataclass(frozen=True)
class DiePrimed(Event):
    """A die entered the primed area. ``source`` is tower, destroyed or lab; ``count`` is
    how many primed dice now show its value."""
    die: int
    colour: str
    value: int
    source: str
    col: str | None
    count: int
    cause: str


@dataclass(frozen=True)
class BreachOpened(Event):
    """The breach check advanced the breach marker (R-T5)."""
    value: int
    count: int
    by: int
    marker: int


@dataclass(frozen=True)
class BreachReduced(Event):
    """An effect moved the breach marker back."""
    by: int
    marker: int


@dataclass(frozen=True)
class _ValueChange(Event):
    """Base of the events that change a die's value where it lies."""
    die: int
    colour: str
    old: int
    new: int
    place: str


@dataclass(frozen=True)
class DieAdjusted(_ValueChange):
    """A die's value went up or down by ``new - old`` (R-A2)."""


@dataclass(frozen=True)
class DieInverted(_ValueChange):
    """A die was turned to its opposite face (7 minus its value)."""


@dataclass(frozen=True)
class DieSet(_ValueChange):
    """A die was set to a chosen value."""


@dataclass(frozen=True)
class DieDestroyed(Event):
    """A die left play for the destroyed pool. ``place`` where it was; ``cause`` why."""
    die: int
    colour: str
    value: int
    place: str
    cause: str


@dataclass(frozen=True)
class DieTransferred(Event):
    """A die moved from one lab to another (R-A3)."""
    die: int
    colour: str
    value: int
    from_lab: int
    to_lab: int


@dataclass(frozen=True)
class TransferRefused(Event):
    """A researcher refused their consent, so the die stayed where it was."""
    die: int
    lab: int


@dataclass(frozen=True)
class DieRelocated(Event):
    """A removable die moved to the top of another column."""
    die: int
    colour: str
    value: int
    from_col: str
    to_col: str
    layer: int


@dataclass(frozen=True)
class DieReturned(Event):
    """A destroyed die came back, rolled, onto the top of a column (R-G6)."""
    die: int
    colour: str
    value: int
    col: str
    layer: int


@dataclass(frozen=True)
class DiePlacedInLab(Event):
    """A die was placed into a lab other than by removal or transfer (setup, unique action)."""
    die: int
    colour: str
    value: int
    lab: int


@dataclass(frozen=True)
class DiceSwapped(Event):
    """A lab die and a removable tower die changed places, each keeping its value."""
    lab_die: int
    tower_die: int
    col: str
    layer: int
    lab: int


@dataclass(frozen=True)
class DieContained(Event):
    """A die moved onto its space of the containment board (R-A5, R-A9)."""
    die: int
    colour: str
    value: int
    lab: int
    filled: int


@dataclass(frozen=True)
class ValueRevealed(Event):
    """A hidden die's top face opened: its value (and colour) became known (R-G4)."""
    die: int
    colour: str
    value: int
    col: str
    layer: int


@dataclass(frozen=True)
class ColourRevealed(Event):
    """A hidden die's side face opened: its colour became known, not its value (R-G4)."""
    die: int
    colour: str
    col: str
    layer: int


@dataclass(frozen=True)
class EventRevealed(Event):
    """A column was emptied and the event printed under it was revealed (R-G5)."""
    col: str
    event: str


@dataclass(frozen=True)
class EventRearmed(Event):
    """A die covered an empty position again; its event will resolve again (R-G6)."""
    col: str
    event: str


@dataclass(frozen=True)
class EventFizzled(Event):
    """A revealed event had nothing to act on and did nothing."""
    event: str


@dataclass(frozen=True)
class ContainmentCardRevealed(Event):
    """A value's column on the board reached 2 dice: its card turned face up (R-A7)."""
    value: int
    card: str


@dataclass(frozen=True)
class ContainmentCardUnlocked(Event):
    """A value's column on the board reached 4 dice: its card is unlocked (R-A7)."""
    value: int
    card: str


@dataclass(frozen=True)
class ContainmentCardPlayed(Event):
    """An unlocked containment card was played and left the game."""
    value: int
    card: str
    lab: int


@dataclass(frozen=True)
class ContainmentCardLost(Event):
    """Race variant (V3): a breach removed that value's containment card from the game."""
    value: int
    card: str | None


@dataclass(frozen=True)
class ColourCompleted(Event):
    """A colour's row on the board holds all six values (R-A7)."""
    colour: str
    lab: int


@dataclass(frozen=True)
class CardDrawn(Event):
    """A research card was drawn into a lab's hand."""
    lab: int
    card: str
    level: int


@dataclass(frozen=True)
class DeckEmpty(Event):
    """A draw was due from an empty deck, so no card came."""
    lab: int
    level: int


@dataclass(frozen=True)
class CardStudied(Event):
    """Study: a research card was discarded to draw from a higher deck (R-A4)."""
    lab: int
    card: str
    level: int


@dataclass(frozen=True)
class CardPlayed(Event):
    """A research card was played and went to its level's discard pile."""
    lab: int
    card: str


@dataclass(frozen=True)
class CardGiven(Event):
    """A research card changed hands."""
    card: str
    from_lab: int
    to_lab: int


@dataclass(frozen=True)
class CardsLookedAt(Event):
    """A researcher looked at the top cards of a deck."""
    lab: int
    level: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class CardsToBottom(Event):
    """Cards went to the bottom of a deck."""
    level: int
    count: int


@dataclass(frozen=True)
class UniqueUsed(Event):
    """A researcher used their unique action (R-A8)."""
    lab: int
    researcher: str


@dataclass(frozen=True)
class ActionsGained(Event):
    """The active researcher gained extra actions this turn."""
    lab: int
    count: int
    actions_left: int


@dataclass(frozen=True)
class PrimingPrevented(Event):
    """A stasis effect was set: the next ``count`` threat phases prime nothing."""
    count: int


@dataclass(frozen=True)
class DecisionMade(Event):
    """A decision was answered; ``question`` is its kind, ``option`` the chosen option."""
    question: str
    lab: int
    option: Any


@dataclass(frozen=True)
class GameWon(Event):
    """All 24 containment spaces are filled (R-T2)."""
    turn: int


@dataclass(frozen=True)
class GameLost(Event):
    """The game is lost (R-T6): ``reason`` is "breach", "last_die" (R-T6) or "empty_tower"
    (V5, at the start of a threat phase)."""
    reason: str
    turn: int
