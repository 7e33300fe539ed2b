"""Editions and the options of ``new`` at the table (tesseract-rules.md section 10, issue 9 §5).

A new game follows the rulebook of the language it starts in unless ``--edition`` or
``new edition ...`` names another; ``new`` may also change the players, the base side and the
variants, for this game and the next ones; the edition is kept by the game and its save.
"""

from __future__ import annotations

import pytest

from alea.table.arguments import ArgError, parse
from alea.tesseract.table.game_setup import GameSetup, SetupError, parse_setup
from alea.cli.command_line import parse_options
from alea.table.options import OptionError
from alea.tesseract.engine import load_game

from alea.games import GAMES
from kit.table import TESSERACT, command_table, game_table


@pytest.mark.parametrize("lang, edition", [("cs", "cs"), ("fr", "fr"), ("en", "en1")])
def test_editions_a_new_game_follows_the_rulebook_of_its_language(environ, lang, edition):
    """Section 10: at the table the default is the rulebook of the language the game starts in."""
    session, _ = game_table(environ, lang)
    assert session.host.game.config.edition == edition


def test_editions_the_command_line_names_another_and_the_game_keeps_it(environ, tmp_path):
    """--edition overrides the language's rulebook; switching language mid-game changes nothing;
    the save file holds the edition."""
    session, send = game_table(environ, "cs", edition="en1")
    config = session.host.game.config
    assert config.edition == "en1" and config.variants == {"V4", "V5", "V6", "V9", "V10"}
    send("jazyk fr")
    assert session.host.game.config.edition == "en1"
    assert session.host.game.view().edition == "en1"
    send("sauvegarder partie")
    saved = next((tmp_path / "data").rglob("*.json"))
    assert load_game(saved).config.edition == "en1"


@pytest.mark.parametrize("lang, words, edition", [
    ("en", "status", "English first edition, variants V4, V5, V6, V9, and V10."),
    ("fr", "état", "révision française, variantes V5, V7, V8 et V10."),
    ("cs", "stav", "česká revize, žádná varianta."),
])
def test_editions_status_names_the_edition_and_variants(environ, lang, words, edition):
    _, send = game_table(environ, lang)
    assert send(words)[-1].endswith(edition)


def test_editions_command_line_refuses_an_unknown_edition():
    assert parse_options(["--edition", "fr"], "en", TESSERACT, GAMES).game_options.edition == "fr"
    with pytest.raises(OptionError, match="cs, fr or en1"):
        parse_options(["--edition", "de"], "en", TESSERACT, GAMES)
    with pytest.raises(OptionError, match="cs, fr ou en1"):
        parse_options(["--edition", "xx"], "fr", TESSERACT, GAMES)


def test_new_reads_players_base_edition_and_variants_in_any_order():
    """§5: new can change the players, the base side, the edition and the variants."""
    assert parse_setup("players 3 base b edition fr V1 without V5".split(), "en") == GameSetup(
        3, "B", "fr", frozenset({"V1"}), frozenset({"V5"}))
    assert parse_setup("V2x2 en".split(), "en") == GameSetup(edition="en1", on=frozenset({"V2x2"}))
    assert parse_setup("hráči 2 základna 4 bez V9 cs".split(), "cs") == GameSetup(
        2, "4", "cs", off=frozenset({"V9"}))
    assert parse_setup("joueurs 4 socle D sans V8".split(), "fr") == GameSetup(
        4, "D", None, off=frozenset({"V8"}))
    for bad in ("players 5", "base E", "edition de", "without V11", "players", "banana"):
        with pytest.raises(SetupError):
            parse_setup(bad.split(), "en")


def test_new_refuses_a_word_it_does_not_understand_with_its_help():
    command = command_table("en").resolve("new")
    assert parse(command, [], "en") == [None]
    with pytest.raises(ArgError) as error:
        parse(command, ["players", "7"], "en")
    assert error.value.code == "bad" and error.value.data["word"] == "7"


def test_new_setup_changes_this_game_and_the_next_ones():
    """A later new replaces what it names and keeps the rest; switching a variant on undoes an
    earlier off."""
    first = GameSetup(players=3, edition="fr", off=frozenset({"V5"}))
    later = first.then(GameSetup(base="2", on=frozenset({"V5", "V1"})))
    assert later == GameSetup(3, "2", "fr", frozenset({"V5", "V1"}), frozenset())
    assert later.variants("fr") == {"V1", "V5", "V7", "V8", "V10"}
    assert first.variants("fr") == {"V7", "V8", "V10"}


def test_new_with_options_starts_the_game_they_describe(environ):
    session, send = game_table(environ, "en")
    out = send("new players 3 base B edition fr V1 without V5", "yes")
    config = session.host.game.config
    assert (config.players, config.base, config.edition) == (3, "B", "fr")
    assert config.variants == {"V1", "V7", "V8", "V10"}
    assert any("Rules, French revision, variants V1, V7, V8, and V10." in line for line in out)
    send("new cs", "yes")  # the players, base and variants asked before stay
    config = session.host.game.config
    assert (config.players, config.base, config.edition) == (3, "B", "cs")
    assert config.variants == {"V1"}


def test_new_with_a_bad_option_changes_nothing(environ):
    session, send = game_table(environ, "en")
    before = session.host.game
    out = send("new players 9")
    assert out[0] == "9 is not an option of a new game." and session.host.game is before
