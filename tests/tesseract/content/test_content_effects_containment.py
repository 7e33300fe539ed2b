"""Every containment card (tesseract-content.md, 9 cards), each proved on an exact position: what
it changes, the decisions it asks (R-C2, R-D1), and when it cannot be played; and the rules of
playing them (R-A7: only unlocked, once, for free)."""

from __future__ import annotations

from typing import Any

import pytest

from alea.tesseract.engine import (Adjust, Config, End, Game, IllegalMove, Play, PlayContainment,
                                   Turn)
from alea.tesseract.engine import events as ev
from alea.tesseract.engine.content import load_content
from kit.game import QUIET_TOWER, choose, column, full_tower, lab_dice, of, options, primed


def new_game(labs: list[dict[str, Any]], card: str, tower: dict | None = None,
             status: str = "unlocked", **position: Any) -> Game:
    """A game whose containment card beside value 5 is ``card`` (another one, face down, beside 6)."""
    other = "restoration" if card == "seal" else "seal"  # one card never lies at two values
    pos = {"tower": QUIET_TOWER if tower is None else tower, "labs": labs, "numbering": "colour",
           "containment": {"5": [card, status], "6": [other, "down"]}, **position}
    return Game.new(Config(players=len(labs), position=pos))


def play(game: Game) -> list[ev.Event]:
    """Play the card beside value 5; it must be legal and becomes used."""
    action = PlayContainment(value=5)
    assert action in game.legal_moves()
    card = game.view().containment[0].card
    events = game.apply(action)
    assert events[0] == ev.ContainmentCardPlayed(5, card, game.view().active)
    assert game.view().containment[0].status == "used"
    return events


def cannot_play(game: Game) -> None:
    action = PlayContainment(value=5)
    assert action not in game.legal_moves()
    with pytest.raises(IllegalMove) as err:
        game.apply(action)
    assert err.value.reason == "cannot_resolve"
    assert game.view().containment[0].status == "unlocked"


LABS = [{"researcher": "chemist"}, {"researcher": "nuclear"}]


def test_every_containment_card_has_a_test_here() -> None:
    names = [name for name in globals() if name.startswith("test_")]
    for card in load_content().containment:
        prefix = "test_" + card.replace("-", "_") + "_"
        assert any(n.startswith(prefix) for n in names), card


# --- playing rules ---------------------------------------------------------------------------
@pytest.mark.parametrize("status", ["down", "up", "used", "lost"])
def test_only_an_unlocked_containment_card_can_be_played(status: str) -> None:
    g = new_game(LABS, "seal", status=status, breach=3)
    with pytest.raises(IllegalMove) as err:
        g.apply(PlayContainment(value=5))
    assert err.value.reason == "card_not_unlocked"
    with pytest.raises(IllegalMove) as err:
        g.apply(PlayContainment(value=1))  # no card beside 1 in this position
    assert err.value.reason == "bad_argument"


def test_a_containment_card_is_played_once_for_free_by_any_researcher() -> None:
    g = new_game(LABS, "seal", breach=3)
    play(g)
    assert g.pending == Turn(0, 3)
    with pytest.raises(IllegalMove) as err:
        g.apply(PlayContainment(value=5))
    assert err.value.reason == "card_not_unlocked"


# --- the nine cards --------------------------------------------------------------------------
def test_singularity_destroys_every_primed_die_of_one_value() -> None:
    g = new_game(LABS, "singularity",
                 primed=[["blue", 4], ["purple", 4], ["orange", 2], ["yellow", 4]])
    (b4, _), (p4, _), (o2, _), (y4, _) = primed(g)
    play(g)
    assert options(g, "pick_number") == (2, 4)
    events = choose(g, "pick_number", 4)
    assert of(events, ev.DieDestroyed) == [
        ev.DieDestroyed(d, c, 4, "primed", "containment:singularity")
        for d, c in ((b4, "blue"), (p4, "purple"), (y4, "yellow"))]
    assert primed(g) == [(o2, 2)]


