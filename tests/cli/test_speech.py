"""Speech at the table: every message is queued in order; the next input, silence and off stop it.

Most tests record what the table asks of its speaker (the sound itself is heard
in tests/speech/test_speech_heard.py); the waiting at the end uses the real voice.
"""

from __future__ import annotations

import io
import os
import sys
import threading
import wave

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from alea import speech
from alea.cli.last_words import let_speech_finish
from alea.table.output import Output
from alea.cli.repl import make_prompt_session
from alea.i18n import catalog
from alea.speech import espeak
from alea.speech.speakers import EspeakSpeaker

from kit.table import Table

NO_AUDIO = "Speech is off. This computer has no audio device. The game goes on in text."


class FakeSpeaker:
    """Records what it was asked to do."""

    def __init__(self) -> None:
        self.said: list[str] = []
        self.events: list[str] = []
        self.silenced = 0
        self.closed = False

    def say(self, text: str, interrupt: bool = True) -> None:
        self.said.append(text)
        self.events.append("interrupt and say" if interrupt else "queue")

    def silence(self) -> None:
        self.silenced += 1
        self.events.append("silence")

    def again(self) -> None:
        self.said.append(self.said[-1])

    def wait_until_idle(self, timeout: float | None = None) -> bool:
        return True

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


HELP_REMOVE = "remove COLUMN: take the top die of a column, such as b3, into your lab\nShort: rm."


def test_speech_on_speaks_every_message_and_again_repeats_it(environ, speaker):
    table = Table(environ)
    table.send("speech on", "help remove", "again")
    assert speaker.said == ["Speech on.", HELP_REMOVE, HELP_REMOVE]
    assert table.session.settings.speech


def test_the_messages_of_an_answer_are_queued_and_the_next_input_stops_them(environ, speaker):
    table = Table(environ)
    table.send("speech on")
    speaker.events.clear()
    table.send("quit", "no")
    assert speaker.said[-3:] == ["Leave the table? The game is saved. Yes or no?", "Chose, no.", "We play on."]
    # Each input first stops what is left of the answer before; its own messages wait their turn.
    assert speaker.events == ["silence", "queue", "silence", "queue", "queue"]


def test_again_repeats_the_whole_last_answer_printed_and_spoken(environ, speaker):
    table = Table(environ)
    table.send("speech on", "quit")
    answer = table.send("no")
    assert answer == ["Chose, no.", "We play on."]
    assert table.send("again") == answer
    assert table.send("again") == answer
    assert speaker.said[-4:] == ["Chose, no.", "We play on.", "Chose, no.", "We play on."]


def test_the_first_key_at_the_prompt_stops_the_speech_before_enter(environ, speaker):
    table = Table(environ)
    table.send("speech on")
    with create_pipe_input() as pipe:
        prompt = make_prompt_session(table.session, input=pipe, output=DummyOutput())
        pipe.send_text("s")
        pipe.close()
        with pytest.raises(EOFError):
            prompt.prompt("> ")
    assert speaker.silenced == 1


class HoldingSink:
    """Stands in for the audio device: a sound "plays" until it is stopped."""

    name = "holding sink"

    def __init__(self) -> None:
        self.playing = threading.Event()
        self.stopped: list[bool] = []

    def play(self, wav: bytes, stopped) -> None:
        with wave.open(io.BytesIO(wav)) as header:
            assert header.getnframes() > 0
        self.playing.set()
        while not stopped():
            threading.Event().wait(0.01)
        self.stopped.append(True)


@pytest.mark.skipif(sys.platform == "win32", reason="Windows reads Enter from its console, not from a pipe")
def test_at_the_end_the_speech_is_heard_out_unless_enter_is_pressed():
    sink = HoldingSink()
    output = Output(io.StringIO().write)
    output.speaker = EspeakSpeaker(espeak.engine(), sink, "en", 175, 100, str)
    output.say("Goodbye.")
    assert sink.playing.wait(30)
    read, write = os.pipe()
    try:
        os.write(write, b"\n")  # the second Enter
        let_speech_finish(output, read)
    finally:
        os.close(read)
        os.close(write)
    assert output.speaker.wait_until_idle(30) and sink.stopped == [True]
    output.close()


