"""Every researcher's always-on ability and unique action (tesseract-content.md, R-A8), each
proved on an exact position, with its refusals; and random games with every researcher that keep
the engine's invariants."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

from alea.tesseract.engine import (DECISION_KINDS, Action, Adjust, Config, Contain, Decision, End,
                                   Game, IllegalMove, Play, Remove, Study, Transfer, Turn, Unique)
from alea.tesseract.engine import events as ev
from alea.tesseract.engine.content import load_content
from kit.game import transfer_lab1_to_lab2_with_both_consents, choose, column, full_tower, lab_dice, new_game, of, options, primed

RESEARCHERS = ("magnetic", "transport", "chemist", "statistician", "structural", "archivist",
               "crisis", "technician", "chrono", "nuclear", "xenolinguist")


# --- helpers ---------------------------------------------------------------------------------
def refused(game: Game, action: Action, reason: str) -> None:
    with pytest.raises(IllegalMove) as err:
        game.apply(action)
    assert err.value.reason == reason
    assert action not in game.legal_moves()


def asked(game: Game, kind: str) -> bool:
    return any(isinstance(h.event, ev.DecisionMade) and h.event.question == kind
               for h in game.history)


def test_every_researcher_has_tests_here_for_its_ability_and_unique_action() -> None:
    assert tuple(load_content().researchers) == RESEARCHERS
    names = [name for name in globals() if name.startswith("test_")]
    for r in RESEARCHERS:
        mine = [n for n in names if n.startswith(f"test_{r}_")]
        assert any("unique" not in n for n in mine), r          # the ability
        assert any("unique" in n and "refused" not in n for n in mine), r
        assert any("unique" in n and "refused" in n for n in mine), r


# --- magnetic ------------------------------------------------------------------------------
def test_magnetic_may_invert_a_die_it_adjusts_by_action() -> None:
    g = new_game([{"researcher": "magnetic", "dice": [["orange", 2], ["orange", 5]]},
                  {"researcher": "chemist"}])
    (a, _), (b, _) = lab_dice(g, 0)
    g.apply(Adjust(die=a, delta=1))
    assert options(g, "adjust_or_invert") == ("adjust", "invert")
    events = choose(g, "adjust_or_invert", "invert")
    assert of(events, ev.DieInverted) == [ev.DieInverted(a, "orange", 2, 5, "lab:0")]
    g.apply(Adjust(die=b, delta=-1))
    events = choose(g, "adjust_or_invert", "adjust")
    assert of(events, ev.DieAdjusted) == [ev.DieAdjusted(b, "orange", 5, 4, "lab:0")]
    assert lab_dice(g, 0) == [(a, 5), (b, 4)]
    assert g.pending == Turn(0, 1)


def test_magnetic_may_invert_a_die_a_card_adjusts() -> None:
    g = new_game([{"researcher": "magnetic", "hand": ["calibrate"]},
                  {"researcher": "chemist", "dice": [["blue", 6]]}])
    (d, _), = lab_dice(g, 1)
    g.apply(Play(card="calibrate#p0"))  # the only target is picked without asking
    events = choose(g, "adjust_or_invert", "invert")
    assert of(events, ev.DieInverted) == [ev.DieInverted(d, "blue", 6, 1, "lab:1")]


def test_other_researchers_adjust_without_the_invert_question() -> None:
    g = new_game([{"researcher": "chemist", "dice": [["orange", 2]]},
                  {"researcher": "magnetic"}])
    (a, _), = lab_dice(g, 0)
    events = g.apply(Adjust(die=a, delta=1))
    assert of(events, ev.DieAdjusted) == [ev.DieAdjusted(a, "orange", 2, 3, "lab:0")]
    assert isinstance(g.pending, Turn)


def test_magnetic_unique_inverts_one_or_two_dice_of_its_lab() -> None:
    g = new_game([{"researcher": "magnetic", "dice": [["orange", 2], ["orange", 6], ["yellow", 3]]},
                  {"researcher": "chemist", "dice": [["blue", 4]]}])
    (a, _), (b, _), (c, _) = lab_dice(g, 0)
    g.apply(Unique())
    assert options(g, "pick_die") == (a, b, c)          # own lab only, no stopping before one
    choose(g, "pick_die", a)
    assert options(g, "pick_die") == (b, c, None)       # a second die, or stop
    events = choose(g, "pick_die", b)
    assert of(events, ev.DieInverted) == [ev.DieInverted(a, "orange", 2, 5, "lab:0"),
                                          ev.DieInverted(b, "orange", 6, 1, "lab:0")]
    assert lab_dice(g, 0) == [(a, 5), (b, 1), (c, 3)]
    assert g.pending == Turn(0, 2)
    g.apply(Unique())
    choose(g, "pick_die", c)
    events = choose(g, "pick_die", None)
    assert of(events, ev.DieInverted) == [ev.DieInverted(c, "yellow", 3, 4, "lab:0")]


def test_magnetic_unique_refused_with_an_empty_lab() -> None:
    g = new_game([{"researcher": "magnetic"}, {"researcher": "chemist", "dice": [["blue", 4]]}])
    refused(g, Unique(), "cannot_resolve")


# --- transport -------------------------------------------------------------------------------
def test_transport_transfers_two_dice_without_consent() -> None:
    g = new_game([{"researcher": "transport", "dice": [["orange", 1], ["orange", 2], ["orange", 3]]},
                  {"researcher": "chemist", "dice": [["blue", 5]]}])
    (a, _), (b, _), (c, _) = lab_dice(g, 0)
    events = g.apply(Transfer(die=a, lab=1))
    assert of(events, ev.DieTransferred) == [ev.DieTransferred(a, "orange", 1, 0, 1)]
    assert options(g, "pick_die") == (b, c, None)       # a second die between the same labs
    events = choose(g, "pick_die", c)
    assert of(events, ev.DieTransferred) == [ev.DieTransferred(c, "orange", 3, 0, 1)]
    assert [d for d, _ in lab_dice(g, 1)] == [32, a, c]
    assert g.pending == Turn(0, 2)
    # taking from the other lab needs no consent either
    events = g.apply(Transfer(die=32, lab=0))
    assert of(events, ev.DieTransferred)[0] == ev.DieTransferred(32, "blue", 5, 1, 0)
    choose(g, "pick_die", None)
    assert not asked(g, "consent")


def test_transport_second_die_needs_a_second_free_space() -> None:
    g = new_game([{"researcher": "transport", "dice": [["orange", 1], ["orange", 2]]},
                  {"researcher": "chemist", "dice": [["blue", v] for v in (1, 2, 3, 4, 5)]}])
    (a, _), _ = lab_dice(g, 0)
    g.apply(Transfer(die=a, lab=1))
    assert g.pending == Turn(0, 2)                       # lab 1 is now full: no second pick
    assert len(lab_dice(g, 1)) == 6


def test_other_researchers_transfer_with_consent_and_a_refusal_costs_nothing() -> None:
    g = new_game([{"researcher": "chemist", "dice": [["orange", 1]]},
                  {"researcher": "transport"}])
    (a, _), = lab_dice(g, 0)
    g.apply(Transfer(die=a, lab=1))
    assert g.pending.lab == 1 and options(g, "consent") == (True, False)
    events = choose(g, "consent", False)
    assert of(events, ev.TransferRefused) == [ev.TransferRefused(a, 1)]
    assert lab_dice(g, 0) == [(a, 1)] and g.pending == Turn(0, 3)


def test_transport_unique_removes_adjusts_and_places_in_any_lab() -> None:
    g = new_game([{"researcher": "transport"}, {"researcher": "chemist"}])
    g.apply(Unique())
    top_b2, c3 = column(g, "b2")[-1][0], column(g, "c3")[0][0]
    assert options(g, "pick_die") == (top_b2, c3)
    choose(g, "pick_die", c3)
    assert options(g, "pick_lab") == (0, 1)
    choose(g, "pick_lab", 1)
    assert g.pending.lab == 1                            # the other lab agrees
    events = choose(g, "consent", True)
    assert of(events, ev.DieRemoved) == [ev.DieRemoved(c3, "purple", 3, "c3", 1, 1)]
    assert options(g, "pick_delta") == (1, -1)
    events = choose(g, "pick_delta", -1)
    assert of(events, ev.DieAdjusted) == [ev.DieAdjusted(c3, "purple", 3, 2, "lab:1")]
    assert lab_dice(g, 1) == [(c3, 2)] and column(g, "c3") == []
    assert g.pending == Turn(0, 2)


def test_transport_unique_refused_by_the_other_lab_goes_to_a_lab_that_agrees() -> None:
    g = new_game([{"researcher": "transport"}, {"researcher": "chemist"}])
    g.apply(Unique())
    c3 = column(g, "c3")[0][0]
    choose(g, "pick_die", c3)
    choose(g, "pick_lab", 1)
    events = choose(g, "consent", False)
    assert of(events, ev.TransferRefused) == [ev.TransferRefused(c3, 1)]
    # only the own lab is left: chosen without asking, no consent needed
    events = choose(g, "pick_delta", 1)
    assert lab_dice(g, 0) == [(c3, 4)] and lab_dice(g, 1) == []
    assert of(events, ev.DieAdjusted) == [ev.DieAdjusted(c3, "purple", 3, 4, "lab:0")]


def test_transport_unique_refused_when_every_lab_is_full() -> None:
    full = [["orange", v] for v in (1, 2, 3, 4, 5, 6)]
    g = new_game([{"researcher": "transport", "dice": full},
                  {"researcher": "chemist", "dice": [["blue", v] for v in (1, 2, 3, 4, 5, 6)]}])
    refused(g, Unique(), "cannot_resolve")


# --- chemist ---------------------------------------------------------------------------------
CONTAIN_LAB = [["yellow", 1], ["yellow", 2], ["yellow", 3]]


@pytest.mark.parametrize("researcher", ["chemist", "magnetic"])
def test_chemist_contains_and_destroys_a_primed_die_of_any_colour(researcher: str) -> None:
    g = new_game([{"researcher": researcher, "dice": CONTAIN_LAB}, {"researcher": "nuclear"}],
                 primed=[["orange", 3], ["blue", 5]])
    group = tuple(d for d, _ in lab_dice(g, 0))
    (orange3, _), (blue5, _) = primed(g)
    g.apply(Contain(group=group, die=group[2]))
    if researcher == "chemist":
        assert options(g, "destroy_matching") == (orange3, None)
        events = choose(g, "destroy_matching", orange3)
        assert of(events, ev.DieDestroyed) == [
            ev.DieDestroyed(orange3, "orange", 3, "primed", "contained_match")]
        assert primed(g) == [(blue5, 5)]
    else:  # an orange 3 is not identical to a yellow 3
        assert g.pending.kind == "roll_count"
        assert len(primed(g)) == 2


def test_chemist_unique_adjusts_a_primed_die_by_one_or_two() -> None:
    g = new_game([{"researcher": "chemist"}, {"researcher": "nuclear"}],
                 primed=[["orange", 4], ["blue", 2], ["purple", 6]])
    (o4, _), (b2, _), (p6, _) = primed(g)
    g.apply(Unique())
    assert options(g, "pick_die") == (o4, b2, p6)
    choose(g, "pick_die", o4)
    assert options(g, "pick_delta") == (1, -1, 2, -2)
    events = choose(g, "pick_delta", 2)
    assert of(events, ev.DieAdjusted) == [ev.DieAdjusted(o4, "orange", 4, 6, "primed")]
    assert not of(events, ev.BreachOpened)               # a player's adjust never breaches
    g.apply(Unique())
    choose(g, "pick_die", p6)
    assert options(g, "pick_delta") == (-1, -2)          # a 6 never goes up
    choose(g, "pick_delta", -2)
    g.apply(Unique())
    choose(g, "pick_die", b2)
    events = choose(g, "pick_delta", -2)                # below 1: destroyed
    assert of(events, ev.DieDestroyed) == [
        ev.DieDestroyed(b2, "blue", 2, "primed", "adjusted_below_one")]
    assert primed(g) == [(o4, 6), (p6, 4)]
    assert g.pending == Turn(0, 0)


def test_chemist_unique_refused_without_primed_dice() -> None:
    g = new_game([{"researcher": "chemist", "dice": [["orange", 4]]}, {"researcher": "nuclear"}])
    refused(g, Unique(), "cannot_resolve")


# --- statistician ----------------------------------------------------------------------------
DECKS = {"2": ["calibrate", "extract"], "3": ["purge", "swap"], "4": ["stasis", "annihilate"]}


@pytest.mark.parametrize("researcher,size,level", [
    ("statistician", 3, 3), ("statistician", 4, 4), ("statistician", 5, 4),
    ("chemist", 3, 2), ("chemist", 4, 3), ("chemist", 5, 4)])
def test_statistician_draws_one_level_higher_after_containing(researcher: str, size: int,
                                                              level: int) -> None:
    """R-A5: the group's other dice are rolled all or none; the statistician draws one level
    higher than their number (Level 4 stays Level 4)."""
    run = [["yellow", v] for v in (1, 2, 3, 4, 5)][:size]
    g = new_game([{"researcher": researcher, "dice": run}, {"researcher": "nuclear"}],
                 decks=DECKS)
    group = tuple(d for d, _ in lab_dice(g, 0))
    g.apply(Contain(group=group, die=group[0]))
    k = size - 1
    bonus = 1 if researcher == "statistician" else 0
    assert g.pending.data["levels"] == {k: min(k + bonus, 4)}
    assert options(g, "roll_count") == (0, k)
    g.force([6] * k)
    events = choose(g, "roll_count", k)  # no question of which: all of them
    drawn = of(events, ev.CardDrawn)
    assert [(c.lab, c.level) for c in drawn][-1:] == [(0, level)]
    assert drawn[-1].card == {2: "calibrate#p100", 3: "purge#p100", 4: "stasis#p100"}[level]
    assert [v for _, v in lab_dice(g, 0)] == [6] * k


def test_statistician_unique_rerolls_any_number_of_its_dice() -> None:
    g = new_game([{"researcher": "statistician", "dice": [["orange", 1], ["orange", 2], ["orange", 3]]},
                  {"researcher": "chemist", "dice": [["blue", 4]]}])
    (a, _), (b, _), (c, _) = lab_dice(g, 0)
    g.apply(Unique())
    assert options(g, "pick_die") == (a, b, c)
    choose(g, "pick_die", a)
    choose(g, "pick_die", c)
    assert options(g, "pick_die") == (b, None)
    g.force([6, 5])
    events = choose(g, "pick_die", None)
    assert of(events, ev.DieRolled) == [ev.DieRolled(a, "orange", 1, 6, "lab:0"),
                                        ev.DieRolled(c, "orange", 3, 5, "lab:0")]
    assert lab_dice(g, 0) == [(a, 6), (b, 2), (c, 5)]


def test_statistician_unique_refused_with_an_empty_lab() -> None:
    g = new_game([{"researcher": "statistician"}, {"researcher": "chemist", "dice": [["blue", 4]]}])
    refused(g, Unique(), "cannot_resolve")


# --- structural ------------------------------------------------------------------------------
ONE_SIDE_TOWER = {"a1": [["purple", 1], ["purple", 2]], "b1": [["purple", 3], ["yellow", 5]],
                  "c1": [["purple", 4], ["purple", 5]], "b2": [["purple", 6], ["purple", 6]]}
"""b1's top die has its top and only its south face open (a1, c1, b2 are as high)."""


