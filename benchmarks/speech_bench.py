"""How fast the game's own voice answers, heard through a real sound server.

Run with ``.venv/bin/python benchmarks/speech_bench.py`` on a machine with
PulseAudio's tools (``apt-get install pulseaudio pulseaudio-utils``). It starts a
private PulseAudio daemon with a null sink (the helpers of
tests/kit/sound.py), records its monitor, and for cs, fr and en prints:

* synthesis time of eSpeak NG per message of a game's answers (whole message)
  and per first sentence (what the player waits for before the first sound);
* Enter to sound: from the moment a line is handed to ``alea`` (plain mode) to
  the first sound of its answer in the recording, when the game was silent;
* interruption by the next line: from the line to the end of the speech it cuts;
* interruption by the first key at the prompt (a pseudo-terminal).

Times from the recording are counted in samples against the number of samples
recorded when the line was written, so the recorder's own delay cancels out; a
figure is good to about one 10 ms frame plus parec's 10 ms fragments. Figures are
printed, never asserted: they depend on the machine.
"""

from __future__ import annotations

import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from kit.sound import (  # noqa: E402
    FRAME, LOUD_DB, RATE, Heard, SoundServer, Terminal, answers, find_in_order, heard, heard_form,
    silent_for, spoken_alea, wait_until,
)

from alea.speech import espeak  # noqa: E402
from alea.speech.sentences import pieces  # noqa: E402

SESSIONS = {"cs": ("1", "stav"), "fr": ("1", "état"), "en": ("1", "status")}
ROUNDS = 3
MS_PER_FRAME = 1000 * FRAME / RATE


def synthesis(lang: str, texts: list[str]) -> tuple[list[float], list[float]]:
    """Milliseconds to synthesise each text whole (piece after piece), and each piece alone."""
    engine = espeak.engine()
    engine.synthesize("warm up", lang)
    whole, each = [], []
    for text in texts:
        for piece in pieces(text):
            started = time.perf_counter()
            engine.synthesize(piece, lang)
            each.append(1000 * (time.perf_counter() - started))
        whole.append(sum(each[-len(pieces(text)):]))
    return whole, each


def stopped(frames: list[float], form: list[float], aligned: int, sent: int, next_onset: int | None = None) -> float:
    """Milliseconds from a line or key sent at frame ``sent`` to the end of the piece it cut.

    The piece being played has envelope ``form`` and began at frame ``aligned``. It was
    cut where the recording falls silent while the piece would have been loud; the
    sound ended after the last loud frame before that (or before the next answer,
    which may begin within 20 ms of the cut).
    """
    end = next_onset if next_onset is not None else len(frames)
    missing = next((i for i in range(sent, min(end, aligned + len(form)))
                    if form[i - aligned] >= LOUD_DB + 6 and frames[i] < LOUD_DB), end)
    loud = [i for i in range(sent, missing) if frames[i] >= LOUD_DB]
    return ((loud[-1] + 1 if loud else sent) - sent) * MS_PER_FRAME


def speaking(form: list[float]) -> list[float]:
    """The start of ``form`` up to a third of it or more, ending where 250 ms of loud speech follow.

    A line or key sent once this much is heard lands in the middle of words, not in a pause,
    so the figure is how long the sound went on, not how long a pause was.
    """
    loud = LOUD_DB + 6
    for end in range(len(form) // 3, len(form) - 25):
        if all(level >= loud for level in form[end: end + 25]):
            return form[:end]
    return form[: len(form) // 3]


def spoken_session(sound: SoundServer, lang: str, root: Path) -> tuple[list[float], list[float]]:
    """One plain-mode session: (Enter-to-sound figures, interruption figures), in milliseconds."""
    first, query = SESSIONS[lang]
    startup, after_first, after_query = (heard_form("\n".join(answer), lang)
                                         for answer in answers(lang, [first, query], root))
    recording = sound.record(root / "heard.raw")
    listener = Heard(recording)
    game = spoken_alea(sound, lang, root, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
    to_sound, interruptions = [], []

    def send(line: str) -> int:
        at = len(listener.update())
        game.stdin.write(f"{line}\n".encode())
        game.stdin.flush()
        return at

    try:
        opening = heard(listener, [speaking(startup[0])])[0]
        sent = send(first)  # cuts the opening
        answer = heard(listener, after_first, sent)
        interruptions.append(stopped(listener.frames, startup[0], opening, sent, answer[0]))
        wait_until(lambda: silent_for(listener, answer[-1], 60), "the answer to end")
        for _ in range(2):  # from silence
            sent = send(query)
            onset = heard(listener, after_query[:1], sent)[0]
            to_sound.append((onset - sent) * MS_PER_FRAME)
            wait_until(lambda: silent_for(listener, onset, 60), "the answer to end")
        sent = send(query)
        onset = heard(listener, [speaking(after_query[0])], sent)[0]
        to_sound.append((onset - sent) * MS_PER_FRAME)
        sent = send(query)  # cuts the answer being spoken
        next_onset = heard(listener, after_query[:1], sent)[0]
        interruptions.append(stopped(listener.frames, after_query[0], onset, sent, next_onset))
        game.stdin.close()
        game.wait(120)
    finally:
        if game.poll() is None:
            game.kill()
        recording.stop()
    return to_sound, interruptions


def key_interruption(sound: SoundServer, root: Path) -> float:
    """Milliseconds from the first key at the prompt to the end of the speech it stops."""
    startup = heard_form("\n".join(answers("en", [], root)[0]), "en")
    recording = sound.record(root / "key.raw")
    listener = Heard(recording)
    terminal = Terminal(sound, "en", root / "terminal")
    try:
        opening = heard(listener, [speaking(startup[0])])[0]
        key = len(listener.update())
        terminal.type("s")
        wait_until(lambda: silent_for(listener, key, 50), "silence after the key")
    finally:
        terminal.close()
        recording.stop()
    return stopped(listener.frames, startup[0], opening, key)


def summary(values: list[float]) -> str:
    return f"median {statistics.median(values):.0f} ms, {min(values):.0f}-{max(values):.0f} ms (n={len(values)})"


def main() -> None:
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # so that the sound server is stopped too
    with tempfile.TemporaryDirectory() as temporary:
        root = Path(temporary)
        sound = SoundServer(root / "pulse")
        try:
            for lang in SESSIONS:
                spoken = answers(lang, list(SESSIONS[lang]), root / f"dry-{lang}")
                whole, each = synthesis(lang, ["\n".join(answer) for answer in spoken])
                lines, _ = synthesis(lang, [line for answer in spoken for line in answer])
                to_sound, cuts = [], []
                for round_ in range(ROUNDS):
                    more_sound, more_cuts = spoken_session(sound, lang, root / f"{lang}-{round_}")
                    to_sound += more_sound
                    cuts += more_cuts
                print(f"{lang}: synthesis per answer {summary(whole)}; per line {summary(lines)}; "
                      f"per piece {summary(each)}")
                print(f"{lang}: Enter to sound {summary(to_sound)}")
                print(f"{lang}: next line to silence {summary(cuts)}")
            keys = [key_interruption(sound, root / f"key-{n}") for n in range(ROUNDS)]
            print(f"en: first key to silence {summary(keys)}")
        finally:
            sound.stop()


if __name__ == "__main__":
    main()
