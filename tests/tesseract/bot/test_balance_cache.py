"""benchmarks/balance.py keeps each game's result under a fingerprint of what decides it: a kept
game reads back the same result as playing it; changing one side's plate replays that side only, and changing a
bot's module replays that bot's games only."""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[3] / "benchmarks" / "balance.py"


@pytest.fixture
def balance(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """The balance script as a module, its cache and its Tesseract sources in ``tmp_path``."""
    spec = importlib.util.spec_from_file_location("balance_under_test", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "balance_under_test", module)
    spec.loader.exec_module(module)
    sources = tmp_path / "tesseract"
    shutil.copytree(module.TESSERACT, sources, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(module, "TESSERACT", sources)
    monkeypatch.setattr(module, "CACHE", tmp_path / "cache")
    return module


def test_a_kept_game_reads_back_what_playing_it_gives(balance: ModuleType) -> None:
    job = ("random", 0, "2", 2, 5, "cs")
    played = balance.play_one(job)
    first = balance.play_cached((*job, balance.fingerprint("2")))
    kept = list((balance.CACHE).rglob("*.json"))
    assert first == played and len(kept) == 1
    kept[0].write_text(json.dumps({**played, "turns": -1}))  # read back, not replayed
    assert balance.play_cached((*job, balance.fingerprint("2")))["turns"] == -1


def test_one_sides_plate_changes_that_sides_fingerprint_only(balance: ModuleType) -> None:
    before = {side: balance.fingerprint(side) for side in ("1", "2", "B")}
    plates = balance.TESSERACT / "content" / "plates.json"
    data = json.loads(plates.read_text())
    data["sides"]["B"]["events"]["b1"] = "ACC"
    plates.write_text(json.dumps(data))
    after = {side: balance.fingerprint(side) for side in ("1", "2", "B")}
    assert after["1"] == before["1"] and after["2"] == before["2"]
    assert after["B"] != before["B"]
    data["sides"]["B"]["ruling"]["why"] = "other words"  # a ruling's words decide no game
    plates.write_text(json.dumps(data))
    texts = balance.TESSERACT / "content" / "texts" / "en.json"
    texts.write_text(texts.read_text().replace("Base plate B", "Plate B"))  # nor do the texts
    assert balance.fingerprint("B") == after["B"]

def test_a_bots_fingerprint_follows_its_own_modules_and_the_engine(balance: ModuleType) -> None:
    bots = ("random", "greedy", "search")
    before = {bot: balance.fingerprint("1", bot) for bot in bots}
    assert len(set(before.values())) == 3
    greedy = balance.TESSERACT / "bot" / "greedy.py"
    greedy.write_text(greedy.read_text() + "\n# a change\n")
    after = {bot: balance.fingerprint("1", bot) for bot in bots}
    assert after["greedy"] != before["greedy"]
    assert after["search"] == before["search"] and after["random"] == before["random"]
    search = balance.TESSERACT / "bot" / "search.py"  # the greedy bot answers as the search does
    search.write_text(search.read_text() + "\n# a change\n")
    again = {bot: balance.fingerprint("1", bot) for bot in bots}
    assert again["search"] != after["search"] and again["greedy"] != after["greedy"]
    assert again["random"] == before["random"]
    after = again
    rules = balance.TESSERACT / "engine" / "rules.py"
    rules.write_text(rules.read_text() + "\n# a change\n")
    assert all(balance.fingerprint("1", bot) != after[bot] for bot in bots)