@pytest.mark.parametrize("researcher", ["structural", "chemist"])
def test_structural_may_not_take_a_die_that_is_not_removable(researcher: str) -> None:
    """Content change of 2026-11-22 (CZ 255, FR 212): no ability touches a die that is not
    removable: b1's top die (top and one side open) is refused to every researcher."""
    g = new_game([{"researcher": researcher}, {"researcher": "nuclear"}], tower=ONE_SIDE_TOWER)
    top = g.view().column("b1").dice[-1]
    assert top.open_faces == ("top", "south") and not top.removable
    refused(g, Remove(col="b1"), "not_removable")


def test_structural_extraction_cards_take_removable_dice_only() -> None:
    g = new_game([{"researcher": "structural", "hand": ["extract"]}, {"researcher": "nuclear"}],
                 tower=ONE_SIDE_TOWER)
    g.apply(Play(card="extract#p0"))
    assert column(g, "b1")[-1][0] not in options(g, "pick_die")


FREE_TOWER = {"b2": [["purple", 1], ["purple", 2]], "c3": [["purple", 3]], "b4": [["purple", 4]]}
"""Four removable-or-not dice over positions without events on side 1."""


def test_structural_relocates_for_free_once_per_turn_after_a_removal() -> None:
    """The redesigned ability: after a removal, one free relocation of a removable die, once
    per turn; declining keeps it for a later removal."""
    g = new_game([{"researcher": "structural"}, {"researcher": "nuclear"}], tower=FREE_TOWER)
    b4 = column(g, "b4")[0][0]
    g.apply(Remove(col="b2"))
    d = g.pending
    assert d.kind == "pick_die" and d.data["op"] == "relocate" and d.options[-1] is None
    assert d.data["source"] == "ability:structural"
    choose(g, "pick_die", None)  # declined: the turn's free relocation is still there
    assert g.pending == Turn(0, 2)
    g.apply(Remove(col="b2"))
    choose(g, "pick_die", b4)
    events = choose(g, "pick_column", "d1")
    assert of(events, ev.DieRelocated) == [ev.DieRelocated(b4, "purple", 4, "b4", "d1", 1)]
    assert g.pending == Turn(0, 1)  # the relocation cost nothing
    g.apply(Remove(col="c3"))  # used once: no offer now
    assert g.pending == Turn(0, 0)