def test_singularity_cannot_be_played_without_primed_dice() -> None:
    cannot_play(new_game(LABS, "singularity"))


def test_restoration_returns_up_to_three_destroyed_dice_rolled() -> None:
    g = new_game(LABS, "restoration", tower={"d1": [["purple", 4]] * 4, "c3": [["purple", 3]]})
    play(g)
    assert set(options(g, "pick_die")) == {d.id for d in g.view().destroyed}
    g.force([6])
    choose(g, "pick_die", 0)
    assert "d1" not in options(g, "place_column")
    choose(g, "place_column", "c3")
    g.force([1])
    choose(g, "pick_die", 16)
    choose(g, "place_column", "c3")
    g.force([2])
    choose(g, "pick_die", 32)
    events = choose(g, "place_column", "a4")  # the third and last
    assert of(events, ev.DieReturned) == [ev.DieReturned(32, "blue", 2, "a4", 1)]
    assert column(g, "c3") == [(52, 3), (0, 6), (16, 1)] and column(g, "a4") == [(32, 2)]
    assert g.pending == Turn(0, 3)


def test_restoration_stops_when_the_player_says_so() -> None:
    g = new_game(LABS, "restoration")
    play(g)
    g.force([3])
    choose(g, "pick_die", 0)
    choose(g, "place_column", "a1")
    events = choose(g, "pick_die", None)
    assert not of(events, ev.DieReturned) and g.pending == Turn(0, 3)
    assert column(g, "a1") == [(0, 3)]


def test_restoration_cannot_be_played_with_nothing_destroyed() -> None:
    tower = full_tower()
    top = tower["d4"].pop()
    g = new_game([{"researcher": "chemist", "dice": [top]}, {"researcher": "nuclear"}],
                 "restoration", tower=tower)
    assert g.view().destroyed == ()
    cannot_play(g)


@pytest.mark.parametrize("before,by,after", [(3, 2, 1), (1, 1, 0), (6, 2, 4)])
def test_seal_moves_the_breach_marker_back_two_not_below_zero(before: int, by: int,
                                                              after: int) -> None:
    g = new_game(LABS, "seal", breach=before)
    events = play(g)
    assert of(events, ev.BreachReduced) == [ev.BreachReduced(by, after)]
    assert g.view().breach == after


def test_seal_cannot_be_played_at_breach_zero() -> None:
    cannot_play(new_game(LABS, "seal", breach=0))


@pytest.mark.parametrize("before", [3, 0])
def test_dilation_gives_the_active_researcher_three_more_actions(before: int) -> None:
    g = new_game([{"researcher": "chemist", "dice": [["orange", 3]]}, {"researcher": "nuclear"}],
                 "dilation", actions=before)
    events = play(g)
    assert of(events, ev.ActionsGained) == [ev.ActionsGained(0, 3, before + 3)]
    assert g.pending == Turn(0, before + 3)
    for n in range(before + 3):
        g.apply(Adjust(die=16, delta=(1, -1)[n % 2]))
    assert g.pending == Turn(0, 0)
    with pytest.raises(IllegalMove) as err:
        g.apply(Adjust(die=16, delta=1))
    assert err.value.reason == "no_actions_left"


def test_mass_reprogram_sets_every_die_of_one_lab() -> None:
    g = new_game([{"researcher": "chemist", "dice": [["orange", 1]]},
                  {"researcher": "nuclear", "dice": [["blue", 2], ["blue", 3]]},
                  {"researcher": "magnetic"}], "mass-reprogram")
    play(g)
    assert options(g, "pick_lab") == (0, 1)  # labs with dice
    choose(g, "pick_lab", 1)
    assert g.pending.data["die"] == 32 and options(g, "pick_value") == (1, 2, 3, 4, 5, 6)
    choose(g, "pick_value", 6)
    events = choose(g, "pick_value", 6)
    assert of(events, ev.DieSet) == [ev.DieSet(33, "blue", 3, 6, "lab:1")]
    assert lab_dice(g, 1) == [(32, 6), (33, 6)] and lab_dice(g, 0) == [(16, 1)]
    assert not any(isinstance(h.event, ev.DecisionMade) and h.event.question == "consent"
                   for h in g.history)  # nothing moves: no consent


