"""Section 5 of the rules: remove, adjust, transfer, study, contain, valid groups, containment
bonuses, unique actions and card containment (R-A1..R-A9)."""

from __future__ import annotations

import pytest

from alea.tesseract.engine import Contain, IllegalMove
from alea.tesseract.engine import events as ev
from kit.game import (B, O, P, Y, act, actions, choose, decision, destroyed_ids, end, is_turn,
                      kinds, lab, lab_ids, lab_values, of, primed, reason, start, top)

QUIET = {"b2": [[P, 6]], "c3": [[P, 5]], "b4": [[O, 6]]}


def ids(game, index):
    return lab_ids(game, index)


# --- R-A1 remove ------------------------------------------------------------------------------
def test_R_A1_remove_takes_a_removable_die_into_the_lab_keeping_its_value():
    """R-A1: the die keeps its value and costs one action."""
    game = start({"b2": [[O, 1], [O, 4]], "c3": [[B, 5]]})
    die = top(game, "b2")
    events = act(game, "remove", col="b2")
    assert [(e.die, e.value, e.col, e.layer, e.lab) for e in of(events, ev.DieRemoved)] == [
        (die, 4, "b2", 2, 0)]
    assert lab_ids(game, 0) == [die] and lab_values(game, 0) == [4]
    assert is_turn(game, 0, 2)


def test_R_A1_a_full_lab_cannot_remove():
    """R-A1: six dice in the lab: remove is refused with lab_full and not listed."""
    game = start({"b2": [[O, 4]]}, [lab(dice=[[Y, v] for v in range(1, 7)]), lab("statistician")])
    assert reason(game, "remove", col="b2") == "lab_full"
    assert actions(game, "remove") == []


# --- R-A2 adjust ------------------------------------------------------------------------------
def test_R_A2_adjust_lab_and_primed_dice_within_1_to_6():
    """R-A2: +1/-1 on a lab or primed die; a 6 never becomes 1, a lab 1 never goes down."""
    game = start(QUIET, [lab(dice=[[Y, 1], [Y, 6]]), lab("statistician", dice=[[B, 3]])],
                 primed=[[O, 6], [O, 3]])
    y1, y6 = ids(game, 0)
    o6, o3 = [d for d, _ in primed(game)]
    other = ids(game, 1)[0]
    legal = sorted((a.die, a.delta) for a in actions(game, "adjust"))
    assert legal == sorted([(y1, 1), (y6, -1), (o6, -1), (o3, 1), (o3, -1)])
    assert reason(game, "adjust", die=y6, delta=1) == "value_limit"
    assert reason(game, "adjust", die=y1, delta=-1) == "value_limit"
    assert reason(game, "adjust", die=o6, delta=1) == "value_limit"
    assert reason(game, "adjust", die=other, delta=1) == "not_in_reach"
    assert reason(game, "adjust", die=top(game, "b2"), delta=-1) == "not_in_reach"
    assert reason(game, "adjust", die=y1, delta=2) == "bad_argument"
    events = act(game, "adjust", die=o3, delta=-1)
    assert [(e.kind, e.die, e.old, e.new, e.place) for e in events] == [
        ("die_adjusted", o3, 3, 2, "primed")]
    act(game, "adjust", die=y6, delta=-1)
    assert lab_values(game, 0) == [1, 5] and is_turn(game, 0, 1)


def test_R_A2_a_primed_1_adjusted_down_is_destroyed():
    """R-A2: a primed 1 going down leaves the primed area for the destroyed pool."""
    game = start(QUIET, primed=[[O, 1], [Y, 1]])
    o1, y1 = [d for d, _ in primed(game)]
    events = act(game, "adjust", die=o1, delta=-1)
    assert [(e.kind, e.die, e.place, e.cause) for e in events] == [
        ("die_destroyed", o1, "primed", "adjusted_below_one")]
    assert primed(game) == [(y1, 1)]
    assert destroyed_ids(game)[-1] == o1 and is_turn(game, 0, 2)


