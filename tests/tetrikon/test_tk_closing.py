"""Issue 38, "a bot that leads takes the closing move when it has one": T-W1, a player whose diagram is
filled closes the game (the others play the final round, T-W2, and every unfilled square costs them
20, T-W3). The hint's bot (the search) on every seat, two and four players: at every decision where
one of the mover's legal moves closes the game, the bot chooses one of those moves. Which moves close
is found by playing each on a copy of the game (``Game.from_record``), near the end of a diagram only
(five empty squares or fewer), so the rules decide, not the bot's own reading."""

from __future__ import annotations

import pytest

from alea.kernel import Game
from alea.tetrikon.bot import search
from alea.tetrikon.engine.config import Config
from alea.tetrikon.engine.rules import RULES


def closing_moves(game: Game, player: int) -> list:  # type: ignore[type-arg]
    """The legal moves after which ``player`` has closed the game (T-W1)."""
    seen = game.view(frozenset({player}))
    if seen.closer is not None or not any(0 < len(board.empty) <= 5 for board in seen.players[player].boards):
        return []
    found = []
    for move in game.legal_moves():
        copy = Game.from_record(RULES, game.record)
        copy.apply(move)
        if copy.view(frozenset({player})).closer == player:
            found.append(move)
    return found


@pytest.mark.slow
@pytest.mark.parametrize("players, seed", [(2, 0), (2, 3), (4, 1)])
def test_T_W1_the_hint_takes_the_closing_move_when_it_has_one(players: int, seed: int) -> None:
    game = Game(RULES, Config(players=players, seed=seed, round_limit=60))
    chances = 0
    while game.pending is not None:
        player = game.pending.player
        closing = closing_moves(game, player)
        move = search.choose(game.view(frozenset({player})), game.legal_moves(), player)
        if closing:
            chances += 1
            assert move in closing, f"player {player} could close with {closing[0]} and chose {move}"
        game.apply(move)
    assert chances >= 1  # the game was closed by a bot that could
