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


def test_fields_with_defaults_get_the_standard_dataclass() -> None:
    @dataclass(frozen=True)
    class WithDefault:
        a: int
        b: int = 2

    assert WithDefault(1) == WithDefault(1, 2) and hash(WithDefault(1)) == hash((1, 2))
    assert dataclasses.fields(WithDefault)[1].default == 2


def test_every_event_is_a_frozen_dataclass_of_its_fields() -> None:
    for cls in ev.EVENT_TYPES.values():
        names = cls.field_names()
        event = cls(*range(len(names)))
        assert event == cls(*range(len(names))) and event.to_dict() == {
            "kind": cls.kind, **dict(zip(names, range(len(names))))}
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(event, "kind", "other")
