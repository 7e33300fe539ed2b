"""A WebSocket that says why before it closes for a message too big.

aiohttp refuses a client's message longer than the socket's ``max_msg_size`` as soon as its header
announces the length (the message is never read into memory), then closes the connection with
code 1009: the framing of the stream is lost, so the connection cannot go on. A client was left
with a bare close and no word. :class:`TellingSocket` sends the sentence its ``too_big`` gives (a
frame in the client's language) just before that close frame, which the protocol allows: the
server may send until its own close.
"""

from __future__ import annotations

from collections.abc import Callable

from aiohttp import WSCloseCode, web


class TellingSocket(web.WebSocketResponse):
    """A server WebSocket whose close for a message too big (1009) is preceded by ``too_big()``."""

    too_big: Callable[[], str] | None = None
    """The frame (text) that says the message was too big, made when it is needed (the client's
    language may have changed); None: nothing is said."""

    async def close(self, *, code: int = WSCloseCode.OK, message: bytes = b"", drain: bool = True) -> bool:
        """Close, first saying why when the reason is a message too big."""
        if code == WSCloseCode.MESSAGE_TOO_BIG and self.too_big is not None and not self.closed:
            try:
                await self.send_str(self.too_big())
            except (ConnectionError, RuntimeError):
                pass
        closed: bool = await super().close(code=code, message=message, drain=drain)
        return closed
