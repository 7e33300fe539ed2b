"""No English in a Czech or French game: a few hundred random legal moves per language,
every message checked against the English catalog's strings."""

from __future__ import annotations

import re
from functools import lru_cache

import pytest

from alea.i18n import catalog
from alea.narration import Verbosity

from kit.narration import play

PROPER_NAMES = {"tesseract", "fission", "interphase"}
"""Names an English string may share with a French message: the game's title as the French
edition prints it, and the event names the French edition keeps."""

SHARED_WORDS = {"orange", "cause", "action", "actions", "change", "chose"}
"""French words spelt like English ones (the colour *orange*, *cause*, *action(s)* as in
"phase Action", the verb *change*, *quelque chose*): not English text."""

GAMES = [(seed, verbosity) for seed, verbosity in zip((3, 17, 29, 41), (*Verbosity, Verbosity.NORMAL))]
MOVES = 120


@lru_cache(maxsize=None)
def english_fragments() -> tuple[re.Pattern, ...]:
    """The literal parts of every English catalog string that hold a word of 4+ letters."""
    english = catalog("tesseract", "en")
    fragments = set()
    for ident, text in english._catalog.items():
        if not ident:
            continue
        for literal in re.split(r"\{[^}]*\}", text):
            literal = literal.strip(" .,:;!?()>-/*")
            words = re.findall(r"[A-Za-z]+", literal)
            if not any(len(w) >= 4 for w in words) or literal.casefold() in PROPER_NAMES | SHARED_WORDS:
                continue
            fragments.add(literal)
    return tuple(re.compile(r"(?<!\w)" + re.escape(f) + r"(?!\w)", re.IGNORECASE) for f in sorted(fragments))


def test_fragments_would_catch_english():
    said = "Breach! 3 of 7"  # an English message leaking into a Czech game would look like this
    assert any(p.search(said) for p in english_fragments())


@pytest.mark.slow
@pytest.mark.parametrize("lang", ("cs", "fr"))
def test_no_english_text_in_a_game(lang):
    patterns = english_fragments()
    checked = 0
    leaks = []
    anything = re.compile("|".join(f"(?:{p.pattern})" for p in patterns), re.IGNORECASE)
    for seed, verbosity in GAMES:
        for said, _game in play(lang, verbosity, seed, MOVES):
            checked += 1
            if not anything.search(said.text):  # one search for all fragments; which one, below
                continue
            for pattern in patterns:
                if pattern.search(said.text):
                    leaks.append((said.source, pattern.pattern, said.text))
    assert checked > 400
    assert not leaks, leaks[:5]
