"""Sections 9 and 10 of the rules: the variants that tell the editions apart (V5..V10), the three
editions (cs, fr, en1), and the rules corrected on 2026-11-22 that have no other home here
(R-A3's own lab, R-T4's order, the breach told first, a threat phase under Stasis)."""

from __future__ import annotations

import pytest

from alea.tesseract.engine import Config, Game
from alea.tesseract.engine import events as ev
from alea.tesseract.engine.config import EDITIONS
from kit.game import (B, O, P, Y, act, choose, decision, end, is_turn, kinds, lab, lab_ids, of,
                      primed, reason, start, top)

QUIET = {"b2": [[P, 6]], "c3": [[P, 5]], "b4": [[O, 6]]}
"""Three dice over positions without events on side 1; c3's 5 is the edge cube."""


def _almost_full_board():
    """23 filled spaces: every (colour, value) but yellow 3."""
    return [[c, v] for c in (Y, O, B, P) for v in range(1, 7) if (c, v) != (Y, 3)]


# --- V5 is proved with R-T6 in test_rules_turn.py and test_rules_events.py ---------------------
# --- V6 ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("variants, by", [((), 2), (("V6",), 1)])
def test_V6_six_primed_dice_of_a_value_advance_the_breach_by_one_only(variants, by):
    """R-T5 / V6 (EN 300-302): a sixth primed 3 advances the marker by 2, by 1 under V6."""
    game = start(QUIET, primed=[[Y, 3], [O, 3], [B, 3], [P, 3], [Y, 3]], variants=variants)
    game.force([3])
    events = end(game)
    assert [(e.value, e.count, e.by, e.marker) for e in of(events, ev.BreachOpened)] == [
        (3, 6, by, by)]


# --- V7 ---------------------------------------------------------------------------------------
def test_V7_shockwave_destroys_the_lab_dice_of_the_last_primed_dies_value():
    """V7 (FR 438): the removed 3 reveals SHK (side A, b3); the last primed die shows 5, so the
    lab 5s go and the 3s (the removed die too) stay. Without V7 the 3s go (CZ 462)."""
    tower = {"b3": [[Y, 3]], "c3": [[B, 6]]}
    labs = [lab(dice=[[O, 3], [B, 5]]), lab("statistician", dice=[[P, 5]])]
    game = start(tower, labs, base="A", primed=[[O, 2], [Y, 5]], variants=("V7",))
    o3, b5 = lab_ids(game, 0)
    p5 = lab_ids(game, 1)[0]
    y3 = top(game, "b3")
    events = act(game, "remove", col="b3")
    assert sorted(e.die for e in of(events, ev.DieDestroyed)) == sorted([b5, p5])
    assert lab_ids(game, 0) == [o3, y3] and lab_ids(game, 1) == []
    czech = start(tower, labs, base="A", primed=[[O, 2], [Y, 5]])
    events = act(czech, "remove", col="b3")
    assert sorted(e.die for e in of(events, ev.DieDestroyed)) == sorted([o3, y3])


def test_V7_shockwave_with_an_empty_primed_area_does_nothing():
    """V7 (ruling): no primed die, no value: the event does nothing."""
    game = start({"b3": [[Y, 3]], "c3": [[B, 6]]}, [lab(dice=[[O, 3]]), lab("statistician")],
                 base="A", variants=("V7",))
    events = act(game, "remove", col="b3")
    assert kinds(events)[-1] == "event_fizzled" and of(events, ev.DieDestroyed) == []


