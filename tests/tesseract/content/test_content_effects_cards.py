"""Every research card (tesseract-content.md, 17 kinds), each proved on an exact position: what it
changes, which choices it asks as numbered decisions (R-C2, R-D1), and when it cannot be played
(IllegalMove "cannot_resolve": no target, a full lab, no consent leaves things as they were)."""

from __future__ import annotations


import pytest

from alea.tesseract.engine import End, Game, IllegalMove, Play, Remove, Turn
from alea.tesseract.engine import events as ev
from alea.tesseract.engine.content import load_content
from kit.game import transfer_lab1_to_lab2_with_both_consents, choose, column, full_tower, lab_dice, new_game, of, options, primed


FOR_TOWER = {"b2": [["purple", 1], ["purple", 2]], "c2": [["purple", 3]]}
"""c2 bears Fortify on side 1; its single die (purple 50) empties it."""


def play(game: Game, card: str) -> list[ev.Event]:
    """Play the first copy of ``card`` in the active lab's hand; it must be legal."""
    uid = next(c for c in game.view().labs[game.view().active].hand if c.split("#")[0] == card)
    action = Play(card=uid)
    assert action in game.legal_moves()
    events = game.apply(action)
    assert events[0] == ev.CardPlayed(game.view().active, uid)
    assert uid in game.view().discards[load_content().card(uid).level]
    return events


def cannot_play(game: Game, card: str) -> None:
    uid = next(c for c in game.view().labs[game.view().active].hand if c.split("#")[0] == card)
    action = Play(card=uid)
    assert action not in game.legal_moves()
    with pytest.raises(IllegalMove) as err:
        game.apply(action)
    assert err.value.reason == "cannot_resolve"
    assert uid in game.view().labs[game.view().active].hand  # nothing changed


def test_every_research_card_has_a_test_here() -> None:
    names = [name for name in globals() if name.startswith("test_")]
    for card in load_content().cards:
        prefix = "test_" + card.replace("-", "_") + "_"
        assert any(n.startswith(prefix) and "cannot" not in n for n in names), card
        assert card == "stasis" or any(n.startswith(prefix) and "cannot" in n for n in names), card


# --- Level 2 ---------------------------------------------------------------------------------
def test_calibrate_adjusts_a_die_in_any_lab_or_the_primed_area() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["calibrate", "calibrate"], "dice": [["orange", 3]]},
                  {"researcher": "nuclear", "dice": [["blue", 6]]}], primed=[["purple", 1]])
    (o3, _), (b6, _), (p1, _) = lab_dice(g, 0) + lab_dice(g, 1) + primed(g)
    play(g, "calibrate")
    assert options(g, "pick_die") == (o3, b6, p1)
    events = choose(g, "pick_die", b6)  # a 6 can only go down: asked no further
    assert of(events, ev.DieAdjusted) == [ev.DieAdjusted(b6, "blue", 6, 5, "lab:1")]
    play(g, "calibrate")
    choose(g, "pick_die", p1)
    assert options(g, "pick_delta") == (1, -1)
    events = choose(g, "pick_delta", -1)  # a primed 1 adjusted down is destroyed
    assert of(events, ev.DieDestroyed) == [
        ev.DieDestroyed(p1, "purple", 1, "primed", "adjusted_below_one")]
    assert g.pending == Turn(0, 3)  # cards are free


def test_calibrate_cannot_be_played_without_a_die_in_labs_or_primed() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["calibrate"]}, {"researcher": "nuclear"}])
    cannot_play(g, "calibrate")


def test_extract_removes_a_die_into_the_lab_and_reveals_its_event() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["extract"]}, {"researcher": "nuclear"}],
                 tower=FOR_TOWER, primed=[["orange", 2]])
    play(g, "extract")
    assert options(g, "pick_die") == (49, 50)
    g.force([5])
    events = choose(g, "pick_die", 50)
    assert of(events, ev.DieRemoved) == [ev.DieRemoved(50, "purple", 3, "c2", 1, 0)]
    assert of(events, ev.EventRevealed) == [ev.EventRevealed("c2", "FOR")]
    assert of(events, ev.DieRolled) == [ev.DieRolled(16, "orange", 2, 5, "primed")]
    assert lab_dice(g, 0) == [(50, 3)] and primed(g) == [(16, 5)]


def test_extract_cannot_be_played_into_a_full_lab() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["extract"],
                   "dice": [["orange", v] for v in range(1, 7)]}, {"researcher": "nuclear"}])
    cannot_play(g, "extract")


