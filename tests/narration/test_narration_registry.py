"""The one way to declare what words an event or answers a query (alea.narration.registry), and the one
Speaker every game's speaker builds on (alea.narration.speaker)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from alea.errors import AleaError
from alea.narration import Verbosity
from alea.narration.registry import QueryError, Registry
from alea.narration.speaker import Speaker
from alea.narration.topics import Topic, find, fold


def test_the_decorator_files_the_function_under_its_key_and_returns_it_unchanged() -> None:
    answers: Registry[str, Callable[[int], str]] = Registry()

    @answers.under("double")
    def double(n: int) -> str:
        return str(2 * n)

    assert answers["double"] is double and double(2) == "4"
    with pytest.raises(KeyError):
        answers["triple"]


def test_a_query_error_is_alea_s_and_a_value_error() -> None:
    refused = QueryError("No player 7 at this table.")
    assert isinstance(refused, AleaError) and isinstance(refused, ValueError)


class TableSpeaker(Speaker):
    """A speaker of the table's own domain, as a game's speaker names its own."""

    DOMAIN = "table"


@pytest.mark.parametrize("lang", ["cs", "fr", "en"])
def test_a_speaker_knows_its_domain_and_verbosity(lang: str) -> None:
    terse, verbose = TableSpeaker(lang, "terse"), TableSpeaker(lang, Verbosity.VERBOSE)
    assert terse.domain == "table" and terse.lang == lang
    assert terse.terse and not terse.verbose and verbose.verbose and not verbose.terse
    assert terse.pick("short", "long") == "short" and verbose.pick("short", "long") == "long"
    assert verbose.also("One.", None, "", "Two.") == "One. Two."


def test_a_topic_is_found_by_its_number_or_its_words_without_diacritics() -> None:
    topics = (Topic("a", ("topic", "Vytěžení"), ("abbr", "vy"), "x"), Topic("b", ("topic", "end"), ("abbr", "e"), "y"))
    voice = TableSpeaker("en")  # no catalog entry: the English words are said as they are
    assert fold(" Vytěžení ") == "vytezeni"
    assert find(topics, "2", voice) == "b" and find(topics, "VYTEZENI", voice) == "a"
    assert find(topics, "vy", voice) == "a" and find(topics, "3", voice) is None and find(topics, "x", voice) is None
