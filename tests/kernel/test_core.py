"""The kernel's one working context (alea.kernel.core.Core): what every game's flow asks and draws with."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

import pytest

from alea.kernel.core import Core, NoOutlet
from alea.kernel.requests import Chance, Decision


class Kept:
    """An outlet that keeps what it is given (the kernel's run is one too)."""

    def __init__(self) -> None:
        self.items: list[object] = []
        self.barriers: list[bool] = []

    def emit(self, item: object) -> None:
        self.items.append(item)

    def barrier(self, new_turn: bool = False) -> None:
        self.barriers.append(new_turn)


class Telling(Core[dict[str, int], object]):
    """A game's core that keeps every decision answered, as Tesseract's and Multiverse's do."""

    def decided(self, kind: str, player: int, choice: Any) -> None:
        self.keep(("decided", kind, player, choice))


def run(flow: Generator[Any, Any, Any], *answers: Any) -> tuple[list[Any], Any]:
    """The requests ``flow`` yields, each sent the next answer, and what it returns."""
    asked, feed = [], iter(answers)
    try:
        request = next(flow)
        while True:
            asked.append(request)
            request = flow.send(next(feed))
    except StopIteration as end:
        return asked, end.value


def test_a_decision_is_asked_of_its_player_and_its_answer_told() -> None:
    outlet = Kept()
    core = Telling({}, outlet)
    asked, chosen = run(core.ask("colour", 1, ["red", "blue"], why="a test"), 1)
    assert asked == [Decision("colour", 1, ("red", "blue"), {"why": "a test"})]
    assert chosen == "blue" and outlet.items == [("decided", "colour", 1, "blue")]


def test_a_lone_option_is_taken_without_asking_only_when_the_game_says_so() -> None:
    outlet = Kept()
    core = Telling({}, outlet)
    assert run(core.ask("colour", 0, ["red"], auto_single=True)) == ([], "red")
    assert outlet.items == []  # nothing was asked, nothing is told
    asked, _ = run(core.ask("colour", 0, ["red"]), 0)
    assert len(asked) == 1
    with pytest.raises(ValueError):
        run(core.ask("colour", 0, []))


def test_chance_is_drawn_at_chance_nodes_and_barriers_reach_the_outlet() -> None:
    outlet = Kept()
    core: Core[dict[str, int], object] = Core({"turn": 1}, outlet)
    asked, values = run(core.roll(2, sides=4), [3, 4])
    assert asked == [Chance("roll", 2, 4)] and values == [3, 4]
    assert run(core.shuffle(3), [2, 0, 1]) == ([Chance("shuffle", 3)], [2, 0, 1])
    assert run(core.pick(5), 4) == ([Chance("pick", 5)], 4)
    core.irreversible()
    core.irreversible(new_turn=True)
    core.keep("an event")
    assert outlet.barriers == [False, True] and outlet.items == ["an event"] and core.state == {"turn": 1}


def test_no_outlet_keeps_nothing() -> None:
    core: Core[dict[str, int], object] = Core({}, NoOutlet())
    core.keep("lost")
    core.irreversible(True)
