"""What happened, as text-free facts for narration. No event ever holds a face-down token, so
every event is seen by everyone (``seen = EVERYONE``, declared once on :class:`Event`, the
kernel's event base: :mod:`alea.kernel.events`).

Players are indices (0-based, table order); an owner in the sceptre circle may be an imaginary
seat (-1 for I1, -2 for I2). Worlds and switches are 5-bit masks (:mod:`.worlds`).
"""

from __future__ import annotations

from alea.dataclass import dataclass
from typing import Any

from alea.kernel.events import EVERYONE
from alea.kernel.events import Event as KernelEvent


@dataclass(frozen=True)
class Event(KernelEvent):
    """Base of every event; every one is seen by everyone (face-down tokens are in none)."""

    seen = EVERYONE


@dataclass(frozen=True)
class GameStarted(Event):
    players: int
    variants: tuple[str, ...]


@dataclass(frozen=True)
class StarterChosen(Event):
    """M-S4: ``drawn`` when the engine drew the starter at random."""

    player: int
    drawn: bool


@dataclass(frozen=True)
class DieRolled(Event):
    """One multi-die roll. ``purpose``: "setup" (M-S3), "confirm" (M-A1) or "leap" (M-Q2);
    ``reroll`` when it replaces the previous roll (M-A4)."""

    player: int
    purpose: str
    colour: int
    result: str
    reroll: bool = False


@dataclass(frozen=True)
class StartingSwitch(Event):
    """M-S3: a player's switch after the five setup rolls."""

    player: int
    switch: int


@dataclass(frozen=True)
class SceptresDealt(Event):
    """M-S5: what each owner holds, as (owner, sceptre ids)."""

    holdings: tuple[tuple[int, tuple[str, ...]], ...]


@dataclass(frozen=True)
class SceptresPlaced(Event):
    """M-S6: an owner's sceptres at their positions, as (position, sceptre); ``random`` under
    MV2."""

    owner: int
    placed: tuple[tuple[int, str], ...]
    random: bool


@dataclass(frozen=True)
class TableLaid(Event):
    """M-S7..M-S9: the tokens shuffled, the formations and columns laid (heights)."""

    heights: tuple[int, ...]


@dataclass(frozen=True)
class TokenRevealed(Event):
    """A token turned face up: in a formation (``owner`` a player, ``slot`` B1/B2, or a front
    slot at setup) or a column's new top (``owner`` None, ``slot`` "C1"...)."""

    owner: int | None
    slot: str
    world: int


@dataclass(frozen=True)
class TurnStarted(Event):
    turn: int
    owner: int


@dataclass(frozen=True)
class Flipped(Event):
    """M-A1: ``player`` flipped ``colour``; ``switch`` is the result."""

    player: int
    colour: int
    switch: int


@dataclass(frozen=True)
class FlippedAll(Event):
    """M-A2."""

    player: int
    switch: int


@dataclass(frozen=True)
class ChallengeAnswered(Event):
    """M-A1: ``holder`` said "Just roll!" (``challenged``) or let the flip be. ``holder`` is
    None when no challenge is possible: ``why`` is "imaginary" (M-A1.2) or "own" (M-A1.3)."""

    colour: int
    holder: int | None
    challenged: bool
    why: str = ""


@dataclass(frozen=True)
class FlipConfirmed(Event):
    """M-A1.4: the confirmation roll's outcome; on failure the slider went back."""

    player: int
    colour: int
    success: bool
    switch: int


@dataclass(frozen=True)
class Encounter(Event):
    """M-E3: the active player captured ``world`` from ``owner``'s ``slot`` (``owner`` None and
    ``slot`` "C1"... for a column top)."""

    player: int
    owner: int | None
    slot: str
    world: int


@dataclass(frozen=True)
class EncounterDeclined(Event):
    """MV1: the active player declined a match."""

    player: int
    world: int


@dataclass(frozen=True)
class PlayerRevealed(Event):
    """M-E6, M-W1: a formation became empty."""

    player: int


@dataclass(frozen=True)
class LeapStarted(Event):
    """M-Q1, M-Q2: the colours to roll and the participants; ``universal`` when the world came
    from a column (a universal being: every player takes part)."""

    colours: tuple[int, ...]
    participants: tuple[int, ...]
    universal: bool = False


@dataclass(frozen=True)
class LeapChanged(Event):
    """M-Q2: a CHANGE flipped ``colour`` on every participant's switch."""

    colour: int
    participants: tuple[int, ...]


@dataclass(frozen=True)
class LeapEnded(Event):
    """M-Q4: the participants' switches after the whole leap, as (player, switch)."""

    switches: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class FinalMeeting(Event):
    """M-W2: ``player`` met revealed ``met`` and captured their switch."""

    player: int
    met: int
    switch: int


@dataclass(frozen=True)
class TurnEnded(Event):
    """M-T4: ``captures`` this turn."""

    owner: int
    captures: int


@dataclass(frozen=True)
class SceptresRotated(Event):
    """M-R1 (M-R2 when ``owner`` is imaginary): the sceptre at each position afterwards."""

    owner: int
    sceptres: tuple[str, ...]


@dataclass(frozen=True)
class DecisionMade(Event):
    """A player answered a decision."""

    kind: str
    player: int
    choice: Any


@dataclass(frozen=True)
class GameEnded(Event):
    """M-W3: the scores in player order and the winners; ``reason`` "meeting" or "limit"."""

    reason: str
    scores: tuple[int, ...]
    winners: tuple[int, ...]
