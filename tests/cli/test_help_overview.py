"""alea --help for a teacher (issue 9, section 5): the subcommands, each variant in one line,
export's own help in the player's language, and choices written the same way in every help."""

from __future__ import annotations

import re

import pytest

from alea.table import catalogs
from alea.cli.command_line import find_subcommand
from alea.tesseract.table.options import VARIANT_LINES
from alea.tesseract.table.words import t as tesseract_table
from kit.table import TESSERACT
from alea.i18n import LANGUAGES
from alea.tesseract.engine import VARIANTS

EXPORT_USAGE = {"cs": "Použití: alea export", "fr": "Usage : alea export", "en": "Usage: alea export"}
DOCUMENTS = {"cs": "pravidla|příkazy|záznam|plán", "fr": "règles|commandes|journal|plateau", "en": "rules|commands|transcript|board"}


def test_every_variant_of_the_engine_has_its_line():
    assert set(VARIANTS) <= set(VARIANT_LINES)
    for code, line in VARIANT_LINES.items():
        assert line.startswith(code + ":") or line.startswith(code + ","), line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_help_lists_export_and_says_each_variant_in_one_line(alea, lang):
    code, out = alea("--lang", lang, "--help")
    assert code == 0
    lines = out.splitlines()
    assert any(line.strip().startswith(f"export {DOCUMENTS[lang]} ") for line in lines), out
    # issue 24: the online subcommands too, each with its own help named, in the player's language
    for word, help_words in (("serve", "alea serve --help"), ("join", "alea join --help")):
        said = [line for line in lines if line.strip().startswith(word)]
        assert len(said) == 1 and help_words in said[0], (word, out)
        if lang != "en":
            assert "tells more" not in said[0], ("not translated", said)
    t = tesseract_table(lang)
    for variant in VARIANTS:
        said = "  " + t.gettext(VARIANT_LINES[variant])
        assert said in lines, (lang, variant)
        if lang != "en":
            assert said.strip() != VARIANT_LINES[variant], "not translated"


@pytest.mark.parametrize(("lang", "argv"), [
    ("fr", ["--lang", "fr", "export", "--help"]), ("cs", ["--lang=cs", "export", "-h"]),
    ("cs", ["--lang", "cs", "--players", "2", "export", "--help"]), ("fr", ["export", "--lang", "fr", "--help"]),
    ("en", ["--lang", "en", "export", "--help"]),
])
def test_export_help_follows_the_language_given_before_or_after_it(alea, lang, argv):
    code, out = alea(*argv)
    assert code == 0 and out.startswith(EXPORT_USAGE[lang]), out
    assert DOCUMENTS[lang] in out


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("argv", [["--help"], ["export", "--help"]])
def test_choices_are_written_a_b_c_in_every_help(alea, lang, argv):
    code, out = alea("--lang", lang, *argv)
    assert code == 0
    assert "{" not in out and "}" not in out, out
    assert "cs|fr|en" in out


def test_a_value_of_an_option_is_not_taken_for_a_subcommand():
    assert find_subcommand(["--load", "export"], TESSERACT) is None
    assert find_subcommand(["--seed", "3", "export", "rules", "x"], TESSERACT) == 2
    assert find_subcommand(["status", "export"], TESSERACT) is None
    assert find_subcommand([], TESSERACT) is None


@pytest.mark.parametrize(("lang", "word"), [("cs", "pravidla"), ("cs", "pravidla"), ("fr", "règles"),
                                            ("fr", "regles"), ("cs", "rules")])
def test_export_takes_the_document_in_the_players_words(alea, tmp_path, lang, word):
    target = tmp_path / "rules.txt"
    code, out = alea("--lang", lang, "export", word, str(target))
    assert code == 0 and target.read_text(encoding="utf-8").strip()


@pytest.mark.parametrize("argv", [["export", "poems", "x"], ["export", "rules", "x", "--format", "docx"],
                                  ["export", "rules", "x", "--lang", "de"]])
def test_a_bad_export_choice_gets_the_localized_usage_line(alea, argv):
    code, out = alea("--lang", "cs", *argv)
    assert code == 2
    assert out == f"Použití: alea export {DOCUMENTS['cs']} SOUBOR [--lang cs|fr|en] [--format unicode|brf|svg|pdf] [--game HRA]\n"
    assert not re.search(r"invalid|choose from", out)


def test_a_variant_without_its_line_is_named_alone_rather_than_stopping_alea():
    from alea.tesseract.table.options import epilog

    assert epilog("fr", ["V1", "V99"])[-2:] == ["  V1 : pas de carte Recherche de départ.", "  V99"]
