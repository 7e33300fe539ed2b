"""The kernel's errors: codes, never text (a game's narration turns them into words).

:class:`IllegalMove` is shared by the kernel and every game, so that the table catches one
class whoever refused the move. Its reason codes are the kernel's own (:data:`KERNEL_REASONS`)
plus those each game registers with :func:`register_reasons`; an unknown code is a bug and
raises ``KeyError`` at once.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from alea.errors import AleaError

KERNEL_REASONS: tuple[str, ...] = (
    "game_over",            # the game has ended; nothing more can be played
    "decision_pending",     # a game's move was given while a decision is asked
    "no_decision_pending",  # a choice was given while no decision is asked
    "bad_choice",           # a choice index outside the options
    "bad_argument",         # a move of a type the game does not know
    "nothing_to_undo",      # undo with nothing in this turn to step back over
    "undo_barrier",         # undo would step back past a chance outcome or another barrier
)
"""The reason codes the kernel itself raises."""

_KNOWN: set[str] = set(KERNEL_REASONS)


def register_reasons(reasons: Iterable[str]) -> None:
    """Declare a game's reason codes (done once, when the game's errors module loads)."""
    _KNOWN.update(reasons)


def known_reasons() -> frozenset[str]:
    """Every reason code declared so far (the kernel's and the games' loaded)."""
    return frozenset(_KNOWN)


class IllegalMove(AleaError, ValueError):
    """A move the rules do not allow now. Raised before anything changes.

    ``reason`` is a declared code (:func:`register_reasons`); ``data`` holds the facts
    narration needs (the option count, the decision kind, a game's column or die ...).
    """

    def __init__(self, reason: str, **data: Any) -> None:
        if reason not in _KNOWN:
            raise KeyError(f"unknown reason code {reason!r}")
        super().__init__(reason)
        self.reason = self.code = reason
        self.data = data


class SaveError(AleaError, ValueError):
    """A save file that cannot be loaded: damaged, truncated, oversized, foreign or edited.

    ``reason`` is one of ``unreadable``, ``not_a_file`` (a folder, FIFO or device), ``too_large``,
    ``not_json``, ``not_a_save`` (also: a record of another game, named in ``detail``),
    ``version``, ``damaged``, ``does_not_replay``; and, from a table, ``not_for_play`` (a record
    made for the rules' tests, which would show hidden information, docs/save-format.md).
    """

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(reason if not detail else f"{reason}: {detail}")
        self.reason = self.code = reason
        self.detail = detail
