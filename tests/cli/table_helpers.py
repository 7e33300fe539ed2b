"""A session without a game, its output captured: the table on its own."""

from __future__ import annotations

import io

from alea.cli.output import Output
from alea.cli.session import Session
from alea.cli.settings import Settings


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
