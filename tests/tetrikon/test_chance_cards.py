"""Chance cards (T-N1, T-N2, T-N3) and piece inflation (T-M5): test positions 6 to 9 and 13."""

from __future__ import annotations

import pytest

from alea.kernel import IllegalMove, Turn
from alea.tetrikon.engine import events as ev
from alea.tetrikon.engine.moves import Buy, End, Offer, Roll, UseCard

from .kit import answer, base_position, kinds, player, position_game, roll_to


def _draw(game, card_kept_answer=None):
    """Roll doubles and take the Chance card."""
    roll_to(game, 1, 1)
    return answer(game, "chance")


def test_t_n1_penalty_cards_resolve_at_once_keepable_ones_may_be_kept():
    game = position_game(base_position(player(tcards=[5, 10]), player(), chance_deck=[21, 8]))
    _draw(game)
    assert game.state.players[0].front == ["21#1"]  # lies face up, no question asked
    game.apply(End())
    game.apply(End())
    assert game.state.players[0].front == []  # handed in at the end of that turn (T-N2.21)
    _draw(game)
    assert game.pending.kind == "use_or_keep"
    answer(game, "keep")
    assert game.state.players[0].chance == ["8#1"]


def test_t_n3_immunity_is_kept_never_an_action():
    game = position_game(base_position(player(), player(), chance_deck=[23]))
    _draw(game)
    assert game.state.players[0].chance == ["23#1"]
    assert UseCard(("23#1",)) not in game.legal_moves()
    with pytest.raises(IllegalMove) as err:
        game.check(UseCard(("23#1",)))
    assert err.value.reason in ("letter_used", "card_not_usable")


# --- test position 6 -------------------------------------------------------------------------
def test_t_n2_12_no_trading_until_the_next_turn():
    anna = player(free=["L"], tcards=[50])
    petr = player(free=["O"], tcards=[50, 50])
    eva = player(free=["T"], tcards=[50])
    game = position_game(base_position(anna, petr, eva, chance_deck=[12]))
    _draw(game)
    assert game.state.players[0].front == ["12#1"]
    game.apply(End())
    assert game.pending == Turn(1)
    with pytest.raises(IllegalMove) as err:
        game.check(Offer(0, ("L",), (), 30))
    assert err.value.reason == "no_trade"
    game.check(Offer(2, ("T",), (), 30))
    game.apply(End())
    game.apply(End())
    assert game.pending == Turn(0)
    assert game.state.players[0].front == []  # handed in as Anna's turn 6 begins
    game.apply(End())
    game.check(Offer(0, ("L",), (), 30))


def test_t_n2_13_no_roll_in_the_next_turn_but_a_purchase_rolls():
    game = position_game(base_position(player(tcards=[50, 50]), player(), chance_deck=[13]))
    _draw(game)
    game.apply(End())
    game.apply(End())
    assert game.state.turn.no_roll and game.state.players[0].front == []
    assert Roll() not in game.legal_moves()
    with pytest.raises(IllegalMove) as err:
        game.check(Roll())
    assert err.value.reason == "no_roll"
    game.force([2], 0)
    game.apply(Buy())  # its single die is allowed (ruling B26)


# --- test position 7 ----------------------------------------------------------------------------
def test_t_n3_t_n2_22_immunity_against_card_22_in_another_players_turn():
    petr = player(chance=[22])
    anna = player(tcards=[50], chance=[23], free=["L", "O", "T", "U", "V"])
    game = position_game(base_position(petr, anna, player(), chance_deck=[7]))
    game.apply(UseCard(("22#1",)))
    assert game.pending.kind == "target"
    answer(game, 1)
    assert game.pending.kind == "immunity" and game.pending.player == 1
    answer(game, True)
    s = game.state
    assert s.players[1].tcards == [50] and s.players[1].chance == []
    assert s.chance_deck[-2:] == ["23#1", "22#1"]  # both spent, under the deck
    assert s.turn.letters == {"a"}
    # later a piece inflation takes the larger half of Anna's free pieces: no Immunity left
    s.players[0].tcards = [50, 50]
    s.bag = ["Y", "Z"]
    game.force([4], 0)
    game.apply(Buy())
    assert game.pending.kind == "give_pieces" and game.pending.player == 1
    assert game.pending.data["count"] == 3


