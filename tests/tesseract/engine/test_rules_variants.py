"""Section 9 of the rules: the variants of a new game (V1..V4)."""

from __future__ import annotations

import pytest

from alea.tesseract.engine import Config, Game
from alea.tesseract.engine import events as ev
from kit.game import (O, P, Y, REVERSED, B, act, choose, corner_values, die_at, end, is_turn, lab,
                      lab_ids, of, primed, set_up, start)


def _two_labs(game: Game) -> None:
    choose(game, "setup_corner", "d4")
    choose(game, "setup_corner", "a1")


def test_V1_no_starting_research_card():
    """V1: R-S4 is skipped: empty hands, full decks."""
    game = set_up_v(("V1",))
    view = game.view()
    assert [lb.hand for lb in view.labs] == [(), ()]
    assert view.deck_sizes == {2: 16, 3: 14, 4: 11}
    plain = set_up_v(())
    assert [len(lb.hand) for lb in plain.view().labs] == [1, 1]


def set_up_v(variants, labs=2, values=None):
    return set_up(labs, values or corner_values(), variants=variants)


def test_V2_one_extra_die_primed_at_setup_is_the_edge_cube():
    """V2: after R-S6, the edge cube (the lowest layer-3 corner, d1's, value 2) is primed."""
    game = set_up_v(("V2",))
    game.force([1], [2], [3], [4], [5])
    _two_labs(game)
    assert is_turn(game, 0, 3)
    assert primed(game) == [(die_at(REVERSED, "d1", 4), 3), (die_at(REVERSED, "a4", 4), 4),
                            (die_at(REVERSED, "d1", 3), 5)]


def test_V2_two_extra_dice_take_the_edge_cube_each_time():
    """V2 (two dice): the second extra die is the new edge cube, d1's layer-2 die."""
    game = set_up_v(("V2x2",))
    game.force([1], [2], [3], [4], [5], [6])
    _two_labs(game)
    assert primed(game)[2:] == [(die_at(REVERSED, "d1", 3), 5), (die_at(REVERSED, "d1", 2), 6)]
    assert game.view().breach == 0


def test_V2_and_V2x2_together_are_refused():
    """V2: one or two extra dice, not both options."""
    with pytest.raises(ValueError):
        Game.new(Config(players=2, variants=frozenset({"V2", "V2x2"})))


def test_V3_a_breach_removes_that_values_face_down_card():
    """V3: a breach on 3 takes the face-down card beside 3 out of the game (unseen)."""
    game = start({"b2": [[O, 4]], "c3": [[B, 5]]}, variants=("V3",), primed=[[Y, 3], [O, 3]],
                 containment={"3": ["seal", "down"], "4": ["dilation", "down"]})
    game.force([3])
    events = end(game)
    assert [(e.value, e.card) for e in of(events, ev.ContainmentCardLost)] == [(3, None)]
    assert [(c.value, c.status, c.card) for c in game.view().containment] == [
        (3, "lost", None), (4, "down", None)]


def test_V3_a_face_up_card_is_lost_too_an_unlocked_one_is_not():
    """V3: face up -> lost (its name was seen); unlocked -> stays."""
    game = start({"b2": [[O, 4]], "c3": [[B, 5]], "b4": [[P, 6]]}, variants=("V3",),
                 primed=[[Y, 5], [O, 5], [Y, 4], [O, 4]],
                 containment={"5": ["dilation", "up"], "4": ["seal", "unlocked"]})
    game.force([5])
    events = end(game)             # primes c3's 5: breach on 5
    assert [(e.value, e.card) for e in of(events, ev.ContainmentCardLost)] == [(5, "dilation")]
    game.force([4])
    events = end(game)             # primes b2's 4: breach on 4, the unlocked card stays
    assert of(events, ev.BreachOpened) and of(events, ev.ContainmentCardLost) == []
    assert [(c.value, c.status) for c in game.view().containment] == [(4, "unlocked"),
                                                                      (5, "lost")]


def test_V3_without_the_variant_a_breach_takes_no_card():
    """V3 is an option: by default a breach leaves the containment cards alone."""
    game = start({"b2": [[O, 4]], "c3": [[B, 5]]}, primed=[[Y, 3], [O, 3]],
                 containment={"3": ["seal", "down"]})
    game.force([3])
    events = end(game)
    assert of(events, ev.BreachOpened) and of(events, ev.ContainmentCardLost) == []
    assert game.view().containment[0].status == "down"


def test_V3_a_lost_card_never_turns_up():
    """V3: once lost, two contained 3s do not reveal it."""
    game = start({"b2": [[O, 4]], "c3": [[B, 5]]},
                 [lab(dice=[[Y, 3]], hand=["direct-contain"]), lab("statistician")],
                 variants=("V3",), board=[[O, 3]], containment={"3": ["seal", "lost"]})
    events = act(game, "play", card="direct-contain#p0")
    assert of(events, ev.ContainmentCardRevealed) == []
    assert game.view().containment[0].status == "lost"


def test_V4_two_labs_prime_the_remaining_top_corners_as_usual():
    """V4 (1-3 labs): every remaining top corner; with two labs that is two dice."""
    game = set_up_v(("V4",))
    game.force([1], [2], [3], [4])
    _two_labs(game)
    assert primed(game) == [(die_at(REVERSED, "d1", 4), 3), (die_at(REVERSED, "a4", 4), 4)]


def test_V4_three_labs_prime_only_the_remaining_top_corner():
    """V4 (3 labs): the one remaining top corner, nothing from layer 3."""
    game = set_up_v(("V4",), labs=3)
    game.force([1], [2], [3], [4], [5])
    for corner in ("a4", "a1", "d4"):
        choose(game, "setup_corner", corner)
    assert is_turn(game, 0, 3)
    assert primed(game) == [(die_at(REVERSED, "d1", 4), 4)]
    assert len(game.view().column("d1").dice) == 3


def test_V4_four_labs_prime_only_the_lowest_layer_3_corner():
    """V4 (4 labs): one die, the lowest-valued layer-3 corner (d1's)."""
    game = set_up_v(("V4",), labs=4)
    game.force([1], [2], [3], [4], [6])
    for corner in ("a1", "d1", "a4"):
        choose(game, "setup_corner", corner)
    assert is_turn(game, 0, 3)
    assert primed(game) == [(die_at(REVERSED, "d1", 3), 6)]
    assert len(game.view().column("d1").dice) == 2
    assert sorted(len(lab_ids(game, i)) for i in range(4)) == [1, 1, 1, 1]
