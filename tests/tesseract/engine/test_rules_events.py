"""Section 6 of the rules: the eight events of the base plate (ACC FOR CHN FIS EMW EMB INT SHK),
revealed in actions, in cards and in the threat phase, with their empty-target cases."""

from __future__ import annotations

from alea.tesseract.engine import events as ev
from alea.tesseract.engine.requests import Turn
from kit.game import (B, O, P, Y, act, choose, col_ids, decision, destroyed_ids, end, is_turn,
                      kinds, lab, lab_ids, lab_values, of, primed, start, top)


def body(events):
    """The events without the turn's framing."""
    return [e for e in events if e.kind not in ("action_phase_ended", "threat_phase_started",
                                                 "turn_started")]


# --- ACC --------------------------------------------------------------------------------------
def test_ACC_destroys_the_edge_cube_a_tie_is_a_decision():
    """ACC: destroy the edge cube; two tied candidates are the active researcher's choice."""
    game = start({"a1": [[Y, 2]], "b2": [[O, 3]], "c3": [[B, 3]], "b4": [[P, 6], [P, 1]]})
    b2, c3 = top(game, "b2"), top(game, "c3")
    events = act(game, "remove", col="a1")
    assert [(e.col, e.event) for e in of(events, ev.EventRevealed)] == [("a1", "ACC")]
    d = decision(game, "edge_tie")
    assert d.lab == 0 and d.options == (b2, c3)
    events = choose(game, None, c3)
    assert [(e.die, e.value, e.place, e.cause) for e in of(events, ev.DieDestroyed)] == [
        (c3, 3, "tower:c3", "ACC")]
    assert col_ids(game, "c3") == [] and col_ids(game, "b2") == [b2]
    assert destroyed_ids(game)[-1] == c3 and is_turn(game, 0, 2)


def test_R_T6_removing_the_last_die_loses_at_once_and_its_event_never_resolves():
    """R-T6 (Czech revision, corrected 2026-11-22): the last die leaving the Tesseract ends the
    game at once, in the action phase; the ACC under it is not even revealed."""
    game = start({"a1": [[Y, 2]]})
    events = act(game, "remove", col="a1")
    assert kinds(events) == ["die_removed", "game_lost"]
    assert events[-1].reason == "last_die" and game.result == "lost" and game.pending is None


def test_V5_ACC_with_no_die_left_does_nothing_and_loses_nothing():
    """V5, ACC: an empty Tesseract has no edge cube: nothing happens, and the game goes on
    until the threat phase finds the Tesseract empty."""
    game = start({"a1": [[Y, 2]]}, variants=("V5",))
    pool = destroyed_ids(game)
    events = act(game, "remove", col="a1")
    assert kinds(events) == ["die_removed", "event_revealed", "event_fizzled"]
    assert events[-1].event == "ACC" and destroyed_ids(game) == pool
    assert game.result is None and is_turn(game, 0, 2)
    events = end(game)
    assert kinds(events)[-1] == "game_lost" and events[-1].reason == "empty_tower"
    assert [e.primes for e in of(events, ev.ThreatPhaseStarted)] == [False]  # none announced


# --- FOR --------------------------------------------------------------------------------------
def test_FOR_rerolls_the_lowest_primed_die_tie_chosen_then_checks_the_breach():
    """FOR (side 1, b3): the lowest primed dice tie (two 2s): the active researcher picks one;
    its reroll to 5 makes three 5s: breach +1."""
    game = start({"b3": [[P, 6]], "c3": [[B, 6]]}, primed=[[Y, 5], [O, 5], [O, 2], [B, 2]])
    o2, b2 = primed(game)[2][0], primed(game)[3][0]
    act(game, "remove", col="b3")
    d = decision(game, "fortify_tie")
    assert d.lab == 0 and d.options == (o2, b2)
    game.force([5])
    events = choose(game, None, b2)
    assert [(e.die, e.old, e.new, e.place) for e in of(events, ev.DieRolled)] == [
        (b2, 2, 5, "primed")]
    assert [(e.value, e.count, e.by) for e in of(events, ev.BreachOpened)] == [(5, 3, 1)]
    assert dict(primed(game))[o2] == 2 and game.view().breach == 1


def test_FOR_with_an_empty_primed_area_does_nothing():
    """FOR: nothing primed, nothing happens."""
    game = start({"b3": [[P, 6]], "c3": [[B, 6]]})
    events = act(game, "remove", col="b3")
    assert kinds(events) == ["die_removed", "event_revealed", "event_fizzled"]
    assert events[-1].event == "FOR"


