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


def test_a_changed_answer_fails_with_a_diff(pytester, copy):
    copy.write_text(copy.read_text(encoding="utf-8").replace("0 breaches of 7", "1 breach of 7", 1), encoding="utf-8")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*differs from its replay*", "-*1 breach of 7*", "+*0 breaches of 7*"])


def test_update_rewrites_the_output_and_keeps_header_and_inputs(pytester, copy):
    original = copy.read_text(encoding="utf-8")
    copy.write_text(original.replace("0 breaches of 7", "1 breach of 7", 1), encoding="utf-8")
    pytester.runpytest_subprocess("-p", "no:cacheprovider", "--update-transcripts").assert_outcomes(passed=1)
    assert copy.read_text(encoding="utf-8") == original
