"""``alea join URL``: the terminal client of an online table.

It prints every line the server sends (already in its player's language), sends every line
the player types, and reconnects by itself when the connection drops: it joins again with its
seat token, and the server tells it where the game stands. Lines typed while it is away wait
and are sent once it is back. At a terminal it reads lines with a calm prompt_toolkit session
(the same settings as the terminal's own prompt); from a pipe, one line at a time.

Seat tokens are kept in ``online-seats.json`` in the config folder, one per table address,
so that ``alea join URL`` from the same account takes its own seat back.
"""

from __future__ import annotations

import asyncio
import json
import os
import threading
from collections.abc import Callable, Mapping
from alea.dataclass import dataclass
from pathlib import Path
from typing import Any, TextIO
from urllib.parse import urlsplit, urlunsplit

import aiohttp

from alea.table.storage import atomic_write, config_dir
from alea.table.output import Speaker
from alea.online import messages
from alea.errors import AleaError
from alea.i18n import LANGUAGES
from alea.online.printable import printable

Voice = Callable[[str, Callable[[str], None]], "tuple[Speaker, str | None]"]
"""Opens a speaker in a language, its notices said through a function: the speaker, and why it is
silent (None when it speaks); :func:`alea.speech.open_speaker` is one."""

TOKENS_FILE = "online-seats.json"
RETRY_FIRST = 0.2
RETRY_MOST = 3.0
"""Seconds between two tries to reconnect: from the first to the longest."""

SPEECH_AT_END = 30.0
"""Seconds the voice may go on saying the last answer once the client is done."""

MOST_CUES = 32
"""The most sound cues of one frame played: a server's own send one or two, and ``sounds`` every
cue of the table (20) to learn them; a hostile one could send thousands, each a timer and a
player process."""

TRIES_AFTER_INPUT = 10
"""Once the input has ended, how many more tries to reconnect (to send what is left) before giving up."""



@dataclass(frozen=True)
class Address:
    """A table's address split into what the client needs."""

    page: str
    """The address players share (``http://host:port/t/CODE``)."""
    socket: str
    """The server's WebSocket (``ws://host:port/ws``)."""
    code: str | None
    """The table code; None for a server's bare address (to open a table)."""


def parse_address(text: str) -> Address | None:
    """``http(s)://host[:port][/t/CODE]`` (or ws/wss), or None when it is no such address."""
    parts = urlsplit(text.strip())
    if parts.scheme not in ("http", "https", "ws", "wss") or not parts.netloc:
        return None
    secure = parts.scheme in ("https", "wss")
    segments = [s for s in parts.path.split("/") if s]
    code = None
    if len(segments) == 2 and segments[0] == "t":
        code = segments[1]
    elif segments:
        return None
    web = "https" if secure else "http"
    page = urlunsplit((web, parts.netloc, f"/t/{code}" if code else "", "", ""))
    return Address(page, urlunsplit(("wss" if secure else "ws", parts.netloc, "/ws", "", "")), code)


@dataclass(frozen=True)
class Listing:
    """A server's public tables as ``alea tables`` prints them."""

    tables: list[tuple[str, str]]
    """Each table's line and its address, printable (:mod:`alea.online.printable`)."""
    unreadable: int
    """What the server sent that is no table's entry (a list that is no list counts as one)."""


LISTING_TIMEOUT = 30.0
"""Seconds ``alea tables`` waits for the server's list."""

MOST_LISTED = 1 << 20
"""The most bytes of a server's list ``alea tables`` reads."""


async def list_tables(address: Address, lang: str) -> Listing | None:
    """The server's public tables (its ``/tables``), each with its line in ``lang`` and its address;
    None when no server answers. The server is somebody else's program: an entry that is not a
    line and an address (both text) is left out and counted, and what is kept is printable."""
    base = address.page.rstrip("/")
    try:
        async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=LISTING_TIMEOUT)) as http:
            async with http.get(f"{base}/tables", params={"lang": lang}) as reply:
                body = await reply.content.read(MOST_LISTED)
    except (aiohttp.ClientError, OSError, asyncio.TimeoutError):
        return None
    try:
        data = json.loads(body.decode("utf-8", "replace"))
    except (ValueError, RecursionError):  # RecursionError: arrays nested too deep to parse
        return Listing([], 1)
    found = data.get("tables") if isinstance(data, dict) else None
    if not isinstance(found, list):
        return Listing([], 1)
    kept = [(printable(each["line"]), printable(each["address"])) for each in found
            if isinstance(each, dict) and isinstance(each.get("line"), str) and isinstance(each.get("address"), str)]
    return Listing(kept, len(found) - len(kept))


