"""Sound cues as a player hears them: ``alea --sounds`` played into a real sound server and recorded.

A private PulseAudio daemon with a null sink at the pack's own format (:mod:`kit.sound`: 22050 Hz,
mono, 16 bit) takes the sound, and ``parec`` records its monitor; at 100 % stream volume the server
neither resamples nor scales, so a cue is *heard* when its samples (the pack's file at the player's
volume) are in the recording: any loud 10 ms of it, sample for sample (on a loaded machine an underrun
may cut a stream, and speech mixed in changes the samples it overlaps). The cues a scripted game must play are what the table
derives for the same lines (:class:`alea.table.seated.Table`, in-process); the recording must hold
each, in that order. The time from an answer's first line on the screen to its cue's first sample
is printed (never asserted). Nothing is played out loud. Skipped without PulseAudio's tools, never
in CI.
"""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from array import array
from pathlib import Path

import pytest

from alea.table.options import Options
from alea.table.settings import Settings
from alea import games
from alea.table.seated import Place, Table
from alea.sound.pack import load_pack
from alea.table.cues import BY_NAME
from alea.sound.player import scaled
from alea.table.cues import CUES
from alea.narration.message import text
from kit.sound import BOUND, RATE, SoundServer, require_tools, wait_until

pytestmark = [pytest.mark.realtime, pytest.mark.flaky(reruns=1)]
"""Real time: sounds played and recorded while other tests load both cores (docs/testing.md)."""

VOLUME = Settings().sound_volume
"""The volume a first run plays cues at (the settings' default)."""


SCRIPT = ["1", "zzz", "1", "sounds all"]
"""A Tesseract game: the first lab's die, a refusal, the second lab's die (the first turn starts),
then every cue, each after its name (`sounds all`)."""


@pytest.fixture(scope="module")
def sound(tmp_path_factory):
    require_tools()
    server = SoundServer(tmp_path_factory.mktemp("pulse"))
    yield server
    server.stop()


def expected_cues(root: Path) -> list[list[str]]:
    """The cues the table derives for the game's opening and for each line of :data:`SCRIPT`."""
    environ = {"ALEA_CONFIG_DIR": str(root / "dry-config"), "ALEA_DATA_DIR": str(root / "dry-data")}
    table = Table([Place(None, "en")], Options(game="tesseract", players=2, seed=3), environ,
                  game=games.plugin("tesseract"))
    found = [table.take_cues()[1]]
    for line in SCRIPT:
        table.handle(1, line)
        found.append(table.take_cues()[1])
    table.close()
    return found


def samples_of(cue: str) -> array:
    """A cue's samples as the player plays them (the pack's file at the default volume)."""
    samples = array("h")
    samples.frombytes(scaled(load_pack(BY_NAME).sounds[cue].path, VOLUME)[44:])  # the pack's canonical WAV header
    return samples


def chunks_at(recording: bytes, cue: array, start: int) -> int | None:
    """The byte where ``cue`` begins in ``recording`` (from byte ``start``), found by any 10 ms of it
    that arrived whole: sample for sample, no other sound mixed in and no underrun of a loaded machine
    cutting it. Only loud pieces count (silence matches anywhere); None when none is there."""
    size = RATE // 100
    found = []
    for at in range(64, len(cue) - size, size):
        piece = cue[at: at + size]
        if max(abs(sample) for sample in piece) < 2000:
            continue
        byte = recording.find(piece.tobytes(), start)
        while byte != -1 and byte % 2:
            byte = recording.find(piece.tobytes(), byte + 1)
        if byte != -1:
            found.append(byte - 2 * at)
    return min(found) if found else None


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
    assert batches[4] == [cue.name for cue in CUES], "sounds all plays every cue, in order"
    path = tmp_path / "heard.raw"
    recording = sound.record(path)
    clocked = Clocked(path)
    env = dict(sound.env, ALEA_CONFIG_DIR=str(tmp_path / "config"), ALEA_DATA_DIR=str(tmp_path / "data"),
               NO_COLOR="1")
    game = subprocess.Popen(
        [sys.executable, "-m", "alea.main", "--lang", "en", "--players", "2", "--seed", "3", "--sounds"],
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
                wanted = samples_of(cue)
                found: list[int | None] = [None]

                def present() -> bool:
                    found[0] = chunks_at(recording.data(), wanted, position)
                    return found[0] is not None

                wait_until(present, f"the cue {cue} in the recording after {heard[-1][0] if heard else 'the start'}")
                onset = found[0] or 0
                heard.append((cue, onset))
                position = onset + len(wanted)  # bytes: half way through it; the next cue starts later
            # The next line only once the batch's last cue has ended (and 100 ms more): two batches'
            # cues would mix, and a mixed sample is no cue's.
            end = position + len(wanted) + 2 * RATE // 10
            wait_until(lambda: len(recording.data()) >= end, "the batch's last cue to end")
            position = end  # the next batch's cues are looked for after this one's (the same cue may come again)
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


    # `sounds all` teaches name first: each cue's first sample arrives after its name was on the
    # screen (issue 41: the 20 names were printed at once while the cues played, the last ones late).
    for number, (cue, byte) in enumerate(heard[-len(CUES):], 1):
        line = f"Sound {number} of {len(CUES)}, {text(BY_NAME[cue].called, 'en', 'normal')}."
        name_at = next(at for at, text in shown if text == line)
        print(f"cue {cue}: heard {1000 * (clocked.when(byte) - name_at):+.0f} ms after its name was shown")
        assert clocked.when(byte) > name_at, f"{cue} heard before its name"