# --- R-A3 transfer ----------------------------------------------------------------------------
def test_R_A3_transfer_to_another_lab_asks_its_consent():
    """R-A3: the receiving lab's researcher answers yes or no."""
    game = start(QUIET, [lab(dice=[[Y, 2], [Y, 3]]), lab("statistician")])
    y2, y3 = ids(game, 0)
    act(game, "transfer", die=y2, lab=1)
    d = decision(game, "consent")
    assert d.lab == 1 and d.options == (True, False)
    assert d.player == 1 and game.pending.player == 1  # the kernel routes it to lab 1's seat
    assert d.data["die"] == y2 and d.data["from_lab"] == 0 and d.data["to_lab"] == 1
    events = choose(game, None, True)
    assert [(e.die, e.value, e.from_lab, e.to_lab) for e in of(events, ev.DieTransferred)] == [
        (y2, 2, 0, 1)]
    assert ids(game, 0) == [y3] and ids(game, 1) == [y2] and is_turn(game, 0, 2)
    # a refusal moves nothing (and the engine gives the action back)
    act(game, "transfer", die=y3, lab=1)
    events = choose(game, "consent", False)
    assert [(e.die, e.lab) for e in of(events, ev.TransferRefused)] == [(y3, 1)]
    assert ids(game, 0) == [y3] and is_turn(game, 0, 2)


def test_R_A3_transfer_from_another_lab_into_yours_and_the_limits():
    """R-A3: taking a die from another lab needs its consent too; full labs, the same lab and
    dice outside labs are refused with their reason codes."""
    game = start(QUIET, [lab(dice=[[Y, 2]]), lab("statistician", dice=[[B, 4]]),
                         lab("xenolinguist", dice=[[O, 5]])], primed=[[P, 1]])
    y2, b4, o5 = ids(game, 0)[0], ids(game, 1)[0], ids(game, 2)[0]
    assert reason(game, "transfer", die=y2, lab=0) == "same_lab"
    assert reason(game, "transfer", die=b4, lab=2) == "not_in_reach"     # between two others
    assert reason(game, "transfer", die=primed(game)[0][0], lab=1) == "not_in_reach"
    legal = sorted((a.die, a.lab) for a in actions(game, "transfer"))
    assert legal == sorted([(y2, 1), (y2, 2), (b4, 0), (o5, 0)])
    act(game, "transfer", die=b4, lab=0)
    assert decision(game, "consent").lab == 1
    choose(game, None, True)
    assert ids(game, 0) == [y2, b4] and ids(game, 1) == []


def test_R_A3_full_labs_refuse_transfers():
    """R-A3: the lab that receives needs a free space."""
    six = [[Y, v] for v in range(1, 7)]
    game = start(QUIET, [lab(dice=[[O, 1]]), lab("statistician", dice=six)])
    assert reason(game, "transfer", die=ids(game, 0)[0], lab=1) == "lab_full"
    game = start(QUIET, [lab(dice=six), lab("statistician", dice=[[O, 1]])])
    assert reason(game, "transfer", die=ids(game, 1)[0], lab=0) == "lab_full"


def test_R_A3_always_yes_setting_asks_nothing():
    """R-A3: with the shared-screen setting "always yes" no consent is asked."""
    game = start(QUIET, [lab(dice=[[Y, 2]]), lab("statistician")], auto_consent=True)
    y2 = ids(game, 0)[0]
    events = act(game, "transfer", die=y2, lab=1)
    assert kinds(events) == ["die_transferred"] and ids(game, 1) == [y2]


# --- R-A4 study -------------------------------------------------------------------------------
def decks(l2=(), l3=(), l4=()):
    return {"2": list(l2), "3": list(l3), "4": list(l4)}


def test_R_A4_study_level_2_draws_level_3():
    """R-A4: discard a Level 2 card, draw the top Level 3 card; one action."""
    game = start(QUIET, [lab(hand=["calibrate"]), lab("statistician")],
                 decks=decks(["extract"], ["purge", "swap"], ["stasis"]))
    events = act(game, "study", card="calibrate#p0")
    assert [(e.kind) for e in events] == ["card_studied", "card_drawn"]
    assert (events[0].card, events[0].level) == ("calibrate#p0", 3)
    assert (events[1].card, events[1].level) == ("purge#p100", 3)
    view = game.view()
    assert view.labs[0].hand == ("purge#p100",)
    assert view.discards[2] == ("calibrate#p0",)
    assert view.deck_sizes == {2: 1, 3: 1, 4: 1} and is_turn(game, 0, 2)


