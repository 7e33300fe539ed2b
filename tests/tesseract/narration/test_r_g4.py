"""R-G4: narration never reveals a hidden value or colour (it says "hidden").

Narration reads only the player's view; these tests check that what it says of every die
matches what the view knows, on a full Tesseract built so that any leak would show (every
unseen value is 1, every seen one 2 to 6) and during random play.
"""

from __future__ import annotations

import re

import pytest

from alea.i18n import LANGUAGES
from alea.narration import Verbosity
from alea.tesseract.engine.geometry import COLUMNS, DIRECTIONS
from alea.tesseract.narration import Narrator, dice

from kit.narration import play
from kit.positions import untouched

COLOURS = ("yellow", "orange", "blue", "purple")


def every_query(narrator: Narrator, view) -> list[str]:
    said = []
    for name in narrator.query_names():
        if name == "column":
            said += [narrator.query(name, view, col=c) for c in COLUMNS]
        elif name == "layer":
            said += [narrator.query(name, view, number=n) for n in (1, 2, 3, 4)]
        elif name == "face":
            said += [narrator.query(name, view, direction=d) for d in DIRECTIONS]
        elif name == "card":
            said.append(narrator.query(name, view, card="purge"))
        else:
            said.append(narrator.query(name, view))
    return said


@pytest.mark.parametrize("verbosity", list(Verbosity))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_r_g4_no_unseen_value_is_named(lang, verbosity):
    narrator = Narrator(lang, verbosity)
    text = "\n".join(every_query(narrator, untouched().view()))
    for colour in COLOURS:
        name = dice.die(narrator.speaker, colour, 1)
        assert not re.search(r"(?<!\w)" + re.escape(name) + r"(?!\w)", text), name


@pytest.mark.parametrize("verbosity", list(Verbosity))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_r_g4_inner_dice_are_hidden(lang, verbosity):
    narrator = Narrator(lang, verbosity)
    sp = narrator.speaker
    view = untouched().view()
    hidden = dice.die(sp, None, None)
    for col in ("b2", "c2", "b3", "c3"):
        said = narrator.query("column", view, col=col)
        assert said.count(hidden) == 3
        assert dice.colour(sp, "orange") not in said.replace(dice.die(sp, "orange", view.column(col).dice[-1].die.value), "")


def _count(text: str, phrase: str) -> int:
    return len(re.findall(r"(?<!\w)" + re.escape(phrase), text))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_r_g4_columns_say_exactly_what_the_view_knows(lang):
    """During random play, each column names as many hidden dice and hidden values as its view holds."""
    narrator = Narrator(lang, Verbosity.NORMAL)
    sp = narrator.speaker
    checked = 0
    for said, game in play(lang, Verbosity.NORMAL, 13, 150):
        if said.source != "event":
            continue
        view = game.view()
        col = COLUMNS[checked % 16]
        column = view.column(col)
        text = narrator.query("column", view, col=col)
        no_colour = sum(1 for t in column.dice if t.die.colour is None)
        no_value = sum(1 for t in column.dice if t.die.colour is not None and t.die.value is None)
        assert _count(text, dice.die(sp, None, None)) == no_colour
        per_colour = sum(_count(text, dice.die(sp, c, None)) for c in COLOURS)
        assert per_colour == no_value
        checked += 1
    assert checked > 100
