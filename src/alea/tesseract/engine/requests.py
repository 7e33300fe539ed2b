"""What the game waits for: a researcher's turn, a decision, or (internally) chance.

The kernel's requests (:mod:`alea.kernel.requests`), with Tesseract's names for the player.
"""

from __future__ import annotations

from alea.dataclass import dataclass

from alea.kernel import requests as kernel
from alea.kernel.requests import Chance

__all__ = ["DECISION_KINDS", "Chance", "Decision", "Turn"]


@dataclass(frozen=True)
class Turn(kernel.Turn):
    """The active researcher's action phase: any legal action, or ``end``.

    ``player`` (the kernel's name) is the active lab, 0-based; ``lab`` says the same.
    """

    actions_left: int
    """How many actions remain this turn."""

    @property
    def lab(self) -> int:
        """The active lab (0-based)."""
        return self.player


@dataclass(frozen=True)
class Decision(kernel.Decision):
    """A choice the rules give a player (R-D1), with a finite list of options.

    ``kind`` tells what is asked and how to read the options (see
    :data:`DECISION_KINDS`); ``player``, also named ``lab``, is the lab whose researcher
    answers (0-based). The options are JSON values: die ids, lab indices, column names,
    values, booleans, None for "none"; ``data`` gives narration the source of the question.
    """

    @property
    def lab(self) -> int:
        """The lab whose researcher answers (0-based)."""
        return self.player


DECISION_KINDS: dict[str, str] = {
    "setup_corner": "options are column names of top corners; the lab takes that die (R-S5)",
    "setup_tie": "options are die ids tied for the setup prime (R-S6)",
    "edge_tie": "options are die ids tied as the edge cube (R-G3)",
    "fortify_tie": "options are primed die ids tied for lowest value (FOR)",
    "spare_lab": "options are lab indices; the chosen lab is spared by EMP Wave (EMW)",
    "consent": "options are True (agree) and False (refuse); data: die, from_lab, to_lab",
    "destroy_matching": "options are primed die ids to destroy, then None for none unless V8 "
                        "(R-A5 step 1)",
    "roll_count": "options are 0 (roll none) and k, all the group's other dice (R-A5 step 2); "
                  "data: levels, deck sizes",
    "bonus_die": "options are destroyed die ids to bring back, then None under V9 only (R-A7)",
    "place_column": "options are column names lower than 4 (R-G6); data: die",
    "adjust_or_invert": "options are 'adjust' and 'invert' (the magnetic physicist's ability)",
    "chrono_adjust": "options are +1, -1 and 0 (no change) for the die just primed",
    "pick_die": "options are die ids, then None when the effect allows stopping; data: op, source",
    "pick_delta": "options are signed amounts (+1, -1, +2, -2); data: die",
    "pick_value": "options are values 1..6; data: die",
    "pick_lab": "options are lab indices; data: op",
    "pick_column": "options are column names; data: op, die",
    "pick_card": "options are card uids; data: op",
    "discard_card": "options are card uids of the hand that a higher deck can replace; data: op",
    "pick_number": "options are values 1..6 (which value an effect targets); data: op",
    "card_exchange": "options are [direction, card uid, lab] lists: give or take a card",
}
"""Every decision kind and how its options read."""
