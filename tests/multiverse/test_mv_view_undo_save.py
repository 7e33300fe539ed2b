"""The view per seat (hidden tokens seen by nobody), undo to the last roll or reveal, saves."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from multiverse_kit import QUIET_ANNA, act, answer, position_game, switch, world

from alea.multiverse.bot import GreedyBot, RandomBot
from alea.kernel import record_from_json
from alea.multiverse.engine import Config, Flip, Game, IllegalMove, SaveError, Turn, load_game, save_game
from alea.multiverse.engine.rules import CHANCE_NAMESPACE, RULES

TWO = ["wooden", "green", "yellow", "white", "red", "blue"]


def _played(players: int, seed: int, moves: int) -> Game:
    game = Game.new(Config(players=players, seed=seed))
    bot = RandomBot(seed)
    for _ in range(moves):
        if game.pending is None:
            break
        game.apply(bot.choose(game.view(game.pending.player), game.legal_moves()))
    return game


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_face_down_tokens_are_seen_by_nobody_the_owner_included(players: int) -> None:
    """Swapping two face-down tokens changes no seat's view: the view cannot hold them (A23)."""
    for seed in range(4):
        game = _played(players, seed, 3)
        s = game.state
        secrets = [(pl.formation, slot) for pl in s.players for slot, w in pl.formation.items()
                   if w is not None and slot not in pl.face_up]
        secrets += [(column, i) for column in s.columns for i in range(len(column) - 1)]
        assert len(secrets) >= 2
        before = [game.view(seat) for seat in (None, *range(players))]
        (box_a, key_a), (box_b, key_b) = secrets[0], secrets[-1]
        box_a[key_a], box_b[key_b] = box_b[key_b], box_a[key_a]
        after = [game.view(seat) for seat in (None, *range(players))]
        assert before == after
        p, slot = next((p, slot) for p, pl in enumerate(s.players) for slot, w in pl.formation.items()
                       if w is not None and slot not in pl.face_up)
        owner_view = game.view(p)
        assert next(x for x in owner_view.players[p].formation if x.slot == slot).world is None
        # every seat sees the same facts; only the seat differs
        assert all(dataclasses.replace(v, seat=None) == before[0] for v in before)


def test_the_view_holds_what_is_public() -> None:
    game = _played(3, 2, 10)
    view = game.view(1)
    s = game.state
    assert view.seat == frozenset({1}) and view.me == 1
    assert [p.switch for p in view.players] == [p.switch for p in s.players]
    assert [p.captured for p in view.players] == [tuple(p.captured) for p in s.players]  # A20
    assert [sceptre for _, _, sceptre in view.circle] == s.sceptres
    assert view.pending is not None and view.pending.player == game.pending.player


def test_undo_steps_back_over_a_flip_until_a_roll() -> None:
    game = position_game({"switches": ["1", "45"], "sceptres": TWO,
                          "formations": [QUIET_ANNA, {"F1": "124"}]})
    assert not game.undo_possible()
    with pytest.raises(IllegalMove, match="nothing_to_undo"):
        game.undo()
    act(game, Flip(2))
    assert game.pending.kind == "challenge" and game.undo_possible()
    assert game.undo() == Flip(2)
    assert game.pending == Turn(0) and switch(game, 0) == "1"
    act(game, Flip(2))
    answer(game, "challenge", True)  # the confirmation roll is drawn: a barrier
    assert game.pending.kind == "reroll"
    with pytest.raises(IllegalMove, match="undo_barrier"):
        game.undo()


def test_undo_never_goes_back_past_a_reveal() -> None:
    position = {"switches": ["0", "45"], "sceptres": TWO,
                "formations": [QUIET_ANNA, {"F2": "0", "B1": "124", "B2": "13"}]}
    game = position_game(position, variants=frozenset({"MV1"}))
    answer(game, "encounter", True)  # 0 captured: B1 and B2 turn up, no roll follows
    assert game.pending == Turn(0) and game.state.players[1].face_up == {"B1", "B2"}
    with pytest.raises(IllegalMove, match="undo_barrier"):
        game.undo()
    game = position_game(position, variants=frozenset({"MV1"}))
    answer(game, "encounter", False)
    assert game.undo_possible() and game.pending == Turn(0)
    game.undo()
    assert game.pending.kind == "encounter"


def test_undo_of_a_sceptre_placement_at_setup() -> None:
    game = Game.new(Config(players=2, starter=0, seed=1))
    answer(game, "place_sceptres", game.pending.options[3])
    assert game.pending.player == 1
    game.undo()
    assert game.pending.kind == "place_sceptres" and game.pending.player == 0


def test_save_round_trip(tmp_path: Path) -> None:
    for players in (2, 4, 6):
        game = _played(players, players, 25)
        path = tmp_path / f"m{players}.json"
        save_game(game, path)
        loaded = load_game(path)
        assert loaded.view(0) == game.view(0) and loaded.pending == game.pending
        bots = (GreedyBot(1), GreedyBot(1))
        for _ in range(40):
            if game.pending is None:
                break
            moves = [bot.choose(g.view(g.pending.player), g.legal_moves()) for bot, g in zip(bots, (game, loaded))]
            assert moves[0] == moves[1]
            assert game.apply(moves[0]) == loaded.apply(moves[1])
        assert loaded.record == game.record


def test_damaged_and_foreign_saves_are_refused(tmp_path: Path) -> None:
    game = _played(3, 1, 12)
    path = tmp_path / "m.json"
    save_game(game, path)
    data = json.loads(path.read_text())
    assert data["game"]["name"] == "multiverse" and data["game"]["version"] == 1
    data["game"]["entries"][0] = {"c": 0}
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="damaged"):
        load_game(path)
    data = json.loads(path.read_text())
    data["game"]["name"] = "tesseract"
    from alea.kernel.record import digest

    data["sha256"] = digest(data["game"])
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="not_a_save"):
        load_game(path)  # another game's record
    with pytest.raises(SaveError):
        record_from_json({"format": "alea-record"}, RULES)
    record = game.record
    bad = dataclasses.replace(record, entries=record.entries[:1] + ({"m": {"kind": "all"}},))
    with pytest.raises(SaveError, match="does_not_replay"):
        Game.from_record(bad)


def test_chance_is_drawn_per_namespace_seed_and_index() -> None:
    """Only chance nodes draw; the same (namespace, seed) replays the same game."""
    assert CHANCE_NAMESPACE == "alea-multiverse"
    one, two = _played(4, 5, 30), _played(4, 5, 30)
    assert one.record == two.record
    assert _played(4, 6, 30).record != one.record
