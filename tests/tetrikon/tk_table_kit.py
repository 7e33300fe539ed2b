"""Tetrikon at the table, for the tests: a real session playing it, and a player who types
only what ``hint`` says.

The session is the table's own (:class:`~alea.table.session.Session`) with Tetrikon's host; lines
go through :meth:`Session.handle` as typed lines do. :func:`hinted_game` plays a whole match by
the hints and returns the lines typed, so a test can type them again into ``alea`` itself.
"""

from __future__ import annotations

import re

from collections.abc import Callable

from alea.table.session import Session
from alea.i18n import catalog
from alea.tetrikon.table.options import TetrikonOptions
from alea.tetrikon.table.plugin import PLUGIN
from kit.played import Hinted, play_by_hint
from kit.played import english_leaks as leaks
from kit.table import answer_typed, plugin_table, template_pattern

MOVES = 3000
"""A match that has not ended after this many hinted lines counts as stuck."""


def tk_table(environ: dict[str, str], lang: str, players: int, seed: int, verbosity: str = "normal",
             options: TetrikonOptions = TetrikonOptions()) -> tuple[Session, Callable[..., list[str]]]:
    """A session playing Tetrikon and a function that sends lines (returns what they printed)."""
    return plugin_table(environ, PLUGIN, lang, players, seed, verbosity, options)




def typed_line(lang: str, hint: str) -> str | None:
    """What a player types for a hint: the option's number or the yes/no word at a question (the
    table's hints), or the line Tetrikon's hint says to type (before its reason, if it gives one)."""
    answer = answer_typed(lang, hint)
    if answer is not None:
        return answer
    typed = catalog("tetrikon-table", lang).gettext("Hint, type {line}.")
    head, _, tail = typed.partition("{line}")
    reasoned = re.match(re.escape(head) + r"(?P<line>[^.]+)" + re.escape(tail) + " ", hint)
    if reasoned:  # the hint's reason follows at normal verbosity (a typed line holds no period)
        return reasoned.group("line")
    for template in (typed, catalog("tetrikon-table", lang).pgettext("terse", "Hint, {line}")):
        found = template_pattern(template).match(hint)
        if found:
            return found.group("line")
    return None


def hinted_game(environ: dict[str, str], lang: str, players: int, seed: int,
                verbosity: str = "normal", options: TetrikonOptions = TetrikonOptions()) -> Hinted:
    """Play one whole match typing only what the hint says; stop at the first problem."""
    session, send = tk_table(environ, lang, players, seed, verbosity, options)
    return play_by_hint(session, send, PLUGIN.command_list["hint"].word(lang),
                        lambda hint: typed_line(lang, hint), MOVES, lambda: turn_of(session))


def turn_of(session: Session) -> tuple[int, int, int]:
    """The turn being played: the round, the active player and how many turns have started (a
    player's turns in a round are one)."""
    view = session.host.game.view()
    return view.round, view.turn.active, sum(1 for e in view.history if type(e).__name__ == "TurnStarted")


DOMAINS = ("tetrikon", "tetrikon-table", "table", "commands")
"""Every catalog a Tetrikon player at the table reads."""


def english_leaks(lines: list[str], lang: str, other: str = "en") -> list[tuple[str, str]]:
    """English runs of words in ``lines`` (:func:`kit.played.english_leaks` over :data:`DOMAINS`),
    or runs of ``other``'s words."""
    return leaks(lines, lang, DOMAINS, other)
