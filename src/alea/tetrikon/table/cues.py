"""Tetrikon's events as the table's sound cues (:mod:`alea.table.cues`).

A Chance card that is a penalty resolves at once and face up (T-N1), so its cue tells no seat
anything hidden; a kept card is only "a card drawn". The match ends won for the seat of its
first place and lost for the others (T-W4). The table hands each seat the events as that seat
may know them (:func:`alea.kernel.events.visible_to`).
"""

from __future__ import annotations

from collections.abc import Callable

from alea.tetrikon.engine import events as ev

CUES: dict[type[ev.Event], str] = {
    ev.Rolled: "dice_rolled",
    ev.StartRoll: "dice_rolled",
    ev.TcardsDrawn: "card_drawn",
    ev.ChanceDrawn: "card_drawn",
    ev.Placed: "piece_placed",
    ev.TakenOut: "die_removed",
}
"""Each event class with a cue of its own. The manager's die that picks a bought or exchanged piece
(``DieRolled``) has none: the rattle is the turn's roll, and a purchase is not one (issue 41)."""


def cue_of(event: object, holds: Callable[[int], bool]) -> str | None:
    """The cue of one Tetrikon event for a seat playing for the players ``holds`` says yes to."""
    if isinstance(event, ev.TurnStarted):
        return "your_turn" if holds(event.player) else "other_turn"
    if isinstance(event, ev.ChanceOpened):
        return "penalty" if event.card_kind == "penalty" else "card_drawn"
    if isinstance(event, ev.MatchOver):
        return "game_won" if any(holds(i) and place == 1 for i, place in enumerate(event.places)) else "game_lost"
    return CUES.get(type(event)) if isinstance(event, ev.Event) else None
