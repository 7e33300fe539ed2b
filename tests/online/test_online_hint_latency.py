"""Issue 27: a hint on one table while another table plays. A real server on loopback (aiohttp's
TestServer around the app `alea serve` runs): at table A a player asks the Tesseract search bot
for hints, one after another, while at table B two players play Multiverse. B's move latency
(a line sent to its `done`) is measured with and without A's hints and printed, not asserted in
wall time. This server is made without a worker pool (`Server(..., thinkers=None)`), so the hint is
thought inside the event loop and the figure shows what B waits then; `alea serve` hands hints to
the worker processes of `alea/online/thinking.py` (`--thinkers`), measured in docs/online.md."""

from __future__ import annotations

import asyncio
import statistics
import time

from online_kit import next_line
from test_online_security import with_server
from test_online_tables import opened, sit


async def moves_of(server, code: str, first, second, count: int) -> list[float]:  # type: ignore[no-untyped-def]
    """Play ``count`` lines at Multiverse table ``code``; each line's time to its ``done``, in ms."""
    game = server.rooms[code].table.host.game
    times = []
    for _ in range(count):
        if game.pending is None:
            break
        player = game.pending.player
        peer, lang = (first, "cs") if player == 0 else (second, "fr")
        start = time.perf_counter()
        await peer.line(next_line("multiverse", game, lang))
        times.append((time.perf_counter() - start) * 1000)
    return times


def test_a_hint_at_one_table_and_the_move_latency_of_another(tmp_path):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        hinted = await opened(http, url, public=False, game="tesseract", players=1)
        asker = await sit(http, url, hinted, "en")
        played = await opened(http, url, public=False, game="multiverse")
        first = await sit(http, url, played, "cs")
        second = await sit(http, url, played, "fr")
        alone = await moves_of(server, played, first, second, 12)
        hints = 0
        stop = asyncio.Event()

        async def ask_hints() -> None:
            nonlocal hints
            while not stop.is_set():
                await asker.line("hint")
                hints += 1

        asking = asyncio.create_task(ask_hints())
        await asyncio.sleep(0.05)
        beside = await moves_of(server, played, first, second, 12)
        stop.set()
        await asking
        assert alone and beside and hints
        for name, figures in (("alone", alone), ("beside hints", beside)):
            print(f"table B move latency {name}: median {statistics.median(figures):.1f} ms, "
                  f"max {max(figures):.1f} ms over {len(figures)} lines")
        print(f"hints answered at table A meanwhile: {hints}")

    asyncio.run(with_server(tmp_path, body))
