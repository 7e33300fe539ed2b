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
    stopped: bool = False
    """Whether the game ended at a safety stop (a turn limit that is no rule), as its kit reads it."""
    turns: int = 0
    """The game's turns when it ended, as its kit reads it (0 when it does not)."""


def play_by_hint(session: Any, send: Callable[..., list[str]], hint_word: str,
                 typed_line: Callable[[str], str | None], moves: int,
                 turn_of: Callable[[], object] | None = None) -> Hinted:
    """Play ``session``'s game to its end typing only what the hint says; stop at the first problem
    (a hint that names no typable line, a hinted line refused, no end after ``moves`` hints, and,
    when ``turn_of`` names the turn being played, a hinted move other than an answer typed twice
    in one turn: the hint proposing again what was refused or answered "no", issue 38)."""
    played = Hinted(printed=send())
    in_turn: tuple[object, set[str]] = (None, set())
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
        if turn_of is not None and not typed.isdigit() and len(typed.split()) > 1:
            turn = turn_of()
            if turn != in_turn[0]:
                in_turn = (turn, set())
            if typed in in_turn[1]:
                played.problems.append(f"hinted twice in one turn: {typed} -> {played.printed[-6:]}")
                return played
            in_turn[1].add(typed)
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
