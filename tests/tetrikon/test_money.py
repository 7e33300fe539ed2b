"""Money (T-M): paying 100 (test position 3), the bank's payouts, an empty Treasury (test
position 10), change for card payments (test position 14), the Chance deck's upkeep."""

from __future__ import annotations

import pytest

from alea.kernel import Decision, IllegalMove
from alea.tetrikon.engine import events as ev
from alea.tetrikon.engine.money import bank_choice, payment_sets, ways_to_give
from alea.tetrikon.engine.moves import Buy, End, Roll, UseCard

from .kit import answer, base_position, kinds, player, position_game, roll_to


# --- test position 3 --------------------------------------------------------------------------
def test_t_m1_paying_100():
    assert payment_sets([50, 25, 20, 10], 100) == [(10, 20, 25, 50)]  # 105, the 5 lost
    assert payment_sets([50, 50, 25], 100)[0] == (50, 50)
    assert payment_sets([50, 20, 20, 20], 100) == [(20, 20, 20, 50)]  # 110
    assert payment_sets([50, 25, 20, 4 * 1], 100) == []


def test_t_m1_a_hand_of_99_cannot_buy():
    game = position_game(base_position(player(tcards=[50, 25, 20, 1, 1, 1, 1]), player()))
    with pytest.raises(IllegalMove) as err:
        game.check(Buy())
    assert err.value.reason == "cannot_pay" and err.value.data["total"] == 99
    assert Buy() not in game.legal_moves()


def test_t_a5_t_m2_a_purchase_pays_the_returned_pile_and_rolls_for_the_piece():
    game = position_game(base_position(player(tcards=[50, 50, 25, 25]), player()))
    game.force([5], 0)
    game.apply(Buy())
    assert isinstance(game.pending, Decision) and game.pending.kind == "pay"
    assert game.pending.options == ([50, 50], [25, 25, 50])
    answer(game, [50, 50])
    s = game.state
    assert s.returned == [50, 50] and s.players[0].tcards == [25, 25]
    assert s.players[0].free == ["I"]


def test_t_m1_the_payer_may_choose_another_valid_set():
    assert set(payment_sets([50, 50, 25, 25, 25], 100)) == {(50, 50), (25, 25, 50),
                                                             (25, 25, 25, 50)} - {(25, 25, 25, 50)}


# --- T-M3 -------------------------------------------------------------------------------------
def test_t_m3_the_bank_pays_from_the_returned_pile_first_then_searches_the_treasury():
    assert bank_choice([20, 5], [50, 10, 25], 25) == ([5, 20], [])
    assert bank_choice([20], [50, 5, 25], 25) == ([20], [5])
    assert bank_choice([], [50], 25) == ([], [50])  # by T-M1 when nothing makes it exactly
    assert bank_choice([5], [10], 25) is None


def test_t_m3_t_n2_17_t_n2_18_t_n2_19_jokers_cashed_together_in_one_action():
    game = position_game(base_position(player(chance=[17, 19, 18]), player(),
                                       treasury=[50, 10, 25, 5], returned=[]))
    assert UseCard(("17#1", "19#1")) in game.legal_moves()
    game.apply(UseCard(("17#1", "19#1")))
    s = game.state
    assert s.players[0].tcards == [10, 50] and s.treasury == [25, 5]
    assert s.chance_deck[-2:] == ["17#1", "19#1"]  # T-M6: under the deck
    assert s.turn.letters == {"a"}
    assert UseCard(("18#1",)) not in game.legal_moves()  # a) is used
    game.apply(End())
    game.apply(End())
    game.apply(UseCard(("18#1",)))
    assert s.players[0].tcards == [10, 25, 50]


def test_t_n2_24_inheritance_pays_all_it_has_when_short():
    game = position_game(base_position(player(chance=[24]), player(), treasury=[50, 50],
                                       returned=[20]))
    game.apply(UseCard(("24#1",)))
    assert game.state.players[0].tcards == [20, 50, 50]
    assert game.state.treasury == [] and game.state.returned == []


