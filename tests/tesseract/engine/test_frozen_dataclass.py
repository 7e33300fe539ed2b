"""The engine's cheaper frozen dataclass behaves as ``dataclasses.dataclass(frozen=True)``
(issue 12: the events are defined at every start of the table)."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from typing import ClassVar

import pytest

from alea.tesseract.engine import events as ev
from alea.tesseract.engine.frozen import dataclass


@dataclass(frozen=True)
class Fast:
    """Built by the engine's decorator."""
    kind: ClassVar[str] = "fast"
    a: int
    b: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class Standard:
    """Built by the standard library."""
    kind: ClassVar[str] = "standard"
    a: int
    b: tuple[int, ...]


@dataclass(frozen=True)
class One:
    """A single field."""
    x: str


def test_the_same_fields_equality_hash_and_repr_as_the_standard_library() -> None:
    fast, standard = Fast(1, (2, 3)), Standard(1, (2, 3))
    assert [f.name for f in dataclasses.fields(fast)] == [f.name for f in dataclasses.fields(standard)]
    assert dataclasses.asdict(fast) == dataclasses.asdict(standard) == {"a": 1, "b": (2, 3)}
    assert Fast.__match_args__ == Standard.__match_args__ == ("a", "b")
    assert repr(fast) == "Fast(a=1, b=(2, 3))" and repr(standard) == "Standard(a=1, b=(2, 3))"
    assert fast == Fast(1, (2, 3)) and fast != Fast(1, (2,)) and fast != standard
    assert hash(fast) == hash(Fast(a=1, b=(2, 3))) == hash(standard)
    assert One("x") == One(x="x") != One("y") and hash(One("x")) == hash(("x",))
    assert {Fast(1, ()), Fast(1, ())} == {Fast(1, ())}


def test_frozen_copied_pickled_and_replaced_like_the_standard_library() -> None:
    fast = Fast(1, (2,))
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.a = 2  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del fast.a  # type: ignore[misc]
    assert copy.deepcopy(fast) == fast and pickle.loads(pickle.dumps(fast)) == fast
    assert dataclasses.replace(fast, a=5) == Fast(5, (2,))
    with pytest.raises(TypeError):
        Fast(1)  # type: ignore[call-arg]


def test_defaults_factories_and_field_options_as_the_standard_library() -> None:
    @dataclass(frozen=True)
    class Base:
        a: int

    @dataclass(frozen=True)
    class Fast(Base):
        b: int = 2
        c: list[int] = dataclasses.field(default_factory=list, compare=False, repr=False)
        d: str = dataclasses.field(default="x", init=False)

    @dataclasses.dataclass(frozen=True)
    class Standard:
        a: int
        b: int = 2
        c: list[int] = dataclasses.field(default_factory=list, compare=False, repr=False)
        d: str = dataclasses.field(default="x", init=False)

    for cls in (Fast, Standard):
        one, two = cls(1), cls(1, 2, [5])
        assert (one.b, one.c, one.d) == (2, [], "x") and two.c == [5] and one.c is not cls(1).c
        assert one == two and hash(one) == hash(two) == hash((1, 2, "x"))
        assert repr(one) == f"{cls.__qualname__}(a=1, b=2, d='x')"
        assert [f.name for f in dataclasses.fields(one)] == ["a", "b", "c", "d"]


def test_options_other_than_frozen_get_the_standard_dataclass() -> None:
    @dataclass(frozen=True, order=True)
    class Ordered:
        a: int

    assert Ordered(1) < Ordered(2)


def test_every_event_is_a_frozen_dataclass_of_its_fields() -> None:
    for cls in ev.EVENT_TYPES.values():
        names = cls.field_names()
        event = cls(*range(len(names)))
        assert event == cls(*range(len(names))) and event.to_dict() == {
            "kind": cls.kind, **dict(zip(names, range(len(names))))}
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(event, "kind", "other")
