"""The ladder's greedy bot (issue 13): deterministic, blind to hidden state (R-G4), and scoring lab
moves by the actions they save towards containing. (Its moves are legal to the end of a game:
tests/tesseract/bot/test_bot.py, with the policy's.)"""

from __future__ import annotations

from alea.tesseract.bot import Bot
from alea.tesseract.bot.greedy import choose, score
from alea.tesseract.bot.policy import _Look, _score_action
from alea.tesseract.engine import Adjust, Config, Game, Turn


def test_greedy_bot_plays_the_same_game_twice() -> None:
    """No random source: the same seed gives the same game, move for move."""
    games = [Game.new(Config(players=2, base="2", seed=8)) for _ in range(2)]
    assert Bot().play(games[0]) == Bot().play(games[1])
    assert games[0].view().history == games[1].view().history


def _position(hidden_value: int) -> dict:
    """a1 holds a hidden die under a removable one; only the hidden die's value differs."""
    return {
        "tower": {"a1": [["blue", hidden_value], ["yellow", 2]], "b1": [["orange", 3]],
                  "c1": [["purple", 5]], "d1": [["yellow", 4]], "a2": [["blue", 6], ["blue", 1]],
                  "b2": [["orange", 6], ["yellow", 6], ["purple", 6]], "c2": [["orange", 4]]},
        "labs": [{"researcher": "magnetic", "dice": [["yellow", 3], ["orange", 1]]},
                 {"researcher": "nuclear", "dice": [["blue", 5]]}],
        "primed": [["purple", 2], ["orange", 2]],
    }


def test_R_G4_greedy_bot_cannot_see_hidden_values() -> None:
    """R-G4: two games that differ only in a hidden die get the same moves from the greedy bot."""
    games = [Game.new(Config(players=2, seed=4, position=_position(v))) for v in (1, 6)]
    assert games[0].view().column("a1").dice[0].die.value is None
    assert games[0].record.config.position != games[1].record.config.position
    played = 0
    while games[0].pending is not None and played < 12:
        moves = [choose(g.view(), g.legal_moves()) for g in games]
        assert moves[0] == moves[1]
        for g in games:  # same seed: the same chance outcomes in both games
            g.apply(moves[0])
        played += 1
        if games[0].view().column("a1").dice[0].die.value is not None:
            break
    assert played >= 3


def test_greedy_bot_scores_an_adjustment_by_the_space_it_brings_nearer() -> None:
    """Yellow 4, purple 2, blue 3 with yellow 1 the last empty space: the policy scores going down
    and going up alike (a pair either way); the greedy bot counts the action that yellow 4 down
    saves towards the Run yellow 1, purple 2, blue 3, and the one going up costs."""
    board = [[c, v] for c in ("yellow", "orange", "blue", "purple") for v in range(1, 7)
             if (c, v) != ("yellow", 1)]
    pos = {"tower": {"a1": [["blue", 1]], "b2": [["blue", 2]], "c3": [["orange", 6]]},
           "labs": [{"researcher": "nuclear", "dice": [["yellow", 4], ["purple", 2], ["blue", 3]]},
                    {"researcher": "chemist"}],
           "board": board}
    game = Game.new(Config(players=2, position=pos))
    view = game.view()
    assert isinstance(view.pending, Turn)
    look = _Look.of(view, view.active)
    yellow = next(d.id for d in view.labs[0].dice if d.colour == "yellow")
    down, up = Adjust(yellow, -1), Adjust(yellow, +1)
    assert down in game.legal_moves() and up in game.legal_moves()
    assert score(down, look) > score(up, look)
    assert _score_action(down, look) == _score_action(up, look)
