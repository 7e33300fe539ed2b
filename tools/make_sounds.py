"""Make Alea's sound pack: every cue synthesised with the standard library (wave, math, random).

    python tools/make_sounds.py           # writes src/alea/sound/pack/*.wav and pack.json
    python tools/make_sounds.py --check   # exit 1 if the shipped pack is not what this makes

The sounds are ours: made here from sine, square, saw and noise, with no recording and no
sample taken from anywhere, so the project owns them (licence: the project's, MIT; see
docs/sound.md). The same script always makes the same bytes (the noise has a fixed seed), so
``--check`` (run by the tests) proves the shipped pack is this script's.

Each cue differs from the others by ear in pitch, rhythm and timbre (docs/sound.md lists them);
all but the two endings of a game last under 400 ms. Files are 16-bit mono at 22050 Hz, the
rate of the game's own voice, so a sound server mixes them with speech without resampling.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import wave
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACK = ROOT / "src" / "alea" / "sound" / "pack"
RATE = 22050
PEAK = 0.9
"""The loudest sample a cue may reach, as a share of full scale (a low thock needs more peak than a
square buzz to sound as loud)."""

LOUDNESS = -22.0
"""Every cue's loudness, in LUFS (BS.1770 momentary loudness at the cue's loudest,
:mod:`alea.sound.loudness`): the same for all, so that no cue is louder than another (issue 41: 17
LU apart when each was scaled to the same peak), and below the game's voice."""

Wave = Callable[[float], float]
"""One period's shape: phase in [0, 1) -> sample in [-1, 1]."""


def sine(phase: float) -> float:
    return math.sin(2 * math.pi * phase)


def square(phase: float) -> float:
    return 0.6 if phase < 0.5 else -0.6


def saw(phase: float) -> float:
    return 0.7 * (2 * phase - 1)


def triangle(phase: float) -> float:
    return 4 * abs(phase - 0.5) - 1


def bell(phase: float) -> float:
    return 0.7 * sine(phase) + 0.2 * sine(2 * phase % 1) + 0.1 * sine(3 * phase % 1)


def tone(start: float, end: float, seconds: float, shape: Wave = sine, decay: float = 0.0,
         attack: float = 0.005, tremolo: float = 0.0) -> list[float]:
    """A note gliding from ``start`` to ``end`` Hz, with a short attack, a release, and an optional
    exponential ``decay`` (per second) and ``tremolo`` (Hz)."""
    count = int(seconds * RATE)
    release = min(0.02, seconds / 4)
    out, phase = [], 0.0
    for i in range(count):
        t = i / RATE
        frequency = start + (end - start) * i / max(1, count - 1)
        phase = (phase + frequency / RATE) % 1.0
        level = min(1.0, t / attack) if attack else 1.0
        level *= min(1.0, (seconds - t) / release)
        if decay:
            level *= math.exp(-decay * t)
        if tremolo:
            level *= 0.6 + 0.4 * math.sin(2 * math.pi * tremolo * t)
        out.append(shape(phase) * level)
    return out


def noise(seconds: float, seed: int, smooth: float = 0.0, decay: float = 0.0, rising: bool = False) -> list[float]:
    """Seeded noise, low-passed by ``smooth`` (0: white; near 1: dull), fading or ``rising`` then cut."""
    draw = random.Random(seed)
    count = int(seconds * RATE)
    out, last = [], 0.0
    for i in range(count):
        t = i / RATE
        last = smooth * last + (1 - smooth) * draw.uniform(-1, 1)
        level = (t / seconds) if rising else math.exp(-decay * t) if decay else 1.0
        level *= min(1.0, (seconds - t) / 0.01, t / 0.002)
        out.append(last * level)
    return out


def rest(seconds: float) -> list[float]:
    return [0.0] * int(seconds * RATE)


def mix(*parts: list[float]) -> list[float]:
    """Sounds played together."""
    length = max(len(part) for part in parts)
    return [sum(part[i] for part in parts if i < len(part)) for i in range(length)]


def chain(*parts: list[float]) -> list[float]:
    """Sounds played one after another."""
    return [sample for part in parts for sample in part]


