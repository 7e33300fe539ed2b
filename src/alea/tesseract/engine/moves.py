"""Moves: what a player may give the engine (actions and answers to decisions).

Each action kind is a small frozen type holding exactly the fields it needs (:class:`Remove`,
:class:`Adjust`, ...), all subclasses of :class:`Action`; its ``kind`` is the name the JSON
codec writes (``{"kind": "remove", "col": "a1"}``, keys in the order the saves have always had).
"""

from __future__ import annotations

from typing import Any, ClassVar

from alea.kernel.codec import MoveCodec
from alea.kernel.moves import Choice, choices

from alea.dataclass import dataclass

__all__ = ["ACTION_KINDS", "ACTION_TYPES", "COSTLY", "Action", "Adjust", "Choice", "Contain", "End",
           "Move", "Play", "PlayContainment", "Remove", "Study", "Transfer", "Unique", "action",
           "CODEC", "action_from_json", "choices", "move_from_json"]

_FIELD_ORDER: tuple[str, ...] = ("col", "die", "delta", "lab", "card", "value", "group")
"""The order of the fields in a move's JSON object (the order saves have always used)."""


class Action:
    """An action of the active researcher (or a card play, R-C1): one subclass per kind."""

    __slots__ = ()
    kind: ClassVar[str]
    """The action's name in the JSON codec and the command words: one of :data:`ACTION_KINDS`."""
    costly: ClassVar[bool] = False
    """Whether it costs one of the turn's actions (unless an ability makes it free)."""
    json_fields: ClassVar[tuple[str, ...]] = ()
    """Its fields, in the order of its JSON object."""

    def __init_subclass__(cls, kind: str = "", costly: bool = False, **rest: Any) -> None:
        super().__init_subclass__(**rest)
        cls.costly = costly
        own = cls.__dict__.get("__annotations__", {})  # its own fields, not its bases' (as inspect.get_annotations)
        cls.json_fields = tuple(f for f in _FIELD_ORDER if f in own)
        if kind:  # one of the engine's kinds (a subclass without one is no move the codec reads)
            cls.kind = kind
            ACTION_TYPES[kind] = cls

    def to_json(self) -> dict[str, Any]:
        """A JSON object: the kind, then the fields (:data:`CODEC`)."""
        return CODEC.to_json(self)


ACTION_TYPES: dict[str, type[Action]] = {}
"""Every action type by its kind."""


@dataclass(frozen=True)
class Remove(Action, kind="remove", costly=True):
    """R-A1: take the top die of a column into the active lab."""

    col: str
    """A column name "a1".."d4"."""


@dataclass(frozen=True)
class Adjust(Action, kind="adjust", costly=True):
    """R-A2: change a die of the active lab or of the primed area by one."""

    die: int
    """A die id 0..63."""
    delta: int
    """+1 or -1."""


@dataclass(frozen=True)
class Transfer(Action, kind="transfer", costly=True):
    """R-A3: move a die between the active lab and another one."""

    die: int
    """A die id 0..63, in the active lab or in the destination's partner."""
    lab: int
    """The lab the die goes to, 0-based."""


@dataclass(frozen=True)
class Study(Action, kind="study", costly=True):
    """R-A4: trade a card for one of a higher level."""

    card: str
    """A card uid such as "calibrate#2"."""


@dataclass(frozen=True)
class Contain(Action, kind="contain", costly=True):
    """R-A5: contain one die of a valid group of the active lab."""

    group: tuple[int, ...]
    """The dice of the group, sorted."""
    die: int
    """The die contained, one of ``group``."""


@dataclass(frozen=True)
class Unique(Action, kind="unique", costly=True):
    """R-A8: the researcher's unique action (its choices follow as decisions)."""


@dataclass(frozen=True)
class Play(Action, kind="play"):
    """R-C1: play a research card (free)."""

    card: str
    """A card uid such as "calibrate#2"."""


@dataclass(frozen=True)
class PlayContainment(Action, kind="play_containment"):
    """R-A7: play an unlocked containment card (free)."""

    value: int
    """The value 1..6 of its space."""


@dataclass(frozen=True)
class End(Action, kind="end"):
    """End the action phase (the threat phase follows at once)."""


ACTION_KINDS: tuple[str, ...] = tuple(ACTION_TYPES)
"""Every action kind; see docs/engine-api.md for the fields each uses."""

COSTLY: frozenset[str] = frozenset(k for k, t in ACTION_TYPES.items() if t.costly)
"""Action kinds that cost one of the turn's actions (unless an ability makes them free)."""


def action(kind: str, **fields: Any) -> Action:
    """The action of kind ``kind`` with these fields; raises ValueError for an unknown kind or
    fields that kind does not take (a group is given as any sequence of die ids)."""
    cls = ACTION_TYPES.get(kind)
    if cls is None:
        raise ValueError(f"unknown action {kind!r}")
    if set(fields) != set(cls.json_fields):
        raise ValueError(f"{kind} takes {', '.join(cls.json_fields) or 'nothing'}")
    if "group" in fields:
        fields["group"] = tuple(fields["group"])
    return cls(**fields)


CODEC: MoveCodec[Action] = MoveCodec(ACTION_TYPES.values(), order=_FIELD_ORDER)
"""The actions as JSON (the kernel's codec), keys in the order saves have always had."""


def action_from_json(data: Any) -> Action:
    """The inverse of :meth:`Action.to_json`; raises ValueError on foreign keys or types."""
    return CODEC.from_json(data)


Move = Action | Choice
"""A move is an action or a decision's answer."""


def move_from_json(data: Any) -> Move:
    """Read a move written by ``to_json``; raises ValueError on anything else."""
    choice = Choice.from_json(data)
    return choice if choice is not None else action_from_json(data)
