"""Sentences mended whatever a placeholder put into them: a capital at a sentence's start, one end mark."""

from __future__ import annotations

import pytest

from alea.narration.message import Catalog
from alea.narration.sentences import capitalised, ended


@pytest.mark.parametrize(("line", "expected"), [
    ("Sceptres dealt. player 1: wooden sceptre.", "Sceptres dealt. Player 1: wooden sceptre."),
    ("Sceptres distribués. joueur 1 : sceptre de bois.", "Sceptres distribués. Joueur 1 : sceptre de bois."),
    ("hráč 1, umístěte svá žezla", "Hráč 1, umístěte svá žezla"),
    ("élise joue. ça tourne! ok? oui", "Élise joue. Ça tourne! Ok? Oui"),
    ("23 white red, then player 2", "23 white red, then player 2"),  # a digit starts nothing
    ("C1 (2 below); 3.5 is no sentence's end", "C1 (2 below); 3.5 is no sentence's end"),
    ("", ""),
    ("Over.\nplayer 1 15, player 2 11", "Over.\nPlayer 1 15, player 2 11"),  # each line of a text
])
def test_a_sentence_starts_with_a_capital_in_every_language(line: str, expected: str) -> None:
    assert capitalised(line) == expected


@pytest.mark.parametrize(("template", "value", "expected"), [
    ("Hint, answer 2, {option}.", "Just roll!", "Hint, answer 2, {option}"),
    ("Choisi : {option}. Ensuite", "Lance donc !", "Choisi : {option} Ensuite"),
    ("Really {what}?", "no", "Really {what}?"),  # a mark of the template itself stays
    ("Chose, {option}.", "let it be", "Chose, {option}."),
    ("Questions: {list}.", "rules ru, help ?", "Questions: {list}."),  # "?" is a command word there
])
def test_one_end_mark_per_sentence(template: str, value: str, expected: str) -> None:
    key = template[template.index("{") + 1:template.index("}")]
    assert ended(template, {key: value}) == expected


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Hint, answer 2, Just roll!"), ("cs", "Rada, odpovězte 2, Jen si hoďte!"),
])
def test_a_catalog_message_ends_once_when_its_value_ends_with_a_mark(lang: str, expected: str) -> None:
    option = Catalog("multiverse").gettext("Just roll!")
    said = Catalog("table").gettext("Hint, answer {number}, {option}.").format(number=2, option=option)
    assert said.render(lang, "normal") == (expected,)
