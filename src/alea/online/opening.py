"""What opening a table costs: tables opened are counted per address and for the whole server,
across connections.

A table that is opened is kept in the database at once (so that whoever the opener gives its
address to finds it), whether or not anybody ever sits at it. Before issue 42 only a connection
was limited (:data:`alea.online.server.MAX_OPENED` tables each), and a client that reconnected for
every eight tables filled the server's disk at about 4.7 GB an hour.

Now every table opened is counted, in the server's memory, against the address it came from (an
IPv6 address by its /64 network, as wrong seat codes are: :func:`alea.online.guessing.address_key`)
and against the whole server. Each is a token bucket (:class:`alea.online.guessing.Buckets`): an
address opens ``per_address`` tables at once, then as many again an hour (``alea serve
--tables-per-hour``, default :data:`ADDRESS_PER_HOUR`); the server opens ``per_server`` at once,
then as many again an hour (``--server-tables-per-hour``, default :data:`SERVER_PER_HOUR`).
Past either, ``open`` is refused with the minutes to wait, in the client's language; joining a table
that is open is never limited by them. So a crowd of addresses adds at most ``per_server`` tables
an hour to the database, whatever it does.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from alea.online.guessing import Buckets, address_key

ADDRESS_PER_HOUR = 30
"""Tables one address may open at once, and then in each hour (a teacher opening a class's tables)."""

SERVER_PER_HOUR = 600
"""Tables the whole server opens at once, and then in each hour."""

SERVER = "*"
"""The whole server's bucket (no address is written so)."""


class Openings:
    """Tables opened, counted per address and for the whole server."""

    def __init__(self, per_address: int = ADDRESS_PER_HOUR, per_server: int = SERVER_PER_HOUR,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.addresses = Buckets(per_address, 3600.0 / per_address, clock)
        self.server = Buckets(per_server, 3600.0 / per_server, clock)

    def wait(self, address: str) -> float:
        """Seconds before ``address`` may open a table (0: now)."""
        return max(self.addresses.wait(address_key(address)), self.server.wait(SERVER))

    def opened(self, address: str) -> None:
        """``address`` opened a table."""
        self.addresses.take(address_key(address))
        self.server.take(SERVER)
