"""Helpers for the Multiverse engine tests: positions, scripted rolls, answers by value."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from alea.multiverse.engine import CHANGE, STABILITY, Choice, Config, Decision, Game, Turn
from alea.multiverse.engine import events as ev
from alea.multiverse.engine.worlds import notation, parse

S, C = STABILITY, CHANGE
"""Scripted die results, as the spec's test positions write them."""

QUIET_ANNA = {"F1": "12345", "F2": "1234", "F3": "2345", "B1": "1235", "B2": "1245"}
"""A formation for the active player that nothing in the test positions meets."""


def position_game(position: dict[str, Any], players: int = 2, rolls: tuple[str, ...] = (),
                  **options: Any) -> Game:
    """A game from a described table (see alea.multiverse.engine.position); ``rolls`` are the
    first chance outcomes, drawn before the first request."""
    return Game.new(Config(players=players, position=position, **options), tuple(rolls))


def answer(game: Game, kind: str, value: Any, player: int | None = None) -> list[ev.Event]:
    """Answer the pending decision of ``kind`` with the option equal to ``value``."""
    pending = game.pending
    assert isinstance(pending, Decision), f"expected a {kind} decision, got {pending}"
    assert pending.kind == kind, f"expected {kind}, got {pending.kind}"
    if player is not None:
        assert pending.player == player, f"{kind} asked of {pending.player}, not {player}"
    return game.apply(Choice(pending.options.index(value)))


def act(game: Game, move: Any) -> list[ev.Event]:
    """Play an action on a pending turn."""
    assert isinstance(game.pending, Turn), f"expected a turn, got {game.pending}"
    return game.apply(move)


def switch(game: Game, player: int) -> str:
    """A player's switch in the spec's notation."""
    return notation(game.state.players[player].switch)


def world(text: str) -> int:
    """A world from the spec's notation."""
    return parse(text)


def events_of(events: list[ev.Event], kind: type) -> list[Any]:
    """The events of one type."""
    return [e for e in events if isinstance(e, kind)]


def history_of(game: Game, kind: type) -> list[Any]:
    """Every event of one type so far."""
    return [item.event for item in game.history if isinstance(item.event, kind)]


SCEPTRES = ["wooden", "green", "white", "red", "yellow", "blue"]
"""The six sceptres, shuffled into the circle by :func:`positions`."""
FRONT = ("F1", "F2", "F3")
"""The front slots, face up from the start (M-S8)."""


@st.composite
def positions(draw: Any) -> tuple[int, dict[str, Any]]:
    """A table: 2 to 4 players, some revealed (formation empty), front tokens face up, scores from
    captured worlds, sceptres anywhere in the circle, maybe a column."""
    players = draw(st.integers(2, 4))
    worlds = draw(st.permutations(range(32)))
    take = iter(worlds)
    formations, captured, switches = [], [], []
    for p in range(players):
        revealed = p == 1 or draw(st.booleans())  # the next player's target is often there
        slots = [] if revealed else draw(st.lists(st.sampled_from(FRONT), min_size=1, max_size=3, unique=True))
        formations.append({slot: notation(next(take)) for slot in slots})
        captured.append([notation(next(take)) for _ in range(draw(st.integers(0, 6)))])
        switches.append(notation(draw(st.integers(0, 31))))
    columns = [[notation(next(take))]] if draw(st.booleans()) else []
    sceptres = draw(st.permutations(SCEPTRES))
    return players, {"switches": switches, "sceptres": list(sceptres), "formations": formations,
                     "columns": columns, "captured": captured}
