"""Issue 16: `alea join --speech` speaks what the table says, in the seat's language, with the
real eSpeak NG voice. The audio device is not real (CI has none and a test must not play sound
out loud): a recording sink stands in for the system's player, as in tests/speech."""

from __future__ import annotations

import asyncio
import io
import threading
import wave
from collections.abc import Callable

from aiohttp.test_utils import TestServer

from alea.i18n import catalog
from alea.online.client import Client, parse_address
from alea.online.server import Server
from alea.online.database import open_storage
from alea.speech import SilentSpeaker, espeak
from alea.speech.speakers import EspeakSpeaker


class RecordingSink:
    """Keeps the length of each WAV it is handed instead of playing it."""

    name = "recording sink"

    def __init__(self) -> None:
        self.played: list[int] = []
        self.lock = threading.Lock()

    def play(self, wav: bytes, stopped: Callable[[], bool]) -> None:
        with wave.open(io.BytesIO(wav)) as sound:
            with self.lock:
                self.played.append(sound.getnframes())

    def stop(self) -> None:
        """Nothing plays, so nothing is stopped."""


def play_a_line(tmp_path, voice) -> tuple[Client, str]:  # type: ignore[no-untyped-def]
    """A server on loopback, a French client with ``voice`` that opens a table and types one line."""
    async def body() -> tuple[Client, str]:
        storage = open_storage(tmp_path / "server")
        server = TestServer(Server(storage, data=tmp_path / "server").app(), host="127.0.0.1")
        await server.start_server()
        out = io.StringIO()
        try:
            address = parse_address(str(server.make_url("/")))
            assert address is not None
            client = Client(address, out.write, {"ALEA_CONFIG_DIR": str(tmp_path / "client")}, lang="fr",
                            verbosity=None, asked_lang=True, new={"players": 1, "seed": 3}, voice=voice)
            client.lines.put_nowait("1")
            client.lines.put_nowait(None)
            client.input_ended = True
            await asyncio.wait_for(client.run(), 60)
            await client.finish_speech()
        finally:
            await server.close()
            storage.close()
        return client, out.getvalue()

    return asyncio.run(body())


def test_the_client_speaks_the_tables_lines_in_the_seats_language(tmp_path):
    sink = RecordingSink()
    opened: list[EspeakSpeaker] = []

    def voice(lang: str, notice: Callable[[str], None]):  # type: ignore[no-untyped-def]
        speaker = EspeakSpeaker(espeak.engine(), sink, lang, 175, 100, lambda detail: detail, notice)
        opened.append(speaker)
        return speaker, None

    client, printed = play_a_line(tmp_path, voice)
    assert [speaker.voice for speaker in opened] == ["fr"]
    assert "Choisi" in printed
    assert len(sink.played) >= 2 and all(frames > 0 for frames in sink.played)
    assert client.speaker is None  # released at the end


def test_a_silent_voice_says_why_and_the_game_goes_on_in_text(tmp_path):
    reason = catalog("output", "fr").gettext("Speech is off. This computer has no audio device. The game goes on in text.")

    def voice(lang: str, notice: Callable[[str], None]):  # type: ignore[no-untyped-def]
        return SilentSpeaker(), reason

    _, printed = play_a_line(tmp_path, voice)
    assert reason in printed.splitlines()
    assert "Choisi" in printed
