"""Section 4 of the rules: the action phase, winning, the threat phase, events depth first,
breach checks, losing and the turn order (R-T1..R-T7)."""

from __future__ import annotations

from alea.tesseract.engine import End
from alea.tesseract.engine import events as ev
from alea.tesseract.engine.requests import Turn
from kit.game import (B, O, P, Y, act, actions, choose, col_ids, destroyed_ids, end, finish_turn,
                      is_turn, kinds, lab, of, primed, reason, refused, start, top)

QUIET = {"b2": [[P, 6]], "c3": [[P, 5]], "b4": [[O, 6]]}


def test_R_T1_three_actions_the_same_one_repeatedly_then_no_more():
    """R-T1: up to three actions, the same one repeatedly; a fourth is refused."""
    game = start(QUIET, [lab(dice=[[Y, 1], [Y, 2]]), lab("statistician")])
    y1 = game.view().labs[0].dice[0].id
    for left in (2, 1, 0):
        act(game, "adjust", die=y1, delta=1)
        assert is_turn(game, 0, left)
    assert game.view().labs[0].dice[0].value == 4
    assert reason(game, "adjust", die=y1, delta=1) == "no_actions_left"
    assert reason(game, "remove", col="b2") == "no_actions_left"
    assert [m.kind for m in game.legal_moves()] == ["end"]


def test_R_T1_playing_a_card_is_free_before_between_and_after_actions():
    """R-T1: a research card costs no action, even with none left."""
    game = start(QUIET, [lab(dice=[[Y, 1], [Y, 6]], hand=["calibrate", "calibrate", "calibrate"]),
                         lab("statistician")])
    y1 = game.view().labs[0].dice[0].id
    act(game, "play", card="calibrate#p0")
    choose(game, "pick_die", y1)  # a lab 1 can only go up: no question about the direction
    assert is_turn(game, 0, 3) and game.view().labs[0].dice[0].value == 2
    act(game, "adjust", die=y1, delta=1)
    act(game, "play", card="calibrate#p1")
    choose(game, "pick_die", y1)
    choose(game, "pick_delta", -1)
    assert is_turn(game, 0, 2) and game.view().labs[0].dice[0].value == 2
    act(game, "adjust", die=y1, delta=1)
    act(game, "adjust", die=y1, delta=1)
    assert is_turn(game, 0, 0) and game.view().labs[0].dice[0].value == 4
    assert [m.card for m in actions(game, "play")] == ["calibrate#p2"]
    act(game, "play", card="calibrate#p2")
    choose(game, "pick_die", y1)
    choose(game, "pick_delta", 1)
    assert is_turn(game, 0, 0) and game.view().labs[0].dice[0].value == 5


def test_R_T1_ending_early_goes_straight_to_the_threat_phase():
    """R-T1, R-T3: ending with actions left; the threat phase follows at once."""
    game = start(QUIET)
    c3 = top(game, "c3")
    game.force([2])
    events = end(game)
    assert kinds(events)[:3] == ["action_phase_ended", "threat_phase_started", "die_primed"]
    assert (events[0].lab, events[0].actions_left) == (0, 3)
    assert (events[2].die, events[2].value, events[2].cause) == (c3, 2, "threat")


def _almost_full_board():
    """23 filled spaces: every (colour, value) but yellow 3."""
    return [[c, v] for c in (Y, O, B, P) for v in range(1, 7) if (c, v) != (Y, 3)]


def test_R_T2_win_the_moment_the_24th_space_fills():
    """R-T2: containing the 24th die wins at once: no question about the matching primed
    yellow 3 nor about rolling the group's other dice."""
    game = start(QUIET, [lab(dice=[[Y, 1], [Y, 2], [Y, 3]]), lab("statistician")],
                 board=_almost_full_board(), primed=[[Y, 3]])
    group = tuple(sorted(game.view().labs[0].dice[i].id for i in range(3)))
    y3 = game.view().labs[0].dice[2].id
    events = act(game, "contain", group=group, die=y3)
    assert game.result == "won" and game.pending is None
    assert kinds(events)[-1] == "game_won"
    assert of(events, ev.DieContained)[0].filled == 24
    assert of(events, ev.DecisionMade) == []
    assert game.legal_moves() == []
    assert refused(game, End()).reason == "game_over"


def test_R_T2_R_A9_a_card_containment_of_the_24th_die_wins_at_once():
    """R-T2, R-A9: the 24th space filled by Direct Containment wins too."""
    game = start(QUIET, [lab(dice=[[Y, 3]], hand=["direct-contain"]), lab("statistician")],
                 board=_almost_full_board(), primed=[[Y, 3]])
    events = act(game, "play", card="direct-contain#p0")
    assert game.result == "won" and game.pending is None
    assert kinds(events)[-1] == "game_won"


def test_R_T6_emptying_the_tesseract_by_an_action_loses_at_once():
    """R-T6 (Czech revision, corrected 2026-11-22): the last die removed by an action ends the
    game then, in the action phase; no threat phase follows."""
    game = start({"b2": [[O, 4]]})
    events = act(game, "remove", col="b2")
    assert [(e.kind, getattr(e, "reason", None)) for e in events][-1] == ("game_lost", "last_die")
    assert game.result == "lost" and game.pending is None
    assert of(events, ev.ThreatPhaseStarted) == []


