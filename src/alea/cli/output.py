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
        self.script_failure: tuple[str, OSError] | None = None
        """The transcript file that could not be written, and why (the session says it, then clears it)."""
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
        self._to_script(shown)

    def last(self, count: int = 1) -> list[tuple[str, ...]]:
        """The last ``count`` messages, oldest first."""
        return self.messages[-count:] if count > 0 else []

    def close(self) -> None:
        """Stop the script and the speaker."""
        self.stop_script()
        if self.speaker is not None:
            self.speaker.close()
            self.speaker = None

    def stop_script(self) -> None:
        """Close the transcript file, if one is open (what could not be written is lost, nothing else)."""
        script, self.script = self.script, None
        if script is not None:
            try:
                script.close()
            except OSError:
                pass

    def _to_script(self, line: str) -> None:
        """Copy ``line`` to the transcript; a file the system refuses to write stops the transcript."""
        if self.script is None:
            return
        try:
            self.script.write(line + "\n")
            self.script.flush()
        except OSError as error:
            self.script_failure = (self.script.name, error)
            self.stop_script()

    def _emit(self, line: str) -> None:
        self._write(line + "\n")
        self._to_script(line)
