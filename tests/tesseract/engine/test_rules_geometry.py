"""Section 2 of the rules: open faces, removability, the edge cube, what is known, events under
columns and re-arming (R-G1..R-G6)."""

from __future__ import annotations

from alea.tesseract.engine import End, Remove
from alea.tesseract.engine import events as ev
from kit.game import (B, O, P, Y, act, choose, col_ids, decision, destroyed_ids, end, kinds, lab,
                      of, primed, reason, start, top)


def test_R_G1_open_faces_follow_neighbour_heights_and_grid_edges():
    """R-G1: top open only on a column's top die; a side is open when the neighbour is off the
    grid or lower than the die's layer; the bottom is never open."""
    game = start({
        "a2": [[Y, 1], [Y, 2], [Y, 3]],
        "b2": [[O, 1], [O, 2], [O, 3]],
        "c2": [[B, 1]],
        "b3": [[P, 1], [P, 2]],
        "b1": [[P, 3], [P, 4], [P, 5], [P, 6]],
    })
    view = game.view()
    faces = {(t.col, t.layer): t.open_faces for c in view.tower for t in c.dice}
    assert faces[("b2", 3)] == ("top", "north", "east")
    assert faces[("b2", 2)] == ("east",)
    assert faces[("b2", 1)] == ()
    assert faces[("a2", 3)] == ("top", "north", "south", "west")
    assert faces[("a2", 1)] == ("north", "south", "west")
    assert faces[("c2", 1)] == ("top", "north", "east", "south")
    assert faces[("b3", 2)] == ("top", "north", "east", "west")
    assert faces[("b3", 1)] == ("north", "east", "west")
    assert faces[("b1", 4)] == ("top", "north", "east", "south", "west")
    assert faces[("b1", 2)] == ("east", "south", "west")
    assert all("bottom" not in f for f in faces.values())


def test_R_G2_top_and_one_side_open_is_not_removable():
    """R-G2: a die needs its top and at least two sides open; with one side it cannot be taken,
    primed or relocated."""
    game = start({
        "b2": [[O, 1], [O, 1]],          # top open, only north open (b3 is lower): not removable
        "a2": [[Y, 5], [Y, 5]], "c2": [[B, 5], [B, 5]], "b1": [[P, 5], [P, 5]],
        "b3": [[P, 6]],
    }, [lab(hand=["relocate"]), lab("statistician")])
    view = game.view()
    b2 = view.column("b2").dice[-1]
    assert b2.open_faces == ("top", "north") and not b2.removable
    assert reason(game, "remove", col="b2") == "not_removable"
    assert sorted(a.col for a in game.legal_moves() if isinstance(a, Remove)) == ["a2", "b1", "b3",
                                                                               "c2"]
    # an effect may not take it either: the relocation card offers only removable dice
    act(game, "play", card="relocate#p0")
    options = decision(game, "pick_die").options
    assert top(game, "b2") not in options
    assert set(options) == {top(game, c) for c in ("a2", "b1", "b3", "c2")}


def test_R_G2_R_G3_edge_cube_skips_a_lower_value_that_is_not_removable():
    """R-G2, R-G3: the edge cube is chosen among removable dice only."""
    game = start({
        "b2": [[O, 1]],                  # layer 1, value 1, only its north side is open
        "a2": [[Y, 3]], "c2": [[B, 4]], "b1": [[P, 5]],
    })
    assert not game.view().column("b2").dice[0].removable
    a2 = top(game, "a2")
    assert game.view().edge == (a2,)
    game.force([2])
    events = end(game)
    primes = of(events, ev.DiePrimed)
    assert [(e.die, e.value, e.col, e.cause) for e in primes] == [(a2, 2, "a2", "threat")]


def test_R_G3_edge_cube_is_lowest_layer_first_then_lowest_value():
    """R-G3: the lowest layer that holds a removable die wins over a lower value higher up."""
    game = start({
        "a1": [[Y, 6], [Y, 1]],          # layer 2, value 1
        "c1": [[B, 3]],                  # layer 1, value 3: the edge cube
        "d4": [[P, 5]],                  # layer 1, value 5
    })
    c1 = top(game, "c1")
    assert game.view().edge == (c1,)
    game.force([4])
    end(game)
    assert primed(game)[-1] == (c1, 4)
    assert col_ids(game, "c1") == []


def test_R_G3_tied_edge_cubes_are_a_decision_of_the_active_researcher():
    """R-G3: when several removable dice of the lowest layer share the lowest value, the active
    researcher chooses; the chosen one is primed."""
    game = start({"b1": [[Y, 2]], "c3": [[B, 2]], "b4": [[P, 5]], "a2": [[O, 4], [O, 1]]},
                 active=1)
    b1, c3 = top(game, "b1"), top(game, "c3")
    assert game.view().edge == (b1, c3)
    end(game)
    d = decision(game, "edge_tie")
    assert d.lab == 1 and d.options == (b1, c3)
    game.force([6])
    choose(game, None, c3)
    assert primed(game)[-1] == (c3, 6)
    assert col_ids(game, "b1") == [b1] and col_ids(game, "c3") == []


