"""No symbol said as a word (accessibility.md 12), held against speech-dispatcher's own tables.

speech-dispatcher, through which Orca speaks, replaces symbols by words from its symbol tables
(``/usr/share/speech-dispatcher/locale/<lang>/*.dic``, imported from NVDA's): "deux points",
"dvojtečka", "simple guillemet fermant". ``kit.speakable.symbol_table`` reads them as
speech-dispatcher resolves them (a language's file, then English and ``base``; a missing level is
"all"), so these tests hear what a player hears:

- each language's prompt sign is said at no default level (tests/speech/test_prompt_sign.py);
- no message of any catalog, in any language, has a symbol named at level "some" (NVDA's default),
  but for the few in :data:`SAID_ON_PURPOSE`;
- Tetrikon's messages (the ``tetrikon`` and ``tetrikon-table`` catalogs, see :data:`AT_MOST`) have
  none at level "most" (Orca's default) either, nor do the lines in :data:`HEARD_AT_MOST`: the table's
  hint and echo of a choice, which every game shares, Tesseract's frequent events and Multiverse's play lines. Most other messages
  still have colons, semicolons or parentheses, which level "most" names (docs/speech-and-braille.md,
  "Symbols in messages").

The tables come with Debian's ``speech-dispatcher``, which ``.ci/run`` installs; elsewhere the
tests skip with the command that installs it.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from kit.speakable import SPEECHD_INSTALL, SymbolTable, symbol_table

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("cs", "fr", "en")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")

SAID_ON_PURPOSE = {
    ("tesseract-table", "up + plus"): "a list of words a player may type, never said",
    ("output", "Braille export needs the liblouis library, which is not installed. "): "a file name to type: liblouis.dll",
    ("tetrikon-table", "Braille: {name}, .txt and .brf"): "the two files written: dot txt and dot brf",
}
"""Messages whose symbol is heard on purpose, by the start of their msgid."""

AT_MOST = {
    "tetrikon": (),
    "tetrikon-table": ("A turn has", "Braille: ", "Build with build", "Each cell", "Each empty square",
                       "Squares are named", "Tetrikon is played", "Tetrikon: fill", "The first to fill",
                       "The pieces, left", "The roll's key"),
}
"""Catalogs held at level "most", but for the messages that start so: Tetrikon's rules in short, its
export's key, and the hints, whose "Hint, " every game shares. They are still said with their colons."""

HEARD_AT_MOST = {
    # Multiverse's play lines heard under Orca: the starting rolls, the turns, flips and captures
    ("multiverse", "{name}, {digit} {colour}, {result}"),
    ("multiverse", "{name}, {sceptres}"),
    ("multiverse", "{name}, sceptres at {positions}"),
    ("multiverse", "Turn {turn}, {name}."),
    ("multiverse", "Turn {turn}, {name}, rotation"),
    ("multiverse", "{name} flips {digit}, {world}"),
    ("multiverse", "{name} flips {colour}, now {world}."),
    ("multiverse", "{name} flips all colours, now {world}."),
    ("multiverse", "{name} flips all, {world}"),
    ("multiverse", "Flip stands, {world}"),
    ("multiverse", "Flip fails, {world}"),
    ("multiverse", "The flip stands, {world}."),
    ("multiverse", "The flip fails, {colour} goes back, {world}."),
    ("multiverse", "End of turn, {n} captured"),
    ("multiverse", "Encounter! {name} captures {world} at {where}."),
    ("multiverse", "Turned face up, {world} at {where}."),
    ("multiverse", "Face up, {world} {where}"),
    ("multiverse", "{name} rolls for {colour}, {result}."),
    ("multiverse", "{colour}, {result}."),
    ("multiverse", "{digit}, {result}"),
    ("multiverse", "Hint, {action}, a final meeting with {name}."),
    ("multiverse", "Hint, {action}, it meets {where}."),
    ("multiverse", "Hint, {action}. No action meets anything now."),
    ("multiverse", "Hint, {move}."),
    ("multiverse", "Hint, {move}. The flip gives {name} nothing."),
    ("multiverse", "Hint, {move}. The flip would let {name} score."),
    # the table's labels every game shares: the hint at a question and the echo of a choice
    ("table", "Hint, answer {number}, {option}."),
    ("table", "Hint, {number}, {option}"),
    ("table", "Hint, {number}"),
    ("table", "Hint, answer {word}."),
    ("table", "Chose, {choice}."),
    ("table", "Chose, yes."),
    ("table", "Chose, no."),
    ("tesseract-table", "Hint, {command}"),
    ("tesseract-table", "Hint, {command}, {reason}"),
    # Tesseract's most frequent events: turns, uncovered values, primed dice, draws, rolls
    ("tesseract", "Chose, {option}"),
    ("tesseract", "Chose, {option}."),
    ("tesseract", "Turn {turn}, {lab}, {researcher}, {n} action."),
    ("tesseract", "Turn {turn}, {lab}, {researcher}, {n} action left."),
    ("tesseract", "Uncovered on {col}, {layer}, {die}."),
    ("tesseract", "Seen {col}, {die}"),
    ("tesseract", "Primed, {die}, {origin}. {n} primed die shows {value}."),
    ("tesseract", "Drawn, {card}, Level {level}, into the hand of {lab}."),
    ("tesseract", "{lab}, corner?"),
    ("tesseract", "{lab}, which top corner die goes to your lab?"),
    ("tesseract", "Threat phase. The edge cube is primed."),
    ("tesseract", "{die} rolled {place}, now {new}."),
    ("tesseract", "Roll {die} {place}, {new}"),
    # and the lines of every new game and status: the setup, the rules played, the question waiting
    ("tesseract", "New game, {n} lab, base side {base}, researcher {researchers}."),
    ("tesseract", "Rules, {edition}, no variant."),
    ("tesseract", "Rules, {edition}, variant {variants}."),
    ("tesseract", "The Tesseract stands, {n} die in 4 layers."),
    ("tesseract", "Waiting. {question}"),
    ("tesseract-table", "Waiting for an answer. {question}"),
    ("tesseract-table", "{lab}, {command}"),  # the demo's move, what a class hears at every turn
}
"""Messages of other catalogs held at level "most": what a player hears at nearly every turn (a plural
message is named by its singular msgid; every form is checked)."""


