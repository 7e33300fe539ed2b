"""What the game waits for: a player's turn, a numbered decision, or (internally) chance."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

STABILITY = "stability"
CHANGE = "change"
RESULTS: tuple[str, ...] = (STABILITY, CHANGE)
"""The two meanings of a multi-die roll (M-C5): all the engine records."""


@dataclass(frozen=True)
class Turn:
    """The active player's action (M-T2): flip one colour or flip all."""

    player: int


@dataclass(frozen=True)
class Decision:
    """A numbered choice the rules give one player, with a finite list of options.

    ``kind`` is one of :data:`DECISION_KINDS`; ``player`` is who must answer (the sceptre
    holder for a challenge, the active player for the reroll).
    """

    kind: str
    player: int
    options: tuple[Any, ...]
    data: dict[str, Any] = field(default_factory=dict, compare=False)


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
"""Every decision kind and how its options read."""


@dataclass(frozen=True)
class Chance:
    """A chance node: ``die`` (one multi-die roll, outcome :data:`RESULTS`), ``shuffle`` (a
    permutation of ``range(n)``) or ``pick`` (an index in ``range(n)``)."""

    kind: str
    n: int = 1
