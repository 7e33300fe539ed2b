"""Base plates: eight sides of 16 positions, exactly as tesseract-content.md prints them."""

from __future__ import annotations

import json
from collections import Counter
from importlib import resources

import pytest

from alea.tesseract.content import plates as plates_module
from alea.tesseract.content.plates import COLUMNS, EVENTS, SIDES, Plate, PlateDataError, load_plates

SUMMARY: dict[str, dict[str, int]] = {
    # The headings of the layouts in tesseract-content.md ("Side 1 (6 events: ACC 4, FOR 2)").
    "1": {"ACC": 4, "FOR": 2},
    "A": {"ACC": 2, "FOR": 1, "EMW": 2, "SHK": 1},
    "2": {"ACC": 4, "FOR": 2, "CHN": 2, "INT": 1},
    "B": {"ACC": 2, "FOR": 2, "CHN": 1, "EMW": 2, "SHK": 1, "EMB": 1},
    "3": {"ACC": 4, "FOR": 2, "CHN": 3, "FIS": 2, "INT": 1},
    "C": {"ACC": 3, "FOR": 2, "CHN": 2, "FIS": 1, "EMW": 1, "EMB": 1, "SHK": 1, "INT": 1},
    "4": {"ACC": 4, "FOR": 3, "CHN": 3, "FIS": 3, "INT": 3},
    "D": {"ACC": 3, "FOR": 2, "CHN": 2, "FIS": 2, "EMW": 2, "EMB": 2, "SHK": 2, "INT": 1},
}
TOTALS = {"1": 6, "A": 6, "2": 9, "B": 9, "3": 12, "C": 12, "4": 16, "D": 16}
DIFFICULTY = {"1": 1, "A": 1, "2": 2, "B": 2, "3": 3, "C": 3, "4": 4, "D": 4}


def _raw() -> dict:
    return json.loads(resources.files("alea.tesseract.content").joinpath("plates.json").read_text("utf-8"))


def test_eight_sides_of_sixteen_positions() -> None:
    plates = load_plates()
    assert tuple(plates) == SIDES == ("1", "A", "2", "B", "3", "C", "4", "D")
    for side, plate in plates.items():
        assert isinstance(plate, Plate)
        assert plate.side == side
        assert tuple(plate.events) == COLUMNS
        assert len(plate.events) == 16
        assert set(plate.events.values()) <= set(EVENTS) | {None}


@pytest.mark.parametrize("side", SIDES)
def test_counts_match_the_printed_summary(side: str) -> None:
    plate = load_plates()[side]
    assert plate.counts() == SUMMARY[side]
    assert sum(plate.counts().values()) == TOTALS[side]
    assert plate.difficulty == DIFFICULTY[side]
    assert _raw()["sides"][side]["counts"] == {"total": TOTALS[side], **SUMMARY[side]}


def test_side_1_layout() -> None:
    events = load_plates()["1"].events
    assert {col for col, ev in events.items() if ev == "ACC"} == {"a1", "d1", "a4", "d4"}
    assert {col for col, ev in events.items() if ev == "FOR"} == {"b3", "c2"}
    assert sum(ev is None for ev in events.values()) == 10


def test_some_positions_of_the_hard_sides() -> None:
    """Spot checks against the printed grids (rows north to south in the spec)."""
    plates = load_plates()
    assert [plates["4"].events[f"{c}3"] for c in "abcd"] == ["FIS", "INT", "FIS", "CHN"]
    assert [plates["D"].events[f"{c}1"] for c in "abcd"] == ["ACC", "EMB", "INT", "EMW"]
    assert [plates["C"].events[f"{c}4"] for c in "abcd"] == ["ACC", "EMW", None, "FOR"]
    assert [plates["B"].events[f"{c}2"] for c in "abcd"] == [None, None, "EMB", "CHN"]


def test_difficulty_rises_and_letters_vary_the_numbers() -> None:
    plates = load_plates()
    assert [plates[s].difficulty for s in SIDES] == [1, 1, 2, 2, 3, 3, 4, 4]
    numbered = [sum(plates[s].counts().values()) for s in "1234"]
    assert numbered == sorted(numbered)


def test_each_call_gives_fresh_plates() -> None:
    first = load_plates()
    first["1"].events["b1"] = "SHK"
    assert load_plates()["1"].events["b1"] is None


def test_a_mistyped_layout_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    data = _raw()
    data["sides"]["1"]["events"]["b1"] = "ACC"
    monkeypatch.setattr(plates_module, "_raw", lambda: json.dumps(data))
    with pytest.raises(PlateDataError, match="side 1"):
        load_plates()


def test_an_unknown_event_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    data = _raw()
    data["sides"]["A"]["events"]["b1"] = "XYZ"
    monkeypatch.setattr(plates_module, "_raw", lambda: json.dumps(data))
    with pytest.raises(PlateDataError, match="unknown event 'XYZ' at b1"):
        load_plates()


def test_corner_events_of_every_side_are_counted_once() -> None:
    """The counts cover the 16 positions and nothing else."""
    for plate in load_plates().values():
        assert Counter(plate.events.values())[None] == 16 - sum(plate.counts().values())
