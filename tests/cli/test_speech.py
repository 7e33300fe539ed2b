"""Speech at the table: every message is handed to the speaker; silence and off stop it."""

from __future__ import annotations

import pytest

from alea import speech

from table_helpers import Table


class FakeSpeaker:
    """Records what it was asked to do."""

    def __init__(self) -> None:
        self.said: list[str] = []
        self.silenced = 0
        self.closed = False

    def say(self, text: str, interrupt: bool = True) -> None:
        self.said.append(text)

    def silence(self) -> None:
        self.silenced += 1

    def again(self) -> None:
        self.said.append(self.said[-1])

    def close(self) -> None:
        self.closed = True


@pytest.fixture
def speaker(monkeypatch):
    fake = FakeSpeaker()
    opened: list[str] = []

    def open_speaker(lang, *args, **kwargs):
        opened.append(lang)
        return fake, None

    monkeypatch.setattr(speech, "open_speaker", open_speaker)
    fake.opened = opened
    return fake


def test_speech_on_speaks_every_message_and_again_repeats_it(environ, speaker):
    table = Table(environ)
    table.send("speech on", "help remove", "again")
    assert speaker.said == ["Speech on.", "remove COLUMN: take the top die of a column, such as b3, into your lab Short: r.",
                            "remove COLUMN: take the top die of a column, such as b3, into your lab Short: r."]
    assert table.session.settings.speech


def test_silence_and_speech_off(environ, speaker):
    table = Table(environ)
    table.send("speech on", "silence", "speech off")
    assert speaker.silenced == 1 and speaker.closed
    assert table.send("silence") == ["Speech is off; there is nothing to silence."]


def test_a_language_switch_reopens_the_voice_in_the_new_language(environ, speaker):
    table = Table(environ)
    table.send("speech on", "language cs")
    assert speaker.opened == ["en", "cs"]


def test_without_a_voice_the_reason_is_said_and_the_game_goes_on(environ, monkeypatch):
    class Silent(FakeSpeaker):
        pass

    monkeypatch.setattr(speech, "open_speaker", lambda lang, *a, **k: (Silent(), "No voice here."))
    table = Table(environ)
    assert table.send("speech on") == ["No voice here."]
    assert table.session.output.speaker is None