def test_R_T6_the_threat_phase_priming_the_last_die_loses_before_its_breach_check():
    """R-T6: the threat phase primes the last die: lost the moment it leaves."""
    game = start({"b2": [[O, 4]]}, primed=[[Y, 3], [B, 3]])
    game.force([3])
    events = end(game)
    assert kinds(events)[-2:] == ["die_primed", "game_lost"]
    assert events[-1].reason == "last_die" and of(events, ev.BreachOpened) == []


def test_V5_R_T3_an_empty_tesseract_at_the_threat_phase_loses():
    """V5 (French and English end): emptying the Tesseract by an action does not lose yet; the
    threat phase that starts with it empty does."""
    game = start({"b2": [[O, 4]]}, variants=("V5",))
    act(game, "remove", col="b2")
    assert col_ids(game, "b2") == [] and is_turn(game, 0, 2) and game.result is None
    events = end(game)
    assert [(e.kind, getattr(e, "reason", None)) for e in events][-1] == ("game_lost",
                                                                          "empty_tower")
    assert game.result == "lost" and game.pending is None and game.view().result == "lost"


def test_R_T3_prime_removes_rolls_places_checks_then_resolves():
    """R-T3: the edge cube leaves its column, is rolled into the primed area, the breach check
    follows, then the event it revealed (FOR on side 1's c2 rerolls the lowest primed die)."""
    game = start({"c2": [[B, 1]], "b4": [[P, 6]]}, primed=[[Y, 5], [O, 5], [P, 2]])
    c2 = top(game, "c2")
    p2 = primed(game)[2][0]
    game.force([5], [4])
    events = end(game)
    body = [e for e in events if e.kind not in ("action_phase_ended", "threat_phase_started",
                                                 "turn_started")]
    assert kinds(body) == ["die_primed", "breach_opened", "event_revealed", "die_rolled"]
    assert (body[0].die, body[0].value, body[0].source, body[0].col) == (c2, 5, "tower", "c2")
    assert (body[1].value, body[1].count, body[1].marker) == (5, 3, 1)
    assert (body[2].col, body[2].event) == ("c2", "FOR")
    assert (body[3].die, body[3].old, body[3].new) == (p2, 2, 4)
    assert primed(game)[-1] == (c2, 5)


def test_R_T4_events_resolve_depth_first():
    """R-T4 (side 3): taking b3's last die reveals FIS; its first prime takes a1's last die,
    which reveals ACC; ACC resolves (destroying d3's die) before FIS primes a destroyed die
    chosen at random (here the one ACC just destroyed)."""
    game = start({"b3": [[Y, 5]], "a1": [[O, 1]], "d3": [[B, 4]], "c4": [[P, 6]]}, base="3")
    b3, a1, d3 = top(game, "b3"), top(game, "a1"), top(game, "d3")
    pool = len(destroyed_ids(game))
    game.force([2], pool, [3])  # a1's roll, the random pick (the last of the pool), its roll
    events = act(game, "remove", col="b3")
    body = [(e.kind, getattr(e, "die", getattr(e, "event", None))) for e in events]
    assert body == [("die_removed", b3), ("event_revealed", "FIS"),
                    ("die_primed", a1), ("event_revealed", "ACC"), ("die_destroyed", d3),
                    ("die_primed", d3)]
    assert of(events, ev.DiePrimed)[1].source == "destroyed"
    assert primed(game)[-2:] == [(a1, 2), (d3, 3)]


def test_R_T5_third_die_of_a_value_advances_the_breach_by_one():
    """R-T5: the count includes the die just primed: 3 -> +1; 2 -> nothing."""
    game = start({"b2": [[O, 4]], "b4": [[P, 6]], "c3": [[B, 5]]}, primed=[[Y, 3], [O, 3]])
    game.force([2])
    events = end(game)
    assert of(events, ev.BreachOpened) == [] and game.view().breach == 0
    game.force([3])
    events = end(game)
    assert [(e.value, e.count, e.by, e.marker) for e in of(events, ev.BreachOpened)] == [
        (3, 3, 1, 1)]
    assert game.view().breach == 1


def test_R_T5_sixth_die_of_a_value_advances_the_breach_by_two():
    """R-T5: 6 or more primed dice of the value advance the marker by 2 (not 1 + 2)."""
    game = start({"b2": [[O, 4]], "b4": [[P, 6]]},
                 primed=[[Y, 4], [Y, 4], [O, 4], [B, 4], [P, 4]], breach=2)
    game.force([4])
    events = end(game)
    assert [(e.value, e.count, e.by, e.marker) for e in of(events, ev.BreachOpened)] == [
        (4, 6, 2, 4)]