def test_R_G4_hidden_value_and_colour_in_the_view_and_their_reveals():
    """R-G4: a die with no open face shows neither colour nor value; a side open shows only the
    colour; a top once open shows the value for good, even when covered again."""
    game = start({
        "a2": [[Y, 1], [Y, 2], [Y, 3]],
        "b2": [[O, 4], [O, 5], [O, 6]],
        "c2": [[B, 1], [B, 2], [B, 3]],
        "b1": [[P, 5]],
        "b3": [[P, 1], [P, 2]],
    }, [lab(hand=["relocate"]), lab("statistician")])
    low, mid, high = col_ids(game, "b2")
    view = game.view()
    assert (view.die(low).colour, view.die(low).value) == (None, None)
    assert (view.die(mid).colour, view.die(mid).value) == (O, None)   # south side open
    assert (view.die(high).colour, view.die(high).value) == (O, 6)
    assert (view.die(col_ids(game, "a2")[0]).colour, view.die(col_ids(game, "a2")[0]).value) == (
        Y, None)
    # emptying b1 opens the south side of the bottom die: its colour, not its value
    events = act(game, "remove", col="b1")
    assert [(e.die, e.colour, e.col, e.layer) for e in of(events, ev.ColourRevealed)] == [
        (low, O, "b2", 1)]
    assert of(events, ev.ValueRevealed) == []
    assert (game.view().die(low).colour, game.view().die(low).value) == (O, None)
    # taking b2's top opens the top of the middle die: its value
    events = act(game, "remove", col="b2")
    assert [(e.die, e.value, e.col, e.layer) for e in of(events, ev.ValueRevealed)] == [
        (mid, 5, "b2", 2)]
    assert game.view().die(mid).value == 5
    # covering it again does not hide it: relocate b3's top onto b2
    act(game, "play", card="relocate#p0")
    choose(game, "pick_die", top(game, "b3"))
    choose(game, "pick_column", "b2")
    assert col_ids(game, "b2")[1] == mid and len(col_ids(game, "b2")) == 3
    assert game.view().die(mid).value == 5
    assert game.view().die(low).value is None


def test_R_G4_every_seat_sees_the_same_view_hidden_dice_hidden_from_all():
    """R-G4: what is hidden is hidden from every lab, so a seat holding one lab gets the very
    view of the shared screen (built once per position)."""
    game = start({"a2": [[Y, 1]], "b2": [[O, 4], [O, 5]], "c2": [[B, 1]], "b1": [[P, 5]],
                  "b3": [[P, 1]]}, [lab(), lab("statistician")])  # b2's bottom die: no face open
    low = col_ids(game, "b2")[0]
    for seat in (frozenset({0}), frozenset({1}), frozenset({0, 1})):
        assert game.view(seat) is game.view()
        assert (game.view(seat).die(low).colour, game.view(seat).die(low).value) == (None, None)


def test_R_G4_no_event_reveals_a_hidden_value():
    """R-G4: the events of a game never carry the value of a die the players cannot see."""
    game = start({"b2": [[O, 4], [O, 5]], "a2": [[Y, 1], [Y, 1]], "c2": [[B, 1], [B, 1]],
                  "b1": [[P, 1], [P, 1]], "b3": [[P, 2], [P, 2]]})
    hidden = col_ids(game, "b2")[0]
    assert game.view().die(hidden).value is None
    act(game, "remove", col="a2")
    end(game)
    for item in game.history:
        data = item.event.to_dict()
        if data.get("die") == hidden:
            assert "value" not in data, data


def test_R_G5_emptying_a_column_in_an_action_reveals_and_resolves_its_event_at_once():
    """R-G5: taking the last die of a1 (ACC on side 1) reveals ACC, which destroys the edge cube
    before the action ends; taking a die that leaves the column non-empty reveals nothing."""
    game = start({"a1": [[Y, 2], [Y, 3]], "b2": [[O, 4]], "c3": [[B, 5]]})
    lower, upper = col_ids(game, "a1")
    b2 = top(game, "b2")
    events = act(game, "remove", col="a1")
    assert of(events, ev.EventRevealed) == [] and of(events, ev.DieDestroyed) == []
    assert game.view().column("a1").event_state == "covered"
    events = act(game, "remove", col="a1")
    assert [k for k in kinds(events)] == ["die_removed", "event_revealed", "die_destroyed"]
    assert (events[1].col, events[1].event) == ("a1", "ACC")
    assert (events[2].die, events[2].place, events[2].cause) == (b2, "tower:b2", "ACC")
    assert game.view().column("a1").event_state == "revealed"
    assert destroyed_ids(game)[-1] == b2
    assert [d.id for d in game.view().labs[0].dice] == [upper, lower]


