"""Sound cues as a player hears them: ``alea --sounds`` played into a real sound server and recorded.

A private PulseAudio daemon with a null sink at the pack's own format (:mod:`kit.sound`: 22050 Hz,
mono, 16 bit) takes the sound, and ``parec`` records its monitor; at 100 % stream volume the server
neither resamples nor scales, so a cue is *heard* when its exact samples (the pack's file at the
player's volume) are in the recording. The cues a scripted game must play are what the table
derives for the same lines (:class:`alea.cli.table.Table`, in-process); the recording must hold
each, in that order. The time from an answer's first line on the screen to its cue's first sample
is printed (never asserted). Nothing is played out loud. Skipped without PulseAudio's tools, never
in CI.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from array import array
from pathlib import Path

import pytest

from alea.cli.options import Options
from alea.cli.settings import Settings
from alea.cli.table import Place, Table
from alea.sound.pack import load_pack
from alea.sound.player import scaled
from alea.table.cues import CUES
from kit.sound import BOUND, RATE, SoundServer, require_tools, wait_until

pytestmark = [pytest.mark.realtime, pytest.mark.flaky(reruns=1)]
"""Real time: sounds played and recorded while other tests load both cores (docs/testing.md)."""

VOLUME = Settings().sound_volume
"""The volume a first run plays cues at (the settings' default)."""

PROBE = RATE // 50
"""Samples of a cue looked for in the recording: its loudest 20 ms after its first fifth. (The sound
server does not pass a stream's first block sample for sample, so a cue's very start is not exact in
the recording; the rest is.)"""

SCRIPT = ["1", "zzz", "1", "sounds"]
"""A Tesseract game: the first lab's die, a refusal, the second lab's die (the first turn starts),
then every cue by name."""


@pytest.fixture(scope="module")
def sound(tmp_path_factory):
    require_tools()
    server = SoundServer(tmp_path_factory.mktemp("pulse"))
    yield server
    server.stop()


def expected_cues(root: Path) -> list[list[str]]:
    """The cues the table derives for the game's opening and for each line of :data:`SCRIPT`."""
    environ = {"ALEA_CONFIG_DIR": str(root / "dry-config"), "ALEA_DATA_DIR": str(root / "dry-data")}
    table = Table([Place(None, "en")], Options(game="tesseract", players=2, seed=3), environ)
    found = [table.take_cues()[1]]
    for line in SCRIPT:
        table.handle(1, line)
        found.append(table.take_cues()[1])
    table.close()
    return found


def probe(cue: str) -> tuple[bytes, int]:
    """:data:`PROBE` samples of a cue as the player plays it, around its loudest, and how many bytes
    into the cue they begin."""
    data = scaled(load_pack().sounds[cue].path, VOLUME)
    samples = array("h")
    samples.frombytes(data[44:])  # the canonical WAV header the pack's files have
    starts = range(len(samples) // 5, len(samples) - PROBE, 20)
    start = max(starts, key=lambda at: sum(abs(sample) for sample in samples[at: at + PROBE]))
    return samples[start: start + PROBE].tobytes(), 2 * start


class Clocked:
    """The recording's length, noted with the clock every few milliseconds: when a sample arrived."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.marks: list[tuple[float, int]] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            self.marks.append((time.monotonic(), self.path.stat().st_size))
            time.sleep(0.002)

    def when(self, byte: int) -> float:
        """The clock's time when the recording first held ``byte``."""
        return next(at for at, size in self.marks if size > byte)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()


def test_every_cue_of_a_scripted_game_is_heard_in_order(sound: SoundServer, tmp_path: Path) -> None:
    batches = expected_cues(tmp_path)
    assert batches[2] == ["refusal"] and "your_turn" in batches[3]
    assert batches[4] == [cue.name for cue in CUES], "sounds plays every cue, in order"
    path = tmp_path / "heard.raw"
    recording = sound.record(path)
    clocked = Clocked(path)
    env = dict(sound.env, ALEA_CONFIG_DIR=str(tmp_path / "config"), ALEA_DATA_DIR=str(tmp_path / "data"),
               NO_COLOR="1")
    game = subprocess.Popen(
        [sys.executable, "-m", "alea.cli.main", "--lang", "en", "--players", "2", "--seed", "3", "--sounds"],
        env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    shown: list[tuple[float, str]] = []

    def read() -> None:
        for raw in game.stdout:
            shown.append((time.monotonic(), raw.decode().rstrip("\n")))

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    heard: list[tuple[str, int]] = []
    typed_at: list[int] = []
    try:
        position = 0
        for number, batch in enumerate(batches):
            if number:
                typed_at.append(len(shown))
                game.stdin.write(f"{SCRIPT[number - 1]}\n".encode())
                game.stdin.flush()
            for cue in batch:
                wanted, into = probe(cue)
                found = [-1]

                def present() -> bool:
                    at = recording.data().find(wanted, position)
                    while at != -1 and at % 2:
                        at = recording.data().find(wanted, at + 1)
                    found[0] = at
                    return at != -1

                wait_until(present, f"the cue {cue} in the recording after {heard[-1][0] if heard else 'the start'}")
                heard.append((cue, found[0] - into))
                position = found[0] + len(wanted)
        game.stdin.close()
        game.wait(BOUND)
    finally:
        if game.poll() is None:
            game.kill()
        recording.stop()
        clocked.stop()
        reader.join(BOUND)
    assert game.returncode == 0, game.stderr.read().decode()
    assert [cue for cue, _ in heard] == [cue for batch in batches for cue in batch]
    # The figures: from the first line of an answer on the screen to its first cue's first sample.
    first = len(batches[0])
    for number, batch in enumerate(batches[1:], 1):
        cue, byte = heard[first]
        line_at = next(at for at, text in shown[typed_at[number - 1]:] if not text.startswith("> "))
        print(f"cue {cue}: heard {1000 * (clocked.when(byte) - line_at):+.0f} ms after its line was shown "
              f"(parec's own latency, 10 ms, included)")
        first += len(batch)



def chunks_at(recording: bytes, cue: array, start: int) -> int | None:
    """The byte where ``cue`` begins in ``recording`` (from byte ``start``), found by any 10 ms of it
    that no other sound overlapped (those arrive sample for sample); None if none is there."""
    size = RATE // 100
    found = []
    for at in range(64, len(cue) - size, size):
        byte = recording.find(cue[at: at + size].tobytes(), start)
        while byte != -1 and byte % 2:
            byte = recording.find(cue[at: at + size].tobytes(), byte + 1)
        if byte != -1:
            found.append(byte - 2 * at)
    return min(found) if found else None


def test_with_speech_the_cue_plays_first_and_the_sentence_is_heard_whole(sound: SoundServer, tmp_path: Path) -> None:
    """``alea --speech --sounds``: a refusal's cue and its sentence are two streams the sound server mixes.
    The cue is in the recording after the line was typed (the parts of it no speech overlapped, sample
    for sample), and the refusal's last sentence is heard whole after it: the cue did not cut it. When
    the sentence began, in the cue or after it, is printed."""
    from kit.sound import LOUD_DB, Heard, answers, find_in_order, heard_form

    refused = heard_form("\n".join(answers("en", ["zzz"], tmp_path)[1]), "en")
    cue = array("h")
    cue.frombytes(scaled(load_pack().sounds["refusal"].path, VOLUME)[44:])
    recording = sound.record(tmp_path / "heard.raw")
    listener = Heard(recording)
    env = dict(sound.env, ALEA_CONFIG_DIR=str(tmp_path / "config"), ALEA_DATA_DIR=str(tmp_path / "data"),
               NO_COLOR="1")
    game = subprocess.Popen(
        [sys.executable, "-m", "alea.cli.main", "--lang", "en", "--players", "2", "--seed", "3", "--speech",
         "--sounds"], env=env, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        wait_until(lambda: any(level >= LOUD_DB for level in listener.update()), "the opening's speech to start")
        typed = len(recording.data())
        game.stdin.write(b"zzz\n")
        game.stdin.close()
        at: list[int | None] = [None]

        def cue_heard() -> bool:
            at[0] = chunks_at(recording.data(), cue, typed)
            return at[0] is not None

        wait_until(cue_heard, "the refusal's cue")
        onset = at[0] // 2 if at[0] is not None else 0
        wait_until(lambda: find_in_order(listener.update(), refused[-1:], onset * 100 // RATE) is not None,
                   "the refusal's last sentence, whole, after its cue")
        game.wait(BOUND)
    finally:
        if game.poll() is None:
            game.kill()
        recording.stop()
    assert game.returncode == 0, game.stderr.read().decode()
    print(f"with speech: the refusal's cue began {1000 * (onset - typed // 2) / RATE:.0f} ms of recording after "
          f"the line was typed")
