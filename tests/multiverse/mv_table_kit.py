"""Multiverse at the table, for the tests: a real session playing it, and a player who types
only what ``hint`` says.

The session is the table's own (:class:`~alea.cli.session.Session`) with Multiverse's host; lines
go through :meth:`Session.handle` as typed lines do. :func:`hinted_game` plays a whole game by
the hints and returns the lines typed, so a test can type them again into ``alea`` itself.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from alea.cli import catalogs
from alea.cli.options import Options
from alea.cli.output import Output
from alea.cli.session import Session
from alea.cli.settings import Settings
from alea.i18n import catalog
from alea.multiverse.table.options import MultiverseOptions
from alea.multiverse.table.plugin import PLUGIN

MOVES = 2000
"""A game that has not ended after this many hinted lines counts as stuck."""


def mv_table(environ: dict[str, str], lang: str, players: int, seed: int, verbosity: str = "normal",
             variants: tuple[str, ...] = ()) -> tuple[Session, Callable[..., list[str]]]:
    """A session playing Multiverse and a function that sends lines (returns what they printed)."""
    out = io.StringIO()
    session = Session(Settings(lang=lang, players=players, verbosity=verbosity, game="multiverse"),
                      Output(out.write), environ, persist=False, commands=PLUGIN.command_list)
    options = Options(lang=lang, game="multiverse", players=players, seed=seed, verbosity=verbosity,
                      game_options=MultiverseOptions(variants))
    session.host = PLUGIN.host(session, options)

    def send(*lines: str) -> list[str]:
        start = len(out.getvalue())
        for line in lines:
            session.handle(line)
        return out.getvalue()[start:].splitlines()

    send.out = out  # type: ignore[attr-defined]
    return session, send


def _pattern(template: str) -> re.Pattern[str]:
    parts = re.split(r"(\{\w+\})", template)
    return re.compile("^" + "".join(f"(?P<{p[1:-1]}>.+?)" if p.startswith("{") else re.escape(p)
                                    for p in parts) + "$")


def typed_line(lang: str, hint: str) -> str | None:
    """What a player types for a hint: the option's number at a question (the table's hint), or the
    action the game's hint names first ("Hint: flip 3, it meets C1." gives "flip 3")."""
    answer = _pattern(catalogs.table(lang).gettext("Hint: answer {number}, {option}."))
    found = answer.match(hint) or answer.match(hint + ".")  # an option ending "!" takes no period
    if found:
        return found.group("number")
    head = catalog("multiverse", lang).gettext("Hint: {move}.").split("{")[0]
    if not hint.startswith(head):
        return None
    return re.split(r"[,.]", hint[len(head):])[0].strip() or None


@dataclass
class Hinted:
    """A game played by hints: the lines typed, what was printed, and what went wrong."""

    typed: list[str] = field(default_factory=list)
    printed: list[str] = field(default_factory=list)
    ended: bool = False
    problems: list[str] = field(default_factory=list)


def hinted_game(environ: dict[str, str], lang: str, players: int, seed: int,
                verbosity: str = "normal") -> Hinted:
    """Play one whole game typing only what the hint says; stop at the first problem."""
    session, send = mv_table(environ, lang, players, seed, verbosity)
    hint_word = PLUGIN.command_list["hint"].word(lang)
    played = Hinted(printed=send())
    for _ in range(MOVES):
        if session.host.game.pending is None:
            played.ended = True
            return played
        said = send(hint_word)
        played.typed.append(hint_word)
        played.printed += said
        typed = typed_line(lang, said[0]) if said else None
        if typed is None:
            played.problems.append(f"hint not typable: {said}")
            return played
        played.typed.append(typed)
        played.printed += send(typed)
        if session.refused:
            played.problems.append(f"hinted line refused: {typed} -> {played.printed[-3:]}")
            return played
    played.problems.append(f"not ended after {MOVES} hinted lines")
    return played


DOMAINS = ("multiverse", "multiverse-table", "table", "commands")
"""Every catalog a Multiverse player at the table reads."""


def english_leaks(lines: list[str], lang: str) -> list[tuple[str, str]]:
    """(fragment, line) for each English run of words met in ``lines``: a literal of 4+ letter words
    from an English message of :data:`DOMAINS` that no message of ``lang`` holds (so a French noun
    spelt like an English one is not a leak)."""
    own = " ".join(str(text) for domain in DOMAINS
                   for text in catalog(domain, lang)._catalog.values()).casefold()
    fragments = set()
    for domain in DOMAINS:
        for ident, text in catalog(domain, "en")._catalog.items():
            if not ident or not isinstance(text, str):
                continue
            for literal in re.split(r"\{[^}]*\}", text):
                literal = literal.strip(" .,:;!?()>-/*[]")
                words = re.findall(r"[A-Za-z]+", literal)
                if any(len(w) >= 4 for w in words) and literal.casefold() not in own:
                    fragments.add(literal)
    pattern = re.compile("|".join(r"(?<!\w)" + re.escape(f) + r"(?!\w)" for f in sorted(fragments)),
                         re.IGNORECASE)
    return [(found.group(0), line) for line in lines for found in [pattern.search(line)] if found]
