"""``alea`` at the terminal: the command line read, the first run, the game started, the REPL.

:func:`run` does the work with explicit streams and environment so that tests, transcripts and
the benchmark drive exactly the program players use; the ``alea`` command itself is
:mod:`alea.main`, which stands above both front ends and hands this one what the network front
end answers (``alea serve``, ``join``, ``tables``: :class:`Subcommand`) and the board served
beside the terminal (``--board``: :class:`BoardWatch`), so that the terminal never imports
:mod:`alea.online`. Nothing here lets a traceback through: an unexpected error is logged to the
data directory and answered with one localized line.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, Sequence
from contextlib import redirect_stdout
from typing import TYPE_CHECKING, Protocol, TextIO

from alea.table import catalogs

from alea import games
from alea.cli.command_line import find_game, find_subcommand, parse_options
from alea.cli.focus import FocusWatch
from alea.table.options import OptionError, find_lang, option_values
from alea.table.output import Output
from alea.table.safekeeping import clean_leftovers, file_problem, set_aside
from alea.table.session import Session
from alea.table.settings import Settings, default_language, read_settings, settings_path
from alea.cli.startup import remember_game, start
from alea.narration.message import Worded
from alea.table.plugin import GamePlugin

if TYPE_CHECKING:
    from alea.cli.joined import JoinedOutput
    from alea.table.options import Options

Subcommand = Callable[[list[str], str, TextIO, Mapping[str, str], TextIO], int]
"""A subcommand of ``alea`` that another front end answers: given the words after it, the language,
the output, the environment and the input; returns the exit code."""


class BoardWatch(Protocol):
    """The board of the terminal's game drawn in a browser beside it (``--board``, docs/board.md)."""

    session: Session | None
    """The session whose game is drawn (set once it exists)."""

    def tee(self, write: Callable[[str], object]) -> Callable[[str], object]:
        """``write``, and each line written also kept for the page."""

    def start(self) -> str:
        """Serve the page; returns its address."""

    def where(self, lang: str) -> str:
        """Where the board is to be seen, said in ``lang``."""

    def told(self, text: str) -> None:
        """Something was written: the board is drawn again if the game moved."""

    def stop(self) -> None:
        """Stop serving the page."""


def run(argv: Sequence[str], stdin: TextIO, stdout: TextIO, environ: Mapping[str, str],
        *, interactive: bool | None = None, elsewhere: Mapping[str, Subcommand] | None = None,
        board: Callable[[GamePlugin], BoardWatch] | None = None, ready: Callable[[], object] | None = None) -> int:
    """Run ``alea`` with ``argv``; returns the exit code. ``elsewhere`` answers the subcommands of
    another front end (``serve`` ...), ``board`` opens ``--board``'s page (both handed down by
    :mod:`alea.main`; without them those words are refused as unknown); ``ready`` is called
    once the first answer is out, before the first line is read."""
    found = read_settings(environ, seats)
    saved = found.settings
    lang = find_lang(argv) or (saved.lang if saved else found.lang or default_language(environ))
    game = games.plugin(find_game(argv, games.GAMES) or (saved.game if saved and saved.game else games.DEFAULT_GAME))
    answered = _subcommand(argv, lang, game, saved, stdin, stdout, environ, elsewhere)
    if answered is not None:
        return answered
    options = _options(argv, lang, game, stdout)
    if isinstance(options, int):
        return options
    if interactive is None:
        interactive = stdin.isatty() and stdout.isatty()
    terminal = _joined_terminal(stdout) if interactive else None
    focus = FocusWatch.ask(stdin, stdout) if terminal is not None else None  # answered while the table starts
    write = terminal.hold if terminal is not None else stdout.write
    watch = board(game) if options.board and board is not None else None  # docs/board.md
    output = Output(watch.tee(write) if watch is not None else write)
    output.flush = terminal.release if terminal is not None else stdout.flush  # a cue learnt after its name is shown
    session = Session(saved or Settings(lang=options.lang or lang, game=game.id), output, environ,
                      commands=game.command_list, games=games.GAMES)
    try:
        if watch is not None:
            watch.session = session
            watch.start()
            session.say(watch.where(session.lang))
        _start(session, found.problem, saved, game, options, interactive)
        if watch is not None:  # the game has its host now: its board is drawn
            watch.told("")
        if focus is not None:
            focus.settle()  # the first screen waits for the terminal's focus
        if ready is not None:
            ready()
        return _loop(session, stdin, terminal, interactive, focus)
    finally:
        if focus is not None:  # (the terminal as it was, whatever happened)
            focus.settle()
            focus.stop()
        if terminal is not None:
            terminal.release()
        if session.host is not None:
            session.host.close()
        if watch is not None:
            watch.stop()


