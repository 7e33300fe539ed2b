"""The embedded eSpeak NG voice: synthesis to memory through ctypes.

The ``espeakng-loader`` wheel carries ``libespeak-ng`` and its ``espeak-ng-data``
folder, so no system package is needed. eSpeak NG keeps one global synthesiser
per process: :func:`engine` loads it once, and every call into it holds one lock.
Synthesis runs in synchronous mode with a synth callback that collects the
16-bit mono samples, and can be abandoned midway by the ``cancelled`` predicate.
"""

from __future__ import annotations

import ctypes
import io
import math
import sys
import threading
import wave
from array import array
from collections.abc import Callable
from alea.dataclass import dataclass
from functools import lru_cache
from pathlib import Path

import espeakng_loader

from alea.errors import AleaError
from .quiet import quiet

_AUDIO_OUTPUT_SYNCHRONOUS = 2
_POS_CHARACTER = 1
_CHARS_UTF8 = 1
_ENDPAUSE = 0x1000
_PARAM_RATE = 1
_PARAM_VOLUME = 2

RATE_RANGE = (80, 450)
"""Speaking rates eSpeak NG accepts, in words per minute (175 is its default)."""

VOLUME_RANGE = (0, 200)
"""Volumes eSpeak NG accepts, in percent of its normal loudness (100)."""

_SynthCallback = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_short), ctypes.c_int, ctypes.c_void_p)


class EspeakUnavailable(AleaError, OSError):
    """The embedded eSpeak NG library or its data could not be loaded."""


class VoiceUnavailable(AleaError, LookupError):
    """eSpeak NG has no voice of that name."""


@dataclass(frozen=True)
class PcmAudio:
    """Synthesised speech: 16-bit signed mono samples in machine order."""

    samples: array[int]
    """The samples, an ``array('h')``."""
    sample_rate: int
    """Samples per second (22050 for eSpeak NG's voices)."""

    @property
    def duration(self) -> float:
        """Length in seconds."""
        return len(self.samples) / self.sample_rate

    @property
    def peak(self) -> int:
        """The largest absolute sample value (0 for silence)."""
        return max((abs(sample) for sample in self.samples), default=0)

    @property
    def rms(self) -> float:
        """Root mean square of the samples, a measure of loudness."""
        if not self.samples:
            return 0.0
        mean = sum(sample * sample for sample in self.samples) / len(self.samples)
        return math.sqrt(mean)

    def to_wav(self) -> bytes:
        """The audio as a WAV file in memory."""
        buffer = io.BytesIO()
        samples = array("h", self.samples)
        if samples.itemsize != 2:
            raise EspeakUnavailable("16-bit samples are needed for WAV")
        if sys.byteorder == "big":  # WAV is little-endian
            samples.byteswap()
        with wave.open(buffer, "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(self.sample_rate)
            out.writeframes(samples.tobytes())
        return buffer.getvalue()


def _clamp(value: int, bounds: tuple[int, int]) -> int:
    return max(bounds[0], min(bounds[1], int(value)))


class Espeak:
    """The process's one eSpeak NG synthesiser, loaded from the ``espeakng-loader`` wheel."""

    def __init__(self, library_path: str, data_path: str) -> None:
        with quiet():
            try:
                lib = ctypes.CDLL(library_path)
            except OSError as error:
                raise EspeakUnavailable(str(error)) from error
            lib.espeak_Initialize.restype = ctypes.c_int
            lib.espeak_Initialize.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_char_p, ctypes.c_int]
            # eSpeak wants the folder that *contains* espeak-ng-data.
            home = str(Path(data_path).parent).encode()
            rate = lib.espeak_Initialize(_AUDIO_OUTPUT_SYNCHRONOUS, 0, home, 0)
        if rate <= 0:
            raise EspeakUnavailable(f"espeak_Initialize failed with data in {data_path}")
        lib.espeak_SetVoiceByName.argtypes = [ctypes.c_char_p]
        lib.espeak_SetVoiceByName.restype = ctypes.c_int
        lib.espeak_SetParameter.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int]
        lib.espeak_SetParameter.restype = ctypes.c_int
        lib.espeak_Synth.argtypes = [
            ctypes.c_char_p, ctypes.c_size_t, ctypes.c_uint, ctypes.c_int, ctypes.c_uint,
            ctypes.c_uint, ctypes.c_void_p, ctypes.c_void_p,
        ]
        lib.espeak_Synth.restype = ctypes.c_int
        self._lib = lib
        self.sample_rate = rate
        """Samples per second of everything this synthesiser makes."""
        self._lock = threading.Lock()
        self._chunks: list[bytes] = []
        self._cancelled: Callable[[], bool] = lambda: False
        self._callback = _SynthCallback(self._collect)
        lib.espeak_SetSynthCallback(self._callback)

    def _collect(self, wav: ctypes.Array[ctypes.c_short], count: int, _events: int) -> int:
        if wav and count > 0:
            self._chunks.append(ctypes.string_at(wav, count * 2))
        return 1 if self._cancelled() else 0

    def has_voice(self, voice: str) -> bool:
        """Whether eSpeak NG knows ``voice`` (a language code such as ``cs`` or a voice name)."""
        with self._lock:
            status: int = self._lib.espeak_SetVoiceByName(voice.encode())
            return status == 0

    def synthesize(
        self,
        text: str,
        voice: str,
        rate: int = 175,
        volume: int = 100,
        cancelled: Callable[[], bool] = lambda: False,
    ) -> PcmAudio | None:
        """Speak ``text`` with ``voice`` into memory; ``None`` when ``cancelled()`` became true.

        ``rate`` is in words per minute and ``volume`` in percent of normal; both are
        clamped to what eSpeak NG accepts. Raises :class:`VoiceUnavailable`.
        """
        encoded = text.encode("utf-8")
        with self._lock:
            if self._lib.espeak_SetVoiceByName(voice.encode()) != 0:
                raise VoiceUnavailable(voice)
            self._lib.espeak_SetParameter(_PARAM_RATE, _clamp(rate, RATE_RANGE), 0)
            self._lib.espeak_SetParameter(_PARAM_VOLUME, _clamp(volume, VOLUME_RANGE), 0)
            self._chunks = []
            self._cancelled = cancelled
            try:
                self._lib.espeak_Synth(
                    encoded, len(encoded) + 1, 0, _POS_CHARACTER, 0, _CHARS_UTF8 | _ENDPAUSE, None, None
                )
            finally:
                self._cancelled = lambda: False
            if cancelled():
                return None
            samples = array("h")
            samples.frombytes(b"".join(self._chunks))
            self._chunks = []
        return PcmAudio(samples, self.sample_rate)


def library_path() -> str:
    """Where the ``espeakng-loader`` wheel keeps ``libespeak-ng``."""
    return str(espeakng_loader.get_library_path())


def data_path() -> str:
    """Where the ``espeakng-loader`` wheel keeps ``espeak-ng-data``."""
    return str(espeakng_loader.get_data_path())


_engine_lock = threading.Lock()


@lru_cache(maxsize=1)
def _load(library: str, data: str) -> Espeak:
    return Espeak(library, data)


def engine() -> Espeak:
    """The process's eSpeak NG synthesiser, loaded on first use; raises :class:`EspeakUnavailable`."""
    with _engine_lock:
        try:
            data = data_path()
        except RuntimeError as error:
            raise EspeakUnavailable(str(error)) from error
        return _load(library_path(), data)
