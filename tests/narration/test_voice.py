"""The game-independent narration toolkit: Voice and Verbosity."""

from __future__ import annotations

import pytest

from alea.i18n import CatalogMissing
from alea.narration import Verbosity, Voice

SINGULAR, PLURAL = "{n} rules topic. {topics}.", "{n} rules topics. {topics}."


@pytest.mark.parametrize(("n", "expected"), [(1, "1 téma"), (3, "3 témata"), (5, "5 témat"), (0, "0 témat")])
def test_czech_counts_take_three_forms(n, expected):
    assert Voice("tesseract", "cs").n_(SINGULAR, PLURAL, n, topics="x").startswith(expected)


@pytest.mark.parametrize(("n", "expected"), [(0, "0 thème "), (1, "1 thème "), (2, "2 thèmes")])
def test_french_zero_is_singular(n, expected):
    assert Voice("tesseract", "fr").n_(SINGULAR, PLURAL, n, topics="x").startswith(expected)


@pytest.mark.parametrize(("lang", "expected"), [("cs", "a, b a c"), ("fr", "a, b et c"), ("en", "a, b, and c")])
def test_lists_are_joined_in_the_voice_language(lang, expected):
    assert Voice("tesseract", lang).join(["a", "b", "c"]) == expected


def test_a_missing_placeholder_is_an_error():
    with pytest.raises(KeyError):
        Voice("tesseract", "en").n_(SINGULAR, PLURAL, 2)


def test_context_messages_translate():
    assert Voice("tesseract", "cs").p_("rules topic", "remove") == "vytěžení"


def test_missing_domain_is_loud():
    with pytest.raises(CatalogMissing):
        Voice("no-such-domain", "fr")


def test_verbosity_parses_names():
    assert Verbosity.parse("TERSE") is Verbosity.TERSE
    assert Verbosity.parse(Verbosity.VERBOSE) is Verbosity.VERBOSE
    with pytest.raises(ValueError):
        Verbosity.parse("loud")
