"""Tetrikon's plug-in: what the table needs to play it (:class:`~alea.table.plugin.GamePlugin`).

The registry (:mod:`alea.games`) loads this module when Tetrikon is played; it imports
only what the command line and the command list need. The host, which plays, and the
narration are imported when the first game starts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from alea.table import GamePlugin
from alea.table import Board
from alea.tetrikon.table.arguments import MAX_PLAYERS, MIN_PLAYERS, SETUP
from alea.tetrikon.table.commands import COMMANDS
from alea.tetrikon.table.options import OPTIONS
from alea.tetrikon.table.words import DOMAIN, Np_

if TYPE_CHECKING:
    from alea.table import Options
    from alea.table import GameHost, Session


def host(session: Session, options: Options) -> GameHost:
    """The host that plays Tetrikon for ``session`` (it starts or resumes a game at once)."""
    from alea.tetrikon.table.host import TetrikonHost

    return TetrikonHost(session, options, PLUGIN.command_list)


def rules(lang: str) -> list[str]:
    """The rules summary in ``lang`` as lines of print, then the Chance cards with their printed
    braille shortcuts (issue 24: the part of the game made for blind players)."""
    from alea.narration import Voice
    from alea.tetrikon.table.legend import chance_cards
    from alea.tetrikon.table.narrator import rules as summary

    voice = Voice(DOMAIN, lang)
    return summary(voice) + chance_cards(voice)


def board(view: Any, lang: str) -> Board:
    """The board ``view`` shows, drawn in ``lang`` (:mod:`alea.table.board`)."""
    from alea.tetrikon.narration.board import drawn

    return drawn(view, lang)


PLUGIN = GamePlugin(
    id="tetrikon",
    commands=COMMANDS,
    host=host,
    rules=rules,
    domains=("tetrikon", DOMAIN),
    setup=SETUP,
    new_help=Np_("command help", "new [OPTIONS]: start a new game; options change it and the next ones: "
                                 "players 2 to 4, solo, rounds and a round limit, games and a match length"),
    options=OPTIONS,
    board=board,
    players=(1, MAX_PLAYERS),
    usual_players=MIN_PLAYERS,
)
"""Tetrikon, as the table plays it."""
