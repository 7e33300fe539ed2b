"""The spec's test positions (multiverse-rules.md section 12), one test each."""

from __future__ import annotations

from multiverse_kit import C, QUIET_ANNA, S, act, answer, events_of, history_of, position_game, switch, world

from alea.multiverse.engine import Flip, FlipAll, Turn
from alea.multiverse.engine import events as ev

TWO = ["wooden", "green", "yellow", "white", "red", "blue"]
"""Anna (positions 0-2): wooden, green, yellow; Petr (3-5): white, red, blue."""


def test_position_1_worked_example_M_E_M_Q_M_A2_M_A4_M_W3() -> None:
    """The rulebook's worked example, rebuilt: four captures in one turn."""
    game = position_game({
        "switches": ["23", "1"], "sceptres": TWO,
        "formations": [QUIET_ANNA, {"F1": "14", "F2": "23", "F3": "4", "B1": "2", "B2": "1345"}],
        "columns": [["3"]]},
        rolls=(S, C, S, C, S, C, S, C, S))  # W S, R C | W S | G C, R S, Y C, B S, B C | R S
    history = game.history
    # M-T1: the opening check meets Petr F2 at once; B1 and B2 turn up (M-E4, middle).
    encounters = [i.event for i in history if isinstance(i.event, ev.Encounter)]
    assert encounters == [ev.Encounter(0, 1, "F2", world("23"))]
    revealed = [i.event for i in history if isinstance(i.event, ev.TokenRevealed)]
    assert revealed == [ev.TokenRevealed(1, "B1", world("2")), ev.TokenRevealed(1, "B2", world("1345"))]
    answer(game, "reroll", False, player=0)  # white: stability, kept
    events = answer(game, "reroll", False)  # red: change, kept
    assert switch(game, 0) == "2" and switch(game, 1) == "13"
    # The chain: 2 = Petr B1, captured; a back token reveals nothing (M-E4).
    assert events_of(events, ev.Encounter) == [ev.Encounter(0, 1, "B1", world("2"))]
    assert not events_of(events, ev.TokenRevealed)
    answer(game, "reroll", False)
    assert isinstance(game.pending, Turn)
    # The action: flip all (M-A2) turns 2 into 1345, and no challenge is possible.
    events = act(game, FlipAll())
    assert events_of(events, ev.FlippedAll) == [ev.FlippedAll(0, world("1345"))]
    assert not events_of(events, ev.ChallengeAnswered)
    assert events_of(events, ev.Encounter) == [ev.Encounter(0, 1, "B2", world("1345"))]
    answer(game, "reroll", False)  # green: change
    answer(game, "reroll", False)  # red: stability
    answer(game, "reroll", False)  # yellow: change
    events = answer(game, "reroll", True)  # blue: stability, rerolled (M-A4): change
    assert switch(game, 0) == "3" and switch(game, 1) == "345"
    # 3 = C1 top: a column leap (every player); red S changes nothing; no reroll left.
    assert events_of(events, ev.Encounter)[-1] == ev.Encounter(0, None, "C1", world("3"))
    leaps = events_of(events, ev.LeapStarted)
    assert leaps[-1] == ev.LeapStarted((3,), (0, 1), True)
    assert events_of(events, ev.DieRolled)[-1] == ev.DieRolled(0, "leap", 3, S)
    assert events_of(events, ev.DieRolled)[-2] == ev.DieRolled(0, "leap", 5, C, True)
    ended = history_of(game, ev.TurnEnded)
    assert ended == [ev.TurnEnded(0, 4)]  # "tah končí se 4 získanými body"
    assert game.state.score(0) == 4
    petr = game.state.players[1]
    assert not petr.revealed and petr.formation["F1"] == world("14") and petr.formation["F3"] == world("4")
    assert history_of(game, ev.SceptresRotated)[0].sceptres[5] == "wooden"  # M-R1
    assert game.pending == Turn(1)


def test_position_2_challenge_and_single_reroll_M_A1_M_A4_M_A5() -> None:
    """Petr challenges Anna's red flip; her reroll saves it; no second reroll that turn; the
    offer is back in her next turn."""
    game = position_game({
        "switches": ["1", "45"], "sceptres": ["green", "yellow", "wooden", "white", "red", "blue"],
        "formations": [QUIET_ANNA, {"F1": "124", "F2": "234", "F3": "125", "B1": "24", "B2": "123"}],
        "columns": [["13"], ["35"]]}, rolls=(C, S, C, S, S))
    act(game, Flip(3))
    answer(game, "challenge", True, player=1)  # Petr: "Just roll!"
    events = answer(game, "reroll", True, player=0)  # change, rerolled: stability
    assert events_of(events, ev.FlipConfirmed) == [ev.FlipConfirmed(0, 3, True, world("13"))]
    # The leap after capturing C1's 13 rolls a change on green: no reroll is offered again.
    assert ev.DieRolled(0, "leap", 1, C) in events
    assert events_of(events, ev.DecisionMade) == [ev.DecisionMade("reroll", 0, True)]
    assert switch(game, 0) == "3" and switch(game, 1) == "145"
    assert game.state.holds_wooden(0)  # wooden at position 2 moved to 1: still Anna's
    act(game, Flip(4))
    answer(game, "challenge", False, player=0)  # Anna holds yellow now (M-R3)
    act(game, Flip(5))
    answer(game, "challenge", False, player=1)
    assert game.pending.kind == "reroll" and game.pending.player == 0  # a new turn, a new reroll


