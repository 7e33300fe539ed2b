"""``alea``: the entry point.

:func:`main` is what the ``alea`` script runs; :func:`run` does the work with
explicit streams and environment so that tests, transcripts and the benchmark
drive exactly the program players use. Nothing here lets a traceback through:
an unexpected error is logged to the data directory and answered with one
localized line.
"""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Mapping, Sequence
from contextlib import redirect_stdout
from typing import TextIO

from alea.table import catalogs

from alea import games
from alea.table.guard import log_exception, log_path
from alea.table.options import OptionError, find_game, find_lang, find_subcommand, option_values, parse_options
from alea.table.output import Output
from alea.table.safekeeping import clean_leftovers, file_problem, set_aside
from alea.table.session import Session
from alea.table.settings import Settings, default_language, load_settings, read_settings, settings_path
from alea.cli.startup import remember_game, start
from alea.narration.message import Worded


def run(argv: Sequence[str], stdin: TextIO, stdout: TextIO, environ: Mapping[str, str],
        *, interactive: bool | None = None) -> int:
    """Run ``alea`` with ``argv``; returns the exit code."""
    found = read_settings(environ, seats)
    saved = found.settings
    lang = find_lang(argv) or (saved.lang if saved else found.lang or default_language(environ))
    game = games.plugin(find_game(argv, games.GAMES) or (saved.game if saved and saved.game else games.DEFAULT_GAME))
    where = find_subcommand(argv, game)
    if where is not None:  # alea [--lang fr] export ...: the language before it holds for it too
        rest = list(argv[where + 1:])
        if argv[where] == "serve":
            from alea.online.commands import serve

            return serve(rest, lang, stdout, environ)
        if argv[where] == "join":
            from alea.online.commands import join

            return join(rest, lang, stdout, environ, stdin)
        if argv[where] == "tables":
            from alea.online.commands import tables

            return tables(rest, lang, stdout, environ)
        from alea.cli.export import export

        before = [word for value in option_values(argv[:where], "--game") for word in ("--game", value)]
        chosen = "last" if saved and saved.game else "default"  # said when no --game names the game
        return export(before + rest, lang, stdout, environ, game, games.GAMES, chosen)
    try:
        with redirect_stdout(stdout):
            options = parse_options(argv, lang, game, games.GAMES)
    except OptionError as error:
        stdout.write(f"{error}\n")
        return 2
    except SystemExit as stop:  # --help and --version
        return stop.code if isinstance(stop.code, int) else 0
    if interactive is None:
        interactive = stdin.isatty() and stdout.isatty()
    terminal = None
    if interactive and sys.platform != "win32":  # the answer and the prompt in one write (alea.cli.joined)
        from alea.cli.joined import JoinedOutput

        terminal = JoinedOutput.to_terminal(stdout)
    write = terminal.hold if terminal is not None else stdout.write
    watch = None
    if options.board:  # the board drawn in a browser beside the terminal (docs/board.md)
        from alea.online.watching import BoardWatch

        watch = BoardWatch(game.board)
    output = Output(watch.tee(write) if watch is not None else write)
    settings = saved or Settings(lang=options.lang or lang, game=game.id)
    session = Session(settings, output, environ, commands=game.command_list, games=games.GAMES)
    if watch is not None:
        watch.session = session
        from alea.online.board import board_address

        session.say(board_address(watch.start(), session.lang))
    if found.problem is not None:
        settings_problem(session, found.problem)
    clean_leftovers(settings_path(environ).parent)  # a crash while the settings were written
    if saved is not None:
        remember_game(session, saved, game.id, game.count_for)
    start(session, options, saved is None, game.host, game.players, interactive=interactive)
    if watch is not None:  # the game has its host now: its board is drawn
        watch.told("")
    try:
        if interactive:
            from alea.cli.repl import make_prompt_session, prompt_loop

            return prompt_loop(session, make_prompt_session(session, output=terminal))
        from alea.cli.plain import plain_loop

        return plain_loop(session, stdin)
    finally:
        if terminal is not None:
            terminal.release()
        if session.host is not None:
            session.host.close()
        if watch is not None:
            watch.stop()


def seats(game: str | None) -> tuple[int, int]:
    """The fewest and the most players of the game ``game`` (its plug-in's; None: the first run's game)."""
    return games.plugin(game or games.DEFAULT_GAME).players


def settings_problem(session: Session, reason: str) -> None:
    """Set an unusable settings file aside (so that it is asked about once, not on every start) and say so."""
    t = catalogs.TABLE
    path = settings_path(session.environ)
    try:
        kept = set_aside(path)
    except OSError:
        session.persist = False
        session.say(t.gettext("The settings file {file} cannot be used ({reason}) nor moved aside; "
                              "the settings of this run are not kept.").format(
            file=path, reason=Worded(file_problem, (reason,))))
        return
    session.say(t.gettext("The settings file could not be used ({reason}); it was kept as {file}.")
                .format(reason=Worded(file_problem, (reason,)), file=kept))


def main(argv: Sequence[str] | None = None) -> int:
    """The ``alea`` command."""
    environ = os.environ
    stdin = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace") if sys.stdin else io.StringIO()
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(encoding="utf-8", errors="replace", line_buffering=True)
    try:
        return run(list(sys.argv[1:] if argv is None else argv), stdin, sys.stdout, environ)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader went away (alea | head): nothing more can be said
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception as error:  # the last guard: no traceback ever reaches the player
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
