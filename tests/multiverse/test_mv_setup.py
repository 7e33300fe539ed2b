"""Components and setup (M-C, M-S): what the box holds and how the table is laid."""

from __future__ import annotations

import itertools
import json

import pytest
from multiverse_kit import C, S, answer, history_of

from alea.multiverse.content import data_path
from alea.multiverse.engine import WOODEN, Config, Decision, Game, Turn, load_content
from alea.multiverse.engine import events as ev
from alea.multiverse.engine.content import column_heights, content_from_json
from alea.kernel import Chance, chance_outcome
from alea.multiverse.engine.core import die_faces
from alea.multiverse.engine.rules import CHANCE_NAMESPACE
from alea.multiverse.engine.worlds import COLOUR_DIGITS, flip_all, notation, parse


def _raw() -> dict:
    with open(data_path("multiverse.json"), encoding="utf-8") as handle:
        return json.load(handle)


def place_all(game: Game) -> None:
    """Answer every sceptre placement with the first arrangement."""
    while isinstance(game.pending, Decision) and game.pending.kind == "place_sceptres":
        answer(game, "place_sceptres", game.pending.options[0])


def test_M_C1_thirty_two_worlds_every_combination_once() -> None:
    content = load_content()
    assert sorted(content.tokens) == list(range(32))
    raw = _raw()
    raw["worlds"]["tokens"][1] = "2"  # a duplicate and a missing combination
    with pytest.raises(ValueError, match="M-C1"):
        content_from_json(raw)


def test_M_C2_colours_in_switch_order_as_digits() -> None:
    assert load_content().colours == ("green", "white", "red", "yellow", "blue")
    assert COLOUR_DIGITS == (1, 2, 3, 4, 5)
    assert notation(parse("23")) == "23" and notation(0) == "0" and parse("0") == 0
    for bad in ("32", "6", "", "1a", "11"):
        with pytest.raises(ValueError):
            parse(bad)


def test_M_C3_one_switch_of_five_sliders_per_player_and_M_S2_all_off() -> None:
    game = Game.new(Config(players=6, seed=4, starter=0, variants=frozenset({"MV2"})),
                    forced=(S,) * 30)
    assert [p.switch for p in game.state.players] == [0] * 6  # every roll stability: all off
    assert flip_all(0) == parse("12345")


def test_M_C4_six_sceptres_wooden_and_five_colours() -> None:
    content = load_content()
    assert content.sceptres == (WOODEN, "green", "white", "red", "yellow", "blue")
    game = Game.new(Config(players=3, seed=1, variants=frozenset({"MV2"})))
    assert sorted(game.state.sceptres) == sorted(content.sceptres)


def test_M_C5_the_die_has_two_meanings_and_settable_odds() -> None:
    """The kernel rolls a die of ``sides`` equal faces, ``stable`` of them STABILITY: 1 of 3 by
    default (ruling A4), 1 of 2 with p_stability 1/2; events tell the meaning only."""
    def stabilities(p: str | None) -> float:
        game = Game.new(Config(players=2, seed=0, p_stability=p, variants=frozenset({"MV2"})))
        stable, sides = die_faces(game.state)
        faces = [chance_outcome(CHANCE_NAMESPACE, 7, i, Chance("roll", 1, sides))[0] for i in range(3000)]
        return sum(face <= stable for face in faces) / 3000

    assert 0.30 < stabilities(None) < 0.37
    assert 0.46 < stabilities("1/2") < 0.54
    game = Game.new(Config(players=3, seed=2, variants=frozenset({"MV2"})))
    assert {e.result for e in history_of(game, ev.DieRolled)} == {S, C}
    with pytest.raises(ValueError):
        Config(players=2, p_stability="3/2").validate()
    assert "die" in load_content().placeholders  # ours, not the rulebook's