# --- test position 8 ----------------------------------------------------------------------------
def test_t_n2_5_without_free_pieces_a_placed_one_must_come_out():
    eva = player(placed=[["O", ["a1", "b1", "a2", "b2"]], ["O", ["c1", "d1", "c2", "d2"]],
                         ["O", ["a3", "b3", "a4", "b4"]]])
    game = position_game(base_position(eva, player(), chance_deck=[5], bag=[]))
    _draw(game)
    assert game.pending.kind == "take_out" and game.pending.options == ("p1", "p2", "p3")
    answer(game, "p2")
    s = game.state
    assert len(s.players[0].boards[0].empty()) == 4 + 4
    assert s.bag == ["O"]


def test_t_n2_1_swap_with_the_manager_gives_to_the_bag_after_the_refill():
    game = position_game(base_position(player(chance=[1], free=["X", "Z"]), player()))
    game.apply(UseCard(("1#1",)))
    assert game.pending.kind == "own_piece"
    game.force([2], 0)
    answer(game, "Z")
    s = game.state
    assert s.players[0].free == ["T", "X"] and "Z" in s.bag


def test_t_n2_2_swap_with_a_player_or_nothing_happens():
    game = position_game(base_position(player(chance=[2], free=["X", "Z"]), player(free=["L"]),
                                       player(free=["L", "T"])))
    game.apply(UseCard(("2#1",)))
    answer(game, "X")  # give
    answer(game, "L")  # want
    assert game.pending.kind == "swap_answer" and game.pending.player == 1
    answer(game, False)
    assert game.pending.player == 2
    answer(game, False)
    s = game.state
    assert s.players[0].chance == ["2#1"] and s.turn.letters == set()  # ruling B23
    game.apply(UseCard(("2#1",)))
    answer(game, "X")
    answer(game, "L")
    answer(game, True)
    assert s.players[0].free == ["L", "Z"] and s.players[1].free == ["X"]


def test_t_n2_3_the_bank_rolls():
    game = position_game(base_position(player(chance=[3]), player()))
    game.force([4], 0)
    events = game.apply(UseCard(("3#1",)))
    rolled = [e for e in events if isinstance(e, ev.DieRolled)][0]
    assert rolled.player is None and game.state.players[0].free == ["O"]


def test_t_n2_4_the_giver_chooses_and_none_wastes_the_card():
    game = position_game(base_position(player(chance=[4]), player(free=["L", "T"]),
                                       player()))
    game.apply(UseCard(("4#1",)))
    answer(game, 1)
    assert game.pending.kind == "own_piece" and game.pending.player == 1
    answer(game, "T")
    assert game.state.players[0].free == ["T"]
    game = position_game(base_position(player(chance=[4]), player(), player(free=["L"])))
    game.apply(UseCard(("4#1",)))
    events = answer(game, 1)
    assert ev.CardWasted in kinds(events)


def test_t_n2_6_choose_from_the_display_without_rolling():
    game = position_game(base_position(player(chance=[6]), player()))
    game.apply(UseCard(("6#1",)))
    assert game.pending.kind == "position"
    game.force(0)
    events = answer(game, 5)
    assert ev.DieRolled not in kinds(events) and game.state.players[0].free == ["I"]


def test_t_n2_7_t_n2_8_t_n2_9_draw_from_the_treasury():
    game = position_game(base_position(player(chance=[9]), player(), treasury=[1, 5, 10, 20]))
    game.apply(UseCard(("9#1",)))
    assert game.state.players[0].tcards == [1, 5, 10]


def test_t_n2_14_t_n2_15_each_other_player_pays():
    game = position_game(base_position(player(chance=[15]), player(tcards=[25, 50]),
                                       player(tcards=[10])))
    game.apply(UseCard(("15#1",)))
    assert game.pending.kind == "pay" and game.pending.player == 1
    answer(game, [25])
    s = game.state
    assert s.players[0].tcards == [10, 25]
    assert s.players[1].tcards == [50] and s.players[2].tcards == []


