"""``alea``: the command, above both front ends.

:func:`main` is what the ``alea`` script runs. Playing at the terminal is :mod:`alea.cli`;
``alea serve``, ``alea join`` and ``alea tables`` and the board that ``--board`` serves beside the
terminal are :mod:`alea.online`. The two never import each other: this module hands the terminal
the network's subcommands and board (:func:`run`), each imported only when it is asked for.
"""

from __future__ import annotations

import gc
import io
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from alea.cli import main as terminal
    from alea.table.plugin import GamePlugin


def serve(rest: list[str], lang: str, stdout: TextIO, environ: Mapping[str, str], stdin: TextIO) -> int:
    """``alea serve``: online tables served (:func:`alea.online.commands.serve`)."""
    from alea.online.commands import serve as serving

    return serving(rest, lang, stdout, environ)


def join(rest: list[str], lang: str, stdout: TextIO, environ: Mapping[str, str], stdin: TextIO) -> int:
    """``alea join``: a seat at an online table (:func:`alea.online.commands.join`)."""
    from alea.online.commands import join as joining

    return joining(rest, lang, stdout, environ, stdin)


def tables(rest: list[str], lang: str, stdout: TextIO, environ: Mapping[str, str], stdin: TextIO) -> int:
    """``alea tables``: a server's public tables (:func:`alea.online.commands.tables`)."""
    from alea.online.commands import tables as listing

    return listing(rest, lang, stdout, environ)


def collecting(command: terminal.Subcommand) -> terminal.Subcommand:
    """``command`` run with the garbage collector on (:func:`main` turns it off for the start).

    The network's subcommands run for hours and never reach the terminal's first answer, where
    collection is turned back on: ``alea serve`` with the collector off kept about 10 KiB of every
    connection (aiohttp's requests and WebSockets hold each other), 44.6 -> 733.7 MiB after
    71,562 connections (issue 42; tests/online/test_online_collector.py)."""
    def collected(rest: list[str], lang: str, stdout: TextIO, environ: Mapping[str, str], stdin: TextIO) -> int:
        gc.enable()
        return command(rest, lang, stdout, environ, stdin)
    return collected


ONLINE: dict[str, terminal.Subcommand] = {name: collecting(command)
                                          for name, command in {"serve": serve, "join": join, "tables": tables}.items()}
"""The subcommands the network front end answers, each run with the collector on."""


def board(game: GamePlugin) -> terminal.BoardWatch:
    """``alea --board``: the game's board served on loopback beside the terminal (docs/board.md)."""
    from alea.online.watching import BoardWatch

    return BoardWatch()


def run(argv: Sequence[str], stdin: TextIO, stdout: TextIO, environ: Mapping[str, str],
        *, interactive: bool | None = None, ready: Callable[[], object] | None = None) -> int:
    """Run ``alea`` with ``argv`` (every subcommand answered); returns the exit code. ``ready``
    is called once the first answer is out, before the first line is read."""
    from alea.cli import main as terminal  # (imported here: main stops collecting garbage first)

    return terminal.run(argv, stdin, stdout, environ, interactive=interactive, elsewhere=ONLINE, board=board,
                        ready=ready)


def main(argv: Sequence[str] | None = None) -> int:
    """The ``alea`` command: :func:`run` over the process's streams, and the last guard.

    No garbage is collected from the start to the first answer: loading the table makes some
    hundred thousand objects and next to no garbage, and the collections their number sets off
    cost a twentieth of the start. Collection runs as usual once the first answer is out."""
    gc.disable()
    try:
        return _guarded(argv)
    finally:
        gc.enable()


def _guarded(argv: Sequence[str] | None) -> int:
    """:func:`run` over the process's streams; no traceback ever reaches the player."""
    environ = os.environ
    stdin = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace") if sys.stdin else io.StringIO()
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(encoding="utf-8", errors="replace", line_buffering=True)
    try:
        return run(list(sys.argv[1:] if argv is None else argv), stdin, sys.stdout, environ, ready=gc.enable)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader went away (alea | head): nothing more can be said
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception as error:  # the last guard: no traceback ever reaches the player
        from alea.table import catalogs
        from alea.table.guard import log_exception, log_path
        from alea.table.options import find_lang
        from alea.table.settings import default_language, load_settings

        log_exception(environ, error)
        saved = load_settings(environ)
        lang = find_lang(sys.argv[1:]) or (saved.lang if saved else default_language(environ))
        message = catalogs.table(lang).gettext("Alea stopped because of an error. Details are in {file}.")
        try:
            sys.stdout.write(message.format(file=log_path(environ)) + "\n")
        except OSError:
            pass
        return 1


if __name__ == "__main__":
    sys.exit(main())
