"""Helpers shared by the content effect tests: exact positions and reading the game back."""

from __future__ import annotations

from typing import Any

from alea.tesseract.engine import Choice, Config, Decision, Game
from alea.tesseract.engine import events as ev

QUIET_TOWER = {"b2": [["purple", 1], ["purple", 2]], "c3": [["purple", 3]]}
"""Two removable dice over positions that bear no event on side 1 (purple 48, 49, 50)."""


def new_game(labs: list[dict[str, Any]], tower: dict | None = None, base: str = "1",
             **position: Any) -> Game:
    """A game from an exact position with these labs and (by default) the quiet tower.

    Dice are numbered colour by colour (yellow 0-15 ...), the numbers these tests name."""
    pos = {"tower": QUIET_TOWER if tower is None else tower, "labs": labs, "numbering": "colour", **position}
    return Game.new(Config(players=len(labs), base=base, position=pos))


def choose(game: Game, kind: str, option: Any) -> list[ev.Event]:
    """Answer the pending decision, which must be of ``kind`` and offer ``option``."""
    pending = game.pending
    assert isinstance(pending, Decision), pending
    assert pending.kind == kind, pending
    assert option in pending.options, (option, pending.options)
    return game.apply(Choice(pending.options.index(option)))


def options(game: Game, kind: str) -> tuple[Any, ...]:
    """The options of the pending decision, which must be of ``kind``."""
    pending = game.pending
    assert isinstance(pending, Decision) and pending.kind == kind, pending
    return pending.options


def lab_dice(game: Game, lab: int) -> list[tuple[int, int]]:
    """(id, value) of a lab's dice."""
    return [(d.id, d.value) for d in game.view().labs[lab].dice]


def primed(game: Game) -> list[tuple[int, int]]:
    """(id, value) of the primed dice."""
    return [(d.id, d.value) for d in game.view().primed]


def column(game: Game, col: str) -> list[tuple[int, int | None]]:
    """(id, value or None) of a column's dice, bottom first."""
    return [(t.die.id, t.die.value) for t in game.view().column(col).dice]


def of(events: list[ev.Event], cls: type) -> list[Any]:
    """The events of one class."""
    return [e for e in events if isinstance(e, cls)]


def transfer_lab1_to_lab2_with_both_consents(game: Game, die: int, colour: str,
                                              value: int) -> None:
    """Answer a transfer effect run by lab 0 that moves lab 1's only die into lab 2: the
    destination is asked (labs 0 and 2 offered), then both other labs consent (R-A3)."""
    assert options(game, "pick_lab") == (0, 2)
    choose(game, "pick_lab", 2)
    assert game.pending.lab == 1
    choose(game, "consent", True)
    assert game.pending.lab == 2
    events = choose(game, "consent", True)
    assert of(events, ev.DieTransferred) == [ev.DieTransferred(die, colour, value, 1, 2)]


def full_tower() -> dict[str, list[list[Any]]]:
    """All 64 dice in four full layers (nothing destroyed, no column lower than 4)."""
    colours = ("yellow", "orange", "blue", "purple")
    cols = [f"{f}{r}" for r in "1234" for f in "abcd"]
    return {col: [[colours[layer], (i + layer) % 6 + 1] for layer in range(4)]
            for i, col in enumerate(cols)}