# --- CHN --------------------------------------------------------------------------------------
def test_CHN_primes_the_edge_cube_with_its_breach_check():
    """CHN (side 2, b1): the edge cube is primed, rolled, checked."""
    game = start({"b1": [[Y, 4]], "c3": [[B, 3]], "b4": [[P, 6]]}, base="2",
                 primed=[[Y, 3], [O, 3]])
    c3 = top(game, "c3")
    game.force([3])
    events = act(game, "remove", col="b1")
    assert kinds(events) == ["die_removed", "event_revealed", "die_primed", "breach_opened"]
    assert (events[2].die, events[2].value, events[2].cause) == (c3, 3, "CHN")
    assert (events[3].count, events[3].marker) == (3, 1)
    assert is_turn(game, 0, 2)


def test_CHN_prime_reveals_another_event_which_resolves_in_turn():
    """CHN, R-T4: CHN's prime empties a1 (ACC), which destroys the next edge cube."""
    game = start({"b1": [[Y, 4]], "a1": [[O, 1]], "c3": [[B, 5]], "b4": [[P, 6]]}, base="2")
    b1, a1, c3 = top(game, "b1"), top(game, "a1"), top(game, "c3")
    game.force([2])
    events = act(game, "remove", col="b1")
    assert [(e.kind, e.event if e.kind == "event_revealed" else e.die) for e in events] == [
        ("die_removed", b1),
        ("event_revealed", "CHN"), ("die_primed", a1), ("event_revealed", "ACC"),
        ("die_destroyed", c3)]


def test_CHN_R_T6_the_last_die_primed_by_a_chain_reaction_loses_at_once():
    """CHN, R-T6: Chain Reaction primes the last die: the game is lost the moment it leaves,
    before its breach check and before the event under it."""
    game = start({"b1": [[Y, 4]], "a1": [[O, 2]]}, base="2", primed=[[O, 5], [B, 5]])
    a1 = top(game, "a1")
    game.force([5])  # a third primed 5 would open a breach
    events = act(game, "remove", col="b1")
    assert kinds(events) == ["die_removed", "event_revealed", "die_primed", "game_lost"]
    assert of(events, ev.DiePrimed)[0].die == a1
    assert events[-1].reason == "last_die" and of(events, ev.BreachOpened) == []
    assert game.result == "lost" and game.pending is None


def test_V5_CHN_from_an_empty_tesseract_does_nothing():
    """V5, CHN: the event's prime has no target: it does nothing and the game goes on."""
    game = start({"b1": [[Y, 4]]}, base="2", variants=("V5",))
    events = act(game, "remove", col="b1")
    assert kinds(events) == ["die_removed", "event_revealed", "event_fizzled"]
    assert game.result is None and is_turn(game, 0, 2)


# --- FIS --------------------------------------------------------------------------------------
def test_FIS_primes_the_edge_cube_then_a_random_destroyed_die_each_checked():
    """FIS (side 3, b3): the edge cube (a 6: two 6s, no breach), then a destroyed die picked at
    random (a 6 again: three 6s, breach +1)."""
    game = start({"b3": [[Y, 5]], "d3": [[B, 4]], "c4": [[P, 6]]}, base="3", primed=[[Y, 6]])
    d3 = top(game, "d3")
    pool = destroyed_ids(game)
    game.force([6], 3, [6])
    events = act(game, "remove", col="b3")
    primes = of(events, ev.DiePrimed)
    assert [(e.die, e.value, e.source, e.cause, e.count) for e in primes] == [
        (d3, 6, "tower", "FIS", 2), (pool[3], 6, "destroyed", "FIS", 3)]
    assert [(e.value, e.count, e.by) for e in of(events, ev.BreachOpened)] == [(6, 3, 1)]
    assert kinds(events).index("breach_opened") > kinds(events).index("die_primed") + 1
    assert pool[3] not in destroyed_ids(game)


def test_FIS_with_an_empty_destroyed_pool_primes_only_the_edge_cube():
    """FIS: all 64 dice in play, none destroyed: only the edge cube is primed."""
    rest = ([[Y, 1]] * 15 + [[O, 1]] * 16 + [[B, 1]] * 15 + [[P, 1]] * 15)
    game = start({"b3": [[Y, 5]], "d3": [[B, 4]], "c4": [[P, 6]]}, base="3", primed=rest)
    assert destroyed_ids(game) == []
    d3 = top(game, "d3")
    game.force([6])
    events = act(game, "remove", col="b3")
    assert [(e.die, e.source) for e in of(events, ev.DiePrimed)] == [(d3, "tower")]
    assert isinstance(game.pending, Turn)


