"""Sessions for tests, their output captured: the table on its own, or with a Tesseract game."""

from __future__ import annotations

import io

from alea.cli.options import Options
from alea.cli.output import Output
from alea.cli.session import Session
from alea.cli.settings import Settings
from alea.tesseract.table.host import TesseractHost


class Table:
    """A session in ``lang`` whose printed lines are kept in ``out``."""

    def __init__(self, environ: dict[str, str], lang: str = "en") -> None:
        self.out = io.StringIO()
        self.session = Session(Settings(lang=lang), Output(self.out.write), environ)

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
                      environ, persist=False)
    session.host = TesseractHost(session, Options(**{"seed": 7, **options}))

    def send(*lines):
        start = len(out.getvalue())
        for line in lines:
            session.handle(line)
        return out.getvalue()[start:].splitlines()

    send.out = out  # type: ignore[attr-defined]
    return session, send