def test_courier_transfers_between_two_other_labs_with_both_consents() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["courier", "courier"]},
                  {"researcher": "nuclear", "dice": [["orange", 2]]},
                  {"researcher": "magnetic"}])
    play(g, "courier")  # the only die is picked without asking
    transfer_lab1_to_lab2_with_both_consents(g, 16, "orange", 2)
    assert lab_dice(g, 2) == [(16, 2)]
    # into the player's own lab, only the lab it leaves is asked; a refusal moves nothing
    play(g, "courier")
    choose(g, "pick_lab", 0)
    assert g.pending.lab == 2
    events = choose(g, "consent", False)
    assert of(events, ev.TransferRefused) == [ev.TransferRefused(16, 2)]
    assert lab_dice(g, 2) == [(16, 2)] and lab_dice(g, 0) == []


def test_courier_cannot_be_played_without_a_die_in_any_lab() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["courier"]}, {"researcher": "nuclear"}])
    cannot_play(g, "courier")


def test_invert_inverts_a_die_of_the_own_lab() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["invert"], "dice": [["orange", 2], ["orange", 6]]},
                  {"researcher": "nuclear", "dice": [["blue", 3]]}])
    play(g, "invert")
    assert options(g, "pick_die") == (16, 17)
    events = choose(g, "pick_die", 17)
    assert of(events, ev.DieInverted) == [ev.DieInverted(17, "orange", 6, 1, "lab:0")]
    assert lab_dice(g, 0) == [(16, 2), (17, 1)]


def test_invert_cannot_be_played_with_an_empty_own_lab() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["invert"]},
                  {"researcher": "nuclear", "dice": [["blue", 3]]}])
    cannot_play(g, "invert")


def test_relocate_moves_a_die_and_rearms_the_event_it_covers() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["relocate"]}, {"researcher": "nuclear"}],
                 tower=FOR_TOWER)
    events = g.apply(Remove(col="c2"))  # reveals FOR, with nothing primed to reroll
    assert of(events, ev.EventRevealed) == [ev.EventRevealed("c2", "FOR")]
    assert of(events, ev.EventFizzled) == [ev.EventFizzled("FOR")]
    assert g.view().column("c2").event_state == "revealed"
    play(g, "relocate")
    # b2's top die is the only removable one: picked without asking
    cols = options(g, "pick_column")
    assert "b2" not in cols and len(cols) == 15
    events = choose(g, "pick_column", "c2")
    assert of(events, ev.EventRearmed) == [ev.EventRearmed("c2", "FOR")]
    assert of(events, ev.DieRelocated) == [ev.DieRelocated(49, "purple", 2, "b2", "c2", 1)]
    assert column(g, "c2") == [(49, 2)] and column(g, "b2") == [(48, 1)]
    assert g.view().column("c2").event_state == "rearmed"
    events = g.apply(Remove(col="c2"))  # emptied again: revealed again (R-G6)
    assert of(events, ev.EventRevealed) == [ev.EventRevealed("c2", "FOR")]


def test_relocate_cannot_be_played_when_every_column_is_full() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["relocate"]}, {"researcher": "nuclear"}],
                 tower=full_tower())
    cannot_play(g, "relocate")


def test_sample_rerolls_one_or_two_dice_of_the_own_lab() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["sample", "sample"],
                   "dice": [["orange", 1], ["orange", 2], ["orange", 3]]},
                  {"researcher": "nuclear", "dice": [["blue", 3]]}])
    play(g, "sample")
    assert options(g, "pick_die") == (16, 17, 18)
    choose(g, "pick_die", 16)
    assert options(g, "pick_die") == (17, 18, None)
    g.force([6, 4])
    events = choose(g, "pick_die", 18)  # the second and last pick rolls both
    assert of(events, ev.DieRolled) == [ev.DieRolled(16, "orange", 1, 6, "lab:0"),
                                        ev.DieRolled(18, "orange", 3, 4, "lab:0")]
    play(g, "sample")
    choose(g, "pick_die", 17)
    g.force([5])
    events = choose(g, "pick_die", None)
    assert of(events, ev.DieRolled) == [ev.DieRolled(17, "orange", 2, 5, "lab:0")]
    assert lab_dice(g, 0) == [(16, 6), (17, 5), (18, 4)] and lab_dice(g, 1) == [(32, 3)]


def test_sample_cannot_be_played_with_an_empty_own_lab() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["sample"]},
                  {"researcher": "nuclear", "dice": [["blue", 3]]}])
    cannot_play(g, "sample")