# --- V8 ---------------------------------------------------------------------------------------
def test_V8_destroying_the_identical_primed_die_is_compulsory():
    """V8 (FR 272 "détruisez"): no "none" option; a single identical die goes without a
    question, two identical ones ask which."""
    group = [lab(dice=[[Y, 2], [O, 2], [B, 2]]), lab("statistician")]
    game = start(QUIET, group, primed=[[Y, 2], [P, 2]], variants=("V8",))
    y2, o2, b2 = lab_ids(game, 0)
    py2 = primed(game)[0][0]
    events = act(game, "contain", group=(y2, o2, b2), die=y2)
    assert [(e.die, e.cause) for e in of(events, ev.DieDestroyed)] == [(py2, "contained_match")]
    assert decision(game, "roll_count")
    game = start(QUIET, group, primed=[[Y, 2], [Y, 2]], variants=("V8",))
    y2, o2, b2 = lab_ids(game, 0)
    act(game, "contain", group=(y2, o2, b2), die=y2)
    assert None not in decision(game, "destroy_matching").options
    assert len(decision(game, "destroy_matching").options) == 2


# --- V9 is proved with R-A7 in test_rules_actions.py -------------------------------------------
# --- V10 --------------------------------------------------------------------------------------
def test_V10_the_win_waits_for_the_end_of_the_action_phase():
    """V10 (FR 575, EN 396): the 24th space filled does not win yet; ending the action phase
    does, before any threat phase."""
    game = start(QUIET, [lab(dice=[[Y, 3]], hand=["direct-contain"]), lab("statistician")],
                 board=_almost_full_board(), variants=("V10",))
    act(game, "play", card="direct-contain#p0")
    assert game.result is None and is_turn(game, 0, 3)
    events = end(game)
    assert kinds(events)[-2:] == ["action_phase_ended", "game_won"]
    assert of(events, ev.ThreatPhaseStarted) == [] and game.result == "won"


def test_V10_an_event_later_in_the_phase_can_still_lose_first():
    """V10: after the 24th space fills, a removal reveals CHN (side 2, b1), whose prime opens
    the seventh breach: the game is lost, not won."""
    tower = {"b1": [[Y, 4]], "b2": [[O, 2]], "c1": [[P, 6]]}
    game = start(tower, [lab(dice=[[Y, 3]], hand=["direct-contain"]), lab("statistician")],
                 base="2", board=_almost_full_board(), primed=[[O, 5], [B, 5]], breach=6,
                 variants=("V10",))
    act(game, "play", card="direct-contain#p0")
    game.force([5])
    events = act(game, "remove", col="b1")
    assert kinds(events)[-1] == "game_lost" and events[-1].reason == "breach"
    assert game.result == "lost"


def test_R_T2_without_V10_the_same_fill_wins_at_once():
    """R-T2 (CZ 498 "okamžitě"): the Czech revision wins the moment the 24th space fills."""
    game = start(QUIET, [lab(dice=[[Y, 3]], hand=["direct-contain"]), lab("statistician")],
                 board=_almost_full_board())
    events = act(game, "play", card="direct-contain#p0")
    assert kinds(events)[-1] == "game_won" and game.pending is None


# --- editions (section 10) ----------------------------------------------------------------------
def test_editions_switch_on_their_variants():
    """Section 10: cs none; fr V5, V7, V8, V10; en1 V4, V5, V6, V9, V10; cs is the default."""
    assert Config().edition == "cs" and Config().variants == frozenset()
    assert Config(edition="fr").variants == frozenset({"V5", "V7", "V8", "V10"})
    assert Config(edition="en1").variants == frozenset({"V4", "V5", "V6", "V9", "V10"})
    assert set(EDITIONS) == {"cs", "fr", "en1"}


def test_editions_variants_may_be_switched_on_or_off_one_by_one():
    """Section 10: "any variant may also be switched on or off by itself": given variants are
    the whole set in force."""
    french_with_czech_end = Config(edition="fr", variants=frozenset({"V7", "V8", "V10"}))
    assert french_with_czech_end.edition == "fr" and "V5" not in french_with_czech_end.variants
    assert Config(edition="cs", variants=frozenset({"V9"})).variants == {"V9"}


def test_editions_are_stored_in_the_record_and_read_back():
    """Section 10: the edition is stored in the game (its record and save file); a record from
    before editions reads as the Czech revision; an unknown edition is refused."""
    config = Config(players=2, seed=5, edition="en1")
    data = config.to_json()
    assert data["edition"] == "en1" and data["variants"] == ["V4", "V5", "V6", "V9", "V10"]
    assert Config.from_json(data) == config
    old = {k: v for k, v in Config(players=2).to_json().items() if k != "edition"}
    assert Config.from_json(old).edition == "cs"
    with pytest.raises(ValueError):
        Config.from_json({**data, "edition": "de"})
    with pytest.raises(ValueError):
        Game.new(Config(edition="de"))


