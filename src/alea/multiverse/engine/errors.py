"""Typed errors of the engine: codes, never text (narration turns them into words)."""

from __future__ import annotations

from typing import Any

REASONS: tuple[str, ...] = (
    "game_over",            # the game has ended
    "decision_pending",     # an action was given while a decision is asked
    "no_decision_pending",  # a choice was given while no decision is asked
    "bad_choice",           # a choice index outside the options
    "bad_colour",           # a colour digit outside 1..5
    "unknown_move",         # not a move of this game
    "nothing_to_undo",      # nothing in this turn to step back over
    "undo_barrier",         # undo would step back past a roll or a token turned face up
)
"""Every reason code an :class:`IllegalMove` may carry."""


class IllegalMove(ValueError):
    """A move the rules do not allow now. Raised before anything changes."""

    def __init__(self, reason: str, **data: Any) -> None:
        if reason not in REASONS:
            raise KeyError(f"unknown reason code {reason!r}")
        super().__init__(reason)
        self.reason = reason
        self.data = data


class SaveError(ValueError):
    """A record that cannot be loaded: damaged, foreign, or not replaying."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(reason if not detail else f"{reason}: {detail}")
        self.reason = reason
        self.detail = detail
