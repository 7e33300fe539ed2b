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
def english_literals() -> tuple[str, ...]:
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
    return tuple(sorted(fragments))


def fragment(literal: str) -> re.Pattern:
    """``literal`` found as whole words, in any case."""
    return re.compile(r"(?<!\w)" + re.escape(literal) + r"(?!\w)", re.IGNORECASE)


@lru_cache(maxsize=None)
def english_fragments() -> tuple[re.Pattern, ...]:
    """The patterns of :func:`english_literals`."""
    return tuple(fragment(literal) for literal in english_literals())


WORD = re.compile(r"\w+")


@lru_cache(maxsize=None)
def fragments_by_first_word() -> dict[str, tuple[re.Pattern, ...]]:
    """The patterns of :func:`english_literals` by the literal's first run of word characters,
    case-folded ("" for a literal that starts with another character: searched in every message).
    A literal matches only where a message holds that whole run as a word: the match starts where no
    word character precedes it, and the run ends where the literal's does (at a non-word character,
    or at the literal's end, after which no word character may follow)."""
    found: dict[str, list[re.Pattern]] = {}
    for literal in english_literals():
        head = WORD.match(literal)
        found.setdefault(head.group().casefold() if head else "", []).append(fragment(literal))
    return {word: tuple(patterns) for word, patterns in found.items()}


def english_in(text: str) -> list[re.Pattern]:
    """The patterns of :func:`english_fragments` found in ``text``: only those whose first word
    ``text`` holds are searched (one search of every fragment at every position of every message
    took most of this test's time)."""
    by_word = fragments_by_first_word()
    words = {word.casefold() for word in WORD.findall(text)} | {""}
    return [pattern for word in words for pattern in by_word.get(word, ()) if pattern.search(text)]


def test_fragments_would_catch_english():
    said = "Breach! 3 of 7"  # an English message leaking into a Czech game would look like this
    assert any(p.search(said) for p in english_fragments())
    assert english_in(said) == [p for p in english_fragments() if p.search(said)]


@pytest.mark.slow
@pytest.mark.parametrize("lang", ("cs", "fr"))
def test_no_english_text_in_a_game(lang):
    checked = 0
    leaks = []
    for seed, verbosity in GAMES:
        for said, _game in play(lang, verbosity, seed, MOVES):
            checked += 1
            for pattern in english_in(said.text):
                leaks.append((said.source, pattern.pattern, said.text))
    assert checked > 400
    assert not leaks, leaks[:5]
