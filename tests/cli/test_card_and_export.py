"""The command card (docs/commands.md) and the braille export."""

from __future__ import annotations

from pathlib import Path

import pytest

from alea.cli.card import card_lines, markdown
from alea.i18n import LANGUAGES
from kit.table import COMMANDS

DOCS = Path(__file__).resolve().parents[2] / "docs" / "commands.md"


def test_docs_commands_md_is_generated_from_the_registry():
    assert DOCS.read_text(encoding="utf-8") == markdown(), "run: python -m alea.cli.card docs/commands.md"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_card_lists_every_command_once(lang):
    lines = card_lines(lang, COMMANDS)
    for command in COMMANDS:
        assert sum(line.startswith(command.word(lang) + " (") for line in lines) == 1


@pytest.mark.liblouis
@pytest.mark.parametrize(("lang", "fmt"), [("cs", "unicode"), ("fr", "brf"), ("en", "unicode")])
def test_export_commands_in_braille(alea, tmp_path, lang, fmt):
    target = tmp_path / f"card.{fmt}"
    code, out = alea("export", "commands", str(target), "--lang", lang, "--format", fmt)
    assert code == 0 and f" {target}, " in out.splitlines()[-1] and "Tesseract" in out.splitlines()[-1]
    content = target.read_bytes()
    assert content
    if fmt == "unicode":
        assert all(0x2800 <= ord(ch) <= 0x28FF or ch == "\n" for ch in content.decode("utf-8"))
    else:
        assert content.isascii()


def test_export_with_a_bad_document_gets_the_usage_line(alea):
    code, out = alea("export", "poems", "x.txt", "--lang", "fr")
    assert code == 2 and out.startswith("Usage : alea export")


def test_export_of_a_missing_transcript_says_so(alea, tmp_path):
    code, out = alea("export", "transcript", str(tmp_path / "t.txt"), "--from", str(tmp_path / "none.txt"))
    assert code == 1 and out == f"Cannot read {tmp_path / 'none.txt'}.\n"
