"""Every catalog of every domain found in ``locales/`` follows the project's rules.

The rules (and the functions that check them) are those of ``tools/catalogs.py``;
``tools/catalogs.py check`` runs the same checks from the command line.
"""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from alea.i18n import CatalogMissing, UnknownLanguage, catalog

from i18n_tools import catalogs

DOMAINS = catalogs.found_domains()
PAIRS = [(d, lang) for d in DOMAINS for lang in catalogs.LANGUAGES]


def _problems(domain: str, lang: str, check: str) -> list[str]:
    return [str(p) for p in catalogs.check_catalog(domain, lang) if p.check in (check, "missing")]


def test_locales_hold_the_tesseract_domain():
    assert "tesseract" in DOMAINS


@pytest.mark.parametrize("domain", DOMAINS)
def test_domain_has_source_paths(domain):
    assert domain in catalogs.DOMAINS, f"add {domain!r} to DOMAINS in tools/catalogs.py"


@pytest.mark.parametrize("domain", DOMAINS)
def test_template_matches_a_fresh_extraction(domain):
    problems = [str(p) for p in catalogs.check_template(domain)]
    assert not problems, "run tools/catalogs.py extract && update:\n" + "\n".join(problems)


@pytest.mark.parametrize(("domain", "lang"), PAIRS)
def test_catalog_holds_exactly_the_template_msgids(domain, lang):
    assert not _problems(domain, lang, "msgids")


@pytest.mark.parametrize(("domain", "lang"), PAIRS)
def test_every_message_is_translated(domain, lang):
    assert not _problems(domain, lang, "untranslated") + _problems(domain, lang, "plural")


@pytest.mark.parametrize(("domain", "lang"), PAIRS)
def test_no_fuzzy_entry(domain, lang):
    assert not _problems(domain, lang, "fuzzy")


@pytest.mark.parametrize(("domain", "lang"), PAIRS)
def test_same_placeholders_in_msgid_and_msgstr(domain, lang):
    assert not _problems(domain, lang, "placeholders")


@pytest.mark.parametrize(("domain", "lang"), PAIRS)
def test_plural_forms_header(domain, lang):
    assert not _problems(domain, lang, "plural-forms")


@pytest.mark.parametrize("domain", DOMAINS)
def test_english_catalog_carries_the_english_text(domain):
    assert not _problems(domain, "en", "english")


@pytest.mark.parametrize(("domain", "lang"), PAIRS)
def test_compiled_catalog_loads_and_is_current(domain, lang):
    """The installed .mo says what the .po says (a stale build fails here)."""
    loaded = catalog(domain, lang)
    with catalogs.po_path(domain, lang).open("rb") as handle:
        source = read_po(handle, locale=lang)
    stale = []
    for message in source:
        if not message.id or not (message.string if isinstance(message.string, str) else all(message.string)):
            continue
        if message.pluralizable:
            for n in (1, 2, 5):
                got = loaded.npgettext(message.context, *message.id[:2], n) if message.context else \
                    loaded.ngettext(*message.id[:2], n)
                if got != message.string[loaded.plural(n)]:
                    stale.append(message.id)
            continue
        got = loaded.pgettext(message.context, message.id) if message.context else loaded.gettext(message.id)
        want = message.string
        if got != want:
            stale.append(message.id)
    assert not stale, "reinstall to recompile the catalogs: " + repr(stale[:3])


@pytest.mark.parametrize("lang", catalogs.LANGUAGES)
def test_loaded_plural_rule_is_the_language_rule(lang):
    """Czech has three forms (1 kostka, 2 kostky, 5 kostek), French treats 0 and 1 alike."""
    plural = catalog("tesseract", lang).plural
    expected = {
        "cs": {1: 0, 2: 1, 4: 1, 5: 2, 0: 2, 11: 2},
        "fr": {0: 0, 1: 0, 2: 1, 5: 1},
        "en": {0: 1, 1: 0, 2: 1},
    }[lang]
    assert {n: plural(n) for n in expected} == expected


def test_missing_catalog_is_an_error():
    with pytest.raises(CatalogMissing):
        catalog("no-such-domain", "cs")


def test_unknown_language_is_an_error():
    with pytest.raises(UnknownLanguage):
        catalog("tesseract", "de")


GLUED = re.compile(r"[^\s]([:;?!])(?=\s|$)")
"""A colon, semicolon, question or exclamation mark glued to the word before it."""


@pytest.mark.parametrize("domain", DOMAINS)
def test_french_puts_a_space_before_two_part_punctuation(domain):
    """French typography: « Joueur 1 : 0 bois », « Défier ? » (a plain space, as the rest of Alea
    writes it; the list joiners turn CLDR's no-break space into one too)."""
    with open(catalogs.LOCALES / "fr" / "LC_MESSAGES" / f"{domain}.po", "rb") as f:
        found = read_po(f)
    glued = [text for message in found if message.id
             for text in (message.string if isinstance(message.string, tuple) else (message.string,))
             if GLUED.search(text)]
    assert glued == []
