"""What a command line asked of the table (:class:`Options`), and argparse in the player's language.

The options are read by each front end (``alea``'s own parser is :mod:`alea.cli.command_line`,
``alea serve`` and ``alea join`` have theirs in :mod:`alea.online.commands`); the table and the
games' hosts read the :class:`Options` they made. argparse's own English strings ("usage:",
"options", its error texts) never reach a Czech or French player: :func:`localized_parser` takes
the usage prefix and section titles from the ``table`` catalog, every value is checked by a type
function that raises a localized message (:func:`checked`), and any other parse error is
answered by a localized line.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from alea.dataclass import dataclass

from alea.table import catalogs
from alea.errors import AleaError
from alea.i18n import LANGUAGES

CONSENT_KEYS: tuple[str, ...] = ("always", "ask")
"""The values of --consent (R-A3): consent always given without a question, or asked."""


class OptionError(AleaError):
    """The command line could not be read; the message is already localized."""


@dataclass(frozen=True)
class Options:
    """What the command line asked for; None where it said nothing."""

    lang: str | None = None
    """--lang: cs, fr or en."""
    game: str | None = None
    """--game: the id of the game to play (default: the last one played)."""
    players: int | None = None
    """--players: as many as the game seats (its plug-in's :attr:`~alea.table.plugin.GamePlugin.players`)."""
    seed: int | None = None
    """--seed: the random source's seed of a new game."""
    load: str | None = None
    """--load: a save file to start from."""
    verbosity: str | None = None
    """--verbosity: terse, normal or verbose."""
    speech: bool | None = None
    """--speech / --no-speech."""
    sounds: bool | None = None
    """--sounds / --no-sounds: the sound cues (docs/sound.md)."""
    colour: bool | None = None
    """--colour / --no-colour."""
    prompt: str | None = None
    """--prompt: the prompt sign instead of the language's own."""
    auto_consent: bool | None = None
    """--consent always|ask: whether new games give consent without asking (R-A3)."""
    board: bool = False
    """--board: serve the game's board read-only on loopback (docs/board.md)."""
    game_options: object = None
    """The game's own options (its plug-in reads them: :attr:`~alea.table.plugin.GameOptions.read`)."""
    particular: bool = False
    """Whether the game's own options describe a particular game."""

    def asks_for_game(self) -> bool:
        """Whether the options describe a particular game (so no resume is offered)."""
        return self.seed is not None or self.load is not None or self.particular


def checked(values: Sequence[str], message: str) -> Callable[[str], str]:
    """An argparse type that takes one of ``values`` and refuses anything else with ``message``
    (its ``{value}`` is the word given), so that argparse's own English error never shows."""

    def check(word: str) -> str:
        if word not in values:
            raise OptionError(message.format(value=word))
        return word

    return check


def option_values(argv: Sequence[str], flag: str) -> list[str]:
    """Every value given to ``flag`` in ``argv`` (``--flag value`` or ``--flag=value``), read before
    parsing."""
    values = []
    for index, arg in enumerate(argv):
        if arg == flag and index + 1 < len(argv):
            values.append(argv[index + 1])
        elif arg.startswith(flag + "="):
            values.append(arg.split("=", 1)[1])
    return values


def find_lang(argv: Sequence[str]) -> str | None:
    """The ``--lang`` value in ``argv``, if valid, read before parsing so help speaks it."""
    return next((value for value in option_values(argv, "--lang") if value in LANGUAGES), None)


def help_width() -> int:
    """The width argparse gives its help, ``shutil.get_terminal_size().columns - 2``, found as
    :mod:`shutil` finds it (``COLUMNS``, else the terminal, else 80) without loading it: argparse
    makes a formatter for every option added, and :mod:`shutil` loads the compression modules."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns if sys.__stdout__ else 0
        except (AttributeError, ValueError, OSError):
            columns = 0
    return (columns or 80) - 2


def localized_parser(prog: str, description: str, lang: str, error: str,
                     epilog: str | None = None, before_help: Callable[[], None] | None = None,
                     ) -> argparse.ArgumentParser:
    """An ArgumentParser whose usage prefix, section titles, -h and errors are in ``lang``.

    ``error`` is the localized line any parse error raises (as :class:`OptionError`);
    ``before_help`` runs when ``-h`` is asked for, before the help is printed (to fill in help
    that costs something to know, such as what every game's plug-in says).
    """
    t = catalogs.table(lang)

    class Formatter(argparse.RawDescriptionHelpFormatter):  # the epilog's lines stay as written
        def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24,
                     width: int | None = None) -> None:
            super().__init__(prog, indent_increment, max_help_position, help_width() if width is None else width)

        def add_usage(self, usage, actions, groups, prefix=None):  # type: ignore[no-untyped-def]
            super().add_usage(usage, actions, groups, t.gettext("Usage: "))

    class Parser(argparse.ArgumentParser):
        def error(self, message: str) -> None:  # type: ignore[override]
            raise OptionError(error)

    parser = Parser(prog=prog, add_help=False, formatter_class=Formatter, description=description, epilog=epilog)
    # argparse puts a colon after a section's title; French writes a space before it ("Options :"),
    # as the usage line's prefix has it ("Usage : ", issue 41)
    before_colon = " " if lang == "fr" else ""
    parser._optionals.title = t.gettext("Options") + before_colon
    parser._positionals.title = t.gettext("Arguments") + before_colon
    class Help(argparse.Action):
        def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                     values: object, option_string: str | None = None) -> None:
            if before_help is not None:
                before_help()
            parser.print_help()
            parser.exit()

    parser.add_argument("-h", "--help", action=Help, nargs=0, default=argparse.SUPPRESS,
                        help=t.gettext("show this help and stop"))
    return parser
