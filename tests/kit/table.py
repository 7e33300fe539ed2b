"""Sessions for tests, their output captured: the table on its own, or with a Tesseract game."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from typing import Any

from alea.table import answer_hint

from alea import games
from alea.table.options import Options
from alea.table.output import Output
from alea.table.session import Session
from alea.table.settings import Settings
from alea.i18n import catalog
from alea.tesseract.table.options import TesseractOptions

GAME_IDS: tuple[str, ...] = tuple(entry.id for entry in games.GAMES)
"""Every game of the registry, in its order: what a test of every game runs over (a game added is tested
with no list of games to extend)."""

TESSERACT = games.plugin("tesseract")
"""Tesseract's plug-in, as the table loads it."""

COMMANDS = TESSERACT.command_list
"""The commands Tesseract is played with (its own and the table's)."""

BY_ID = COMMANDS.by_id
"""Those commands by id."""


def command_table(lang: str):
    """Tesseract's commands as ``lang`` writes them."""
    return COMMANDS.in_language(lang)


def tesseract_host(session: Session, options: Options):
    """Seat a Tesseract game at ``session`` (it starts or resumes one at once)."""
    session.host = TESSERACT.host(session, options)
    return session.host


def tesseract_options(seed: int | None = None, load: str | None = None, **chosen) -> Options:
    """Options of a Tesseract game: the table's (seed, load), Tesseract's own (base, edition ...)."""
    return Options(seed=seed, load=load, game_options=TesseractOptions(**chosen), particular=bool(chosen))


class Table:
    """A session in ``lang`` whose printed lines are kept in ``out``."""

    def __init__(self, environ: dict[str, str], lang: str = "en") -> None:
        self.out = io.StringIO()
        self.session = Session(Settings(lang=lang), Output(self.out.write), environ, commands=COMMANDS,
                               games=games.GAMES)

    def send(self, *lines: str) -> list[str]:
        """Send lines; return what was printed for them."""
        start = len(self.out.getvalue())
        for line in lines:
            self.session.handle(line)
        return self.out.getvalue()[start:].splitlines()


def game_table(environ, lang="en", settings=None, **options):
    """A session with a Tesseract game (seed 7, two players) and a function that sends lines;
    ``settings`` overrides fields of the session's Settings."""
    out = io.StringIO()
    session = Session(Settings(**{"lang": lang, "players": 2, **(settings or {})}), Output(out.write),
                      environ, persist=False, commands=COMMANDS, games=games.GAMES)
    tesseract_host(session, tesseract_options(**{"seed": 7, **options}))

    def send(*lines):
        start = len(out.getvalue())
        for line in lines:
            session.handle(line)
        return out.getvalue()[start:].splitlines()

    send.out = out  # type: ignore[attr-defined]
    return session, send


def template_pattern(template: str) -> re.Pattern[str]:
    """A catalog template ("Hint, answer {word}.") as a regular expression, one named group per field;
    a period right after a field may be missing, as when the field's value ends with its own "!"
    (``alea.narration.sentences.ended``)."""
    parts = re.split(r"(\{\w+\}\.?)", template)
    return re.compile("^" + "".join(f"(?P<{p[1:].split('}')[0]}>.+?)" + (r"\.?" if p.endswith(".") else "")
                                    if p.startswith("{") else re.escape(p) for p in parts) + "$")


def answer_typed(lang: str, hint: str) -> str | None:
    """What the player types for the table's hint at a waiting question (any form of
    ``alea.table.answer_hint.TEMPLATES``, at any verbosity): the number or the yes/no word; None
    for another line."""
    for template in answer_hint.TEMPLATES:
        found = template_pattern(catalog(template.domain, lang).gettext(template.msgid)).match(hint)
        if found is None:
            continue
        typed = found.groupdict().get("number") or found.group("word")
        if "number" not in found.groupdict() or typed.isdigit():  # a game's "Hint, {move}" is no number
            return typed
    return None


def plugin_table(environ: dict[str, str], plugin: Any, lang: str, players: int, seed: int,
                 verbosity: str = "normal", game_options: Any = None,
                 ) -> tuple[Session, Callable[..., list[str]]]:
    """A session playing ``plugin``'s game and a function that sends lines (returns what they printed)."""
    out = io.StringIO()
    session = Session(Settings(lang=lang, players=players, verbosity=verbosity, game=plugin.id),
                      Output(out.write), environ, persist=False, commands=plugin.command_list)
    session.host = plugin.host(session, Options(lang=lang, game=plugin.id, players=players, seed=seed,
                                                verbosity=verbosity, game_options=game_options))

    def send(*lines: str) -> list[str]:
        start = len(out.getvalue())
        for line in lines:
            session.handle(line)
        return out.getvalue()[start:].splitlines()

    send.out = out  # type: ignore[attr-defined]
    return session, send