def test_R_A4_study_level_2_with_level_3_empty_draws_level_4():
    """R-A4: Level 2 -> Level 4 when Level 3 is empty."""
    game = start(QUIET, [lab(hand=["calibrate"]), lab("statistician")],
                 decks=decks(["extract"], [], ["stasis"]))
    events = act(game, "study", card="calibrate#p0")
    assert (events[1].card, events[1].level) == ("stasis#p100", 4)


def test_R_A4_study_level_3_draws_level_4_and_level_4_cannot_be_studied():
    """R-A4: Level 3 -> Level 4; a Level 4 card is never studied."""
    game = start(QUIET, [lab(hand=["purge", "stasis"]), lab("statistician")],
                 decks=decks(["extract"], ["swap"], ["annihilate"]))
    assert reason(game, "study", card="stasis#p1") == "no_higher_deck"
    assert [a.card for a in actions(game, "study")] == ["purge#p0"]
    events = act(game, "study", card="purge#p0")
    assert (events[1].card, events[1].level) == ("annihilate#p100", 4)
    assert game.view().discards[3] == ("purge#p0",)


@pytest.mark.parametrize("hand, deck_state", [
    (["calibrate"], decks(["extract"], [], [])),   # Level 2, both higher decks empty
    (["purge"], decks(["extract"], ["swap"], [])),  # Level 3 with Level 4 empty
])
def test_R_A4_no_higher_deck_with_cards_means_no_study(hand, deck_state):
    """R-A4: with no higher deck holding cards, Study is not a legal action."""
    game = start(QUIET, [lab(hand=hand), lab("statistician")], decks=deck_state)
    assert reason(game, "study", card=f"{hand[0]}#p0") == "no_higher_deck"
    assert actions(game, "study") == []


def test_R_A4_only_your_own_card_can_be_studied():
    """R-A4: the card must be in the researcher's hand."""
    game = start(QUIET, [lab(), lab("statistician", hand=["calibrate"])],
                 decks=decks([], ["swap"], []))
    assert reason(game, "study", card="calibrate#p0") == "not_your_card"


# --- R-A5 contain -----------------------------------------------------------------------------
def test_R_A5_contain_destroy_the_matching_primed_die_roll_two_and_draw_level_2():
    """R-A5: the die goes onto its space; only a primed die of the same colour and value may
    be destroyed (optional); rolling the other two draws a Level 2 card."""
    game = start(QUIET, [lab(dice=[[Y, 2], [O, 2], [B, 2]]), lab("statistician")],
                 primed=[[Y, 2], [P, 2], [O, 5]], decks=decks(["extract", "courier"], ["purge"]))
    y2, o2, b2 = ids(game, 0)
    py2 = primed(game)[0][0]
    events = act(game, "contain", group=(y2, o2, b2), die=y2)
    assert [(e.die, e.colour, e.value, e.lab, e.filled) for e in of(events, ev.DieContained)] == [
        (y2, Y, 2, 0, 1)]
    d = decision(game, "destroy_matching")
    assert d.options == (py2, None)
    events = choose(game, None, py2)
    assert [(e.die, e.cause) for e in of(events, ev.DieDestroyed)] == [(py2, "contained_match")]
    d = decision(game, "roll_count")
    assert d.options == (0, 2) and d.data["levels"] == {2: 2}
    assert d.data["decks"] == {2: 2, 3: 1, 4: 0}
    game.force([5, 6])
    events = choose(game, None, 2)
    assert [(e.die, e.new) for e in of(events, ev.DieRolled)] == [(o2, 5), (b2, 6)]
    assert [(e.card, e.level) for e in of(events, ev.CardDrawn)] == [("extract#p100", 2)]
    assert game.view().board == {(Y, 2): y2}
    assert lab_values(game, 0) == [5, 6] and is_turn(game, 0, 2)


