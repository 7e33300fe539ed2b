"""Multiverse games between bots end with a winner or a real draw, well before the safety stop
(issue 38: 934 of 1,000 two-player hint-vs-hint games ran to the 500-turn stop, M-W4, the bots
flipping one colour to and fro after the last capture).

- ``demo`` then ``all`` in ``alea`` itself, as a new player types it, ends the demo game with a
  winner (benchmarks/demo_ends.py plays seeds 1 to 20 the same way and prints each game's end);
- a player who types only what ``hint`` says, at a table of 2 to 6 players, reaches the game's
  end before the stop, and is never hinted the same move twice in one turn;
- a stalled two-player game is played out (alea.multiverse.bot.closing): a player who can no
  longer win lets the game end, an offer leaves the next player only a final meeting its giver
  may challenge, and no bot flips back the colour it flipped at its previous turn while another
  action is as safe.
"""

from __future__ import annotations

import re

import pytest
from multiverse_kit import position_game
from mv_table_kit import hinted_game

from alea.multiverse.bot import SearchBot, hint
from alea.multiverse.bot.closing import flip_back, previous_action, stalled
from alea.multiverse.bot.guards import gift, lost, offer
from alea.multiverse.engine import ACTIONS, Config, Flip, Game, Turn
from alea.multiverse.engine.whatif import outlooks
from alea.multiverse.engine.worlds import notation

LIMIT = 500
"""The safety stop (M-W4), from the content."""


@pytest.mark.slow
@pytest.mark.parametrize("seed", [2, 5])
def test_demo_then_all_ends_the_game_with_a_winner_well_before_the_stop(alea, seed):
    code, out = alea("--lang", "en", "--game", "multiverse", "--seed", str(seed), lines=["2", "demo", "all"])
    assert code == 0
    assert "turn limit" not in out
    ended = re.search(r"Game over\. Score, [^\n]*\. (Winner|Shared win|Nobody)", out)
    assert ended and ended.group(1) != "Nobody", out[-2000:]
    turns = [int(t) for t in re.findall(r"^Turn (\d+),", out, re.MULTILINE)]
    assert turns and max(turns) < LIMIT // 2


@pytest.mark.slow
@pytest.mark.parametrize(("players", "seed"), [(2, 1), (2, 2), (2, 7), (3, 1), (4, 1), (5, 1), (6, 1)])
def test_a_player_typing_only_the_hint_reaches_the_end_before_the_stop(environ, players, seed):
    played = hinted_game(environ, "en", players, seed)
    assert played.problems == [] and played.ended
    assert not played.stopped and played.turns < LIMIT // 2


def _turns(players: int, seed: int, until: int):
    """(view, game) at each turn of a search-bot game up to turn ``until``."""
    game = Game.new(Config(players=players, seed=seed, variants=frozenset({"MV2"})))
    bots = {p: SearchBot(seed=seed * 10 + p) for p in range(players)}
    while game.pending is not None and game.state.turn < until:
        player = game.pending.player
        view = game.view(player)
        if isinstance(game.pending, Turn):
            yield view, game
        game.apply(bots[player].choose(view, game.legal_moves()))


@pytest.mark.slow
def test_no_bot_flips_back_what_it_flipped_at_its_previous_turn_while_another_action_is_as_safe():
    checked = 0
    for seed in range(3):
        for view, game in _turns(2, seed, 120):
            me = view.active
            back = previous_action(view, me)
            if back is None:
                continue
            checked += 1
            plan = SearchBot(seed=seed * 10 + me).plan(view, game.legal_moves())
            if plan.move != back:
                continue
            look = next(look for look in outlooks(view, me) if look.action == back)
            others = [a for a in ACTIONS if a != back and not gift(view, me, a)]
            assert look.meets is not None or look.meeting or not others or plan.closing, (seed, view.turn)
    assert checked >= 60


def test_a_flip_back_is_set_aside_when_another_action_is_as_safe():
    game = Game.new(Config(players=2, seed=3, variants=frozenset({"MV2"})))
    bots = {p: SearchBot(seed=p) for p in range(2)}
    while game.state.turn < 6:
        player = game.pending.player
        game.apply(bots[player].choose(game.view(player), game.legal_moves()))
    view = game.view(game.pending.player)
    back = previous_action(view, view.active)
    assert back is not None
    kept = flip_back(view, view.active, outlooks(view, view.active))
    assert back not in [look.action for look in kept if look.meets is None and not look.meeting]


SCEPTRES = ["green", "wooden", "white", "red", "yellow", "blue"]
"""At positions 0 to 5: seat 0 holds green, wooden and white, seat 1 red, yellow and blue. The
wooden holder's turn ends with a rotation (M-R1): at seat 1's next turn seat 0 holds wooden,
white and red, seat 1 green, yellow and blue."""


def _settled(switches: tuple[str, str], scores: tuple[int, int], sceptres: list[str] = SCEPTRES) -> Game:
    """A two-player game whose 32 worlds are all captured (``scores`` worlds each), both players
    revealed, the given switches; seat 0 to act."""
    worlds = [notation(w) for w in range(32)]
    return position_game({"switches": list(switches), "sceptres": sceptres, "formations": [{}, {}],
                          "captured": [worlds[:scores[0]], worlds[scores[0]:]], "turn": 60})


def test_a_player_who_can_no_longer_win_lets_the_game_end():
    game = _settled(("1", "123"), (12, 20))  # 12 + 3 < 20: lost whatever happens
    view = game.view(0)
    assert stalled(view) and lost(view, 0)
    move = SearchBot().choose(view, game.legal_moves())
    after = view.players[0].switch ^ (31 if not isinstance(move, Flip) else 1 << (move.colour - 1))
    assert bin(after ^ view.players[1].switch).count("1") in (0, 1, 5)  # a meeting for the leader
    assert hint(view, game.legal_moves()).reason == "concede"


def test_an_offer_leaves_the_next_player_only_a_meeting_its_giver_may_challenge():
    game = _settled(("1", "124"), (17, 15))  # two sliders apart: white (2) and yellow (4)
    view = game.view(0)
    assert stalled(view) and not lost(view, 0)
    # flipping yellow leaves white apart, whose sceptre seat 0 holds at the next turn: the next player's
    # meeting may be challenged, and they hold no wooden sceptre to reroll; flipping white leaves yellow
    # apart, whose sceptre the next player holds: a gift, no offer
    assert offer(view, 0, Flip(4)) and not offer(view, 0, Flip(2))
    assert gift(view, 0, Flip(2)) and gift(view, 0, Flip(4))
    assert SearchBot().choose(view, game.legal_moves()) == Flip(4)
    told = hint(view, game.legal_moves())
    assert (told.move, told.reason, told.data["next"]) == (Flip(4), "offer", 1)


def test_a_player_not_ahead_tries_a_final_meeting_the_other_may_challenge_and_one_ahead_does_not():
    # one slider apart, yellow (4), whose sceptre seat 1 holds, with the wooden one: seat 1 may challenge
    # the meeting, and seat 0 has no reroll: it stands one time in three
    sceptres = ["green", "white", "red", "yellow", "blue", "wooden"]
    behind = _settled(("1", "14"), (15, 17), sceptres).view(0)
    assert stalled(behind) and SearchBot().choose(behind, []) == Flip(4)
    ahead = _settled(("1", "14"), (17, 15), sceptres).view(0)
    assert SearchBot().choose(ahead, []) != Flip(4)