def test_structural_free_relocation_follows_a_card_removal_too() -> None:
    g = new_game([{"researcher": "structural", "hand": ["extract"]}, {"researcher": "nuclear"}],
                 tower=FREE_TOWER)
    g.apply(Play(card="extract#p0"))
    choose(g, "pick_die", column(g, "c3")[0][0])
    assert g.pending.kind == "pick_die" and g.pending.data["source"] == "ability:structural"


def test_structural_unique_relocates_and_an_emptied_column_reveals_its_event() -> None:
    tower = {"b2": [["purple", 1], ["purple", 2]], "c2": [["purple", 3]]}  # c2: FOR on side 1
    g = new_game([{"researcher": "structural"}, {"researcher": "nuclear"}], tower=tower,
                 primed=[["orange", 2], ["orange", 5]])
    c2 = column(g, "c2")[0][0]
    g.apply(Unique())
    choose(g, "pick_die", c2)
    cols = options(g, "pick_column")
    assert "c2" not in cols and len(cols) == 15
    g.force([6])
    events = choose(g, "pick_column", "d3")
    assert of(events, ev.DieRelocated) == [ev.DieRelocated(c2, "purple", 3, "c2", "d3", 1)]
    assert of(events, ev.EventRevealed) == [ev.EventRevealed("c2", "FOR")]
    assert of(events, ev.DieRolled) == [ev.DieRolled(primed(g)[0][0], "orange", 2, 6, "primed")]
    assert column(g, "d3") == [(c2, 3)] and column(g, "c2") == []


