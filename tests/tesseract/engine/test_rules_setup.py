"""Section 3 of the rules: the random setup for 1 to 4 players with chosen chance outcomes
(R-S1..R-S7)."""

from __future__ import annotations

import pytest

from alea.tesseract.engine import Config, Game
from alea.tesseract.engine.content import load_content
from alea.tesseract.engine.geometry import COLUMNS
from kit.game import (REVERSED, box_die, choose, corner_values, decision, die_at, finish_turn,
                      is_turn, lab_ids, lab_values, primed, set_up)


def test_R_S1_tower_is_built_from_the_shuffle_and_the_roll_in_four_full_layers():
    """R-S1: the shuffle puts the order[k]-th die of the box (16 of each colour) at column
    k % 16, layer k // 16 + 1, showing its rolled value; four full layers. In play that die is
    numbered k (R-G4: a hidden die's id tells nothing of its colour)."""
    from alea.tesseract.engine.dice import COLOURS

    order = list(range(64))
    order[0], order[63] = order[63], order[0]
    values = [(i % 6) + 1 for i in range(64)]
    game = set_up(2, values, order=order)
    view = game.view()
    for col in COLUMNS:
        ids = [t.die.id for t in view.column(col).dice]
        assert ids == [die_at(order, col, layer) for layer in (1, 2, 3, 4)]
    for col in COLUMNS:
        t = view.column(col).dice[-1]
        assert t.die.value == values[order[t.die.id]]
        assert all(below.die.value is None for below in view.column(col).dice[:-1])
    state = game._run.state  # hidden colours are checked inside the engine, not in the view
    assert [d.colour for d in state.dice] == [COLOURS[order[k] // 16] for k in range(64)]
    assert state.dice[0].colour == "purple" and state.dice[63].colour == "yellow"
    assert view.column("a1").dice[0].die.colour == "purple"  # a1 layer 1: two faces open
    assert view.column("b2").dice[0].die.colour is None  # an inner die stays hidden
    assert game.record.entries[1] == {"c": values}


def test_R_S1_a_seeded_setup_places_all_64_dice():
    """R-S1: whatever the seed, 64 dice, four layers, then corners and primes by R-S5/R-S6."""
    game = Game.new(Config(players=2, seed=11))
    while not is_turn(game, 0, 3):
        game.apply(game.legal_moves()[0])
    view = game.view()
    tower = [t.die.id for c in view.tower for t in c.dice]
    others = [d.id for lb in view.labs for d in lb.dice] + [d.id for d in view.primed]
    assert len(tower) == 60 and len(others) == 4
    assert sorted(tower + others) == list(range(64))
    assert sorted(len(c.dice) for c in view.tower) == [3] * 4 + [4] * 12


def test_R_S2_base_containment_decks_and_breach_at_the_start():
    """R-S2: side 1 by default; six containment cards face down beside 1-6 in the shuffled
    order; the three decks shuffled; breach 0."""
    content = load_content()
    cont_perm = [8, 7, 6, 5, 4, 3, 2, 1, 0]
    deck2 = [15 - i for i in range(16)]
    game = set_up(2, corner_values(), containment=cont_perm, decks={2: deck2})
    view = game.view()
    assert view.base == "1" and Config().base == "1"
    assert view.breach == 0
    assert [(c.value, c.status, c.card) for c in view.containment] == [
        (v, "down", None) for v in range(1, 7)]
    names = list(content.containment)
    state = game._run.state  # the face-down cards are hidden from the view by design
    assert [state.containment[v].card for v in range(1, 7)] == [names[cont_perm[v - 1]]
                                                               for v in range(1, 7)]
    assert view.deck_sizes == {2: 14, 3: 14, 4: 11}
    level2 = content.deck(2)
    assert view.labs[0].hand == (level2[deck2[0]],)
    assert view.labs[1].hand == (level2[deck2[1]],)
    assert state.decks[2] == [level2[i] for i in deck2[2:]]


@pytest.mark.parametrize("players, labs", [(1, 2), (2, 2), (3, 3), (4, 4)])
def test_R_S3_one_lab_per_player_and_two_for_one_player(players, labs):
    """R-S3: 1-4 players; one player plays two labs alternately."""
    game = set_up(labs, corner_values(), players=players)
    while not is_turn(game, 0, 3):
        game.apply(game.legal_moves()[0])
    view = game.view()
    assert view.players == players and len(view.labs) == labs
    seen = []
    for _ in range(labs + 1):
        seen.append(game.view().active)
        finish_turn(game)
    assert seen == list(range(labs)) + [0]


@pytest.mark.parametrize("players", [0, 5])
def test_R_S3_more_than_four_or_no_player_is_refused(players):
    """R-S3: 1 to 4 players."""
    with pytest.raises(ValueError):
        Game.new(Config(players=players))


def test_R_S3_researchers_dealt_at_random_or_chosen():
    """R-S3: dealt from the shuffle of the 11 researchers unless chosen."""
    pool = list(load_content().researchers)
    perm = [4, 9, 0, 1, 2, 3, 5, 6, 7, 8, 10]
    game = set_up(2, corner_values(), players=1, researchers=None, researcher_perm=perm)
    assert [lb.researcher for lb in game.view().labs] == [pool[4], pool[9]]
    chosen = set_up(2, corner_values(), researchers=("nuclear", "chrono"))
    assert [lb.researcher for lb in chosen.view().labs] == ["nuclear", "chrono"]


def test_R_S4_each_lab_draws_one_level_2_card():
    """R-S4: one Level 2 card per lab, from the top of the shuffled deck."""
    content = load_content()
    game = set_up(4, corner_values())
    hands = [lb.hand for lb in game.view().labs]
    assert hands == [(content.deck(2)[i],) for i in range(4)]
    assert all(content.card(h[0]).level == 2 for h in hands)
    assert game.view().deck_sizes[2] == 12


def test_R_S5_each_lab_chooses_a_top_corner_rolls_it_and_keeps_it():
    """R-S5: in lab order each lab picks one of the remaining top corners; the die is rolled
    into its lab."""
    game = set_up(2, corner_values())
    d = decision(game, "setup_corner")
    assert d.lab == 0 and d.options == ("a1", "d1", "a4", "d4")
    game.force([3])
    choose(game, None, "d4")
    d = decision(game, "setup_corner")
    assert d.lab == 1 and d.options == ("a1", "d1", "a4")
    game.force([5], [4], [1])
    choose(game, None, "a1")
    assert lab_ids(game, 0) == [die_at(REVERSED, "d4", 4)] and lab_values(game, 0) == [3]
    assert lab_ids(game, 1) == [die_at(REVERSED, "a1", 4)] and lab_values(game, 1) == [5]


def test_R_S6_two_labs_prime_the_two_remaining_top_corners():
    """R-S6 (2 labs): the two remaining top corners are primed, each rolled."""
    game = set_up(2, corner_values())
    game.force([3])
    choose(game, None, "d4")
    game.force([5], [4], [1])
    choose(game, None, "a1")
    assert primed(game) == [(die_at(REVERSED, "d1", 4), 4), (die_at(REVERSED, "a4", 4), 1)]
    assert [len(game.view().column(c).dice) for c in ("a1", "d1", "a4", "d4")] == [3] * 4
    assert game.view().breach == 0


def test_R_S6_three_labs_prime_the_last_top_corner_then_the_lowest_layer_3_corner():
    """R-S6 (3 labs): the remaining top corner, then the lowest-valued corner die of layer 3
    (d1's, value 2)."""
    game = set_up(3, corner_values())
    game.force([1])
    choose(game, None, "a4")
    game.force([2])
    choose(game, None, "a1")
    game.force([3], [6], [6])
    choose(game, None, "d4")
    assert primed(game) == [(die_at(REVERSED, "d1", 4), 6), (die_at(REVERSED, "d1", 3), 6)]
    assert len(game.view().column("d1").dice) == 2
    assert game.view().breach == 0


def test_R_S6_four_labs_exact_primes():
    """R-S6 (4 labs): after four corners, d1's layer-3 die (value 2) then d1's layer-2 die."""
    game = set_up(4, corner_values())
    game.force([2], [2], [2], [4], [5], [3])
    for corner in ("a1", "d1", "a4"):
        choose(game, "setup_corner", corner)
    assert is_turn(game, 0, 3)
    assert lab_ids(game, 3) == [die_at(REVERSED, "d4", 4)] and lab_values(game, 3) == [4]
    assert primed(game) == [(die_at(REVERSED, "d1", 3), 5), (die_at(REVERSED, "d1", 2), 3)]
    assert [len(c.dice) for c in game.view().tower if c.col in ("a1", "d1", "a4", "d4")] == [
        3, 1, 3, 3]


def test_R_S6_tied_layer_3_corners_are_chosen_by_the_first_lab():
    """R-S6: ties among the layer-3 corners are a decision of the first lab."""
    values = corner_values()
    values[box_die(REVERSED, "a4", 3)] = 2  # ties with d1's layer-3 die
    game = set_up(4, values)
    game.force([2], [2], [2], [4])
    for corner in ("a1", "d1", "a4"):
        choose(game, "setup_corner", corner)
    d = decision(game, "setup_tie")
    assert d.lab == 0
    assert d.options == (die_at(REVERSED, "d1", 3), die_at(REVERSED, "a4", 3))
    game.force([6], [6])
    choose(game, None, die_at(REVERSED, "a4", 3))
    assert primed(game) == [(die_at(REVERSED, "a4", 3), 6), (die_at(REVERSED, "a4", 2), 6)]


def test_R_S6_no_breach_at_setup_even_with_four_equal_primes():
    """R-S6: setup primes never check for a breach (four primed 5s with two extra primes)."""
    game = set_up(4, corner_values(), variants=("V2x2",))
    game.force([2], [2], [2], [4], [5], [5], [5], [5])
    for corner in ("a1", "d1", "a4"):
        choose(game, "setup_corner", corner)
    while not is_turn(game, 0, 3):
        game.apply(game.legal_moves()[0])
    assert [v for _, v in primed(game)][:4] == [5, 5, 5, 5]
    assert game.view().breach == 0
    assert not any(i.event.kind == "breach_opened" for i in game.history)


def test_R_S7_first_lab_takes_the_first_turn_then_lab_order():
    """R-S7: lab 0 starts with three actions; then lab 1, lab 2, lab 0."""
    game = set_up(3, corner_values())
    game.force([1], [2], [3], [4], [5])
    choose(game, None, "a4")
    choose(game, None, "a1")
    choose(game, None, "d4")
    assert is_turn(game, 0, 3)
    started = [i.event for i in game.history if i.event.kind == "turn_started"]
    assert [(e.turn, e.lab, e.actions) for e in started] == [(1, 0, 3)]
    order = []
    for _ in range(4):
        order.append(game.view().active)
        finish_turn(game)
    assert order == [0, 1, 2, 0]


def test_R_S6_R_G5_V2_ruling_a_setup_prime_that_empties_a_column_resolves_its_event_without_breach():
    """R-G5 at setup (V2x2, 4 labs): the first extra prime takes d1's last die, so ACC under d1
    is revealed and destroys the edge cube (d4's layer-3 die, value 3); the second extra prime
    takes the next edge cube, on the lowest layer now: d4's layer-2 die. Four primed 5s:
    still no breach (R-S6)."""
    game = set_up(4, corner_values(), variants=("V2x2",))
    game.force([2], [2], [2], [4], [5], [5], [5], [5])
    for corner in ("a1", "d1", "a4"):
        choose(game, "setup_corner", corner)
    assert is_turn(game, 0, 3)
    view = game.view()
    assert view.column("d1").dice == () and view.column("d1").event_state == "revealed"
    assert [d.id for d in view.destroyed] == [die_at(REVERSED, "d4", 3)]
    assert primed(game) == [(die_at(REVERSED, "d1", 3), 5), (die_at(REVERSED, "d1", 2), 5),
                            (die_at(REVERSED, "d1", 1), 5), (die_at(REVERSED, "d4", 2), 5)]
    assert view.breach == 0