# --- Level 3 ---------------------------------------------------------------------------------
def test_reprogram_sets_a_die_of_the_own_lab_to_any_value() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["reprogram"], "dice": [["orange", 2]]},
                  {"researcher": "nuclear"}])
    play(g, "reprogram")
    assert options(g, "pick_value") == (1, 2, 3, 4, 5, 6)
    events = choose(g, "pick_value", 6)
    assert of(events, ev.DieSet) == [ev.DieSet(16, "orange", 2, 6, "lab:0")]


def test_reprogram_cannot_be_played_with_an_empty_own_lab() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["reprogram"]},
                  {"researcher": "nuclear", "dice": [["blue", 3]]}], primed=[["orange", 2]])
    cannot_play(g, "reprogram")


def test_purge_destroys_one_primed_die() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["purge"]}, {"researcher": "nuclear"}],
                 primed=[["blue", 4], ["purple", 5]])
    (b4, _), (p5, _) = primed(g)
    play(g, "purge")
    assert options(g, "pick_die") == (b4, p5)
    events = choose(g, "pick_die", p5)
    assert of(events, ev.DieDestroyed) == [ev.DieDestroyed(p5, "purple", 5, "primed", "card:purge")]
    assert primed(g) == [(b4, 4)] and p5 in [d.id for d in g.view().destroyed]


def test_purge_cannot_be_played_without_primed_dice() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["purge"], "dice": [["orange", 2]]},
                  {"researcher": "nuclear"}])
    cannot_play(g, "purge")


def test_double_extract_removes_one_or_two_dice() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["double-extract", "double-extract"]},
                  {"researcher": "nuclear"}])
    play(g, "double-extract")
    assert options(g, "pick_die") == (49, 50)
    choose(g, "pick_die", 50)
    assert options(g, "pick_die") == (49, None)
    events = choose(g, "pick_die", 49)
    assert of(events, ev.DieRemoved) == [ev.DieRemoved(49, "purple", 2, "b2", 2, 0)]
    assert lab_dice(g, 0) == [(50, 3), (49, 2)]
    play(g, "double-extract")  # one die is left: taken without asking, then nothing more
    assert lab_dice(g, 0) == [(50, 3), (49, 2), (48, 1)]
    assert g.result == "lost" and g.pending is None  # it was the last die (R-T6)


def test_double_extract_stops_when_the_lab_fills() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["double-extract"],
                   "dice": [["orange", v] for v in range(1, 6)]}, {"researcher": "nuclear"}])
    play(g, "double-extract")
    choose(g, "pick_die", 50)
    assert g.pending == Turn(0, 3) and len(lab_dice(g, 0)) == 6


def test_double_extract_cannot_be_played_into_a_full_lab() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["double-extract"],
                   "dice": [["orange", v] for v in range(1, 7)]}, {"researcher": "nuclear"}])
    cannot_play(g, "double-extract")


def test_chain_calibrate_adjusts_three_different_dice_anywhere() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["chain-calibrate"], "dice": [["orange", 3]]},
                  {"researcher": "nuclear", "dice": [["blue", 5]]}], primed=[["purple", 2]])
    (p2, _), = primed(g)
    play(g, "chain-calibrate")
    assert options(g, "pick_die") == (16, 32, p2)
    choose(g, "pick_die", 16)
    choose(g, "pick_delta", 1)
    assert options(g, "pick_die") == (32, p2, None)  # each die once
    choose(g, "pick_die", 32)
    choose(g, "pick_delta", -1)
    choose(g, "pick_die", p2)
    events = choose(g, "pick_delta", 1)
    assert of(events, ev.DieAdjusted) == [ev.DieAdjusted(p2, "purple", 2, 3, "primed")]
    assert lab_dice(g, 0) == [(16, 4)] and lab_dice(g, 1) == [(32, 4)] and primed(g) == [(p2, 3)]
    assert g.pending == Turn(0, 3)


def test_chain_calibrate_cannot_be_played_without_dice() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["chain-calibrate"]}, {"researcher": "nuclear"}])
    cannot_play(g, "chain-calibrate")


