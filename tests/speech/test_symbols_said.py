"""No symbol said as a word (accessibility.md 12), held against speech-dispatcher's own tables.

speech-dispatcher, through which Orca speaks, replaces symbols by words from its symbol tables
(``/usr/share/speech-dispatcher/locale/<lang>/*.dic``, imported from NVDA's): "deux points",
"dvojtečka", "simple guillemet fermant". ``kit.speakable.symbol_table`` reads them as
speech-dispatcher resolves them (a language's file, then English and ``base``; a missing level is
"all"), so these tests hear what a player hears:

- each language's prompt sign is said at no default level (tests/speech/test_prompt_sign.py);
- no message of any catalog, in any language, has a symbol named at level "some" (NVDA's default),
  but for the few in :data:`SAID_ON_PURPOSE`;
- every game's messages (the ``tesseract``, ``multiverse`` and ``tetrikon`` catalogs and their
  ``-table`` catalogs, see :data:`AT_MOST`) have none at level "most" (Orca's default) either:
  every message a player hears while playing, the status lists, the answers to queries, the
  refusals, the questions, the hints and the end of the game. Nor do the lines in
  :data:`HEARD_AT_MOST`, the table's hint and echo of a choice, which every game shares, and its
  status lines, demo question, refusals and save notices. Left out,
  because they are reference text read on purpose and their colons help: the help lines ("word
  [ARGUMENT]: what it does", :data:`HELP_LINE`), the rules summaries (every message of the files
  in :data:`REFERENCE_FILES`: the ``rules`` queries and ``alea --help``'s variant lines) and
  Tesseract's variant sentences in its summary, Tetrikon's rules in short and its export's key; and
  the few words a player types as written ("up + plus", "od-tahu", the rulebook's "multi-die").
  The table's ``commands``, ``online`` and ``output`` catalogs are held at "most" too, with the
  exceptions :data:`AT_MOST` gives; the ``table`` catalog, but for :data:`HEARD_AT_MOST`, still has
  colons, semicolons and parentheses, which level "most" names (docs/speech-and-braille.md,
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
from kit.table import GAME_IDS

from alea.tesseract.narration.editions import VARIANT_TEXTS

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("cs", "fr", "en")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")

SAID_ON_PURPOSE = {
    ("tesseract-table", "up + plus"): "a list of words a player may type, never said",
    ("output", "Braille export needs the liblouis library, which is not installed. "): "a file name to type: liblouis.dll",
    ("tetrikon-table", "Braille: {name}, .txt and .brf"): "the two files written: dot txt and dot brf",
    ("online", "The database must be a PostgreSQL address, such as "): "an address the server's host types as written",
    ("online", "a PostgreSQL database shared by several servers, as "): "alea serve --help: the address's shape, typed as written",
}
"""Messages whose symbol is heard on purpose, by the start of their msgid."""

AT_MOST = {
    "tetrikon": (),
    "tetrikon-table": ("A turn has", "Braille: ", "Build with build", "Each cell", "Each empty square",
                       "Squares are named", "Tetrikon is played", "Tetrikon: fill", "The first to fill",
                       "The pieces, left", "The roll's key"),
    "tesseract": tuple(VARIANT_TEXTS.values()),
    "tesseract-table": ("up + plus", "down - minus"),
    "multiverse": ("Roll your real multi-die", "{name}, roll the multi-die"),
    "multiverse-table": ("since",),
    "commands": ("language cs, fr or en", "speech on, off, screen-reader or own", "verbosity terse, normal or verbose",
                 "screen-reader reader"),
    "online": ("Usage: alea ", "The database must be a PostgreSQL address", "a PostgreSQL database shared"),
    "output": ("Braille export needs the liblouis",),
}
"""Catalogs held at level "most", but for the messages that start so: Tetrikon's rules in short and
its export's key, Tesseract's variants as its rules summary states them ("V3: race; ..."), the word
lists a player may type for a direction, never said, Multiverse's "multi-die" (the rulebook's
"multi-kostka", said with its dash in English and Czech) and the Czech command word "od-tahu",
typed as it is written. The table's ``commands``, ``online`` and ``output`` catalogs are held too, but
for the help lines whose argument is a list of words ("speech on, off, screen-reader or own: ...",
which :data:`HELP_LINE` does not see), the word list a player may type for the screen reader
("screen-reader reader"), the command lines of ``alea join`` and ``alea serve``'s usage (typed as
written, dashes and brackets included), the PostgreSQL address of ``alea serve --database`` (typed as
written by whoever runs the server) and the install commands of the liblouis message (typed as
written). The messages of :data:`REFERENCE_FILES` and the help lines are left out too."""

REFERENCE_FILES = (
    "src/alea/tesseract/narration/rules.py",  # the rules summary, read topic by topic on purpose
    "src/alea/tesseract/table/options.py",  # alea --help's variant lines, read before a game
    "src/alea/multiverse/narration/rules.py",  # Multiverse's rules summary
    "src/alea/multiverse/table/options.py",  # and its variant lines in alea --help
)
"""Source files whose messages are reference text, left out of :data:`AT_MOST`: a message is left out
when every place the template gives for it is one of these files."""

HEARD_AT_MOST = {
    # the table's labels every game shares: the hint at a question and the echo of a choice
    ("table", "Hint, answer {number}, {option}."),
    ("table", "Hint, {number}, {option}"),
    ("table", "Hint, {number}"),
    ("table", "Hint, answer {word}."),
    ("table", "Chose, {choice}."),
    ("table", "Chose, yes."),
    ("table", "Chose, no."),
    # the status and settings lines, the demo's question, the end of a game, the refusals, the saves
    ("table", "Cannot read {name}. Nothing was loaded."),
    ("table", "{name} is not a file. Nothing was loaded."),
    ("table", "Cannot write to {file}. No transcript."),
    ("table", "Game saved, and {load} brings it back."),
    ("table", "No game has been saved yet. The command {save} saves one."),
    ("table", "Not during the demo, {stop} ends it."),
    ("table", "Something went wrong with that command, and it was not carried out. Details are in the log."),
    ("table", "Speech is off. There is nothing to silence."),
    ("table", "That line holds control characters. Nothing was done."),
    ("table", "That line is too long. Nothing was done."),
    ("table", "The unfinished game was kept as {name}, and load {name} brings it back."),
    ("table", "Language, {language}."),
    ("table", "Language, {language}. Commands are now in {language}."),
    ("table", "Players, {count}."),
    ("table", "Verbosity, {level}."),
    ("table", "Demo, {next}, {all} or {stop}?"),
    ("table", "Game over, new or quit."),
    ("table", "Nothing was done. The game waits for another player."),
}
"""Messages of the table's catalog held at level "most": the labels every game shares, heard at nearly
every turn, and the table's lines heard most (its status, the demo's question, the end of a game,
its refusals and save notices). A plural message is named by its singular msgid; every form is
checked."""


def _reference(domain: str) -> set[str]:
    """The msgids of ``domain`` found only in :data:`REFERENCE_FILES` (by the template's places)."""
    path = ROOT / "locales" / f"{domain}.pot"
    if not path.is_file():
        return set()
    with path.open("rb") as handle:
        template = read_po(handle)
    return {message.id if isinstance(message.id, str) else message.id[0] for message in template
            if message.id and message.locations
            and all(place in REFERENCE_FILES for place, _ in message.locations)}


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
    reference = {domain: _reference(domain) for domain in AT_MOST}
    assert len(reference["tesseract"]) > 30
    checked = [(domain, line) for domain, msgid, _, line in _messages(lang)
               if (domain, msgid) in HEARD_AT_MOST
               or domain in AT_MOST and not msgid.startswith(AT_MOST[domain]) and not HELP_LINE.match(msgid)
               and msgid not in reference[domain]]
    assert len(checked) > 900
    assert [(domain, line, table.named(line, "most")) for domain, line in checked
            if table.named(line, "most")] == []


TOPICS_AND_HELP = {"cs": ("pravidla", "nápověda"), "fr": ("règles", "aide"), "en": ("rules", "help")}
"""What a newcomer types first: the rules topic list, then the command list."""

TYPED_AS_WRITTEN = ("od-tahu",)
"""Command words a player types as written, dash included (Multiverse's Czech "since")."""


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAME_IDS)
def test_the_topic_list_and_help_name_no_symbol_at_the_level_most(alea, game: str, lang: str) -> None:
    """Issue 24: "1 cíl (cl) ..." (a colon and 11 pairs of parentheses, 23 symbol words under Orca)
    and the colons of ``help``. Heard as the player hears them: the lines the table prints.
    Tetrikon's ``rules`` is its rules in short, reference text (:data:`AT_MOST`): its help only."""
    table = _table(lang)
    rules, help_word = TOPICS_AND_HELP[lang]
    typed = [help_word] if game == "tetrikon" else [rules, help_word]
    code, out = alea("--lang", lang, "--game", game, "--players", "2", "--seed", "3", lines=typed)
    assert code == 0
    answers = out.split(f"> {typed[0]}\n", 1)[1]
    lines = [line for line in answers.splitlines() if not line.startswith("> ")]
    assert len(lines) >= (4 if game == "tetrikon" else 6), lines
    named = [(line, table.named(" ".join(w for w in line.split() if w.strip(",.") not in TYPED_AS_WRITTEN), "most"))
             for line in lines]
    assert [entry for entry in named if entry[1]] == []
