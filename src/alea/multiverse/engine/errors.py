"""The engine's refusals: the kernel's :class:`~alea.kernel.IllegalMove` with Multiverse's own
reason codes registered; codes, never text (narration turns them into words)."""

from __future__ import annotations

from alea.kernel.errors import KERNEL_REASONS, IllegalMove, SaveError, register_reasons

__all__ = ["IllegalMove", "MULTIVERSE_REASONS", "REASONS", "SaveError"]

MULTIVERSE_REASONS: tuple[str, ...] = (
    "bad_colour",           # a colour digit outside 1..5
)
"""The reason codes Multiverse adds to the kernel's."""

REASONS: tuple[str, ...] = KERNEL_REASONS + MULTIVERSE_REASONS
"""Every reason code a Multiverse move may be refused with."""

register_reasons(MULTIVERSE_REASONS)