def test_R_T5_fourth_and_fifth_dice_advance_by_one_each():
    """R-T5: 4 and 5 of a value are '3 or more': +1 each time."""
    game = start({"b2": [[O, 4]], "b4": [[P, 6]], "c3": [[B, 5]]},
                 primed=[[Y, 1], [Y, 1], [O, 1]])
    game.force([1])
    assert [(e.count, e.by) for e in of(end(game), ev.BreachOpened)] == [(4, 1)]
    game.force([1])
    assert [(e.count, e.by) for e in of(end(game), ev.BreachOpened)] == [(5, 1)]
    assert game.view().breach == 2


def test_R_T5_a_players_own_adjust_or_invert_never_causes_a_breach():
    """R-T5: adjusting a primed 2 into a third 3, or inverting a primed 4 into a fourth 3,
    opens no breach; the next prime of a 3 counts all five."""
    game = start({"b2": [[O, 4]], "b4": [[P, 6]]},
                 [lab(hand=["mirror"]), lab("statistician")],
                 primed=[[Y, 3], [O, 3], [B, 2], [P, 4]])
    b2_, p4 = primed(game)[2][0], primed(game)[3][0]
    events = act(game, "adjust", die=b2_, delta=1)
    events += act(game, "play", card="mirror#p0")
    events += choose(game, "pick_die", p4)
    events += choose(game, "pick_die", None)
    assert sorted(v for _, v in primed(game)) == [3, 3, 3, 3]
    assert of(events, ev.BreachOpened) == [] and game.view().breach == 0
    game.force([3])
    assert [(e.count, e.by, e.marker) for e in of(end(game), ev.BreachOpened)] == [(5, 1, 1)]


def test_R_T6_breach_reaching_7_loses_at_once():
    """R-T6: the marker on 6 plus a breach of 1 is 7: lost; nothing more can be played."""
    game = start({"b2": [[O, 4]], "b4": [[P, 6]]}, primed=[[Y, 2], [O, 2]], breach=6)
    game.force([2])
    events = end(game)
    assert [(e.kind) for e in events][-2:] == ["breach_opened", "game_lost"]
    assert events[-1].reason == "breach"
    assert game.view().breach == 7 and game.result == "lost" and game.pending is None
    assert refused(game, End()).reason == "game_over"


def test_R_T6_breach_by_two_from_five_loses_and_the_marker_stops_at_7():
    """R-T6: 5 + 2 = 7 loses; from 6 a breach of 2 also ends on 7 (the track's end)."""
    for start_at in (5, 6):
        game = start({"b2": [[O, 4]], "b4": [[P, 6]]},
                     primed=[[Y, 6], [Y, 6], [O, 6], [B, 6], [P, 6]], breach=start_at)
        game.force([6])
        events = end(game)
        assert [(e.by, e.marker) for e in of(events, ev.BreachOpened)] == [(2, 7)]
        assert game.result == "lost" and events[-1].reason == "breach"


def test_R_T6_breach_at_6_is_not_lost():
    """R-T6: 6 is not yet a loss."""
    game = start({"b2": [[O, 4]], "b4": [[P, 6]]}, primed=[[Y, 2], [O, 2]], breach=5)
    game.force([2])
    end(game)
    assert game.view().breach == 6 and game.result is None and isinstance(game.pending, Turn)


def test_R_T7_after_the_threat_phase_the_next_lab_plays():
    """R-T7: lab order 0, 1, 2, then 0 again; each turn starts with three actions."""
    game = start({"b2": [[O, 4]], "b4": [[P, 6]], "c3": [[B, 5]], "a2": [[Y, 5]],
                  "d3": [[Y, 6]]}, [lab("archivist"), lab("statistician"), lab("xenolinguist")])
    seen = []
    for turn in range(1, 5):
        assert game.view().turn == turn
        seen.append(game.pending)
        finish_turn(game, value=turn)
    assert seen == [Turn(0, 3), Turn(1, 3), Turn(2, 3), Turn(0, 3)]
    assert [i.event.lab for i in game.history if i.event.kind == "turn_started"] == [0, 1, 2, 0, 1]


def test_V5_an_empty_tesseract_loses_even_when_stasis_would_skip_the_prime():
    """V5 (FR 520, EN 359: "whether or not anything would be primed"): the emptiness check
    comes first, so Stasis does not save an empty Tesseract."""
    game = start({"b2": [[O, 4]]}, [lab(hand=["stasis"]), lab("statistician")],
                 variants=("V5",))
    act(game, "play", card="stasis#p0")
    act(game, "remove", col="b2")
    events = end(game)
    assert events[-1].kind == "game_lost" and events[-1].reason == "empty_tower"


def test_R_T3_stasis_skips_the_prime_of_a_non_empty_tesseract():
    """R-T3 with a card that skips priming: the threat phase primes nothing this turn only."""
    game = start({"b2": [[O, 4]], "c3": [[B, 5]]}, [lab(hand=["stasis"]), lab("statistician")])
    b2 = top(game, "b2")
    act(game, "play", card="stasis#p0")
    events = end(game)
    assert of(events, ev.DiePrimed) == [] and of(events, ev.PrimingSkipped)
    game.force([2])
    events = end(game)
    assert [(e.die, e.value) for e in of(events, ev.DiePrimed)] == [(b2, 2)]
