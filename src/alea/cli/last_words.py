"""Letting the last words be heard before ``alea`` ends.

At the end of the input (a script, a pipe, Ctrl-D) and after ``quit``, the game
waits until its own voice has said everything. A player at a terminal need not
wait: Enter ends the program at once (the "second Enter" after ``quit``). From a
pipe or a file nobody can press Enter, so the speech always finishes.
"""

from __future__ import annotations

import os
import select
import sys
from collections.abc import Callable

from alea.table.output import Output


def enter_pressed(fd: int) -> Callable[[], bool]:
    """A check that is true once Enter was pressed at the terminal ``fd`` (in line mode).

    What was typed is consumed. The end of input (Ctrl-D) is not Enter.
    """
    if sys.platform == "win32":  # pragma: no cover - the console has no select(); msvcrt reads its keys
        import msvcrt

        def console_enter() -> bool:
            pressed = False
            while msvcrt.kbhit():
                pressed = msvcrt.getwch() in "\r\n" or pressed
            return pressed

        return console_enter

    def line_typed() -> bool:
        try:
            ready, _, _ = select.select([fd], [], [], 0)
            return bool(ready) and bool(os.read(fd, 4096))
        except (OSError, ValueError):
            return False

    return line_typed


def input_fd(stream: object) -> int | None:
    """The file descriptor the keys come from (any on Windows, whose console has none); None without one."""
    try:
        fileno: int = stream.fileno()  # type: ignore[attr-defined]
        return fileno
    except (AttributeError, NotImplementedError, OSError, ValueError):
        return 0 if sys.platform == "win32" else None


def terminal_fd(stream: object) -> int | None:
    """The file descriptor of ``stream`` if it is a terminal, else ``None`` (a pipe, a file, a test's text)."""
    try:
        fd = stream.fileno()  # type: ignore[attr-defined]
        return fd if os.isatty(fd) else None
    except (AttributeError, OSError, ValueError):
        return None


def let_speech_finish(output: Output, fd: int | None) -> None:
    """Wait until the speech has said everything; at a terminal ``fd``, Enter stops the wait."""
    output.finish_speech(enter_pressed(fd) if fd is not None else None)
