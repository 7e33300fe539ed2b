"""Speech as a player hears it: ``alea --speech`` played into a real sound server and recorded.

A private PulseAudio daemon with a null sink (:mod:`kit.sound`) takes the
sound; ``parec`` records its monitor. Each message's pieces are synthesised again
here with the same voice, and a piece counts as heard when its energy envelope is
found in the recording, after the piece before it. Nothing is played out loud. The
tests skip on a machine without PulseAudio's tools, never in CI (``.ci/run``
installs them).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from kit.sound import (BOUND, Heard, SoundServer, Terminal, answers, find_in_order, heard, heard_form,
                          require_tools, silent_for, spoken_alea, wait_until)

pytestmark = [pytest.mark.realtime, pytest.mark.flaky(reruns=1)]
"""Real time: ``make test`` runs these beside the CPU-bound tests (docs/testing.md). Sound played in
real time while other tests load both cores can underrun and blur a sentence's loudness curve below
the match threshold (seen once in six full runs): one more try, with a fresh recording; a second
miss fails."""

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


@pytest.mark.parametrize("lang", SESSIONS)
def test_a_whole_piped_script_is_heard_to_its_last_answer_before_alea_ends(
        sound: SoundServer, tmp_path: Path, lang: str) -> None:
    """``printf 'status\\n' | alea --speech``: the line comes at once, then the end of input."""
    query = SESSIONS[lang][1]
    last = heard_form("\n".join(answers(lang, [query], tmp_path)[-1]), lang)
    recording = sound.record(tmp_path / "heard.raw")
    listener = Heard(recording)
    game = spoken_alea(sound, lang, tmp_path, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE)
    try:
        _, err = game.communicate(f"{query}\n".encode(), timeout=BOUND)
    finally:
        if game.poll() is None:
            game.kill()
        recording.stop()
    assert game.returncode == 0 and err == b""
    assert find_in_order(listener.update(), last) is not None


@pytest.mark.skipif(sys.platform == "win32", reason="a pseudo-terminal is POSIX")
def test_at_the_prompt_the_first_key_stops_speech_again_is_heard_whole_and_goodbye_before_exit(
        sound: SoundServer, tmp_path: Path) -> None:
    startup, status = (heard_form("\n".join(answer), "en") for answer in answers("en", ["status"], tmp_path))
    question, goodbye = (heard_form("\n".join(answer), "en")
                         for answer in answers("en", ["quit", "yes"], tmp_path / "quit")[1:])
    recording = sound.record(tmp_path / "heard.raw")
    listener = Heard(recording)
    terminal = Terminal(sound, "en", tmp_path)
    try:
        opening = heard(listener, [startup[0][: len(startup[0]) // 3]])[0]
        terminal.type("s")  # the first key of "status", no Enter yet
        key = len(listener.update())
        # Speech stops at the key: a whole second of silence comes (had it gone on, the opening's
        # next sentences would be heard while we wait).
        wait_until(lambda: silent_for(listener, key, 100), "silence after the first key", 20)
        typed = len(listener.update())
        terminal.type("tatus\r")
        status_heard = heard(listener, status, typed)
        terminal.type("again\r")
        again_heard = heard(listener, status, status_heard[-1] + 1)
        terminal.type("quit\r")
        heard(listener, question, again_heard[-1] + 1)
        terminal.type("y\r")
        terminal.game.wait(BOUND)
    finally:
        terminal.close()
        recording.stop()
    frames = listener.update()
    assert terminal.game.returncode == 0
    assert all(find_in_order(frames[:typed], [piece], opening + 1) is None for piece in startup[1:])
    # "Chose, yes." and "Goodbye." were heard whole before alea ended (the recording stopped after).
    assert find_in_order(frames, goodbye, again_heard[-1]) is not None
    assert b"Goodbye." in terminal.screen