def test_mass_reprogram_cannot_be_played_with_empty_labs() -> None:
    cannot_play(new_game(LABS, "mass-reprogram", primed=[["blue", 2]]))


def test_resonance_contains_dice_from_any_labs_without_a_group() -> None:
    g = new_game([{"researcher": "chemist", "dice": [["yellow", 2]]},
                  {"researcher": "nuclear", "dice": [["orange", 2], ["blue", 5]]}], "resonance",
                 primed=[["orange", 2]])
    (po2, _), = primed(g)
    play(g)
    assert options(g, "pick_die") == (0, 16, 32)
    events = choose(g, "pick_die", 0)
    assert of(events, ev.DieContained) == [ev.DieContained(0, "yellow", 2, 0, 1)]
    # the chemist may destroy the primed orange 2 for its yellow 2
    events = choose(g, "destroy_matching", None)
    assert options(g, "pick_die") == (16, 32, None)
    choose(g, "pick_die", 16)
    assert g.pending.lab == 1  # the die leaves another researcher's lab: they agree
    events = choose(g, "consent", True)
    assert of(events, ev.DieContained) == [ev.DieContained(16, "orange", 2, 0, 2)]
    events = choose(g, "destroy_matching", po2)
    assert of(events, ev.DieDestroyed) == [
        ev.DieDestroyed(po2, "orange", 2, "primed", "contained_match")]
    assert not of(events, ev.CardDrawn) and g.pending == Turn(0, 3)
    assert g.view().board == {("yellow", 2): 0, ("orange", 2): 16}
    assert lab_dice(g, 1) == [(32, 5)]


def test_resonance_leaves_a_die_whose_researcher_refuses() -> None:
    g = new_game([{"researcher": "chemist"}, {"researcher": "nuclear", "dice": [["orange", 2]]}],
                 "resonance")
    play(g)  # the only die is picked without asking
    events = choose(g, "consent", False)
    assert of(events, ev.TransferRefused) == [ev.TransferRefused(16, 1)]
    assert not of(events, ev.DieContained) and g.view().board == {}
    assert lab_dice(g, 1) == [(16, 2)]


def test_resonance_cannot_be_played_without_a_die_to_contain() -> None:
    g = new_game([{"researcher": "chemist", "dice": [["yellow", 2]]},
                  {"researcher": "nuclear"}], "resonance", board=[["yellow", 2]])
    cannot_play(g)


def test_harvest_lets_every_researcher_remove_a_die_in_turn_order() -> None:
    tower = {"b2": [["purple", 1], ["purple", 2]], "c3": [["purple", 3]], "d3": [["purple", 4]]}
    g = new_game([{"researcher": "chemist"},
                  {"researcher": "nuclear", "dice": [["orange", v] for v in range(1, 7)]},
                  {"researcher": "magnetic"}, {"researcher": "structural"}],
                 "harvest", tower=tower, active=2)
    play(g)
    # lab 2 (the active one) first, then 3, then 0; lab 1 is full and skipped
    assert g.pending.lab == 2 and options(g, "pick_die") == (49, 50, 51, None)
    events = choose(g, "pick_die", 51)
    assert of(events, ev.DieRemoved) == [ev.DieRemoved(51, "purple", 4, "d3", 1, 2)]
    assert g.pending.lab == 3
    choose(g, "pick_die", None)
    assert g.pending.lab == 0 and options(g, "pick_die") == (49, 50, None)
    choose(g, "pick_die", 49)
    assert g.pending == Turn(2, 3)
    assert lab_dice(g, 2) == [(51, 4)] and lab_dice(g, 3) == [] and lab_dice(g, 0) == [(49, 2)]


