"""Helpers for Tetrikon's tests: matches on the kernel, positions, answers, bots."""

from __future__ import annotations

from typing import Any

from alea.kernel import Choice, Decision, Game
from alea.tetrikon.bot.greedy import choose
from alea.tetrikon.engine.config import Config
from alea.tetrikon.engine.rules import RULES


def new_game(**options: Any) -> Game:
    """A new match on the kernel."""
    return Game(RULES, Config(**options))


def position_game(position: dict[str, Any], **options: Any) -> Game:
    """A match starting from an exact position (players default to the position's count)."""
    options.setdefault("players", len(position["players"]))
    return Game(RULES, Config(position=position, **options))


def answer(game: Game, option: Any) -> list[Any]:
    """Answer the pending decision with the option equal to ``option``."""
    pending = game.pending
    assert isinstance(pending, Decision), pending
    return game.apply(Choice(list(pending.options).index(option)))


def kinds(events: list[Any]) -> list[str]:
    """The kinds of a list of events."""
    return [e.kind for e in events]


def bot_move(game: Game) -> Any:
    """The greedy bot's move for whoever must play, from that player's view only."""
    pending = game.pending
    assert pending is not None
    player = pending.player
    return choose(game.view(frozenset({player})), game.legal_moves(), player)


def play_out(game: Game, limit: int = 5000, each: Any = None) -> int:
    """Let the bots play to the end; ``each(game)`` runs after every move. Returns the moves."""
    moves = 0
    while game.pending is not None and moves < limit:
        game.apply(bot_move(game))
        moves += 1
        if each is not None:
            each(game)
    return moves


def player(**fields: Any) -> dict[str, Any]:
    """A player of a position: a 4x4 square diagram unless given, first turn played."""
    fields.setdefault("squares", [f"{c}{r}" for c in "abcd" for r in range(1, 5)])
    return fields


def base_position(*players: dict[str, Any], **rest: Any) -> dict[str, Any]:
    """A position: the players, a full display, a bag, decks (overridable)."""
    rest.setdefault("display", ["L", "T", "L", "O", "I", "P"])
    rest.setdefault("bag", ["F", "N", "U", "V", "W", "X", "Y", "Z"])
    rest.setdefault("treasury", [1, 5, 10, 20, 25, 50] * 3)
    rest.setdefault("chance_deck", [7, 8, 9])
    return {"players": list(players), **rest}


def roll_to(game: Game, *dice: int) -> list[Any]:
    """Roll with forced dice (and answer nothing)."""
    from alea.tetrikon.engine.moves import Roll

    game.force(list(dice))
    return game.apply(Roll())
