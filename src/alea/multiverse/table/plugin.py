"""Multiverse's plug-in: what the table needs to play it (:class:`~alea.table.plugin.GamePlugin`).

The registry (:mod:`alea.games`) loads this module when Multiverse is played; it imports
only what the command line and the command list need. The host, which plays, and the
narration are imported when the first game starts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from alea.table import GamePlugin
from alea.table import Board
from alea.multiverse.table.arguments import MAX_PLAYERS, MIN_PLAYERS, SETUP
from alea.multiverse.table.commands import COMMANDS
from alea.multiverse.table.options import OPTIONS
from alea.multiverse.table.words import DOMAIN, Np_

if TYPE_CHECKING:
    from alea.table import Options
    from alea.table import GameHost, Session


def host(session: Session, options: Options) -> GameHost:
    """The host that plays Multiverse for ``session`` (it starts or resumes a game at once)."""
    from alea.multiverse.table.host import MultiverseHost

    return MultiverseHost(session, options, PLUGIN.command_list)


def rules(lang: str) -> list[str]:
    """The rules summary in ``lang`` as lines of print (its Markdown marks taken out for braille)."""
    from alea.braille.plain import plain_lines
    from alea.multiverse.narration.rules import document
    from alea.multiverse.narration.speaker import Speaker

    return plain_lines(document(Speaker(lang)).splitlines())


def board(view: Any, lang: str) -> Board:
    """The board ``view`` shows, drawn in ``lang`` (:mod:`alea.table.board`)."""
    from alea.multiverse.narration.board import build

    return build(view, lang)


PLUGIN = GamePlugin(
    id="multiverse",
    commands=COMMANDS,
    host=host,
    rules=rules,
    domains=("multiverse", DOMAIN),
    setup=SETUP,
    new_help=Np_("command help", "new [OPTIONS]: start a new game; options change it and the next ones: "
                                 "players 2 to 6, a variant's code MV1 to MV4 to switch it on, without and "
                                 "a code to switch it off"),
    options=OPTIONS,
    board=board,
    players=(MIN_PLAYERS, MAX_PLAYERS),
)
"""Multiverse, as the table plays it."""
