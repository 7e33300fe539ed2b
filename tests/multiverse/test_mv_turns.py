"""Turns, actions, encounters, leaps, the end and the variants (M-T, M-A, M-E, M-Q, M-W, M-R,
MV1-MV4)."""

from __future__ import annotations

import pytest
from multiverse_kit import C, QUIET_ANNA, S, act, answer, events_of, history_of, position_game, switch, world

from alea.multiverse.engine import ACTIONS, Flip, FlipAll, IllegalMove, Turn
from alea.multiverse.engine import events as ev
from alea.multiverse.engine.moves import Choice

TWO = ["wooden", "green", "yellow", "white", "red", "blue"]
PETR = {"F1": "124", "F2": "234", "F3": "125", "B1": "24", "B2": "123"}


def test_M_T2_one_compulsory_action_of_six() -> None:
    game = position_game({"switches": ["1", "45"], "sceptres": TWO, "formations": [QUIET_ANNA, PETR]})
    assert game.legal_moves() == list(ACTIONS) and len(ACTIONS) == 6  # no pass (A8)
    for bad in (Flip(0), Flip(6), Choice(0)):
        with pytest.raises(IllegalMove):
            game.apply(bad)
    assert game.pending == Turn(0) and len(game.record.entries) == 0
    events = act(game, Flip(2))  # Anna holds no white: Petr is asked
    assert game.pending.kind == "challenge"
    assert events_of(events, ev.Flipped) == [ev.Flipped(0, 2, world("12"))]


def test_M_A3_M_T3_a_failed_challenge_captures_nothing() -> None:
    """Anna flips into C1's 13; Petr challenges, change: the slider goes back, nothing is met."""
    game = position_game({"switches": ["1", "45"], "sceptres": TWO,
                          "formations": [QUIET_ANNA, PETR], "columns": [["13"]]}, rolls=(C,))
    act(game, Flip(3))
    answer(game, "challenge", True, player=1)
    events = answer(game, "reroll", False, player=0)
    assert events_of(events, ev.FlipConfirmed) == [ev.FlipConfirmed(0, 3, False, world("1"))]
    assert not events_of(events, ev.Encounter) and switch(game, 0) == "1"
    assert events_of(events, ev.TurnEnded) == [ev.TurnEnded(0, 0)]  # M-T4


def test_M_T3_checks_after_a_confirmed_flip() -> None:
    game = position_game({"switches": ["1", "45"], "sceptres": TWO,
                          "formations": [QUIET_ANNA, PETR], "columns": [["13"]]},
                         rolls=(S, S, S), reroll="off")
    act(game, Flip(3))
    events = answer(game, "challenge", True)
    kinds = [type(e).__name__ for e in events]
    assert kinds.index("FlipConfirmed") < kinds.index("Encounter") < kinds.index("TurnEnded")


def test_M_T4_M_T5_the_turn_ends_without_a_match_and_only_the_wooden_holder_rotates() -> None:
    game = position_game({"switches": ["1", "45"], "sceptres": TWO, "formations": [QUIET_ANNA, PETR]},
                         challenge="never")
    events = act(game, Flip(5))
    assert events_of(events, ev.TurnEnded) == [ev.TurnEnded(0, 0)]
    assert events_of(events, ev.SceptresRotated)[0].owner == 0  # Anna held the wooden sceptre
    events = act(game, Flip(5))  # Petr now holds it: his turn ends with a rotation too
    assert events_of(events, ev.SceptresRotated)[0].owner == 1
    events = act(game, Flip(4))  # the wooden sceptre is at position 4, Petr's: Anna rotates nothing
    assert not events_of(events, ev.SceptresRotated)


def test_M_E1_encounters_are_compulsory_and_M_E7_the_leap_rolls_the_world() -> None:
    game = position_game({"switches": ["135", "0"], "sceptres": TWO,
                          "formations": [QUIET_ANNA, {"F1": "135"}]}, rolls=(S, S, S), reroll="off")
    assert history_of(game, ev.Encounter) == [ev.Encounter(0, 1, "F1", world("135"))]
    assert history_of(game, ev.LeapStarted) == [ev.LeapStarted((1, 3, 5), (0, 1))]
    assert [e.colour for e in history_of(game, ev.DieRolled)] == [1, 3, 5]  # A11: switch order


def test_M_E2_own_tokens_and_face_down_tokens_are_never_met() -> None:
    game = position_game({"switches": ["12345", "1235"], "sceptres": TWO,
                          "formations": [{"F1": "1235"}, {"F1": "4", "B1": "12345"}]},
                         reroll="off")
    assert not history_of(game, ev.Encounter)  # B1 of Petr is 12345 but face down
    act(game, Flip(5))  # Anna: 1234
    events = answer(game, "challenge", False)  # Petr's turn opens on 1235: Anna's own F1
    assert events_of(events, ev.Encounter) == [ev.Encounter(1, 0, "F1", world("1235"))]
    assert game.state.available(0) == [("formation", 1, "F1", world("4"))]
    assert all(w != world("12345") for _, _, w in game.view(0).available(0))


def test_M_Q3_M_Q5_leap_flips_by_roll_and_nothing_else_for_others() -> None:
    """Petr's switch comes to equal C1's top in Anna's leap: he meets nothing in her turn."""
    game = position_game({"switches": ["23", "0"], "sceptres": TWO,
                          "formations": [QUIET_ANNA, {"F1": "23", "F2": "124"}], "columns": [["3"]]},
                         rolls=(S, C), reroll="off")
    # white S, red C: Anna 2, Petr 3 = C1's top; Petr captures nothing (M-Q5)
    assert (switch(game, 0), switch(game, 1)) == ("2", "3")
    assert history_of(game, ev.LeapChanged) == [ev.LeapChanged(3, (0, 1))]
    assert history_of(game, ev.LeapEnded) == [ev.LeapEnded(((0, world("2")), (1, world("3"))))]
    assert len(history_of(game, ev.Encounter)) == 1 and game.state.columns == [[world("3")]]


