"""A process of ours at a pseudo-terminal whose other end the test plays, as a terminal does: it
keeps every byte the process wrote, and types keys (or a terminal's answers) into it. The sound
and speech tests run ``alea --speech`` there, tests/cli/test_focus.py plays a terminal's focus;
:func:`shown` is what a terminal shows of what it was written (tests/cli/test_joined.py too)."""

from __future__ import annotations

import fcntl
import os
import re
import struct
import subprocess
import termios
import threading
from collections.abc import Callable


def shown(written: str) -> str:
    """What a terminal shows of ``written``: its text and line breaks, without escape sequences,
    cursor moves and other control characters."""
    return re.sub(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[@-_]|[\x00-\x09\x0b-\x1f\x7f]", "", written)


class PseudoTerminal:
    """The process ``start(slave)`` makes, with the slave end as its terminal of ``rows`` x ``columns``."""

    def __init__(self, start: Callable[[int], subprocess.Popen], rows: int = 24, columns: int = 80) -> None:
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        self.game = start(slave)
        os.close(slave)
        self.screen = bytearray()
        self.lock = threading.Lock()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        while True:
            try:
                chunk = os.read(self.master, 4096)
            except OSError:
                return
            if not chunk:
                return
            with self.lock:
                self.screen.extend(chunk)

    def text(self) -> str:
        """Everything the process wrote so far."""
        with self.lock:
            return self.screen.decode("utf-8", "replace")

    def type(self, keys: str) -> None:
        """Press keys, as a player does (or answer, as the terminal does)."""
        os.write(self.master, keys.encode())

    def close(self, bound: float) -> None:
        """The process stopped (killed if it still runs), the terminal closed."""
        if self.game.poll() is None:
            self.game.kill()
        self.game.wait(bound)
        os.close(self.master)
