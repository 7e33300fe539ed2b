"""Issue 42, item 12: a player's sound pack is somebody else's files. A cue's file that is a FIFO or
a link to a device or to ``/dev/stdin`` hung the start and swallowed typed lines; a WAV whose header
claims 3 seconds at 100 MHz (600 MB) froze the table while it was decoded. Each is refused before a
sample is read, its cue plays Alea's own sound, and the player is told in their language.

Real files throughout (a FIFO, symbolic links, a sparse 600 MB file); the last test plays into a
private PulseAudio daemon (:mod:`kit.sound`), the only way a cue player opens."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import threading
import wave
from pathlib import Path

import pytest

from alea.main import run
from alea.narration.message import text
from alea.sound.pack import MAP_NAME, MAX_BYTES, NOT_A_CUE, builtin_folder, load_pack
from alea.table.cues import BY_NAME
from alea.table.sounding import refused_sound

BOUND = 60.0
"""Seconds: only a bound against a hung start (the old code never returned), never a timing expectation."""


def wav(path: Path, rate: int = 22050, frames: int = 2205, channels: int = 1) -> Path:
    """A 16-bit PCM WAV of ``frames`` silent frames at ``rate``."""
    with wave.open(str(path), "wb") as out:
        out.setnchannels(channels)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(b"\0\0" * channels * frames)
    return path


def pack(folder: Path, **files: str) -> Path:
    """A player's pack in ``folder``: cue name -> file name."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / MAP_NAME).write_text(json.dumps({"cues": files}), encoding="utf-8")
    return folder


def loaded(folder: Path):  # type: ignore[no-untyped-def]
    """``load_pack`` on ``folder`` in a thread: the pack, or a failure if it did not return (a hang)."""
    found = []
    reader = threading.Thread(target=lambda: found.append(load_pack(BY_NAME, folder)), daemon=True)
    reader.start()
    reader.join(BOUND)
    assert found, "loading the pack hung"
    return found[0]


def test_a_fifo_a_device_and_a_link_to_stdin_are_refused_unread(tmp_path):
    folder = tmp_path / "sounds"
    folder.mkdir()
    os.mkfifo(folder / "fifo.wav")
    (folder / "stdin.wav").symlink_to("/dev/stdin")
    (folder / "zero.wav").symlink_to("/dev/zero")
    wav(folder / "good.wav")
    (folder / "good-link.wav").symlink_to(folder / "good.wav")  # a link to a regular file is a file
    pack(folder, your_turn="fifo.wav", refusal="stdin.wav", chat="zero.wav", game_won="good.wav",
         question="good-link.wav", sat_down="folder.wav")
    (folder / "folder.wav").mkdir()
    found = loaded(folder)
    for cue in ("your_turn", "refusal", "chat", "sat_down"):
        assert found.sounds[cue].path.parent == builtin_folder(), cue
    assert found.sounds["game_won"].path == folder / "good.wav"
    assert found.sounds["question"].path == folder / "good-link.wav"
    assert dict(found.refused) == {"fifo.wav": "not_a_file", "stdin.wav": "not_a_file", "zero.wav": "not_a_file",
                                   "folder.wav": "not_a_file"}


