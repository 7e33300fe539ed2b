"""Terse mode fits a 40-cell braille line where it can (accessibility.md, rule 3).

Every terse line said during random play (events, decisions, refusals and queries, each
line of a multi-line answer on its own) is measured. A line may exceed 40 characters only
where it lists many things: the numbered options of a decision with many choices, a
query line naming several dice or cards, a rules text, or a card's full text. The share
of such lines must stay at or below :data:`MAX_SHARE_OVER_40` (documented in
docs/narration.md); events and refusals, which are what a player hears most, have their
own, stricter limit :data:`MAX_SHARE_OVER_40_EVENTS`.
"""

from __future__ import annotations

import pytest

from alea.i18n import LANGUAGES
from alea.narration import Verbosity

from play import play

LIMIT = 40
MAX_SHARE_OVER_40 = 0.06
MAX_SHARE_OVER_40_EVENTS = 0.01
SEEDS = (5, 23, 61)
MOVES = 120


def measure(lang: str) -> tuple[list[str], list[str]]:
    """(every terse line, the event and error lines) said in ``lang``."""
    lines, events = [], []
    for seed in SEEDS:
        for said, _game in play(lang, Verbosity.TERSE, seed, MOVES):
            for line in said.text.split("\n"):
                lines.append(line)
                if said.source in ("event", "error"):
                    events.append(line)
    return lines, events


@pytest.mark.parametrize("lang", LANGUAGES)
def test_terse_lines_fit_a_braille_line(lang):
    lines, events = measure(lang)
    over = [line for line in lines if len(line) > LIMIT]
    over_events = [line for line in events if len(line) > LIMIT]
    assert len(lines) > 500 and len(events) > 200
    assert len(over) / len(lines) <= MAX_SHARE_OVER_40, sorted(over, key=len)[-5:]
    assert len(over_events) / len(events) <= MAX_SHARE_OVER_40_EVENTS, over_events[:5]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_terse_is_shorter_than_normal(lang):
    terse = sum(len(s.text) for s, _ in play(lang, Verbosity.TERSE, SEEDS[0], 40))
    normal = sum(len(s.text) for s, _ in play(lang, Verbosity.NORMAL, SEEDS[0], 40))
    assert terse < normal * 0.7
