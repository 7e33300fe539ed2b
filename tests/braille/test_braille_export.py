"""Braille export with the real liblouis and each language's table."""

from __future__ import annotations

import pytest

from alea import braille
from alea.braille import (
    CELLS_PER_LINE,
    LINES_PER_PAGE,
    LiblouisMissing,
    export_document,
    to_brf,
    translate,
    write_export,
)
from alea.braille import louis
from alea.braille.layout import to_ascii_braille

pytestmark = pytest.mark.liblouis  # skipped (with the install command said) where liblouis is missing

BRF_CHARACTERS = set(" A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=")

TRANSCRIPTS = {
    "cs": [
        "Tah 1. Hráčka Žofie táhne kartu Přesun.",
        "Kostka se čtyřkou se přesouvá ze sloupce B2 do sloupce C3.",
        "Úroveň ohrožení stoupá na 3. Příští tah: Řehoř.",
    ],
    "fr": [
        "Tour 1. La joueuse Hélène tire la carte Déplacement.",
        "Le dé de valeur quatre passe de la colonne B2 à la colonne C3.",
        "La menace monte à 3. Prochain tour : François, garçon très âgé.",
    ],
    "en": [
        "Turn 1. Player Alice draws the card Move.",
        "The die showing four moves from column B2 to column C3.",
        "The threat rises to 3. Next turn: Bob.",
    ],
}

RULE_SENTENCES = {
    "cs": "Kostka je odebratelná, když je její horní stěna volná a aspoň dvě boční stěny také.",
    "fr": "Un dé est amovible quand sa face du dessus est libre et au moins deux faces latérales aussi.",
    "en": "A die is removable when its top face and at least two side faces are open.",
}


def rules(lang: str) -> list[str]:
    """A rules-like document long enough for several BRF pages: numbered paragraphs, blank lines."""
    lines = []
    for number in range(1, 16):
        lines += [f"{number}. {RULE_SENTENCES[lang]} {RULE_SENTENCES[lang]}", ""]
    return lines


DOCUMENTS = [(lang, name) for lang in ("cs", "fr", "en") for name in ("transcript", "rules")]


def document(lang: str, name: str) -> list[str]:
    return TRANSCRIPTS[lang] if name == "transcript" else rules(lang)


def brf_pages(brf: str) -> list[list[str]]:
    pages = brf.split("\f")
    result = []
    for page in pages:
        assert page.endswith("\r\n")
        rows = page[: -len("\r\n")].split("\r\n")
        result.append(rows)
    return result


@pytest.mark.parametrize(("lang", "name"), DOCUMENTS)
def test_brf_page_geometry(lang: str, name: str) -> None:
    brf = export_document(document(lang, name), lang, "brf")
    pages = brf_pages(brf)
    for page in pages:
        assert 1 <= len(page) <= LINES_PER_PAGE
        for row in page:
            assert len(row) <= CELLS_PER_LINE
            assert set(row) <= BRF_CHARACTERS
    assert all(len(page) == LINES_PER_PAGE for page in pages[:-1])
    if name == "rules":
        assert len(pages) >= 3
        assert max(len(row) for page in pages for row in page) >= CELLS_PER_LINE - 8
        assert "" in pages[0]  # the blank lines between paragraphs stay
    else:
        assert len(pages) == 1


@pytest.mark.parametrize(("lang", "name"), DOCUMENTS)
def test_unicode_export_is_the_same_braille_as_brf(lang: str, name: str) -> None:
    lines = document(lang, name)
    unicode = export_document(lines, lang, "unicode")
    assert unicode.endswith("\n")
    rows = unicode[:-1].split("\n")
    assert all(len(row) <= CELLS_PER_LINE for row in rows)
    assert all(0x2800 <= ord(cell) <= 0x283F for row in rows for cell in row)
    brf_rows = [row for page in brf_pages(export_document(lines, lang, "brf")) for row in page]
    assert [to_ascii_braille(row) for row in rows] == brf_rows


