"""Hostile files (issue 10): every one refused with the save format's typed reason and one localized line,
never blocking, and the unfinished game untouched.

Each case of ``hostile.CASES`` is tried four ways: loaded by the engine, given to ``alea --load``,
loaded in a game with ``load``, and found as the autosave. Cases that could block (a FIFO) run
in a real ``alea`` process, so that a hang is seen as a process that never answers.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from kit.hostile import CASES, POSITION, Case, record_json
from alea.tesseract.table.files import autosave_path, save_path
from alea.tesseract.engine import Config, Game, SaveError, load_game, save_game

IDS = [case.name for case in CASES]
REFUSED_LINES = ("is damaged and cannot be loaded.", "is not a saved game of Alea.",
                 "was saved by another version of Alea", "is not a file. Nothing was loaded.",
                 "Cannot read")
FIRST = ("--lang", "en", "--players", "2")
"""Options that answer the first-run questions."""
HANG_GUARD = 120
"""Seconds after which a process that has not answered is taken as hanging (not a speed limit)."""


@pytest.fixture
def short_dir():
    """A folder with a short path (a Unix socket's path is limited to about 100 bytes)."""
    with tempfile.TemporaryDirectory(prefix="alea-") as folder:
        yield Path(folder)


def made(case: Case, folder: Path, name: str = "hostile.json") -> tuple[Path, object]:
    path = folder / name
    keep = case.make(path)
    return path, keep


def unfinished_game(environ: dict[str, str]) -> bytes:
    """Write an unfinished game as the autosave; returns its bytes."""
    game = Game.new(Config(players=2, seed=7))
    game.apply(game.legal_moves()[0])
    path = autosave_path(environ)
    path.parent.mkdir(parents=True, exist_ok=True)
    save_game(game, path)
    return path.read_bytes()


def test_the_catalogue_holds_at_least_fifty_hostile_files() -> None:
    assert len(CASES) >= 50 and len(set(IDS)) == len(IDS)


def test_the_untampered_position_loads(tmp_path: Path) -> None:
    """The cases tamper with a position that is itself legal (else they would prove nothing)."""
    path = tmp_path / "fine.json"
    path.write_text(json.dumps(record_json(POSITION)), "utf-8")
    assert load_game(path).pending is not None


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_the_engine_refuses_with_the_typed_reason(case: Case, short_dir: Path) -> None:
    path, keep = made(case, short_dir)
    if case.special == "fifo":  # in a process of its own, where a hang cannot stop the suite
        code = ("import sys\nfrom alea.tesseract.engine import SaveError, load_game\n"
                "try:\n    load_game(sys.argv[1])\nexcept SaveError as error:\n    print(error.reason)\n")
        done = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True,
                              timeout=HANG_GUARD)
        assert done.stdout.strip() == case.reason, done.stderr
        return
    with pytest.raises(SaveError) as refused:
        load_game(path)
    assert refused.value.reason == case.reason, refused.value


def run_alea(environ: dict[str, str], *argv: str, lines: str = "") -> str:
    """A real ``alea`` process in plain mode; its output (a process that hangs fails the test)."""
    done = subprocess.run([sys.executable, "-m", "alea.main", *argv], input=lines, capture_output=True,
                          text=True, encoding="utf-8", env=dict(os.environ, **environ), timeout=HANG_GUARD)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Traceback" not in done.stdout + done.stderr
    return done.stdout


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_load_option_refuses_and_keeps_the_unfinished_game(case: Case, environ, alea, short_dir: Path) -> None:
    """``alea --load FILE``: one line says why, the autosave is untouched and offered for resuming."""
    before = unfinished_game(environ)
    path, keep = made(case, short_dir)
    if case.special == "fifo":
        out = run_alea(environ, *FIRST, "--load", str(path), lines="no\n")
    else:
        _, out = alea(*FIRST, "--load", str(path), lines=["no"])
    lines = out.splitlines()
    assert sum(any(mark in line for mark in REFUSED_LINES) for line in lines) == 1, out
    assert "An unfinished game was found. Resume it? Yes or no?" in out
    kept = [line for line in lines if line.startswith("The unfinished game was kept as ")]
    assert kept, out  # "no" starts a new game, which keeps the old one as a save first
    assert save_path("unfinished-1", environ).read_bytes() == before


@pytest.mark.parametrize("case", [c for c in CASES if c.special in ("fifo", "folder", "socket", "device")]
                         + [c for c in CASES if c.name in ("5000-digit-version", "actions-99", "version-true")],
                         ids=lambda c: c.name)
def test_in_game_load_refuses_and_changes_nothing(case: Case, environ, short_dir: Path) -> None:
    before = unfinished_game(environ)
    path, keep = made(case, short_dir)
    out = run_alea(environ, *FIRST, lines=f"yes\nload {path}\nstatus\n")
    answer = out.split(f"> load {path}\n", 1)[1].split("> status", 1)[0]
    assert len(answer.strip().splitlines()) == 1 and any(mark in answer for mark in REFUSED_LINES), answer
    assert autosave_path(environ).read_bytes() == before


