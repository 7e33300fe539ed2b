"""The tests are laid out as docs/testing.md says ("Where tests live"): every folder that holds tests is
named there, every game of the registry has its own folder, and no two test modules share a basename
(pytest imports them by basename, so a second one would be skipped with an import error)."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from alea.games import GAMES

TESTS = Path(__file__).resolve().parent
DOC = TESTS.parent / "docs" / "testing.md"


def _section() -> str:
    text = DOC.read_text(encoding="utf-8")
    start = text.index("## Where tests live")
    return text[start:text.index("\n## ", start + 1)]


def _folders_with_tests() -> set[str]:
    return {path.parent.relative_to(TESTS).parts[0] for path in TESTS.rglob("test_*.py")
            if path.parent != TESTS}


def test_every_folder_of_tests_is_named_in_the_testing_doc() -> None:
    named = set(re.findall(r"`tests/([a-z0-9_]+)/", _section()))
    missing = sorted(_folders_with_tests() - named)
    assert not missing, f"docs/testing.md does not say what these test folders hold: {missing}"
    stale = sorted(name for name in named if not (TESTS / name).is_dir())
    assert not stale, f"docs/testing.md names test folders that do not exist: {stale}"


def test_every_game_has_its_own_folder_of_tests() -> None:
    for game in GAMES:
        assert any((TESTS / game.id).rglob("test_*.py")), f"no tests/{game.id}/ for {game.id}"


def test_no_two_test_modules_share_a_basename() -> None:
    names = Counter(path.name for path in TESTS.rglob("test_*.py"))
    assert not [name for name, count in names.items() if count > 1]
