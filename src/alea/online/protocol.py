"""The frames between a client and the server: small JSON objects over one WebSocket.

Client to server: ``{"t": "open", "game": G, "players": N}`` opens a table (without ``players``,
for the game's usual count, or ``usual``, the player's saved count, when the game seats that);
``{"t": "join", "code": C, "token": T?, "lang": L?, "verbosity": V?}`` takes a seat (the token
takes back one's own; ``"seat_code": S`` does too, as the player said or wrote it; ``"watch": true``
takes no seat: a spectator; ``board`` true asks for the seat's board after every change); ``"public": true``
in ``open`` lists the table in the lobby, ``"bots": N`` seats bots in its last N seats, ``"takeover": S``
lets a bot play the seat of a player away for S seconds until they come back, ``"lesson": true`` opens
a lesson (the opener steps through a game of the bots, the others watch); ``{"t": "line", "text": S}`` is a line typed at the seat;
``{"t": "set", "lang": L?, "verbosity": V?}`` changes the seat's language or verbosity.

Server to client: ``opened`` (code, address), ``seat`` (seat, players, token, code, lang,
verbosity), ``out`` (lines of the game and table), ``chat`` (chat lines), ``error`` (a refused
frame; nothing was changed), ``ask`` (the question the seat must answer now or none, whether the
game waits for the seat, whether it is over), ``board`` (the seat's
board drawn, :mod:`alea.table.board`, to a client that asked for it, whenever it changed, with the
``position`` of the game it shows; a spectator's, a projector's and a lesson's are of no player),
``attention`` (``place``: what a query typed at the table asked about, in no language, "column b3":
a board outlines it a few seconds, :mod:`alea.online.attention`),
``done`` (the client's line is answered: whatever it
caused has been sent to every seat; ``position`` grows with each move), ``bye``, ``moved`` (the
seat was taken on another device, with the line that says so: the client stops; ``expelled`` true:
the host removed the player, and the seat is free; ``watching`` true: a spectator closed after a long
silence, or to make room at the server's cap).
An ``out`` or ``chat`` frame may carry ``cues``: the names of the sound cues that go with its lines,
in order (docs/sound.md); a client that plays none ignores the field.
Every text a client shows arrives already in its player's language. Frames queued for a client
at the same moment arrive as one message holding a JSON array of them, in order.
"""

from __future__ import annotations

import json
import time
from dataclasses import field
from alea.dataclass import dataclass
from typing import Any

from alea.table.settings import VERBOSITIES
from alea.errors import AleaError
from alea.i18n import LANGUAGES

MAX_FRAME = 2048
"""The longest frame read (characters); a longer one is refused whole."""

KINDS: dict[str, dict[str, type]] = {
    "open": {"game": str, "players": int, "usual": int, "seed": int, "lang": str, "public": bool, "bots": int,
             "takeover": int, "lesson": bool},
    "join": {"code": str, "token": str, "lang": str, "verbosity": str, "board": bool, "watch": bool, "seat_code": str},
    "line": {"text": str},
    "set": {"lang": str, "verbosity": str},
}
"""Each client frame's type and the fields it may carry, with their JSON types."""

REQUIRED: dict[str, tuple[str, ...]] = {"open": (), "join": ("code",), "line": ("text",), "set": ()}
"""The fields each client frame must carry."""


class BadFrame(AleaError, ValueError):
    """A frame that is not one of :data:`KINDS`; ``reason`` is one of ``messages.REFUSALS``."""

    def __init__(self, reason: str = "bad_frame") -> None:
        super().__init__(reason)
        self.reason = self.code = reason


def read_frame(text: str) -> dict[str, Any]:
    """The client frame in ``text``, checked field by field; raises :class:`BadFrame`."""
    if len(text) > MAX_FRAME:
        raise BadFrame("too_long")
    try:
        frame = json.loads(text)
    except (ValueError, RecursionError):
        raise BadFrame() from None
    if not isinstance(frame, dict) or frame.get("t") not in KINDS:
        raise BadFrame()
    kind = frame["t"]
    fields = KINDS[kind]
    for name, value in frame.items():
        if name == "t":
            continue
        wanted = fields.get(name)
        if wanted is None or type(value) is not wanted:  # bool is not an int here
            raise BadFrame()
    if any(name not in frame for name in REQUIRED[kind]):
        raise BadFrame()
    if "lang" in frame and frame["lang"] not in LANGUAGES:
        raise BadFrame()
    if "verbosity" in frame and frame["verbosity"] not in VERBOSITIES:
        raise BadFrame()
    return frame


def frame(kind: str, **fields: Any) -> str:
    """A server frame as text."""
    return json.dumps({"t": kind, **fields}, ensure_ascii=False, separators=(",", ":"))


@dataclass
class RateLimit:
    """A token bucket: ``burst`` lines at once, then ``per_second`` on average."""

    per_second: float = 8.0
    burst: float = 24.0
    tokens: float = field(default=-1.0)
    last: float = field(default_factory=time.monotonic)

    def allow(self) -> bool:
        """Take one token; False (and nothing taken) when the bucket is empty."""
        now = time.monotonic()
        if self.tokens < 0:
            self.tokens = self.burst
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.per_second)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
