"""The engine's refusals: the kernel's IllegalMove with Tetrikon's reason codes and their
data, never text (narration words them)."""

from __future__ import annotations

from alea.kernel import KERNEL_REASONS, IllegalMove, register_reasons

__all__ = ["REASONS", "IllegalMove"]


REASONS: dict[str, str] = {
    "not_allowed_in_mode": "this action is not part of the solo or lightning game",
    "first_turn_roll": "T-T1: the first turn is the roll only",
    "letter_used": "T-T2: each action letter once per turn; data: letter",
    "two_actions": "T-T2: two actions already taken",
    "exchange_whole_turn": "T-T2 ii: f) must be announced first and is the whole turn",
    "no_roll": "card 13: no dice roll this turn",
    "no_build": "card 21: no building this turn",
    "no_trade": "card 12 lies in front of you or of the other player; data: player",
    "final_round": "T-W2 / T-V1: no trading in the final round",
    "placement_limit": "T-T4: placements used up this turn; data: limit",
    "not_free": "no such free piece; data: piece",
    "unknown_piece": "no such piece type; data: piece",
    "bad_square": "not a square name; data: square",
    "outside": "a square is not part of the diagram; data: square",
    "not_empty": "a square is already covered; data: square",
    "not_shape": "the squares do not form that piece in an allowed orientation",
    "no_placed": "no placed piece with that label; data: label",
    "same_piece": "T-A3: the new piece must be a different one",
    "bad_board": "no such board",
    "cannot_pay": "T-A5 / T-M1: not enough T-points; data: amount, total",
    "display_empty": "nothing to take from the display",
    "card_not_in_hand": "data: card",
    "card_not_usable": "the card cannot be used now; data: card",
    "jokers_only": "T-A1: only Jokers are cashed together",
    "bad_target": "no such other player",
    "offer_empty": "an offer moves pieces one way and T-points the other",
    "offer_limit": "T-A4: at most 10 offers in one d)",
    "cannot_end": "the first turn must roll",
}
"""Every reason code."""

register_reasons(REASONS)
assert not set(REASONS) & set(KERNEL_REASONS)