def note(name: str) -> float:
    """A note's frequency: "A4" is 440 Hz; sharps as "C#5"."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    sharp = 1 if "#" in name else 0
    octave = int(name[-1])
    return 440.0 * 2 ** ((steps + sharp + 12 * (octave - 4)) / 12)


def sounds() -> dict[str, list[float]]:
    """Every cue's samples, by cue name (the names of :mod:`alea.table.cues`)."""
    return {
        # Turns: bells, rising for you, one low soft note for another, a glide up for a question.
        "your_turn": chain(tone(note("E5"), note("E5"), 0.09, bell, decay=12), rest(0.02),
                           tone(note("A5"), note("A5"), 0.16, bell, decay=10)),
        "other_turn": tone(note("A3"), note("A3"), 0.14, sine, decay=14),
        "question": tone(note("C5"), note("G5"), 0.15, triangle),
        # Table pieces: dice rattle, a card's swish, a die lifted, a piece set down.
        "dice_rolled": chain(*(chain(noise(0.025, seed, smooth=0.3, decay=90), rest(gap))
                               for seed, gap in ((1, 0.03), (2, 0.045), (3, 0.02), (4, 0.0)))),
        "card_drawn": noise(0.18, 5, smooth=0.55, rising=True),
        "die_removed": tone(900, 450, 0.1, square, decay=8),
        "piece_placed": mix(tone(180, 120, 0.09, sine, decay=30), noise(0.012, 6, smooth=0.2)),
        # Tesseract's danger and relief: an alarm, a calm chord.
        "breach": chain(tone(310, 310, 0.09, saw), rest(0.03), tone(260, 260, 0.09, saw), rest(0.03),
                        tone(310, 310, 0.09, saw)),
        "contained": mix(*(tone(note(n), note(n), 0.3, sine, decay=6) for n in ("C5", "E5", "G5"))),
        # Multiverse: a shimmering arpeggio for a world met, a fifth up or down for a challenge.
        "world_met": chain(*(tone(note(n), note(n), 0.07, triangle, decay=10) for n in ("G5", "B5", "D6"))),
        "challenge_won": chain(tone(note("C5"), note("C5"), 0.08, square), tone(note("G5"), note("G5"), 0.12, square)),
        "challenge_lost": chain(tone(note("G4"), note("G4"), 0.08, square),
                                tone(note("C#4"), note("C#4"), 0.14, square)),
        # Tetrikon's penalty: a low wobbling buzz.
        "penalty": tone(150, 140, 0.26, saw, tremolo=14),
        # A game's end: a fanfare up, a fall down; the only cues longer than 400 ms.
        "game_won": chain(*(tone(note(n), note(n), d, bell, decay=4)
                            for n, d in (("C5", 0.1), ("E5", 0.1), ("G5", 0.1), ("C6", 0.35)))),
        "game_lost": chain(*(tone(note(n), note(n), d, triangle, decay=3)
                             for n, d in (("E4", 0.16), ("C#4", 0.16), ("A3", 0.4)))),
        # An error: two short low buzzes.
        "refusal": chain(tone(185, 185, 0.07, square), rest(0.04), tone(185, 185, 0.07, square)),
        # Online: a knock to sit down, a glide down to leave, up to come back, a pop for chat.
        "sat_down": chain(tone(520, 380, 0.035, sine, decay=40), rest(0.07), tone(520, 380, 0.035, sine, decay=40)),
        "left": tone(620, 310, 0.2, sine),
        "came_back": tone(310, 620, 0.2, sine),
        "chat": chain(tone(1320, 1320, 0.04, triangle), rest(0.03), tone(1760, 1760, 0.05, triangle)),
    }


def wav_bytes(samples: list[float]) -> bytes:
    """16-bit little-endian mono WAV of ``samples`` scaled to :data:`LOUDNESS`, its loudest sample
    never above :data:`PEAK` (then it is as loud as that peak allows, and the check says so)."""
    import io

    sys.path.insert(0, str(ROOT / "src"))
    from alea.sound.loudness import loudness

    loudest = max(abs(s) for s in samples) or 1.0
    gain = 10 ** ((LOUDNESS - loudness(samples, RATE)) / 20)
    scale = min(gain, PEAK / loudest) * 32767
    frames = b"".join(int(round(s * scale)).to_bytes(2, "little", signed=True) for s in samples)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return buffer.getvalue()


def pack() -> dict[str, bytes]:
    """Every file of the pack by name: the WAV files and ``pack.json`` (cue name -> file)."""
    files = {f"{name}.wav": wav_bytes(samples) for name, samples in sounds().items()}
    mapping = {"name": "Alea", "licence": "MIT, made by tools/make_sounds.py (docs/sound.md)",
               "cues": {name: f"{name}.wav" for name in sounds()}}
    files["pack.json"] = (json.dumps(mapping, indent=2, ensure_ascii=False) + "\n").encode()
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare with the shipped pack")
    parser.add_argument("--into", type=Path, default=PACK, help="the pack's folder")
    args = parser.parse_args(argv)
    made = pack()
    if args.check:
        differ = [name for name, data in made.items()
                  if not (args.into / name).is_file() or (args.into / name).read_bytes() != data]
        extra = [p.name for p in args.into.glob("*") if p.name not in made]
        for name in differ + extra:
            print(f"differs: {name}", file=sys.stderr)
        return 1 if differ or extra else 0
    args.into.mkdir(parents=True, exist_ok=True)
    for name, data in made.items():
        (args.into / name).write_bytes(data)
    print(f"{len(made) - 1} sounds and pack.json in {args.into}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
