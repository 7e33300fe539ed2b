"""Playing cues at the terminal without waiting: one system player process per cue.

Each cue is handed, as a file, to the player that comes with the system's sound stack
(``pw-play``, ``paplay``, ``aplay``, ``afplay``: :func:`alea.speech.audio.find_player`, the
same one the game's own voice uses) in a process of its own, started and left to play:
:meth:`CuePlayer.play` returns at once, the sound server mixes the cue with speech and with
other cues, and stopping speech (a key, a line, ``silence``) never stops a cue. The cues of one
batch follow each other, each started when the one before it ends, by a timer thread.
docs/sound.md says why this and not an audio library.

On Windows, ``winsound`` plays one sound at a time: a cue is dropped while another sound (the
game's own voice) plays, never cutting it (not verified on Windows).
"""

from __future__ import annotations

import io
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import wave
from array import array
from collections.abc import Callable, Sequence
from pathlib import Path

from alea.speech.audio import CommandPlayer, Sink, find_player

from .pack import Pack

GAP = 0.03
"""Seconds of silence between two cues of one batch."""

WAIT_AT_CLOSE = 2.0
"""Seconds :meth:`CuePlayer.close` lets the cues still playing end before it stops them."""


def scaled(path: Path, volume: int) -> bytes:
    """The WAV file at ``path`` with its samples at ``volume`` percent."""
    with wave.open(str(path), "rb") as audio:
        params = audio.getparams()
        raw = audio.readframes(audio.getnframes())
    samples = array("h")
    samples.frombytes(raw)
    if sys.byteorder == "big":
        samples.byteswap()
    factor = volume / 100
    samples = array("h", (max(-32768, min(32767, round(s * factor))) for s in samples))
    if sys.byteorder == "big":
        samples.byteswap()
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setparams(params)
        out.writeframes(samples.tobytes())
    return buffer.getvalue()


class CuePlayer:
    """Plays cues of a pack on a system player; nothing it does waits for a sound."""

    def __init__(self, pack: Pack, sink: Sink, volume: int = 100,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.pack = pack
        self.sink = sink
        self.volume = volume
        """Percent of the pack's loudness (0 to 100)."""
        self._clock = clock
        self._folder: Path | None = None
        self._copies: dict[tuple[str, int], Path] = {}
        self._running: list[subprocess.Popen[bytes]] = []
        self._lock = threading.Lock()
        self._timers: list[threading.Timer] = []
        self.started: list[tuple[str, float]] = []
        """Each cue started, with the clock's time when its player was started (the last 100)."""

    @property
    def name(self) -> str:
        """The system player's name (``paplay`` ...)."""
        return self.sink.name

    def file_for(self, cue: str) -> Path:
        """The file to play for ``cue`` at the current volume (a scaled copy unless at 100 %)."""
        source = self.pack.sounds[cue].path
        if self.volume >= 100:
            return source
        key = (cue, self.volume)
        copy = self._copies.get(key)
        if copy is None:
            if self._folder is None:
                self._folder = Path(tempfile.mkdtemp(prefix="alea-cues-"))
            copy = self._folder / f"{cue}-{self.volume}.wav"
            copy.write_bytes(scaled(source, self.volume))
            self._copies[key] = copy
        return copy

    def play(self, cues: Sequence[str], gap: float = GAP) -> None:
        """Start ``cues`` one after the other, ``gap`` seconds apart; returns at once. A cue the pack
        lacks is skipped."""
        known = [cue for cue in cues if cue in self.pack.sounds]
        if not known or self.volume <= 0:
            return
        self._start(known[0])
        delay = 0.0
        for before, cue in zip(known, known[1:]):
            delay += self.pack.sounds[before].seconds + gap
            timer = threading.Timer(delay, self._start, (cue,))
            timer.daemon = True
            with self._lock:
                self._timers = [t for t in self._timers if t.is_alive()] + [timer]
            timer.start()

    def _start(self, cue: str) -> None:
        path = self.file_for(cue)
        with self._lock:
            self._running = [p for p in self._running if p.poll() is None]
            self.started = self.started[-99:] + [(cue, self._clock())]
        if isinstance(self.sink, CommandPlayer):
            try:
                process = subprocess.Popen([*self.sink.command, str(path)], stdin=subprocess.DEVNULL,
                                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            except OSError:
                return  # a player that cannot start: the line says what happened
            with self._lock:
                self._running.append(process)
        elif sys.platform == "win32":  # pragma: no cover - Windows only
            import winsound

            try:
                winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC
                                   | winsound.SND_NODEFAULT | winsound.SND_NOSTOP)
            except RuntimeError:
                return

    def idle(self) -> bool:
        """Whether no cue is playing or waiting to start."""
        with self._lock:
            return (all(p.poll() is not None for p in self._running)
                    and not any(t.is_alive() for t in self._timers))

    def close(self) -> None:
        """Let the cues still playing end (at most :data:`WAIT_AT_CLOSE` seconds), then stop them
        and remove the scaled copies."""
        deadline = self._clock() + WAIT_AT_CLOSE
        while not self.idle() and self._clock() < deadline:
            time.sleep(0.02)
        with self._lock:
            for timer in self._timers:
                timer.cancel()
            for process in self._running:
                if process.poll() is None:
                    process.terminate()
                    process.wait()
            self._running.clear()
        if self._folder is not None:
            shutil.rmtree(self._folder, ignore_errors=True)
            self._folder = None
            self._copies.clear()


def open_cue_player(pack: Pack, volume: int) -> CuePlayer | None:
    """A cue player on this machine's audio, or None when it has no audio device (nothing is played)."""
    sink = find_player()
    return None if sink is None else CuePlayer(pack, sink, volume)
