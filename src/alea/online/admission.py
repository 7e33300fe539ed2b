"""Who the server lets in past its door: a foreign page's WebSocket is refused, and so is a newcomer
past the server's cap on connections, each with a sentence in the client's language.

The per-address count and the silence timers are the door's (:mod:`alea.online.doorman`), which
also counts every connection of the server against its cap and, at the cap, first closes the
spectator who has said nothing for the longest (:meth:`alea.online.server.Server.make_room`); a
connection it still lets in past the cap is marked, and :func:`middleware` answers its request with
the sentence and nothing else.

A WebSocket whose ``Origin`` is another site's (a page elsewhere, opened in a player's browser,
trying to open tables or chat in their name) is refused; the server's own pages send its own
origin, and ``alea join`` and other terminal clients send no ``Origin`` at all, which is let in.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from aiohttp import web
from aiohttp.typedefs import Middleware

from alea.i18n import LANGUAGES
from alea.online import messages

if TYPE_CHECKING:
    from alea.online.doorman import Doorman

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def own_origin(request: web.Request) -> bool:
    """Whether the request's ``Origin`` is the server's own (the host the request was sent to, as a
    reverse proxy passes it on), or absent, as from a terminal client."""
    origin = request.headers.get("Origin")
    if origin is None:
        return True
    try:
        told = urlsplit(origin)
    except ValueError:
        return False
    if told.scheme not in ("http", "https") or not told.netloc:
        return False  # "null" (a sandboxed page, a file), or not an address at all
    hosts = {request.host.casefold(), request.headers.get("X-Forwarded-Host", "").casefold()}
    return told.netloc.casefold() in hosts


def client_language(request: web.Request) -> str:
    """The language a refused client reads: ``?lang=``, else the first of ours its browser accepts."""
    asked = request.query.get("lang")
    if asked in LANGUAGES:
        return str(asked)
    for part in request.headers.get("Accept-Language", "").split(","):
        code = part.split(";")[0].strip().split("-")[0].casefold()
        if code in LANGUAGES:
            return code
    return "en"


async def refused(request: web.Request, sentence: str, status: int, *, upgrade: bool = True) -> web.StreamResponse:
    """Refuse the request with ``sentence``: as an ``error`` frame on a WebSocket, then closed (when
    ``upgrade``: the client reads it as any refusal); else as plain text with ``status``. The
    connection is not kept for another request."""
    if upgrade and request.headers.get("Upgrade", "").casefold() == "websocket":
        from alea.online.protocol import frame

        socket = web.WebSocketResponse(compress=False)
        await socket.prepare(request)
        await socket.send_str(frame("error", lines=[sentence]))
        if request.transport is not None:  # closed once the sentence is sent, no close handshake waited for
            request.transport.close()
        return socket
    return web.Response(text=sentence + "\n", status=status, headers={"Connection": "close", "Cache-Control": "no-store"})


def middleware(door: Callable[[], "Doorman | None"]) -> Middleware:
    """The check every request passes: past the server's cap, the sentence alone; a WebSocket from a
    foreign page, refused."""
    @web.middleware
    async def admit(request: web.Request, handler: Handler) -> web.StreamResponse:
        found = door()
        if found is not None and found.past_cap(request.transport):
            return await refused(request, messages.server_full(client_language(request)), 503)
        if request.path == "/ws" and not own_origin(request):
            # no WebSocket at all: the foreign page reads nothing (the sentence is for whoever looks)
            return await refused(request, messages.foreign_origin(client_language(request)), 403, upgrade=False)
        return await handler(request)
    return admit