def test_structural_unique_refused_when_no_column_can_take_a_die() -> None:
    g = new_game([{"researcher": "structural"}, {"researcher": "nuclear"}], tower=full_tower())
    refused(g, Unique(), "cannot_resolve")


# --- archivist -------------------------------------------------------------------------------
def test_archivist_plays_a_card_in_another_researchers_action_phase() -> None:
    g = new_game([{"researcher": "chemist", "dice": [["orange", 2]]},
                  {"researcher": "archivist", "dice": [["yellow", 3]], "hand": ["invert"]}])
    assert Play(card="invert#p0") in g.legal_moves()
    events = g.apply(Play(card="invert#p0"))
    # "your lab" is the archivist's: the only die there is inverted without a question
    assert events[0] == ev.CardPlayed(1, "invert#p0")
    assert of(events, ev.DieInverted) == [ev.DieInverted(lab_dice(g, 1)[0][0], "yellow", 3, 4,
                                                         "lab:1")]
    assert lab_dice(g, 0) == [(16, 2)] and g.pending == Turn(0, 3)
    assert g.view().discards[2] == ("invert#p0",)


def test_other_researchers_cards_wait_for_their_own_turn() -> None:
    g = new_game([{"researcher": "chemist"},
                  {"researcher": "magnetic", "dice": [["yellow", 3]], "hand": ["invert"]}])
    refused(g, Play(card="invert#p0"), "not_your_card")


def test_archivist_unique_gives_a_card_without_consent() -> None:
    g = new_game([{"researcher": "archivist", "hand": ["purge"]},
                  {"researcher": "chemist", "hand": ["calibrate"]}])
    g.apply(Unique())
    assert options(g, "card_exchange") == (["give", "purge#p0", 1], ["take", "calibrate#p0", 1])
    events = choose(g, "card_exchange", ["give", "purge#p0", 1])
    assert of(events, ev.CardGiven) == [ev.CardGiven("purge#p0", 0, 1)]
    assert g.view().labs[1].hand == ("calibrate#p0", "purge#p0")
    assert g.view().labs[0].hand == () and not asked(g, "consent")


