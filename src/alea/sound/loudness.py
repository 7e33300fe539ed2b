"""How loud a cue sounds: ITU-R BS.1770-4 momentary loudness, in LUFS, with the standard library.

A cue is shorter than the standard's 400 ms block, and an ear integrates a short sound over about
that long: a 60 ms blip sounds softer than a 300 ms tone of the same peak. So a cue's loudness is
BS.1770's *momentary* loudness at its loudest, the mean square of the K-weighted signal over a
400 ms window (the cue padded with silence), taken every 10 ms, and its maximum kept:
``-0.691 + 10 log10(mean square)``. The K-weighting is the standard's two stages (a high shelf of
about +4 dB above 1.5 kHz, the head's effect, and a high pass at 38 Hz), as biquads designed for the
cue's own sample rate from the standard's analogue parameters (the same design as pyloudnorm's).
``tools/make_sounds.py`` levels the pack with it; ``tests/sound/test_cues.py`` measures the pack.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

WINDOW = 0.4
"""Seconds of the momentary-loudness window (BS.1770)."""

HOP = 0.01
"""Seconds between two windows."""


def _biquad(samples: Sequence[float], b: tuple[float, float, float], a: tuple[float, float, float]) -> list[float]:
    """``samples`` through one biquad (``a[0]`` already 1)."""
    out: list[float] = []
    x1 = x2 = y1 = y2 = 0.0
    for x in samples:
        y = b[0] * x + b[1] * x1 + b[2] * x2 - a[1] * y1 - a[2] * y2
        out.append(y)
        x2, x1, y2, y1 = x1, x, y1, y
    return out


def k_weighted(samples: Sequence[float], rate: int) -> list[float]:
    """``samples`` (in [-1, 1]) through BS.1770's K-weighting at ``rate`` Hz."""
    gain, q, fc = 3.999843853973347, 0.7071752369554196, 1681.974450955533
    big_a = 10 ** (gain / 40)
    w0 = 2 * math.pi * fc / rate
    alpha = math.sin(w0) / (2 * q)
    cos = math.cos(w0)
    root = 2 * math.sqrt(big_a) * alpha
    a0 = (big_a + 1) - (big_a - 1) * cos + root
    shelf_b = (big_a * ((big_a + 1) + (big_a - 1) * cos + root) / a0,
               -2 * big_a * ((big_a - 1) + (big_a + 1) * cos) / a0,
               big_a * ((big_a + 1) + (big_a - 1) * cos - root) / a0)
    shelf_a = (1.0, 2 * ((big_a - 1) - (big_a + 1) * cos) / a0, ((big_a + 1) - (big_a - 1) * cos - root) / a0)
    q, fc = 0.5003270373238773, 38.13547087602444
    w0 = 2 * math.pi * fc / rate
    alpha = math.sin(w0) / (2 * q)
    cos = math.cos(w0)
    a0 = 1 + alpha
    pass_b = ((1 + cos) / 2 / a0, -(1 + cos) / a0, (1 + cos) / 2 / a0)
    pass_a = (1.0, -2 * cos / a0, (1 - alpha) / a0)
    return _biquad(_biquad(samples, shelf_b, shelf_a), pass_b, pass_a)


def loudness(samples: Sequence[float], rate: int) -> float:
    """The cue's loudest momentary loudness, in LUFS (``samples`` in [-1, 1] of full scale)."""
    weighted = k_weighted([*samples, *([0.0] * int(WINDOW * rate))], rate)
    squares = [s * s for s in weighted]
    size, hop = int(WINDOW * rate), max(1, int(HOP * rate))
    running = [0.0]
    for square in squares:
        running.append(running[-1] + square)
    loudest = max((running[end] - running[end - size]) / size
                  for end in range(size, len(running), hop)) if len(running) > size else sum(squares) / size
    return -0.691 + 10 * math.log10(loudest) if loudest > 0 else -math.inf


def wav_loudness(data: bytes) -> float:
    """The loudness of a 16-bit mono WAV file's samples (the pack's own format)."""
    import io
    import wave
    from array import array

    with wave.open(io.BytesIO(data), "rb") as audio:
        rate = audio.getframerate()
        samples = array("h")
        samples.frombytes(audio.readframes(audio.getnframes()))
    return loudness([s / 32768 for s in samples], rate)
