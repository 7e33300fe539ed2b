"""Issue 25: a move that was told is a move that was kept, in every game, even under ``kill -9``.

For each game, a whole game is first played in the test's own process by typing only what ``hint``
says (the kits' hint players), noting after each typed line how many entries the game's record holds.
Then the same lines are typed into a real ``alea`` in plain mode through a pipe. At each sampled move
the test reads up to the echo of that move's line, reads the first line told about it, and at once
sends SIGKILL. The autosave left on disk must then hold that move (its record at least as long as the
reference's after that line; the last move, which ends the game, must have removed the autosave).
A new ``alea`` resumes the game ("yes") and the next lines are typed into it.

A whole game is some 70 to 400 typed lines; killing after every one would start ``alea`` hundreds of
times, so the moves are sampled: the first move of every kind (each command word, each numbered
answer and each yes or no), then every few moves so that a game costs at most :data:`KILLS` kills,
and always the last move. Marked slow: it plays each game twice and starts ``alea`` some 15 to 25 times a
game. It prints how many kills it made and how many told moves it found kept.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from alea.table import files
from alea.kernel.record import read_stored

TESTS = Path(__file__).resolve().parent.parent
for kit_folder in ("multiverse", "tetrikon"):  # the games' table kits (mv_table_kit, tk_table_kit)
    if str(TESTS / kit_folder) not in sys.path:
        sys.path.append(str(TESTS / kit_folder))

KILLS = 12
"""At most this many kills in one game (besides the first move of each kind and the last move)."""


def reference(game: str, environ: dict[str, str], seed: int) -> list[tuple[str, int]]:
    """A whole game played by hints in this process: each typed line, with its record's length after it."""
    if game == "tesseract":
        from kit.hint_play import typed_line
        from kit.table import game_table

        session, send = game_table(environ, "en", settings={"players": 2}, seed=seed)
        word = "hint"
    else:
        kit: Any
        if game == "multiverse":
            import mv_table_kit as kit
        else:
            import tk_table_kit as kit
        session, send = kit.mv_table(environ, "en", 2, seed) if game == "multiverse" else kit.tk_table(
            environ, "en", 2, seed)
        typed_line, word = kit.typed_line, "hint"
    typed: list[tuple[str, int]] = []
    for _ in range(3000):
        if session.host.game.pending is None:
            return typed
        hint = send(word)
        line = typed_line("en", hint[0]) if hint else None
        assert line is not None, hint
        send(line)
        assert not session.refused, line
        typed.append((line, len(session.host.game.record.entries)))
    raise AssertionError(f"{game}: no end after 3000 lines")


def kind(line: str) -> str:
    """The kind of move a typed line is: its command word, or an answer."""
    word = line.split()[0]
    return "answer" if word.isdigit() else word


def moves_of(typed: list[tuple[str, int]]) -> list[int]:
    """The indexes of the typed lines that changed the record (a line may only open a question)."""
    return [i for i, (_, length) in enumerate(typed) if i == 0 or length != typed[i - 1][1]]


def sampled(typed: list[tuple[str, int]]) -> list[int]:
    """The indexes of the moves killed after (see the module's docstring)."""
    moves = moves_of(typed)
    first: dict[str, int] = {}
    for i in moves:
        first.setdefault(kind(typed[i][0]), i)
    step = max(1, len(moves) // KILLS)
    return sorted({*first.values(), *moves[::step], moves[-1]})


class Alea:
    """A real ``alea`` in plain mode, fed through a pipe."""

    def __init__(self, environ: dict[str, str], *argv: str) -> None:
        self.process = subprocess.Popen([sys.executable, "-m", "alea.main", *argv],
                                        env=dict(os.environ, **environ), stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True, encoding="utf-8", bufsize=1)

    def type_and_kill(self, lines: list[str]) -> str:
        """Type ``lines``; once the last one's echo and the first line told about it are read, SIGKILL.
        Returns that told line."""
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write("".join(line + "\n" for line in lines))
        self.process.stdin.flush()
        echoes = 0
        while echoes < len(lines):
            row = self.process.stdout.readline()
            assert row, "alea ended early"
            echoes += row.startswith("> ")
        told = self.process.stdout.readline()
        self.process.send_signal(signal.SIGKILL)  # right after the line was told
        self.process.wait()
        return told.rstrip("\n")


def kept_length(environ: dict[str, str], game: str) -> int | None:
    """The number of entries the autosave holds (None: there is no autosave)."""
    path = files.autosave_path(environ, game)
    return len(read_stored(path).entries) if path.exists() else None


@pytest.mark.slow
@pytest.mark.parametrize(("game", "seed"), [("tesseract", 7), ("multiverse", 3), ("tetrikon", 5)])
def test_every_move_told_before_a_kill_is_found_on_resume(game: str, seed: int,
                                                          new_environ: Callable[[str], dict[str, str]]) -> None:
    typed = reference(game, new_environ(f"reference-{game}"), seed)
    points = sampled(typed)
    with tempfile.TemporaryDirectory(prefix="alea-kill-") as folder:
        environ = {"ALEA_CONFIG_DIR": f"{folder}/config", "ALEA_DATA_DIR": f"{folder}/data",
                   "LANG": "en_GB.UTF-8", "NO_COLOR": "1"}
        first = ["--lang", "en", "--game", game, "--players", "2", "--seed", str(seed)]
        resume = ["--lang", "en", "--game", game]
        start, found, kinds = 0, 0, set()
        for number, point in enumerate(points):
            alea = Alea(environ, *(first if number == 0 else resume))
            lines = [line for line, _ in typed[start:point + 1]]
            told = alea.type_and_kill((["yes"] if number else []) + lines)
            assert told and not told.startswith(">"), told
            length = typed[point][1]
            if point == len(typed) - 1:  # the game ended: its autosave is gone, nothing to resume
                assert kept_length(environ, game) is None, f"{game}: the last move told, the game not ended"
            else:
                kept = kept_length(environ, game)
                assert kept is not None and kept >= length, (
                    f"{game}: {typed[point][0]!r} was told ({told!r}), the autosave holds {kept} of {length} entries")
            found += 1
            kinds.add(kind(typed[point][0]))
            start = point + 1
        print(f"\n{game}: {len(typed)} typed lines, {len(points)} kills after a told move, {found} found kept "
              f"on resume; kinds killed after: {sorted(kinds)}")
        assert found == len(points)
        assert kinds == {kind(typed[i][0]) for i in moves_of(typed)}  # every kind of move
