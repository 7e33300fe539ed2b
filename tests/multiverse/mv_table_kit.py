"""Multiverse at the table, for the tests: a real session playing it, and a player who types
only what ``hint`` says.

The session is the table's own (:class:`~alea.table.session.Session`) with Multiverse's host; lines
go through :meth:`Session.handle` as typed lines do. :func:`hinted_game` plays a whole game by
the hints and returns the lines typed, so a test can type them again into ``alea`` itself.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from alea.table.session import Session
from alea.i18n import catalog
from alea.multiverse.table.options import MultiverseOptions
from alea.multiverse.table.plugin import PLUGIN
from kit.played import Hinted, play_by_hint
from kit.played import english_leaks as leaks
from kit.table import answer_typed, plugin_table

MOVES = 2000
"""A game that has not ended after this many hinted lines counts as stuck."""


def mv_table(environ: dict[str, str], lang: str, players: int, seed: int, verbosity: str = "normal",
             variants: tuple[str, ...] = ()) -> tuple[Session, Callable[..., list[str]]]:
    """A session playing Multiverse and a function that sends lines (returns what they printed)."""
    return plugin_table(environ, PLUGIN, lang, players, seed, verbosity, MultiverseOptions(variants))




def typed_line(lang: str, hint: str) -> str | None:
    """What a player types for a hint: the option's number at a question (the table's hint), or the
    action the game's hint names first ("Hint, flip 3, it meets C1." gives "flip 3")."""
    answer = answer_typed(lang, hint)
    if answer is not None:
        return answer
    head = catalog("multiverse", lang).gettext("Hint, {move}.").split("{")[0]
    if not hint.startswith(head):
        return None
    return re.split(r"[,.]", hint[len(head):])[0].strip() or None


def hinted_game(environ: dict[str, str], lang: str, players: int, seed: int,
                verbosity: str = "normal") -> Hinted:
    """Play one whole game typing only what the hint says; stop at the first problem."""
    session, send = mv_table(environ, lang, players, seed, verbosity)
    played = play_by_hint(session, send, PLUGIN.command_list["hint"].word(lang),
                          lambda hint: typed_line(lang, hint), MOVES, lambda: session.host.game.state.turn)
    played.stopped = session.host.game.result == "stopped"
    played.turns = session.host.game.state.turn
    return played


_SHARED: dict[tuple[str, int, int, str], Hinted] = {}


def shared_hinted_game(new_environ: Callable[[str], dict[str, str]], lang: str, players: int, seed: int,
                       verbosity: str = "normal") -> Hinted:
    """:func:`hinted_game`, played once per test worker for each (lang, players, seed, verbosity) in
    folders of its own (``new_environ`` from tests/conftest.py) and shared by the tests that read
    it (lines typed and printed only; keep them in one xdist group, :func:`shared_group`)."""
    key = (lang, players, seed, verbosity)
    if key not in _SHARED:
        _SHARED[key] = hinted_game(new_environ("mv-hinted-{}-{}-{}-{}".format(*key)), *key)
    return _SHARED[key]


def shared_group(lang: str, players: int, seed: int, verbosity: str = "normal") -> str:
    """The xdist group of the tests that read :func:`shared_hinted_game` for these arguments."""
    return f"mv-hinted-{lang}-{players}-{seed}-{verbosity}"


DOMAINS = ("multiverse", "multiverse-table", "table", "commands")
"""Every catalog a Multiverse player at the table reads."""


def english_leaks(lines: list[str], lang: str) -> list[tuple[str, str]]:
    """English runs of words in ``lines`` (:func:`kit.played.english_leaks` over :data:`DOMAINS`)."""
    return leaks(lines, lang, DOMAINS)