def test_t_n2_16_pays_in_turn_order_until_out():
    game = position_game(base_position(player(tcards=[5]), player(), player(),
                                       chance_deck=[16]))
    _draw(game)
    s = game.state
    assert s.players[1].tcards == [5] and s.players[2].tcards == []


def test_t_n2_21_no_building_this_turn():
    game = position_game(base_position(player(free=["O"]), player(), chance_deck=[21]))
    _draw(game)
    from alea.tetrikon.engine.moves import Build

    with pytest.raises(IllegalMove) as err:
        game.check(Build("O", ("a1", "b1", "a2", "b2")))
    assert err.value.reason == "no_build"


# --- test positions 9 and 13 -----------------------------------------------------------------
def test_t_m5_piece_inflation_when_the_bag_drops_to_one():
    anna = player(tcards=[50, 50], free=["F", "I", "N", "U", "V"])
    eva = player(free=["W"])
    game = position_game(base_position(anna, player(), eva, bag=["X", "Y"]))
    game.force([4], 0)
    game.apply(Buy())
    assert game.pending.kind == "give_pieces" and game.pending.player == 0
    assert game.pending.data["count"] == 3
    for piece in ("F", "I", "N"):
        answer(game, piece)
    s = game.state
    assert len(s.bag) == 5 and s.players[2].free == []
    assert [dict(e.shares) for e in game.history if isinstance(e, ev.Inflation)] == [
        {0: 3, 1: 0, 2: 1}]


def test_t_n3_immunity_against_inflation_in_ones_own_turn():
    anna = player(tcards=[50, 50], free=["F", "I", "N", "U"], chance=[23])
    petr = player(free=["V", "W", "X"])
    game = position_game(base_position(anna, petr, bag=["Y", "Z"]))
    roll_to(game, 1, 2)
    game.force([4], 0)
    game.apply(Buy())
    assert game.pending.kind == "immunity" and game.pending.player == 0
    answer(game, True)
    assert game.pending.kind == "give_pieces" and game.pending.player == 1
    assert game.pending.data["count"] == 2
    answer(game, "V")
    assert game.pending.data["count"] == 1 and game.pending.options == ("W", "X")
    answer(game, "W")
    s = game.state
    assert len(s.bag) == 3 and len(s.players[0].free) == 5
    assert game.pending == Turn(1)  # no third action was used


def test_tv_immunity_narrow_does_not_cover_inflation():
    anna = player(tcards=[50, 50], free=["F", "I", "N", "U"], chance=[23])
    game = position_game(base_position(anna, player(), bag=["Y", "Z"]),
                         variants=frozenset({"immunity_narrow"}))
    game.force([4], 0)
    game.apply(Buy())
    assert game.pending.kind == "give_pieces" and game.pending.data["count"] == 3


def test_inflation_off_setting():
    anna = player(tcards=[50, 50], free=["F", "I"])
    game = position_game(base_position(anna, player(), bag=["Y", "Z"]),
                         variants=frozenset({"inflation_off"}))
    game.force([4], 0)
    game.apply(Buy())
    assert len(game.state.bag) == 1 and len(game.state.players[0].free) == 3


def test_t_n2_22_the_chosen_player_pays_25_or_all_they_have():
    game = position_game(base_position(player(chance=[22]), player(tcards=[10, 5]), player()))
    game.apply(UseCard(("22#1",)))
    answer(game, 1)
    assert game.state.players[0].tcards == [5, 10] and game.state.players[1].tcards == []


def test_t_n2_10_discard_one_card():
    game = position_game(base_position(player(tcards=[5, 50]), player(), chance_deck=[10]))
    roll_to(game, 1, 1)
    answer(game, "chance")
    answer(game, [5])
    assert game.state.players[0].tcards == [50] and game.state.returned == [5]


def test_t_c7_two_six_sided_dice_and_t_c9_the_bank_is_no_player():
    game = position_game(base_position(player(tcards=[50, 50]), player()))
    events = roll_to(game, 2, 5)
    assert [e.dice for e in events if isinstance(e, ev.Rolled)] == [(2, 5)]
    game.force([1], 0)
    events = game.apply(Buy())
    refill = [e for e in events if isinstance(e, ev.DisplayRefilled)][0]
    assert not hasattr(refill, "player")  # the automated manager, not a seat
    assert len(game.state.players) == 2
