"""The three speakers: the running screen reader, the embedded eSpeak NG voice, silence."""

from __future__ import annotations

import queue
import sys
import threading
from collections.abc import Callable
from typing import Any

from alea.narration.message import Line, text

from .audio import PlaybackFailed, Sink
from .espeak import Espeak, EspeakUnavailable, VoiceUnavailable
from .quiet import quiet
from .sentences import pieces


class SilentSpeaker:
    """Says nothing: speech is off, or no backend could speak. The printed line remains."""

    name = "silent"

    def say(self, text: str, interrupt: bool = True) -> None:
        """Do nothing."""

    def silence(self) -> None:
        """Do nothing."""

    def again(self) -> None:
        """Do nothing."""

    def wait_until_idle(self, timeout: float | None = None) -> bool:
        """Nothing is ever being said."""
        return True

    def close(self) -> None:
        """Do nothing."""


class ScreenReaderSpeaker:
    """Speaks through a running screen reader's API (an ``accessible_output2`` output).

    The screen reader's own voice, rate and volume apply; its API does not block.
    """

    def __init__(self, output: Any) -> None:
        self._output = output
        self._last: str | None = None
        self.name = f"screen reader: {getattr(output, 'name', type(output).__name__)}"

    def say(self, text: str, interrupt: bool = True) -> None:
        """Hand ``text`` to the screen reader, interrupting what it says unless told not to."""
        self._last = text
        with quiet(descriptors=False):
            self._output.speak(text, interrupt=interrupt)

    def silence(self) -> None:
        """Stop the screen reader's speech."""
        with quiet(descriptors=False):
            self._output.silence()

    def again(self) -> None:
        """Speak the last message again."""
        if self._last is not None:
            self.say(self._last)

    def wait_until_idle(self, timeout: float | None = None) -> bool:
        """The screen reader speaks on its own, also after the game ends: nothing to wait for."""
        return True

    def close(self) -> None:
        """Let go of the screen reader (nothing to release for most of them)."""
        closer = getattr(self._output, "close", None)
        if closer is not None:
            with quiet():
                closer()


_CLOSE = object()
_END = object()

_AHEAD = 2
"""How many synthesised pieces may wait for the player: the next one is ready when one ends."""


class EspeakSpeaker:
    """Speaks with the embedded eSpeak NG voice on two worker threads, so input never waits.

    Messages are queued and spoken in order. Each message is cut into sentences
    (:func:`alea.speech.sentences.pieces`); one thread synthesises the pieces while
    the other plays them, so the next piece is ready when one ends. Each :meth:`say`
    that interrupts and each :meth:`silence` starts a new *generation*: synthesis and
    playback of older messages stop at once (the player process is ended) and what
    was queued is dropped. When the sink cannot play, the speaker falls silent and
    calls ``on_notice`` once with ``playback_failed(detail)``, the localized reason.
    """

    def __init__(
        self,
        engine: Espeak,
        sink: Sink,
        voice: str,
        rate: int,
        volume: int,
        playback_failed: Callable[[str], Line],
        on_notice: Callable[[Line], None] | None = None,
    ) -> None:
        if not engine.has_voice(voice):
            raise VoiceUnavailable(voice)
        self.name = f"eSpeak NG ({voice}) via {sink.name}"
        self.voice = voice
        """The eSpeak NG voice that speaks (the game's language, or the chosen voice)."""
        self._engine = engine
        self._sink = sink
        self._rate = rate
        self._volume = volume
        self._playback_failed = playback_failed
        self._on_notice = on_notice or _to_stderr
        self._lock = threading.Lock()
        self._idle = threading.Condition(self._lock)
        self._generation = 0
        self._pending = 0
        self._last: str | None = None
        self._broken = False
        self._texts: queue.Queue[Any] = queue.Queue()
        self._sounds: queue.Queue[Any] = queue.Queue(maxsize=_AHEAD)
        self._workers = [
            threading.Thread(target=self._synthesize_all, name="alea-speech-synth", daemon=True),
            threading.Thread(target=self._play_all, name="alea-speech-play", daemon=True),
        ]
        for worker in self._workers:
            worker.start()

    def say(self, text: str, interrupt: bool = True) -> None:
        """Queue ``text``; unless ``interrupt`` is false, stop whatever is being said first."""
        with self._lock:
            self._last = text
            if interrupt:
                self._generation += 1
            self._pending += 1
            self._texts.put((self._generation, text))

    def silence(self) -> None:
        """Stop speaking now and drop what was queued."""
        with self._lock:
            self._generation += 1

    def again(self) -> None:
        """Speak the last message again, even if it was just said."""
        with self._lock:
            last = self._last
        if last is not None:
            self.say(last)

    def wait_until_idle(self, timeout: float | None = None) -> bool:
        """Wait until every queued message has been spoken or dropped (at exit, say).

        Returns ``False`` if ``timeout`` seconds passed first.
        """
        with self._idle:
            return self._idle.wait_for(lambda: self._pending == 0, timeout)

    def close(self) -> None:
        """Stop speaking and end the worker threads."""
        self.silence()
        self._texts.put(_CLOSE)
        for worker in self._workers:
            worker.join(timeout=5)

    def _stale(self, generation: int) -> Callable[[], bool]:
        return lambda: self._generation != generation

    def _synthesize_all(self) -> None:
        """Worker: turn each queued message into audio, piece by piece, and pass it to the player."""
        while True:
            item = self._texts.get()
            if item is _CLOSE:
                self._sounds.put(_CLOSE)
                return
            generation, text = item
            stale = self._stale(generation)
            for piece in pieces(text):
                if self._broken or stale():
                    break
                try:
                    audio = self._engine.synthesize(piece, self.voice, self._rate, self._volume, cancelled=stale)
                except (EspeakUnavailable, OSError) as error:
                    self._fail(error)
                    break
                if audio is not None and not stale():
                    self._sounds.put((generation, audio.to_wav()))
            self._sounds.put(_END)

    def _play_all(self) -> None:
        """Worker: play the pieces in order; the end of each message makes the speaker idler."""
        while True:
            item = self._sounds.get()
            if item is _CLOSE:
                return
            if item is _END:
                with self._idle:
                    self._pending -= 1
                    self._idle.notify_all()
                continue
            generation, wav = item
            stale = self._stale(generation)
            if self._broken or stale():
                continue
            try:
                self._sink.play(wav, stale)
            except (PlaybackFailed, OSError) as error:
                self._fail(error)

    def _fail(self, error: Exception) -> None:
        """Fall silent for good, and say why once."""
        with self._lock:
            first = not self._broken
            self._broken = True
        if first:
            self._on_notice(self._playback_failed(str(error)))


def _to_stderr(notice: Line) -> None:
    """Where a notice goes when no one else hears it (``open_speaker`` gives one in the game's language)."""
    print(text(notice, "en", "normal"), file=sys.stderr, flush=True)