def test_harvest_cannot_be_played_when_every_lab_is_full() -> None:
    g = new_game([{"researcher": "chemist", "dice": [["yellow", v] for v in range(1, 7)]},
                  {"researcher": "nuclear", "dice": [["orange", v] for v in range(1, 7)]}],
                 "harvest")
    cannot_play(g)


def test_equilibrium_adjusts_any_number_of_primed_dice() -> None:
    g = new_game(LABS, "equilibrium", primed=[["blue", 4], ["purple", 6], ["orange", 1]])
    (b4, _), (p6, _), (o1, _) = primed(g)
    play(g)
    assert options(g, "pick_die") == (b4, p6, o1)
    choose(g, "pick_die", b4)
    events = choose(g, "pick_delta", 1)
    assert of(events, ev.DieAdjusted) == [ev.DieAdjusted(b4, "blue", 4, 5, "primed")]
    assert options(g, "pick_die") == (p6, o1, None)
    events = choose(g, "pick_die", p6)  # a 6 can only go down: asked no further
    assert of(events, ev.DieAdjusted) == [ev.DieAdjusted(p6, "purple", 6, 5, "primed")]
    choose(g, "pick_die", o1)
    events = choose(g, "pick_delta", -1)
    assert of(events, ev.DieDestroyed) == [
        ev.DieDestroyed(o1, "orange", 1, "primed", "adjusted_below_one")]
    assert not of(events, ev.BreachOpened)  # two primed 5s now; adjusts never breach anyway
    assert primed(g) == [(b4, 5), (p6, 5)] and g.pending == Turn(0, 3)


def test_equilibrium_stops_when_the_player_says_so() -> None:
    g = new_game(LABS, "equilibrium", primed=[["blue", 4], ["purple", 6]])
    play(g)
    choose(g, "pick_die", 32)
    choose(g, "pick_delta", -1)
    choose(g, "pick_die", None)
    assert primed(g) == [(32, 3), (51, 6)] and g.pending == Turn(0, 3)


def test_equilibrium_cannot_be_played_without_primed_dice() -> None:
    cannot_play(new_game([{"researcher": "chemist", "dice": [["blue", 2]]},
                          {"researcher": "nuclear"}], "equilibrium"))


def test_temporal_stasis_skips_the_next_two_threat_phases() -> None:
    g = new_game(LABS, "temporal-stasis")
    events = play(g)
    assert of(events, ev.PrimingPrevented) == [ev.PrimingPrevented(2)]
    assert g.view().skip_primes == 2
    events = g.apply(End())
    assert of(events, ev.PrimingSkipped) == [ev.PrimingSkipped(0, 1)]
    events = g.apply(End())
    assert of(events, ev.PrimingSkipped) == [ev.PrimingSkipped(1, 0)]
    assert not of(events, ev.DiePrimed) and len(column(g, "b2")) == 2
    g.force([4])
    events = g.apply(End())
    # the edge cube: c3's die, on the lowest layer holding a removable die
    assert [(p.die, p.value) for p in of(events, ev.DiePrimed)] == [(50, 4)]


def test_temporal_stasis_counts_a_threat_phase_that_stasis_also_skips() -> None:
    g = new_game([{"researcher": "chemist", "hand": ["stasis"]}, {"researcher": "nuclear"}],
                 "temporal-stasis")
    play(g)
    g.apply(Play(card="stasis#p0"))
    events = g.apply(End())  # the first of the next two threat phases
    assert of(events, ev.PrimingSkipped) == [ev.PrimingSkipped(0, 1)]
    events = g.apply(End())  # the second
    assert of(events, ev.PrimingSkipped) == [ev.PrimingSkipped(1, 0)]
    g.force([4])
    events = g.apply(End())
    assert len(of(events, ev.DiePrimed)) == 1