@pytest.mark.parametrize(
    ("lang", "text", "braille"),
    [
        # Czech: č dots 146, ř 2456, ž 2346, ů 23456, ň 1246; capital sign 46; number sign 3456.
        ("cs", "Kůň", "⠠⠅⠾⠫"),
        ("cs", "řeč", "⠺⠑⠩"),
        ("cs", "žluťoučký", "⠮⠇⠥⠳⠕⠥⠩⠅⠯"),
        ("cs", "tah 12", "⠞⠁⠓⠀⠼⠁⠃"),
        # French (BFU): é 123456, è 2346, à 12356, ç 12346, ê 126; capital sign 46.
        ("fr", "élève", "⠿⠇⠮⠧⠑"),
        ("fr", "à", "⠷"),
        ("fr", "Garçon", "⠨⠛⠁⠗⠯⠕⠝"),
        ("fr", "forêt", "⠋⠕⠗⠣⠞"),
        # English UEB grade 1: capital sign dot 6, number sign 3456 and letters a-j for digits.
        ("en", "Hello", "⠠⠓⠑⠇⠇⠕"),
        ("en", "42", "⠼⠙⠃"),
    ],
)
def test_known_translations(lang: str, text: str, braille: str) -> None:
    assert translate(text, lang) == braille


def test_the_table_follows_the_language() -> None:
    """'č' is one cell in Czech braille; other tables spell it differently."""
    assert translate("č", "cs") == "⠩"
    assert translate("č", "fr") != "⠩"


def test_brf_ascii_of_a_known_word() -> None:
    assert to_brf("Hello 42", "en") == ",HELLO #DB\r\n"


def test_translate_keeps_lines_and_does_not_wrap() -> None:
    long_line = " ".join(["slovo"] * 20)
    result = translate(f"první\n{long_line}", "cs")
    first, second = result.split("\n")
    assert first == translate("první", "cs")
    assert len(second) > CELLS_PER_LINE


@pytest.mark.parametrize("fmt", ["unicode", "brf"])
def test_write_export(tmp_path, fmt: str) -> None:
    target = write_export(tmp_path / f"rules.{fmt}", rules("cs"), "cs", fmt)
    data = target.read_bytes()
    if fmt == "brf":
        assert data == export_document(rules("cs"), "cs", "brf").encode("ascii")
        assert data.count(b"\f") >= 2
    else:
        assert data.decode("utf-8") == export_document(rules("cs"), "cs", "unicode")


def test_unknown_format_is_refused() -> None:
    with pytest.raises(ValueError, match="pdf"):
        export_document(["x"], "en", "pdf")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("lang", "words"),
    [("cs", "není nainstalovaná"), ("fr", "n'est pas installée"), ("en", "is not installed")],
)
def test_missing_liblouis_says_how_to_install_it(
    lang: str, words: str, monkeypatch: pytest.MonkeyPatch, tmp_path
) -> None:
    def unavailable() -> louis.Louis:
        raise louis.LouisUnavailable("liblouis.so.20: cannot open shared object file")

    monkeypatch.setattr(louis, "load", unavailable)
    with pytest.raises(LiblouisMissing) as caught:
        write_export(tmp_path / "out.brf", ["Tah 1"], lang, "brf")
    message = str(caught.value)
    assert words in message
    assert "apt-get install liblouis20 liblouis-data" in message
    assert not (tmp_path / "out.brf").exists()


def test_a_missing_table_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    """Real liblouis, asked for a table that is not installed."""
    monkeypatch.setitem(braille.TABLES, "fr", "absent-table.utb")
    with pytest.raises(LiblouisMissing, match="absent-table.utb.*liblouis-data"):
        translate("Bonjour", "fr")


def test_liblouis_is_the_real_library() -> None:
    version = louis.load().version
    assert tuple(int(part) for part in version.split(".")[:2]) >= (3, 0)
