"""Issue 24, behaviour 15: every game has a ``legend`` in every language, listed in ``help``, whose
words and short form are the language's own and unique beside every other command; it explains
the codes the game prints (Multiverse's colour numbers, F1, B2, C3; Tetrikon's H2, "a-", "3:",
p1 and the printed braille abbreviations)."""

from __future__ import annotations

import pytest

from alea import games
from alea.i18n import catalog
from alea.multiverse.narration.speaker import Speaker as MultiverseSpeaker
from alea.tetrikon.content.texts import texts
from alea.tetrikon.narration.speaker import Speaker as TetrikonSpeaker
from kit.heard import lone_letters, side_by_side
from kit.speakable import misread
from kit.table import GAME_IDS
from kit.table import plugin_table
from tetrikon.tk_table_kit import english_leaks

LANGS = ("cs", "fr", "en")


def _legend(environ, game: str, lang: str) -> tuple[list[str], list[str]]:
    plugin = games.plugin(game)
    session, send = plugin_table(environ, plugin, lang, 2, seed=3)
    commands = plugin.command_list
    said = [line for line in send(commands["legend"].word(lang)) if line.strip()]
    assert not session.refused, said
    short = [line for line in send(commands["legend"].shorts_in(lang)[0]) if line.strip()]
    assert short == said
    helped = send(commands["help"].word(lang))
    assert any(commands["legend"].word(lang) in line for line in helped), helped
    return said, helped


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAME_IDS)
def test_every_game_has_a_legend_in_every_language_listed_in_help(environ, game, lang):
    said, _ = _legend(environ, game, lang)
    assert len(said) >= 3
    for line in said:
        assert not misread(line), line
    if game != "tesseract":  # Tesseract's legend keeps its wording (issue 24)
        assert all(not side_by_side(line) for line in said), said


@pytest.mark.parametrize("lang", LANGS)
def test_the_multiverse_legend_names_each_colour_with_its_digit_and_each_place(environ, lang):
    said, _ = _legend(environ, "multiverse", lang)
    text = " ".join(said)
    sp = MultiverseSpeaker(lang)
    for digit in range(1, 6):
        assert f"{digit} {sp.colour(digit)}" in text
    for code in ("F1", "F3", "B1", "B2", "C1", sp.result("stability"), sp.result("change")):
        assert code in text
    assert english_leaks(said, lang) == [] if lang != "en" else True


@pytest.mark.parametrize("lang", LANGS)
def test_the_tetrikon_legend_explains_terse_rows_players_and_every_printed_abbreviation(environ, lang):
    said, _ = _legend(environ, "tetrikon", lang)
    text = " ".join(said)
    terse = TetrikonSpeaker(lang, "terse")
    assert terse.player(1) in text and "p1" in text
    rows = catalog("tetrikon-table", lang).gettext(
        "In terse mode a row starts with its number, then each square by its column's letter, with a "
        "dash after it when it is empty, or with the piece's letter and its number.")
    assert rows in said
    content = texts(lang)
    for number, printed in content.card_printed.items():
        assert printed.rstrip(".") in text and content.card_names[number] in text
        assert content.card_short[number] in text
    assert not [line for line in said if lone_letters(line, lang)], said
    assert english_leaks(said, lang) == [] if lang != "en" else True
