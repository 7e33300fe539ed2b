"""The rules summary: topics typed in each language, and docs/rules equal to what the game speaks."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from alea.i18n import LANGUAGES
from alea.narration import Verbosity, Voice
from alea.tesseract.narration import rules

ROOT = Path(__file__).resolve().parents[3]
REQUIRED = {"goal", "setup", "turn", "remove", "adjust", "transfer", "study", "contain", "unique",
            "removable", "threat", "events", "bonuses", "cards", "end", "undo"}


def test_every_required_topic_is_there():
    assert REQUIRED <= set(rules.TOPIC_IDS)
    assert len(set(rules.TOPIC_IDS)) == len(rules.TOPIC_IDS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_names_and_abbreviations_are_unique_without_diacritics(lang):
    voice = Voice("tesseract", lang)
    words = [rules.fold(rules.name(t, voice)) for t in rules.TOPIC_IDS]
    words += [rules.fold(rules.abbreviation(t, voice)) for t in rules.TOPIC_IDS]
    assert len(words) == len(set(words))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_topic_is_found_by_number_name_or_abbreviation(lang):
    voice = Voice("tesseract", lang)
    for number, topic in enumerate(rules.TOPIC_IDS, 1):
        assert rules.find_topic(str(number), voice) == topic
        assert rules.find_topic(rules.name(topic, voice).upper(), voice) == topic
        assert rules.find_topic(rules.fold(rules.abbreviation(topic, voice)), voice) == topic
    assert rules.find_topic("0", voice) is None
    assert rules.find_topic("xyzzy", voice) is None


def test_czech_topic_typed_without_diacritics():
    assert rules.find_topic("vytezeni", Voice("tesseract", "cs")) == "remove"
    assert rules.find_topic("Événements", Voice("tesseract", "fr")) == "events"


@pytest.mark.parametrize("lang", ("cs", "fr"))
def test_topic_texts_are_translated(lang):
    voice, english = Voice("tesseract", lang), Voice("tesseract", "en")
    for topic in rules.TOPIC_IDS:
        assert rules.text(topic, voice) != rules.text(topic, english)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_index_lists_every_topic(lang):
    voice = Voice("tesseract", lang)
    for verbosity in Verbosity:
        said = rules.index(voice, verbosity)
        for topic in rules.TOPIC_IDS:
            assert rules.abbreviation(topic, voice) in said


def test_czech_index_uses_the_many_form():
    assert rules.index(Voice("tesseract", "cs")).startswith("18 témat pravidel")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_docs_are_the_text_the_game_speaks(lang):
    voice = Voice("tesseract", lang)
    document = (ROOT / "docs" / "rules" / f"{lang}.md").read_text(encoding="utf-8")
    assert document == rules.document(voice).rstrip("\n") + "\n", "run tools/rules_docs.py"
    for topic in rules.TOPIC_IDS:
        assert rules.text(topic, voice) in document
        assert rules.speak(topic, voice).endswith(rules.text(topic, voice))


def test_rules_docs_tool_agrees():
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "rules_docs.py"), "--check"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_topic_says_its_title_once(lang):
    """Issue 9: "Prélever : Prélever : ..." said the title twice."""
    voice = Voice("tesseract", lang)
    for topic in rules.TOPICS:
        said = " ".join(rules.speak(topic.id, voice).casefold().replace(":", " ").split()[:8])
        title = rules.name(topic.id, voice).casefold()
        assert not said.startswith(f"{title} {title}"), said