HELP_LINE = re.compile(r"^[a-z][\w' ]*( \[?[A-Z0-9].*?)?: ")
"""A help line, "word [ARGUMENT]: what it does", left out of the check at level "most" too."""


def _table(lang: str) -> SymbolTable:
    table = symbol_table(lang)
    if table is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"speech-dispatcher's {lang} symbol table is missing; .ci/run installs speech-dispatcher")
        pytest.skip(f"speech-dispatcher's symbol tables are not installed: {SPEECHD_INSTALL}")
    return table


def _messages(lang: str) -> Iterator[tuple[str, str, str | None, str]]:
    """Every message of every catalog in ``lang``: (domain, msgid, context, text with placeholders
    filled by a plain word)."""
    for path in sorted((ROOT / "locales" / lang / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as handle:
            catalog = read_po(handle, locale=lang)
        for message in catalog:
            if not message.id:
                continue
            msgid = message.id if isinstance(message.id, str) else message.id[0]
            strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
            for string in strings:
                text = string or (msgid if lang == "en" else "")
                for line in PLACEHOLDER.sub("x", text).splitlines():
                    yield path.stem, msgid, message.context, line


@pytest.mark.parametrize("lang", LANGS)
def test_the_tables_are_read_as_speech_dispatcher_reads_them(lang: str) -> None:
    """The model names what Orca was heard to say, so that the tests below can fail."""
    table = _table(lang)
    colon = {"cs": "dvojtečka", "fr": "deux points", "en": "colon"}[lang]
    assert [name for _, name in table.named("Akce: x.", "most")] == [colon]
    assert table.named("Akce: x.", "some") == []
    assert table.named("Tah 3, konec.", "most") == []
    assert table.level(">") in {"some", "most"}
    if lang == "fr":
        assert table.named("Lancer 3 et 1. \u203a", "most") == [("\u203a", "Simple Guillemet fermant")]


@pytest.mark.parametrize("lang", LANGS)
def test_no_message_names_a_symbol_at_the_level_some(lang: str) -> None:
    table = _table(lang)
    said = [(domain, line, table.named(line, "some")) for domain, msgid, _, line in _messages(lang)
            if not any(domain == d and msgid.startswith(start) for d, start in SAID_ON_PURPOSE)]
    assert len(said) > 1000
    assert [entry for entry in said if entry[2]] == []


@pytest.mark.parametrize("lang", LANGS)
def test_play_messages_name_no_symbol_at_the_level_most(lang: str) -> None:
    table = _table(lang)
    assert HEARD_AT_MOST <= {(domain, msgid) for domain, msgid, _, _ in _messages(lang)}
    checked = [(domain, line) for domain, msgid, _, line in _messages(lang)
               if (domain, msgid) in HEARD_AT_MOST
               or domain in AT_MOST and not msgid.startswith(AT_MOST[domain]) and not HELP_LINE.match(msgid)]
    assert len(checked) > 300
    assert [(domain, line, table.named(line, "most")) for domain, line in checked
            if table.named(line, "most")] == []
