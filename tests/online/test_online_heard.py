"""Issue 24, the online table as it is heard: chat is in `help` and `help say`, a chat line too
long is answered with its limit; a Multiverse decision goes only to the seat that answers it, its
options one a line, while the other seats hear whose turn it is; a seat taken on another device
tells the old connection so, in its language. A real server on loopback (aiohttp's TestServer
around the app `alea serve` runs), real WebSocket clients, a real SQLite file."""

from __future__ import annotations

import asyncio

import pytest

from alea.table.text import MAX_LINE
from alea.online import messages
from alea.online.chat import CHAT

from test_online_security import connect, with_server

LANGS = ("cs", "fr", "en")


async def seated(http, url, game: str, players: int, *langs: str):  # type: ignore[no-untyped-def]
    """A table of ``game`` (seed 3) with one peer seated per language, in order."""
    opener = await connect(http, url)
    await opener.send(t="open", game=game, players=players, seed=3)
    code = (await opener.next("opened"))["code"]
    peers = []
    for lang in langs:
        peer = await connect(http, url, lang)
        await peer.send(t="join", code=code, lang=lang)
        await peer.next("seat")
        await peer.next("ask")
        peers.append(peer)
    await opener.socket.close()
    return code, peers


@pytest.mark.parametrize("lang", LANGS)
def test_help_lists_chat_and_help_say_explains_it(tmp_path, lang):
    say = CHAT.commands[0]
    help_word = {"cs": "pomoc", "fr": "aide", "en": "help"}[lang]

    async def body(server, http, url):  # type: ignore[no-untyped-def]
        _, (peer,) = await seated(http, url, "tesseract", 1, lang)
        listed = " ".join(await peer.line(help_word))
        assert f"{say.word(lang)} {say.shorts_in(lang)[0]}" in listed, listed
        explained = await peer.line(f"{help_word} {say.word(lang)}")
        assert explained[0] == say.help_in(lang), explained
        assert say.word(lang) in explained[0]

    asyncio.run(with_server(tmp_path, body))


@pytest.mark.parametrize("lang", LANGS)
def test_a_chat_line_too_long_is_answered_with_its_limit(tmp_path, lang):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        code, (peer, other) = await seated(http, url, "tesseract", 2, lang, "en")
        word = messages.say_words(lang)[0]
        await peer.line(word)  # the line before: what the seat heard so far is read with it
        heard = await peer.line(f"{word} {'a' * (MAX_LINE + 1)}")
        assert heard == [messages.chat_too_long(MAX_LINE, lang)], heard
        assert str(MAX_LINE) in heard[0] and heard[0] != messages.chat_empty(lang)
        assert server.storage.chat(code) == []  # nothing was sent
        assert not [f for f in other.unread + other.frames if f["t"] == "chat"]
        assert await peer.line(word) == [messages.chat_empty(lang)]

    asyncio.run(with_server(tmp_path, body))


def test_a_multiverse_decision_goes_only_to_the_seat_that_answers(tmp_path):
    """Seed 3: player 2 places their sceptres first. Their seat gets the question and its six
    options, one a line; player 1's seat hears that player 2 must answer, and none of the options."""
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        code, (first, second) = await seated(http, url, "multiverse", 2, "cs", "fr")
        asked = [f for f in second.frames if f["t"] == "ask"][-1]
        assert len(asked["options"]) == 6
        heard_second = second.heard()
        option_lines = [f"{number} {label}" for number, label in enumerate(asked["options"], 1)]
        for line in option_lines:  # one option a line, not all on one
            assert line in heard_second, heard_second
        print("longest option line, in cells:", max(len(line) for line in option_lines))
        heard_first = first.heard()
        assert not any(label in line for line in heard_first for label in asked["options"]), heard_first
        first_ask = [f for f in first.frames if f["t"] == "ask"][-1]
        assert first_ask["text"] is None and not first_ask["waits"]
        from alea.multiverse.narration import Narrator
        from alea.multiverse.engine import Game
        game = server.rooms[code].table.host.game
        assert isinstance(game, Game)
        assert any(Narrator("cs").waiting(game.view()) in line for line in heard_first), heard_first
        # after the answer, the turn's prompt ("Hráč 2, your action") goes to the seat whose turn it is
        start = len(first.frames)
        await second.line("1")
        await first.line(messages.say_words("cs")[0] + " ahoj")  # answered after what the move told it
        told_first = [line for f in first.frames[start:] + first.unread if f["t"] == "out" for line in f["lines"]]
        pending = game.pending
        assert pending is not None
        narrator = Narrator("cs")
        if pending.player == 0:  # player 1 must place theirs now: their question, its options one a line
            assert narrator.question(game.view()) in told_first, told_first
            assert f"1 {narrator.options(game.view())[0]}" in told_first, told_first
            assert Narrator("fr").waiting(game.view()) in second.heard()  # the other seat: who must answer
            assert f"1 {Narrator('fr').options(game.view())[0]}" not in second.heard()
        else:
            assert any(narrator.waiting(game.view()) in line for line in told_first), told_first

    asyncio.run(with_server(tmp_path, body))


@pytest.mark.parametrize("lang", LANGS)
def test_a_seat_taken_on_another_device_tells_the_old_connection(tmp_path, lang):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        code, (old,) = await seated(http, url, "tesseract", 1, lang)
        token = [f for f in old.frames if f["t"] == "seat"][0]["token"]
        new = await connect(http, url, "en")
        await new.send(t="join", code=code, token=token)
        await new.next("seat")
        moved = await old.next("moved")
        assert moved["lines"] == [messages.seat_moved(1, lang)]
        assert await old.line("status") == [messages.refusal("no_seat", lang)]  # no longer seated here

    asyncio.run(with_server(tmp_path, body))