def test_swap_exchanges_a_lab_die_and_a_removable_die_keeping_values() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["swap"], "dice": [["orange", 6]]},
                  {"researcher": "nuclear"}])
    play(g, "swap")  # the only lab die is picked without asking
    assert options(g, "pick_die") == (49, 50) and g.pending.data["op"] == "swap_tower"
    events = choose(g, "pick_die", 50)
    assert of(events, ev.DiceSwapped) == [ev.DiceSwapped(16, 50, "c3", 1, 0)]
    assert column(g, "c3") == [(16, 6)] and lab_dice(g, 0) == [(50, 3)]


def test_swap_cannot_be_played_with_an_empty_own_lab() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["swap"]},
                  {"researcher": "nuclear", "dice": [["blue", 3]]}])
    cannot_play(g, "swap")


def test_mirror_inverts_two_dice_anywhere_and_never_breaches() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["mirror"]},
                  {"researcher": "nuclear", "dice": [["blue", 2]]}],
                 primed=[["purple", 3], ["purple", 3], ["purple", 4]])
    p3, q3, p4 = (d for d, _ in primed(g))
    play(g, "mirror")
    assert options(g, "pick_die") == (32, p3, q3, p4)
    choose(g, "pick_die", 32)
    events = choose(g, "pick_die", p4)
    assert of(events, ev.DieInverted) == [ev.DieInverted(32, "blue", 2, 5, "lab:1"),
                                          ev.DieInverted(p4, "purple", 4, 3, "primed")]
    assert not of(events, ev.BreachOpened) and g.view().breach == 0  # three primed 3s now


def test_mirror_cannot_be_played_without_dice() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["mirror"]}, {"researcher": "nuclear"}])
    cannot_play(g, "mirror")


# --- Level 4 ---------------------------------------------------------------------------------
def test_direct_contain_contains_without_group_or_card_and_keeps_the_bonuses() -> None:
    g = new_game([{"researcher": "nuclear", "hand": ["direct-contain"], "dice": [["yellow", 3]]},
                  {"researcher": "chemist"}],
                 primed=[["yellow", 3], ["orange", 3]],
                 board=[["orange", 3], ["blue", 3], ["purple", 3]],
                 containment={"3": ["seal", "up"]})
    (y3, _), = lab_dice(g, 0)
    (py3, _), (po3, _) = primed(g)
    events = play(g, "direct-contain")  # the only die is picked without asking
    assert options(g, "destroy_matching") == (py3, None)  # identical only (not the chemist)
    events += choose(g, "destroy_matching", py3)
    assert of(events, ev.DieContained) == [ev.DieContained(y3, "yellow", 3, 0, 4)]
    assert of(events, ev.DieDestroyed) == [
        ev.DieDestroyed(py3, "yellow", 3, "primed", "contained_match")]
    assert of(events, ev.ContainmentCardUnlocked) == [ev.ContainmentCardUnlocked(3, "seal")]
    assert not of(events, ev.CardDrawn) and g.pending == Turn(0, 3)
    assert g.view().board[("yellow", 3)] == y3 and primed(g) == [(po3, 3)]


def test_direct_contain_completing_a_colour_brings_a_destroyed_die_back() -> None:
    g = new_game([{"researcher": "nuclear", "hand": ["direct-contain"], "dice": [["yellow", 3]]},
                  {"researcher": "chemist"}],
                 board=[["yellow", v] for v in (1, 2, 4, 5, 6)], destroyed=[["orange", 2]])
    events = play(g, "direct-contain")
    assert of(events, ev.ColourCompleted) == [ev.ColourCompleted("yellow", 0)]
    assert options(g, "bonus_die")[0] == 16 and None not in options(g, "bonus_die")  # R-A7
    g.force([4])
    choose(g, "bonus_die", 16)
    events = choose(g, "place_column", "a1")
    assert of(events, ev.DieReturned) == [ev.DieReturned(16, "orange", 4, "a1", 1)]


def test_direct_contain_cannot_be_played_when_the_space_is_filled() -> None:
    g = new_game([{"researcher": "nuclear", "hand": ["direct-contain"], "dice": [["yellow", 3]]},
                  {"researcher": "chemist", "dice": [["orange", 3]]}], board=[["yellow", 3]])
    cannot_play(g, "direct-contain")


def test_annihilate_destroys_one_or_two_primed_dice() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["annihilate"]}, {"researcher": "nuclear"}],
                 primed=[["blue", 4], ["purple", 5], ["orange", 6]])
    (b4, _), (p5, _), (o6, _) = primed(g)
    play(g, "annihilate")
    assert options(g, "pick_die") == (b4, p5, o6)
    choose(g, "pick_die", b4)
    assert options(g, "pick_die") == (p5, o6, None)
    events = choose(g, "pick_die", o6)
    assert of(events, ev.DieDestroyed) == [
        ev.DieDestroyed(b4, "blue", 4, "primed", "card:annihilate"),
        ev.DieDestroyed(o6, "orange", 6, "primed", "card:annihilate")]
    assert primed(g) == [(p5, 5)]