def test_M_C6_the_components_the_engine_counts() -> None:
    """The rules leaflet is no component: the engine counts 32 worlds, 6 switches (6 players at
    most), 6 sceptres and one die, and nothing else."""
    content = load_content()
    assert (len(content.tokens), content.max_players, len(content.sceptres)) == (32, 6, 6)
    assert set(_raw()) == {"format", "version", "colours", "worlds", "sceptres", "die", "players",
                           "deal", "circle", "formation", "columns", "points", "turn_limit"}


def test_M_C7_imaginary_players_hold_sceptres_only() -> None:
    for players, imaginary in ((4, 2), (5, 1)):
        game = Game.new(Config(players=players, seed=2, variants=frozenset({"MV2"})))
        view = game.view(0)
        assert len(view.players) == players
        assert sorted(o for _, o, _ in view.circle if o < 0) == sorted(-k for k in range(1, imaginary + 1))
        assert all(o in view.order for _, o, _ in view.circle)


@pytest.mark.parametrize("players", [1, 7, 0])
def test_M_S1_two_to_six_players(players: int) -> None:
    with pytest.raises(ValueError, match="M-S1"):
        Config(players=players).validate()


def test_M_S3_five_rolls_each_left_to_right_in_seat_order() -> None:
    rolls = (C, S, C, S, S) + (S, C, C, C, C)
    game = Game.new(Config(players=2, starter=1, variants=frozenset({"MV2"})), forced=rolls)
    setup = [(e.player, e.colour, e.result) for e in history_of(game, ev.DieRolled)]
    assert setup == [(1, c, r) for c, r in zip(COLOUR_DIGITS, rolls[:5])] + \
                    [(0, c, r) for c, r in zip(COLOUR_DIGITS, rolls[5:])]
    assert notation(game.state.players[1].switch) == "13"
    assert notation(game.state.players[0].switch) == "2345"
    assert not any(e.kind == "reroll" for e in history_of(game, ev.DecisionMade))  # no reroll at setup


def test_M_S4_starter_drawn_or_chosen_and_seats_numbered_from_them() -> None:
    drawn = Game.new(Config(players=3, seed=11, variants=frozenset({"MV2"})))
    assert history_of(drawn, ev.StarterChosen)[0].drawn
    assert "c" in drawn.record.entries[0]  # the first chance node: the draw
    chosen = Game.new(Config(players=3, starter=1, variants=frozenset({"MV2"})))
    assert history_of(chosen, ev.StarterChosen) == [ev.StarterChosen(1, False)]
    assert chosen.state.owners == (1, 1, 2, 2, 0, 0)  # seat 1 is the starter
    assert chosen.state.order == (1, 2, 0)


@pytest.mark.parametrize("players,each", [(2, 3), (3, 2), (4, 1), (5, 1), (6, 1)])
def test_M_S5_the_deal(players: int, each: int) -> None:
    for seed in range(5):
        game = Game.new(Config(players=players, seed=seed, variants=frozenset({"MV2"})))
        dealt = dict(history_of(game, ev.SceptresDealt)[0].holdings)
        starter = game.state.starter
        assert WOODEN in dealt[starter]
        assert all(len(dealt[p]) == each for p in range(players))
        assert all(len(dealt[o]) == 1 for o in dealt if o < 0)
        assert sorted(x for held in dealt.values() for x in held) == sorted(load_content().sceptres)


def test_M_S6_each_player_places_their_own_sceptres() -> None:
    game = Game.new(Config(players=2, starter=0, seed=3))
    first = game.pending
    assert isinstance(first, Decision) and first.kind == "place_sceptres" and first.player == 0
    assert len(first.options) == 6 and first.data["positions"] == (0, 1, 2)
    assert all(set(o) == set(first.options[0]) for o in first.options)
    chosen = first.options[4]
    answer(game, "place_sceptres", chosen)
    assert tuple(game.state.sceptres[:3]) == chosen
    second = game.pending
    assert second.kind == "place_sceptres" and second.player == 1 and second.data["positions"] == (3, 4, 5)
    answer(game, "place_sceptres", second.options[5])
    assert tuple(game.state.sceptres[3:]) == second.options[5]
    assert game.pending == Turn(0)
    placed = history_of(game, ev.SceptresPlaced)
    assert [p.random for p in placed] == [False, False]
    # with 4 players nobody has a choice: one sceptre each
    assert Game.new(Config(players=4, seed=3)).pending.__class__ is Turn


