"""The checks of ``tools/catalogs.py`` catch what they claim to catch (on throw-away catalogs)."""

from __future__ import annotations

import textwrap

import pytest


HEADER = {
    "cs": "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;",
    "fr": "nplurals=2; plural=(n > 1);",
}


def _po(lang: str, body: str, plural: str | None = None) -> str:
    return textwrap.dedent(
        f'''\
        msgid ""
        msgstr ""
        "Language: {lang}\\n"
        "Plural-Forms: {plural or HEADER[lang]}\\n"
        "Content-Type: text/plain; charset=utf-8\\n"

        '''
    ) + textwrap.dedent(body)


@pytest.fixture
def sandbox(tmp_path, monkeypatch, tools):
    """A throw-away locales folder for the domain ``demo``."""
    monkeypatch.setattr(tools, "LOCALES", tmp_path)
    (tmp_path / "cs" / "LC_MESSAGES").mkdir(parents=True)

    def write(lang: str, body: str, plural: str | None = None):
        path = tmp_path / lang / "LC_MESSAGES" / "demo.po"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(_po(lang, body, plural), encoding="utf-8")
        return {(p.check) for p in tools.check_catalog("demo", lang)}

    return write


def test_placeholder_mismatch_is_found(sandbox):
    checks = sandbox("cs", '''
        msgid "{count} dice left"
        msgstr "zbývá {pocet} kostek"
        ''')
    assert "placeholders" in checks


def test_plural_placeholder_mismatch_is_found(sandbox):
    checks = sandbox("cs", '''
        msgid "{n} die"
        msgid_plural "{n} dice"
        msgstr[0] "{n} kostka"
        msgstr[1] "{n} kostky"
        msgstr[2] "kostek"
        ''')
    assert "placeholders" in checks


def test_matching_placeholders_pass(sandbox):
    checks = sandbox("cs", '''
        msgid "{n} die"
        msgid_plural "{n} dice"
        msgstr[0] "{n} kostka"
        msgstr[1] "{n} kostky"
        msgstr[2] "{n} kostek"
        ''')
    assert checks == set()


def test_fuzzy_and_untranslated_are_found(sandbox):
    checks = sandbox("fr", '''
        #, fuzzy
        msgid "Breach!"
        msgstr "Brèche !"

        msgid "Hidden"
        msgstr ""
        ''')
    assert {"fuzzy", "untranslated"} <= checks


def test_babel_default_czech_plural_header_is_refused(sandbox):
    checks = sandbox("cs", "", plural="nplurals=3; plural=((n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2);")
    assert "plural-forms" in checks


def test_missing_plural_form_is_found(sandbox):
    checks = sandbox("cs", '''
        msgid "{n} die"
        msgid_plural "{n} dice"
        msgstr[0] "{n} kostka"
        msgstr[1] "{n} kostky"
        ''')
    assert "plural" in checks or "untranslated" in checks


def test_extraction_knows_every_keyword(tmp_path, monkeypatch, tools):
    source = tmp_path / "narrate.py"
    source.write_text(textwrap.dedent('''\
        def say(v):
            v._("one")
            v.n_("{n} die", "{n} dice", 2)
            v.p_("colour", "yellow")
            v.np_("lab", "{n} space", "{n} spaces", 3)
        TABLE = [N_("two"), Np_("event", "Accelerate"), Nn_("{n} card", "{n} cards")]
        '''), encoding="utf-8")
    monkeypatch.setitem(tools.DOMAINS, "demo", (str(source),))
    keys = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in tools.extract("demo") if m.id}
    assert keys == {
        (None, "one"), (None, "{n} die"), ("colour", "yellow"), ("lab", "{n} space"),
        (None, "two"), ("event", "Accelerate"), (None, "{n} card"),
    }


def test_update_keeps_translations_and_fills_english(tmp_path, monkeypatch, tools):
    monkeypatch.setattr(tools, "LOCALES", tmp_path)
    source = tmp_path / "narrate.py"
    source.write_text('def f(v):\n    v._("Hello")\n    v._("Bye")\n', encoding="utf-8")
    monkeypatch.setitem(tools.DOMAINS, "demo", (str(source),))
    tools.write_template("demo")
    tools.update("demo")
    cs = tools.po_path("demo", "cs")
    cs.write_text(cs.read_text(encoding="utf-8").replace('msgid "Hello"\nmsgstr ""', 'msgid "Hello"\nmsgstr "Ahoj"'),
                  encoding="utf-8")
    source.write_text('def f(v):\n    v._("Hello")\n    v._("Later")\n', encoding="utf-8")
    tools.write_template("demo")
    tools.update("demo")
    text = cs.read_text(encoding="utf-8")
    assert 'msgstr "Ahoj"' in text and '"Bye"' not in text and 'msgid "Later"' in text
    assert {p.check for p in tools.check_catalog("demo", "cs")} == {"untranslated"}
    assert tools.check_catalog("demo", "en") == []