def test_annihilate_cannot_be_played_without_primed_dice() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["annihilate"], "dice": [["orange", 2]]},
                  {"researcher": "nuclear"}])
    cannot_play(g, "annihilate")


def test_reconstruct_returns_destroyed_dice_rolled_onto_lower_columns() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["reconstruct"]}, {"researcher": "nuclear"}],
                 tower={"b2": [["purple", 1], ["purple", 2]], "c2": [["purple", 3]],
                        "d1": [["purple", 4]] * 4})
    g.apply(Remove(col="c2"))  # reveals FOR on side 1 (nothing primed)
    play(g, "reconstruct")
    destroyed = options(g, "pick_die")
    assert set(destroyed) == {d.id for d in g.view().destroyed} and None not in destroyed
    g.force([5])
    choose(g, "pick_die", 0)
    cols = options(g, "place_column")
    assert "d1" not in cols and len(cols) == 15  # only columns lower than 4
    events = choose(g, "place_column", "c2")
    assert of(events, ev.EventRearmed) == [ev.EventRearmed("c2", "FOR")]
    assert of(events, ev.DieReturned) == [ev.DieReturned(0, "yellow", 5, "c2", 1)]
    assert None in options(g, "pick_die")
    g.force([2])
    choose(g, "pick_die", 1)
    events = choose(g, "place_column", "b2")
    assert of(events, ev.DieReturned) == [ev.DieReturned(1, "yellow", 2, "b2", 3)]
    (bottom, _), (middle, _), _ = column(g, "b2")
    assert column(g, "b2") == [(bottom, None), (middle, 2), (1, 2)]  # a value once seen stays known
    assert g.pending == Turn(0, 2)


def test_reconstruct_cannot_be_played_with_nothing_destroyed() -> None:
    tower = full_tower()
    top = tower["d4"].pop()
    g = new_game([{"researcher": "chemist", "hand": ["reconstruct"], "dice": [top]},
                  {"researcher": "nuclear"}], tower=tower)
    assert g.view().destroyed == ()
    cannot_play(g, "reconstruct")


def test_total_reprogram_sets_up_to_three_dice_of_the_own_lab() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["total-reprogram"],
                   "dice": [["orange", 1], ["orange", 2], ["orange", 3], ["orange", 4]]},
                  {"researcher": "nuclear"}])
    play(g, "total-reprogram")
    choose(g, "pick_die", 16)
    choose(g, "pick_die", 18)
    choose(g, "pick_die", None)
    assert g.pending.data["die"] == 16
    choose(g, "pick_value", 5)
    assert g.pending.data["die"] == 18
    events = choose(g, "pick_value", 5)
    assert of(events, ev.DieSet) == [ev.DieSet(18, "orange", 3, 5, "lab:0")]
    assert lab_dice(g, 0) == [(16, 5), (17, 2), (18, 5), (19, 4)]


def test_total_reprogram_cannot_be_played_with_an_empty_own_lab() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["total-reprogram"]},
                  {"researcher": "nuclear", "dice": [["blue", 3]]}])
    cannot_play(g, "total-reprogram")


def test_stasis_skips_this_turns_prime_but_not_revealed_events() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["stasis"]}, {"researcher": "nuclear"}],
                 tower=FOR_TOWER, primed=[["orange", 2]])
    events = play(g, "stasis")
    assert of(events, ev.PrimingPrevented) == [ev.PrimingPrevented(1)]
    assert g.view().skip_this_turn
    g.force([6])
    events = g.apply(Remove(col="c2"))  # an event revealed otherwise still resolves
    assert of(events, ev.EventRevealed) == [ev.EventRevealed("c2", "FOR")]
    assert primed(g) == [(16, 6)]
    events = g.apply(End())
    assert of(events, ev.PrimingSkipped) == [ev.PrimingSkipped(0, 0)]
    assert not of(events, ev.DiePrimed) and len(column(g, "b2")) == 2
    assert g.pending == Turn(1, 3) and not g.view().skip_this_turn
    g.force([3])
    events = g.apply(End())  # the next threat phase primes again
    assert [(p.die, p.value) for p in of(events, ev.DiePrimed)] == [(49, 3)]
