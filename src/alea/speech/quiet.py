"""Keep library noise off the terminal.

Speech libraries talk to the terminal on their own: accessible_output2 prints
"Cannot find Speech Dispatcher ..." with ``print``, and C libraries may write to
file descriptor 1 or 2 directly. For a screen reader user that noise is read out
between the game's lines, so everything a backend says while it loads goes
through :func:`quiet`, which sends both Python's streams and the process's
descriptors 1 and 2 to the null device.
"""

from __future__ import annotations

import contextlib
import ctypes
import io
import os
import sys
import threading
from collections.abc import Iterator

_lock = threading.Lock()


def _flush(stream: object) -> None:
    flush = getattr(stream, "flush", None)
    if flush is not None:
        with contextlib.suppress(OSError, ValueError):
            flush()


def _flush_c_streams() -> None:
    """Flush the C library's stdio buffers, so that what a C library wrote goes to the null device too."""
    if sys.platform == "win32":
        return
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None).fflush(None)


@contextlib.contextmanager
def quiet(descriptors: bool = True) -> Iterator[None]:
    """Silence stdout and stderr for the block.

    With ``descriptors`` (the default, for loading libraries) the process's file
    descriptors 1 and 2 go to the null device too, catching C libraries; without it
    only Python's streams are redirected, which is enough around a Python call and
    cannot swallow what the C runtime of another thread writes meanwhile.
    """
    with _lock:
        _flush(sys.stdout)
        _flush(sys.stderr)
        saved: list[tuple[int, int]] = []
        devnull = os.open(os.devnull, os.O_WRONLY) if descriptors else -1
        try:
            for fd in (1, 2) if descriptors else ():
                with contextlib.suppress(OSError):
                    saved.append((fd, os.dup(fd)))
                    os.dup2(devnull, fd)
            with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
                yield
        finally:
            if descriptors:
                _flush_c_streams()
                for fd, copy in saved:
                    os.dup2(copy, fd)
                    os.close(copy)
                os.close(devnull)
