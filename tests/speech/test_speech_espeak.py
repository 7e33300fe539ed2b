"""The real eSpeak NG from the espeakng-loader wheel, synthesising to memory in each language."""

from __future__ import annotations

import io
import wave

import pytest

from alea.speech import espeak

SENTENCES = {
    "cs": "Hráč jedna táhne kartou a posouvá kostku o tři pole.",
    "fr": "La joueuse une tire une carte et déplace le dé de trois cases.",
    "en": "Player one draws a card and moves the die three spaces.",
}


@pytest.fixture(scope="module")
def engine() -> espeak.Espeak:
    return espeak.engine()


@pytest.mark.parametrize("lang", sorted(SENTENCES))
def test_a_sentence_is_speech_at_22050_hz(engine: espeak.Espeak, lang: str) -> None:
    audio = engine.synthesize(SENTENCES[lang], lang)
    assert audio is not None
    assert audio.sample_rate == 22050
    assert 1.0 < audio.duration < 15.0
    # Speech, not silence: loud peaks, and most 20 ms frames carry sound.
    assert audio.peak > 5000
    assert audio.rms > 500
    frame = audio.sample_rate // 50
    frames = [audio.samples[start : start + frame] for start in range(0, len(audio.samples), frame)]
    voiced = sum(1 for chunk in frames if max(abs(s) for s in chunk) > 1000)
    assert voiced / len(frames) > 0.5
    with wave.open(io.BytesIO(audio.to_wav())) as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, 22050)
        assert wav.getnframes() == len(audio.samples)


@pytest.mark.parametrize("lang", sorted(SENTENCES))
def test_duration_grows_with_the_text(engine: espeak.Espeak, lang: str) -> None:
    once = engine.synthesize(SENTENCES[lang], lang)
    three_times = engine.synthesize(" ".join([SENTENCES[lang]] * 3), lang)
    assert once is not None and three_times is not None
    assert three_times.duration > 2.5 * once.duration


def test_each_language_has_its_own_voice(engine: espeak.Espeak) -> None:
    """The same Czech sentence read by the Czech and the English voice differs."""
    czech = engine.synthesize(SENTENCES["cs"], "cs")
    english = engine.synthesize(SENTENCES["cs"], "en")
    assert czech is not None and english is not None
    assert czech.samples != english.samples
    assert all(engine.has_voice(lang) for lang in SENTENCES)
    assert not engine.has_voice("no-such-voice")


def test_rate_and_volume_change_the_audio(engine: espeak.Espeak) -> None:
    slow = engine.synthesize(SENTENCES["en"], "en", rate=120)
    fast = engine.synthesize(SENTENCES["en"], "en", rate=350)
    soft = engine.synthesize(SENTENCES["en"], "en", volume=40)
    loud = engine.synthesize(SENTENCES["en"], "en", volume=160)
    assert slow is not None and fast is not None and soft is not None and loud is not None
    assert slow.duration > 1.8 * fast.duration
    assert loud.rms > 2 * soft.rms


def test_synthesis_stops_when_cancelled(engine: espeak.Espeak) -> None:
    calls = []

    def cancelled() -> bool:
        calls.append(1)
        return len(calls) > 2

    assert engine.synthesize(" ".join([SENTENCES["fr"]] * 5), "fr", cancelled=cancelled) is None
    # The synthesiser is usable again afterwards.
    again = engine.synthesize(SENTENCES["fr"], "fr")
    assert again is not None and again.peak > 5000


def test_an_unknown_voice_is_an_error(engine: espeak.Espeak) -> None:
    with pytest.raises(espeak.VoiceUnavailable):
        engine.synthesize("text", "no-such-voice")
