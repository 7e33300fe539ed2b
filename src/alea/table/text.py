"""Normalising what players type, so that matching forgives case and accents.

A Czech player may type ``vytezit`` for ``vytěžit`` and a French player
``etudier`` for ``étudier``: both are matched through :func:`fold`. Lines are
checked by :func:`check_line` before anything else looks at them.
"""

from __future__ import annotations

import unicodedata

from alea.errors import AleaError

MAX_LINE = 200
"""The longest line the table accepts; longer input is refused whole."""


def fold(word: str) -> str:
    """Return ``word`` case-folded and without diacritics ("Vytěžit" -> "vytezit")."""
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def tokens(line: str) -> list[str]:
    """Split a line into words on whitespace and commas."""
    return line.replace(",", " ").split()


class LineProblem(AleaError, ValueError):
    """A line that cannot be read at all; ``code`` says why (``empty``, ``too_long``, ``control``)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


def check_line(raw: str) -> str:
    """Return the line stripped and NFC-normalised, or raise :class:`LineProblem`."""
    line = unicodedata.normalize("NFC", raw.strip())
    if not line:
        raise LineProblem("empty")
    if len(line) > MAX_LINE:
        raise LineProblem("too_long")
    if any(unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn") for ch in line):
        raise LineProblem("control")
    return line
