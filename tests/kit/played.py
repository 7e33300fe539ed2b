"""A player who types only what ``hint`` says, and a scan for English in what a player read:
the same for every game's table tests (each game's kit names its session, hint reader and catalogs)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from alea.i18n import catalog


@dataclass
class Hinted:
    """A game played by hints: the lines typed, what was printed, and what went wrong."""

    typed: list[str] = field(default_factory=list)
    printed: list[str] = field(default_factory=list)
    ended: bool = False
    problems: list[str] = field(default_factory=list)


def play_by_hint(session: Any, send: Callable[..., list[str]], hint_word: str,
                 typed_line: Callable[[str], str | None], moves: int) -> Hinted:
    """Play ``session``'s game to its end typing only what the hint says; stop at the first problem
    (a hint that names no typable line, a hinted line refused, no end after ``moves`` hints)."""
    played = Hinted(printed=send())
    for _ in range(moves):
        if session.host.game.pending is None:
            played.ended = True
            return played
        said = send(hint_word)
        played.typed.append(hint_word)
        played.printed += said
        typed = typed_line(said[0]) if said else None
        if typed is None:
            played.problems.append(f"hint not typable: {said}")
            return played
        played.typed.append(typed)
        played.printed += send(typed)
        if session.refused:
            played.problems.append(f"hinted line refused: {typed} -> {played.printed[-3:]}")
            return played
    played.problems.append(f"not ended after {moves} hinted lines")
    return played


def english_leaks(lines: Iterable[str], lang: str, domains: Iterable[str], other: str = "en") -> list[tuple[str, str]]:
    """(fragment, line) for each English run of words met in ``lines``: a literal with a word of 4+
    letters from an English message of ``domains`` that no message of ``lang`` holds (so a French
    noun spelt like an English one is not a leak). ``other``: another language looked for instead
    of English (a Czech seat scanned for the French seat's sentences)."""
    domains = tuple(domains)
    own = " ".join(str(text) for domain in domains
                   for text in catalog(domain, lang)._catalog.values()).casefold()
    fragments = set()
    for domain in domains:
        for ident, text in catalog(domain, other)._catalog.items():
            if not ident or not isinstance(text, str):
                continue
            for literal in re.split(r"\{[^}]*\}", text):
                literal = literal.strip(" .,:;!?()>-/*[]")
                words = re.findall(r"[^\W\d_]+", literal)
                if any(len(w) >= 4 for w in words) and literal.casefold() not in own:
                    fragments.add(literal)
    pattern = re.compile("|".join(r"(?<!\w)" + re.escape(f) + r"(?!\w)" for f in sorted(fragments)),
                         re.IGNORECASE)
    return [(found.group(0), line) for line in lines for found in [pattern.search(line)] if found]