def test_M_R3_challenges_go_to_the_current_holder() -> None:
    game = position_game({"switches": ["0", "0"], "sceptres": TWO,
                          "formations": [{"F1": "12345"}, {"F1": "1234"}]})
    act(game, Flip(5))
    answer(game, "challenge", False, player=1)  # blue at position 5: Petr
    # rotation: blue moved to position 4 (Petr's), green to 0 (Anna's), yellow to 1 (Anna's)
    act(game, Flip(1))
    answer(game, "challenge", False, player=0)  # Petr's flip of green: Anna holds green


def test_meet_choice_when_several_revealed_players_match_A14() -> None:
    game = position_game({"switches": ["0", "3", "3"], "sceptres": TWO[:2] + ["white", "red", "yellow", "blue"],
                          "formations": [QUIET_ANNA, {}, {}]}, players=3)
    act(game, Flip(3))
    if game.pending.kind == "challenge":
        answer(game, "challenge", False)
    assert game.pending.kind == "meet" and game.pending.options == (1, 2) and game.pending.player == 0
    events = answer(game, "meet", 2)
    assert events_of(events, ev.FinalMeeting) == [ev.FinalMeeting(0, 2, world("3"))]
    assert game.state.score(0) == 3 and game.state.winners == (0,)


def test_M_W3_score_and_shared_win_and_MV4_finisher() -> None:
    position = {"switches": ["0", "3"], "sceptres": ["wooden", "green", "red", "white", "yellow", "blue"],
                "formations": [QUIET_ANNA, {}], "captured": [[], ["1", "2", "4"]]}
    game = position_game(position)
    act(game, Flip(3))
    assert game.state.score(0) == 3 == game.state.score(1)
    assert game.state.winners == (0, 1)  # A15: shared
    assert history_of(game, ev.GameEnded) == [ev.GameEnded("meeting", (3, 3), (0, 1))]
    game = position_game(position, variants=frozenset({"MV4"}))
    act(game, Flip(3))
    assert game.state.winners == (0,)


def test_M_W4_a_safety_limit_stops_a_stalled_game_as_a_draw() -> None:
    """The safety stop is a draw whatever the score (M-W4): Anna is a point ahead and does not
    win; nobody does, and every language says so."""
    game = position_game({"switches": ["0", "0"], "sceptres": TWO,
                          "formations": [{"F1": "12345"}, {"F1": "1234"}], "captured": [["3"], []]},
                         challenge="never", turn_limit=3)
    for _ in range(3):
        act(game, Flip(5))
    assert game.result == "stopped" and game.pending is None
    assert history_of(game, ev.GameEnded) == [ev.GameEnded("limit", (1, 0), ())]
    assert game.state.winners == () and game.view().winners == ()
    with pytest.raises(IllegalMove, match="game_over"):
        game.apply(Flip(1))
    from alea.multiverse.narration import Narrator

    said = {lang: Narrator(lang, "normal", ["Anna", "Petr"]).events(history_of(game, ev.GameEnded), game.view(0))
            for lang in ("cs", "fr", "en")}
    assert "a draw" in said["en"][0] and "Nobody wins" in said["en"][0] and "Winner" not in said["en"][0]
    assert "remíza" in said["cs"][0] and "nul" in said["fr"][0]
    status = {lang: Narrator(lang, "normal", ["Anna", "Petr"]).query("status", game.view(0))
              for lang in ("cs", "fr", "en")}
    assert status["en"] == "Game over, a draw. Nobody wins."
    assert "remíza" in status["cs"] and "nul" in status["fr"]
    terse = Narrator("en", "terse", ["Anna", "Petr"]).events(history_of(game, ev.GameEnded), game.view(0))
    assert "Draw" in terse[0]


def test_MV1_optional_encounters() -> None:
    position = {"switches": ["135", "0"], "sceptres": TWO, "formations": [QUIET_ANNA, {"F1": "135"}]}
    game = position_game(position, variants=frozenset({"MV1"}))
    assert game.pending.kind == "encounter" and game.pending.data["world"] == world("135")
    events = answer(game, "encounter", False)
    assert events_of(events, ev.EncounterDeclined) == [ev.EncounterDeclined(0, world("135"))]
    assert game.pending == Turn(0)
    game = position_game(position, variants=frozenset({"MV1"}), rolls=(S, S, S), reroll="off")
    events = answer(game, "encounter", True)
    assert events_of(events, ev.Encounter) == [ev.Encounter(0, 1, "F1", world("135"))]


def test_MV3_physical_die_results_are_typed_by_the_roller() -> None:
    game = position_game({"switches": ["23", "1"], "sceptres": TWO,
                          "formations": [QUIET_ANNA, {"F1": "23", "F2": "4"}]},
                         variants=frozenset({"MV3"}), reroll="off")
    pending = game.pending
    assert pending.kind == "die_result" and pending.player == 0 and pending.data == {"purpose": "leap", "colour": 2}
    answer(game, "die_result", S)
    answer(game, "die_result", C)
    assert switch(game, 0) == "2" and switch(game, 1) == "13"
    assert not any("c" in e for e in game.record.entries)  # no draw from the random source
    assert history_of(game, ev.DieRolled) == [ev.DieRolled(0, "leap", 2, S), ev.DieRolled(0, "leap", 3, C)]
    assert game.undo_possible() is False  # a typed roll is a roll: undo stops there