def test_R_A5_the_destroy_and_the_roll_are_optional():
    """R-A5: declining both leaves the primed die and the group's other dice as they were."""
    game = start(QUIET, [lab(dice=[[Y, 2], [O, 2], [B, 2]]), lab("statistician")],
                 primed=[[Y, 2]])
    y2, o2, b2 = ids(game, 0)
    act(game, "contain", group=(y2, o2, b2), die=y2)
    choose(game, "destroy_matching", None)
    events = choose(game, "roll_count", 0)
    assert of(events, ev.DieRolled) == [] and of(events, ev.CardDrawn) == []
    assert len(primed(game)) == 1 and lab_values(game, 0) == [2, 2]
    assert game.view().labs[0].hand == ()


def test_R_A5_the_other_dice_are_rolled_all_or_none_never_a_part():
    """R-A5 (corrected 2026-11-22): the group's other four dice are rolled all or none; the
    card's level is their number, Level 4; no question asks which of them."""
    game = start(QUIET, [lab(dice=[[Y, v] for v in (1, 2, 3, 4, 5)]), lab("statistician")],
                 decks=decks(["extract"], ["purge"], ["stasis"]))
    y1, y2, y3, y4, y5 = ids(game, 0)
    act(game, "contain", group=(y1, y2, y3, y4, y5), die=y3)
    d = decision(game, "roll_count")
    assert d.options == (0, 4) and d.data["levels"] == {4: 4}
    game.force([6, 6, 6, 6])
    events = choose(game, None, 4)
    assert sorted(e.die for e in of(events, ev.DieRolled)) == sorted([y1, y2, y4, y5])
    assert [(e.card, e.level) for e in of(events, ev.CardDrawn)] == [("stasis#p100", 4)]
    assert [e.question for e in of(events, ev.DecisionMade)] == ["roll_count"]  # not which
    assert lab_values(game, 0) == [6, 6, 6, 6]


def test_R_A5_a_group_of_four_rolls_its_three_others_for_level_3():
    """R-A5: three other dice: all three or none; Level 3."""
    game = start(QUIET, [lab(dice=[[Y, v] for v in (1, 2, 3, 4)]), lab("statistician")],
                 decks=decks(["extract"], ["purge"], ["stasis"]))
    y1, y2, y3, y4 = ids(game, 0)
    act(game, "contain", group=(y1, y2, y3, y4), die=y1)
    assert decision(game, "roll_count").options == (0, 3)
    game.force([2, 2, 2])
    events = choose(game, None, 3)
    assert [(e.card, e.level) for e in of(events, ev.CardDrawn)] == [("purge#p100", 3)]


def test_R_A5_rolling_five_draws_level_4():
    """R-A5 (ruling): five dice rolled draw Level 4, the highest level."""
    game = start(QUIET, [lab(dice=[[Y, v] for v in range(1, 7)]), lab("statistician")],
                 decks=decks(["extract"], ["purge"], ["stasis"]))
    group = tuple(ids(game, 0))
    act(game, "contain", group=group, die=group[0])
    d = decision(game, "roll_count")
    assert d.options == (0, 5) and d.data["levels"] == {5: 4}
    game.force([1, 1, 1, 1, 1])
    events = choose(game, None, 5)
    assert len(of(events, ev.DieRolled)) == 5
    assert [(e.card, e.level) for e in of(events, ev.CardDrawn)] == [("stasis#p100", 4)]


def test_R_A5_rolling_with_an_empty_deck_draws_nothing_and_says_so_before():
    """R-A5: the roll_count question tells the deck sizes; rolling draws no card then."""
    game = start(QUIET, [lab(dice=[[Y, 2], [O, 2], [B, 2]]), lab("statistician")],
                 decks=decks([], ["purge"], []))
    group = tuple(ids(game, 0))
    act(game, "contain", group=group, die=group[0])
    assert decision(game, "roll_count").data["decks"] == {2: 0, 3: 1, 4: 0}
    game.force([3, 4])
    events = choose(game, None, 2)
    assert [(e.lab, e.level) for e in of(events, ev.DeckEmpty)] == [(0, 2)]
    assert of(events, ev.CardDrawn) == [] and game.view().labs[0].hand == ()
    assert lab_values(game, 0) == [3, 4]


