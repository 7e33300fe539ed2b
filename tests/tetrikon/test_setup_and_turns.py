"""Setup (T-S), turns (T-T) and the roll's key (T-A1, T-A2): test positions 1, 2, 4 and 16."""

from __future__ import annotations

from collections import Counter

import pytest

from alea.kernel import Decision, Game, IllegalMove, Record, Turn
from alea.tetrikon.engine import events as ev
from alea.tetrikon.engine.content import load_content
from alea.tetrikon.engine.config import Config
from alea.tetrikon.engine.moves import Build, Buy, End, Exchange, Replace, Roll, UseCard
from alea.tetrikon.engine.rules import RULES

from .kit import answer, base_position, kinds, new_game, player, position_game, roll_to


def _two(variants=frozenset(), **rest):
    return position_game(base_position(player(tcards=[50, 50]), player(), **rest),
                         variants=variants)


# --- setup --------------------------------------------------------------------------------
def test_t_s1_two_to_four_players():
    for bad in (0, 1, 5):
        with pytest.raises(ValueError):
            RULES.validate(Config(players=bad))
    for good in (2, 3, 4):
        RULES.validate(Config(players=good))


def test_t_s2_match_of_several_letters_and_t_s3_different_diagrams_of_the_letter():
    game = new_game(players=4, letters=("B", "C"), seed=3)
    started = [e for e in game.history if isinstance(e, ev.GameStarted)]
    assert started[0].letter == "B"
    ids = started[0].diagrams
    assert len(set(ids)) == 4 and all(i.startswith("B-") for i in ids)


def test_t_s4_t_s5_t_s6_t_c8_decks_six_display_positions_and_empty_hands():
    game = new_game(players=3, seed=5)
    s = game.state
    content = s.content
    assert sorted(s.treasury) == sorted(content.treasury())
    assert s.treasury != content.treasury()  # shuffled
    assert sorted(s.chance_deck) == sorted(content.chance_deck())
    assert all(p is not None for p in s.display) and len(s.display) == 6
    assert Counter(s.bag) + Counter(s.display) == Counter(content.bag())
    assert all(not p.tcards and not p.chance and not p.free for p in s.players)


def _forced_game(config, forced):
    """A new game whose first chance outcomes are ``forced``: a record of them, replayed."""
    record = Record(RULES.name, RULES.version, config, tuple({"c": o} for o in forced))
    return Game.from_record(RULES, record)


def test_t_s7_tied_highest_roll_again_and_t_s9_starter_rolls_first():
    c = load_content()
    setup = [list(range(len(c.by_letter("A")))), list(range(len(c.treasury()))),
             list(range(len(c.chance_deck())))] + [0] * 6
    game = _forced_game(Config(players=3), setup + [[6, 2, 6], [3, 5]])
    starter = [e for e in game.history if isinstance(e, ev.Starter)][0]
    assert starter.player == 2
    rolls = [e for e in game.history if isinstance(e, ev.StartRoll)]
    assert rolls[0].tied == (0, 2) and rolls[1].rolls == ((0, 3), (2, 5))
    assert game.pending == Turn(2)
    assert game.legal_moves() == [Roll()]


def test_t_s8_turns_in_seat_order():
    game = new_game(players=4, seed=11)
    order = []
    while len(order) < 8:
        order.append(game.pending.player)
        game.apply(Roll())
        while isinstance(game.pending, Decision):
            game.apply(game.legal_moves()[0])
        if game.pending.player == order[-1]:
            game.apply(End())
    start = order[0]
    assert order == [(start + k) % 4 for k in range(8)]


# --- the key (test position 1) -------------------------------------------------------------
def test_t_a2_seven_offers_two_treasury_cards_only():
    game = _two()
    events = roll_to(game, 3, 4)
    assert kinds(events)[:3] == [ev.Rolled, ev.KeyChosen, ev.TcardsDrawn]
    assert isinstance(events[2], ev.TcardsDrawn) and events[2].count == 2


def test_t_a2_eight_as_doubles_offers_treasury_or_chance():
    game = _two()
    roll_to(game, 4, 4)
    assert isinstance(game.pending, Decision) and game.pending.kind == "key"
    assert game.pending.options == ("treasury", "chance") and game.pending.data["count"] == 2


