"""The first screen waits for the terminal's focus (accessibility.md 14: the first screen heard, the
prompt never heard alone).

A terminal that runs ``alea`` itself (a desktop launcher, ``xfce4-terminal -x alea``) may be shown
Alea's first screen before its window has the focus. Orca 43 speaks an insertion no key caused
only in the focused terminal: it then said the window's name and, of the first screen, only the
line at the caret, the prompt sign alone ("⁍"), or nothing (tests/speech/test_orca_heard.py, direct
launch, on a loaded machine: 2 of 6 sessions on 26 November, both attempts of Tetrikon in French in
the CI run of stop 34's mend).

So at its start the table asks the terminal to report its focus (DECSET 1004) and, behind that,
its device attributes (DA1, which terminals answer, in the order asked): once the attributes are
back, any focus report the terminal makes has come. A VTE terminal (GNOME Terminal, xfce4-terminal,
MATE Terminal: the terminals Orca reads) reports its focus at once; when it says it is not focused,
the first screen waits for its focus, :data:`FOCUS_WAIT` seconds at most. A terminal that reports
no focus (xterm, tmux without ``focus-events``, the Linux console) costs the answer to DA1, which
the table's own start overlaps; one that answers nothing, :data:`ANSWER_WAIT`. The terminal is
read with echo off meanwhile (its answers are never shown, nor spoken); keys typed meanwhile go to
the first prompt (:attr:`FocusWatch.typed`).

A screen reader may also miss the terminal's first focus (a loaded Orca did, in 3 of 6 direct
sessions with two busy processes on the 2 cores): it then speaks the line at the caret, the prompt
sign alone, when the window next gets the focus. So the reports stay on until the first line is
entered, and the prompt (:func:`alea.cli.repl.watch_focus`) hides its sign while the focus is
away (the line at the caret is empty when the focus comes back) and, :data:`FOCUS_SETTLE` after
the focus came back, writes the first screen again with the prompt, while nothing is typed.
"""

from __future__ import annotations

import os
import re
import time
from select import select
from typing import Any, Callable, TextIO

FOCUS_ON, FOCUS_OFF, ASK_ATTRIBUTES = "\x1b[?1004h", "\x1b[?1004l", "\x1b[c"
"""Focus reports on and off (DECSET/DECRST 1004), and the primary device attributes asked (DA1)."""

FOCUS_REPORT = re.compile(rb"\x1b\[([IO])")
"""A focus report: ``I`` focused, ``O`` not."""

ATTRIBUTES = re.compile(rb"\x1b\[\?[0-9;]*c")
"""The terminal's answer to DA1."""

ANSWER_WAIT = 2.0
"""Seconds the first screen waits at most for a terminal that answers nothing (an answer come later
would reach the prompt as typed keys)."""

FOCUS_WAIT = 15.0
"""Seconds the first screen waits at most for the focus of a terminal that said it had none."""

FOCUS_SETTLE = 0.5
"""Seconds between a focus that came while the first screen waited and the first screen: Orca
reads the line at the caret when a window gets the focus, and a loaded Orca does so a few tenths
of a second after the focus (0.19 s measured); that line is then still empty, not the prompt sign."""


class FocusWatch:
    """The terminal's focus, asked at the table's start and awaited before its first screen."""

    def __init__(self, fd: int, stdout: TextIO, modes: list[Any]) -> None:
        """Watch the terminal read from ``fd`` (written to through ``stdout``), whose modes were ``modes``."""
        self.fd, self.stdout, self.modes = fd, stdout, modes
        self.asked = time.monotonic()
        self.settled = self.stopped = False
        self.away = False
        """Whether the focus left the terminal (and has not come back) since the first screen."""
        self.typed = ""
        """Keys typed while the first screen waited, for the first prompt."""

    def sign(self, prompt: str) -> Callable[[], str]:
        """The prompt ``prompt`` as the terminal shows it: nothing while the focus is away."""
        return lambda: "" if self.away and not self.stopped else prompt

    @classmethod
    def ask(cls, stdin: TextIO, stdout: TextIO) -> FocusWatch | None:
        """Ask the terminal behind ``stdin`` and ``stdout`` to report its focus and its attributes,
        its echo off meanwhile; None where there is no such terminal (or no :mod:`termios`)."""
        try:
            import termios

            fd = stdin.fileno()
            modes = termios.tcgetattr(fd)
            quiet = termios.tcgetattr(fd)
            quiet[3] &= ~(termios.ICANON | termios.ECHO)
            quiet[6][termios.VMIN], quiet[6][termios.VTIME] = 0, 0
            termios.tcsetattr(fd, termios.TCSANOW, quiet)
        except (ImportError, AttributeError, ValueError, OSError):  # (termios.error is an OSError)
            return None
        stdout.write(FOCUS_ON + ASK_ATTRIBUTES)
        stdout.flush()
        return cls(fd, stdout, modes)

    def settle(self) -> None:
        """Wait for the terminal's answer and, when it said it was not focused, for its focus; give
        the terminal its modes back (the reports stay on); what was typed meanwhile is kept in
        :attr:`typed` (once)."""
        if self.settled:
            return
        self.settled = True
        read = bytearray()
        waited = False
        try:
            deadline = self.asked + ANSWER_WAIT
            while True:
                reports = FOCUS_REPORT.findall(read)
                focused = reports[-1] == b"I" if reports else None
                if focused is False:
                    deadline, waited = max(deadline, self.asked + FOCUS_WAIT), True
                if ATTRIBUTES.search(read) and focused is not False:  # (the answer read, not left to the prompt)
                    break
                left = deadline - time.monotonic()
                if left <= 0 or not select([self.fd], [], [], left)[0]:
                    break
                chunk = os.read(self.fd, 1024)
                if not chunk:
                    break
                read += chunk
            if waited and focused:
                time.sleep(FOCUS_SETTLE)
        except OSError:
            pass
        finally:
            self.give_back()
        self.typed = ATTRIBUTES.sub(b"", FOCUS_REPORT.sub(b"", read)).decode("utf-8", "replace")

    def give_back(self) -> None:
        """The terminal's modes as they were."""
        try:
            import termios

            termios.tcsetattr(self.fd, termios.TCSADRAIN, self.modes)
        except (ImportError, OSError, ValueError):  # (no watch is made where termios is missing)
            pass

    def stop(self) -> None:
        """The first line is entered (or the table closes): the focus reports off, once."""
        if self.stopped:
            return
        self.stopped = True
        try:
            self.stdout.write(FOCUS_OFF)
            self.stdout.flush()
        except (OSError, ValueError):
            pass
