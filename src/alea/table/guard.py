"""The guard that keeps every traceback away from the player.

Details of an unexpected error go to ``alea.log`` in the data directory; the
player hears one short localized line instead.

The log stays small whatever happens (a table server answering thousands of bad requests): an
error is written with its traceback once per kind (its exception's type and the line that raised
it) in :data:`KIND_INTERVAL` seconds; the repeats in between are counted and the count is written
with the next one of that kind. A log past :data:`LOG_MOST` bytes is rotated (``alea.log.1`` to
``alea.log.3``, the oldest dropped).
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from pathlib import Path

from alea.table.storage import data_dir

LOG_NAME = "alea.log"

LOG_MOST = 1 << 20
"""The size past which the log is rotated."""

LOG_KEPT = 3
"""How many rotated logs are kept."""

KIND_INTERVAL = 60.0
"""Seconds during which an error of one kind is written once (then counted)."""

KINDS_REMEMBERED = 256
"""How many kinds of error are remembered at once (then forgotten and written again)."""

_kinds: dict[tuple[str, str, int], tuple[float, int]] = {}
"""For each kind of error: when it was last written, and how many since then were not."""


def log_path(environ: Mapping[str, str]) -> Path:
    """The error log."""
    return data_dir(environ) / LOG_NAME


def kind_of(error: BaseException) -> tuple[str, str, int]:
    """An error's kind: its type, and the file and line that raised it."""
    frame = error.__traceback__
    while frame is not None and frame.tb_next is not None:
        frame = frame.tb_next
    if frame is None:
        return type(error).__qualname__, "", 0
    return type(error).__qualname__, frame.tb_frame.f_code.co_filename, frame.tb_lineno


def rotate(path: Path) -> None:
    """Move a full log aside (``.1``, older ones further, the oldest dropped)."""
    if not path.exists() or path.stat().st_size < LOG_MOST:
        return
    for number in range(LOG_KEPT - 1, 0, -1):
        older = path.with_name(f"{path.name}.{number}")
        if older.exists():
            older.replace(path.with_name(f"{path.name}.{number + 1}"))
    path.replace(path.with_name(f"{path.name}.1"))


def log_exception(environ: Mapping[str, str], error: BaseException) -> None:
    """Append ``error``'s traceback to the log, once per kind in :data:`KIND_INTERVAL` (repeats are
    counted); a log that cannot be written is given up silently."""
    import traceback  # loaded only when something went wrong

    kind = kind_of(error)
    now = time.monotonic()
    last, unwritten = _kinds.get(kind, (-KIND_INTERVAL, 0))
    if now - last < KIND_INTERVAL:
        _kinds[kind] = (last, unwritten + 1)
        return
    if len(_kinds) >= KINDS_REMEMBERED:
        _kinds.clear()
    _kinds[kind] = (now, 0)
    counted = f"({unwritten} more of this kind since the last one written)\n" if unwritten else ""
    _append(environ, counted + "".join(traceback.format_exception(error)))


def log_note(environ: Mapping[str, str], text: str) -> None:
    """Append one line (a server's connection lost or made again) to the log, stamped."""
    _append(environ, text + "\n")


def _append(environ: Mapping[str, str], text: str) -> None:
    """Append ``text`` to the log under a time stamp; a log that cannot be written is given up silently."""
    import datetime  # loaded only when something is written

    try:
        path = log_path(environ)
        path.parent.mkdir(parents=True, exist_ok=True)
        rotate(path)
        stamp = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
        with path.open("a", encoding="utf-8") as stream:
            stream.write(f"--- {stamp}\n{text}")
    except OSError:
        pass
