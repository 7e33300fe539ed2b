"""The public entry: Narrator's echo of choices, positional query arguments, refusals of queries."""

from __future__ import annotations

import pytest

from alea.i18n import LANGUAGES
from alea.tesseract.engine.events import DecisionMade, DieAdjusted
from alea.tesseract.narration import Narrator, QueryError, queries

from kit.positions import lab_die, midgame


def test_echo_names_the_die_as_it_was_when_chosen():
    game = midgame()
    view = game.view()
    die = lab_die(game, 0, "yellow", 3)
    happened = [DecisionMade("pick_die", 0, die), DieAdjusted(die, "yellow", 2, 3, "lab:0")]
    narrator = Narrator("en")
    assert narrator.events(happened, view)[0] == "Chose, yellow 2."
    assert narrator.events(happened, view, before=view)[0] == "Chose, yellow 3."


@pytest.mark.parametrize("lang", LANGUAGES)
def test_positional_arguments_fill_the_query(lang):
    narrator = Narrator(lang)
    view = midgame().view()
    assert queries.answer(narrator.speaker, "column", ["b2"], view) == narrator.query("column", view, col="b2").split("\n")
    assert queries.answer(narrator.speaker, "lab", [1], view) == narrator.query("lab", view, lab=1).split("\n")
    with pytest.raises(TypeError):
        queries.answer(narrator.speaker, "status", ["b2"], view)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("name", "args"), [
    ("column", {"col": "e5"}), ("layer", {"number": 5}), ("face", {"direction": "up"}),
    ("card", {"card": "no such card"}), ("card", {"card": 9}), ("rules", {"topic": "xyzzy"}), ("lab", {"lab": 3}),
])
def test_a_query_naming_nothing_is_refused_in_words(lang, name, args):
    narrator = Narrator(lang)
    with pytest.raises(QueryError) as refused:
        narrator.query(name, midgame().view(), **args)
    assert str(refused.value) and "{" not in str(refused.value)


def test_messages_start_with_a_capital_unless_a_column():
    narrator = Narrator("fr")
    view = midgame().view()
    for line in narrator.query("layer", view, number=1).split("\n")[1:-1]:
        assert line[:2] in {f"{f}{r}" for f in "abcd" for r in "1234"}
    assert narrator.query("tower", view)[0].isupper()
