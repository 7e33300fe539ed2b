"""Base plates: eight sides of 16 positions, as tesseract-content.md prints them, except where a
side records a balance ruling of ours (``ruling.printed``: the printed event at each changed
position; docs/balance.md, "Content changes")."""

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
def test_counts_match_the_printed_summary_but_for_our_rulings(side: str) -> None:
    """The printed summary, less the events a ruling replaced, plus those that replaced them:
    a position changed without being recorded in the ruling fails here."""
    plate = load_plates()[side]
    expected = Counter(SUMMARY[side])
    expected.subtract(Counter(ev for ev in plate.printed.values() if ev))
    expected.update(Counter(plate.events[col] for col in plate.printed if plate.events[col]))
    assert plate.counts() == {ev: n for ev, n in expected.items() if n}
    removed = sum(1 for col in plate.printed if plate.events[col] is None)
    assert sum(plate.counts().values()) == TOTALS[side] - removed
    assert plate.difficulty == DIFFICULTY[side]
    assert _raw()["sides"][side]["counts"] == {"total": TOTALS[side] - removed, **plate.counts()}


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
    assert [plates["C"].events[f"{c}3"] for c in "abcd"] == ["CHN", "FIS", "SHK", None]
    assert [plates["B"].events[f"{c}3"] for c in "abcd"] == [None, "SHK", None, None]


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


def test_a_ruling_says_why_and_names_only_real_changes(monkeypatch: pytest.MonkeyPatch) -> None:
    """A balance ruling is marked as ours and explained; one that names a position whose event
    did not change, or has no reason, is refused."""
    for side, raw in _raw()["sides"].items():
        if "ruling" in raw:
            assert raw["ruling"]["placeholder"] is True and "docs/balance.md" in raw["ruling"]["why"]
            assert load_plates()[side].printed == raw["ruling"]["printed"]
    data = _raw()
    data["sides"]["1"]["ruling"] = {"placeholder": True, "why": "test", "printed": {"a1": "ACC"}}
    monkeypatch.setattr(plates_module, "_raw", lambda: json.dumps(data))
    with pytest.raises(PlateDataError, match="side 1: ruling names a1 printed 'ACC', not a change"):
        load_plates()
    data["sides"]["1"]["ruling"] = {"placeholder": True, "printed": {"a1": "FOR"}}
    with pytest.raises(PlateDataError, match="side 1: a ruling needs"):
        load_plates()
