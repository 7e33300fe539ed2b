"""Reading a small JSON file that may be hostile: it never blocks, never reads past a cap, never recurses deep.

Saves, the autosave and the settings are read through :func:`read_json`. Whatever the path
names (a FIFO, a device, a folder, a 300 MB file, 100,000 brackets, a 5,000-digit number), the
answer is a :class:`JsonFileError` with a reason code, in well under a second, and nothing else
is read. The checks are portable: ``stat.S_ISREG`` works on every system, and ``O_NONBLOCK``
(which keeps a FIFO that slipped between the check and the open from blocking) is used only
where the system has it.
"""

from __future__ import annotations

import json
import os
import stat
from typing import Any

from alea.errors import AleaError

MAX_DEPTH = 64
"""Arrays and objects nested deeper than this are refused (a save needs about eight)."""

MAX_DIGITS = 30
"""Whole numbers with more digits than this are refused (a seed needs at most 19)."""

REASONS: tuple[str, ...] = ("missing", "not_a_file", "unreadable", "too_large", "not_json", "too_deep",
                            "number_too_long")
"""Every reason code of a :class:`JsonFileError`."""


class JsonFileError(AleaError, ValueError):
    """A JSON file that cannot be used; ``reason`` is one of :data:`REASONS`."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(reason if not detail else f"{reason}: {detail}")
        self.reason = self.code = reason
        self.detail = detail


def _whole_number(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise JsonFileError("number_too_long", f"{len(text)} digits")
    return int(text)


def _no_constant(name: str) -> Any:
    raise JsonFileError("not_json", name)


def read_bytes(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The content of the regular file ``path`` if it holds at most ``max_bytes``; JsonFileError otherwise."""
    try:
        info = os.stat(path)
    except FileNotFoundError as err:
        raise JsonFileError("missing") from err
    except (OSError, ValueError) as err:
        raise JsonFileError("unreadable", getattr(err, "strerror", None) or str(err)) from err
    if not stat.S_ISREG(info.st_mode):  # a folder, a FIFO, a device, a socket: never opened
        raise JsonFileError("not_a_file", stat.filemode(info.st_mode))
    if info.st_size > max_bytes:
        raise JsonFileError("too_large", str(info.st_size))
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        descriptor = os.open(path, flags)
        with os.fdopen(descriptor, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):  # swapped after the check
                raise JsonFileError("not_a_file")
            raw = handle.read(max_bytes + 1)
    except FileNotFoundError as err:
        raise JsonFileError("missing") from err
    except OSError as err:
        raise JsonFileError("unreadable", err.strerror or "") from err
    if len(raw) > max_bytes:
        raise JsonFileError("too_large", f"more than {max_bytes}")
    return raw


def parse_json(raw: bytes) -> Any:
    """Parse ``raw`` (UTF-8 JSON) with the limits of this module; JsonFileError on anything else."""
    try:
        text = raw.decode("utf-8")
        data = json.loads(text, parse_int=_whole_number, parse_constant=_no_constant)
    except JsonFileError:
        raise
    except RecursionError as err:
        raise JsonFileError("too_deep") from err
    except (UnicodeDecodeError, ValueError) as err:  # ValueError: JSONDecodeError and friends
        raise JsonFileError("not_json", str(err)[:80]) from err
    _check_depth(data)
    return data


def read_json(path: str | os.PathLike[str], max_bytes: int) -> Any:
    """Read and parse a JSON file of at most ``max_bytes``; JsonFileError with a reason otherwise."""
    return parse_json(read_bytes(path, max_bytes))


def _check_depth(data: Any) -> None:
    """Refuse values nested deeper than :data:`MAX_DEPTH` (without recursion of our own)."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, (list, dict)):
            if depth > MAX_DEPTH:
                raise JsonFileError("too_deep", f"deeper than {MAX_DEPTH}")
            children = value.values() if isinstance(value, dict) else value
            stack.extend((child, depth + 1) for child in children if isinstance(child, (list, dict)))
