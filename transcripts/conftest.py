"""The transcripts collector: every ``transcripts/<lang>/*.txt`` is a test that replays a game.

``pytest transcripts`` replays each transcript and fails on any difference,
showing a unified diff. ``pytest transcripts --update-transcripts`` rewrites
the recorded output after a deliberate change (inputs and header are kept).
"""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from transcript import read

HERE = Path(__file__).parent


def pytest_addoption(parser: pytest.Parser) -> None:
    """The option that rewrites transcripts."""
    parser.addoption("--update-transcripts", action="store_true", default=False,
                     help="rewrite transcripts/<lang>/*.txt with what alea prints now")


def pytest_collect_file(parent: pytest.Collector, file_path: Path) -> pytest.Collector | None:
    """Collect every transcript file under transcripts/<lang>/."""
    if file_path.suffix == ".txt" and file_path.parent.parent == HERE:
        return TranscriptFile.from_parent(parent, path=file_path)
    return None


class TranscriptFile(pytest.File):
    """A transcript file: one test."""

    def collect(self):  # type: ignore[no-untyped-def]
        """The one replay of this file."""
        yield TranscriptItem.from_parent(self, name="replay")


class TranscriptDiff(AssertionError):
    """The replay printed something else than the transcript holds."""


class TranscriptItem(pytest.Item):
    """Replays a transcript and compares the output."""

    def runtest(self) -> None:
        """Replay; compare, or rewrite with --update-transcripts."""
        transcript = read(self.path)
        output = transcript.replay()
        if self.config.getoption("--update-transcripts"):
            self.path.write_text(transcript.render(output), encoding="utf-8")
            return
        if output != transcript.body:
            diff = difflib.unified_diff(transcript.body.splitlines(), output.splitlines(),
                                        "recorded", "replayed", lineterm="")
            raise TranscriptDiff("\n".join(diff))

    def repr_failure(self, excinfo, style=None):  # type: ignore[no-untyped-def]
        """A difference is shown as the diff itself."""
        if isinstance(excinfo.value, TranscriptDiff):
            return f"{self.path.relative_to(HERE)} differs from its replay:\n{excinfo.value}"
        return super().repr_failure(excinfo)

    def reportinfo(self):  # type: ignore[no-untyped-def]
        """Where the test comes from."""
        return self.path, None, f"transcript {self.path.relative_to(HERE)}"
