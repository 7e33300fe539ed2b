"""The search bot's plans shared between tests that reach the same positions (docs/testing.md).

:meth:`SearchBot.plan <alea.tesseract.bot.SearchBot.plan>` is a function of the bot's settings,
the view and the legal moves: its worlds are drawn from the bot's seed and the position, never
from the clock or a global random source (its module says so; ``tests/tesseract/bot/test_bot.py`` checks
that the same seed gives the same choice). A whole game typed from the hint in Czech, French and
English from one seed reaches the same positions for as long as the three hints name the same
moves, and the plan, which is most of a hinted game's cost, is the same at each of them. Inside
:func:`plans_shared` each position's plan is computed once per test worker, by the real search
at the real budget, and handed again to whichever language's game reaches the position next; a
position reached for the first time (the games part when a language's spelling makes the hint
another move) is searched as usual.

A plan is handed again only to an equal view with equal legal moves and the same bot settings,
so what the tests read is exactly what the search would have said.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from unittest import mock

from alea.tesseract.bot import SearchBot
from alea.tesseract.bot.search import Plan
from alea.tesseract.engine import Move, View

_PLANS: dict[bytes, tuple[View, list[Move], Plan]] = {}
"""Plans already searched in this worker, by a digest of the bot's settings, view and legal moves."""

COUNTS: Counter[str] = Counter()
"""Plans searched ("searched") and handed again ("shared") in this worker."""


@contextmanager
def plans_shared() -> Iterator[Counter[str]]:
    """While inside, :meth:`SearchBot.plan` searches each position once in this worker (see the
    module's docstring); yields :data:`COUNTS`."""
    search = SearchBot.plan

    def plan(bot: SearchBot, view: View, legal: list[Move]) -> Plan:
        settings = sorted(vars(bot).items())  # worlds, seed, width ...: whatever the bot was made with
        key = hashlib.blake2b(repr((settings, view, legal)).encode(), digest_size=20).digest()
        known = _PLANS.get(key)
        if known is not None and known[0] == view and known[1] == legal:
            COUNTS["shared"] += 1
            return known[2]
        found = search(bot, view, legal)
        _PLANS[key] = (view, list(legal), found)
        COUNTS["searched"] += 1
        return found

    with mock.patch.object(SearchBot, "plan", plan):
        yield COUNTS
