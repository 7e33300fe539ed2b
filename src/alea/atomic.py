"""Writing a file so that a crash leaves the old file or the new one, never half of either."""

from __future__ import annotations

import os
from itertools import count
from pathlib import Path


def write_text_atomic(path: str | os.PathLike[str], content: str) -> None:
    """Write ``content`` (UTF-8) to ``path`` through a temporary file, fsync and a rename.

    The temporary file sits beside the target (``NAME.<pid>.<n>.tmp``), created exclusively
    and readable by its owner only, as :func:`tempfile.mkstemp` would (without loading
    :mod:`tempfile`, which costs the table's start more than the write itself)."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for n in count():
        temporary = target.with_name(f"{target.name}.{os.getpid()}.{n}.tmp")
        try:
            handle = os.open(temporary, flags, 0o600)
            break
        except FileExistsError:
            continue
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(content)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
