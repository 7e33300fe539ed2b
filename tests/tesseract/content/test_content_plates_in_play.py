"""The eight base-plate sides in play: selectable at setup (1, A, 2, B, 3, C, 4, D; side 1 the
default, R-S2), shown in the view as printed (or as our balance rulings changed them, each
recording what the spec prints), and on every side, emptying each of the 16 columns
reveals exactly the event printed there (R-G5) and resolves it (section 6); an unprinted
position reveals nothing."""

from __future__ import annotations

from typing import Any

import pytest

from alea.tesseract.content.plates import COLUMNS, SIDES, load_plates
from alea.tesseract.engine import BASE_SIDES, Choice, Config, Decision, Game, Remove, Turn
from alea.tesseract.engine import events as ev

PLATES = {side: plate.events for side, plate in load_plates().items()}

PRINTED = {  # tesseract-content.md, north row (4) first, columns a to d
    "1": ("ACC . . ACC", ". FOR . .", ". . FOR .", "ACC . . ACC"),
    "A": ("ACC . . EMW", ". SHK . .", ". . FOR .", "EMW . . ACC"),
    "2": ("ACC . FOR ACC", ". CHN . .", ". . INT FOR", "ACC CHN . ACC"),
    "B": ("EMW . ACC FOR", ". SHK . .", ". . EMB CHN", "ACC FOR . EMW"),
    "3": ("ACC CHN . ACC", "FOR FIS CHN .", ". INT FIS FOR", "ACC . CHN ACC"),
    "C": ("ACC EMW . FOR", "CHN FIS SHK .", ". INT EMB CHN", "FOR . ACC ACC"),
    "4": ("ACC CHN FOR ACC", "FIS INT FIS CHN", "FOR FIS INT FOR", "ACC CHN INT ACC"),
    "D": ("EMW ACC FOR SHK", "CHN FIS EMB ACC", "FOR SHK FIS CHN", "ACC EMB INT EMW"),
}


OURS = {  # our balance rulings of 2026-11-23 (docs/balance.md, "Content changes"): position -> event played
    "2": {"c2": None},
    "B": {"a4": "CHN", "c2": "INT"},
    "C": {"b4": "CHN"},
    "D": {"a4": "CHN", "c3": "FIS"},
}


def printed(side: str) -> dict[str, str | None]:
    out: dict[str, str | None] = {}
    for row, line in zip("4321", PRINTED[side]):
        for file, cell in zip("abcd", line.split()):
            out[f"{file}{row}"] = None if cell == "." else cell
    return out


def played(side: str) -> dict[str, str | None]:
    """The printed layout with our balance rulings applied."""
    return {**printed(side), **OURS.get(side, {})}


def choose(game: Game, kind: str, option: Any) -> list[ev.Event]:
    pending = game.pending
    assert isinstance(pending, Decision) and pending.kind == kind, pending
    return game.apply(Choice(pending.options.index(option)))


def of(events: list[ev.Event], cls: type) -> list[Any]:
    return [e for e in events if isinstance(e, cls)]


# --- setup -----------------------------------------------------------------------------------
def test_sides_in_order_and_side_1_by_default() -> None:
    assert BASE_SIDES == SIDES == ("1", "A", "2", "B", "3", "C", "4", "D")
    assert Config().base == "1"
    assert Game.new(Config(seed=3)).view().base == "1"


def test_an_unknown_side_is_refused() -> None:
    with pytest.raises(ValueError):
        Game.new(Config(base="E"))


@pytest.mark.parametrize("side", SIDES)
def test_each_side_selected_at_setup_shows_its_printed_layout(side: str) -> None:
    """As printed, but for our rulings, each of which records the event the spec prints there."""
    assert PLATES[side] == played(side)
    assert load_plates()[side].printed == {col: printed(side)[col] for col in OURS.get(side, {})}
    view = Game.new(Config(players=2, base=side, seed=11)).view()
    assert view.base == side
    for col in COLUMNS:
        column = view.column(col)
        assert column.event == played(side)[col]
        assert column.event_state == ("covered" if column.event else "none")
    started = [h.event for h in view.history if isinstance(h.event, ev.GameStarted)]
    assert started[0].base == side


