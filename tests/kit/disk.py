"""A folder whose writes fail, for the tests that a move is never made unsaved and a game never lost
(tests/tesseract/table/test_never_lost.py, tests/table/test_kept_before_told.py)."""

from __future__ import annotations

import contextlib
import errno
import os
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest


@contextlib.contextmanager
def full_folder() -> Iterator[tuple[Path, str]]:
    """A folder whose writes fail, and the words the player must hear: a 256 KiB tmpfs filled up (root),
    or a read-only folder (others)."""
    with tempfile.TemporaryDirectory(prefix="alea-disk-") as base:
        folder = Path(base)
        if os.geteuid() == 0:  # type: ignore[attr-defined]  # the test runs on POSIX: CI, as root
            subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(folder)], check=True)
            try:
                (folder / "data").mkdir()
                yield folder, "the disk is full"
            finally:
                subprocess.run(["umount", "-l", str(folder)], check=True)
        else:
            (folder / "data").mkdir()
            yield folder, "the folder cannot be written to"


def fill(folder: Path) -> None:
    """Fill the disk of ``folder`` (or, read-only, make its data folder unwritable)."""
    if os.geteuid() != 0:  # type: ignore[attr-defined]
        (folder / "data").chmod(0o500)
        return
    with open(folder / "filler", "wb", buffering=0) as handle:  # unbuffered: nothing left to flush at close
        with contextlib.suppress(OSError):
            while True:
                handle.write(b"\0" * 4096)
    with pytest.raises(OSError) as full:
        (folder / "probe").write_bytes(b"\0" * 8192)
    assert full.value.errno == errno.ENOSPC


def free(folder: Path) -> None:
    """Give the space (or the write permission) back."""
    if os.geteuid() != 0:  # type: ignore[attr-defined]
        (folder / "data").chmod(0o700)
        return
    (folder / "filler").unlink()
    (folder / "probe").unlink(missing_ok=True)
