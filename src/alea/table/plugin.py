"""What a game brings to the table: the plug-in interface.

A game is a package (``alea.tesseract`` ...) that hands the table one :class:`GamePlugin`:
its commands (each declared once, with its words, arguments, help and handler), what its
``new`` takes, its command-line options, the host that plays it for a session (its rules,
narrator, resolver and speller, bot and demo), its rules summary and its gettext domains (its board is drawn by its host).
The table knows games only through this interface and the one registry
(:mod:`alea.games`); ``docs/adding-a-game.md`` walks through writing one.
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable
from dataclasses import replace
from alea.dataclass import dataclass
from functools import cached_property
from typing import cast

from alea.table.catalogs import Entry
from alea.table.commands.registry import ArgKind, CommandList, CommandSet, Param
from alea.table.options import Options
from alea.table.seam import Json
from alea.table.session import GameHost, Session
from alea.table.table_commands import TABLE


@dataclass(frozen=True)
class GameOptions:
    """A game's own options of the ``alea`` command line (``--base``, ``--variant`` ...)."""

    add: Callable[[argparse.ArgumentParser, str], None]
    """Adds the options to the parser, their help in a language."""
    read: Callable[[argparse.Namespace], object]
    """The game's typed options from what the parser read."""
    chosen: Callable[[object], bool]
    """Whether the options describe a particular game (then no unfinished game is offered to resume)."""
    epilog: Callable[[str], list[str]] = lambda lang: []
    """Lines ``alea --help`` prints after the options, in a language (the variants of the rules ...)."""
    none: object = None
    """The game's options when the command line names none."""


def no_options() -> GameOptions:
    """The options of a game that has none of its own."""
    return GameOptions(add=lambda parser, lang: None, read=lambda parsed: None, chosen=lambda options: False)


@dataclass(frozen=True)
class GamePlugin:
    """Everything the table needs of one game."""

    id: str
    """The game's id: its save files, the settings' last game, ``--game`` (with its names)."""
    commands: CommandSet
    """The game's own commands (actions and questions); each handler takes the game's host."""
    host: Callable[[Session, Options], GameHost]
    """Builds the host that plays the game for a session (it starts or resumes a game)."""
    rules: Callable[[str], list[str]]
    """The rules summary in a language, as lines of print (``rules``, ``alea export rules``)."""
    domains: tuple[str, ...]
    """The game's gettext domains (each with a catalog in every language)."""
    setup: ArgKind | None = None
    """What ``new`` takes to change the new game (None: nothing)."""
    new_help: Entry | None = None
    """``new``'s help line for this game (None: the table's, for a game without options)."""
    options: GameOptions = no_options()
    """The game's command-line options."""
    locales: str | None = None
    """Where the game's compiled catalogs are (``<lang>/LC_MESSAGES/<domain>.mo``) when they are not
    installed with Alea's own (a game from outside this package); None: with Alea's."""
    players: tuple[int, int] = (1, 4)
    """The fewest and the most players a game seats (``--players`` takes those and what lies between)."""
    usual_players: int | None = None
    """The count of a new game no count was asked for, and the fewest a saved count is kept at (None:
    the fewest the game seats), as the terminal's ``player_count`` chooses."""

    unheaded_table: Callable[[Json], tuple[int, int]] | None = None
    """An online table kept before every game was played online holds the game's config alone (no
    ``record`` header): the seats and the version of the game's record such a config stands for;
    None: the game kept no table that way."""

    def count_for(self, saved: int | None) -> int:
        """The players of a new table no count was asked for: ``saved`` (the player's settings') when
        it lies from the usual count to the most, else the usual count."""
        usual = self.usual_players or self.players[0]
        return saved if isinstance(saved, int) and usual <= saved <= self.players[1] else usual

    @cached_property
    def command_list(self) -> CommandList:
        """The commands the game is played with: its own and the table's (``new`` taking the game's options)."""
        new = TABLE.commands[[c.id for c in TABLE.commands].index("new")]
        if self.setup is not None:
            new = replace(new, params=(Param(self.setup, optional=True),), help=self.new_help or new.help)
        return CommandList(self.commands, TABLE, replaced=[new])


def loaded(path: str) -> object:
    """What ``path`` (``"package.module:name"``) names, its module imported now (the first time)."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


def game_plugin(id: str, commands: CommandSet, host: str, rules: str, domains: tuple[str, ...], *,
                setup: ArgKind | None = None, new_help: Entry | None = None, options: GameOptions = no_options(),
                locales: str | None = None, players: tuple[int, int] = (1, 4), usual_players: int | None = None,
                unheaded_table: Callable[[Json], tuple[int, int]] | None = None) -> GamePlugin:
    """A game's plug-in, the one way a game makes it: ``host`` and ``rules`` are
    ``"package.module:name"`` paths (as a package's entry points are), imported when first used, so
    that ``alea --help`` and the command list load no engine.

    ``host`` names the game's host class, built as ``Host(session, options, commands)`` with the
    plug-in's :attr:`~GamePlugin.command_list`; ``rules`` a function ``(lang) -> lines of print``.
    The other arguments are the fields of :class:`GamePlugin` of the same names."""

    def make_host(session: Session, options: Options) -> GameHost:
        maker = cast("Callable[[Session, Options, CommandList], GameHost]", loaded(host))
        return maker(session, options, plugin.command_list)

    def summary(lang: str) -> list[str]:
        return cast(Callable[[str], list[str]], loaded(rules))(lang)

    plugin = GamePlugin(id=id, commands=commands, host=make_host, rules=summary, domains=domains,
                        setup=setup, new_help=new_help, options=options, locales=locales, players=players,
                        usual_players=usual_players, unheaded_table=unheaded_table)
    return plugin