def test_R_G5_emptying_a_column_in_the_threat_phase_resolves_after_the_breach_check():
    """R-G5, R-T3: a prime that empties d4 (ACC) rolls, checks the breach, then resolves ACC."""
    game = start({"d4": [[P, 1]], "c3": [[B, 5]], "b2": [[O, 6]]},
                 primed=[[Y, 3], [O, 3]])
    d4, c3 = top(game, "d4"), top(game, "c3")
    game.force([3])
    events = end(game)
    tail = [k for k in kinds(events) if k not in ("action_phase_ended", "threat_phase_started")]
    assert tail == ["die_primed", "breach_opened", "event_revealed", "die_destroyed",
                    "turn_started"]
    assert events[2].die == d4 and events[2].value == 3
    assert of(events, ev.BreachOpened)[0].marker == 1
    assert of(events, ev.DieDestroyed)[0].die == c3


def test_R_G6_a_die_put_back_on_a_revealed_position_rearms_its_event():
    """R-G6: after ACC under a1 was revealed, relocating a die onto a1 re-arms it; emptying a1
    again reveals and resolves ACC a second time."""
    game = start({"a1": [[Y, 2]], "b2": [[O, 6]], "c3": [[B, 5]], "d3": [[P, 4]],
                  "b4": [[P, 6]]}, [lab(hand=["relocate"]), lab("statistician")])
    c3, d3, b2 = top(game, "c3"), top(game, "d3"), top(game, "b2")
    events = act(game, "remove", col="a1")
    assert of(events, ev.DieDestroyed)[0].die == d3
    assert game.view().column("a1").event_state == "revealed"
    act(game, "play", card="relocate#p0")
    choose(game, "pick_die", b2)
    events = choose(game, "pick_column", "a1")
    assert [(e.col, e.event) for e in of(events, ev.EventRearmed)] == [("a1", "ACC")]
    assert game.view().column("a1").event_state == "rearmed"
    assert col_ids(game, "a1") == [b2]
    events = act(game, "remove", col="a1")
    assert [(e.col, e.event) for e in of(events, ev.EventRevealed)] == [("a1", "ACC")]
    assert [(e.die, e.cause) for e in of(events, ev.DieDestroyed)] == [(c3, "ACC")]


def test_R_G6_a_position_empty_at_start_counts_as_revealed_and_rearms():
    """R-G6: a position that starts empty is uncovered (its event was revealed); covering it
    re-arms the event, and emptying it again resolves it."""
    game = start({"b2": [[O, 6]], "c3": [[B, 5]], "b4": [[P, 6]]},
                 [lab(hand=["relocate"]), lab("statistician")])
    c3 = top(game, "c3")
    assert game.view().column("a1").event_state == "revealed"
    act(game, "play", card="relocate#p0")
    choose(game, "pick_die", top(game, "b2"))
    events = choose(game, "pick_column", "a1")
    assert [(e.col, e.event) for e in of(events, ev.EventRearmed)] == [("a1", "ACC")]
    events = act(game, "remove", col="a1")
    assert [(e.col, e.event) for e in of(events, ev.EventRevealed)] == [("a1", "ACC")]
    assert [(e.die, e.cause) for e in of(events, ev.DieDestroyed)] == [(c3, "ACC")]


def test_R_G2_only_the_top_die_of_a_column_can_be_removed_and_empty_columns_refuse():
    """R-G2: remove takes the top die; an empty column is refused with empty_column."""
    game = start({"a1": [[Y, 1], [Y, 2]], "c3": [[B, 5]]})
    assert reason(game, "remove", col="b2") == "empty_column"
    lower, upper = col_ids(game, "a1")
    events = game.apply(Remove(col="a1"))
    assert of(events, ev.DieRemoved)[0].die == upper
    assert col_ids(game, "a1") == [lower]


def test_R_G4_along_random_games_no_event_or_decision_shows_a_hidden_die():
    """R-G4: at every moment of seeded random games, no event so far and no pending decision
    carries the value of a die the view still shows as hidden, nor the colour of a die whose
    colour is hidden."""
    import random

    from alea.tesseract.engine import Config, Game
    from alea.tesseract.engine.requests import Decision

    for seed in (4, 8):
        game = Game.new(Config(players=2, seed=seed, base="D"))
        rng = random.Random(seed)
        for _ in range(120):
            if game.pending is None:
                break
            view = game.view()
            no_value = {t.die.id for c in view.tower for t in c.dice if t.die.value is None}
            no_colour = {t.die.id for c in view.tower for t in c.dice if t.die.colour is None}
            for item in view.history:
                data = item.event.to_dict()
                die = data.get("die")
                if die in no_value:
                    assert not {"value", "old", "new"} & set(data), data
                if die in no_colour:
                    assert "colour" not in data, data
            pending = game.pending
            if isinstance(pending, Decision) and pending.kind in ("edge_tie", "setup_tie",
                                                                  "fortify_tie", "pick_die"):
                assert not set(pending.options) & no_value, pending
            moves = game.legal_moves()
            busy = [m for m in moves if not (isinstance(m, End))]
            game.apply(rng.choice(busy) if busy and rng.random() < 0.7 else rng.choice(moves))
