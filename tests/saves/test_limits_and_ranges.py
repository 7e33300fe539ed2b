"""Issue 25: a save is refused at once whatever its size or shape, and every value it holds is checked.

- Padded files (130,000 to 400,000 entries, with a correct checksum) are refused by the limits on
  values and entries (``alea/kernel/limits.py``), before the checksum is computed and before any
  replay: the tests make the checksum and the replay fail loudly if they are reached. The refusal
  times are printed (``-s``; ``benchmarks/padded_saves.py`` measures more shapes), never asserted.
- Seeds (negative, 2 to the 63rd), counts and unknown keys are checked in every game, each refusal
  in the game's own error (``SaveError``, ``damaged``) and, at the table, in the player's language.
- M-C5: a ``p_stability`` of "1/0" is a ValueError (a config) and a SaveError (a save), not a
  ZeroDivisionError.
- R-G4: a Tesseract position that numbers its dice by colour (``"numbering": "colour"``, whose ids
  tell hidden colours) is refused at the table.
"""

from __future__ import annotations

import io
import json
import time
from pathlib import Path
from typing import Any

import pytest

from alea.main import run
from alea.kernel import record as kernel_record
from alea.kernel.errors import SaveError
from alea.kernel.game import Game
from alea.kernel.limits import MAX_ENTRIES, MAX_VALUES, SEED_LIMIT
from alea.kernel.record import digest, read_stored
from alea.multiverse.engine.config import Config as MultiverseConfig
from alea.multiverse.engine.rules import RULES as MULTIVERSE
from alea.tesseract.engine.rules import RULES as TESSERACT
from alea.tetrikon.engine.rules import RULES as TETRIKON

RULES = {"tesseract": TESSERACT, "multiverse": MULTIVERSE, "tetrikon": TETRIKON}
LINES = {"tesseract": ["1", "remove c4"], "multiverse": [], "tetrikon": []}


@pytest.fixture(scope="module")
def saves(tmp_path_factory) -> dict[str, dict[str, Any]]:
    """A save of each game written by ``alea`` itself (seed 7, two players, a move or two)."""
    folder = tmp_path_factory.mktemp("real-saves")
    environ = {"ALEA_CONFIG_DIR": str(folder / "c"), "ALEA_DATA_DIR": str(folder / "d"), "LANG": "en"}
    found = {}
    for game, lines in LINES.items():
        typed = "".join(line + "\n" for line in [*lines, f"save {game}"])
        run(["--lang", "en", "--game", game, "--players", "2", "--seed", "7"], io.StringIO(typed), io.StringIO(),
            environ, interactive=False)
        found[game] = json.loads((folder / "d" / "saves" / f"{game}.json").read_text(encoding="utf-8"))
    return found


def sealed(data: dict[str, Any], game: dict[str, Any]) -> dict[str, Any]:
    """``data`` with ``game`` in it and a correct checksum."""
    return {**data, "game": game, "sha256": digest(game)}


def padded(data: dict[str, Any], shape: str, size: int) -> dict[str, Any]:
    game = json.loads(json.dumps(data["game"]))
    if shape == "chance":
        game["entries"].extend({"c": 0} for _ in range(size - len(game["entries"])))
    elif shape == "config":
        game["config"]["padding"] = list(range(size))
    else:
        game["entries"].append({"m": {"choice": list(range(size))}})
    return sealed(data, game)


def write(path: Path, data: dict[str, Any]) -> Path:
    path.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
    return path


