"""What happened, as data for narration: an event kind, who it concerns, its facts.

Some facts are known only to one player (the values of T-cards drawn, which Chance card was
drawn and kept: T-H). They are listed in ``secret``; :meth:`Event.seen_by` gives the event
as another player may hear it, with those facts removed.
"""

from __future__ import annotations

from dataclasses import field
from alea.dataclass import dataclass
from typing import Any


@dataclass(frozen=True)
class Event:
    """One thing that happened. ``player`` is whom it concerns (None: the table)."""

    kind: str
    player: int | None = None
    data: dict[str, Any] = field(default_factory=dict, compare=False)
    secret: frozenset[str] = frozenset()
    """Keys of ``data`` that only ``player`` (and the players in ``also``) may know."""
    also: frozenset[int] = frozenset()
    """Other players who see the secret facts (the other party of a trade, T-H)."""

    def seen_by(self, seat: int | None) -> "Event":
        """The event as player ``seat`` may know it (None: a spectator)."""
        if not self.secret or seat == self.player or seat in self.also:
            return self
        return Event(self.kind, self.player,
                     {k: v for k, v in self.data.items() if k not in self.secret})


EVENT_KINDS: dict[str, str] = {
    "match_started": "data: players, letters, mode",
    "game_started": "a game of the match begins (T-S); data: game, letter, diagrams",
    "start_roll": "T-S7: data: rolls (player -> die), tied",
    "starter": "T-S7: the starting player",
    "turn_started": "data: round, final, first",
    "card_returned": "a restriction card is handed in at the start of a turn (cards 12, 13)",
    "rolled": "T-A1: data: dice, sum, doubles",
    "key_chosen": "T-A2: data: option",
    "tcards_drawn": "data: count; secret: values",
    "chance_drawn": "data: card (secret unless it resolves at once), card_kind",
    "card_used": "a Chance card's effect begins; data: card",
    "card_kept": "data: card (secret)",
    "card_wasted": "card 4 at a player with no free piece, card 2 refused by all; data: card",
    "die_rolled": "one die that selects a display position; data: value",
    "piece_taken": "from the display; data: position, piece, why",
    "display_refilled": "data: position, piece",
    "piece_to_bag": "data: piece, why",
    "placed": "data: board, label, piece, squares",
    "replaced": "data: board, out (label), out_piece, label, piece, squares",
    "taken_out": "data: board, label, piece",
    "paid": "T-cards to the bank or a player; data: to (player or None), amount, count; "
            "secret: values",
    "bank_paid": "data: amount, count; secret: values",
    "offer": "T-A4: data: to, buy, sell, price",
    "offer_answered": "data: accepted",
    "traded": "data: to, buy, sell, price",
    "swap": "card 2: data: with, gave, got",
    "piece_given": "data: to (player or None for the bank), piece, why",
    "discarded": "data: count; secret: cards",
    "restricted": "a restriction card lies in front of a player: data: card",
    "immunity": "T-N3: Immunity revealed; data: against",
    "treasury_reshuffled": "T-M4: the returned pile becomes the Treasury; data: size",
    "chance_reshuffled": "T-M6: data: size",
    "inflation": "T-M4/T-M5: data: what ('pieces' or 'cards'), shares (player -> count)",
    "limit_raised": "card 20: data: limit",
    "completed": "T-W1: a diagram is full; data: first (closed the game)",
    "time_up": "T-V1: the round limit is reached",
    "final_round": "T-W2 begins; data: closer",
    "turn_ended": "data: unused (actions left)",
    "game_scored": "T-W3: data: game, penalties, completed",
    "match_over": "T-W4: data: totals, ranking (places)",
}
"""Every event kind."""
