"""Keeping the player's files safe: damaged files set aside, leftovers cleaned, one Alea per game folder.

- A file that cannot be used (a damaged autosave, a settings file that is a folder) is never
  deleted: it is renamed next to itself, ``<stem>.damaged-<n><suffix>`` (the first free number).
- Temporary files left by a crash in the middle of an atomic write (``<name>.json.<pid>.<n>.tmp``,
  :mod:`alea.atomic`) are removed at start: at once when the process that wrote it is gone (on
  POSIX, where that can be asked), else once they are a minute old (a younger one may be another
  Alea's write). A game killed mid-save and started again within the minute left them for good.
- The data folder's game is locked (``fcntl.flock`` on POSIX, ``msvcrt.locking`` on Windows, from
  the standard library: the ``filelock`` package cost 35-40 ms of every start) by the first Alea
  that opens it; a second one is told and does not write that game.
- :func:`why` puts an ``OSError`` of a write into words the player understands.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
import time
from pathlib import Path

from alea.table import catalogs

LEFTOVER_AGE = 60.0
"""Seconds after which a temporary file is taken for a crash's leftover."""

FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EFBIG}
"""Errors that mean no more room."""

READ_ONLY = {errno.EROFS, errno.EACCES, errno.EPERM}
"""Errors that mean the folder or file cannot be written."""


def set_aside(path: Path) -> Path:
    """Rename ``path`` (a file, a folder or a special file) to the first free ``<stem>.damaged-<n><suffix>``."""
    number = 1
    while True:
        kept = path.with_name(f"{path.stem}.damaged-{number}{path.suffix}")
        if not os.path.lexists(kept):
            os.rename(path, kept)
            return kept
        number += 1


def writer_gone(path: Path) -> bool:
    """Whether the process that wrote the temporary file ``path`` (``NAME.<pid>.<n>.tmp``) has ended;
    False when that cannot be known (another name, Windows, a process of another user)."""
    parts = path.name.split(".")
    if len(parts) < 4 or not parts[-3].isdigit() or sys.platform == "win32":
        return False
    pid = int(parts[-3])
    if pid == os.getpid() or pid <= 0:
        return False
    try:
        os.kill(pid, 0)  # signal 0: nothing is sent, only asked whether the process is there
    except ProcessLookupError:
        return True
    except (OSError, OverflowError):  # there, but another user's (EPERM), or no such number
        return False
    return False


def clean_leftovers(folder: Path, now: float | None = None) -> list[Path]:
    """Remove the temporary files of interrupted atomic writes in ``folder``; returns those removed."""
    now = time.time() if now is None else now
    removed = []
    try:
        candidates = list(folder.glob("*.json.*.tmp"))
    except OSError:
        return []
    for path in candidates:
        try:
            info = path.lstat()
            if stat.S_ISREG(info.st_mode) and (now - info.st_mtime >= LEFTOVER_AGE or writer_gone(path)):
                path.unlink()
                removed.append(path)
        except OSError:
            continue
    return removed


_HELD: dict[str, list[int]] = {}
"""The locks this process holds: path -> [file descriptor, holders]. Tables opened one after another
in one process (tests) share a path's lock; the lock is between processes."""

_TAKEN = {errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES, errno.EDEADLK}
"""The errors a non-blocking lock gives when another process holds it."""


def _lock(fd: int) -> None:
    """Take the lock on ``fd`` without waiting; ``OSError`` when another process holds it."""
    if sys.platform == "win32":
        import msvcrt

        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


class GameLock:
    """The lock of one game folder, held from :meth:`acquire` until :meth:`release` or the process ends."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.held = False

    def acquire(self) -> bool:
        """Take the lock; False when another Alea holds it.

        A lock that cannot even be created (a read-only folder) counts as taken: nothing else
        can write there either, and every failed save is said as it happens.
        """
        key = str(self.path)
        if key in _HELD:
            _HELD[key][1] += 1
            self.held = True
            return True
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(key, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            return True
        try:
            _lock(fd)
        except OSError as error:
            os.close(fd)
            return error.errno not in _TAKEN
        _HELD[key] = [fd, 1]
        self.held = True
        return True

    def release(self) -> None:
        """Let another Alea have the game."""
        if not self.held:
            return
        self.held = False
        key = str(self.path)
        entry = _HELD.get(key)
        if entry is None:
            return
        entry[1] -= 1
        if entry[1] == 0:
            del _HELD[key]
            os.close(entry[0])  # closing the file lets the lock go


def why(error: OSError, lang: str) -> str:
    """Why a write failed, as the player needs to hear it."""
    t = catalogs.table(lang)
    if error.errno in FULL:
        return t.gettext("the disk is full")
    if error.errno in READ_ONLY:
        return t.gettext("the folder cannot be written to")
    return t.gettext("the system refused to write the file")


def file_problem(reason: str, lang: str) -> str:
    """Why a file cannot be used, from the reason code of a save (SaveError) or of :mod:`alea.jsonfile`."""
    t = catalogs.table(lang)
    if reason in ("unreadable", "missing"):
        return t.gettext("it cannot be read")
    if reason == "not_a_file":
        return t.gettext("it is not a file")
    if reason == "too_large":
        return t.gettext("it is too large")
    if reason == "version":
        return t.gettext("it comes from another version of Alea")
    if reason in ("not_json", "not_a_save"):
        return t.gettext("it is not a file of Alea")
    if reason == "not_for_play":
        return t.gettext("it was made to test the rules and would show what is hidden")
    return t.gettext("it is damaged")
