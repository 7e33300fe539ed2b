"""Everything the table says goes through one :class:`Output`: append-only lines.

It keeps the messages for ``again`` and ``history``, copies them to a
transcript file while ``script`` is on, and hands them to a speaker when the
game speaks by itself. A message is the block of lines that answers one input.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import Protocol, TextIO

from alea.cli.text import MAX_LINE

HISTORY_SIZE = 500
"""How many messages ``history`` can reach back."""


class Speaker(Protocol):
    """What the table needs of a speech backend (see :mod:`alea.speech`)."""

    def say(self, text: str) -> None:
        """Speak ``text``, interrupting what is being said."""

    def silence(self) -> None:
        """Stop speaking."""

    def close(self) -> None:
        """Release the backend."""


def printable(line: str) -> str:
    """``line`` with control characters shown as "?" and cut to :data:`MAX_LINE` characters."""
    shown = "".join("?" if unicodedata.category(ch).startswith("C") else ch for ch in line)
    return shown if len(shown) <= MAX_LINE else shown[:MAX_LINE] + "..."


class Output:
    """The table's voice: writes lines, remembers messages, feeds a script file and a speaker."""

    def __init__(self, write: Callable[[str], None]) -> None:
        self._write = write
        self.messages: list[tuple[str, ...]] = []
        self.script: TextIO | None = None
        self.speaker: Speaker | None = None

    def say(self, *lines: str, remember: bool = True) -> None:
        """Print one message (one or more lines); keep it for ``again`` unless ``remember`` is False."""
        if not lines:
            return
        for line in lines:
            self._emit(line)
        if remember:
            self.messages.append(tuple(lines))
            del self.messages[:-HISTORY_SIZE]
        if self.speaker is not None:
            self.speaker.say(" ".join(lines))

    def echo(self, line: str, *, to_terminal: bool) -> None:
        """Record the player's input as ``> line`` (printed too in plain mode)."""
        shown = "> " + printable(line)
        if to_terminal:
            self._write(shown + "\n")
        if self.script is not None:
            self.script.write(shown + "\n")
            self.script.flush()

    def last(self, count: int = 1) -> list[tuple[str, ...]]:
        """The last ``count`` messages, oldest first."""
        return self.messages[-count:] if count > 0 else []

    def close(self) -> None:
        """Stop the script and the speaker."""
        if self.script is not None:
            self.script.close()
            self.script = None
        if self.speaker is not None:
            self.speaker.close()
            self.speaker = None

    def _emit(self, line: str) -> None:
        self._write(line + "\n")
        if self.script is not None:
            self.script.write(line + "\n")
            self.script.flush()
