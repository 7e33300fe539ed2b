"""The `output` catalogs (speech and braille messages) are complete in cs, fr and en."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from alea.i18n import catalog

ROOT = Path(__file__).resolve().parents[2]
PLURAL_FORMS = {
    "cs": "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;",
    "fr": "nplurals=2; plural=(n > 1);",
    "en": "nplurals=2; plural=(n != 1);",
}


def messages(path: Path):
    with path.open("rb") as handle:
        return read_po(handle)


@pytest.mark.parametrize("lang", sorted(PLURAL_FORMS))
def test_every_message_is_translated_with_its_placeholders(lang: str) -> None:
    template = {m.id for m in messages(ROOT / "locales" / "output.pot") if m.id}
    assert template
    po = messages(ROOT / "locales" / lang / "LC_MESSAGES" / "output.po")
    assert po.plural_forms == PLURAL_FORMS[lang]
    translated = {m.id: m.string for m in po if m.id}
    assert set(translated) == template
    compiled = catalog("output", lang)
    for msgid, msgstr in translated.items():
        assert msgstr, msgid
        assert set(re.findall(r"\{\w+\}", msgstr)) == set(re.findall(r"\{\w+\}", msgid))
        assert compiled.gettext(msgid) == msgstr
        if lang == "en":
            assert msgstr == msgid
        else:
            assert msgstr != msgid


def test_the_template_holds_every_message_of_the_code() -> None:
    """Each message the speech and braille code passes to gettext is in the template."""
    from babel.messages.extract import extract_from_dir

    template = {m.id for m in messages(ROOT / "locales" / "output.pot") if m.id}
    in_code = set()
    for package in ("speech", "braille"):
        for _file, _line, message, _comments, _context in extract_from_dir(
            str(ROOT / "src" / "alea" / package), keywords={"_": None, "gettext": None}
        ):
            in_code.add(message)
    assert in_code == template