def _four(switches: list[str], sceptres: list[str], **options: object):
    formations = [{"F1": "12345"}, {"F1": "1234"}, {"F1": "2345"}, {"F1": "1235"}]
    return position_game({"switches": switches, "sceptres": sceptres, "formations": formations},
                         players=4, **options)


def test_position_3_no_challenge_M_A1_2_M_A1_3() -> None:
    """Blue at an imaginary seat, green in Anna's own hand, and flip all: nobody is asked."""
    sceptres = ["green", "wooden", "blue", "white", "red", "yellow"]
    for move, why in ((Flip(5), "imaginary"), (Flip(1), "own"), (FlipAll(), None)):
        game = _four(["0", "1", "2", "3"], sceptres)
        events = act(game, move)
        answered = events_of(events, ev.ChallengeAnswered)
        assert answered == ([] if why is None else [ev.ChallengeAnswered(move.colour, None, False, why)])
        assert game.pending == Turn(1)  # no decision in between: the next player's turn
    # M-E2: flip all gives Anna 12345, her own F1: her own tokens are never met.
    assert game.state.players[0].formation["F1"] == world("12345")


def test_position_4_front_row_reveals_M_E4() -> None:
    """F1 turns up B1 only, F3 turns up B2; F2 turns up both, and then F1 turns up nothing."""
    petr = {"F1": "1", "F2": "2", "F3": "3", "B1": "4", "B2": "5"}
    game = position_game({"switches": ["1", "24"], "sceptres": TWO, "formations": [QUIET_ANNA, petr]},
                         rolls=(S, S), challenge="never", reroll="off")
    assert history_of(game, ev.TokenRevealed) == [ev.TokenRevealed(1, "B1", world("4"))]
    act(game, Flip(1))  # Anna: 0
    act(game, Flip(2))  # Petr: 4, his own B1, which he cannot meet (M-E2)
    events = act(game, Flip(3))  # Anna: 3 = Petr F3
    assert events_of(events, ev.TokenRevealed) == [ev.TokenRevealed(1, "B2", world("5"))]
    assert game.state.players[1].face_up == {"F2", "B1", "B2"}

    game = position_game({"switches": ["2", "13"], "sceptres": TWO, "formations": [QUIET_ANNA, petr]},
                         rolls=(C, S), challenge="never", reroll="off")
    assert history_of(game, ev.TokenRevealed) == [ev.TokenRevealed(1, "B1", world("4")),
                                                  ev.TokenRevealed(1, "B2", world("5"))]
    events = act(game, Flip(1))  # white changed for both: Anna 0 -> 1 = Petr F1
    assert events_of(events, ev.Encounter) == [ev.Encounter(0, 1, "F1", world("1"))]
    assert not events_of(events, ev.TokenRevealed)


def test_position_5_column_reveal_M_E5() -> None:
    """Capturing C1's 12 turns 35 face up, available at once; 4 stays hidden."""
    game = position_game({"switches": ["12", "0"], "sceptres": TWO,
                          "formations": [QUIET_ANNA, {"F1": "124"}], "columns": [["12", "35", "4"]]},
                         rolls=(S, S), reroll="off")
    assert history_of(game, ev.TokenRevealed) == [ev.TokenRevealed(None, "C1", world("35"))]
    view = game.view(0)
    assert [(c.name, c.top, c.below) for c in view.columns] == [("C1", world("35"), 1)]
    assert ("C1", None, world("35")) in view.available(0)
    assert world("4") in view.unseen and world("35") not in view.unseen


def test_position_6_participants_M_Q1() -> None:
    """A formation leap moves the active player and the owner; a column leap moves everyone."""
    sceptres = ["wooden", "green", "white", "red", "yellow", "blue"]
    quiet = [QUIET_ANNA, {"F1": "24"}, {"F1": "134"}]
    game = position_game({"switches": ["24", "0", "1"], "sceptres": sceptres, "formations": quiet},
                         players=3, rolls=(C, S), reroll="off")
    assert (switch(game, 0), switch(game, 1), switch(game, 2)) == ("4", "2", "1")
    quiet[1] = {"F1": "25"}
    game = position_game({"switches": ["24", "0", "1"], "sceptres": sceptres, "formations": quiet,
                          "columns": [["24"]]}, players=3, rolls=(C, S), reroll="off")
    assert (switch(game, 0), switch(game, 1), switch(game, 2)) == ("4", "2", "12")


