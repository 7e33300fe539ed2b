"""Issue 42, item 13, told rather than cut off: a client's message over the server's 8,192 bytes was
answered by a bare close (1009) and no word; ``say`` with U+202E (a bidirectional override) or an
escape was answered "Type say and the text to send to the table.", because the chat mapped every
problem of a line but its length to the empty line's sentence. A real server on loopback (the app
``alea serve`` runs) and real WebSocket clients."""

from __future__ import annotations

import asyncio
import json

import aiohttp
import pytest

from alea.online import messages
from alea.online.protocol import MAX_FRAME

from test_online_security import WAIT, connect, table_of, with_server


@pytest.mark.parametrize("lang", ["cs", "fr"])
def test_a_message_too_big_is_told_in_the_player_s_language_before_the_close(tmp_path, lang):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        code, (player, other) = await table_of(http, url, 2, lang, "en")
        await player.socket.send_str(json.dumps({"t": "line", "text": "x" * (MAX_FRAME * 5)}))
        said = []
        while True:  # what comes until the close: the sentence, then the close (1009, the framing is lost)
            message = await asyncio.wait_for(player.socket.receive(), WAIT)
            if message.type is not aiohttp.WSMsgType.TEXT:
                break
            said += [line for frame in json.loads(f"[{message.data}]" if message.data.startswith("{")
                                                  else message.data) for line in frame.get("lines", [])]
        assert messages.refusal("too_long", lang) in said
        assert await other.line("status")  # the server, the table and the other seat go on
        again = await connect(http, url, lang)  # and anyone may still come in
        await again.send(t="join", code=code, watch=True, lang=lang)
        await again.next("seat")

    asyncio.run(with_server(tmp_path, body))


@pytest.mark.parametrize("lang", ["cs", "fr", "en"])
@pytest.mark.parametrize("text", ["hello \u202eolleh", "look \x1b]0;owned\x07 here", "\x1b[2J"])
def test_say_with_a_direction_mark_or_an_escape_gets_the_control_sentence(tmp_path, lang, text):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        code, (player, other) = await table_of(http, url, 2, lang, "en")
        word = messages.say_words(lang)[0]
        heard = await player.line(f"{word} {text}")
        assert messages.chat_control(lang) in heard
        assert messages.chat_empty(lang) not in heard
        assert server.storage.chat(code) == []  # nothing kept, nothing sent
        assert not [f for f in other.frames if f["t"] == "chat"]

    asyncio.run(with_server(tmp_path, body))
