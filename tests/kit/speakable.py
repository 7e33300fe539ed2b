"""What a screen reader misreads: punctuation standing for a word (accessibility.md 12).

Every game's narration tests hold their lines against :data:`PUNCTUATION_WORDS`, so that a new
game's terse notation ("C1 1245/3") is caught like Tesseract's was ("a1>L1").

:func:`symbol_table` goes further: it reads speech-dispatcher's own symbol tables (imported from
NVDA's) and says which symbols of a line are named aloud ("deux points", "dvojtečka", "dash") at a
screen reader's default punctuation level.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

PUNCTUATION_WORDS = re.compile(r"[>*!?/]\S|\S[>*!/]|(?:^|\s)[-?*>!](?:\s|$)|\d:\S")
"""Punctuation standing for a word: "a1>L1", "F?", "HVJ*", "!2", "1/7", "1:F3", a lone "-"."""

SENTENCE_END = re.compile(r"(?<=[^\W\d_]{2}) ?[?!](?=[\s\"“”»)]|$)| ?\?$")
"""A question or exclamation mark closing words ("Challenge?", "Défier ?", "„Jen si hod!“"), or a
line's closing question mark: said as the tune of the sentence, not as a word. A lone letter's
("F?") is not one."""


def misread(line: str) -> bool:
    """Whether ``line`` holds punctuation that stands for a word (sentence ends aside)."""
    return PUNCTUATION_WORDS.search(SENTENCE_END.sub("", line)) is not None


SPEECHD_LOCALE = Path("/usr/share/speech-dispatcher/locale")
"""speech-dispatcher's symbol tables, a folder a language (Debian's package ``speech-dispatcher``)."""

SPEECHD_INSTALL = "sudo apt-get install speech-dispatcher"
"""The command that installs them, said when a test that needs them is skipped outside CI."""

SPEECHD_FILES = ("gender-neutral.dic", "font-variants.dic", "symbols.dic", "emojis.dic", "orca.dic",
                 "orca-chars.dic")
"""The files speech-dispatcher reads for a language, in its order (``SymbolsPreprocFile`` in
``/etc/speech-dispatcher/speechd.conf``)."""

LEVELS = {"none": 0, "some": 100, "most": 200, "all": 300, "char": 1000}
"""Punctuation levels (NVDA's numbers): a symbol is named when its level is at most the reader's."""

DEFAULT_LEVEL = "most"
"""The highest default among screen readers: Orca 43 asks speech-dispatcher for "most"; NVDA's
default, "some", names a subset of it."""

_ESCAPES = {"\\t": "\t", "\\n": "\n", "\\f": "\f", "\\r": "\r", "\\v": "\v", "\\0": "\0", "\\#": "#",
            "\\\\": "\\"}


@dataclass
class Symbol:
    """One symbol: the words that replace it and the level from which they are said."""

    replacement: str | None = None
    level: str | None = None


@dataclass(eq=False)
class SymbolTable:
    """A language's symbols as speech-dispatcher resolves them (``symbols.c``): the language's own
    files first, then English and ``base``; a field a file leaves out comes from the next source,
    and a level given nowhere is "all"."""

    lang: str
    complex: dict[str, str] = field(default_factory=dict)
    symbols: dict[str, Symbol] = field(default_factory=dict)

    def level(self, identifier: str) -> str | None:
        """The level from which ``identifier`` is named; ``None`` when no table names it."""
        symbol = self.symbols.get(identifier)
        if symbol is None or not (symbol.replacement or "").strip():
            return None
        return symbol.level or "all"

    def named(self, line: str, level: str = DEFAULT_LEVEL) -> list[tuple[str, str]]:
        """The symbols of ``line`` said as words at ``level``: (symbol, its spoken name) pairs.

        Complex symbols (a sentence's end, a phrase's colon, a dash between words ...) are tried
        first, in their order, then longer symbols before single characters, as speech-dispatcher
        does."""
        said = []
        for match in _pattern(self).finditer(line):
            kind = match.lastgroup or ""
            identifier = list(self.complex)[int(kind[1:])] if kind.startswith("c") else match.group()
            found = self.level(identifier)
            if found is not None and LEVELS[found] <= LEVELS[level]:
                name = re.sub(r"\\\d", "", self.symbols[identifier].replacement or "").strip()
                if name:
                    said.append((match.group(), name))
        return said


@cache
def _pattern(table: SymbolTable) -> re.Pattern[str]:
    """One expression for the whole table; the symbols of several characters are tried only where
    their first character stands (emoji sequences, ``...``), which keeps it fast."""
    complex_parts = [f"(?P<c{i}>{regexp})" for i, regexp in enumerate(table.complex.values())]
    plain = [s for s in table.symbols if s not in table.complex and s.strip()]
    longer = sorted((s for s in plain if len(s) > 1), key=len, reverse=True)
    starts = "".join(sorted({re.escape(s[0]) for s in longer}))
    singles = "".join(sorted({re.escape(s) for s in plain if len(s) == 1}))
    parts = [*complex_parts, f"(?P<m>(?=[{starts}])(?:{'|'.join(map(re.escape, longer))}))", f"(?P<s>[{singles}])"]
    return re.compile("|".join(parts))


def _read_file(path: Path, table: SymbolTable) -> None:
    """Adds one ``.dic`` file to ``table``, keeping every field a more specific file gave."""
    section = None
    for raw in path.read_text(encoding="utf-8-sig").splitlines():
        if raw in ("complexSymbols:", "symbols:"):
            section = raw
        elif raw and not raw.startswith("#") and section is not None:
            fields = raw.split("\t")
            identifier = _ESCAPES.get(fields[0], fields[0])
            if section == "complexSymbols:":
                if len(fields) > 1:
                    table.complex.setdefault(identifier, fields[1])
                continue
            symbol = table.symbols.setdefault(identifier, Symbol())
            if symbol.replacement is None and len(fields) > 1 and not fields[1].startswith("#"):
                symbol.replacement = fields[1]
            if symbol.level is None and len(fields) > 2 and fields[2] in LEVELS:
                symbol.level = fields[2]


@cache
def symbol_table(lang: str) -> SymbolTable | None:
    """``lang``'s symbols as speech-dispatcher resolves them; ``None`` without its tables."""
    if not (SPEECHD_LOCALE / lang / "symbols.dic").is_file():
        return None
    table = SymbolTable(lang)
    for source in dict.fromkeys((lang, "en", "base")):
        for name in SPEECHD_FILES:
            if (SPEECHD_LOCALE / source / name).is_file():
                _read_file(SPEECHD_LOCALE / source / name, table)
    return table
