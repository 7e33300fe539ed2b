"""The transcripts collector: a replay that differs fails, --update-transcripts rewrites."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

TRANSCRIPTS = Path(__file__).resolve().parents[2] / "transcripts"

pytest_plugins = ["pytester"]


@pytest.fixture
def copy(pytester):
    """A project holding the collector and one recorded transcript."""
    for name in ("conftest.py", "transcript.py"):
        shutil.copy(TRANSCRIPTS / name, pytester.path / name)
    (pytester.path / "en").mkdir()
    recorded = pytester.path / "en" / "scene.txt"
    shutil.copy(TRANSCRIPTS / "en" / "04-language-switch.txt", recorded)
    return recorded


def test_an_unchanged_transcript_passes(pytester, copy):
    pytester.runpytest_subprocess("-p", "no:cacheprovider").assert_outcomes(passed=1)


def change_an_answer(path: Path) -> str:
    """Alter the last answer line of a transcript; return the original text."""
    original = path.read_text(encoding="utf-8")
    lines = original.split("\n")
    last = max(i for i, line in enumerate(lines) if line and not line.startswith(("> ", "#")))
    lines[last] += " (changed)"
    path.write_text("\n".join(lines), encoding="utf-8")
    return original


def test_a_changed_answer_fails_with_a_diff(pytester, copy):
    change_an_answer(copy)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*differs from its replay*", "-*(changed)"])


def test_update_rewrites_the_output_and_keeps_header_and_inputs(pytester, copy):
    original = change_an_answer(copy)
    pytester.runpytest_subprocess("-p", "no:cacheprovider", "--update-transcripts").assert_outcomes(passed=1)
    assert copy.read_text(encoding="utf-8") == original