def test_R_A5_a_filled_space_cannot_take_another_die():
    """R-A5: the contained die's space must be empty."""
    game = start(QUIET, [lab(dice=[[Y, 2], [O, 2], [B, 2]]), lab("statistician")],
                 board=[[Y, 2]])
    y2, o2, b2 = ids(game, 0)
    assert reason(game, "contain", group=(y2, o2, b2), die=y2) == "space_filled"
    assert sorted(a.die for a in actions(game, "contain")) == sorted([o2, b2])


def test_R_A5_group_dice_must_be_in_your_own_lab():
    """R-A5: a die of another lab cannot be part of the group."""
    game = start(QUIET, [lab(dice=[[Y, 2], [O, 2]]), lab("statistician", dice=[[B, 2]])])
    y2, o2 = ids(game, 0)
    b2 = ids(game, 1)[0]
    assert reason(game, "contain", group=(y2, o2, b2), die=y2) == "not_in_reach"


# --- R-A6 valid groups ------------------------------------------------------------------------
@pytest.mark.parametrize("dice, valid", [
    ([[Y, 1], [Y, 2], [Y, 3]], True),      # one colour, a run
    ([[Y, 3], [O, 3], [B, 3]], True),      # all different colours, a set
    ([[Y, 4], [Y, 4], [Y, 4]], True),      # one colour, a set
    ([[Y, 2], [O, 3], [P, 4], [B, 5]], True),  # four colours, a run
    ([[Y, 1], [Y, 2], [O, 3]], False),     # two colours, not all different
    ([[Y, 1], [Y, 2], [Y, 4]], False),     # a gap
    ([[Y, 5], [Y, 6], [Y, 1]], False),     # no wrap from 6 to 1
    ([[Y, 2], [O, 2], [B, 3]], False),     # neither a set nor a run
    ([[Y, 2], [Y, 3], [Y, 3], [Y, 4]], False),  # a run must have distinct values
    ([[Y, 1], [Y, 1], [Y, 3]], False),     # neither a set nor distinct values
])
def test_R_A6_valid_groups(dice, valid):
    """R-A6: 3+ dice of one colour or all different colours, a Set or a Run."""
    game = start(QUIET, [lab(dice=dice), lab("statistician")])
    group = tuple(sorted(ids(game, 0)))
    move = Contain(group=group, die=group[0])
    if valid:
        game.check(move)
        assert move in game.legal_moves()
    else:
        with pytest.raises(IllegalMove) as info:
            game.check(move)
        assert info.value.reason == "invalid_group"
        assert move not in game.legal_moves()


def test_R_A6_two_dice_are_no_group():
    """R-A6: at least three dice."""
    game = start(QUIET, [lab(dice=[[Y, 1], [Y, 1]]), lab("statistician")])
    group = tuple(ids(game, 0))
    assert reason(game, "contain", group=group, die=group[0]) == "invalid_group"


def test_R_A6_legal_contains_list_every_valid_group_and_die():
    """R-A6: the legal moves list every valid group and each of its containable dice."""
    game = start(QUIET, [lab(dice=[[Y, 1], [Y, 2], [Y, 3], [O, 3]]), lab("statistician")])
    y1, y2, y3, o3 = ids(game, 0)
    got = sorted((a.group, a.die) for a in actions(game, "contain"))
    assert got == sorted([((y1, y2, y3), y1), ((y1, y2, y3), y2), ((y1, y2, y3), y3)])