def test_M_S6_MV2_random_placement_asks_nobody() -> None:
    game = Game.new(Config(players=3, seed=5, variants=frozenset({"MV2"})))
    assert isinstance(game.pending, Turn)
    assert [p.random for p in history_of(game, ev.SceptresPlaced)] == [True, True, True]


@pytest.mark.parametrize("players,heights", [(2, [4, 4, 4, 4, 3, 3]), (3, [4, 4, 3, 3, 3]),
                                             (4, [4, 4, 4]), (5, [4, 3]), (6, [2])])
def test_M_S7_M_S8_M_S9_formations_and_columns(players: int, heights: list[int]) -> None:
    assert column_heights(32 - 5 * players, 4) == heights
    fresh = [g for g in (Game.new(Config(players=players, seed=k, variants=frozenset({"MV2"})))
                         for k in range(12)) if not history_of(g, ev.Encounter)]
    assert fresh  # games whose first turn opens with no encounter: the table as laid
    for game in fresh[:3]:
        s = game.state
        assert history_of(game, ev.TableLaid) == [ev.TableLaid(tuple(heights))]
        assert [len(c) for c in s.columns] == heights
        for player in s.players:
            assert list(player.formation) == ["F1", "F2", "F3", "B1", "B2"]
            assert player.face_up == {"F1", "F2", "F3"}  # the back row face down (M-S8, A1)
        assert sorted(s.worlds_in_play()) == list(range(32))  # M-S7: all 32 shuffled out
        view = game.view(None)
        assert [c.below for c in view.columns] == [h - 1 for h in heights]
        assert len(view.unseen) == 32 - 3 * players - len(heights)


def test_M_S9_column_height_is_a_setting() -> None:
    game = Game.new(Config(players=2, seed=8, column_height=6, variants=frozenset({"MV2"})))
    assert history_of(game, ev.TableLaid) == [ev.TableLaid((6, 6, 5, 5))]


def test_M_S10_the_wooden_holder_plays_first() -> None:
    for seed in range(6):
        game = Game.new(Config(players=5, seed=seed))
        starter = history_of(game, ev.StarterChosen)[0].player
        assert history_of(game, ev.TurnStarted)[0] == ev.TurnStarted(1, starter)
        dealt = dict(history_of(game, ev.SceptresDealt)[0].holdings)
        assert WOODEN in dealt[starter]


def test_every_placement_is_a_permutation_of_the_seat_sceptres() -> None:
    game = Game.new(Config(players=3, starter=2, seed=9))
    pending = game.pending
    assert pending.player == 2 and sorted(pending.options) == sorted(itertools.permutations(pending.options[0]))


def test_MV3_setup_rolls_are_typed_by_each_player_in_seat_order() -> None:
    game = Game.new(Config(players=2, starter=1, variants=frozenset({"MV3", "MV2"})))
    asked = []
    for _ in range(10):
        pending = game.pending
        assert isinstance(pending, Decision) and pending.kind == "die_result"
        assert pending.data == {"purpose": "setup", "colour": len(asked) % 5 + 1}
        asked.append(pending.player)
        answer(game, "die_result", C if len(asked) % 2 else S)
    assert asked == [1] * 5 + [0] * 5
    assert notation(game.state.players[1].switch) == "135"
    assert not any(isinstance(e.get("c"), list) and len(e["c"]) == 1 for e in game.record.entries)