@pytest.fixture
def no_checksum_no_replay(monkeypatch):
    """The checksum and the replay fail the test if a refusal reaches them."""
    def reached(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("the checksum or the replay was reached")

    monkeypatch.setattr(kernel_record, "digest", reached)
    monkeypatch.setattr(Game, "from_record", reached)


@pytest.mark.parametrize("game", list(RULES))
def test_padded_files_are_refused_by_the_limits_before_the_checksum_and_any_replay(
        game, saves, tmp_path, no_checksum_no_replay, capsys) -> None:
    figures = []
    for shape in ("chance", "config", "nested"):
        for size in (130_000, 400_000):
            path = write(tmp_path / f"{shape}-{size}.json", padded(saves[game], shape, size))
            start = time.perf_counter()
            with pytest.raises(SaveError) as refused:
                Game.from_record(RULES[game], read_stored(path).open(RULES[game]))
            figures.append(f"{shape} {size}: {(time.perf_counter() - start) * 1000:.1f} ms")
            assert refused.value.reason == "too_large"
            assert refused.value.detail.endswith(" values")  # counted before the file was even parsed
    with capsys.disabled():
        print(f"\n{game} padded refusals: " + "; ".join(figures))


@pytest.mark.parametrize("game", list(RULES))
def test_one_entry_over_the_limit_is_refused_before_the_checksum(game, saves, tmp_path,
                                                                 no_checksum_no_replay) -> None:
    game_json = json.loads(json.dumps(saves[game]["game"]))
    game_json["entries"].extend({"c": 0} for _ in range(MAX_ENTRIES + 1 - len(game_json["entries"])))
    path = write(tmp_path / "over.json", {**saves[game], "game": game_json, "sha256": "0" * 64})
    assert path.read_bytes().count(b",") < MAX_VALUES  # so the limit on entries is the one that refuses
    with pytest.raises(SaveError) as refused:
        read_stored(path)
    assert refused.value.reason == "too_large" and refused.value.detail == f"{MAX_ENTRIES + 1} entries"


def changed_config(data: dict[str, Any], **changes: Any) -> dict[str, Any]:
    game = json.loads(json.dumps(data["game"]))
    game["config"].update(changes)
    return sealed(data, game)


BAD_CONFIGS = [
    *((game, {"seed": seed}) for game in RULES for seed in (-1, SEED_LIMIT, -(2**62))),
    ("tetrikon", {"colour": "red"}), ("multiverse", {"colour": "red"}), ("tesseract", {"colour": "red"}),
    ("tetrikon", {"round_limit": 1000}), ("tetrikon", {"letters": "AB"}),
    ("multiverse", {"column_height": 33}), ("multiverse", {"turn_limit": 10**6}),
    ("multiverse", {"p_stability": "1/0"}), ("multiverse", {"p_stability": "1e99999999"}),
]


@pytest.mark.parametrize(("game", "changes"), BAD_CONFIGS)
def test_every_value_of_a_config_is_checked_in_every_game(game, changes, saves, tmp_path) -> None:
    path = write(tmp_path / "bad.json", changed_config(saves[game], **changes))
    with pytest.raises(SaveError) as refused:
        Game.from_record(RULES[game], read_stored(path).open(RULES[game]))
    assert refused.value.reason == "damaged"


@pytest.mark.parametrize("game", list(RULES))
def test_an_impossible_seed_is_refused_at_the_table_in_the_players_language(game, saves, tmp_path, environ) -> None:
    path = write(tmp_path / "negative.json", changed_config(saves[game], seed=-5))
    out = io.StringIO()
    run(["--lang", "cs", "--game", game, "--players", "2", "--load", str(path)], io.StringIO(""), out, environ,
        interactive=False)
    assert f"{path} je poškozený a nelze ho nahrát." in out.getvalue()


@pytest.mark.parametrize("written", ["1/0", "0/0", "3/0"])
def test_m_c5_a_zero_denominator_is_a_value_error_in_a_config_and_a_save_error_in_a_save(
        written, saves, tmp_path) -> None:
    """M-C5: P(STABILITY) is a probability; "1/0" is refused as the documented ValueError (a config)
    or SaveError (a save), never a ZeroDivisionError."""
    with pytest.raises(ValueError, match="zero denominator"):
        MultiverseConfig(players=2, p_stability=written).validate()
    path = write(tmp_path / "zero.json", changed_config(saves["multiverse"], p_stability=written))
    with pytest.raises(SaveError) as refused:
        read_stored(path).open(MULTIVERSE)
    assert refused.value.reason == "damaged" and "zero denominator" in refused.value.detail


def colour_numbered(data: dict[str, Any]) -> dict[str, Any]:
    """A Tesseract save of a game started from a position numbered by colour (the engine's tests' numbering)."""
    game = json.loads(json.dumps(data["game"]))
    game["config"]["position"] = {"tower": {"c3": [["purple", 5], ["purple", 3]]},
                                  "labs": [{"researcher": "chrono"}, {"researcher": "chemist"}],
                                  "numbering": "colour"}
    game["entries"] = []
    return sealed(data, game)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "{file} was made to test the rules and would show what is hidden; it cannot be played at the table. "
           "Nothing was loaded."),
    ("cs", "{file} je určený ke zkoušení pravidel a ukázal by, co je skryté; u stolu ho hrát nelze. Nic se nenačetlo."),
    ("fr", "{file} a été fait pour tester les règles et montrerait ce qui est caché ; il ne peut pas être joué à la "
           "table. Rien n'a été chargé."),
])
def test_r_g4_a_position_numbered_by_colour_is_kept_out_of_the_table(lang, said, saves, tmp_path, environ) -> None:
    """R-G4: die ids that tell hidden colours never reach a game played at the table."""
    path = write(tmp_path / "colour.json", colour_numbered(saves["tesseract"]))
    Game.from_record(TESSERACT, read_stored(path).open(TESSERACT))  # the engine's tests may still use it
    out = io.StringIO()
    run(["--lang", lang, "--players", "2", "--load", str(path)], io.StringIO(""), out, environ, interactive=False)
    assert said.format(file=path) in out.getvalue()