@pytest.mark.parametrize("agree", [True, False])
def test_archivist_unique_takes_a_card_with_consent(agree: bool) -> None:
    g = new_game([{"researcher": "archivist"}, {"researcher": "chemist", "hand": ["calibrate"]}])
    g.apply(Unique())  # the only exchange there is is taken without a question
    assert g.pending.lab == 1
    events = choose(g, "consent", agree)
    if agree:
        assert of(events, ev.CardGiven) == [ev.CardGiven("calibrate#p0", 1, 0)]
        assert g.view().labs[0].hand == ("calibrate#p0",)
    else:
        assert not of(events, ev.CardGiven)
        assert g.view().labs[1].hand == ("calibrate#p0",)


def test_archivist_unique_refused_when_no_one_holds_a_card() -> None:
    g = new_game([{"researcher": "archivist"}, {"researcher": "chemist"}])
    refused(g, Unique(), "cannot_resolve")


# --- crisis ----------------------------------------------------------------------------------
def test_crisis_first_primed_adjust_of_a_turn_is_free() -> None:
    g = new_game([{"researcher": "crisis", "dice": [["yellow", 3]]}, {"researcher": "chemist"}],
                 primed=[["blue", 4], ["purple", 5]], actions=1)
    (b4, _), (p5, _) = primed(g)
    g.apply(Adjust(die=b4, delta=1))
    assert g.pending == Turn(0, 1)                       # free
    g.apply(Adjust(die=p5, delta=-1))
    assert g.pending == Turn(0, 0)                       # the second one costs
    assert primed(g) == [(b4, 5), (p5, 4)]
    refused(g, Adjust(die=b4, delta=1), "no_actions_left")


def test_crisis_free_adjust_is_playable_with_no_action_left_and_not_for_lab_dice() -> None:
    g = new_game([{"researcher": "crisis", "dice": [["yellow", 3]]}, {"researcher": "chemist"}],
                 primed=[["blue", 4]], actions=0)
    refused(g, Adjust(die=0, delta=1), "no_actions_left")  # a lab die costs
    g.apply(Adjust(die=primed(g)[0][0], delta=-1))
    assert primed(g)[0][1] == 3 and g.pending == Turn(0, 0)


def test_other_researchers_pay_for_primed_adjusts() -> None:
    g = new_game([{"researcher": "chemist"}, {"researcher": "crisis"}], primed=[["blue", 4]])
    g.apply(Adjust(die=primed(g)[0][0], delta=1))
    assert g.pending == Turn(0, 2)


def test_crisis_unique_adjusts_one_or_two_primed_dice() -> None:
    g = new_game([{"researcher": "crisis"}, {"researcher": "chemist"}],
                 primed=[["blue", 4], ["purple", 1]])
    (b4, _), (p1, _) = primed(g)
    g.apply(Unique())
    choose(g, "pick_die", b4)
    events = choose(g, "pick_delta", 1)
    assert of(events, ev.DieAdjusted) == [ev.DieAdjusted(b4, "blue", 4, 5, "primed")]
    assert options(g, "pick_die") == (p1, None)
    choose(g, "pick_die", p1)
    assert options(g, "pick_delta") == (1, -1)
    events = choose(g, "pick_delta", -1)
    assert of(events, ev.DieDestroyed) == [
        ev.DieDestroyed(p1, "purple", 1, "primed", "adjusted_below_one")]
    assert primed(g) == [(b4, 5)] and g.pending == Turn(0, 2)


def test_crisis_unique_refused_without_primed_dice() -> None:
    g = new_game([{"researcher": "crisis", "dice": [["yellow", 3]]}, {"researcher": "chemist"}])
    refused(g, Unique(), "cannot_resolve")


# --- technician -----------------------------------------------------------------------------
@pytest.mark.parametrize("researcher,size", [("technician", 8), ("chemist", 6)])
def test_technician_lab_has_eight_spaces(researcher: str, size: int) -> None:
    dice = [["orange", v % 6 + 1] for v in range(size - 1)]
    g = new_game([{"researcher": researcher, "dice": dice}, {"researcher": "nuclear"}])
    assert g.view().labs[0].capacity == size
    g.apply(Remove(col="c3"))
    assert len(lab_dice(g, 0)) == size
    refused(g, Remove(col="b2"), "lab_full")


def test_technician_lab_over_eight_is_not_a_position() -> None:
    with pytest.raises(ValueError):
        new_game([{"researcher": "technician", "dice": [["orange", 1]] * 9},
                  {"researcher": "nuclear"}])


def test_technician_unique_transfers_between_two_other_labs_and_adjusts() -> None:
    g = new_game([{"researcher": "technician"}, {"researcher": "chemist", "dice": [["orange", 2]]},
                  {"researcher": "nuclear"}])
    (o2, _), = lab_dice(g, 1)
    g.apply(Unique())                            # the only die is picked without asking
    transfer_lab1_to_lab2_with_both_consents(g, o2, "orange", 2)
    events = choose(g, "pick_delta", 1)
    assert of(events, ev.DieAdjusted) == [ev.DieAdjusted(o2, "orange", 2, 3, "lab:2")]
    assert lab_dice(g, 2) == [(o2, 3)] and g.pending == Turn(0, 2)