def test_position_7_identity_and_final_meeting_through_an_own_leap_M_W1_M_W2() -> None:
    game = position_game({"switches": ["5", "15"], "sceptres": TWO,
                          "formations": [QUIET_ANNA, {"F2": "5"}]}, rolls=(C,))
    assert history_of(game, ev.PlayerRevealed) == [ev.PlayerRevealed(1)]
    answer(game, "reroll", False)
    assert (switch(game, 0), switch(game, 1)) == ("0", "1")
    assert game.result is None and game.pending == Turn(0)
    events = act(game, Flip(1))
    assert events_of(events, ev.FinalMeeting) == [ev.FinalMeeting(0, 1, world("1"))]
    assert game.result == "ended" and game.state.score(0) == 1 + 3
    assert game.state.winners == (0,) and game.legal_moves() == []


def test_position_8_final_meeting_at_the_start_of_a_turn_M_T1_M_E3() -> None:
    """Eva comes to equal revealed Petr in Anna's turn; only at Eva's own turn does she meet him."""
    game = position_game({"switches": ["23", "134", "14"],
                          "sceptres": ["wooden", "blue", "green", "white", "red", "yellow"],
                          "formations": [QUIET_ANNA, {"F1": "23", "F2": "125"}, {}]},
                         players=3, rolls=(S, C), reroll="off")
    assert (switch(game, 0), switch(game, 1)) == ("2", "14")
    assert not history_of(game, ev.FinalMeeting)
    events = act(game, Flip(5))  # Anna's own blue: 25, nothing met
    assert events_of(events, ev.FinalMeeting) == [ev.FinalMeeting(1, 2, world("14"))]
    assert events_of(events, ev.TurnStarted)[-1].owner == 1
    assert game.pending is None and game.state.score(1) == 3 and game.state.winners == (1,)


def test_position_9_final_meeting_beats_a_token_match_M_W2() -> None:
    game = position_game({"switches": ["0", "3"], "sceptres": ["wooden", "green", "red", "white", "yellow", "blue"],
                          "formations": [QUIET_ANNA, {}], "columns": [["3"]]})
    events = act(game, Flip(3))
    assert events_of(events, ev.FinalMeeting) == [ev.FinalMeeting(0, 1, world("3"))]
    assert not events_of(events, ev.Encounter)
    assert game.state.columns == [[world("3")]] and game.state.score(0) == 3


def test_position_10_empty_world_M_C1_M_Q2() -> None:
    game = position_game({"switches": ["1", "24"], "sceptres": TWO,
                          "formations": [QUIET_ANNA, {"F1": "124"}], "columns": [["5"], ["0"]]})
    events = act(game, Flip(1))
    assert events_of(events, ev.Encounter) == [ev.Encounter(0, None, "C2", 0)]
    assert events_of(events, ev.LeapStarted) == [ev.LeapStarted((), (0, 1), True)]
    assert not events_of(events, ev.DieRolled)
    assert not any("c" in entry for entry in game.record.entries)
    assert events_of(events, ev.TurnEnded) == [ev.TurnEnded(0, 1)]


def test_position_11_rotation_two_players_M_R1() -> None:
    game = position_game({"switches": ["0", "0"], "sceptres": TWO,
                          "formations": [{"F1": "12345"}, {"F1": "1234"}]}, challenge="never")
    wooden = []
    for _ in range(6):
        act(game, Flip(5))
        wooden.append(game.state.sceptres.index("wooden"))
    assert wooden == [5, 4, 4, 3, 3, 2]  # A, P, A, P, A, P
    assert game.pending == Turn(0) and game.state.holds_wooden(0)


def test_position_12_imaginary_wooden_holder_M_R2_M_T6() -> None:
    game = position_game({"switches": ["1", "2", "3", "4"],
                          "sceptres": ["green", "white", "blue", "wooden", "red", "yellow"],
                          "formations": [{"F1": "12345"}, {"F1": "1234"}, {"F1": "2345"}, {"F1": "1235"}],
                          "active": 2}, players=4, challenge="never")
    act(game, Flip(5))
    assert game.state.sceptres.index("wooden") == 2  # I1
    for _ in range(3):  # seats 4, 1, 2; I2 skipped
        act(game, Flip(5))
    owners = [e.owner for e in history_of(game, ev.TurnStarted)]
    assert owners == [2, 3, 0, 1, -1, 2]
    assert history_of(game, ev.SceptresRotated)[-1].owner == -1
    assert game.state.sceptres.index("wooden") == 1 and game.pending == Turn(2)


def test_position_13_final_meeting_from_a_reveal_M_W2_M_E6_M_Q4() -> None:
    for roll, after in ((C, "0"), (S, "5")):
        game = position_game({"switches": ["5", "5"], "sceptres": TWO,
                              "formations": [QUIET_ANNA, {"F2": "5"}]}, rolls=(roll,), reroll="off")
        assert [type(i.event).__name__ for i in game.history if type(i.event) in
                (ev.Encounter, ev.PlayerRevealed, ev.LeapEnded, ev.FinalMeeting)] == [
            "Encounter", "PlayerRevealed", "LeapEnded", "FinalMeeting"]
        assert switch(game, 0) == after and game.result == "ended"
        assert game.state.score(0) == 4 and not history_of(game, ev.TurnEnded)
