"""The table's hint at a waiting question (alea.table.answer_hint): one template for every game,
within one 40-cell braille line at terse (accessibility.md, behaviours 3 and 13)."""

from __future__ import annotations

import pytest

from alea.table import answer_hint
from alea.table.answer_hint import AnswerHint
from alea.i18n import LANGUAGES, catalog

from kit.table import answer_typed
from multiverse.mv_table_kit import hinted_game as multiverse_game
from tetrikon.tk_table_kit import hinted_game as tetrikon_game

LONG = "5, 5, 5, 5, 10, 10, 20, 20, 20, 25 and 50"
"""An option too long for a braille line with the hint around it (Tetrikon's money, once 55 cells)."""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_terse_hint_says_the_number_and_the_option_when_they_fit(lang):
    said = AnswerHint(2, "yellow").text(lang, "terse")
    assert len(said) <= answer_hint.BRAILLE_LINE and "yellow" in said
    assert answer_typed(lang, said) == "2"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_terse_hint_says_only_the_number_when_the_option_would_not_fit(lang):
    said = AnswerHint(12, LONG).text(lang, "terse")
    assert len(said) <= answer_hint.BRAILLE_LINE and LONG not in said
    assert answer_typed(lang, said) == "12"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("verbosity", ["normal", "verbose"])
def test_normal_and_verbose_hints_keep_the_whole_sentence(lang, verbosity):
    said = AnswerHint(2, LONG).text(lang, verbosity)
    whole = catalog("table", lang).gettext("Hint, answer {number}, {option}.").format(number=2, option=LONG)
    assert said == whole
    assert answer_typed(lang, said) == "2"


def test_a_games_own_hint_is_not_read_as_an_answer():
    """The terse "Hint, {number}" looks like a game's "Hint, {move}": only a number answers."""
    assert answer_typed("en", "Hint, flip 3.") is None
    assert answer_typed("cs", "Rada, odpovězte ano.") == "ano"


@pytest.mark.parametrize("play, lang", [(tetrikon_game, "fr"), (tetrikon_game, "cs"), (multiverse_game, "cs"),
                                        (multiverse_game, "fr")],
                         ids=["tetrikon-fr", "tetrikon-cs", "multiverse-cs", "multiverse-fr"])
def test_every_terse_hint_of_a_whole_game_fits_a_braille_line(play, lang, new_environ):
    """Tetrikon's money options and Multiverse's colour lists once made the hint 41 to 55 characters."""
    played = play(new_environ(f"{play.__module__}-{lang}"), lang, 2, 1, "terse")
    head = catalog("table", lang).gettext("Hint, {number}").split("{")[0]
    hints = [line for line in played.printed if line.startswith(head)]
    assert played.ended and played.problems == []
    assert len(hints) > 20
    assert [line for line in hints if len(line) > answer_hint.BRAILLE_LINE] == []
