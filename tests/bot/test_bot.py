"""The bot: always a legal move, and blind to what the players cannot see (R-G4)."""

from __future__ import annotations

import random

from alea.tesseract.bot import Bot, choose
from alea.tesseract.engine import Action, Choice, Config, Game


def test_bot_moves_are_always_legal_and_finish_games() -> None:
    for seed in range(6):
        game = Game.new(Config(players=1 + seed % 4, base="1A2B3C"[seed], seed=seed))
        moves = 0
        while game.pending is not None:
            move = choose(game.view(), game.legal_moves())
            assert move in game.legal_moves()
            game.apply(move)
            moves += 1
        assert game.result in ("won", "lost") and moves > 20


def _position(hidden_value: int) -> dict:
    # a1 holds a hidden die under a removable one; only the hidden die's value differs.
    return {
        "tower": {"a1": [["blue", hidden_value], ["yellow", 2]], "b1": [["orange", 3]],
                  "c1": [["purple", 5]], "d1": [["yellow", 4]], "a2": [["blue", 6], ["blue", 1]],
                  "b2": [["orange", 6], ["yellow", 6], ["purple", 6]]},
        "labs": [{"researcher": "magnetic", "dice": [["yellow", 3], ["orange", 1]]},
                 {"researcher": "nuclear"}],
        "primed": [["purple", 2], ["orange", 2]],
    }


def test_R_G4_bot_cannot_see_hidden_values() -> None:
    """R-G4: two games that differ only in a hidden die get the same moves from the bot."""
    games = [Game.new(Config(players=2, position=_position(v))) for v in (1, 6)]
    assert games[0].view().column("a1").dice[0].die.value is None
    for _ in range(12):
        if games[0].pending is None:
            break
        views = [g.view() for g in games]
        moves = [choose(v, g.legal_moves()) for v, g in zip(views, games)]
        assert moves[0] == moves[1]
        for g in games:  # same seed: the same chance outcomes in both games
            g.apply(moves[0])
        if games[0].view().column("a1").dice and games[0].view().column("a1").dice[0].die.value:
            break


def test_bot_contains_when_it_can() -> None:
    pos = {"tower": {"a1": [["blue", 1]], "b2": [["blue", 2]]},
           "labs": [{"researcher": "nuclear", "dice": [["yellow", 3], ["yellow", 4], ["yellow", 5]]},
                    {"researcher": "chemist"}]}
    game = Game.new(Config(players=2, position=pos))
    move = choose(game.view(), game.legal_moves())
    assert isinstance(move, Action) and move.kind == "contain"


def test_bot_answers_decisions_with_a_listed_choice() -> None:
    game = Game.new(Config(players=2, seed=11))
    assert game.pending.kind == "setup_corner"
    move = choose(game.view(), game.legal_moves())
    assert isinstance(move, Choice) and 0 <= move.index < len(game.pending.options)


def test_bot_plays_a_whole_game_through_the_helper() -> None:
    game = Game.new(Config(players=3, seed=random.Random(3).randrange(1000)))
    assert Bot().play(game) > 0 and game.pending is None
