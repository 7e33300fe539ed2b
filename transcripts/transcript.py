"""Recorded games: a header, then exactly what ``alea`` printed in plain mode.

A transcript file looks like this::

    # alea transcript
    # lang: en
    # players: 2
    # seed: 7
    # base: 1
    # verbosity: normal

    New game: 2 labs, ...
    > status
    Turn 1, lab 1 ...

The header gives the options; the lines that start with ``> `` are the inputs
(plain mode echoes every input that way). Replaying runs ``alea`` with the
header's options and the inputs, in fresh config and data directories, and
compares the whole output with the body.
"""

from __future__ import annotations

import contextlib
import io
import tempfile
from dataclasses import dataclass
from pathlib import Path

from alea.main import run

MAGIC = "# alea transcript"
HEADER_OPTIONS = ("game", "lang", "players", "seed", "base", "verbosity", "researchers", "variant", "edition",
                  "rounds", "games", "load")
"""Header keys, each passed to ``alea`` as ``--key value`` (``variant`` may hold several, comma-separated;
``load`` names a saved game relative to the transcripts folder, e.g. a prepared position)."""


class TranscriptError(ValueError):
    """A transcript file that cannot be read."""


@dataclass(frozen=True)
class Transcript:
    """One transcript: its header, the inputs, and the output recorded."""

    header: dict[str, str]
    body: str

    @classmethod
    def parse(cls, text: str) -> "Transcript":
        """Read a transcript file's text."""
        lines = text.split("\n")
        if not lines or lines[0] != MAGIC:
            raise TranscriptError(f"the first line must be {MAGIC!r}")
        header: dict[str, str] = {}
        index = 1
        while index < len(lines) and lines[index].startswith("# "):
            key, sep, value = lines[index][2:].partition(":")
            if not sep or key.strip() not in HEADER_OPTIONS:
                raise TranscriptError(f"bad header line {lines[index]!r}")
            header[key.strip()] = value.strip()
            index += 1
        if index < len(lines) and lines[index] == "":
            index += 1
        return cls(header, "\n".join(lines[index:]))

    @property
    def inputs(self) -> list[str]:
        """The player's lines, in order."""
        return [line[2:] for line in self.body.split("\n") if line.startswith("> ") or line == ">"]

    def argv(self) -> list[str]:
        """The command-line options the header asks for."""
        argv: list[str] = []
        for key in HEADER_OPTIONS:
            if key not in self.header:
                continue
            values = self.header[key].split(",") if key == "variant" else [self.header[key]]
            for value in values:
                argv += [f"--{key}", value.strip()]
        return argv

    def replay(self) -> str:
        """Run ``alea`` in plain mode with the header's options and the inputs; return its output."""
        # From the transcripts folder, so that a header's ``load`` path reads the same everywhere.
        with tempfile.TemporaryDirectory(prefix="alea-transcript-") as home, \
                contextlib.chdir(Path(__file__).resolve().parent):
            environ = {"ALEA_CONFIG_DIR": f"{home}/config", "ALEA_DATA_DIR": f"{home}/data", "LANG": "C"}
            out = io.StringIO()
            stdin = io.StringIO("".join(line + "\n" for line in self.inputs))
            run(self.argv(), stdin, out, environ, interactive=False)
        return out.getvalue()

    def render(self, body: str) -> str:
        """The file text with this header and ``body``."""
        head = [MAGIC] + [f"# {key}: {value}" for key, value in self.header.items()]
        return "\n".join(head) + "\n\n" + body


def read(path: Path) -> Transcript:
    """Read a transcript file."""
    return Transcript.parse(path.read_text(encoding="utf-8"))