def test_editions_are_named_by_the_game_and_its_view():
    """Section 10: the game's start names its edition; the view carries it."""
    game = Game.new(Config(players=2, seed=3, edition="fr"))
    started = [i.event for i in game.history if i.event.kind == "game_started"]
    assert started[0].edition == "fr" and started[0].variants == ("V5", "V7", "V8", "V10")
    assert game.view().edition == "fr"
    assert Game.from_record(game.record).view().edition == "fr"


# --- corrections of 2026-11-22 without a variant ----------------------------------------------
def test_R_A3_a_transfer_into_your_own_lab_needs_a_free_space_in_it():
    """R-A3 (CZ 275): taking a die from another lab into your full lab is refused and not
    listed; with a space free it is legal."""
    six = [[Y, v] for v in range(1, 7)]
    game = start(QUIET, [lab(dice=six), lab("statistician", dice=[[B, 4]])])
    b4 = lab_ids(game, 1)[0]
    assert reason(game, "transfer", die=b4, lab=0) == "lab_full"
    assert not [m for m in game.legal_moves() if getattr(m, "kind", None) == "transfer"
                and m.die == b4]
    game = start(QUIET, [lab(dice=six[:5]), lab("statistician", dice=[[B, 4]])])
    game.check(next(m for m in game.legal_moves() if getattr(m, "kind", None) == "transfer"
                    and m.die == lab_ids(game, 1)[0]))


def test_R_T4_an_event_resolves_after_the_breach_check_of_the_die_that_revealed_it():
    """R-T4 (FR and EN order): the threat phase primes c2's last die (a third 3: breach), and
    only then is FOR under c2 revealed and resolved."""
    game = start({"c2": [[P, 1]], "b4": [[O, 6]]}, primed=[[Y, 3], [O, 3]])
    game.force([3])
    events = end(game)
    order = [k for k in kinds(events) if k in ("die_primed", "breach_opened", "event_revealed")]
    assert order == ["die_primed", "breach_opened", "event_revealed"]


def test_R_T5_a_breach_is_told_before_the_value_seen_under_the_primed_die():
    """R-T5, key fact first (issue 9): the breach comes before what the lift uncovered."""
    game = start({"b2": [[O, 4], [P, 1]], "c3": [[B, 6], [B, 6]]}, primed=[[Y, 3], [O, 3]])
    game.force([3])
    events = end(game)
    order = [k for k in kinds(events) if k in ("die_primed", "breach_opened", "value_revealed")]
    assert order == ["die_primed", "breach_opened", "value_revealed"]


def test_R_T3_under_stasis_the_threat_phase_does_not_announce_a_prime():
    """R-T3 with Stasis: the threat phase says it primes nothing (its event says so), and then
    nothing is primed."""
    game = start(QUIET, [lab(hand=["stasis"]), lab("statistician")])
    act(game, "play", card="stasis#p0")
    events = end(game)
    started = of(events, ev.ThreatPhaseStarted)
    assert [e.primes for e in started] == [False] and of(events, ev.PrimingSkipped)
    assert of(events, ev.DiePrimed) == []
    events = end(game)
    assert [e.primes for e in of(events, ev.ThreatPhaseStarted)] == [True]


def test_every_edition_plays_a_whole_game_to_its_end():
    """Section 10: a whole random game per edition ends, won or lost, and replays exactly."""
    import random

    for edition in EDITIONS:
        game = Game.new(Config(players=2, seed=11, edition=edition))
        rng = random.Random(11)
        while game.pending is not None:
            game.apply(rng.choice(game.legal_moves()))
        assert game.result in ("won", "lost")
        assert Game.from_record(game.record).view() == game.view()
