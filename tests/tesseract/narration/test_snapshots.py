"""Snapshots of every query, decision and event narration on fixed positions, in cs, fr and en.

The positions (``positions.py``) hold hidden dice, two empty columns, a full lab, a
primed area one die from a breach, and a revealed event (the threat phase primes the
last die of d2 and reveals Fortify). Set ``ALEA_UPDATE_SNAPSHOTS=1`` to rewrite the
files in ``snapshots/`` after a deliberate change, then read the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from alea.i18n import LANGUAGES
from alea.narration import Verbosity
from alea.tesseract.engine import Decision, End
from alea.tesseract.narration import Narrator

from kit.positions import contain_run, midgame

SNAPSHOTS = Path(__file__).parent / "snapshots"

QUERIES: list[tuple[str, dict]] = [
    ("status", {}), ("tower", {}),
    ("column", {"col": "b2"}), ("column", {"col": "b3"}), ("column", {"col": "d2"}),
    ("layer", {"number": 1}), ("layer", {"number": 4}),
    ("free", {}), ("next", {}), ("face", {"direction": "north"}), ("face", {"direction": "east"}),
    ("base", {}), ("primed", {}), ("lab", {}), ("lab", {"lab": 1}), ("board", {}), ("hand", {}),
    ("card", {"card": 2}), ("card", {"card": "dilation"}), ("cards", {}), ("who", {}), ("who", {"lab": 1}),
    ("groups", {}), ("groups", {"lab": 1}), ("last", {}), ("since", {}), ("rules", {}), ("rules", {"topic": "8"}),
]
"""Every query of commands.md (help is the command line's), some with several arguments."""


def transcript(lang: str) -> str:
    """Everything narrated on the fixed positions in ``lang``, at every verbosity."""
    parts = []
    for verbosity in Verbosity:
        narrator = Narrator(lang, verbosity)
        game = midgame()
        view = game.view()
        for name, args in QUERIES:
            parts.append(f"### {verbosity.value} {name} {args}\n{narrator.query(name, view, **args)}")
        before = game.view()
        happened = contain_run(game)
        parts.append(f"### {verbosity.value} contain\n" + "\n".join(narrator.events(happened, game.view(), before)))
        parts.append(f"### {verbosity.value} decision\n{narrator.decision(game.pending, game.view())}")
        while game.pending is not None and not hasattr(game.pending, "actions_left"):
            before = game.view()
            happened = game.apply(game.legal_moves()[-1])
            parts.append(f"### {verbosity.value} answer\n" + "\n".join(narrator.events(happened, game.view(), before)))
        before = game.view()
        happened = game.apply(End())
        parts.append(f"### {verbosity.value} end of turn\n" + "\n".join(narrator.events(happened, game.view(), before)))
        if isinstance(game.pending, Decision):
            parts.append(f"### {verbosity.value} threat decision\n{narrator.decision(game.pending, game.view())}")
        view = game.view()
        for name, args in (("since", {"lab": 0}), ("last", {}), ("base", {}), ("column", {"col": "d2"}), ("status", {})):
            parts.append(f"### {verbosity.value} after {name} {args}\n{narrator.query(name, view, **args)}")
    return "\n\n".join(parts) + "\n"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_narration_matches_snapshot(lang):
    path = SNAPSHOTS / f"{lang}.txt"
    text = transcript(lang)
    if os.environ.get("ALEA_UPDATE_SNAPSHOTS"):
        path.write_text(text, encoding="utf-8")
    assert path.exists(), "run with ALEA_UPDATE_SNAPSHOTS=1 to create the snapshot"
    assert text == path.read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_snapshot_covers_the_required_situations(lang):
    """Hidden dice, an empty column, a full lab and a revealed event are all narrated."""
    narrator = Narrator(lang)
    sp = narrator.speaker
    game = midgame()
    view = game.view()
    from alea.tesseract.narration import dice
    hidden = dice.die(sp, None, None)
    assert hidden in narrator.query("layer", view, number=1)
    assert narrator.query("column", view, col="b3").startswith(sp._("Column {col} is empty.", col="b3"))
    assert len(view.labs[0].dice) == view.labs[0].capacity
    contain_run(game)
    while game.pending is not None and not hasattr(game.pending, "actions_left"):
        game.apply(game.legal_moves()[-1])
    said = "\n".join(narrator.events(game.apply(End()), game.view()))
    fortify = sp.content.name("events", "FOR")
    assert sp._("Event revealed under {col}, {event}!", col="d2", event=fortify) in said


def test_snapshots_differ_by_language():
    texts = {lang: (SNAPSHOTS / f"{lang}.txt").read_text(encoding="utf-8") for lang in LANGUAGES}
    assert len(set(texts.values())) == len(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_card_is_found_by_its_name_in_the_language(lang):
    narrator = Narrator(lang)
    content = narrator.speaker.content
    view = midgame().view()
    for kind in ("research", "containment"):
        for item in content.ids(kind):
            entry = content.entry(kind, item)
            assert narrator.query("card", view, card=entry.name.upper()).startswith(entry.name)
            assert narrator.query("card", view, card=entry.abbr).startswith(entry.name)
