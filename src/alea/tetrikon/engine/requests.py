"""What the flow waits for (the kernel's requests: a player's turn, a decision addressed to the
player who must answer, chance), and Tetrikon's decision kinds."""

from __future__ import annotations

from alea.kernel import Chance, Decision, Turn

__all__ = ["DECISION_KINDS", "Chance", "Decision", "Turn"]


DECISION_KINDS: dict[str, str] = {
    "key": "options of the roll's key: 'treasury', 'chance', 'piece' (T-A2); data: dice, count",
    "use_or_keep": "'use' or 'keep' a Chance card just drawn (T-N1); data: card",
    "pay": "T-card sets (sorted value lists) that pay an amount (T-M1); data: amount, why",
    "give_pieces": "the distinct piece types left, one to give in a piece inflation (T-M5); data: count "
                   "(how many are still to give), why",
    "give_cards": "the distinct T-card values left, one to give in a card inflation (T-M4); data: count "
                  "(how many are still to give), why",
    "discard": "lists of cards (T values as numbers, Chance uids as strings) (cards 10, 11)",
    "immunity": "True (reveal Immunity) or False (T-N3); data: what it would cancel",
    "offer_answer": "True (accept) or False (refuse) a trade offer (T-A4); data: the offer",
    "swap_answer": "True or False: swap a piece for card 2 (T-N2.2); data: give, want, from",
    "target": "player indices: who a card is played at (cards 4, 22); data: card",
    "position": "display positions 1..6 (card 6)",
    "own_piece": "free piece types of one's own to give (cards 1, 2, 5)",
    "want_piece": "piece types wanted from another player (card 2)",
    "take_out": "placed piece labels to take out of one's diagram (card 5 without free pieces)",
}
"""Every decision kind and how its options read."""
