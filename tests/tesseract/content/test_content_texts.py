"""Content texts: every id has a name, a text for the ear and a braille abbreviation in every
language, abbreviations are short and unique, Czech and French are really translated, and no
text carries symbols a screen reader reads oddly."""

from __future__ import annotations

import json
import re
from importlib import resources

import pytest

from alea.i18n import LANGUAGES, UnknownLanguage
from alea.tesseract.content.texts import ABBR_MAX, KINDS, ContentTexts, TextMissing, texts

IDS: dict[str, tuple[str, ...]] = {
    "researchers": (
        "magnetic", "transport", "chemist", "statistician", "structural", "archivist",
        "crisis", "technician", "chrono", "nuclear", "xenolinguist",
    ),
    "research": (
        "calibrate", "extract", "courier", "invert", "relocate", "sample", "reprogram", "purge",
        "double-extract", "chain-calibrate", "swap", "mirror", "direct-contain", "annihilate",
        "reconstruct", "total-reprogram", "stasis",
    ),
    "containment": (
        "singularity", "restoration", "seal", "dilation", "mass-reprogram", "resonance",
        "harvest", "equilibrium", "temporal-stasis",
    ),
    "events": ("ACC", "FOR", "CHN", "FIS", "EMW", "EMB", "INT", "SHK"),
    "bases": ("1", "A", "2", "B", "3", "C", "4", "D"),
}
"""The ids of tesseract-content.md and tesseract-rules.md section 6."""

SAME_AS_ENGLISH: dict[str, set[tuple[str, str, str]]] = {
    # (kind, id, field) whose word is legitimately the same in English: proper names of events
    # that the French edition kept, and a French noun spelled like the English one.
    "fr": {
        ("events", "FIS", "name"),  # Fission, official French event name
        ("events", "INT", "name"),  # Interphase, official French event name
        ("research", "invert", "name"),  # Inversion: the French noun of the keyword inverser
    },
    "cs": set(),
}

FORBIDDEN = ("◆", "->", "→", "/", "+", "=", "*", "#", "TODO", "R-")
"""Symbols a screen reader reads oddly, arrows, placeholders, and rule references (R-A9)."""

OFFICIAL_EVENT_NAMES = {
    "en": ("Accelerate", "Fortify", "Chain Reaction", "Fission", "EMP Wave", "EMP Blast",
           "Interphase", "Shockwave"),
    "cs": ("Zrychlení", "Posílení", "Řetězová reakce", "Štěpení", "Vlna EMP", "Výbuch EMP",
           "Interfáze", "Rázová vlna"),
    "fr": ("Accélération", "Bouclier", "Réaction en chaîne", "Fission",
           "Décharge électrostatique", "Impulsion électromagnétique", "Interphase",
           "Onde de choc"),
}
"""From the terminology table of seeds/README.md."""


def _fields(kind: str) -> tuple[str, ...]:
    return ("name", "text", "abbr", "unique") if kind == "researchers" else ("name", "text", "abbr")


def _value(t: ContentTexts, kind: str, item: str, field: str) -> str:
    return t.unique(item) if field == "unique" else getattr(t, field)(kind, item)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_id_has_every_field(lang: str) -> None:
    t = texts(lang)
    for kind in KINDS:
        assert set(t.ids(kind)) == set(IDS[kind]), (lang, kind)
        for item in IDS[kind]:
            for field in _fields(kind):
                value = _value(t, kind, item, field)
                assert value.strip() == value and value, (lang, kind, item, field)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_files_have_exactly_the_known_sections_and_fields(lang: str) -> None:
    raw = json.loads(
        resources.files("alea.tesseract.content").joinpath("texts", f"{lang}.json").read_text("utf-8")
    )
    assert tuple(raw) == KINDS
    for kind in KINDS:
        for item, entry in raw[kind].items():
            assert set(entry) == set(_fields(kind)), (lang, kind, item)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_abbreviations_are_short_single_words_and_unique(lang: str) -> None:
    t = texts(lang)
    seen: dict[str, tuple[str, str]] = {}
    for kind in KINDS:
        for item in IDS[kind]:
            abbr = t.abbr(kind, item)
            assert len(abbr) <= ABBR_MAX, (lang, kind, item, abbr)
            assert abbr.isalnum(), f"{lang} {kind} {item}: {abbr!r} is not letters and digits only"
            key = abbr.casefold()
            assert key not in seen, f"{lang}: {abbr!r} is used by {seen[key]} and {(kind, item)}"
            seen[key] = (kind, item)


@pytest.mark.parametrize("lang", ("cs", "fr"))
def test_translations_differ_from_english(lang: str) -> None:
    t, en = texts(lang), texts("en")
    for kind in KINDS:
        for item in IDS[kind]:
            for field in ("name", "text", "unique") if kind == "researchers" else ("name", "text"):
                if (kind, item, field) in SAME_AS_ENGLISH[lang]:
                    continue
                assert _value(t, kind, item, field) != _value(en, kind, item, field), (
                    lang, kind, item, field)