def test_technician_unique_without_consent_moves_nothing() -> None:
    g = new_game([{"researcher": "technician"}, {"researcher": "chemist", "dice": [["orange", 2]]},
                  {"researcher": "nuclear"}])
    g.apply(Unique())
    choose(g, "pick_lab", 2)
    choose(g, "consent", True)
    events = choose(g, "consent", False)
    assert of(events, ev.TransferRefused) == [ev.TransferRefused(lab_dice(g, 1)[0][0], 2)]
    assert not of(events, ev.DieTransferred) and not of(events, ev.DieAdjusted)
    assert lab_dice(g, 1) == [(16, 2)] and lab_dice(g, 2) == []


def test_technician_unique_refused_without_dice_in_labs() -> None:
    g = new_game([{"researcher": "technician"}, {"researcher": "chemist"}])
    refused(g, Unique(), "cannot_resolve")


# --- chrono ----------------------------------------------------------------------------------
@pytest.mark.parametrize("change,breach", [(-1, 0), (0, 1)])
def test_chrono_adjusts_the_threat_prime_before_the_breach_check(change: int, breach: int) -> None:
    g = new_game([{"researcher": "chrono"}, {"researcher": "chemist"}],
                 tower={"b2": [["purple", 5], ["purple", 6]]}, primed=[["orange", 4], ["blue", 4]])
    g.force([4])
    g.apply(End())
    assert options(g, "chrono_adjust") == (0, 1, -1)
    events = choose(g, "chrono_adjust", change)
    primed_die = 49  # b2's top die (purple, after b2's bottom one)
    assert of(events, ev.BreachOpened) == ([] if breach == 0 else [ev.BreachOpened(4, 3, 1, 1)])
    assert g.view().breach == breach
    assert primed(g)[-1] == (primed_die, 4 + change)


def test_chrono_adjusts_once_per_turn_and_only_in_its_threat_phase() -> None:
    tower = {"b3": [["purple", 2]], "c3": [["purple", 3], ["purple", 4]]}  # b3: CHN on side 2
    g = new_game([{"researcher": "chrono"}, {"researcher": "chemist"}], tower=tower, base="2")
    g.force([5], [2])
    g.apply(End())
    choose(g, "chrono_adjust", 1)                        # the threat prime: 5 becomes 6
    # its column empties, CHN primes c3's top: no second question this turn
    assert primed(g) == [(48, 6), (50, 2)]
    assert [h.event.question for h in g.history
            if isinstance(h.event, ev.DecisionMade)] == ["chrono_adjust"]
    # in the action phase, a prime by an event is not the chrono's to adjust
    g2 = new_game([{"researcher": "chrono"}, {"researcher": "chemist"}], tower=tower, base="2")
    g2.force([5])
    events = g2.apply(Remove(col="b3"))
    assert of(events, ev.DiePrimed)[0].cause == "CHN" and isinstance(g2.pending, Turn)


def test_chrono_unique_rerolls_a_removable_die_where_it_is() -> None:
    g = new_game([{"researcher": "chrono"}, {"researcher": "chemist"}])
    top_b2, c3 = column(g, "b2")[-1][0], column(g, "c3")[0][0]
    g.apply(Unique())
    assert options(g, "pick_die") == (top_b2, c3)
    g.force([6])
    events = choose(g, "pick_die", c3)
    assert of(events, ev.DieRolled) == [ev.DieRolled(c3, "purple", 3, 6, "tower:c3")]
    assert column(g, "c3") == [(c3, 6)] and g.pending == Turn(0, 2)


def test_chrono_unique_refused_with_an_empty_tesseract() -> None:
    g = new_game([{"researcher": "chrono"}, {"researcher": "chemist"}], tower={})
    refused(g, Unique(), "cannot_resolve")


# --- nuclear ---------------------------------------------------------------------------------
@pytest.mark.parametrize("active", ["nuclear", "chemist"])
def test_nuclear_chain_reaction_primes_nothing_in_its_turn(active: str) -> None:
    tower = {"b3": [["purple", 2]], "c3": [["purple", 3], ["purple", 4]]}  # b3: CHN on side 2
    other = "chemist" if active == "nuclear" else "nuclear"
    g = new_game([{"researcher": active}, {"researcher": other}], tower=tower, base="2")
    g.force([6])
    events = g.apply(Remove(col="b3"))
    assert of(events, ev.EventRevealed) == [ev.EventRevealed("b3", "CHN")]
    if active == "nuclear":
        assert of(events, ev.EventFizzled) == [ev.EventFizzled("CHN")]
        assert not of(events, ev.DiePrimed) and len(column(g, "c3")) == 2
    else:
        assert [(p.die, p.value, p.cause) for p in of(events, ev.DiePrimed)] == [(50, 6, "CHN")]


@pytest.mark.parametrize("active", ["nuclear", "chemist"])
def test_nuclear_fission_primes_no_destroyed_die_in_its_turn(active: str) -> None:
    tower = {"b3": [["purple", 2]], "d3": [["purple", 3], ["purple", 4]]}  # b3: FIS on side 3
    other = "chemist" if active == "nuclear" else "nuclear"
    g = new_game([{"researcher": active}, {"researcher": other}], tower=tower, base="3",
                 destroyed=[["yellow", 1]])
    g.force([6], 0, [5])
    events = g.apply(Remove(col="b3"))
    assert of(events, ev.EventRevealed) == [ev.EventRevealed("b3", "FIS")]
    primes = [(p.die, p.value, p.source) for p in of(events, ev.DiePrimed)]
    if active == "nuclear":
        assert primes == [(50, 6, "tower")]
    else:
        assert primes == [(50, 6, "tower"), (0, 5, "destroyed")]


