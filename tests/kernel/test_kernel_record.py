"""Save files of any game: the format names the game and its rules' version."""

from __future__ import annotations

import json
import random

import pytest

from alea.kernel import (Game, SaveError, load_game, read_stored, record_from_json, save_game,
                         write_json_atomic)
from alea.kernel.record import digest, record_to_json
from alea.toy.rules import TOY, ToyConfig, ToyRules


class RaceRules(ToyRules):
    """A second game for a table of several: the toy's rules under another name (ours, for the tests)."""

    name = "race"
    chance_namespace = "alea-race"


RACE = RaceRules()


def played(seed: int = 2) -> Game:
    game = Game(TOY, ToyConfig(seed, 30))
    rng = random.Random(seed)
    for _ in range(25):
        if game.pending is None:
            break
        game.apply(rng.choice(game.legal_moves()))
    return game


def test_kernel_save_and_load_round_trip(tmp_path):
    game = played()
    path = tmp_path / "toy.json"
    write_json_atomic(path, record_to_json(TOY, game.record))
    data = json.loads(path.read_text("utf-8"))
    assert (data["format"], data["version"]) == ("alea-record", 2)
    assert (data["game"]["name"], data["game"]["version"]) == ("toy", 2)
    stored = read_stored(path)
    assert stored.game == "toy"  # what a table reads to find the game's rules
    loaded = Game.from_record(TOY, stored.open(TOY))
    assert loaded.record == game.record and loaded.view() == game.view()
    move = game.legal_moves()[0]
    assert loaded.apply(move) == game.apply(move)


def test_kernel_record_of_another_game_is_refused():
    data = record_to_json(TOY, played().record)
    with pytest.raises(SaveError) as refused:
        record_from_json(data, RACE)
    assert refused.value.reason == "not_a_save" and "toy" in refused.value.detail


def test_kernel_record_of_later_rules_is_refused():
    data = record_to_json(TOY, played().record)
    data["game"]["version"] = 3
    data["sha256"] = digest(data["game"])
    with pytest.raises(SaveError) as refused:
        record_from_json(data, TOY)
    assert refused.value.reason == "version"


def test_kernel_record_of_earlier_rules_is_read_by_the_rules_of_that_version():
    game = played()
    data = record_to_json(TOY, game.record)
    data["game"].update(version=1, config={"seed": 2})
    data["sha256"] = digest(data["game"])
    record = record_from_json(data, TOY)
    assert record.version == 1 and record.config == ToyConfig(2, 12)


def test_kernel_first_format_names_its_game_in_the_format():
    """The first format, "alea-NAME-record" version 1, is read as version 1 of game NAME."""
    game = {"config": {"seed": 2}, "entries": [{"c": 0}, {"c": 1}, {"c": 0}]}
    data = {"format": "alea-toy-record", "version": 1, "game": game, "sha256": digest(game)}
    record = record_from_json(data, TOY)
    assert (record.game, record.version, record.config) == ("toy", 1, ToyConfig(2, 12))
    assert Game.from_record(TOY, record).pending is not None
    data["version"] = 2
    with pytest.raises(SaveError) as refused:
        record_from_json(data, TOY)
    assert refused.value.reason == "version"


def test_kernel_record_that_does_not_replay_is_refused():
    data = record_to_json(TOY, played().record)
    data["game"]["entries"].append({"m": "fly"})
    data["sha256"] = digest(data["game"])
    with pytest.raises(SaveError) as refused:
        Game.from_record(TOY, record_from_json(data, TOY))
    assert refused.value.reason == "does_not_replay"


def test_kernel_load_game_finds_the_rules_by_the_name_the_file_gives(tmp_path):
    """A table holding several games loads a file without knowing its game first."""
    toy = played()
    race = Game(RACE, ToyConfig(3, 30))
    race.apply("roll")
    games = {"toy": TOY, "race": RACE}
    for game in (toy, race):
        save_game(game, tmp_path / f"{game.rules.name}.json")
        loaded = load_game(tmp_path / f"{game.rules.name}.json", games)
        assert loaded.rules is game.rules and loaded.record == game.record
    with pytest.raises(SaveError) as refused:
        load_game(tmp_path / "toy.json", {"race": RACE})
    assert refused.value.reason == "not_a_save" and "toy" in refused.value.detail
