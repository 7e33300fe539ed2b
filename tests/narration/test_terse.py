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

import re

import pytest

from alea.i18n import LANGUAGES
from alea.narration import Verbosity

from kit.narration import play
from kit.speakable import PUNCTUATION_WORDS

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
            if said.source == "query:legend":
                continue  # the list of every abbreviation: a reference, like the rules
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


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_terse_event_question_and_refusal_fits_40_cells(lang):
    """Issue 9 (accessibility.md 3 and 12): all of them, not a share. A question is said as the
    table prints it: the question on one line, then one numbered option a line."""
    said = 0
    over = []
    for seed in range(1, 21):
        for message, _game in play(lang, Verbosity.TERSE, seed, 150):
            if message.source in ("event", "decision", "error"):
                for line in message.text.split("\n"):
                    said += 1
                    if len(line) > LIMIT:
                        over.append(line)
    assert said > 3000
    assert over == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_terse_mode_says_words_not_punctuation(lang):
    """Accessibility.md 12: screen readers skip or mis-say ">", "?", "*", "!" and "/"."""
    found = set()
    for seed in SEEDS:
        for message, _game in play(lang, Verbosity.TERSE, seed, MOVES):
            if message.source in ("query:rules", "query:card", "query:who"):
                continue  # full texts of the rulebook and the cards, in sentences
            for line in message.text.split("\n"):
                question = line.endswith("?") or line.endswith(" ?")
                body = line.rstrip("?").rstrip() if question else line
                if PUNCTUATION_WORDS.search(body):
                    found.add(line)
    assert not found, sorted(found)[:10]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_terse_is_shorter_than_normal(lang):
    terse = sum(len(s.text) for s, _ in play(lang, Verbosity.TERSE, SEEDS[0], 40))
    normal = sum(len(s.text) for s, _ in play(lang, Verbosity.NORMAL, SEEDS[0], 40))
    assert terse < normal * 0.7


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_legend_lists_every_abbreviation_of_the_language(lang):
    """Accessibility.md 12: abbreviations are listed by a legend query, in the language played."""
    from alea.tesseract.engine import Config, Game
    from alea.tesseract.narration import Narrator
    from alea.tesseract.narration.dice import LETTERS

    narrator = Narrator(lang, Verbosity.NORMAL)
    said = narrator.query("legend", Game.new(Config(players=2, seed=1)).view())
    sp = narrator.speaker
    words = set(re.findall(r"[^\W_]+", said))
    for kind in ("researchers", "research", "containment", "events", "bases"):
        for item in sp.content.ids(kind):
            assert sp.content.abbr(kind, item) in words, (kind, item)
    for colour in LETTERS:
        assert sp.p_(*LETTERS[colour]).upper() in words
    for token in (sp.p_("terse die", "hid"), sp.p_("terse removable mark", "remov")):
        assert token in words, token


@pytest.mark.parametrize(("lang", "bad"), [
    ("cs", {"převrác", "rychvytěž", "vlnaemp"}), ("fr", {"statist"}), ("en", {"stat", "qextract"}),
])
def test_abbreviations_are_not_cut_mid_syllable(lang, bad):
    """The cuts issue 9 heard as noise are gone (docs/content.md, rule 6)."""
    from alea.tesseract.content.texts import texts

    content = texts(lang)
    abbrs = {content.abbr(k, i) for k in ("researchers", "research", "containment", "events", "bases")
             for i in content.ids(k)}
    assert not abbrs & bad


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_abbreviation_has_two_meanings(lang):
    """Issue 9: "B0/7" (breach) beside "B3" (blue 3); French "O" was orange and west, "E" east and
    layer, "N" north and level. Every abbreviation the legend lists means one thing, case ignored."""
    from alea.tesseract.engine import Config, Game
    from alea.tesseract.narration import Narrator

    said = Narrator(lang, Verbosity.NORMAL).query("legend", Game.new(Config(players=2, seed=1)).view())
    meanings: dict[str, set[str]] = {}
    for line in said.split("\n"):
        items = line.rstrip(".").split(",")[1:]  # "Colours, Y yellow, O orange, ...": the head first
        for item in items:
            abbreviation, _, meaning = item.strip().partition(" ")
            meanings.setdefault(abbreviation.casefold(), set()).add(meaning)
    assert {a: m for a, m in meanings.items() if len(m) > 1} == {}
