"""Where "since your last turn" begins in a game's history: the ``since`` query of every game.

Each game keeps its own history (events, or items holding events) and its own turn-start
event; :func:`since_start` only needs, for each item, whose turn starts there.
"""

from __future__ import annotations

from collections.abc import Sequence


def since_start(turns: Sequence[object | None], me: object, playing: bool) -> int:
    """The index of the first history item that happened since ``me``'s previous turn ended.

    ``turns[i]`` is the player whose turn starts at item ``i`` (None where no turn starts).
    ``playing``: whether ``me`` is playing the turn under way, which is then not "previous";
    the answer is the start of the turn that followed ``me``'s previous one (0 when ``me``
    has had no turn before; ``len(turns)`` when no turn has started since).
    """
    starts = [i for i, owner in enumerate(turns) if owner is not None]
    own = [i for i in starts if turns[i] == me]
    if playing and own and own[-1] == starts[-1]:
        own.pop()  # the turn being played is not "since"
    if not own:
        return 0
    return next((i for i in starts if i > own[-1]), len(turns))