def test_nuclear_unique_destroys_a_primed_one_or_two() -> None:
    g = new_game([{"researcher": "nuclear"}, {"researcher": "chemist"}],
                 primed=[["orange", 1], ["blue", 2], ["purple", 3]])
    (o1, _), (b2, _), (p3, _) = primed(g)
    g.apply(Unique())
    assert options(g, "pick_die") == (o1, b2)
    events = choose(g, "pick_die", b2)
    assert of(events, ev.DieDestroyed) == [ev.DieDestroyed(b2, "blue", 2, "primed", "unique:nuclear")]
    assert primed(g) == [(o1, 1), (p3, 3)]


def test_nuclear_unique_refused_without_a_primed_one_or_two() -> None:
    g = new_game([{"researcher": "nuclear"}, {"researcher": "chemist"}],
                 primed=[["orange", 3], ["blue", 6]])
    refused(g, Unique(), "cannot_resolve")


# --- xenolinguist ----------------------------------------------------------------------------
@pytest.mark.parametrize("researcher,after", [("xenolinguist", (3, 2)), ("chemist", (2, 1))])
def test_xenolinguist_first_study_of_a_turn_is_free(researcher: str, after: tuple) -> None:
    g = new_game([{"researcher": researcher, "hand": ["calibrate", "extract"]},
                  {"researcher": "nuclear"}], decks=DECKS)
    events = g.apply(Study(card="calibrate#p0"))
    assert of(events, ev.CardDrawn) == [ev.CardDrawn(0, "purge#p100", 3)]
    assert g.pending.actions_left == after[0]
    g.apply(Study(card="extract#p1"))
    assert g.pending.actions_left == after[1]


def test_xenolinguist_free_study_needs_no_action_left() -> None:
    g = new_game([{"researcher": "xenolinguist", "hand": ["calibrate", "extract"]},
                  {"researcher": "nuclear"}], decks=DECKS, actions=0)
    assert [m for m in g.legal_moves() if isinstance(m, Study)] == [
        Study(card="calibrate#p0"), Study(card="extract#p1")]
    g.apply(Study(card="calibrate#p0"))
    assert g.pending == Turn(0, 0)
    refused(g, Study(card="extract#p1"), "no_actions_left")


def test_a_unique_action_costs_one_action() -> None:
    g = new_game([{"researcher": "nuclear"}, {"researcher": "chemist"}],
                 primed=[["orange", 1], ["blue", 2]], actions=1)
    g.apply(Unique())
    choose(g, "pick_die", 16)
    assert g.pending == Turn(0, 0)
    refused(g, Unique(), "no_actions_left")


def test_xenolinguist_unique_discards_a_card_then_looks_at_three_of_the_next_level() -> None:
    """Content change of 2026-11-22: containing is the only way to gain cards (CZ 289, FR 250,
    EN 182), so the unique action is a better Study: a card is discarded first, then the top 3
    of the next higher level deck that has cards are seen, one kept, two put under."""
    decks = {"2": ["invert"], "3": ["purge", "swap", "mirror", "reprogram"], "4": []}
    g = new_game([{"researcher": "xenolinguist", "hand": ["calibrate", "courier"]},
                  {"researcher": "chemist"}], decks=decks)
    g.apply(Unique())
    assert options(g, "discard_card") == ("calibrate#p0", "courier#p1")
    events = choose(g, "discard_card", "courier#p1")
    assert of(events, ev.CardStudied) == [ev.CardStudied(0, "courier#p1", 3)]
    assert of(events, ev.CardsLookedAt) == [
        ev.CardsLookedAt(0, 3, ("purge#p100", "swap#p101", "mirror#p102"))]
    events = choose(g, "pick_card", "swap#p101")
    assert of(events, ev.CardDrawn) == [ev.CardDrawn(0, "swap#p101", 3)]
    assert of(events, ev.CardsToBottom) == [ev.CardsToBottom(3, 2)]
    assert g.view().labs[0].hand == ("calibrate#p0", "swap#p101")
    assert g.view().discards[2] == ("courier#p1",) and g.view().deck_sizes[3] == 3
    assert g.pending == Turn(0, 2)


def test_xenolinguist_unique_refused_without_a_card_to_discard() -> None:
    """No research card (or only Level 4 ones): nothing to discard, the action cannot start."""
    g = new_game([{"researcher": "xenolinguist"}, {"researcher": "chemist"}],
                 decks={"2": ["invert"], "3": ["purge"], "4": ["stasis"]})
    refused(g, Unique(), "cannot_resolve")
    g = new_game([{"researcher": "xenolinguist", "hand": ["stasis"]}, {"researcher": "chemist"}],
                 decks={"2": ["invert"], "3": ["purge"], "4": ["annihilate"]})
    refused(g, Unique(), "cannot_resolve")


def test_xenolinguist_unique_refused_with_no_higher_deck() -> None:
    g = new_game([{"researcher": "xenolinguist", "hand": ["purge"]}, {"researcher": "chemist"}],
                 decks={"2": ["invert"], "3": ["swap"], "4": []})
    refused(g, Unique(), "cannot_resolve")


