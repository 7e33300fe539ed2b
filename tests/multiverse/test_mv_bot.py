"""The bots: whole games for 2 to 6 players, reading only a seat's view."""

from __future__ import annotations

import pytest
from multiverse_kit import QUIET_ANNA, act, position_game

from alea.multiverse.bot import GreedyBot, RandomBot, play_out
from alea.multiverse.engine import Choice, Config, Flip, Game, View


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_greedy_bots_play_whole_games(players: int) -> None:
    for seed in range(3):
        game = Game.new(Config(players=players, seed=seed))
        bots = {p: GreedyBot(seed + p) for p in range(players)}
        moves = play_out(game, bots)
        assert game.pending is None and game.result == "ended" and moves > players
        assert game.state.winners


def test_the_bot_is_given_a_view_and_answers_the_same_to_the_same_view() -> None:
    """Hidden tokens swapped: the same view, so the same choice (the bot cannot see them)."""
    game = Game.new(Config(players=3, seed=4, variants=frozenset({"MV2"})))
    seen: list[object] = []

    class Spy(GreedyBot):
        def choose(self, view: View, moves: list) -> object:  # type: ignore[override]
            seen.append(type(view))
            return super().choose(view, moves)

    player = game.pending.player
    first = Spy(7).choose(game.view(player), game.legal_moves())
    s = game.state
    hidden = [(pl.formation, slot) for pl in s.players for slot in ("B1", "B2") if pl.formation[slot] is not None]
    (a, ka), (b, kb) = hidden[0], hidden[-1]
    a[ka], b[kb] = b[kb], a[ka]
    assert Spy(7).choose(game.view(player), game.legal_moves()) == first
    assert seen == [View, View]


def test_greedy_beats_random() -> None:
    wins = {"greedy": 0, "random": 0}
    for seed in range(12):
        game = Game.new(Config(players=2, seed=seed))
        greedy_seat = seed % 2
        bots = {greedy_seat: GreedyBot(seed), 1 - greedy_seat: RandomBot(seed)}
        play_out(game, bots)
        for w in game.state.winners:
            wins["greedy" if w == greedy_seat else "random"] += 1
    assert wins["greedy"] > 2 * wins["random"]


def test_greedy_takes_a_capture_and_challenges_a_scoring_flip() -> None:
    game = position_game({"switches": ["1", "45"], "sceptres": ["wooden", "green", "yellow", "white", "red", "blue"],
                          "formations": [QUIET_ANNA, {"F1": "124"}], "columns": [["13"]]})
    bot = GreedyBot(0)
    move = bot.choose(game.view(0), game.legal_moves())
    assert move == Flip(3)  # 13 is C1's top
    act(game, move)
    assert bot.choose(game.view(1), game.legal_moves()) == Choice(1)  # Petr: "Just roll!"
    game2 = position_game({"switches": ["1", "45"], "sceptres": ["wooden", "green", "yellow", "white", "red", "blue"],
                           "formations": [QUIET_ANNA, {"F1": "124"}], "columns": [["3"]]})
    act(game2, Flip(2))  # 12 meets nothing
    assert bot.choose(game2.view(1), game2.legal_moves()) == Choice(0)  # no reason to challenge


def test_the_hint_says_the_move_and_why() -> None:
    from alea.multiverse.bot import hint
    from alea.multiverse.narration import Narrator

    game = position_game({"switches": ["1", "45"], "sceptres": ["wooden", "green", "yellow", "white", "red", "blue"],
                          "formations": [QUIET_ANNA, {"F1": "124"}], "columns": [["13"]]})
    narrator = Narrator("en", "normal", ["Anna", "Petr"])
    given = hint(game.view(0), game.legal_moves())
    assert (given.move, given.reason, given.data["where"], given.data["challenger"]) == (Flip(3), "capture", "C1", 1)
    assert narrator.hint(given, game.view(0)) == ("Hint, flip 3, red. That meets the top world of column C1, worth 1 point. "
                                                   "Petr may challenge it.")
    assert hint(game.view(0), game.legal_moves()) == given  # asked again, the same hint
    act(game, Flip(3))
    given = hint(game.view(1), game.legal_moves())
    assert given.move == Choice(1) and given.reason == "challenge"
    assert narrator.hint(given, game.view(1)) == "Hint, Just roll, answer 2. Otherwise the flip would let Anna meet a world and score."
    mv3 = position_game({"switches": ["23", "1"], "sceptres": ["wooden", "green", "yellow", "white", "red", "blue"],
                         "formations": [QUIET_ANNA, {"F1": "23"}]}, variants=frozenset({"MV3"}), reroll="off")
    given = hint(mv3.view(0), mv3.legal_moves())
    assert given.move is None and given.reason == "physical_die"
