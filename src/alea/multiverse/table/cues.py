"""Multiverse's events as the table's sound cues (:mod:`alea.table.cues`).

A flip challenged and confirmed is a challenge won, one whose confirmation failed a challenge
lost (M-A1.4), whoever hears it; a game ends won for its winners and lost for the others (M-W3).
"""

from __future__ import annotations

from collections.abc import Callable

from alea.multiverse.engine import events as ev


def cue_of(event: object, holds: Callable[[int], bool]) -> str | None:
    """The cue of one Multiverse event for a seat playing for the players ``holds`` says yes to."""
    if isinstance(event, ev.TurnStarted):
        return "your_turn" if holds(event.owner) else "other_turn"
    if isinstance(event, ev.DieRolled):
        return "dice_rolled"
    if isinstance(event, (ev.Encounter, ev.FinalMeeting)):
        return "world_met"
    if isinstance(event, ev.FlipConfirmed):  # from the listener's side (issue 41): the flipper's
        # flip stood or failed; every other seat hears the challenge's side, won when the flip failed
        won = event.success if holds(event.player) else not event.success
        return "challenge_won" if won else "challenge_lost"
    if isinstance(event, ev.GameEnded):
        return "game_won" if any(holds(player) for player in event.winners) else "game_lost"
    return None
