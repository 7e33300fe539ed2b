"""The rules summary in braille: Markdown's structure as plain braille text (issue 9, section 5).

Exported through the real liblouis with each language's table, as a player runs
``alea export rules FILE --lang ..``.
"""

from __future__ import annotations

import pytest

from alea.braille import translate
from alea.braille.plain import plain_lines
from alea.cli.card import card_lines
from alea.cli.export import document_lines
from alea.games import plugin
from alea.narration import Voice
from alea.tesseract.narration.rules import document as rules_document

TESSERACT = plugin("tesseract")

LANGS = ("cs", "fr", "en")


def test_headings_lists_and_inline_marks_become_plain_lines():
    markdown = [
        "# Tesseract: rules", "", "Intro with **strong**, *emphasis*, `code` and a [link](https://x.org).",
        "## 1. Goal (go)", "Text right under the heading.", "", "- first item", "* second item",
        "  + third, indented", "", "1. a numbered line stays", "", "> quoted", "```", "code line", "```",
        "---", "| value | colour |", "|---|---|", "| 3 | yellow |", "", "",
    ]
    assert plain_lines(markdown) == [
        "Tesseract: rules", "", "Intro with strong, emphasis, code and a link.",
        "", "1. Goal (go)", "Text right under the heading.", "", "first item", "second item",
        "third, indented", "", "1. a numbered line stays", "", "quoted", "code line",
        "", "value, colour", "", "3, yellow",
    ]


def test_words_with_underscores_or_stars_inside_are_left_alone():
    assert plain_lines(["snake_case_word and 2 * 3 = 6"]) == ["snake_case_word and 2 * 3 = 6"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_exported_rules_carry_no_markdown_mark(lang):
    lines = document_lines("rules", lang, None, TESSERACT)  # type: ignore[arg-type]
    assert lines[0] and not lines[0].startswith("#")
    for line in lines:
        stripped = line.lstrip()
        assert not stripped.startswith(("#", "- ", "* ", "+ ", "> ", "|", "```")), line
        assert "**" not in line and "`" not in line, line


@pytest.mark.parametrize("lang", LANGS)
def test_each_heading_is_a_braille_line_of_its_own_after_a_blank_line(lang):
    """With the real liblouis: the braille of every heading's text is a whole row, a blank row before it."""
    markdown = rules_document(Voice("tesseract", lang)).splitlines()
    headings = [line.lstrip("#").strip() for line in markdown if line.startswith("#")]
    assert len(headings) > 10
    rows = translate("\n".join(document_lines("rules", lang, None, TESSERACT)), lang).split("\n")  # type: ignore[arg-type]
    assert rows[0] == translate(headings[0], lang)
    for heading in headings[1:]:
        cells = translate(heading, lang)
        assert cells in rows, heading
        assert rows[rows.index(cells) - 1] == "", heading


@pytest.mark.parametrize("lang", LANGS)
def test_no_row_of_the_braille_rules_starts_with_the_cells_of_a_markdown_mark(lang):
    """The regression of the issue: ``,# ,TESERAKT3`` (cs ``⠠⠼``), the cells liblouis gives ``#`` and ``##``."""
    rows = translate("\n".join(document_lines("rules", lang, None, TESSERACT)), lang).split("\n")  # type: ignore[arg-type]
    marks = {translate(mark, lang) for mark in ("#", "##", "-", "*")}
    for row in rows:
        first = row.split("\u2800")[0]
        assert first not in marks, (lang, row)


@pytest.mark.parametrize("lang", LANGS)
def test_the_command_card_is_exported_as_it_was(lang):
    assert document_lines("commands", lang, None, TESSERACT) == card_lines(lang, TESSERACT.command_list)  # type: ignore[arg-type]