class Unreadable(AleaError, ValueError):
    """A server's message that is no frame the client knows how to read (see :mod:`.protocol`)."""

    code = "unreadable"


def frames(text: str) -> list[dict[str, Any]]:
    """The frames of one server message: one frame, or an array of them (see :mod:`.protocol`);
    :class:`Unreadable` when it is not JSON, or not an object or a non-empty array of objects."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):  # RecursionError: arrays nested too deep to parse
        raise Unreadable() from None
    found = data if isinstance(data, list) else [data]
    if not found or not all(isinstance(each, dict) for each in found):
        raise Unreadable()
    return found


def texts(data: dict[str, Any], key: str = "lines") -> list[str]:
    """A frame's lines (``[]`` when it has none); :class:`Unreadable` when they are not a list of text."""
    found = data.get(key, [])
    if not isinstance(found, list) or not all(isinstance(line, str) for line in found):
        raise Unreadable()
    return found


def text(data: dict[str, Any], key: str) -> str:
    """A frame's field that must be text; :class:`Unreadable` when it is missing or not text."""
    found = data.get(key)
    if not isinstance(found, str) or not found:
        raise Unreadable()
    return found


def load_tokens(environ: Mapping[str, str]) -> dict[str, str]:
    """Table address -> this account's seat token there."""
    try:
        data = json.loads((config_dir(environ) / TOKENS_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def keep_token(environ: Mapping[str, str], page: str, token: str) -> None:
    """Remember the seat token of a table (a file that cannot be written is let go: the seat is
    still kept for as long as this client runs)."""
    tokens = load_tokens(environ)
    tokens[page] = token
    try:
        path = config_dir(environ) / TOKENS_FILE
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, json.dumps(tokens, indent=1))
    except OSError:
        pass


class Client:
    """One player's connection to a table, kept up by itself."""

    def __init__(self, address: Address, write: Callable[[str], None], environ: Mapping[str, str], *,
                 lang: str, verbosity: str | None, asked_lang: bool, token: str | None = None,
                 new: dict[str, Any] | None = None, voice: Voice | None = None, watch: bool = False,
                 seat_code: str | None = None) -> None:
        self.address = address
        self.write = write
        self.environ = environ
        self.lang = lang
        self.verbosity = verbosity
        self.asked_lang = asked_lang
        self.code = address.code
        self.page = address.page
        self.token = token or (load_tokens(environ).get(address.page) if address.code else None)
        self.new = new
        self.watch = watch
        """Whether the client watches (a spectator: no seat, questions and chat only)."""
        self.seat_code = seat_code
        """A seat code to take one's seat with at the first join (then the seat's token)."""
        self.lines: asyncio.Queue[str | None] = asyncio.Queue()
        self.finished = False
        self.left = False
        self.input_ended = False
        self.seated_once = False
        self.sent = 0
        self.answered = 0
        """Lines sent on this connection, and how many of them the server said it has answered."""
        self.progress = asyncio.Event()
        self.voice = voice
        """Opens the game's own voice in a language (``--speech``); None: the lines are only printed."""
        self.speaker: Speaker | None = None
        self.speaker_lang: str | None = None
        self.connected = asyncio.Event()
        self.cues: Callable[[list[str]], None] | None = None
        """Plays the sound cues a frame carries with its lines (docs/sound.md); None: none are played."""
        self.local: Callable[[str, str], bool] | None = None
        """Answers a typed line on this computer (the sound settings, :mod:`alea.online.join_sounds`),
        given the line and the client's language: True when it did, and the line is not sent."""

    def say(self, *lines: str) -> None:
        """Print lines (each one line of the terminal), stripped of anything a terminal would obey
        rather than print (:mod:`alea.online.printable`): the server is somebody else's program."""
        for line in lines:
            self.write(printable(str(line)) + "\n")

    async def run(self) -> int:
        """Stay at the table until the input ends or the player leaves; returns the exit code."""
        delay = RETRY_FIRST
        told_lost = False
        tries_left = TRIES_AFTER_INPUT
        async with aiohttp.ClientSession() as http:
            while not self.finished and not self.left:
                try:
                    params = {"lang": self.lang, **({"table": self.code} if self.code else {})}
                    async with http.ws_connect(self.address.socket, params=params,
                                               heartbeat=20, max_msg_size=1 << 20) as socket:
                        delay = RETRY_FIRST
                        told_lost = False
                        if not await self.session(socket):
                            return 1
                except (aiohttp.ClientError, OSError, asyncio.TimeoutError):
                    if not self.seated_once:  # never reached: a wrong address or no server
                        self.say(messages.unreachable(self.address.page, self.lang))
                        return 1
                if self.finished or self.left:
                    break
                if self.input_ended:
                    tries_left -= 1
                    if tries_left < 0:
                        return 1
                if not told_lost:
                    self.say(messages.connection_lost(self.lang))
                    told_lost = True
                await asyncio.sleep(delay)
                delay = min(RETRY_MOST, delay * 2)
        return 0

    async def finish_speech(self) -> None:
        """Let the voice say the last answer (a pipe's input has ended), then release it."""
        speaker = self.speaker
        if speaker is not None:
            await asyncio.to_thread(speaker.wait_until_idle, SPEECH_AT_END)
        self.close_voice()

    async def session(self, socket: aiohttp.ClientWebSocketResponse) -> bool:
        """One connection: open the table if asked, join, then read and send until it ends.

        Returns False when the server refused what the client cannot do otherwise (no table)."""
        if self.code is None:
            await socket.send_str(json.dumps({"t": "open", **(self.new or {}), "lang": self.lang}))
            try:
                answer = await socket.receive()
                if answer.type is not aiohttp.WSMsgType.TEXT:  # closed at once: no table opened
                    self.say(messages.unreachable(self.address.page, self.lang))
                    return False
                reply = frames(answer.data)[0]
                if reply.get("t") != "opened":
                    self.say(*texts(reply))
                    return False
                self.code, self.page = text(reply, "code"), text(reply, "address")
            except Unreadable:
                self.say(messages.unreadable(self.lang))
                return False
            self.say(messages.opened(self.page, self.lang))
        join: dict[str, Any] = {"t": "join", "code": self.code}
        if self.watch:
            join.update(watch=True, lang=self.lang)
            if self.verbosity:
                join["verbosity"] = self.verbosity
        elif self.seat_code:
            join.update(seat_code=self.seat_code, lang=self.lang)
        elif self.token:
            join["token"] = self.token
        if not self.watch and not self.seat_code:
            if self.asked_lang or not self.token:
                join["lang"] = self.lang
            if self.verbosity and not self.token:
                join["verbosity"] = self.verbosity
        await socket.send_str(json.dumps(join))
        self.sent = self.answered = 0
        sender = asyncio.create_task(self.send_lines(socket))
        try:
            async for message in socket:
                if message.type is not aiohttp.WSMsgType.TEXT:
                    break
                if not self.received(message.data):
                    return False
                if self.left:
                    break
        finally:
            self.connected.clear()
            sender.cancel()
        return True

    def received(self, message: str) -> bool:
        """Show one message's frames; False when the table cannot be joined. What cannot be read
        (not JSON, a frame without what its kind needs, a field of the wrong type) is said in one
        sentence and skipped: the server is somebody else's program."""
        try:
            found = frames(message)
        except Unreadable:
            found = []
            self.say(messages.unreadable(self.lang))
        for data in found:
            try:
                if not self.receive(data):
                    return False
            except Unreadable:
                self.say(messages.unreadable(self.lang))
        return True

    def receive(self, data: dict[str, Any]) -> bool:
        """Show one frame; False when the table cannot be joined; :class:`Unreadable` when the frame
        lacks what its kind needs."""
        kind = data.get("t")
        if kind == "seat":
            token = None if data.get("watching") else text(data, "token")
            lang = data.get("lang")
            self.lang = lang if isinstance(lang, str) and lang in LANGUAGES else self.lang
            self.open_voice()
            if token is not None:
                self.token, self.seat_code = token, None
                keep_token(self.environ, self.page, self.token)
            self.seated_once = True
            self.connected.set()
        elif kind in ("out", "chat"):
            lines = texts(data)
            cues = data.get("cues")
            if self.cues is not None and isinstance(cues, list) and lines:  # started before the lines are said
                self.cues([cue for cue in cues[:MOST_CUES] if isinstance(cue, str)])
            self.say(*lines)
            self.speak(lines)
        elif kind == "error":
            lines = texts(data)
            self.say(*lines)
            self.speak(lines)
            if not self.connected.is_set():
                return False
        elif kind == "done":
            self.answered += 1
            self.progress.set()
        elif kind == "moved":  # the seat was taken on another device: say so, then stop
            lines = texts(data)
            self.say(*lines)
            self.speak(lines)
            self.left = True
        elif kind == "bye":
            self.left = True
        return True

    async def send_lines(self, socket: aiohttp.ClientWebSocketResponse) -> None:
        """Send the typed lines, in order, once seated; a line the connection lost is sent again."""
        await self.connected.wait()
        while True:
            line = await self.lines.get()
            if line is None:
                await self.wait_answered()
                self.finished = True
                await socket.close()
                return
            if self.speaker is not None:  # a new line stops what is left of the last answer's speech
                self.speaker.silence()
            if self.local is not None and self.local(line, self.lang):
                continue
            try:
                await socket.send_str(json.dumps({"t": "line", "text": line}))
                self.sent += 1
            except (ConnectionError, RuntimeError):
                self.lines._queue.appendleft(line)  # type: ignore[attr-defined]  # sent after the reconnect
                return

    def open_voice(self) -> None:
        """Speak in the seat's language: the voice is opened, or opened again when the language changed."""
        if self.voice is None or self.speaker_lang == self.lang:
            return
        self.close_voice()
        self.speaker, reason = self.voice(self.lang, self.say)
        self.speaker_lang = self.lang
        if reason is not None:
            self.say(reason)

    def speak(self, lines: list[str]) -> None:
        """Queue one message for the voice, after what is being said."""
        if self.speaker is not None and lines:
            self.speaker.say("\n".join(printable(str(line)) for line in lines), interrupt=False)

    def close_voice(self) -> None:
        """Stop and release the voice."""
        if self.speaker is not None:
            self.speaker.close()
            self.speaker = None

    async def wait_answered(self) -> None:
        """Wait until the server has answered every line sent (its ``done`` frames)."""
        while self.answered < self.sent:
            self.progress.clear()
            await self.progress.wait()


def end_input(client: Client) -> None:
    """The player's input has ended: what is queued is sent, then the client leaves."""
    client.input_ended = True
    client.lines.put_nowait(None)


def feed_plain(client: Client, loop: asyncio.AbstractEventLoop, stdin: TextIO) -> None:
    """Read stdin's lines in a thread and queue them; the end of input is queued as None."""

    def call(function, *args) -> None:  # type: ignore[no-untyped-def]
        try:
            loop.call_soon_threadsafe(function, *args)
        except RuntimeError:  # the client has ended (its loop is closed): the line has no one to go to
            pass

    def put(raw: str) -> None:
        call(client.lines.put_nowait, raw.rstrip("\r\n"))

    def read() -> None:
        try:
            fd = stdin.fileno()
        except (OSError, ValueError, AttributeError):  # not a file (a test's StringIO)
            for raw in stdin:
                put(raw)
        else:  # raw reads hold no lock of Python's stream, so the client may end while one waits
            pending = b""
            while chunk := os.read(fd, 65536):
                *whole, pending = (pending + chunk).split(b"\n")
                for line in whole:
                    put(line.decode("utf-8", "replace"))
            if pending:
                put(pending.decode("utf-8", "replace"))
        call(end_input, client)

    threading.Thread(target=read, daemon=True).start()


async def feed_prompt(client: Client, environ: Mapping[str, str], colour: bool, sign: str | None = None) -> None:
    """Read lines at a terminal with the table's calm prompt (``sign``: the one the player chose, else
    the language's own); the end of input (Ctrl+D) ends it."""
    import os

    from prompt_toolkit import PromptSession
    from prompt_toolkit.history import InMemoryHistory
    from prompt_toolkit.output import ColorDepth
    from prompt_toolkit.patch_stdout import patch_stdout

    from alea.table.session import prompt_for
    from alea.table.settings import in_colour

    os.environ.setdefault("PROMPT_TOOLKIT_NO_CPR", "1")  # no cursor question a screen reader would read
    prompt: PromptSession[str] = PromptSession(
        history=InMemoryHistory(), mouse_support=False, bottom_toolbar=None, rprompt=None,
        placeholder=None, refresh_interval=0, enable_system_prompt=False, enable_suspend=False,
        include_default_pygments_style=False, color_depth=ColorDepth.DEPTH_8_BIT if in_colour(colour, environ) else ColorDepth.DEPTH_1_BIT)
    with patch_stdout(raw=True):
        while not client.left:
            try:
                line = await prompt.prompt_async(prompt_for(client.lang, sign))
            except KeyboardInterrupt:
                continue
            except EOFError:
                end_input(client)
                return
            client.lines.put_nowait(line)
