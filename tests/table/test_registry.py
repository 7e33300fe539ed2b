"""The command registry: every command of commands.md, unique words per language, resolution."""

from __future__ import annotations

import pytest

from alea.table.commands.registry import Category, CommandError
from alea.table.text import fold
from alea.i18n import LANGUAGES
from kit.table import BY_ID, COMMANDS, command_table

SPEC_COMMANDS = {
    Category.ACTION: "remove adjust transfer study contain unique play end",
    Category.QUERY: "status tower column layer free next face base primed lab board hand card cards who groups "
                    "last since rules legend games help",
    Category.TABLE: "again history undo hint save load new quit language verbosity speech silence sounds script "
                    "settings consent demo",
}


@pytest.mark.parametrize("category", list(SPEC_COMMANDS))
def test_every_command_of_the_spec_is_registered(category):
    ids = SPEC_COMMANDS[category].split()
    assert sorted(c.id for c in COMMANDS if c.category is category) == sorted(ids)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_words_and_short_forms_are_unique_within_a_language(lang):
    """Accessibility rule 5: abbreviations are unique within a language, accents ignored."""
    seen: dict[str, str] = {}
    for command in COMMANDS:
        for form in command.words_in(lang) + command.shorts_in(lang):
            key = fold(form)
            assert key not in seen or seen[key] == command.id, (lang, form, seen.get(key), command.id)
            seen[key] = command.id


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_command_has_a_word_a_short_form_and_help(lang):
    for command in COMMANDS:
        assert command.words_in(lang) and command.shorts_in(lang)
        assert command.help_in(lang).strip()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_word_and_short_form_resolves_to_its_command(lang):
    table = command_table(lang)
    for command in COMMANDS:
        for form in command.words_in(lang) + command.shorts_in(lang):
            assert table.resolve(form) is command
            assert table.resolve(form.upper()) is command


@pytest.mark.parametrize(("lang", "typed", "expected"), [
    ("cs", "vytěžit", "remove"), ("cs", "vytezit", "remove"), ("cs", "upravit", "adjust"),
    ("cs", "přenést", "transfer"), ("cs", "analyzovat", "study"), ("cs", "stabilizovat", "contain"),
    ("fr", "prélever", "remove"), ("fr", "prelever", "remove"), ("fr", "calibrer", "adjust"),
    ("fr", "transférer", "transfer"), ("fr", "étudier", "study"), ("fr", "confiner", "contain"),
    ("en", "remove", "remove"), ("en", "repeat", "again"), ("en", "stat", "status"),
    ("en", "tow", "tower"), ("cs", "vyt", "remove"), ("fr", "prél", "remove"),
])
def test_rulebook_verbs_and_unique_prefixes(lang, typed, expected):
    assert command_table(lang).resolve(typed).id == expected


def test_an_ambiguous_prefix_names_the_candidates_and_never_guesses():
    with pytest.raises(CommandError) as caught:
        command_table("en").resolve("ca")
    assert caught.value.code == "ambiguous"
    assert caught.value.data["candidates"] == ["card", "cards"]


def test_an_unknown_word_names_the_nearest_commands():
    with pytest.raises(CommandError) as caught:
        command_table("en").resolve("stauts")
    assert caught.value.code == "unknown"
    assert "status" in caught.value.data["nearest"]


def test_an_unknown_word_far_from_everything_names_none():
    with pytest.raises(CommandError) as caught:
        command_table("fr").resolve("жжжж")
    assert caught.value.data["nearest"] == []


def test_words_of_another_language_are_not_commands_here():
    with pytest.raises(CommandError):
        command_table("cs").resolve("prélever")


def test_completion_offers_full_words_of_the_language():
    assert command_table("fr").completions("con") == ["confiner", "confinement", "conseil"]
    assert BY_ID["help"].word("cs") == "nápověda"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("other", LANGUAGES)
def test_help_and_language_work_whatever_language_is_set(lang, other):
    """Accessibility rule 12: help, ? and the language command in every language, from every language."""
    table = command_table(lang)
    for cid in ("help", "language"):
        for form in BY_ID[cid].words_in(other) + BY_ID[cid].shorts_in(other):
            own = [c.id for c in COMMANDS if fold(form) in {fold(f) for f in c.words_in(lang) + c.shorts_in(lang)}]
            assert table.resolve(form).id == (own[0] if own else cid), (lang, other, form)
    assert table.resolve("help").id == "help" and table.resolve("?").id == "help"


@pytest.mark.parametrize(("lang", "typed", "expected"), [
    ("cs", "status", ["stav"]), ("cs", "remove", ["vytěžit"]), ("fr", "vytěžit", ["prélever"]),
    ("en", "stav", ["status"]), ("cs", "statsu", ["stav"]), ("fr", "status", ["état"]),
])
def test_unknown_words_name_the_nearest_command_of_the_language_set(lang, typed, expected):
    """Rule 5 in every language: a Czech or French typo, or a word of another language, names the nearest."""
    with pytest.raises(CommandError) as caught:
        command_table(lang).resolve(typed)
    assert caught.value.data["nearest"] == expected


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("typed", "key"), [
    ("en", "en"), ("english", "en"), ("anglicky", "en"), ("angličtina", "en"), ("anglais", "en"),
    ("cs", "cs"), ("czech", "cs"), ("česky", "cs"), ("čeština", "cs"), ("tchèque", "cs"),
    ("fr", "fr"), ("french", "fr"), ("francouzsky", "fr"), ("français", "fr"), ("francais", "fr"),
])
def test_a_language_can_be_named_in_any_language(lang, typed, key):
    from alea.table.commands import vocabulary
    assert vocabulary.match("language", typed, lang) == key
