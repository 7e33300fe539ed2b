"""Playing synthesised speech on the system's audio.

Alea adds no audio library: it hands a WAV file to the player that comes with
the system's own sound stack, which its distribution keeps up to date:
``pw-play`` (PipeWire), ``paplay`` (PulseAudio, also served by PipeWire),
``aplay`` (ALSA) on Linux and BSD, ``afplay`` on macOS, and the standard
library's ``winsound`` on Windows. :func:`find_player` also tells whether there
is an audio device at all, without making a sound, so that a machine without one
(a server, CI) says so once and the game goes on in text.
"""

from __future__ import annotations

import glob
import io
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import wave
from collections.abc import Callable, Mapping
from dataclasses import field
from alea.dataclass import dataclass
from pathlib import Path
from typing import Protocol

from alea.errors import AleaError

_POLL_SECONDS = 0.02


class PlaybackFailed(AleaError, OSError):
    """The player could not play a sound (its exit status or error is in the message)."""


class Sink(Protocol):
    """Somewhere speech audio goes."""

    name: str
    """What the sink is, for diagnostics (for example ``"paplay"``)."""

    def play(self, wav: bytes, stopped: Callable[[], bool]) -> None:
        """Play a WAV file to the end, or until ``stopped()`` is true; raise :class:`PlaybackFailed`."""


@dataclass
class CommandPlayer:
    """Plays WAV files with a system command such as ``paplay FILE``."""

    name: str
    """The player command's name."""
    command: list[str]
    """The command line, the WAV file's path appended to it."""
    _current: subprocess.Popen[bytes] | None = field(default=None, init=False, repr=False)

    def play(self, wav: bytes, stopped: Callable[[], bool]) -> None:
        """Play ``wav``; stops the player as soon as ``stopped()`` is true."""
        handle, path = tempfile.mkstemp(prefix="alea-speech-", suffix=".wav")
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(wav)
            try:
                process = subprocess.Popen(
                    [*self.command, path],
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.PIPE,
                )
            except OSError as error:
                raise PlaybackFailed(f"{self.name}: {error}") from error
            while True:
                try:
                    process.wait(timeout=_POLL_SECONDS)
                    break
                except subprocess.TimeoutExpired:
                    if stopped():
                        process.terminate()
                        process.wait()
                        return
            error_text = process.stderr.read().decode("utf-8", "replace").strip() if process.stderr else ""
            if process.stderr:
                process.stderr.close()
            if process.returncode != 0 and not stopped():
                raise PlaybackFailed(f"{self.name}: {error_text or f'exit status {process.returncode}'}")
        finally:
            Path(path).unlink(missing_ok=True)


@dataclass
class WinsoundPlayer:
    """Plays WAV files through Windows' own ``PlaySound`` (the standard library's ``winsound``)."""

    name: str = "winsound"

    def play(self, wav: bytes, stopped: Callable[[], bool]) -> None:
        """Play ``wav`` asynchronously and purge it when ``stopped()`` becomes true."""
        if sys.platform != "win32":
            raise ModuleNotFoundError("winsound is Windows only")
        import winsound

        done = threading.Event()
        handle, path = tempfile.mkstemp(prefix="alea-speech-", suffix=".wav")
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(wav)
            with wave.open(io.BytesIO(wav)) as header:
                length = header.getnframes() / header.getframerate()
            try:
                winsound.PlaySound(path, winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT)
            except RuntimeError as error:
                raise PlaybackFailed(f"winsound: {error}") from error
            waited = 0.0
            while waited < length and not stopped():
                done.wait(_POLL_SECONDS)
                waited += _POLL_SECONDS
            if stopped():
                winsound.PlaySound(None, winsound.SND_PURGE)
        finally:
            Path(path).unlink(missing_ok=True)


def _linux_outputs(env: Mapping[str, str], exists: Callable[[str], bool], devices: list[str]) -> list[str]:
    """The sound servers or devices this machine has, best first."""
    runtime = env.get("XDG_RUNTIME_DIR", "")
    found = []
    if runtime and exists(os.path.join(runtime, "pipewire-0")):
        found.append("pipewire")
    if env.get("PULSE_SERVER") or (runtime and exists(os.path.join(runtime, "pulse", "native"))):
        found.append("pulse")
    if devices:
        found.append("alsa")
    return found


_PLAYERS: dict[str, list[tuple[str, list[str]]]] = {
    "pipewire": [("pw-play", ["pw-play"]), ("paplay", ["paplay"])],
    "pulse": [("paplay", ["paplay"]), ("pw-play", ["pw-play"])],
    "alsa": [("aplay", ["aplay", "-q"])],
}


def find_player(
    platform: str = sys.platform,
    env: Mapping[str, str] | None = None,
    which: Callable[[str], str | None] = shutil.which,
    exists: Callable[[str], bool] = os.path.exists,
    alsa_devices: Callable[[], list[str]] = lambda: glob.glob("/dev/snd/pcmC*D*p"),
) -> Sink | None:
    """The player for this machine's audio, or ``None`` when it has no audio device or no player.

    Makes no sound. The parameters are the machine's facts, replaceable in tests.
    """
    if platform == "win32":
        return WinsoundPlayer()
    if platform == "darwin":
        path = which("afplay")
        return CommandPlayer("afplay", [path]) if path else None
    environment = os.environ if env is None else env
    for output in _linux_outputs(environment, exists, alsa_devices()):
        for name, command in _PLAYERS[output]:
            path = which(command[0])
            if path:
                return CommandPlayer(name, [path, *command[1:]])
    return None