# --- EMW / EMB --------------------------------------------------------------------------------
def test_EMW_rerolls_every_lab_but_the_spared_one():
    """EMW (side A, a1): the active researcher spares one lab; all dice of the others are
    rerolled (one roll), the removed die included; rerolled lab dice never breach."""
    game = start({"a1": [[P, 5]], "c3": [[B, 6]]},
                 [lab(dice=[[Y, 1], [Y, 2]]), lab("statistician", dice=[[O, 3]]),
                  lab("xenolinguist", dice=[[B, 4]])], base="A")
    y1, y2 = lab_ids(game, 0)
    a1 = top(game, "a1")
    b4 = lab_ids(game, 2)[0]
    act(game, "remove", col="a1")
    d = decision(game, "spare_lab")
    assert d.lab == 0 and d.options == (0, 1, 2)
    game.force([6, 6, 6, 6])
    events = choose(game, None, 1)
    assert [(e.die, e.new) for e in of(events, ev.DieRolled)] == [(y1, 6), (y2, 6), (a1, 6),
                                                                  (b4, 6)]
    assert lab_values(game, 0) == [6, 6, 6] and lab_values(game, 1) == [3]
    assert lab_values(game, 2) == [6] and game.view().breach == 0


def test_EMB_rerolls_every_die_of_every_lab():
    """EMB (side C, c2): all lab dice rerolled, nobody spared."""
    game = start({"c2": [[P, 5]], "b4": [[B, 6]]},
                 [lab(dice=[[Y, 1]]), lab("statistician", dice=[[O, 3], [O, 4]])], base="C")
    y1, c2 = lab_ids(game, 0)[0], top(game, "c2")
    o3, o4 = lab_ids(game, 1)
    game.force([2, 3, 4, 5])
    events = act(game, "remove", col="c2")
    assert [(e.col, e.event) for e in of(events, ev.EventRevealed)] == [("c2", "EMB")]
    assert [(e.die, e.new) for e in of(events, ev.DieRolled)] == [(y1, 2), (c2, 3), (o3, 4),
                                                                  (o4, 5)]
    assert lab_values(game, 0) == [2, 3] and lab_values(game, 1) == [4, 5]


# --- INT --------------------------------------------------------------------------------------
def test_INT_turns_primed_2s_into_3s_and_4s_into_5s_one_check_per_value():
    """INT (side 4, c2): 2 -> 3 and 4 -> 5, a 3 stays and (ruling) a 6 stays 6; the three 3s
    breach once."""
    game = start({"c2": [[P, 1]], "b4": [[B, 6]]}, base="4",
                 primed=[[Y, 2], [O, 2], [B, 4], [P, 6], [Y, 3]])
    before = [d for d, _ in primed(game)]
    events = act(game, "remove", col="c2")
    assert [v for _, v in primed(game)] == [3, 3, 5, 6, 3]
    assert [d for d, _ in primed(game)] == before
    assert [(e.die, e.old, e.new) for e in of(events, ev.DieAdjusted)] == [
        (before[0], 2, 3), (before[1], 2, 3), (before[2], 4, 5)]
    assert [(e.value, e.count, e.by) for e in of(events, ev.BreachOpened)] == [(3, 3, 1)]


def test_INT_six_new_5s_breach_by_two_once():
    """INT: four 4s join two 5s: one check for 5, six of them: +2."""
    game = start({"c2": [[P, 1]], "b4": [[B, 6]]}, base="4",
                 primed=[[Y, 4], [O, 4], [B, 4], [P, 4], [Y, 5], [O, 5]])
    events = act(game, "remove", col="c2")
    assert [(e.value, e.count, e.by, e.marker) for e in of(events, ev.BreachOpened)] == [
        (5, 6, 2, 2)]


def test_INT_with_no_2_or_4_primed_does_nothing():
    """INT: nothing to change, nothing happens."""
    game = start({"c2": [[P, 1]], "b4": [[B, 6]]}, base="4", primed=[[Y, 3], [O, 6]])
    events = act(game, "remove", col="c2")
    assert kinds(events)[-1] == "event_fizzled" and primed_values_of(game) == [3, 6]


def primed_values_of(game):
    return [v for _, v in primed(game)]


# --- SHK --------------------------------------------------------------------------------------
def test_SHK_in_an_action_destroys_every_lab_die_showing_the_removed_dies_value():
    """SHK (side A, b3): the removed 3 reveals SHK; every lab die showing 3, in all labs, is
    destroyed, the removed die itself included (ruling: it is a lab die showing 3)."""
    game = start({"b3": [[Y, 3]], "c3": [[B, 6]]},
                 [lab(dice=[[O, 3], [B, 5]]), lab("statistician", dice=[[P, 3], [B, 1]])],
                 base="A")
    o3, b5 = lab_ids(game, 0)
    p3, b1 = lab_ids(game, 1)
    y3 = top(game, "b3")
    events = act(game, "remove", col="b3")
    assert sorted((e.die, e.cause) for e in of(events, ev.DieDestroyed)) == sorted(
        [(o3, "SHK"), (p3, "SHK"), (y3, "SHK")])
    assert lab_ids(game, 0) == [b5] and lab_ids(game, 1) == [b1]


