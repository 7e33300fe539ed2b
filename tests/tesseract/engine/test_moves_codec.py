"""The moves' JSON codec: one small type per action kind, written exactly as saves always had it."""

from __future__ import annotations

import json

import pytest

from alea.tesseract.engine import (Adjust, Choice, Contain, End, Play, PlayContainment, Remove, Study,
                                   Transfer, Unique, action)
from alea.tesseract.engine.moves import ACTION_KINDS, COSTLY, move_from_json

WRITTEN = [  # what the saves written before the types per kind hold, byte for byte
    (Remove("b2"), '{"kind":"remove","col":"b2"}'),
    (Adjust(17, -1), '{"kind":"adjust","die":17,"delta":-1}'),
    (Transfer(3, 1), '{"kind":"transfer","die":3,"lab":1}'),
    (Study("calibrate#2"), '{"kind":"study","card":"calibrate#2"}'),
    (Contain((4, 9, 12), 9), '{"kind":"contain","die":9,"group":[4,9,12]}'),
    (Unique(), '{"kind":"unique"}'),
    (Play("invert#p0"), '{"kind":"play","card":"invert#p0"}'),
    (PlayContainment(5), '{"kind":"play_containment","value":5}'),
    (End(), '{"kind":"end"}'),
    (Choice(2), '{"choice":2}'),
]


@pytest.mark.parametrize(("move", "text"), WRITTEN)
def test_a_move_is_written_as_before_and_read_back(move: object, text: str) -> None:
    assert json.dumps(move.to_json(), separators=(",", ":")) == text  # type: ignore[attr-defined]
    assert move_from_json(json.loads(text)) == move


def test_every_kind_has_a_type_and_the_costly_ones_are_the_six_actions() -> None:
    assert ACTION_KINDS == ("remove", "adjust", "transfer", "study", "contain", "unique", "play",
                            "play_containment", "end")
    assert COSTLY == {"remove", "adjust", "transfer", "study", "contain", "unique"}
    assert action("contain", die=9, group=[4, 9, 12]) == Contain((4, 9, 12), 9)


@pytest.mark.parametrize("data", [
    {"kind": "fly"}, {"kind": "remove"}, {"kind": "remove", "col": "a1", "die": 3},
    {"kind": "adjust", "die": True, "delta": 1}, {"kind": "contain", "die": 1, "group": [1, "2"]},
    {"kind": "end", "extra": 1}, {"col": "a1"}, ["remove"], {"choice": "1"},
])
def test_anything_else_is_refused(data: object) -> None:
    with pytest.raises(ValueError):
        move_from_json(data)
