"""The content data an owner of the printed game may edit: checked on load, with a reason."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

from alea.multiverse.content import data_path
from alea.multiverse.engine import Config, Game
from alea.multiverse.engine.content import content_from_json


def _raw() -> dict[str, Any]:
    with open(data_path("multiverse.json"), encoding="utf-8") as handle:
        data: dict[str, Any] = json.load(handle)
    return data


def _set(path: tuple[str, ...], value: Any) -> Callable[[dict[str, Any]], None]:
    def edit(data: dict[str, Any]) -> None:
        node = data
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
    return edit


@pytest.mark.parametrize("edit", [
    _set(("die", "p_stability"), "1"),
    _set(("die", "p_stability"), "0"),
    _set(("colours", "order"), ["green", "white", "red", "yellow", "green"]),
    _set(("circle", "owners", "2"), [1, 1, 2, 2, 2, 2]),
    _set(("circle", "owners", "4"), [1, 2, "I3", 3, 4, "I2"]),
    _set(("formation", "reveals", "F1"), ["B3"]),
    _set(("columns", "column_height"), 0),
    _set(("sceptres", "coloured"), ["green", "white", "red", "yellow"]),
    _set(("version",), 2),
])
def test_impossible_content_is_refused(edit: Callable[[dict[str, Any]], None]) -> None:
    data = _raw()
    edit(data)
    with pytest.raises(ValueError):
        content_from_json(data)


def test_an_owner_can_set_what_the_lost_pictures_showed() -> None:
    """The opposite reveal (the other reading of A22) and a die measured at 1/2 load and play."""
    data = copy.deepcopy(_raw())
    data["formation"]["reveals"] = {"F1": ["B2"], "F2": ["B1", "B2"], "F3": ["B1"]}
    data["die"]["p_stability"] = "1/2"
    content = content_from_json(data)
    assert content.reveals["F1"] == ("B2",) and str(content.p_stability) == "1/2"
    assert set(content.placeholders) == {"worlds", "die", "circle", "formation", "columns", "turn_limit"}


def test_settings_override_the_data_per_game() -> None:
    game = Game.new(Config(players=4, seed=2, circle=(1, "I1", 2, 3, "I2", 4), variants=frozenset({"MV2"})))
    assert sorted(o for o in game.state.owners if o < 0) == [-2, -1]
    with pytest.raises(ValueError, match="M-S6"):
        Config(players=4, circle=(1, 1, 2, 3, "I2", 4)).validate()
