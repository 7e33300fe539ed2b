"""What the game waits for: the kernel's Turn, Decision and Chance, and Multiverse's decision
kinds and die results."""

from __future__ import annotations

from alea.kernel.requests import Chance, Decision, Turn

__all__ = ["CHANGE", "Chance", "DECISION_KINDS", "Decision", "RESULTS", "STABILITY", "Turn"]

STABILITY = "stability"
CHANGE = "change"
RESULTS: tuple[str, ...] = (STABILITY, CHANGE)
"""The two meanings of a multi-die roll (M-C5): what events and narration tell."""

DECISION_KINDS: dict[str, str] = {
    "place_sceptres": "options are tuples of sceptre ids, one per position of data['positions'] "
                      "in order (M-S6)",
    "challenge": "options are False (let it be) and True (\"Just roll!\"); data: colour, active "
                 "(M-A1)",
    "reroll": "options are False (keep) and True (reroll with the wooden sceptre); data: result, "
              "purpose, colour (M-A4, M-A5)",
    "meet": "options are the revealed players whose switch equals the active one's (A14)",
    "encounter": "options are True (meet) and False (decline); data: world, where (MV1)",
    "die_result": "options are 'stability' and 'change': the physical die's result typed by the "
                  "player who rolled; data: purpose, colour (MV3)",
}
"""Every decision kind and how its options read; ``Decision.player`` is who must answer (the
sceptre holder for a challenge, the active player for the reroll)."""