def test_a_header_that_claims_too_much_is_refused_before_a_sample_is_read(tmp_path):
    folder = tmp_path / "sounds"
    folder.mkdir()
    # 3 seconds at 100 MHz: 600 MB, a sparse file (it takes no room on the disk).
    huge = wav(folder / "huge.wav", rate=100_000_000, frames=1)
    with huge.open("r+b") as out:
        out.seek(40)
        out.write((600_000_000).to_bytes(4, "little"))  # the data chunk's size
        out.truncate(600_000_044)
    # The same claim in a small file: a header that lies about what the file holds.
    small = wav(folder / "small.wav", rate=100_000_000, frames=1)
    with small.open("r+b") as out:
        out.seek(40)
        out.write((600_000_000).to_bytes(4, "little"))
    wav(folder / "fast.wav", rate=192_000, frames=1000)  # within 3 seconds, past the highest rate
    wav(folder / "wide.wav", channels=6)
    wav(folder / "long.wav", rate=8000, frames=8000 * 4)  # 4 seconds
    lying = wav(folder / "lying.wav")  # 0.1 s declared as 3 s, 132 KB claimed in a 4 KB file
    with lying.open("r+b") as out:
        out.seek(40)
        out.write((22050 * 3 * 2).to_bytes(4, "little"))
    pack(folder, your_turn="huge.wav", refusal="small.wav", chat="fast.wav", game_won="wide.wav",
         question="long.wav", sat_down="lying.wav")
    found = loaded(folder)
    assert all(sound.path.parent == builtin_folder() for sound in found.sounds.values())
    assert dict(found.refused) == {"huge.wav": "too_large", "small.wav": NOT_A_CUE, "fast.wav": NOT_A_CUE,
                                   "wide.wav": NOT_A_CUE, "long.wav": NOT_A_CUE, "lying.wav": NOT_A_CUE}
    assert huge.stat().st_size > MAX_BYTES


def test_a_start_with_a_fifo_in_the_pack_does_not_hang_and_reads_every_line(tmp_path):
    """The attack as a player meets it: ``alea --sounds`` with a pack whose cue is a FIFO (no audio
    device here, as in CI's test process: the pack is still loaded at the start)."""
    config = tmp_path / "config"
    os.mkfifo(pack(config / "sounds", your_turn="fifo.wav") / "fifo.wav")
    out = io.StringIO()

    def play() -> None:
        run(["--lang", "cs", "--players", "2", "--seed", "3", "--sounds"], io.StringIO("stav\n"), out,
            {"ALEA_CONFIG_DIR": str(config), "ALEA_DATA_DIR": str(tmp_path / "data"), "NO_COLOR": "1"},
            interactive=False)

    game = threading.Thread(target=play, daemon=True)
    game.start()
    game.join(BOUND)
    assert not game.is_alive(), "the start hung on the FIFO"
    assert any(line.startswith("Tah 0") for line in out.getvalue().splitlines()), out.getvalue()


@pytest.mark.parametrize("lang", ["cs", "fr", "en"])
def test_each_refusal_is_a_sentence_in_the_player_s_language(lang):
    sentences = {text(refused_sound("x.wav", reason), lang, "normal")
                 for reason in ("missing", "not_a_file", "too_large", "unreadable", NOT_A_CUE)}
    assert len(sentences) == 5 and all("x.wav" in s and s.endswith(".") for s in sentences)
    if lang != "en":
        assert not sentences & {text(refused_sound("x.wav", reason), "en", "normal")
                                for reason in ("missing", "not_a_file", "too_large", "unreadable", NOT_A_CUE)}


@pytest.mark.realtime
@pytest.mark.parametrize("lang", ["cs", "fr"])
def test_a_refused_file_is_told_at_the_start_and_the_game_plays_on(tmp_path, lang):
    """With an audio device (a private PulseAudio daemon), ``alea --sounds`` says which file of the
    pack it refused and why, in the player's language, and plays on."""
    from kit.sound import SoundServer, require_tools

    require_tools()
    sound = SoundServer(tmp_path / "pulse")
    try:
        config = tmp_path / "config"
        folder = pack(config / "sounds", your_turn="fifo.wav", refusal="huge.wav")
        os.mkfifo(folder / "fifo.wav")
        wav(folder / "huge.wav", rate=100_000_000, frames=1)
        env = {**sound.env, "ALEA_CONFIG_DIR": str(config), "ALEA_DATA_DIR": str(tmp_path / "data"),
               "NO_COLOR": "1", "PYTHONIOENCODING": "utf-8"}
        done = subprocess.run([sys.executable, "-m", "alea.main", "--lang", lang, "--players", "2", "--seed", "3",
                               "--sounds"], input="", capture_output=True, text=True, env=env, timeout=BOUND)
        printed = done.stdout.splitlines()
        assert text(refused_sound("fifo.wav", "not_a_file"), lang, "normal") in printed, done.stdout
        assert text(refused_sound("huge.wav", NOT_A_CUE), lang, "normal") in printed
    finally:
        sound.stop()
