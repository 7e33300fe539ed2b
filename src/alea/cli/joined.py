"""One write for an answer and the prompt after it (accessibility.md 14: the prompt never heard alone).

A terminal screen reader speaks what a program writes as the terminal reports it: Orca 43 speaks
each insertion the VTE terminal reports, and an insertion of one character is spoken as that
character. When the table printed its answer line by line and prompt_toolkit drew the prompt in
a write of its own, the terminal often reported the prompt sign alone, and speech-dispatcher
spelled it ("symbol dva nula tři A", about 1.2 s) after half the answers; the two writes of a
question could also be reported twice over.

:class:`JoinedOutput` is the prompt_toolkit output of a terminal that holds what the table says
(:meth:`JoinedOutput.hold`, the :class:`~alea.table.output.Output`'s write) until prompt_toolkit
next draws something visible, and writes both with one ``write`` and one flush: the answer
arrives whole with the prompt at its end, the terminal reports one insertion, and Orca speaks one
utterance in which the sign, inside text, is said by no symbol table (tests/speech/test_prompt_sign.py).
That insertion ends at the caret, which is what makes Orca speak the first screen of a terminal
that started ``alea`` itself, where no key was pressed (docs/speech-and-braille.md).

prompt_toolkit's writes of escape sequences alone (bracketed paste on, the cursor shown) are
held too while an answer waits, so that the answer never goes out without the prompt. Whatever
is held when the table closes goes out with :meth:`JoinedOutput.release`.
"""

from __future__ import annotations

import re
from typing import Any, TextIO

from prompt_toolkit.output.flush_stdout import flush_stdout
from prompt_toolkit.output.vt100 import Vt100_Output

CONTROL = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[@-_]|[\x00-\x1f\x7f]")
"""An escape sequence (CSI, or an escape and one character) or a control character: nothing a
terminal shows as text."""


def visible(data: str) -> bool:
    """Whether ``data`` prints any character (not only moves the cursor or sets modes)."""
    return bool(CONTROL.sub("", data))


class JoinedOutput(Vt100_Output):
    """prompt_toolkit's terminal output, writing the table's held answer with its next drawing."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        """As prompt_toolkit's, with nothing held."""
        super().__init__(*args, **kwargs)
        self._held: list[str] = []
        self.first = ""
        """The first answer written (the first screen), which :mod:`alea.cli.focus` may write again."""

    @classmethod
    def to_terminal(cls, stdout: TextIO) -> JoinedOutput:
        """The output for the terminal ``stdout`` (its size read from the terminal, as prompt_toolkit does)."""
        made = cls.from_pty(stdout)
        assert isinstance(made, JoinedOutput)
        return made

    def hold(self, text: str) -> None:
        """Keep ``text`` (lines the table says) to be written with the next visible drawing."""
        self._held.append(text)

    def held(self) -> str:
        """What is waiting to be written."""
        return "".join(self._held)

    def flush(self) -> None:
        """Write prompt_toolkit's buffer, after the held answer, in one write; while an answer is
        held and the buffer shows nothing, keep both for the drawing that follows."""
        waiting = self.held()
        if not waiting:
            super().flush()
            return
        drawn = "".join(self._buffer)
        if not visible(drawn):
            return
        self._buffer = []
        self._held = []
        self.first = self.first or waiting
        flush_stdout(self.stdout, waiting + drawn)

    def release(self) -> None:
        """Write what is held (the last answer, no prompt after it): the table is closing."""
        waiting = self.held() + "".join(self._buffer)
        self._held, self._buffer = [], []
        if waiting:
            flush_stdout(self.stdout, waiting)
