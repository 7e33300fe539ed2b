"""The kernel's one move codec (alea.kernel.codec.MoveCodec): every game writes its moves with it."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import ClassVar

import pytest

from alea.kernel.codec import MoveCodec


@dataclass(frozen=True)
class Place:
    """A move with a text, a number, a tuple and a field with a default."""

    piece: str
    squares: tuple[str, ...]
    board: int = 0
    kind: ClassVar[str] = "place"


@dataclass(frozen=True)
class Pass:
    """A move with no field."""

    kind: ClassVar[str] = "pass"


@dataclass(frozen=True)
class Odd:
    """A move whose field has no JSON form."""

    ratio: float
    kind: ClassVar[str] = "odd"


CODEC: MoveCodec[Place | Pass] = MoveCodec([Place, Pass])


def test_a_move_is_written_kind_first_tuples_as_lists_and_read_back() -> None:
    move = Place("L", ("a1", "a2"), 2)
    assert json.dumps(CODEC.to_json(move)) == '{"kind": "place", "piece": "L", "squares": ["a1", "a2"], "board": 2}'
    assert CODEC.from_json(CODEC.to_json(move)) == move
    assert CODEC.from_json({"kind": "pass"}) == Pass()
    assert CODEC.kinds == ("place", "pass")


def test_a_field_with_a_default_may_be_left_out() -> None:
    assert CODEC.from_json({"kind": "place", "piece": "T", "squares": []}) == Place("T", ())


def test_the_order_given_is_the_order_written() -> None:
    codec: MoveCodec[Place] = MoveCodec([Place], order=("board", "squares"))
    assert list(codec.to_json(Place("L", ("a1",)))) == ["kind", "board", "squares", "piece"]


@pytest.mark.parametrize("data", [
    None, [], "place", {"piece": "L"}, {"kind": "fly"}, {"kind": 1},
    {"kind": "place", "squares": []},                              # a required field missing
    {"kind": "place", "piece": "L", "squares": [], "extra": 1},    # a field foreign to the kind
    {"kind": "place", "piece": 3, "squares": []},                  # a number for a text
    {"kind": "place", "piece": "L", "squares": "a1"},              # a text for a list
    {"kind": "place", "piece": "L", "squares": ["a1", 2]},         # a number in a list of texts
    {"kind": "place", "piece": "L", "squares": [], "board": True},  # a yes/no is no whole number
    {"kind": "pass", "board": 0},
])
def test_anything_else_is_refused_with_value_error(data: object) -> None:
    with pytest.raises(ValueError):
        CODEC.from_json(data)


def test_a_field_without_a_json_form_is_refused_when_the_kind_is_first_used() -> None:
    codec: MoveCodec[Odd] = MoveCodec([Odd])
    with pytest.raises(TypeError):
        codec.to_json(Odd(0.5))