def test_t_a2_one_and_one_offers_one_card_or_chance():
    game = _two()
    roll_to(game, 1, 1)
    assert game.pending.options == ("treasury", "chance") and game.pending.data["count"] == 1


def test_t_a2_t_a7_twelve_offers_a_piece_refilled_in_place():
    game = _two()
    roll_to(game, 6, 6)
    assert game.pending.options == ("treasury", "chance", "piece")
    assert game.pending.data["count"] == 3
    before = list(game.state.display)
    bag_before = list(game.state.bag)
    game.force([3], 0)
    events = answer(game, "piece")
    assert game.state.players[0].free == ["L"]  # position 3 held the second L
    after = game.state.display
    assert after[2] == bag_before[0]  # ruling B42: the refill goes into position 3
    assert [after[i] for i in (0, 1, 3, 4, 5)] == [before[i] for i in (0, 1, 3, 4, 5)]
    assert ev.DisplayRefilled in kinds(events)


def test_t_t1_first_turn_cards_only_test_position_16():
    game = position_game(base_position(player(first_turn=True), player(first_turn=True)))
    assert game.legal_moves() == [Roll()]
    with pytest.raises(IllegalMove) as err:
        game.check(Buy())
    assert err.value.reason == "first_turn_roll"
    with pytest.raises(IllegalMove):
        game.check(End())
    roll_to(game, 6, 6)
    assert game.pending.options == ("treasury", "chance")  # no piece (T-T1, T-T5)
    answer(game, "treasury")
    assert game.pending == Turn(1)  # one action only, the turn is over
    assert len(game.state.players[0].tcards) == 3


def test_t_a7_die_on_an_empty_position_rolls_again():
    game = _two(display=["L", None, None, None, None, None], bag=[],
                variants=frozenset({"inflation_off"}))
    roll_to(game, 6, 6)
    game.force([4], [2], [1])
    answer(game, "piece")
    rolled = [e.value for e in game.history if isinstance(e, ev.DieRolled)]
    assert rolled == [4, 2, 1]
    assert game.state.players[0].free == ["L"]


# --- action limits (test position 2) -----------------------------------------------------
def test_t_t2_a_second_roll_is_illegal():
    game = _two()
    roll_to(game, 3, 4)
    with pytest.raises(IllegalMove) as err:
        game.check(Roll())
    assert err.value.reason == "letter_used"


def test_t_t2_roll_then_buy_then_nothing():
    game = _two()
    roll_to(game, 1, 2)
    game.check(Buy())
    game.force([1], 0)
    game.apply(Buy())
    while isinstance(game.pending, Decision):
        game.apply(game.legal_moves()[0])
    assert game.pending == Turn(1)  # two actions: the turn ended


def test_t_t2_t_a6_exchange_after_an_action_and_anything_after_exchange():
    game = _two()
    game.state.players[0].free = ["X"]
    roll_to(game, 1, 2)
    with pytest.raises(IllegalMove) as err:
        game.check(Exchange("X"))
    assert err.value.reason == "exchange_whole_turn"
    game = _two()
    game.state.players[0].free = ["X"]
    game.force([2], 0)
    events = game.apply(Exchange("X"))
    assert game.pending == Turn(1)
    assert game.state.players[0].free == ["T"]
    assert "X" in game.state.bag  # ruling B16: after the refill
    refill = kinds(events).index(ev.DisplayRefilled)
    assert refill < kinds(events).index(ev.PieceToBag)


def test_t_a1_kept_card_after_rolling_is_illegal():
    game = position_game(base_position(player(chance=[24]), player()))
    roll_to(game, 1, 2)
    with pytest.raises(IllegalMove) as err:
        game.check(UseCard(("24#1",)))
    assert err.value.reason == "letter_used"


def test_t_t3_passing_is_allowed():
    game = _two()
    game.apply(End())
    assert game.pending == Turn(1)
    assert [e for e in game.history if isinstance(e, ev.TurnEnded)][-1] == ev.TurnEnded(0, 2)


def test_t_t5_forbidden_actions_are_not_offered():
    game = position_game(base_position(player(tcards=[50, 50], front=[21], free=["O"]),
                                       player()))
    game.state.turn.no_roll = True
    legal = game.legal_moves()
    assert Roll() not in legal
    assert not any(isinstance(m, Build) for m in legal)
    assert Buy() in legal


