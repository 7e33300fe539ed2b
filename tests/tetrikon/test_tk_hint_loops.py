"""A hint never proposes again, in the same turn, an offer that was refused (issue 38: "Hint: type
offer 4 I 30 ..." -> "Player 4 refuses." -> the same hint, 8 times in a row; a student who does
what the hint says never ends the turn). Whole matches typed from the hint alone, at 2 to 4
players, fail on any hinted move typed twice in one turn (kit.played.play_by_hint); the match of
3 players, seed 4, met the loop before the fix."""

from __future__ import annotations

import pytest

from alea.kernel import Game
from alea.tetrikon.bot.search import refused, turned_down
from alea.tetrikon.engine.config import Config
from alea.tetrikon.engine.moves import Offer
from alea.tetrikon.engine.rules import RULES

from .tk_table_kit import hinted_game


@pytest.mark.slow
@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 4), (4, 1)])
def test_a_match_typed_from_the_hint_ends_and_never_repeats_a_refused_offer(environ, players, seed):
    played = hinted_game(environ, "en", players, seed)
    assert played.problems == [] and played.ended


def test_an_offer_refused_this_turn_is_turned_down_for_the_same_or_a_lower_price():
    refusals = [Offer(3, ("I",), (), 30)]
    assert turned_down(Offer(3, ("I",), (), 30), refusals)
    assert turned_down(Offer(3, ("I",), (), 20), refusals)
    assert not turned_down(Offer(3, ("I",), (), 60), refusals)
    assert not turned_down(Offer(2, ("I",), (), 30), refusals)
    assert not turned_down(Offer(3, ("W",), (), 30), refusals)


def test_no_offer_is_refused_at_the_start_of_a_match():
    game = Game(RULES, Config(players=2, seed=1))
    assert refused(game.view(frozenset({game.pending.player}))) == []