# --- R-A7 containment bonuses -----------------------------------------------------------------
def test_R_A7_second_die_of_a_value_turns_its_card_face_up_not_usable():
    """R-A7: a value's column reaching 2 turns its card face up; it is not playable yet."""
    game = start(QUIET, [lab(dice=[[Y, 2], [O, 3], [B, 4]]), lab("statistician")],
                 board=[[P, 2]], containment={"2": ["seal", "down"], "3": ["dilation", "down"]},
                 breach=3)
    assert [(c.value, c.status, c.card) for c in game.view().containment] == [
        (2, "down", None), (3, "down", None)]
    y2, o3, b4 = ids(game, 0)
    act(game, "contain", group=(y2, o3, b4), die=y2)
    events = choose(game, "roll_count", 0)  # bonuses come after the roll (R-A5 step 3)
    assert [(e.value, e.card) for e in of(events, ev.ContainmentCardRevealed)] == [(2, "seal")]
    assert [(c.value, c.status, c.card) for c in game.view().containment] == [
        (2, "up", "seal"), (3, "down", None)]
    assert reason(game, "play_containment", value=2) == "card_not_unlocked"
    assert actions(game, "play_containment") == []


def test_R_A7_a_third_die_leaves_the_card_face_up_and_locked():
    """R-A7: three dice of a value: the card stays face up, not unlocked."""
    game = start(QUIET, [lab(dice=[[Y, 4], [Y, 5], [Y, 6]]), lab("statistician")],
                 board=[[O, 4], [B, 4]], containment={"4": ["seal", "up"]})
    y4, y5, y6 = ids(game, 0)
    act(game, "contain", group=(y4, y5, y6), die=y4)
    events = choose(game, "roll_count", 0)
    assert of(events, ev.ContainmentCardUnlocked) == [] and of(events,
                                                                ev.ContainmentCardRevealed) == []
    assert [(c.value, c.status, c.card) for c in game.view().containment] == [(4, "up", "seal")]
    assert reason(game, "play_containment", value=4) == "card_not_unlocked"


def test_R_A7_fourth_die_unlocks_the_card_playable_once_for_free_by_any_researcher():
    """R-A7: four dice of a value unlock its card; any researcher may play it once in their
    own action phase, free; then it leaves the game."""
    game = start(QUIET, [lab(dice=[[Y, 4], [Y, 5], [Y, 6]]), lab("statistician")],
                 board=[[O, 4], [B, 4], [P, 4]], containment={"4": ["seal", "up"]}, breach=3)
    y4, y5, y6 = ids(game, 0)
    act(game, "contain", group=(y4, y5, y6), die=y4)
    events = choose(game, "roll_count", 0)
    assert [(e.value, e.card) for e in of(events, ev.ContainmentCardUnlocked)] == [(4, "seal")]
    assert game.view().containment[0].status == "unlocked"
    end(game)                           # lab 1's turn: any researcher may play it
    assert game.view().active == 1
    assert [a.value for a in actions(game, "play_containment")] == [4]
    events = act(game, "play_containment", value=4)
    assert [(e.value, e.card, e.lab) for e in of(events, ev.ContainmentCardPlayed)] == [
        (4, "seal", 1)]
    assert [(e.by, e.marker) for e in of(events, ev.BreachReduced)] == [(2, 1)]
    assert is_turn(game, 1, 3)
    assert game.view().containment[0].status == "used"
    assert reason(game, "play_containment", value=4) == "card_not_unlocked"


def test_R_A7_a_complete_colour_row_brings_back_a_destroyed_die_rolled_onto_a_column():
    """R-A7: the sixth yellow value makes the researcher bring back a destroyed die of any
    colour (compulsory, CZ 490, FR 470), rolled, on top of a column lower than 4; on an empty
    position its event re-arms."""
    game = start({"b2": [[O, 1], [O, 2], [O, 3], [O, 4]], "c3": [[P, 5]]},
                 [lab(dice=[[Y, 6]], hand=["direct-contain"]), lab("statistician")],
                 board=[[Y, v] for v in range(1, 6)])
    y6 = ids(game, 0)[0]
    pool = destroyed_ids(game)
    events = act(game, "play", card="direct-contain#p0")
    assert [(e.colour, e.lab) for e in of(events, ev.ColourCompleted)] == [(Y, 0)]
    d = decision(game, "bonus_die")
    assert d.options == tuple(pool)  # no "none": the bonus is compulsory
    back = pool[-1]
    game.force([4])
    choose(game, None, back)
    d = decision(game, "place_column")
    assert "b2" not in d.options and len(d.options) == 15
    events = choose(game, None, "a1")
    assert [(e.col, e.event) for e in of(events, ev.EventRearmed)] == [("a1", "ACC")]
    assert [(e.die, e.value, e.col, e.layer) for e in of(events, ev.DieReturned)] == [
        (back, 4, "a1", 1)]
    assert game.view().board[(Y, 6)] == y6 and game.view().column("a1").dice[0].die.value == 4


