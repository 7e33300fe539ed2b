"""Save files: versioned JSON that replays exactly, and refuses anything damaged (issue 2)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from alea.tesseract.engine import Config, Game, Remove, SaveError, load_game, save_game
from alea.tesseract.engine.record import MAX_BYTES


def played_game(seed: int = 5, moves: int = 60) -> Game:
    game = Game.new(Config(players=3, base="B", seed=seed))
    rng = random.Random(seed)
    for _ in range(moves):
        if game.pending is None:
            break
        game.apply(rng.choice(game.legal_moves()))
    return game


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    """R-D2: a saved game loads to the same view, record and legal moves, and plays on
    exactly as the original does."""
    game = played_game()
    path = tmp_path / "game.json"
    save_game(game, path)
    loaded = load_game(path)
    assert loaded.view() == game.view()
    assert loaded.record == game.record
    assert loaded.legal_moves() == game.legal_moves()
    move = game.legal_moves()[0]
    assert loaded.apply(move) == game.apply(move)
    assert loaded.view() == game.view()


def test_save_file_is_plain_versioned_json(tmp_path: Path) -> None:
    game = played_game(moves=5)
    path = tmp_path / "game.json"
    save_game(game, path)
    data = json.loads(path.read_text("utf-8"))
    assert data["format"] == "alea-record" and data["version"] == 2
    assert set(data["game"]) == {"name", "version", "config", "entries"}
    assert (data["game"]["name"], data["game"]["version"]) == ("tesseract", 1)
    assert data["game"]["config"]["seed"] == 5


OLD_SAVE = Path(__file__).parent / "data" / "tesseract-v1.json"
"""A save of the first format ("alea-tesseract-record", version 1), written by Alea before the
rules kernel: two labs, French edition, seed 2611, 45 random moves (see tests/tesseract/saves/data)."""


def test_R_D2_a_save_of_the_first_format_still_loads_and_plays_on(tmp_path: Path) -> None:
    """R-D2: an old Tesseract save replays to the game it was (the figures below were read from
    the game that wrote it), plays on, and is saved again in the present format."""
    assert json.loads(OLD_SAVE.read_text("utf-8"))["format"] == "alea-tesseract-record"
    game = load_game(OLD_SAVE)
    view = game.view()
    assert (view.turn, view.active, view.breach, view.actions_left) == (8, 1, 1, 2)
    assert (len(game.history), len(game.record.entries), len(game.legal_moves())) == (105, 64, 43)
    assert game.record.config == Config(players=2, base="A", seed=2611, edition="fr")
    path = tmp_path / "again.json"
    save_game(game, path)
    assert json.loads(path.read_text("utf-8"))["format"] == "alea-record"
    again = load_game(path)
    assert again.view() == view and again.record == game.record
    move = game.legal_moves()[0]
    assert again.apply(move) == game.apply(move)


def test_save_is_atomic_leaves_no_temporary_files(tmp_path: Path) -> None:
    save_game(played_game(moves=3), tmp_path / "a.json")
    save_game(played_game(moves=4), tmp_path / "a.json")
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


def _saved(tmp_path: Path) -> tuple[Path, dict]:
    path = tmp_path / "game.json"
    save_game(played_game(), path)
    return path, json.loads(path.read_text("utf-8"))


def _expect(path: Path, reason: str) -> None:
    with pytest.raises(SaveError) as err:
        load_game(path)
    assert err.value.reason == reason


def test_truncated_file_is_refused(tmp_path: Path) -> None:
    path, _ = _saved(tmp_path)
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) // 2])
    _expect(path, "not_json")


def test_binary_garbage_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(bytes(range(256)) * 4)
    _expect(path, "not_json")


def test_oversized_file_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    with path.open("wb") as handle:
        handle.seek(MAX_BYTES + 10)
        handle.write(b"}")
    _expect(path, "too_large")


def test_missing_file_is_refused(tmp_path: Path) -> None:
    _expect(tmp_path / "nothing.json", "unreadable")


def test_hand_edited_value_is_refused(tmp_path: Path) -> None:
    """Changing one chance outcome (a die's roll) breaks the checksum."""
    path, data = _saved(tmp_path)
    for entry in data["game"]["entries"]:
        if "c" in entry and isinstance(entry["c"], list) and len(entry["c"]) == 1:
            entry["c"] = [7 - entry["c"][0]]
            break
    path.write_text(json.dumps(data), "utf-8")
    _expect(path, "damaged")


def test_edited_file_with_fixed_checksum_that_does_not_replay_is_refused(tmp_path: Path) -> None:
    """A stranger's file with a valid checksum but an impossible move is refused, not
    half-loaded."""
    from alea.tesseract.engine.record import _digest

    path, data = _saved(tmp_path)
    data["game"]["entries"].append({"m": Remove(col="a1").to_json()})
    data["game"]["entries"].append({"m": {"kind": "remove", "col": "z9"}})
    data["sha256"] = _digest(data["game"])
    path.write_text(json.dumps(data), "utf-8")
    _expect(path, "does_not_replay")


def test_out_of_range_outcome_with_fixed_checksum_is_refused(tmp_path: Path) -> None:
    from alea.tesseract.engine.record import _digest

    path, data = _saved(tmp_path)
    entry = next(e for e in data["game"]["entries"] if "c" in e and isinstance(e["c"], list))
    entry["c"][0] = 9
    data["sha256"] = _digest(data["game"])
    path.write_text(json.dumps(data), "utf-8")
    _expect(path, "does_not_replay")


@pytest.mark.parametrize("payload", [
    "[]", "null", '"text"', '{"format": "pickle"}', '{"__class__": "os.system", "args": ["ls"]}',
    '{"format": "alea-tesseract-record", "version": 99, "game": {}, "sha256": ""}',
])
def test_foreign_json_is_refused(tmp_path: Path, payload: str) -> None:
    path = tmp_path / "game.json"
    path.write_text(payload, "utf-8")
    with pytest.raises(SaveError) as err:
        load_game(path)
    assert err.value.reason in {"not_a_save", "version"}


def test_bad_config_with_fixed_checksum_is_refused(tmp_path: Path) -> None:
    from alea.tesseract.engine.record import _digest

    path, data = _saved(tmp_path)
    data["game"]["config"]["players"] = 9
    data["sha256"] = _digest(data["game"])
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(SaveError) as err:
        load_game(path)
    assert err.value.reason in {"damaged", "does_not_replay"}


def test_deeply_nested_json_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text("[" * 100000 + "]" * 100000, "utf-8")
    _expect(path, "not_json")
