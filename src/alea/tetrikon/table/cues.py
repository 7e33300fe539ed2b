"""Tetrikon's events as the table's sound cues (:mod:`alea.table.cues`).

A Chance card that is a penalty resolves at once and face up (T-N1), so its cue tells no seat
anything hidden; a kept card is only "a card drawn". The match ends won for the seat of its
first place and lost for the others (T-W4).
"""

from __future__ import annotations

from collections.abc import Callable

from alea.tetrikon.engine.events import Event

KINDS: dict[str, str] = {
    "rolled": "dice_rolled",
    "die_rolled": "dice_rolled",
    "start_roll": "dice_rolled",
    "tcards_drawn": "card_drawn",
    "chance_drawn": "card_drawn",
    "placed": "piece_placed",
    "replaced": "piece_placed",
    "taken_out": "die_removed",
}
"""Each event kind with a cue of its own."""


def cue_of(event: object, holds: Callable[[int], bool]) -> str | None:
    """The cue of one Tetrikon event for a seat playing for the players ``holds`` says yes to."""
    if not isinstance(event, Event):
        return None
    if event.kind == "turn_started" and event.player is not None:
        return "your_turn" if holds(event.player) else "other_turn"
    if event.kind == "chance_drawn" and "card_kind" not in event.secret and event.data.get("card_kind") == "penalty":
        return "penalty"
    if event.kind == "match_over":
        ranking = event.data.get("places")
        if isinstance(ranking, (list, tuple)):
            return "game_won" if any(holds(i) and place == 1 for i, place in enumerate(ranking)) else "game_lost"
        return None
    return KINDS.get(event.kind)
