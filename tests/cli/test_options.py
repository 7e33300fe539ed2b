"""The command line: --help and --version, localized errors, system language, first run."""

from __future__ import annotations

import io
import re

import pytest

from alea import __version__
from alea import games
from alea.main import run
from alea.table.settings import default_language, load_settings, system_language


@pytest.mark.parametrize(("lang", "usage", "options"), [("cs", "Použití: alea", "Volby"),
                                                        ("fr", "Usage : alea", "Options "),
                                                        ("en", "Usage: alea", "Options")])
def test_help_is_in_the_players_language(alea, lang, usage, options):
    code, out = alea("--lang", lang, "--help")
    assert code == 0
    assert out.startswith(usage)
    assert f"\n{options}:\n" in out
    assert "usage:" not in out and "show this help message" not in out


@pytest.mark.parametrize("lang", ["cs", "fr", "en"])
@pytest.mark.parametrize("game", [[], ["--game", "multiverse"]])
def test_help_says_how_many_players_each_game_seats(alea, lang, game):
    """--players' help names every game with its plug-in's range, not the chosen game's range as if it held for all."""
    code, out = alea("--lang", lang, *game, "--help")
    flat = " ".join(out.split())
    said = flat[flat.index("--players N ") + len("--players N "):flat.index("--seed N ")]
    for entry in games.GAMES:
        low, high = games.plugin(entry.id).players
        assert re.search(rf"{entry.name(lang)}\D+{low}\D+{high}\b", said), (entry.id, said)
    assert not re.search(r"--players \d", flat)


def test_version(alea):
    assert alea("--version") == (0, f"alea {__version__}\n")


@pytest.mark.parametrize(("argv", "expected"), [
    (["--players", "5"], "The number of players of Tesseract is 1 to 4, not 5."),
    (["--base", "Z"], "The base side is 1, A, 2, B, 3, C, 4 or D, not Z."),
    (["--seed", "x"], "A seed is a whole number, not x."),
    (["--frobnicate"], "Options not understood. alea --help lists them."),
    (["--lang", "cs", "--players", "0"], "Počet hráčů hry Tesseract je 1 až 4, ne 0."),
    (["--prompt", "> >"], "The prompt is 1 to 3 signs without a space, not > >."),
    (["--lang", "fr", "--prompt", ">>>>"], "L'invite fait 1 à 3 signes sans espace, pas >>>>."),
])
def test_bad_options_get_one_localized_line(alea, argv, expected):
    assert alea(*argv) == (2, expected + "\n")


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANG": "cs_CZ.UTF-8"}, "cs"), ({"LC_ALL": "fr_FR.UTF-8", "LANG": "cs_CZ"}, "fr"),
    ({"LANGUAGE": "de:fr", "LANG": "de_DE"}, "fr"), ({"LANG": "de_DE.UTF-8"}, None), ({}, None),
    ({"LC_MESSAGES": "en_US"}, "en"),
])
def test_system_language(environ, expected):
    assert system_language(environ) == expected
    assert default_language(environ) == (expected or "en")


def _first_run(environ, lines):
    out = io.StringIO()
    code = run([], io.StringIO("".join(f"{line}\n" for line in lines)), out, environ, interactive=False)
    return code, out.getvalue().splitlines()


def test_first_run_asks_language_then_players_with_numbered_choices(environ):
    environ["LANG"] = "fr_FR.UTF-8"
    code, lines = _first_run(environ, ["1", "3", "odejít", "ano"])
    assert code == 0
    assert lines[:4] == ["Quelle langue ?", "1 čeština", "2 français", "3 English"]
    # The choice is echoed in the language chosen, not in the system's (accessibility.md 12).
    assert lines[4:7] == ["> 1", "Zvoleno, čeština.", "Kolik hráčů? Od 1 do 4."]
    assert lines[7:9] == ["> 3", "Zvoleno, 3."]
    saved = load_settings(environ)
    assert (saved.lang, saved.players) == ("cs", 3)


COUNT_QUESTION = {"cs": "Kolik hráčů? Od {0} do {1}.", "fr": "Combien de joueurs ? De {0} à {1}.",
                  "en": "How many players? From {0} to {1}."}


@pytest.mark.parametrize("lang", ("cs", "fr", "en"))
@pytest.mark.parametrize("game", [entry.id for entry in games.GAMES])
def test_the_number_heard_is_the_count_typed(environ, game, lang):
    """Issue 24: "1 2 hráči ... 4 5 hráčů" was heard, and typing 5 chose 4 players. The question
    names the range; the number typed is the count, the one below the range is refused."""
    low, high = games.plugin(game).players
    out = io.StringIO()
    typed = [str(low - 1), str(high + 1), str(high)] if low > 1 else [str(high + 1), str(high)]
    run(["--lang", lang, "--game", game, "--seed", "3"], io.StringIO("".join(f"{t}\n" for t in typed)), out,
        environ, interactive=False)
    lines = out.getvalue().splitlines()
    assert lines[0] == COUNT_QUESTION[lang].format(low, high)
    assert not [line for line in lines if re.fullmatch(r"\d+ \d+\D*", line)]  # no "1 2 hráči"
    assert load_settings(environ).players == high
    refused = lines[lines.index(f"> {typed[0]}") + 1:lines.index(f"> {high}")]
    assert refused and load_settings(environ).game == game


def test_the_first_run_questions_are_said_again_in_the_language_chosen(environ):
    """The language question is a message (docs/seats.md): ``history`` after the choice says it
    in Czech, and the echo names the language in the language set now."""
    environ["LANG"] = "fr_FR.UTF-8"
    code, lines = _first_run(environ, ["1", "3", "historie 20", "jazyk fr", "historique 20", "odejít", "ano"])
    assert code == 0
    czech = lines[lines.index("> historie 20") + 1:lines.index("> jazyk fr")]
    assert "Jaký jazyk?" in czech and "Zvoleno, čeština." in czech and "Quelle langue ?" not in czech
    french = lines[lines.index("> historique 20") + 1:]
    assert "Quelle langue ?" in french and "Choisi, tchèque." in french


def test_first_run_falls_back_to_english_for_other_system_languages(environ):
    environ["LANG"] = "de_DE.UTF-8"
    code, lines = _first_run(environ, [])
    assert code == 0 and lines[0] == "Which language?"


def test_a_second_run_asks_nothing(environ):
    _first_run(environ, ["3", "2", "quit", "yes"])
    code, lines = _first_run(environ, ["quit", "yes"])
    assert code == 0 and "Which language?" not in lines


def test_the_end_of_input_ends_with_exit_code_zero(alea):
    code, out = alea("--lang", "en", "--players", "2", "--seed", "3", lines=["help remove"])
    assert code == 0
    assert "> help remove\nremove COLUMN" in out


def test_quit_works_even_during_the_first_run_questions(environ):
    code, lines = _first_run(environ, ["quit", "yes"])
    assert code == 0 and lines[-1] == "Goodbye."
