"""Self-voicing: the game speaking its own lines, for players without a screen reader.

Speech is off by default: a screen reader already reads the terminal, and
nothing must be said twice. When the player turns it on (``--speech``,
``speech on`` or the saved setting), the table calls :func:`open_speaker` once
and then hands every printed message to :meth:`Speaker.say`::

    speaker, reason = open_speaker(lang, settings.voice, settings.rate, settings.volume,
                                   on_notice=say_line)
    if reason is not None:
        say_line(reason)            # one message (alea.narration.message): why speech is off
    ...
    speaker.say(message, interrupt=False)   # never blocks; queued after what is being said
    speaker.silence()               # the player's next key or line, and the `silence` command
    speaker.wait_until_idle(0.05)   # at exit: has everything been heard?
    speaker.close()                 # on exit

The backends, in order: the running screen reader's API through
``accessible_output2`` (NVDA, JAWS, VoiceOver ...; it uses its own voice, rate and
volume), then the embedded eSpeak NG voice from the ``espeakng-loader`` wheel
played on the system's audio (:mod:`alea.speech.audio`), then silence with the
reason. Library noise never reaches the terminal (:mod:`alea.speech.quiet`).
"""

from __future__ import annotations

import os
import socket
import sys
from collections.abc import Callable, Mapping
from typing import Any, Protocol, runtime_checkable

from alea.i18n import LANGUAGES, UnknownLanguage
from alea.narration.message import Catalog, Line, Message, text

from . import espeak
from .audio import find_player
from .quiet import quiet
from .speakers import EspeakSpeaker, ScreenReaderSpeaker, SilentSpeaker

__all__ = [
    "DEFAULT_RATE",
    "DEFAULT_VOLUME",
    "SCREEN_READERS",
    "Speaker",
    "find_screen_reader",
    "open_speaker",
    "screen_reader_running",
    "speech_dispatcher_reachable",
]

OUTPUT = Catalog("output")
"""The speech backends' messages (why speech is off, why it stopped), put into words when said."""

DEFAULT_RATE = 175
"""Default speaking rate of the eSpeak NG voice, in words per minute (80 to 450)."""

DEFAULT_VOLUME = 100
"""Default volume of the eSpeak NG voice, in percent of its normal loudness (0 to 200)."""

SCREEN_READERS: frozenset[str] = frozenset(
    {"NVDA", "jaws", "Window-Eyes", "System Access", "Dolphin", "PC Talker", "ZDSR", "VoiceOver"}
)
"""The ``accessible_output2`` outputs that are screen readers. Its plain speech engines
(SAPI, Speech Dispatcher, system eSpeak) are left out: they would not speak the game's
language, and the embedded eSpeak NG voice does."""


@runtime_checkable
class Speaker(Protocol):
    """Something that speaks the game's messages. No method blocks or prints."""

    def say(self, text: str, interrupt: bool = True) -> None:
        """Speak ``text``; by default stop whatever is being said first, else queue it after."""

    def silence(self) -> None:
        """Stop speaking now."""

    def again(self) -> None:
        """Speak the last message again, even if it is the same as the one just said."""

    def wait_until_idle(self, timeout: float | None = None) -> bool:
        """Wait until what was said has been heard; ``False`` if ``timeout`` seconds passed first."""

    def close(self) -> None:
        """Stop and release the backend; the speaker is not used afterwards."""


def find_screen_reader() -> Any | None:
    """The running screen reader as an ``accessible_output2`` output, or ``None``. Prints nothing."""
    with quiet():
        try:
            import accessible_output2

            classes = accessible_output2.get_output_classes()
        except Exception:  # noqa: BLE001 - a broken optional library means: no screen reader
            return None
        for output_class in classes:
            if getattr(output_class, "name", None) not in SCREEN_READERS:
                continue
            try:
                output = output_class()
                if output.is_active():
                    return output
            except Exception:  # noqa: BLE001 - a screen reader that fails to answer is not running
                continue
    return None


