"""A small ctypes binding to liblouis, the braille translator.

There is no maintained liblouis binding on PyPI, and Debian's ``python3-louis``
lives outside the project's virtual environment, so Alea talks to the shared
library itself (Debian: ``liblouis20``, tables in ``liblouis-data``). Only what
the export needs is bound: the version, the width of a liblouis character, a
table check and ``lou_translateString`` in Unicode-braille mode. liblouis's own
log goes to a callback that keeps the messages for error reports instead of
writing them to the terminal.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys
import threading
from functools import lru_cache

from alea.errors import AleaError

_DOTS_IO = 4
_UNICODE_BRAILLE = 64
_LOG_ERROR = 40000

_LIBRARY_NAMES: dict[str, tuple[str, ...]] = {
    "linux": ("liblouis.so.20",),
    "darwin": ("liblouis.20.dylib", "liblouis.dylib"),
    "win32": ("liblouis.dll", "louis.dll"),
}

_LogCallback = ctypes.CFUNCTYPE(None, ctypes.c_int, ctypes.c_char_p)


class LouisUnavailable(AleaError, OSError):
    """The liblouis shared library could not be loaded."""


class LouisTableUnavailable(AleaError, LookupError):
    """liblouis is there, but one of its translation tables is not."""


class LouisError(AleaError, RuntimeError):
    """liblouis refused to translate a text; the message carries its log."""


class Louis:
    """One loaded liblouis library. liblouis is not thread-safe: calls are serialised."""

    def __init__(self, library: ctypes.CDLL) -> None:
        self._lib = library
        self._lock = threading.Lock()
        self._log: list[str] = []
        library.lou_version.restype = ctypes.c_char_p
        library.lou_charSize.restype = ctypes.c_int
        library.lou_getTable.restype = ctypes.c_void_p
        library.lou_getTable.argtypes = [ctypes.c_char_p]
        library.lou_translateString.restype = ctypes.c_int
        library.lou_translateString.argtypes = [
            ctypes.c_char_p, ctypes.c_void_p, ctypes.POINTER(ctypes.c_int),
            ctypes.c_void_p, ctypes.POINTER(ctypes.c_int),
            ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int,
        ]
        # Keep a reference: liblouis calls it for as long as the process lives.
        self._callback = _LogCallback(self._keep_log)
        library.lou_registerLogCallback(self._callback)
        self._char_size = library.lou_charSize()
        self._encoding = "utf_32_le" if self._char_size == 4 else "utf_16_le"

    def _keep_log(self, level: int, message: bytes | None) -> None:
        if level >= _LOG_ERROR and message:
            self._log.append(message.decode("utf-8", "replace"))

    @property
    def version(self) -> str:
        """liblouis's version, for example ``"3.24.0"``."""
        version: bytes = self._lib.lou_version()
        return version.decode("ascii")

    def check_table(self, table: str) -> None:
        """Raise :class:`LouisTableUnavailable` unless liblouis can compile ``table``."""
        with self._lock:
            self._log.clear()
            if not self._lib.lou_getTable(table.encode("utf-8")):
                raise LouisTableUnavailable(f"{table}: {' '.join(self._log) or 'not found'}")

    def translate(self, text: str, table: str) -> str:
        """Translate one line of print into Unicode braille (U+2800..U+28FF) with ``table``."""
        if not text:
            return ""
        data = text.encode(self._encoding)
        length = len(data) // self._char_size
        capacity = length * 4 + 64
        with self._lock:
            while True:
                self._log.clear()
                out = ctypes.create_string_buffer(capacity * self._char_size)
                in_len = ctypes.c_int(length)
                out_len = ctypes.c_int(capacity)
                ok = self._lib.lou_translateString(
                    table.encode("utf-8"), data, ctypes.byref(in_len), out, ctypes.byref(out_len),
                    None, None, _DOTS_IO | _UNICODE_BRAILLE,
                )
                if not ok:
                    raise LouisError(f"{table}: {' '.join(self._log) or 'translation failed'}")
                if in_len.value >= length and out_len.value < capacity:
                    return out.raw[: out_len.value * self._char_size].decode(self._encoding)
                capacity *= 4


@lru_cache(maxsize=1)
def load() -> Louis:
    """Load liblouis once per process, or raise :class:`LouisUnavailable`."""
    names = list(_LIBRARY_NAMES.get(sys.platform, ()))
    found = ctypes.util.find_library("louis")
    if found:
        names.append(found)
    errors = []
    for name in names:
        try:
            return Louis(ctypes.CDLL(name))
        except OSError as error:
            errors.append(str(error))
    raise LouisUnavailable("; ".join(errors) or "liblouis not found")
