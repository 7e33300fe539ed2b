"""A game killed mid-turn resumes exactly where it stopped (autosave, atomic write)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

from alea.tesseract.table.files import autosave_path
from alea.tesseract.engine import load_game

SENTINEL = "help remove"
SENTINEL_END = "Short: rm."


class Player:
    """A real ``alea`` process in plain mode, fed line by line."""

    def __init__(self, environ: dict[str, str], *argv: str) -> None:
        env = dict(os.environ, **environ)
        self.process = subprocess.Popen([sys.executable, "-m", "alea.main", *argv], env=env,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                        encoding="utf-8", bufsize=1)

    def send(self, *lines: str) -> list[str]:
        """Send lines, then a sentinel; return every line printed up to the sentinel's answer."""
        assert self.process.stdin is not None and self.process.stdout is not None
        for line in (*lines, SENTINEL):
            self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        seen: list[str] = []
        while True:
            row = self.process.stdout.readline()
            if not row:
                raise AssertionError("alea ended early:\n" + "".join(seen))
            seen.append(row.rstrip("\n"))
            if seen[-1] == SENTINEL_END:
                return seen

    def kill(self) -> None:
        """SIGKILL: no cleanup runs, as when a terminal is closed or the machine crashes."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()


def answers(lines: list[str], command: str) -> list[str]:
    """The lines printed for ``command`` (from its echo to the next echo)."""
    start = lines.index(f"> {command}") + 1
    end = next(i for i in range(start, len(lines)) if lines[i].startswith("> "))
    return lines[start:end]


def test_a_game_killed_mid_turn_is_resumed_exactly(environ):
    first = Player(environ, "--lang", "en", "--players", "2", "--seed", "7")
    first.send("1", "1", "remove c4", "remove b4")
    before = first.send("status", "lab", "free")
    record = load_game(autosave_path(environ)).record
    first.kill()
    assert first.process.returncode == -signal.SIGKILL

    second = Player(environ)
    after = second.send("yes", "status", "lab", "free")
    second.kill()
    assert "An unfinished game was found. Resume it? Yes or no?" in after
    for command in ("status", "lab", "free"):
        assert answers(after, command) == answers(before, command)
    assert answers(before, "status") and answers(before, "lab")
    assert load_game(autosave_path(environ)).record == record


def test_declining_the_resume_starts_a_new_game(environ):
    first = Player(environ, "--lang", "en", "--players", "2", "--seed", "7")
    first.send("1", "1", "remove c4")
    first.kill()
    second = Player(environ)
    lines = second.send("no")
    second.kill()
    assert "Chose, no." in lines
    assert any(line.startswith("New game, 2 labs") for line in lines[lines.index("Chose, no."):])