# --- test position 10 -------------------------------------------------------------------------
def test_t_m4_empty_treasury_reshuffles_the_returned_pile():
    game = position_game(base_position(player(), player(), treasury=[], returned=[25, 5]))
    game.force([3, 4], [1, 0])
    events = game.apply(Roll())
    assert ev.TreasuryReshuffled in kinds(events)
    assert sorted(game.state.players[0].tcards) == [5, 25]


def test_t_m4_card_inflation_when_both_are_empty():
    game = position_game(base_position(player(tcards=[1, 1, 5, 5, 10, 20, 50]), player(),
                                       player(tcards=[25, 50]), treasury=[], returned=[]))
    game.force([3, 4])
    game.apply(Roll())
    assert game.pending.kind == "give_cards" and game.pending.player == 0
    assert game.pending.data["count"] == 4
    assert game.pending.options == (1, 5, 10, 20, 50)  # one at a time, each value once
    for value in (1, 1, 5):
        answer(game, value)
    assert game.pending.data["count"] == 1 and game.pending.options == (5, 10, 20, 50)
    answer(game, 5)
    assert game.pending.kind == "give_cards" and game.pending.player == 2
    answer(game, 25)
    game.force([0, 1, 2, 3, 4])
    s = game.state
    # the new Treasury of 5 is made, the draw goes on: 2 of them drawn by Anna
    assert len(s.players[0].tcards) == 3 + 2
    assert len(s.treasury) == 3
    inflation = [e for e in game.history if isinstance(e, ev.Inflation)][0]
    assert inflation == ev.Inflation("cards", ((0, 4), (1, 0), (2, 1)))


# --- test position 14 -------------------------------------------------------------------------
def test_t_m8_change_for_card_16():
    game = position_game(base_position(player(tcards=[50]), player(), player(),
                                       chance_deck=[16], returned=[20, 20, 5, 5]))
    roll_to(game, 1, 1)
    answer(game, "chance")
    assert game.pending.kind == "pay" and game.pending.options[0] == [5]
    answer(game, [5])
    s = game.state
    assert s.players[1].tcards == [5]
    assert s.players[2].tcards == [5]
    assert s.players[0].tcards == [20, 20]


def test_t_m8_no_change_possible_the_payee_gets_the_set():
    game = position_game(base_position(player(tcards=[50]), player(), player(),
                                       chance_deck=[16], returned=[25, 25],
                                       treasury=[50, 50]))
    roll_to(game, 1, 1)
    answer(game, "chance")
    s = game.state
    assert s.players[1].tcards == [50]
    assert s.players[2].tcards == []  # T-N2.16: in turn order until out
    assert s.players[0].tcards == []


# --- T-M6, T-M7 -------------------------------------------------------------------------------
def test_t_m6_reshuffle_when_a_used_card_comes_to_the_top():
    game = position_game(base_position(player(), player(), chance_deck=[7, 8],
                                       used_chance=[7]))
    roll_to(game, 1, 1)
    game.force([1, 0])
    events = answer(game, "chance")
    assert ev.ChanceReshuffled in kinds(events)
    assert game.state.used_chance == set() or "7#1" not in game.state.used_chance


def test_t_m6_empty_chance_deck_takes_the_option_away():
    game = position_game(base_position(player(), player(), chance_deck=[]))
    events = roll_to(game, 2, 2)
    assert ev.KeyChosen in kinds(events) and events[1] == ev.KeyChosen(0, "treasury", 1)


def test_t_m7_t_n2_11_discarded_cards_go_where_they_belong():
    game = position_game(base_position(player(tcards=[5, 10], chance=[24]), player(),
                                       chance_deck=[11]))
    roll_to(game, 1, 1)
    answer(game, "chance")
    assert game.pending.kind == "discard"
    answer(game, [5, "24#1"])
    s = game.state
    assert s.returned == [5]
    assert s.chance_deck[-2:] == ["24#1", "11#1"]
    assert s.players[0].tcards == [10] and s.players[0].chance == []


def test_ways_to_give_are_distinct():
    assert ways_to_give([1, 1, 5], 2) == [(1, 1), (1, 5)]
    assert ways_to_give(["O", "L", "O"], 1) == [("L",), ("O",)]
