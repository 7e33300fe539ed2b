"""The speakers' behaviour: non-blocking, interruptible, `again`, `silence`, failure notice.

The eSpeak NG voice is real. The audio device is not: CI has none and tests must not
play sound out loud, so a recording sink stands in for the system's player.
"""

from __future__ import annotations

import io
import threading
import wave
from collections.abc import Callable

import pytest

from alea.speech import Speaker, SilentSpeaker, espeak
from alea.speech.audio import PlaybackFailed
from alea.speech.speakers import EspeakSpeaker, ScreenReaderSpeaker

BOUND = 30  # seconds: only a bound against a hung test, never a timing expectation


class RecordingSink:
    """Records each WAV it is handed; optionally holds playback until stopped or released."""

    name = "recording sink"

    def __init__(self, hold: bool = False) -> None:
        self.hold = hold
        self.played: list[tuple[int, bool]] = []  # (frames, stopped early)
        self.started = threading.Semaphore(0)
        self.finished = threading.Semaphore(0)
        self.release = threading.Event()

    def play(self, wav: bytes, stopped: Callable[[], bool]) -> None:
        with wave.open(io.BytesIO(wav)) as header:
            frames = header.getnframes()
            assert header.getframerate() == 22050
        self.started.release()
        while self.hold and not stopped() and not self.release.is_set():
            self.release.wait(0.01)
        self.played.append((frames, stopped()))
        self.finished.release()


class FailingSink:
    name = "failing sink"

    def __init__(self) -> None:
        self.calls = 0

    def play(self, wav: bytes, stopped: Callable[[], bool]) -> None:
        self.calls += 1
        raise PlaybackFailed("paplay: Connection refused")


def make(sink, notices: list[str] | None = None) -> EspeakSpeaker:
    def reason(detail: str) -> str:
        return f"failed: {detail}"

    return EspeakSpeaker(espeak.engine(), sink, "en", 175, 100, reason, (notices if notices is not None else []).append)


def wait(semaphore: threading.Semaphore) -> None:
    assert semaphore.acquire(timeout=BOUND), "the speech worker did not get there"


def test_every_speaker_is_a_speaker() -> None:
    sink = RecordingSink()
    speaker = make(sink)
    assert isinstance(speaker, Speaker)
    assert isinstance(SilentSpeaker(), Speaker)
    speaker.close()


def test_say_does_not_wait_and_a_new_message_interrupts() -> None:
    sink = RecordingSink(hold=True)
    speaker = make(sink)
    speaker.say("The first message is a long one that is still being spoken.")
    wait(sink.started)  # playing, and say() has long returned: it does not block
    speaker.say("Second.")
    wait(sink.finished)
    wait(sink.started)
    sink.release.set()
    wait(sink.finished)
    speaker.close()
    (first_frames, first_stopped), (second_frames, second_stopped) = sink.played
    assert first_stopped and not second_stopped
    assert first_frames > second_frames


def test_silence_stops_the_message_being_spoken() -> None:
    sink = RecordingSink(hold=True)
    speaker = make(sink)
    speaker.say("A message that the player silences.")
    wait(sink.started)
    speaker.silence()
    wait(sink.finished)
    speaker.close()
    assert sink.played[0][1] is True


def test_again_repeats_the_last_message_even_if_identical() -> None:
    sink = RecordingSink()
    speaker = make(sink)
    speaker.say("Your turn.")
    wait(sink.finished)
    speaker.again()
    wait(sink.finished)
    speaker.close()
    assert len(sink.played) == 2
    (first, first_stopped), (second, second_stopped) = sink.played
    assert not first_stopped and not second_stopped
    # The same words again (eSpeak's trailing pause may differ by a few samples).
    assert first > 0 and abs(first - second) < 0.02 * first


def test_messages_that_do_not_interrupt_are_queued() -> None:
    sink = RecordingSink()
    speaker = make(sink)
    speaker.say("One.", interrupt=False)
    speaker.say("Two, three and four.", interrupt=False)
    wait(sink.finished)
    wait(sink.finished)
    speaker.close()
    assert [stopped for _, stopped in sink.played] == [False, False]
    assert sink.played[0][0] < sink.played[1][0]


def test_a_playback_failure_is_noticed_once_and_speech_goes_quiet() -> None:
    sink = FailingSink()
    notices: list[str] = []
    speaker = make(sink, notices)
    speaker.say("one", interrupt=False)
    speaker.say("two", interrupt=False)
    speaker.say("three")
    assert speaker.wait_until_idle(BOUND)
    speaker.again()
    assert speaker.wait_until_idle(BOUND)
    speaker.close()
    assert notices == ["failed: paplay: Connection refused"]
    assert sink.calls == 1


class FakeScreenReader:
    """Stands in for NVDA/JAWS, which cannot run on this machine: records the API calls."""

    name = "NVDA"

    def __init__(self) -> None:
        self.calls: list[tuple] = []

    def speak(self, text: str, interrupt: bool = False) -> None:
        print("noise from the screen reader library")
        self.calls.append(("speak", text, interrupt))

    def silence(self) -> None:
        self.calls.append(("silence",))


def test_screen_reader_speaker_uses_the_api_quietly(capfd: pytest.CaptureFixture[str]) -> None:
    reader = FakeScreenReader()
    speaker = ScreenReaderSpeaker(reader)
    speaker.say("Tah 2")
    speaker.again()
    speaker.say("Tah 3", interrupt=False)
    speaker.silence()
    speaker.close()
    assert reader.calls == [
        ("speak", "Tah 2", True),
        ("speak", "Tah 2", True),
        ("speak", "Tah 3", False),
        ("silence",),
    ]
    assert "NVDA" in speaker.name
    assert capfd.readouterr() == ("", "")
