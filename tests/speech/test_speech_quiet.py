"""The speech layer never prints: no backend noise, no fallback text on stdout."""

from __future__ import annotations

import ctypes
import os
import sys

import pytest

import alea.speech
from alea.i18n import catalog
from alea.speech import SilentSpeaker, espeak, open_speaker
from alea.speech.quiet import quiet

NO_AUDIO = "Speech is off. This computer has no audio device. The game goes on in text."
NO_VOICE = (
    "Speech is off. The game's own eSpeak NG voice could not be loaded, {detail}. The game goes on in text."
)


@pytest.fixture
def no_espeak(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    """eSpeak NG's library is missing (as on a broken install): the real loader fails on a missing file."""
    monkeypatch.setattr(espeak, "library_path", lambda: str(tmp_path / "libespeak-ng.so"))
    espeak._load.cache_clear()
    yield
    espeak._load.cache_clear()


@pytest.mark.parametrize(
    ("lang", "words"), [("cs", "Řeč je vypnutá"), ("fr", "La parole est désactivée"), ("en", "Speech is off")]
)
def test_no_backend_prints_nothing_and_gives_a_localized_reason(
    lang: str, words: str, no_espeak: None, capfd: pytest.CaptureFixture[str]
) -> None:
    speaker, reason = open_speaker(lang, None, 175, 100)
    assert isinstance(speaker, SilentSpeaker)
    speaker.say("Tah 1")
    speaker.again()
    speaker.silence()
    speaker.close()
    out, err = capfd.readouterr()
    assert out == "" and err == ""
    assert reason is not None
    said = reason.text(lang, "normal")
    assert "\n" not in said
    expected = catalog("output", lang).gettext(NO_VOICE)
    assert said.startswith(expected.split("{detail}")[0])
    assert said.startswith(words)
    assert "libespeak-ng.so" in said


@pytest.mark.parametrize(
    ("lang", "word"), [("cs", "zvukové zařízení"), ("fr", "périphérique audio"), ("en", "audio device")]
)
def test_no_audio_device_is_said_once_by_the_caller_and_nothing_is_printed(
    lang: str, word: str, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    """The CI machine's case: eSpeak NG loads, but there is nothing to play sound on."""
    monkeypatch.setattr(alea.speech, "find_player", lambda: None)
    speaker, reason = open_speaker(lang, None, 175, 100)
    assert isinstance(speaker, SilentSpeaker)
    assert reason is not None and reason.text(lang, "normal") == catalog("output", lang).gettext(NO_AUDIO)
    assert word in reason.text(lang, "normal")
    speaker.say("x")
    assert capfd.readouterr() == ("", "")


def test_accessible_output2_noise_is_swallowed(capfd: pytest.CaptureFixture[str]) -> None:
    """accessible_output2 really prints when Speech Dispatcher's module is missing (it is, in the venv)."""
    pytest.importorskip("accessible_output2")
    if sys.platform != "linux":
        pytest.skip("Speech Dispatcher's output exists on Linux only")
    from accessible_output2.outputs.speech_dispatcher import SpeechDispatcher

    SpeechDispatcher()
    noisy, _ = capfd.readouterr()
    assert "Speech Dispatcher" in noisy
    with quiet():
        SpeechDispatcher()
    assert capfd.readouterr() == ("", "")


def test_c_level_writes_are_swallowed(capfd: pytest.CaptureFixture[str]) -> None:
    """A C library printing with stdio, or writing to descriptors 1 and 2, stays off the terminal."""
    if sys.platform == "win32":
        pytest.skip("libc printf through ctypes is POSIX here")
    libc = ctypes.CDLL(None)
    with quiet():
        libc.printf(b"from C stdio\n")
        os.write(1, b"to fd 1\n")
        os.write(2, b"to fd 2\n")
        print("from Python")
    print("after")
    out, err = capfd.readouterr()
    assert out == "after\n" and err == ""


def test_finding_a_screen_reader_prints_nothing(capfd: pytest.CaptureFixture[str]) -> None:
    found = alea.speech.find_screen_reader()
    assert capfd.readouterr() == ("", "")
    if sys.platform == "linux":
        # accessible_output2 has no screen-reader output on Linux (Orca has no API of its own there).
        assert found is None
