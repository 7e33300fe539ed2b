"""No English reaches a Czech or French player through the table's catalogs.

tests/i18n checks that every message is translated; this checks that a translation is not
the English text itself, except for the words both languages write alike (listed here).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

LOCALES = Path(__file__).resolve().parents[2] / "locales"

ALIKE = {
    "cs": {"{word} ({forms}): {help}", "{word}? {names}", "{lab}, {command}", "?", "hi", "l", "lgd", "st", "{command}. {reason}",
           "{name}: {about}", "Tesseract", "Tetrikon", "\u203a"},
    "fr": {"{command}. {reason}", "{lab}, {command}", "Actions", "Arguments", "Options", "Questions", "Silence.", "?", "base", "cc", "col", "dm",
           "face", "g", "hi", "l", "lgd", "q", "quiz", "silence", "t", "Tesseract", "Tetrikon", "volume"},
}
"""Messages whose translation is, rightly, the same text as the English."""


@pytest.mark.parametrize("domain", ["table", "commands", "tesseract-table"])
@pytest.mark.parametrize("lang", ["cs", "fr"])
def test_no_translation_is_left_in_english(domain, lang):
    with (LOCALES / lang / "LC_MESSAGES" / f"{domain}.po").open("rb") as handle:
        catalog = read_po(handle, locale=lang)
    same = {m.id for m in catalog if m.id and not m.pluralizable and m.string == m.id}
    assert same <= ALIKE[lang], sorted(same - ALIKE[lang])
