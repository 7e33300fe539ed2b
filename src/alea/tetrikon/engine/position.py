"""Exact starting positions for tests and lessons (``Config.position``), and the empty table.

A position is JSON::

    {"players": [{"diagram": "A-1" or "squares": ["a1", ...], "placed": [["L", ["a1", ...]]],
                  "free": ["L"], "tcards": [50, 25], "chance": [20], "front": [12],
                  "first_turn": false, "penalties": [40]}, ...],
     "bag": ["I", ...], "display": ["L", "T", null, ...], "treasury": [25, ...],
     "returned": [5], "chance_deck": [3, 7], "active": 0, "starter": 0, "round": 5}

Chance cards are given by number (copy 1). Left-out parts are empty (the bag, decks) or the
defaults (first turn already played). The flow then plays the first game from there.
"""

from __future__ import annotations

from typing import Any

from .config import Config
from .content import Content, load_content
from .geometry import parse_square
from .state import DISPLAY_SIZE, Board, Placed, Player, State


def _cells(names: list[str]) -> tuple[tuple[int, int], ...]:
    cells = []
    for name in names:
        cell = parse_square(name)
        if cell is None:
            raise ValueError(f"position: bad square {name!r}")
        cells.append(cell)
    return tuple(sorted(cells))


def _player(raw: dict[str, Any], content: Content) -> Player:
    if "diagram" in raw:
        board = Board(raw["diagram"], content.diagrams[raw["diagram"]].squares)
    else:
        board = Board("custom", frozenset(_cells(raw["squares"])))
    for piece, squares in raw.get("placed", []):
        board.labels += 1
        board.placed.append(Placed(f"p{board.labels}", piece, _cells(squares)))
    return Player(boards=[board], free=sorted(raw.get("free", [])),
                  tcards=sorted(raw.get("tcards", [])),
                  chance=[f"{n}#1" for n in raw.get("chance", [])],
                  front=[f"{n}#1" for n in raw.get("front", [])],
                  first_turn=bool(raw.get("first_turn", False)),
                  penalties=list(raw.get("penalties", [])))


def build_position(config: Config, content: Content) -> State:
    """The state a position describes."""
    raw = config.position or {}
    display = list(raw.get("display", []))
    display += [None] * (DISPLAY_SIZE - len(display))
    state = State(config=config, content=content,
                  players=[_player(p, content) for p in raw["players"]],
                  letter=raw.get("letter", config.letters[0] if config.letters else "A"),
                  bag=sorted(raw.get("bag", [])), display=display,
                  treasury=list(raw.get("treasury", [])), returned=list(raw.get("returned", [])),
                  chance_deck=[f"{n}#1" for n in raw.get("chance_deck", [])],
                  active=raw.get("active", 0), starter=raw.get("starter", raw.get("active", 0)),
                  round=raw.get("round", 1))
    if state.active == state.starter:
        state.round -= 1  # counted again as the starter's turn begins
    state.used_chance = {f"{n}#1" for n in raw.get("used_chance", [])}
    return state


def initial_state(config: Config) -> State:
    """The table before the flow runs: a position, or empty seats for the setup."""
    content = load_content()
    if config.position is not None:
        return build_position(config, content)
    return State(config=config, content=content, players=[Player() for _ in range(config.players)])
