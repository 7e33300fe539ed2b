"""Giving memory back to the system once tables have left the server's memory.

A table let go is freed at once by reference counting (:meth:`alea.online.hosting.OnlineTable.close`),
but freed memory stays in the process: CPython's allocator keeps its arenas until each is empty,
and the C library keeps freed pages at the top of its heaps. When the last table leaves (a server
that nobody plays at), :func:`give_back` collects what cycles remain and asks the C library to
return its free pages (``malloc_trim``, glibc's); every :data:`TRIM_EVERY` tables let go, only the
cheap second half, so that a busy server never pauses for a full collection.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc

TRIM_EVERY = 128
"""Tables let go between two returns of free pages while other tables are played."""

_libc: ctypes.CDLL | None = None


def trim() -> bool:
    """Return the C library's free pages to the system (glibc's ``malloc_trim``); False where there is none."""
    global _libc
    try:
        if _libc is None:
            _libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return bool(_libc.malloc_trim(0))
    except (OSError, AttributeError):
        return False


def give_back(*, idle: bool) -> None:
    """After tables left memory: ``idle`` (none is left): collect, then trim; else trim alone."""
    if idle:
        gc.collect()
    trim()
