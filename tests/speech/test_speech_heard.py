"""Speech as a player hears it: ``alea --speech`` played into a real sound server and recorded.

A private PulseAudio daemon with a null sink (:mod:`sound_server`) takes the
sound; ``parec`` records its monitor. Each message's pieces are synthesised again
here with the same voice, and a piece counts as heard when its exact samples are
in the recording. Nothing is played out loud. The tests skip on a machine without
PulseAudio's tools, never in CI (``.ci/run`` installs them).
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from alea.cli.main import run

from sound_server import BOUND, Heard, SoundServer, find_in_order, heard_form, require_tools, wait_until

SESSIONS = {
    # language: (the first answer: several messages; a query, the last line of the pipe)
    "cs": ("1", "stav"),
    "fr": ("1", "état"),
    "en": ("1", "status"),
}


@pytest.fixture(scope="module")
def sound(tmp_path_factory):
    require_tools()
    server = SoundServer(tmp_path_factory.mktemp("pulse"))
    yield server
    server.stop()


def answers(lang: str, lines: list[str], root: Path) -> list[list[str]]:
    """The printed answers of a session without speech: what the spoken one must say, input by input."""
    environ = {"ALEA_CONFIG_DIR": str(root / "dry-config"), "ALEA_DATA_DIR": str(root / "dry-data"),
               "NO_COLOR": "1"}
    out = io.StringIO()
    run(["--lang", lang, "--players", "2", "--seed", "3"], io.StringIO("".join(f"{line}\n" for line in lines)),
        out, environ, interactive=False)
    found: list[list[str]] = [[]]
    for line in out.getvalue().splitlines():
        if line.startswith("> "):
            found.append([])
        else:
            found[-1].append(line)
    return found


def spoken_alea(sound: SoundServer, lang: str, root: Path, **streams) -> subprocess.Popen:
    """``alea --speech`` as its own process, its sound going to the test's sound server."""
    env = dict(sound.env, ALEA_CONFIG_DIR=str(root / "config"), ALEA_DATA_DIR=str(root / "data"), NO_COLOR="1")
    return subprocess.Popen(
        [sys.executable, "-m", "alea.cli.main", "--lang", lang, "--players", "2", "--seed", "3", "--speech"],
        env=env, **streams,
    )


def heard(listener: Heard, forms: list[list[float]], start: int = 0) -> list[int]:
    """Wait until every piece is in the recording, in order from frame ``start``; the frames they begin at."""
    found: list[list[int] | None] = [None]

    def present() -> bool:
        found[0] = find_in_order(listener.update(), forms, start)
        return found[0] is not None

    wait_until(present, f"{len(forms)} pieces of speech to be heard in order")
    assert found[0] is not None
    return found[0]


@pytest.mark.parametrize("lang", SESSIONS)
def test_every_message_is_heard_in_order_the_next_line_interrupts_and_a_pipe_is_heard_out(
        sound: SoundServer, tmp_path: Path, lang: str) -> None:
    first, query = SESSIONS[lang]
    startup, after_first, after_query = (heard_form("\n".join(answer), lang)
                                         for answer in answers(lang, [first, query], tmp_path))
    assert len(startup) > 3 and len(after_first) > 3, "the session must have several messages per input"
    recording = sound.record(tmp_path / "heard.raw")
    listener = Heard(recording)
    game = spoken_alea(sound, lang, tmp_path, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE)
    try:
        # The game speaks its opening; while its first sentence is heard, the next line comes.
        opening = heard(listener, [startup[0][: len(startup[0]) // 3]])[0]
        game.stdin.write(f"{first}\n".encode())
        game.stdin.flush()
        first_heard = heard(listener, after_first, opening)
        # The last line of the pipe, then the end of input: its answer is heard out before alea ends.
        game.stdin.write(f"{query}\n".encode())
        game.stdin.close()
        game.wait(BOUND)
        out, err = game.stdout.read(), game.stderr.read()
    finally:
        if game.poll() is None:
            game.kill()
        recording.stop()
    frames = listener.update()
    assert game.returncode == 0 and err == b""
    assert out.decode().count("\n> ") == 2
    # The opening was cut by the next line: none of its later sentences was heard before the answer.
    cut = frames[: first_heard[0]]
    assert all(find_in_order(cut, [piece], opening + 1) is None for piece in startup[1:])
    # Every message of the answer to the first line, and of the last, whole and in order,
    # all heard before alea ended (the recording stopped after it).
    assert find_in_order(frames, after_first + after_query, opening) is not None
