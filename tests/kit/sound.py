"""A real sound server for the tests that listen: a private PulseAudio daemon with a null sink.

The daemon runs as the test's child in a temporary runtime directory (as root in CI
too), with one null sink at eSpeak NG's own format (22050 Hz, mono, 16 bit) so that
what a player process sends arrives in the recording sample for sample: at 100 %
volume PulseAudio neither resamples nor scales it. ``parec`` records the sink's
monitor. A piece of speech is then *heard* when its exact samples are in the recording.
"""

from __future__ import annotations

import io
import math
import os
import shutil
import signal
import subprocess
import sys
import time
from array import array
from collections.abc import Sequence
from pathlib import Path

import pytest

from alea.main import run
from kit.pseudo_terminal import PseudoTerminal
from alea.speech import espeak
from alea.speech.sentences import pieces

RATE = 22050
SINK = "alea_test"
TOOLS = ("pulseaudio", "pactl", "paplay", "parec")
BOUND = 120.0
"""Seconds: only a bound against a hung test, never a timing expectation."""


def require_tools() -> None:
    """Skip (locally) or fail (in CI, where .ci/run installs them) when the sound tools are missing."""
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if not missing:
        return
    message = f"needs {', '.join(missing)} (apt-get install pulseaudio pulseaudio-utils)"
    if os.environ.get("CI"):
        pytest.fail(f"CI must have the sound server: {message}")
    pytest.skip(message)


def wait_until(condition, what: str, bound: float = BOUND) -> None:
    """Poll ``condition()`` until it is true; fail with ``what`` after ``bound`` seconds."""
    deadline = time.monotonic() + bound
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"gave up waiting: {what}")
        time.sleep(0.05)


class SoundServer:
    """A PulseAudio daemon of our own, with the null sink :data:`SINK` as its default sink."""

    def __init__(self, root: Path) -> None:
        self.root = root
        runtime = root / "run"
        home = root / "home"
        runtime.mkdir(mode=0o700, parents=True)
        home.mkdir(parents=True)
        config = root / "default.pa"
        config.write_text(
            "load-module module-native-protocol-unix\n"
            f"load-module module-null-sink sink_name={SINK} rate={RATE} channels=1 format=s16le\n"
            f"set-default-sink {SINK}\n"
        )
        self.env = {key: value for key, value in os.environ.items() if not key.startswith("PULSE_")}
        self.env.update(XDG_RUNTIME_DIR=str(runtime), HOME=str(home))
        log = (root / "pulseaudio.log").open("wb")
        self.process = subprocess.Popen(
            ["pulseaudio", "-n", "-F", str(config), "--daemonize=no", "--exit-idle-time=-1",
             "--use-pid-file=no", "--system=no", "--log-target=stderr"],
            stdin=subprocess.DEVNULL, stdout=log, stderr=log, env=self.env,
        )
        log.close()
        wait_until(self._answers, "the PulseAudio daemon to answer", 30)

    def _answers(self) -> bool:
        if self.process.poll() is not None:
            raise AssertionError("pulseaudio ended: " + (self.root / "pulseaudio.log").read_text())
        return subprocess.run(["pactl", "info"], env=self.env, capture_output=True).returncode == 0

    def record(self, path: Path) -> "Recording":
        """Start recording the sink's monitor into ``path``."""
        return Recording(self, path)

    def stop(self) -> None:
        """End the daemon."""
        self.process.terminate()
        self.process.wait(timeout=10)