def _subcommand(argv: Sequence[str], lang: str, game: GamePlugin, saved: Settings | None, stdin: TextIO,
                stdout: TextIO, environ: Mapping[str, str], elsewhere: Mapping[str, Subcommand] | None) -> int | None:
    """``alea [--lang fr] export ...`` or another front end's subcommand answered (the language before
    it holds for it too): its exit code; None when ``argv`` names none this run can answer (another front
    end's word with no front end to answer it is then an unknown word)."""
    where = find_subcommand(argv, game)
    if where is None or (argv[where] != "export" and argv[where] not in (elsewhere or {})):
        return None
    rest = list(argv[where + 1:])
    if elsewhere is not None and argv[where] in elsewhere:
        return elsewhere[argv[where]](rest, lang, stdout, environ, stdin)
    from alea.cli.export import export

    before = [word for value in option_values(argv[:where], "--game") for word in ("--game", value)]
    chosen = "last" if saved and saved.game else "default"  # said when no --game names the game
    return export(before + rest, lang, stdout, environ, game, games.GAMES, chosen)


def _options(argv: Sequence[str], lang: str, game: GamePlugin, stdout: TextIO) -> Options | int:
    """The command line's options, or the exit code when it was refused (said in ``lang``) or
    answered (``--help``, ``--version``)."""
    try:
        with redirect_stdout(stdout):
            return parse_options(argv, lang, game, games.GAMES)
    except OptionError as error:
        stdout.write(f"{error}\n")
        return 2
    except SystemExit as stop:  # --help and --version
        return stop.code if isinstance(stop.code, int) else 0


def _joined_terminal(stdout: TextIO) -> JoinedOutput | None:
    """At a terminal, the answer and the prompt in one write (:mod:`alea.cli.joined`); None on Windows."""
    if sys.platform == "win32":
        return None
    from alea.cli.joined import JoinedOutput

    return JoinedOutput.to_terminal(stdout)


def _start(session: Session, problem: str | None, saved: Settings | None, game: GamePlugin, options: Options,
           interactive: bool) -> None:
    """The sitting begun: an unusable settings file set aside, a crash's leftovers cleaned, the game
    played last remembered, and the game started or resumed."""
    if problem is not None:
        settings_problem(session, problem)
    clean_leftovers(settings_path(session.environ).parent)  # a crash while the settings were written
    if saved is not None:
        remember_game(session, saved, game.id, game.count_for)
    start(session, options, saved is None, game.host, game.players, interactive=interactive)


def _loop(session: Session, stdin: TextIO, terminal: JoinedOutput | None, interactive: bool,
          focus: FocusWatch | None) -> int:
    """The lines read and answered until the player leaves: the REPL at a terminal (``focus``: the
    terminal's focus, watched until the first line), else plain mode."""
    if interactive:
        from alea.cli.repl import make_prompt_session, prompt_loop, watch_focus

        prompt = make_prompt_session(session, output=terminal)
        if focus is not None and terminal is not None:
            watch_focus(prompt, focus, terminal)
        return prompt_loop(session, prompt, focus)
    from alea.cli.plain import plain_loop

    return plain_loop(session, stdin)


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