def test_silence_and_speech_off(environ, speaker):
    table = Table(environ)
    table.send("speech on")
    speaker.events.clear()
    table.send("silence", "speech off")
    # The line stops the speech, the command stops it again (nothing is left), and "Silence." is said.
    assert speaker.events == ["silence", "silence", "queue", "silence"] and speaker.closed
    assert table.send("silence") == ["Speech is off. There is nothing to silence."]


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


def test_why_speech_is_off_is_said_again_in_the_language_set_now(environ, monkeypatch):
    """The backend's reason is a message (docs/seats.md): ``again`` after ``language fr`` says it in French."""
    monkeypatch.setattr(speech, "find_player", lambda: None)  # the CI machine: no audio device
    monkeypatch.setattr(speech, "find_screen_reader", lambda: None)
    table = Table(environ)
    first = table.send("speech on")
    assert first == [catalog("output", "en").gettext(NO_AUDIO)]
    table.send("language fr")
    assert table.send("encore") == [catalog("output", "fr").gettext(NO_AUDIO)]
    assert catalog("output", "fr").gettext(NO_AUDIO) in table.send("historique 3")


def test_speech_own_and_screen_reader_choose_the_voice_in_every_language(environ, speaker, monkeypatch):
    sources: list[str] = []

    def open_speaker(lang, *args, source="auto", **kwargs):
        sources.append(source)
        return speaker, None

    monkeypatch.setattr(speech, "open_speaker", open_speaker)
    table = Table(environ, "cs")
    table.send("řeč vlastní", "řeč odečítač")
    french = Table(environ, "fr")
    french.send("parole intégrée")
    assert sources == ["own", "screen-reader", "own"]
    assert french.session.settings.speech and french.session.settings.voice == "own"
    assert Table(environ, "cs").send("řeč hlasitě") == [
        "hlasitě není zapnuto, vypnuto, odečítač, nebo vlastní.",
        "řeč zapnout, vypnout, odečítač nebo vlastní: zda hra mluví a jakým hlasem"]


def test_beside_a_running_screen_reader_one_line_says_whose_voice_and_how_to_switch(environ, speaker, monkeypatch):
    monkeypatch.setattr(speech, "screen_reader_running", lambda environ=None: True)
    assert Table(environ, "fr").send("parole activer") == [
        "Parole : la voix intégrée du jeu. Un lecteur d'écran est actif : pour entendre le jeu avec sa voix, "
        "tapez parole lecteur ; sans parole, parole désactivé.", "Parole activée."]
    monkeypatch.setattr(speech, "screen_reader_running", lambda environ=None: False)
    assert Table(environ).send("speech on") == ["Speech on."]


def test_speech_dispatcher_is_reachable_only_when_its_socket_answers(tmp_path):
    import socket

    assert not speech.speech_dispatcher_reachable({"XDG_RUNTIME_DIR": str(tmp_path)})
    path = tmp_path / "speech-dispatcher" / "speechd.sock"
    path.parent.mkdir()
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(str(path))
        server.listen(1)
        assert speech.speech_dispatcher_reachable({"XDG_RUNTIME_DIR": str(tmp_path)})
        assert speech.speech_dispatcher_reachable({"SPEECHD_ADDRESS": f"unix_socket:{path}"})
    assert not speech.speech_dispatcher_reachable({"XDG_RUNTIME_DIR": str(tmp_path)})


def test_the_screen_reader_voice_without_a_screen_reader_says_why_it_is_quiet(environ, monkeypatch):
    monkeypatch.setattr(speech, "find_screen_reader", lambda: None)
    monkeypatch.setattr(speech, "speech_dispatcher_reachable", lambda environ=None: False)
    table = Table(environ, "cs")
    assert table.send("řeč odečítač") == ["Řeč je vypnutá. Neběží žádný odečítač a vlastní hlas hry nebyl zvolen."]
    monkeypatch.setattr(speech, "speech_dispatcher_reachable", lambda environ=None: True)
    assert Table(environ, "fr").send("parole lecteur") == [
        "La voix du jeu se tait. Votre lecteur d'écran lit les lignes du jeu avec sa propre voix."]
