"""Tesseract's events as the table's sound cues (:mod:`alea.table.cues`).

Tesseract is cooperative: every seat hears the same cues, but for whose turn starts, and a
game won or lost is won or lost by everyone.
"""

from __future__ import annotations

from collections.abc import Callable

from alea.tesseract.engine import events as ev

CUES: dict[type[ev.Event], str] = {
    ev.DieRolled: "dice_rolled",
    ev.CardDrawn: "card_drawn",
    ev.DieRemoved: "die_removed",
    ev.DieDestroyed: "die_removed",
    ev.DiePlacedInLab: "piece_placed",
    ev.DieRelocated: "piece_placed",
    ev.DieReturned: "piece_placed",
    ev.DieTransferred: "piece_placed",
    ev.BreachOpened: "breach",
    ev.DieContained: "contained",
    ev.ContainmentCardPlayed: "contained",
    ev.GameWon: "game_won",
    ev.GameLost: "game_lost",
}
"""Each event kind with a cue, by its class."""


def cue_of(event: object, holds: Callable[[int], bool]) -> str | None:
    """The cue of one Tesseract event for a seat playing for the labs ``holds`` says yes to."""
    if isinstance(event, ev.TurnStarted):
        return "your_turn" if holds(event.lab) else "other_turn"
    return CUES.get(type(event)) if isinstance(event, ev.Event) else None