@pytest.mark.parametrize("case", [c for c in CASES if c.special != "socket"], ids=lambda c: c.name)
def test_a_hostile_autosave_is_set_aside_and_named(case: Case, environ, alea) -> None:
    """The autosave itself is hostile: it is moved aside (kept), one line names where, a new game starts.
    (A socket's path would be too long in the data folder; the engine and --load cases cover it.)"""
    path = autosave_path(environ)
    path.parent.mkdir(parents=True)
    with tempfile.TemporaryDirectory(prefix="alea-") as folder:
        original, keep = made(case, Path(folder))
        original.rename(path)
        if case.special == "fifo":
            out = run_alea(environ, *FIRST, lines="status\n")
        else:
            _, out = alea(*FIRST, lines=["status"])
    kept = path.with_name("tesseract-autosave.damaged-1.json")
    said = [line for line in out.splitlines() if line.startswith("The autosave could not be loaded")]
    assert said == [f"The autosave could not be loaded ({_words(case.reason)}); it was kept as {kept}."], out
    assert os.path.lexists(kept)
    assert "New game," in out


def _words(reason: str) -> str:
    return {"not_a_file": "it is not a file", "too_large": "it is too large", "not_json": "it is not a file of Alea",
            "not_a_save": "it is not a file of Alea", "version": "it comes from another version of Alea",
            "unreadable": "it cannot be read"}.get(reason, "it is damaged")


def test_a_damaged_autosave_is_told_in_czech(environ, alea) -> None:
    path = autosave_path(environ)
    path.parent.mkdir(parents=True)
    path.write_text("{", "utf-8")
    _, out = alea("--lang", "cs", "--players", "2", lines=["stav"])
    kept = path.with_name("tesseract-autosave.damaged-1.json")
    assert f"Automaticky uloženou hru nelze nahrát (není to soubor Aley); zůstala uschována jako {kept}." in out
    assert kept.read_text("utf-8") == "{"


SETTINGS_CASES = {
    "folder": ("not_a_file", lambda p: p.mkdir()),
    "fifo": ("not_a_file", lambda p: os.mkfifo(p)),  # type: ignore[attr-defined]
    "dev-zero": ("not_a_file", lambda p: p.symlink_to("/dev/zero")),
    "300MB": ("too_large", lambda p: p.open("wb").truncate(300 * 1024 * 1024)),
    "100000-brackets": ("too_large", lambda p: p.write_text("[" * 100_000 + "]" * 100_000)),
    "30000-brackets": ("too_deep", lambda p: p.write_text("[" * 30_000 + "]" * 30_000)),
    "10000-braces": ("too_deep", lambda p: p.write_text('{"a":' * 10_000 + "1" + "}" * 10_000)),
    "65-deep": ("too_deep", lambda p: p.write_text('{"lang": ' + "[" * 65 + "]" * 65 + "}")),
    "5000-digit-players": ("number_too_long", lambda p: p.write_text('{"players": ' + "9" * 5000 + "}")),
    "players-true": ("invalid", lambda p: p.write_text('{"players": true}')),
    "players-float": ("invalid", lambda p: p.write_text('{"players": 2.0}')),
    "lang-list": ("invalid", lambda p: p.write_text('{"lang": ["cs"]}')),
    "NaN": ("not_json", lambda p: p.write_text('{"players": NaN}')),
    "not-utf8": ("not_json", lambda p: p.write_bytes(b'{"lang": "\xff"}')),
}


MIGHT_HANG = {"fifo", "dev-zero", "300MB"}
"""Settings files that a regression would read for ever (or fill the memory with): read by an
``alea`` process of its own, bounded by :data:`HANG_GUARD`; the others in the test's process."""


@pytest.mark.parametrize("name", list(SETTINGS_CASES))
def test_hostile_settings_are_set_aside_once_and_said(name: str, environ, alea) -> None:
    """A settings file that cannot be used: its reason, one line, kept aside, asked once, then fine."""
    from alea.table.settings import read_settings, settings_path

    reason, make = SETTINGS_CASES[name]
    path = settings_path(environ)
    path.parent.mkdir(parents=True)
    make(path)
    assert read_settings(environ).problem == reason
    argv = ("--lang", "en", "--players", "2")
    if name in MIGHT_HANG:
        out = run_alea(environ, *argv, lines="status\n")
    else:
        code, out = alea(*argv, lines=["status"])
        assert code == 0, out
    kept = path.with_name("settings.damaged-1.json")
    assert [line for line in out.splitlines() if "settings file" in line] == [
        f"The settings file could not be used ({_words({'too_deep': 'damaged', 'number_too_long': 'damaged', 'invalid': 'damaged'}.get(reason, reason))}); it was kept as {kept}."]
    assert os.path.lexists(kept)
    _, again = alea(lines=["status"])  # the file was set aside: nothing left to hang on
    assert "settings file" not in again and read_settings(environ).problem is None


def test_leftover_temporary_files_are_cleaned_once_old(environ, alea) -> None:
    """A crash in the middle of an atomic write leaves ``<name>.json.<random>.tmp``: removed at start when
    a minute old (a younger one may be another Alea's write in progress)."""
    data, config = Path(environ["ALEA_DATA_DIR"]), Path(environ["ALEA_CONFIG_DIR"])
    saves = data / "saves"
    saves.mkdir(parents=True)
    config.mkdir()
    old = [data / "tesseract-autosave.json.k3j2.tmp", saves / "game.json.x9a1.tmp", config / "settings.json.7b2q.tmp"]
    for path in old:
        path.write_text("half a file")
        os.utime(path, (0, 0))
    young = data / "tesseract-autosave.json.new1.tmp"
    young.write_text("being written")
    mine = data / "notes.tmp"  # not a name Alea writes
    mine.write_text("a player's file")
    os.utime(mine, (0, 0))
    alea(*FIRST, lines=["status"])
    assert not any(path.exists() for path in old)
    assert young.exists() and mine.exists()
