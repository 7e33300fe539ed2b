"""The three verbosity levels of the table (accessibility.md, rule 9)."""

from __future__ import annotations

from enum import Enum

TERSE_LINE = 40
"""Cells of a braille display's line: what a terse message fits where it can (accessibility.md, rule 3)."""


class Verbosity(Enum):
    """How much a message says.

    * ``TERSE``: braille abbreviations, one 40-cell line where possible;
    * ``NORMAL``: whole short sentences, the key fact first;
    * ``VERBOSE``: full card texts and the reasons behind each fact.
    """

    TERSE = "terse"
    NORMAL = "normal"
    VERBOSE = "verbose"

    @classmethod
    def parse(cls, value: "Verbosity | str") -> "Verbosity":
        """Return the level named ``value`` ("terse", "normal", "verbose") or ``value`` itself."""
        if isinstance(value, cls):
            return value
        return cls(str(value).lower())
