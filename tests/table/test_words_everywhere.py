"""Words that work in every language (accessibility.md 12, issue 9 section 4).

The table in Czech and French says no English word (the default save's file name, help's
argument names, rule ids), its French is written one way (straight apostrophes, "socle",
elision), the rules list says how a topic is opened, and a bare number just after it is not
taken as the answer to a waiting question.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from kit.table import COMMANDS
from alea.table.session import prompt_for

from kit.table import game_table

LOCALES = Path(__file__).resolve().parents[2] / "locales"


def _catalog(lang: str, domain: str):
    with (LOCALES / lang / "LC_MESSAGES" / f"{domain}.po").open("rb") as handle:
        return read_po(handle, locale=lang)


def _strings(lang: str, domain: str) -> list[str]:
    found = []
    for message in _catalog(lang, domain):
        if message.id:
            found.extend([message.string] if isinstance(message.string, str) else list(message.string))
    return found


@pytest.mark.parametrize(("lang", "saved", "loaded", "nothing"), [
    ("cs", "Hra uložena. Příkaz nahrát ji vrátí.", "Uložená hra nahrána.",
     "Zatím není uložená žádná hra. Příkaz uložit hru uloží."),
    ("fr", "Partie sauvegardée. La commande charger la ramène.", "Partie sauvegardée chargée.",
     "Aucune partie n'est encore sauvegardée. La commande sauvegarder en sauvegarde une."),
    ("en", "Game saved, and load brings it back.", "Saved game loaded.", "No game has been saved yet. The command save saves one."),
])
def test_the_default_save_is_not_named_by_its_english_file_name(environ, lang, saved, loaded, nothing):
    _session, send = game_table(environ, lang)
    load, save = ("nahrát", "uložit") if lang == "cs" else ("charger", "sauvegarder") if lang == "fr" else (
        "load", "save")
    assert send(load)[0] == nothing
    assert send(save) == [saved]
    yes = {"cs": "ano", "fr": "oui", "en": "yes"}[lang]
    asked = send(load)  # a game is being played: load asks first, without the file's English name
    assert loaded in send(yes)
    assert not any(re.search(r"\bgame\b", line) for line in asked + send(save, load) if lang != "en")


def test_a_missing_named_save_is_said_to_be_missing(environ):
    _session, send = game_table(environ, "cs")
    assert send("nahrát moje")[0] == "Uložená hra moje neexistuje."


@pytest.mark.parametrize("lang", ["cs", "fr", "en"])
def test_the_rules_list_says_how_to_open_a_topic(environ, lang):
    _session, send = game_table(environ, lang)
    rules = {"cs": "pravidla", "fr": "règles", "en": "rules"}[lang]
    said = send(rules)
    assert f"{rules} 4" in said[-1]


def test_a_bare_number_after_the_rules_list_is_not_an_answer(environ):
    session, send = game_table(environ, "cs")
    question = session.question
    assert question is not None and not question.yes_no
    send("pravidla")
    said = send("2")
    assert said == ["Nic se nestalo. Téma pravidel 2 přečte pravidla 2; na otázku odpovíte, když napíšete 2 znovu."]
    assert session.question is question and session.refused
    assert send("2")[0].startswith("Zvoleno,")
    assert session.question is not question


@pytest.mark.parametrize("lang", ["cs", "fr"])
def test_help_names_its_arguments_in_the_language_and_no_rule_ids(lang):
    english = {"LAB", "DIE", "DICE", "CARD", "COLUMN", "LAYER", "SIDE", "TOPIC", "COMMAND", "NAME", "FILE",
               "OTHER"}
    for command in COMMANDS:
        line = command.help_in(lang)
        assert not set(re.findall(r"\b[A-Z]{2,}\b", line)) & english, line
        assert not re.search(r"\bR-[A-Z]+\d", line), line


FRENCH_DOMAINS = sorted(p.stem for p in (Path(__file__).resolve().parents[2] / "locales" / "fr"
                                          / "LC_MESSAGES").glob("*.po"))
"""Every French catalog, each game's included."""


@pytest.mark.parametrize("domain", FRENCH_DOMAINS)
def test_french_writes_one_apostrophe(domain):
    """A braille display shows the curly apostrophe as two characters: every game writes the straight one."""
    assert len(FRENCH_DOMAINS) >= 9
    for text in _strings("fr", domain):
        assert "’" not in text, text


@pytest.mark.parametrize("domain", ["table", "commands", "tesseract", "tesseract-table", "output"])
def test_french_says_socle(domain):
    """Tesseract's French rulebook says "socle" for the base plate."""
    for text in _strings("fr", domain):
        words = re.sub(r"\{\w+\}", "", text)  # placeholders are not said
        assert not re.search(r"\bbase\b", words), text


@pytest.mark.parametrize("domain", ["table", "tesseract"])
def test_french_elides_before_a_die_name(domain):
    """A die's name may start with a vowel ("orange 5"): "de {die}" would read "de orange 5"."""
    for text in _strings("fr", domain):
        assert not re.search(r"\b(de|que|le|la) \{(die|dice)\}", text), text


def test_czech_never_puts_a_die_name_where_the_accusative_is_needed():
    """Die names are nominative ("oranžová 3"): after a verb they would need "oranžovou 3"."""
    verbs = r"(upravit|vytěžit|přenést|stabilizovat|převrátit|anihilovat|přehodit|relokovat|vrátit)"
    for message in _catalog("cs", "tesseract"):
        if message.id and isinstance(message.string, str) and len(message.id) > 30:
            assert not re.search(verbs + r" \{die\}", message.string), message.string


@pytest.mark.parametrize("lang", ["cs", "fr", "en"])
def test_the_prompt_is_no_punctuation_a_screen_reader_says(lang):
    """Measured under Orca (tests/speech/test_orca_session.py): "?", ">", ":", "." are said as words."""
    prompt = prompt_for(lang)
    assert prompt.strip() not in {"?", ">", ":", ".", "-", "*", "!"}
    assert prompt.endswith(" ") and len(prompt.strip()) == 1