def test_SHK_in_the_threat_phase_uses_the_primed_dies_rolled_value():
    """SHK: primed from b3 showing 3, rolled to 5: the lab 5s go, the lab 3 stays."""
    game = start({"b3": [[Y, 3]], "c3": [[B, 6]]},
                 [lab(dice=[[O, 3], [B, 5]]), lab("statistician", dice=[[P, 5]])], base="A")
    o3, b5 = lab_ids(game, 0)
    p5 = lab_ids(game, 1)[0]
    game.force([5])
    events = body(end(game))
    assert kinds(events) == ["die_primed", "event_revealed", "die_destroyed", "die_destroyed"]
    assert [e.die for e in of(events, ev.DieDestroyed)] == [b5, p5]
    assert lab_ids(game, 0) == [o3] and lab_ids(game, 1) == []


def test_events_revealed_while_a_card_resolves_resolve_at_once():
    """R-G5, R-T4 with a card: Quick Extraction empties a1; ACC resolves inside the card."""
    game = start({"a1": [[Y, 2]], "b2": [[O, 3]], "c3": [[B, 4]]},
                 [lab(hand=["extract"]), lab("statistician")])
    a1, b2 = top(game, "a1"), top(game, "b2")
    act(game, "play", card="extract#p0")
    events = choose(game, "pick_die", a1)
    assert kinds(events)[-3:] == ["die_removed", "event_revealed", "die_destroyed"]
    assert of(events, ev.DieDestroyed)[0].die == b2


def test_FIS_R_T6_removing_the_last_die_loses_before_its_fission():
    """FIS, R-T6: the last die removed: lost at once; the fission under it never resolves."""
    game = start({"b3": [[Y, 5]]}, base="3")
    assert destroyed_ids(game)
    events = act(game, "remove", col="b3")
    assert kinds(events) == ["die_removed", "game_lost"]
    assert events[-1].reason == "last_die" and game.result == "lost"


def test_V5_FIS_from_an_empty_tesseract_still_primes_a_destroyed_die():
    """V5, FIS: the edge-cube prime has no target; the destroyed die is still primed (it has
    one), and the game goes on until the threat phase."""
    game = start({"b3": [[Y, 5]]}, base="3", variants=("V5",))
    pool = destroyed_ids(game)
    game.force(0, [3])
    events = act(game, "remove", col="b3")
    assert kinds(events) == ["die_removed", "event_revealed", "die_primed"]
    assert of(events, ev.DiePrimed)[0].die == pool[0] and game.result is None


def test_SHK_revealed_by_ACC_uses_the_destroyed_dies_value():
    """SHK, R-T4 (side A): ACC under d1 destroys b3's last die (a 2), revealing SHK: the lab 2s
    go, the lab 4 (the removed d1 die) stays."""
    game = start({"d1": [[Y, 4]], "b3": [[O, 2]], "c4": [[P, 6], [P, 6]]},
                 [lab(dice=[[B, 2]]), lab("statistician", dice=[[P, 2], [P, 5]])], base="A")
    b2_ = lab_ids(game, 0)[0]
    p2, p5 = lab_ids(game, 1)
    d1, b3 = top(game, "d1"), top(game, "b3")
    events = act(game, "remove", col="d1")
    assert [(e.kind, e.event if e.kind == "event_revealed" else e.die) for e in events] == [
        ("die_removed", d1), ("event_revealed", "ACC"), ("die_destroyed", b3),
        ("event_revealed", "SHK"), ("die_destroyed", b2_), ("die_destroyed", p2)]
    assert lab_ids(game, 0) == [d1] and lab_ids(game, 1) == [p5]


def test_EMW_revealed_in_the_threat_phase_asks_the_active_researcher_then_the_turn_passes():
    """EMW (side A, a1) revealed by the threat prime: the active lab (0) is asked whom to
    spare; sparing itself rerolls only lab 1; then lab 1's turn begins."""
    game = start({"a1": [[Y, 1]], "b4": [[P, 6]]},
                 [lab(dice=[[O, 3]]), lab("statistician", dice=[[B, 4]])], base="A")
    a1 = top(game, "a1")
    b4 = lab_ids(game, 1)[0]
    game.force([2])
    events = end(game)
    assert [(e.die, e.value) for e in of(events, ev.DiePrimed)] == [(a1, 2)]
    assert [(e.col, e.event) for e in of(events, ev.EventRevealed)] == [("a1", "EMW")]
    d = decision(game, "spare_lab")
    assert d.lab == 0 and game.view().phase == "threat"
    game.force([1])
    events = choose(game, None, 0)
    assert [(e.die, e.old, e.new) for e in of(events, ev.DieRolled)] == [(b4, 4, 1)]
    assert lab_values(game, 0) == [3] and is_turn(game, 1, 3)
