"""Typed errors of the engine: codes, never text (narration turns them into words).

The classes are the kernel's (:mod:`alea.kernel.errors`), shared by every game; this module
declares Tesseract's reason codes.
"""

from __future__ import annotations

from alea.kernel.errors import IllegalMove, SaveError, register_reasons

REASONS: tuple[str, ...] = (
    "game_over",            # the game has ended; nothing more can be played
    "not_your_turn",        # a move for a request that is not pending
    "decision_pending",     # an action was given while a decision is asked
    "no_decision_pending",  # a choice was given while no decision is asked
    "bad_choice",           # a choice index outside the options
    "unknown_action",       # an action kind the engine does not know
    "bad_argument",         # an argument missing or of the wrong type or range
    "no_actions_left",      # the researcher has used every action of the turn
    "empty_column",         # the column holds no die
    "not_removable",        # the die is not removable (R-G2)
    "lab_full",             # the lab has no free space
    "not_in_reach",         # the die is not where the action may take it from
    "value_limit",          # a 6 cannot go up, a lab 1 cannot go down (R-A2)
    "same_lab",             # a transfer within one lab
    "no_higher_deck",       # study: no higher deck holds cards, or the card is Level 4 (R-A4)
    "not_your_card",        # the card is not in the researcher's hand
    "invalid_group",        # not a valid group (R-A6)
    "space_filled",         # the containment space of that colour and value is filled
    "cannot_resolve",       # a card or unique action with no legal way to resolve (R-C2)
    "card_not_unlocked",    # a containment card that is not unlocked (R-A7)
    "unique_used",          # reserved for abilities limited per turn
    "nothing_to_undo",      # undo with nothing in this turn to step back over
    "undo_barrier",         # undo would step back past a roll, a draw or a reveal (R-D3)
)
"""Every reason code a Tesseract :class:`IllegalMove` may carry (the kernel's included)."""


register_reasons(REASONS)

__all__ = ["REASONS", "IllegalMove", "SaveError"]