class Recording:
    """``parec`` on the null sink's monitor: raw 16-bit mono samples at :data:`RATE`."""

    def __init__(self, server: SoundServer, path: Path) -> None:
        self.path = path
        with path.open("wb") as out:
            self.process = subprocess.Popen(
                ["parec", f"--device={SINK}.monitor", "--format=s16le", f"--rate={RATE}", "--channels=1",
                 "--latency-msec=10"],
                stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.DEVNULL, env=server.env,
            )
        wait_until(lambda: path.stat().st_size > RATE // 10, "parec to record")

    def data(self) -> bytes:
        """What was recorded so far (whole samples)."""
        raw = self.path.read_bytes()
        return raw[: len(raw) - len(raw) % 2]

    def stop(self) -> bytes:
        """Stop recording; returns everything recorded."""
        self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        return self.data()


FRAME = RATE // 100
"""Samples in one frame of an energy envelope (10 ms)."""
LOUD = 200
"""A frame whose RMS reaches this is speech, not silence (about -44 dBFS)."""
LOUD_DB = 20 * math.log10(LOUD)
""":data:`LOUD` in the envelope's decibels."""
ALIKE = 0.85
"""Correlation of two smoothed envelopes (in decibels) from which they are the same words.

The same words measure 0.9 to 1.0; two different lines of the game 0.75 at most."""


def envelope(samples: Sequence[int]) -> list[float]:
    """Loudness in decibels of each 10 ms frame."""
    frames = []
    for start in range(0, len(samples) - FRAME + 1, FRAME):
        frame = samples[start: start + FRAME]
        rms = (sum(sample * sample for sample in frame) / FRAME) ** 0.5
        frames.append(20 * math.log10(max(rms, 1.0)))
    return frames


def trimmed(frames: list[float]) -> list[float]:
    """The envelope from its first loud frame to its last."""
    loud = [i for i, level in enumerate(frames) if level >= LOUD_DB]
    return frames[loud[0]: loud[-1] + 1]


def heard_form(text: str, voice: str) -> list[list[float]]:
    """The envelope the embedded voice makes for each piece of ``text`` (its own synthesis), edges trimmed.

    eSpeak NG adds a little randomness to its voicing, so the samples differ from one
    synthesis to the next; the envelope does not.
    """
    engine = espeak.engine()
    forms = []
    for piece in pieces(text):
        audio = engine.synthesize(piece, voice)
        assert audio is not None
        forms.append(smooth(trimmed(envelope(audio.samples))))
    return forms


def smooth(frames: Sequence[float]) -> list[float]:
    """Each frame averaged with two on each side: eSpeak's random jitter evens out."""
    return [sum(frames[max(0, i - 2): i + 3]) / len(frames[max(0, i - 2): i + 3]) for i in range(len(frames))]


def correlation(a: Sequence[float], b: Sequence[float]) -> float:
    """Pearson correlation of two equally long sequences."""
    n = len(a)
    mean_a, mean_b = sum(a) / n, sum(b) / n
    cov = sum((x - mean_a) * (y - mean_b) for x, y in zip(a, b))
    var_a = sum((x - mean_a) ** 2 for x in a)
    var_b = sum((y - mean_b) ** 2 for y in b)
    return cov / math.sqrt(var_a * var_b) if var_a and var_b else 0.0


class Heard:
    """The envelope of a recording, read as it grows."""

    def __init__(self, recording: "Recording") -> None:
        self.recording = recording
        self.frames: list[float] = []
        self._read = 0

    def update(self) -> list[float]:
        """Add the frames recorded since the last call; returns all frames."""
        data = self.recording.data()
        whole = (len(data) - self._read) // (2 * FRAME) * 2 * FRAME
        samples = array("h")
        samples.frombytes(data[self._read: self._read + whole])
        self._read += whole
        self.frames.extend(envelope(samples))
        return self.frames


def onsets(frames: Sequence[float], start: int) -> list[int]:
    """Frames from ``start`` on where speech begins after silence (a new piece starts only there)."""
    return [i for i in range(max(start, 1), len(frames)) if frames[i] >= LOUD_DB > frames[i - 1]]


def find_in_order(frames: Sequence[float], forms: Sequence[list[float]], start: int = 0) -> list[int] | None:
    """The frame where each form begins in ``frames``, each after the one before; None if one is missing."""
    found = []
    for form in forms:
        at = next((onset + shift for onset in onsets(frames, start) for shift in (-1, 0, 1)
                   if 0 <= onset + shift and onset + shift + len(form) <= len(frames)
                   and correlation(form, smooth(frames[onset + shift: onset + shift + len(form)])) >= ALIKE), None)
        if at is None:
            return None
        found.append(at)
        start = at + len(form)
    return found


def seconds(frame: int) -> float:
    """A frame of an envelope, in seconds from the recording's start."""
    return frame * FRAME / RATE


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
    """``alea --speech`` as its own process, its sound going to the test's sound server. Without sound
    cues (on by default at a terminal): these tests listen to the speech alone (tests/sound hears both)."""
    env = dict(sound.env, ALEA_CONFIG_DIR=str(root / "config"), ALEA_DATA_DIR=str(root / "data"), NO_COLOR="1")
    return subprocess.Popen(
        [sys.executable, "-m", "alea.main", "--lang", lang, "--players", "2", "--seed", "3", "--speech",
         "--no-sounds"],
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


class Terminal(PseudoTerminal):
    """``alea --speech`` at a real terminal (a pseudo-terminal), so prompt_toolkit reads its keys."""

    def __init__(self, sound: SoundServer, lang: str, root: Path) -> None:
        super().__init__(lambda slave: spoken_alea(sound, lang, root, stdin=slave, stdout=slave, stderr=slave,
                                                   start_new_session=True))

    def close(self, bound: float = BOUND) -> None:
        super().close(bound)


def silent_for(listener: Heard, start: int, frames: int) -> bool:
    """Whether the recording from frame ``start`` on ends with ``frames`` frames of silence."""
    recorded = listener.update()
    tail = recorded[max(start, len(recorded) - frames):]
    return len(recorded) - start >= frames and all(level < LOUD_DB for level in tail)
