"""The limits of the whole ``alea serve`` process: its files, its connections, its error log.

A crowd from many addresses (each within ``--max-per-address``) used to take the server to its
1,024 files: newcomers timed out, and the accept loop wrote 277.6 MB of "Too many open files"
tracebacks in 40 s. Now, at start, the soft limit on open files is raised to the hard one
(:func:`raise_file_limit`); the server holds at most :func:`connection_cap` connections, below what
that leaves once its own files are counted (the door closes the rest: :mod:`alea.online.doorman`);
and every error the event loop reports (a failed ``accept``, a connection's task) goes through the
log's guard, written once a minute per kind with the count of its repeats, never to the terminal
(:func:`quiet_errors`).
"""

from __future__ import annotations

import asyncio
import logging
import os
from collections.abc import Mapping
from typing import Any

from alea.errors import AleaError
from alea.table.guard import log_exception

MAX_CONNECTIONS = 4000
"""Connections the server holds at once unless ``--max-connections`` says otherwise (lowered to fit
the file limit): 200 tables of 4 players and a class of spectators at each of a dozen, with room."""

FILES_KEPT = 64
"""Files kept apart for the server's own use (its database, log, worker pipes, sound and page files
being sent), besides those it holds when it starts and the door's spare connections."""


def raise_file_limit() -> int:
    """Raise the soft limit on open files to the hard one (where the system has such limits), and
    return the soft limit now (a large number where there is none to read)."""
    try:
        import resource
    except ImportError:  # not a POSIX system: whatever it allows
        return 1 << 20
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != hard:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
            soft = hard
        except (ValueError, OSError):  # a hard limit the system refuses as soft (macOS's infinity)
            pass
    return soft if soft != resource.RLIM_INFINITY else 1 << 20


def files_open() -> int:
    """How many files the process holds now (0 where the system does not say)."""
    for folder in ("/proc/self/fd", "/dev/fd"):
        try:
            return len(os.listdir(folder))
        except OSError:
            continue
    return 0


def connection_cap(asked: int | None, file_limit: int, spare: int) -> int:
    """The connections the server holds at most: ``asked`` (else :data:`MAX_CONNECTIONS`), lowered so
    that those, the ``spare`` told the server is full, the files open now and :data:`FILES_KEPT` fit
    within ``file_limit``; at least one."""
    room = file_limit - files_open() - FILES_KEPT - spare
    return max(1, min(asked if asked is not None else MAX_CONNECTIONS, room))


def quiet_errors(loop: asyncio.AbstractEventLoop, environ: Mapping[str, str]) -> None:
    """Send every error the event loop reports to the server's log, once a minute per kind with the
    count of the others (:func:`alea.table.guard.log_exception`), instead of a traceback each to
    the terminal."""
    def handle(_loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        error = context.get("exception")
        if not isinstance(error, BaseException):
            error = LoopError(str(context.get("message", "")))
        log_exception(environ, error)

    loop.set_exception_handler(handle)
    guarded = Guarded(environ)
    for name in ("asyncio", "aiohttp"):  # aiohttp logs a failed request itself, with its traceback
        logger = logging.getLogger(name)
        logger.handlers = [guarded]
        logger.propagate = False


class LoopError(AleaError, RuntimeError):
    """An error the event loop (or aiohttp's log) reported with a message and no exception."""


class Guarded(logging.Handler):
    """A log record of asyncio or aiohttp, of a warning or worse, written through the log's guard."""

    def __init__(self, environ: Mapping[str, str]) -> None:
        super().__init__(logging.WARNING)
        self.environ = environ

    def emit(self, record: logging.LogRecord) -> None:
        error = record.exc_info[1] if record.exc_info else None
        log_exception(self.environ, error if error is not None else LoopError(record.getMessage()))