def speech_dispatcher_reachable(environ: Mapping[str, str] | None = None) -> bool:
    """Whether Speech Dispatcher (through which Orca speaks on Linux) answers on its socket.

    Looks at ``SPEECHD_ADDRESS`` (``unix_socket:PATH``) or the usual socket in
    ``$XDG_RUNTIME_DIR``; never starts the service. Says nothing.
    """
    env = os.environ if environ is None else environ
    address = env.get("SPEECHD_ADDRESS", "")
    if address.startswith("unix_socket:"):
        path = address.split(":", 1)[1]
    elif env.get("XDG_RUNTIME_DIR"):
        path = os.path.join(env["XDG_RUNTIME_DIR"], "speech-dispatcher", "speechd.sock")
    else:
        return False
    if not hasattr(socket, "AF_UNIX") or not os.path.exists(path):
        return False
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
        probe.settimeout(0.5)
        try:
            probe.connect(path)
        except OSError:
            return False
    return True


def screen_reader_running(environ: Mapping[str, str] | None = None) -> bool:
    """Whether a screen reader seems to be running: one with an API (NVDA, JAWS ...) or Speech Dispatcher."""
    return find_screen_reader() is not None or speech_dispatcher_reachable(environ)


def open_speaker(
    lang: str,
    voice: str | None = None,
    rate: int = DEFAULT_RATE,
    volume: int = DEFAULT_VOLUME,
    *,
    on_notice: Callable[[Line], None] | None = None,
    source: str = "auto",
) -> tuple[Speaker, Message | None]:
    """Open the best speaker this machine has, for a game in ``lang`` (cs, fr, en).

    ``voice`` is an eSpeak NG voice name (``None``, or one eSpeak does not know: the
    language's own voice); ``rate`` is in words per minute, ``volume`` in percent of
    normal; a screen reader ignores all three. Returns the speaker and, when it is the
    silent one, the one-line reason (a message of the domain ``output``, said in each seat's
    language, and again in the language set later), else ``None``. ``on_notice`` receives,
    once, the message said when playback later fails (default: standard error, in ``lang``). ``source`` says whose voice: ``auto`` (a screen reader's
    API where there is one, else the embedded voice), ``screen-reader`` (only a screen
    reader's API; without one the game stays quiet, and Orca, which has none, reads the
    printed lines itself) or ``own`` (only the embedded voice). Prints nothing itself.
    """
    if lang not in LANGUAGES:
        raise UnknownLanguage(lang)
    _ = OUTPUT.gettext
    screen_reader = find_screen_reader() if source != "own" else None
    if screen_reader is not None:
        return ScreenReaderSpeaker(screen_reader), None
    if source == "screen-reader":
        if speech_dispatcher_reachable():
            return SilentSpeaker(), _(
                "The game's voice is quiet. Your screen reader reads the game's lines in its own voice.")
        return SilentSpeaker(), _(
            "Speech is off. No screen reader is running, and the game's own voice was not chosen.")
    try:
        engine = espeak.engine()
    except espeak.EspeakUnavailable as error:
        return SilentSpeaker(), _(
            "Speech is off. The game's own eSpeak NG voice could not be loaded, {detail}. "
            "The game goes on in text."
        ).format(detail=str(error))
    sink = find_player()
    if sink is None:
        return SilentSpeaker(), _("Speech is off. This computer has no audio device. The game goes on in text.")
    chosen = voice if voice and engine.has_voice(voice) else lang

    def playback_failed(detail: str) -> Line:
        return _(
            "Speech has stopped. The sound could not be played, {detail}. The game goes on in text."
        ).format(detail=detail)

    def to_stderr(notice: Line) -> None:
        print(text(notice, lang, "normal"), file=sys.stderr, flush=True)

    return EspeakSpeaker(engine, sink, chosen, rate, volume, playback_failed, on_notice or to_stderr), None