# --- every position of every side --------------------------------------------------------------
def position(col: str, other: str) -> dict[str, Any]:
    """One die (purple 3) alone on ``col``; a two-high column ``other`` as the next edge cube;
    dice in both labs and two primed dice, so that every event has something to act on (dice
    numbered colour by colour, as the expectations below name them)."""
    return {
        "numbering": "colour",
        "tower": {col: [["purple", 3]], other: [["purple", 5], ["purple", 6]]},
        "labs": [{"researcher": "chemist", "dice": [["yellow", 3], ["yellow", 4]]},
                 {"researcher": "magnetic", "dice": [["orange", 3]]}],
        "primed": [["blue", 2], ["blue", 4]],
    }


FORCED = {"ACC": [], "FOR": [[6]], "CHN": [[1]], "FIS": [[1], 0, [1]], "EMW": [[6]],
          "EMB": [[6, 6, 6, 6]], "INT": [], "SHK": [], None: []}
"""The chance outcomes each event draws in :func:`position`."""


@pytest.mark.parametrize("side,col", [(s, c) for s in SIDES for c in COLUMNS])
def test_emptying_a_column_reveals_exactly_the_printed_event(side: str, col: str) -> None:
    other = "a1" if col != "a1" else "d4"
    g = Game.new(Config(players=2, base=side, position=position(col, other)))
    view = g.view()
    die = view.column(col).dice[0].die.id
    top = view.column(other).dice[-1].die.id
    b2, b4 = (d.id for d in view.primed)
    event = PLATES[side][col]
    g.force(*FORCED[event])
    events = g.apply(Remove(col=col))
    if event == "EMW":
        events += choose(g, "spare_lab", 0)
    assert of(events, ev.DieRemoved) == [ev.DieRemoved(die, "purple", 3, col, 1, 0)]
    assert of(events, ev.EventRevealed) == ([ev.EventRevealed(col, event)] if event else [])
    assert g.view().column(col).event_state == ("revealed" if event else "none")
    assert g.pending == Turn(0, 2)
    destroyed = [(e.die, e.cause) for e in of(events, ev.DieDestroyed)]
    primes = [(e.die, e.source, e.cause) for e in of(events, ev.DiePrimed)]
    rolled = sorted(e.die for e in of(events, ev.DieRolled))
    if event == "ACC":  # the edge cube is destroyed
        assert destroyed == [(top, "ACC")] and len(g.view().column(other).dice) == 1
    elif event == "FOR":  # the lowest primed die is rerolled
        assert of(events, ev.DieRolled) == [ev.DieRolled(b2, "blue", 2, 6, "primed")]
    elif event == "CHN":  # the edge cube is primed
        assert primes == [(top, "tower", "CHN")]
    elif event == "FIS":  # the edge cube, then a destroyed die, are primed
        assert primes == [(top, "tower", "FIS"), (g.view().primed[-1].id, "destroyed", "FIS")]
    elif event == "EMW":  # lab 0 spared, lab 1 rerolled
        assert rolled == [16]
    elif event == "EMB":  # every lab die rerolled, the one just removed included
        assert rolled == sorted([0, 1, die, 16])
    elif event == "INT":  # primed 2 becomes 3 and 4 becomes 5
        assert [(d.id, d.value) for d in g.view().primed] == [(b2, 3), (b4, 5)]
    elif event == "SHK":  # every lab die showing the removed die's value (3) is destroyed
        assert sorted(destroyed) == sorted([(0, "SHK"), (die, "SHK"), (16, "SHK")])
    else:
        assert not destroyed and not primes and not rolled
    if event not in ("ACC", "SHK"):
        assert not destroyed
    if event not in ("CHN", "FIS"):
        assert not primes


@pytest.mark.parametrize("side", SIDES)
def test_all_events_of_a_side_revealed_match_its_counts(side: str) -> None:
    revealed: dict[str, int] = {}
    for col in COLUMNS:
        event = PLATES[side][col]
        other = "a1" if col != "a1" else "d4"
        g = Game.new(Config(players=2, base=side, position=position(col, other)))
        g.force(*FORCED[event])
        for e in of(g.apply(Remove(col=col)), ev.EventRevealed):
            revealed[e.event] = revealed.get(e.event, 0) + 1
    assert revealed == load_plates()[side].counts()