# --- random games with every researcher --------------------------------------------------------
def check_invariants(game: Game) -> None:
    v = game.view()
    places: list[int] = [t.die.id for c in v.tower for t in c.dice]
    places += [d.id for lab in v.labs for d in lab.dice]
    places += [d.id for d in v.primed] + [d.id for d in v.destroyed] + list(v.board.values())
    assert sorted(places) == list(range(64)), "every die in exactly one place"
    assert all(len(c.dice) <= 4 for c in v.tower)
    assert 0 <= v.breach <= 7
    assert all(len(lab.dice) <= lab.capacity for lab in v.labs)
    for lab in v.labs:
        expected = load_content().researchers[lab.researcher].ability.get("lab_size", 6)
        assert lab.capacity == expected
    pending = game.pending
    if isinstance(pending, Decision):  # R-D1: every choice a decision with numbered options
        assert pending.kind in DECISION_KINDS and pending.options
        json.dumps(list(pending.options))
        source = pending.data.get("source", "")
        assert re.fullmatch(r"((card|unique|containment|ability):[a-z-]+|transfer)?", source), source


def random_game(config: Config, rng: random.Random, max_moves: int = 160,
                probe_every: int = 40) -> Game:
    """Play random legal moves; every ``probe_every`` moves, apply every legal move to a replayed
    copy of the game and check it applies without raising."""
    game = Game.new(config)
    check_invariants(game)
    for n in range(max_moves):
        moves = game.legal_moves()
        if not moves:
            assert game.result in ("won", "lost")
            break
        if n % probe_every == probe_every - 1:
            for move in moves:
                copy = Game.from_record(game.record)
                copy.apply(move)
                check_invariants(copy)
        # prefer doing things over ending the phase, so games reach the interesting states
        if isinstance(game.pending, Turn) and len(moves) > 1 and rng.random() < 0.85:
            moves = [m for m in moves if not isinstance(m, End)]
        game.apply(rng.choice(moves))
        check_invariants(game)
    replayed = Game.from_record(game.record)  # R-D2: the record replays the same game
    assert [h.event for h in replayed.history] == [h.event for h in game.history]
    return game


@pytest.mark.parametrize("researcher", RESEARCHERS)
def test_random_games_with_each_researcher_chosen_keep_the_invariants(researcher: str) -> None:
    rng = random.Random(researcher)
    partner = RESEARCHERS[(RESEARCHERS.index(researcher) + 5) % len(RESEARCHERS)]
    players = 2 + RESEARCHERS.index(researcher) % 3
    others = [r for r in RESEARCHERS if r not in (researcher, partner)][: players - 2]
    chosen = (researcher, partner, *others)
    base = ("1", "A", "2", "B", "3", "C", "4", "D")[RESEARCHERS.index(researcher) % 8]
    game = random_game(Config(players=players, base=base, seed=rng.randrange(10**6),
                              researchers=chosen), rng)
    assert tuple(lab.researcher for lab in game.view().labs) == chosen


def test_random_games_with_researchers_dealt_at_random_keep_the_invariants() -> None:
    rng = random.Random(2024)
    seen: set[str] = set()
    for seed in range(12):
        players = 1 + seed % 4
        game = random_game(Config(players=players, base=("1", "4", "D", "B")[seed % 4], seed=seed),
                           rng, max_moves=100, probe_every=50)
        labs = [lab.researcher for lab in game.view().labs]
        assert len(labs) == max(2, players) and len(set(labs)) == len(labs)
        seen.update(labs)
    assert len(seen) >= 8  # dealing draws from the whole box


def rich_position(seed: int) -> dict[str, Any]:
    """A random mid-game position where every lab holds cards of every level and all six
    containment cards are unlocked, so that random play uses every effect."""
    rng = random.Random(seed)
    left = {c: 16 for c in ("yellow", "orange", "blue", "purple")}

    def die() -> list[Any]:
        colour = rng.choice([c for c, n in left.items() if n])
        left[colour] -= 1
        return [colour, rng.randint(1, 6)]

    cols = [f"{f}{r}" for r in "1234" for f in "abcd"]
    tower = {col: [die() for _ in range(rng.randint(0, 4))] for col in cols}
    players = 2 + seed % 3
    researchers = [RESEARCHERS[(seed + 4 * k) % len(RESEARCHERS)] for k in range(players)]
    cards = list(load_content().cards)
    labs = [{"researcher": r, "dice": [die() for _ in range(rng.randint(0, 3))],
             "hand": rng.sample(cards, 5)} for r in researchers]
    box = list(load_content().containment)
    dealt = [box[(seed + k) % len(box)] for k in range(6)]
    return {"tower": tower, "labs": labs, "primed": [die() for _ in range(rng.randint(0, 4))],
            "breach": rng.randint(0, 3), "active": seed % players,
            "containment": {str(v): [card, "unlocked"] for v, card in zip(range(1, 7), dealt)}}


def test_random_play_from_positions_using_every_card_keeps_the_invariants() -> None:
    used: set[str] = set()
    for seed in range(9):
        rng = random.Random(seed)
        pos = rich_position(seed)
        base = ("1", "A", "2", "B", "3", "C", "4", "D")[seed % 8]
        game = random_game(Config(players=len(pos["labs"]), base=base, seed=seed, position=pos),
                           rng, max_moves=120, probe_every=30)
        for h in game.history:
            if isinstance(h.event, ev.CardPlayed):
                used.add(h.event.card.split("#")[0])
            elif isinstance(h.event, ev.ContainmentCardPlayed):
                used.add(h.event.card)
    # every research card and every containment card was really played along the way
    assert used == set(load_content().cards) | set(load_content().containment)
