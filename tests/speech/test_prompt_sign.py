"""The prompt's sign, each language's own (accessibility.md 12): said by no screen reader, one braille cell.

The prompt is read after every answer, so its sign must be silent and short for every player of a
language (:func:`alea.table.session.prompt_for`, docs/speech-and-braille.md "The prompt"):

- speech: no symbol table of speech-dispatcher (NVDA's tables, which Orca speaks through) names it at
  Orca's default level "most" (so neither at NVDA's "some"), nor does Orca's own punctuation table;
- braille: liblouis shows it as one cell of its own in the language's 8-dot computer braille table
  (the table a braille display uses for a terminal), not an escape, a blank or the unknown sign.

No sign fits all three languages: "›" is said "simple guillemet fermant" in French, where "⁍" is used.
"""

from __future__ import annotations

import ast
import os
import re
from pathlib import Path

import pytest
from kit.speakable import LEVELS, SPEECHD_INSTALL, SPEECHD_LOCALE, symbol_table
from kit.table import Table

from alea.braille import louis
from alea import games
from alea.cli.command_line import parse_options
from alea.table.session import prompt_for
from alea.table.settings import Settings, valid_prompt
from alea.cli.startup import apply_options

LANGS = ("cs", "fr", "en")

COMPUTER_BRAILLE = {"cs": "cs-comp8.utb", "fr": "fr-bfu-comp8.utb", "en": "en-us-comp8-ext.utb"}
"""Each language's 8-dot computer braille table in liblouis (what NVDA and Orca show a terminal in)."""

EXPECTED = {"cs": ("\u203a", "\u28d0"), "fr": ("\u204d", "\u28db"), "en": ("\u203a", "\u28bf")}
"""The sign and its cell, measured with liblouis 3.24: "›" dots 578 in cs-comp8, "⁍" dots 124578 in
fr-bfu-comp8, "›" dots 1234568 in en-us-comp8-ext."""

ORCA_PUNCTUATION = Path("/usr/lib/python3/dist-packages/orca/punctuation_settings.py")
ORCA_MOST = 1
"""Orca's ``LEVEL_MOST``: a symbol of level 1 or more is said at Orca's default level."""

UNKNOWN = "\ue123"
"""A private-use character no table defines: what liblouis shows for a sign it does not know."""


def _needs(path: Path, what: str) -> None:
    if not path.exists():
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"{what} is missing; .ci/run installs it")
        pytest.skip(f"{what} is not installed")


def _orca_levels() -> dict[str, int]:
    """Orca's own punctuation table: symbol -> level (0 all, 1 most, 2 some, 3 none)."""
    source = ORCA_PUNCTUATION.read_text(encoding="utf-8")
    names = {name: chr(int(code, 16)) for name, code in re.findall(r"^(\w+)\s*=\s*'\\u([0-9a-fA-F]{4})'", source, re.M)}
    levels = {"LEVEL_ALL": 0, "LEVEL_MOST": 1, "LEVEL_SOME": 2, "LEVEL_NONE": 3}
    found = {}
    for key, level in re.findall(r"^punctuation\[(.+?)\]\s*=\s*\[\s*(LEVEL_\w+)", source, re.M):
        symbol = names[key] if key in names else ast.literal_eval(key)
        found[symbol] = levels[level]
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_each_language_has_its_own_sign_and_a_space(lang: str) -> None:
    assert prompt_for(lang) == EXPECTED[lang][0] + " "
    assert prompt_for(lang, "\u00bb") == "\u00bb "


@pytest.mark.parametrize("lang", LANGS)
def test_the_sign_is_said_by_no_screen_reader_at_its_default_level(lang: str) -> None:
    _needs(SPEECHD_LOCALE / lang / "symbols.dic", f"speech-dispatcher's {lang} symbol table ({SPEECHD_INSTALL})")
    table = symbol_table(lang)
    assert table is not None
    sign = prompt_for(lang).strip()
    level = table.level(sign)
    assert level is None or LEVELS[level] > LEVELS["most"], (sign, level)
    assert table.named(f"Konec tahu {prompt_for(lang)}", "most") == []
    _needs(ORCA_PUNCTUATION, "Orca (its punctuation table)")
    orca = _orca_levels()
    assert orca[">"] >= ORCA_MOST and orca.get("!") == 0  # the table is read: ">" is said at "most"
    assert orca.get(sign, 0) < ORCA_MOST


def test_the_french_sign_is_not_the_others_because_french_says_it() -> None:
    """Why French differs: its table names "›" at "most", Orca's default."""
    _needs(SPEECHD_LOCALE / "fr" / "symbols.dic", f"speech-dispatcher's fr symbol table ({SPEECHD_INSTALL})")
    table = symbol_table("fr")
    assert table is not None
    assert table.named("Tour 1. \u203a ", "most") == [("\u203a", "Simple Guillemet fermant")]


@pytest.mark.liblouis
@pytest.mark.parametrize("lang", LANGS)
def test_the_sign_is_one_cell_of_its_own_in_computer_braille(lang: str) -> None:
    engine, table = louis.load(), COMPUTER_BRAILLE[lang]
    sign = prompt_for(lang).strip()
    cells = engine.translate(sign, table)
    assert cells == EXPECTED[lang][1]
    assert cells not in {"\u2800", " ", engine.translate(UNKNOWN, table)}
    assert engine.translate(f"x{prompt_for(lang)}y", table) == engine.translate("x", table) + cells + "\u2800" + engine.translate("y", table)


def test_a_player_may_choose_the_sign(environ) -> None:
    table = Table(environ, "fr")
    assert table.session.prompt() == "\u204d "
    apply_options(table.session, parse_options(["--prompt", ">>"], "fr", games.GAMES[0].load(), games.GAMES))
    assert table.session.prompt() == ">> "
    table.session.settings = Settings(lang="cs", prompt="\u00bb")
    assert table.session.prompt() == "\u00bb "
    assert Settings(prompt="a b").valid() is False and Settings(prompt="").valid() is False
    assert valid_prompt("\u203a") and valid_prompt(">>>") and not valid_prompt(">>>>") and not valid_prompt("\t")
