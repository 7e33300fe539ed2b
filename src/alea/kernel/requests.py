"""What a game's flow yields: a chance node, a decision, or a player's turn.

A flow is a generator (see :data:`~.rules.Flow`). The kernel answers a :class:`Chance` itself
(from the record, a forced outcome or the seeded source) and waits for a player on a
:class:`Decision` (answered by a :class:`~.moves.Choice`, the option's index is sent back) or
a :class:`Turn` (answered by one of the game's own moves, sent back as it is).
"""

from __future__ import annotations

from dataclasses import field
from alea.dataclass import dataclass
from typing import Any

CHANCE_KINDS: tuple[str, ...] = ("roll", "shuffle", "pick")
"""Every kind of chance node; see :class:`Chance`."""


@dataclass(frozen=True)
class Chance:
    """A chance node: the kernel draws (or replays) its outcome.

    ``kind`` is "roll" (a list of ``n`` values 1..``sides``), "shuffle" (a permutation of
    ``range(n)``) or "pick" (an index in ``range(n)``). Every chance node is a barrier: undo
    never steps back past an outcome already seen.
    """

    kind: str
    """One of :data:`CHANCE_KINDS`."""
    n: int
    """How many dice are rolled, things shuffled, or things picked from."""
    sides: int = 6
    """The sides of each die (a roll only)."""

    def __post_init__(self) -> None:
        if self.kind not in CHANCE_KINDS or self.n < 0 or self.sides < 1:
            raise ValueError(f"impossible chance node {self!r}")


@dataclass(frozen=True)
class Turn:
    """A player's turn: the game waits for one of its moves (listed by ``legal_moves``).

    A game may subclass it to say more (the actions left, the phase ...).
    """

    player: int
    """Who plays now (0-based); a table sends the turn to the seat holding this player."""


@dataclass(frozen=True)
class Decision:
    """A choice the rules give a player, with a finite list of numbered options.

    ``kind`` tells what is asked and how to read the options (each game documents its kinds);
    ``player`` is who must answer, so that a table asks the seat holding that player.
    """

    kind: str
    """What is asked (a game's code, e.g. "consent")."""
    player: int
    """The player who answers (0-based)."""
    options: tuple[Any, ...]
    """The options as JSON values; a :class:`~.moves.Choice` names one by its index."""
    data: dict[str, Any] = field(default_factory=dict, compare=False)
    """Context for narration (the source of the question ...)."""


Request = Chance | Decision | Turn
"""Anything a flow may yield."""
