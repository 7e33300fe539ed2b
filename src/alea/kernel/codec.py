"""The one move codec every game writes its moves with: :class:`MoveCodec`.

A game's moves are small frozen dataclasses, one per kind, each naming its ``kind`` (a class
variable). A move is written as a JSON object, its kind first, then its fields
(``{"kind": "build", "piece": "L", "squares": ["a1", "a2"]}``), tuples as lists; reading it
back checks every field against its declared type (``int``, ``str``, or a tuple of either), so a
save file that was tampered with is refused with ValueError instead of playing a move of the
wrong shape. The kernel's own move, a decision's :class:`~.moves.Choice`, is not among them.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Iterable, Sequence
from typing import Any, Generic, TypeVar

M = TypeVar("M")

_SCALARS: dict[object, type] = {int: int, str: str}


def _kind_of(hint: object) -> tuple[type, bool]:
    """A field's JSON value as (the type of a value, whether a list of them): ``int``, ``str``,
    ``tuple[int, ...]``, ``tuple[str, ...]``. Raises TypeError on any other type (a codec
    that could not read back what it writes)."""
    if hint in _SCALARS:
        return _SCALARS[hint], False
    args = typing.get_args(hint)
    if typing.get_origin(hint) is tuple and len(args) == 2 and args[1] is Ellipsis and args[0] in _SCALARS:
        return _SCALARS[args[0]], True
    raise TypeError(f"a move field of type {hint!r} has no JSON form")


def _fits(value: object, expected: type) -> bool:
    """Whether ``value`` is of ``expected`` type exactly (a bool is no whole number here)."""
    return type(value) is expected


class _Shape:
    """One move type as the codec reads it: its fields in JSON order, their types, their defaults."""

    def __init__(self, cls: type, order: Sequence[str]) -> None:
        self.cls = cls
        hints = typing.get_type_hints(cls)
        declared = [f for f in dataclasses.fields(cls) if f.init]
        rank = {name: i for i, name in enumerate(order)}
        declared.sort(key=lambda f: rank.get(f.name, len(rank)))  # stable: undeclared ones keep their place
        self.names = tuple(f.name for f in declared)
        self.kinds = {f.name: _kind_of(hints[f.name]) for f in declared}
        self.required = frozenset(f.name for f in declared if f.default is dataclasses.MISSING
                                  and f.default_factory is dataclasses.MISSING)

    def read(self, data: dict[str, Any]) -> Any:
        given = {k: v for k, v in data.items() if k != "kind"}
        if not set(given) <= set(self.names) or not self.required <= set(given):
            raise ValueError(f"not a {data['kind']} move")
        args: dict[str, Any] = {}
        for name, value in given.items():
            expected, many = self.kinds[name]
            if many:
                if not isinstance(value, list) or not all(_fits(v, expected) for v in value):
                    raise ValueError(f"bad field {name}")
                value = tuple(value)
            elif not _fits(value, expected):
                raise ValueError(f"bad field {name}")
            args[name] = value
        return self.cls(**args)


class MoveCodec(Generic[M]):
    """Moves of the given types as JSON objects and back. ``order`` lists field names in the
    order a game's saves have always written them (fields it does not name follow, as declared).
    The types are read when first used, so that defining a codec costs nothing at start."""

    def __init__(self, types: Iterable[type[M]], order: Sequence[str] = ()) -> None:
        self._types = {getattr(cls, "kind"): cls for cls in types}
        self._order = tuple(order)
        self._shapes: dict[str, _Shape] = {}

    @property
    def kinds(self) -> tuple[str, ...]:
        """Every move kind the codec knows, in the order its types were given."""
        return tuple(self._types)

    def _shape(self, kind: str) -> _Shape:
        shape = self._shapes.get(kind)
        if shape is None:
            shape = self._shapes[kind] = _Shape(self._types[kind], self._order)
        return shape

    def to_json(self, move: M) -> dict[str, Any]:
        """``{"kind": ..., field: value, ...}``; tuples become lists."""
        kind: str = getattr(move, "kind")
        data: dict[str, Any] = {"kind": kind}
        for name in self._shape(kind).names:
            value = getattr(move, name)
            data[name] = list(value) if isinstance(value, tuple) else value
        return data

    def from_json(self, data: Any) -> M:
        """The move :meth:`to_json` wrote; raises ValueError on anything else (an unknown kind, a
        field foreign to the kind or missing, a value of another type)."""
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str) or data["kind"] not in self._types:
            raise ValueError("not a move")
        move: M = self._shape(data["kind"]).read(data)
        return move
