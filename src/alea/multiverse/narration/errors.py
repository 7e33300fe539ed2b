"""A short answer for every refusal of the engine (its reason codes)."""

from __future__ import annotations

from alea.multiverse.engine.errors import IllegalMove
from alea.narration import N_
from alea.multiverse.narration.speaker import Speaker

MESSAGES: dict[str, str] = {
    "game_over": N_("The game is over."),
    "decision_pending": N_("First answer the question asked."),
    "no_decision_pending": N_("No question is asked now."),
    "bad_choice": N_("No such option. Choose 1 to {count}."),
    "bad_colour": N_("Colours are 1 to 5. 1 green, 2 white, 3 red, 4 yellow, 5 blue."),
    "bad_argument": N_("That is not a Multiverse move."),
    "nothing_to_undo": N_("Nothing to undo in this turn."),
    "undo_barrier": N_("Cannot undo past a roll or a token turned face up."),
}
"""Reason code -> message (one for every code of the engine)."""


def narrate(sp: Speaker, error: IllegalMove) -> str:
    """The message of a refused move."""
    return sp._(MESSAGES[error.reason], **error.data)