def test_exceptions_are_really_identical() -> None:
    """The exception list stays honest: each listed word is in fact the English one."""
    en = texts("en")
    for lang, exceptions in SAME_AS_ENGLISH.items():
        for kind, item, field in exceptions:
            assert _value(texts(lang), kind, item, field) == _value(en, kind, item, field)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_texts_read_well_aloud(lang: str) -> None:
    t = texts(lang)
    for kind in KINDS:
        for item in IDS[kind]:
            for field in _fields(kind):
                value = _value(t, kind, item, field)
                for symbol in FORBIDDEN:
                    assert symbol not in value, (lang, kind, item, field, symbol)
                if field in ("text", "unique"):
                    assert value[0].isupper() or value[0].isdigit(), (lang, kind, item, field)
                    assert value.endswith("."), f"{lang} {kind} {item} {field}: not a whole sentence"
                    assert "  " not in value, (lang, kind, item, field)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_event_names_are_official(lang: str) -> None:
    t = texts(lang)
    assert tuple(t.name("events", e) for e in IDS["events"]) == OFFICIAL_EVENT_NAMES[lang]


TIMES = {  # how each language's base texts say "n times"
    "en": {1: "once", 2: "twice", 3: "3 times", 4: "4 times"},
    "cs": {1: "jednou", 2: "dvakrát", 3: "třikrát", 4: "čtyřikrát"},
    "fr": {1: "une fois", 2: "2 fois", 3: "3 fois", 4: "4 fois"},
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_base_texts_name_every_event_of_the_side(lang: str) -> None:
    """Each base text names the side's events with how many times each is on the plate, as the
    data has it (so a changed layout cannot leave a stale text behind)."""
    from alea.tesseract.content.plates import load_plates

    t = texts(lang)
    for side, plate in load_plates().items():
        text = t.text("bases", side)
        assert str(plate.difficulty) in text
        assert str(sum(plate.counts().values())) in text
        for event in IDS["events"]:
            assert (t.name("events", event) in text) == (event in plate.counts()), (lang, side, event)
        for event, n in plate.counts().items():
            assert f"{t.name('events', event)} {TIMES[lang][n]}" in text, (lang, side, event, n)


def test_official_terms_are_used() -> None:
    """A few keywords of each language's rulebook appear where the rules use them."""
    cs, fr, en = texts("cs"), texts("fr"), texts("en")
    assert "oblasti zhroucení" in cs.text("research", "calibrate")
    assert "mezní kostk" in cs.text("events", "ACC")
    assert "volnou kostku" in cs.text("research", "extract")
    assert "Anihilujte" in cs.text("research", "purge")
    assert "zone d'amorçage" in fr.text("research", "calibrate")
    assert "cube amovible le plus bas" in fr.text("events", "ACC")
    assert "Restructurez" in fr.text("research", "relocate")
    assert "Reprogrammez" in fr.text("research", "reprogram")
    assert "edge cube" in en.text("events", "ACC")
    assert "primed area" in en.text("research", "calibrate")


def test_unknown_language_is_refused() -> None:
    with pytest.raises(UnknownLanguage):
        texts("de")


def test_missing_id_is_a_clear_error_not_english() -> None:
    with pytest.raises(TextMissing, match=r"no cs text for research card 'warp'"):
        texts("cs").name("research", "warp")
    with pytest.raises(TextMissing, match=r"unknown kind"):
        texts("fr").name("spells", "purge")
    with pytest.raises(TextMissing, match=r"no en text for researcher 'purge'"):
        texts("en").unique("purge")


def test_teamwork_flags_live_in_meta() -> None:
    meta = json.loads(resources.files("alea.tesseract.content").joinpath("meta.json").read_text("utf-8"))
    researchers = meta["researchers"]
    assert tuple(researchers) == IDS["researchers"]
    assert {r for r, facts in researchers.items() if facts["teamwork"]} == {
        "transport", "archivist", "crisis", "technician"}
    assert all(isinstance(facts["teamwork"], bool) for facts in researchers.values())


def test_texts_files_are_utf8_json_without_escapes() -> None:
    """Czech and French are written as themselves, so the files can be read and corrected."""
    for lang in LANGUAGES:
        raw = resources.files("alea.tesseract.content").joinpath("texts", f"{lang}.json").read_text("utf-8")
        assert not re.search(r"\\u[0-9a-fA-F]{4}", raw), lang


@pytest.mark.parametrize(
    ("filename", "section", "kind"),
    [("researchers.json", "researchers", "researchers"), ("cards.json", "cards", "research"),
     ("containment.json", "cards", "containment")],
)
def test_texts_cover_the_effect_data(filename: str, section: str, kind: str) -> None:
    """Every researcher and card of the effect data has texts, and no text lacks its effect."""
    resource = resources.files("alea.tesseract.content").joinpath(filename)
    if not resource.is_file():
        pytest.skip(f"{filename} not written yet")
    data = json.loads(resource.read_text("utf-8"))
    ids = {entry["id"] for entry in data[section]}
    for lang in LANGUAGES:
        assert set(texts(lang).ids(kind)) == ids, (lang, filename)