# --- building (test position 4) -------------------------------------------------------------
SQ = player()["squares"]


def test_t_t4_one_placement_per_turn():
    game = position_game(base_position(player(free=["O", "O"]), player()))
    game.apply(Build("O", ("a1", "b1", "a2", "b2")))
    with pytest.raises(IllegalMove) as err:
        game.check(Build("O", ("c1", "d1", "c2", "d2")))
    assert err.value.reason in ("letter_used", "placement_limit")


def test_t_n2_20_card_20_gives_two_placements_not_three():
    game = position_game(base_position(player(free=["O", "O", "O"]), player(),
                                       chance_deck=[20]))
    roll_to(game, 2, 2)
    answer(game, "chance")
    answer(game, "use")
    game.apply(Build("O", ("a1", "b1", "a2", "b2")))
    game.apply(Build("O", ("c1", "d1", "c2", "d2")))
    with pytest.raises(IllegalMove) as err:
        game.check(Build("O", ("a3", "b3", "a4", "b4")))
    assert err.value.reason == "placement_limit"


def test_t_n2_20_needs_two_free_pieces_and_stays_in_hand():
    game = position_game(base_position(player(free=["O"]), player(), chance_deck=[20]))
    roll_to(game, 2, 2)
    answer(game, "chance")
    assert game.pending == Turn(0)  # no "use" question: it cannot be used
    assert game.state.players[0].chance == ["20#1"]
    with pytest.raises(IllegalMove) as err:
        game.check(UseCard(("20#1",)))
    assert err.value.reason == "letter_used"


FOURTEEN = ["a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2", "a3", "b3", "c3", "d3", "a4", "b4"]
THREE_PLACED = [["O", ["a3", "b3", "a4", "b4"]], ["O", ["c2", "d2", "c3", "d3"]],
                ["L", ["a1", "b1", "c1", "d1", "a2"]]]


def test_t_a3_exchange_inside_the_diagram_test_position_4():
    game = position_game(base_position(player(squares=FOURTEEN, placed=THREE_PLACED,
                                              free=["O"]), player()))
    game.apply(Replace("p3", "O", ("a1", "b1", "a2", "b2")))
    s = game.state
    assert s.players[0].free == ["L"]  # p3 became free
    assert s.players[0].boards[0].find("p4").piece == "O"
    assert s.turn.placements == 1 and s.turn.letters == {"c"}  # one placement


def test_t_a3_placing_the_taken_out_piece_back_is_illegal():
    game = position_game(base_position(player(squares=FOURTEEN, placed=THREE_PLACED,
                                              free=["O"]), player()))
    with pytest.raises(IllegalMove) as err:
        game.check(Replace("p3", "L", ("a1", "b1", "c1", "d1", "a2")))
    assert err.value.reason == "same_piece"
    assert not any(isinstance(m, Replace) and m.placed == "p3" and m.piece == "L"
                   for m in game.legal_moves())


# --- geometry (test position 5) -----------------------------------------------------------
def test_t_a3_outside_covered_and_mirrored():
    l_squares = ("a1", "b1", "c1", "d1", "a2")
    mirrored = ("a1", "b1", "c1", "d1", "d2")
    game = position_game(base_position(player(free=["L", "L"],
                                              placed=[["O", ["c3", "d3", "c4", "d4"]]]),
                                       player()))
    with pytest.raises(IllegalMove) as err:
        game.check(Build("L", ("a1", "b1", "c1", "d1", "e1")))
    assert err.value.reason == "outside"
    with pytest.raises(IllegalMove) as err:
        game.check(Build("L", ("a3", "b3", "c3", "d3", "a4")))
    assert err.value.reason == "not_empty"
    game.check(Build("L", l_squares))
    game.check(Build("L", mirrored))
    strict = position_game(base_position(player(free=["L"]), player()),
                           variants=frozenset({"nomirror"}))
    strict.check(Build("L", l_squares))
    with pytest.raises(IllegalMove) as err:
        strict.check(Build("L", mirrored))
    assert err.value.reason == "not_shape"
