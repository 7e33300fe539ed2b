"""Bad input of any kind changes nothing: odd moves are refused with a code, damaged or edited
records are refused as saves, never with another exception."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from alea.multiverse.engine import (Choice, Config, Flip, FlipAll, Game, IllegalMove, SaveError,
                                    load_game, save_game)
from alea.multiverse.engine.moves import move_from_json

ODD_MOVES = [Flip(0), Flip(6), Flip(-1), Flip("3"), Flip(True), Flip(None), Flip(3.0), Choice(-1),  # type: ignore[arg-type]
             Choice(99), Choice("1"), None, "flip 3", 3, FlipAll, object()]  # type: ignore[arg-type]


@pytest.mark.parametrize("players", [2, 5])
def test_odd_moves_are_refused_and_change_nothing(players: int) -> None:
    game = Game.new(Config(players=players, seed=9))
    for step in range(30):
        if game.pending is None:
            break
        before = (game.record, game.view(None))
        for move in ODD_MOVES:
            if isinstance(move, Flip) and type(move.colour) is int and 1 <= move.colour <= 5:
                continue
            with pytest.raises(IllegalMove):
                game.apply(move)  # type: ignore[arg-type]
            assert (game.record, game.view(None)) == before
        game.apply(game.legal_moves()[step % len(game.legal_moves())])


@pytest.mark.parametrize("data", [{"kind": "flip"}, {"kind": "flip", "colour": "3"}, {"kind": "all", "x": 1},
                                  {"kind": "flip", "colour": True}, [], "all", None, {"choice": 1}])
def test_move_codec_refuses_what_it_did_not_write(data: object) -> None:
    with pytest.raises(ValueError):
        move_from_json(data)


def test_damaged_records_are_refused_as_saves(tmp_path: Path) -> None:
    game = Game.new(Config(players=3, seed=4))
    for _ in range(25):
        if game.pending is None:
            break
        game.apply(game.legal_moves()[0])
    path = tmp_path / "game.json"
    save_game(game, path)
    text = path.read_text()
    rng = random.Random(1)
    refused = 0
    for _ in range(60):
        chars = list(text)
        for _ in range(rng.randint(1, 4)):
            chars[rng.randrange(len(chars))] = rng.choice('0123456789{}[]",:ax')
        path.write_text("".join(chars))
        try:
            load_game(path)
        except SaveError:
            refused += 1
    assert refused >= 55  # a change that keeps the checksum right is vanishingly rare


def test_an_edited_config_with_a_good_checksum_is_refused(tmp_path: Path) -> None:
    from alea.kernel.record import digest

    game = Game.new(Config(players=2, seed=1))
    path = tmp_path / "game.json"
    save_game(game, path)
    for config in ({"players": 9, "seed": 1}, {"players": 2, "seed": "x"}, {"players": 2, "circle": "x"},
                   {"players": 2, "position": {"switches": 3}}, {"players": 2, "variants": ["MV9"]}):
        data = json.loads(path.read_text())
        data["game"]["config"] = config
        data["sha256"] = digest(data["game"])
        path.write_text(json.dumps(data))
        with pytest.raises(SaveError):
            load_game(path)
