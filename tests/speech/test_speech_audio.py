"""Choosing the system's player, and driving a player process; nothing is played out loud."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from alea.speech.audio import CommandPlayer, PlaybackFailed, WinsoundPlayer, find_player


def machine(files: set[str], commands: set[str], env: dict[str, str], devices: list[str] | None = None):
    """The facts find_player looks at, for a Linux machine described by the test."""
    return {
        "platform": "linux",
        "env": env,
        "which": lambda name: f"/usr/bin/{name}" if name in commands else None,
        "exists": lambda path: path in files,
        "alsa_devices": lambda: devices or [],
    }


RUN = {"XDG_RUNTIME_DIR": "/run/user/1000"}


def test_no_sound_server_and_no_device_means_no_player() -> None:
    assert find_player(**machine(set(), {"pw-play", "paplay", "aplay"}, RUN)) is None


def test_pipewire_is_played_with_pw_play() -> None:
    player = find_player(**machine({"/run/user/1000/pipewire-0"}, {"pw-play", "paplay"}, RUN))
    assert isinstance(player, CommandPlayer) and player.command == ["/usr/bin/pw-play"]


def test_pulseaudio_is_played_with_paplay() -> None:
    player = find_player(**machine({"/run/user/1000/pulse/native"}, {"paplay", "aplay"}, RUN))
    assert player.name == "paplay"
    remote = find_player(**machine(set(), {"paplay"}, {"PULSE_SERVER": "tcp:host"}))
    assert remote.name == "paplay"


def test_bare_alsa_is_played_with_aplay_quietly() -> None:
    player = find_player(**machine(set(), {"aplay"}, {}, ["/dev/snd/pcmC0D0p"]))
    assert player.command == ["/usr/bin/aplay", "-q"]


def test_a_device_without_any_player_command_means_no_player() -> None:
    assert find_player(**machine({"/run/user/1000/pipewire-0"}, set(), RUN, ["/dev/snd/pcmC0D0p"])) is None


def test_other_systems() -> None:
    assert isinstance(find_player(platform="win32"), WinsoundPlayer)
    mac = find_player(platform="darwin", which=lambda name: "/usr/bin/afplay" if name == "afplay" else None)
    assert mac.name == "afplay"


needs_sh = pytest.mark.skipif(sys.platform == "win32" or not shutil.which("sh"), reason="needs a POSIX sh")


@needs_sh
def test_a_player_that_fails_raises_with_its_error() -> None:
    player = CommandPlayer("fake", ["sh", "-c", 'echo "Connection refused" >&2; exit 1', "sh"])
    with pytest.raises(PlaybackFailed, match="fake: Connection refused"):
        player.play(b"RIFF", lambda: False)


@needs_sh
def test_a_player_is_stopped_when_asked() -> None:
    """A player that would run for a minute ends as soon as stopped() says so."""
    asked = []

    def stopped() -> bool:
        asked.append(1)
        return len(asked) >= 2

    player = CommandPlayer("fake", ["sh", "-c", "sleep 60", "sh"])
    player.play(b"RIFF", stopped)
    assert len(asked) >= 2


@needs_sh
def test_the_player_gets_the_wav_in_a_file_that_is_removed_afterwards(tmp_path) -> None:
    copy = tmp_path / "copy.wav"
    seen = tmp_path / "path.txt"
    player = CommandPlayer("fake", ["sh", "-c", f'cp "$1" {copy}; echo "$1" > {seen}', "sh"])
    player.play(b"RIFF-data", lambda: False)
    assert copy.read_bytes() == b"RIFF-data"
    assert not Path(seen.read_text().strip()).exists()