def test_R_A7_V9_the_colour_bonus_may_be_declined_under_V9_only():
    """R-A7 / V9: the English first edition's "may" (EN 351): None brings nothing back."""
    game = start(QUIET, [lab(dice=[[Y, 6]], hand=["direct-contain"]), lab("statistician")],
                 board=[[Y, v] for v in range(1, 6)], variants=("V9",))
    pool = destroyed_ids(game)
    act(game, "play", card="direct-contain#p0")
    events = choose(game, "bonus_die", None)
    assert of(events, ev.DieReturned) == [] and destroyed_ids(game) == pool


# --- R-A8 unique ------------------------------------------------------------------------------
def test_R_A8_unique_action_of_the_nuclear_physicist():
    """R-A8: destroy one primed die showing 1 or 2; one action; impossible without target."""
    game = start(QUIET, [lab("nuclear"), lab("statistician")], primed=[[Y, 1], [O, 2], [B, 3]])
    y1, o2, b3 = [d for d, _ in primed(game)]
    events = act(game, "unique")
    assert [(e.lab, e.researcher) for e in of(events, ev.UniqueUsed)] == [(0, "nuclear")]
    assert decision(game, "pick_die").options == (y1, o2)
    events = choose(game, None, o2)
    assert [(e.die, e.cause) for e in of(events, ev.DieDestroyed)] == [(o2, "unique:nuclear")]
    assert is_turn(game, 0, 2)
    game = start(QUIET, [lab("nuclear"), lab("statistician")], primed=[[B, 3]])
    assert reason(game, "unique") == "cannot_resolve"
    assert actions(game, "unique") == []


def test_R_A8_unique_action_of_the_quantum_chemist_adjusts_a_primed_die_by_two():
    """R-A8: the chemist adjusts one primed die by 1 or 2; below 1 destroys it."""
    game = start(QUIET, [lab("chemist"), lab("statistician")], primed=[[Y, 2]])
    y2 = primed(game)[0][0]
    act(game, "unique")
    assert decision(game, "pick_delta").options == (1, -1, 2, -2)
    events = choose(game, None, -2)
    assert [(e.die, e.place, e.cause) for e in of(events, ev.DieDestroyed)] == [
        (y2, "primed", "adjusted_below_one")]


# --- R-A9 card containment --------------------------------------------------------------------
def test_R_A9_card_containment_needs_no_group_draws_nothing_destroys_a_match_and_reveals():
    """R-A9: Direct Containment puts one lab die on the board without a group and without a
    research card, still destroys the matching primed die and still triggers R-A7."""
    game = start(QUIET, [lab(dice=[[Y, 2], [O, 5]], hand=["direct-contain"]),
                         lab("statistician")],
                 primed=[[Y, 2]], board=[[P, 2]], containment={"2": ["seal", "down"]},
                 decks=decks(["extract"], ["purge"], ["stasis"]))
    y2, o5 = ids(game, 0)
    py2 = primed(game)[0][0]
    act(game, "play", card="direct-contain#p0")
    assert decision(game, "pick_die").options == (y2, o5)
    choose(game, None, y2)
    assert decision(game, "destroy_matching").options == (py2, None)
    events = choose(game, None, py2)
    assert [(e.die, e.cause) for e in of(events, ev.DieDestroyed)] == [(py2, "contained_match")]
    assert [(e.value, e.card) for e in of(events, ev.ContainmentCardRevealed)] == [(2, "seal")]
    assert of(events, ev.CardDrawn) == [] and "roll_count" not in [
        getattr(e, "question", None) for e in events]
    assert game.view().board == {(P, 2): game.view().board[(P, 2)], (Y, 2): y2}
    assert game.view().labs[0].hand == () and is_turn(game, 0, 3)
    assert game.view().deck_sizes == {2: 1, 3: 1, 4: 1}
