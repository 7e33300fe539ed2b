"""Multiverse's commands at the table, each declared once (multiverse-rules.md section 11).

Every command has its word, its short form and its help line in every language (the
``multiverse-table`` domain); colours are digits 1 to 5 in every language, or the language's
colour words and initials. Actions go to the host's :meth:`~.host.MultiverseHost.act`;
questions read the game (the demo's while a demo runs) and change nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from alea.table import Category, CommandSet, Param
from alea.multiverse.table.arguments import COLOUR, SEAT, TOPIC
from alea.multiverse.table.words import Np_

if TYPE_CHECKING:
    from alea.multiverse.table.host import MultiverseHost

COMMANDS = CommandSet()
"""Multiverse's own commands; the table adds its own (help, undo, hint, save, demo ...)."""


@COMMANDS.command("flip", Category.ACTION, Np_("command", "flip"), Np_("short form of flip", "fl"),
                  Np_("command help", "flip COLOUR: flip one colour of your switch, 1 to 5"), Param(COLOUR))
def flip(host: MultiverseHost, colour: int) -> None:
    """flip COLOUR (M-A1)."""
    from alea.multiverse.engine import Flip

    host.act(Flip(colour))


@COMMANDS.command("flipall", Category.ACTION, Np_("command", "all"), Np_("short form of all", "al"),
                  Np_("command help", "all: flip every colour of your switch"))
def flip_all(host: MultiverseHost) -> None:
    """all (M-A2)."""
    from alea.multiverse.engine import FlipAll

    host.act(FlipAll())


COMMANDS.query("status", Np_("command", "status"), Np_("short form of status", "st"),
               Np_("command help", "status: whose turn it is, the switches and the score"))
COMMANDS.query("switch", Np_("command", "switch"), Np_("short form of switch", "sw"),
               Np_("command help", "switch [SEAT]: the colours of a switch, on and off"), Param(SEAT, optional=True))
COMMANDS.query("table", Np_("command", "table"), Np_("short form of table", "tb"),
               Np_("command help", "table: every player's switch"))
COMMANDS.query("worlds", Np_("command", "worlds"), Np_("short form of worlds", "wo"),
               Np_("command help", "worlds: every world that can be met, and where it is"))
COMMANDS.query("formation", Np_("command", "formation"), Np_("short form of formation", "fo"),
               Np_("command help", "formation [SEAT]: a player's five tokens, front and back"), Param(SEAT, optional=True))
COMMANDS.query("columns", Np_("command", "columns"), Np_("short form of columns", "cl"),
               Np_("command help", "columns: the top world of each column and what is below"))
COMMANDS.query("sceptres", Np_("command", "sceptres"), Np_("short form of sceptres", "scp"),
               Np_("command help", "sceptres: who holds each sceptre, and where the wooden one goes next"))
COMMANDS.query("options", Np_("command", "options"), Np_("short form of options", "op"),
               Np_("command help", "options: what each action would make of your switch, and what it would meet"))
COMMANDS.query("unseen", Np_("command", "unseen"), Np_("short form of unseen", "us"),
               Np_("command help", "unseen: the worlds nobody has seen yet"))
COMMANDS.query("score", Np_("command", "score"), Np_("short form of score", "sco"),
               Np_("command help", "score: the worlds each player has captured"))
COMMANDS.query("last", Np_("command", "last"), Np_("short form of last", "la"),
               Np_("command help", "last: what the last turn did"))
COMMANDS.query("since", Np_("command", "since"), Np_("short form of since", "si"),
               Np_("command help", "since: everything since your last turn, your switch's flips included"))
COMMANDS.query("legend", Np_("command", "legend"), Np_("short form of legend", "lgd"),
               Np_("command help", "legend: what the colour numbers, places and codes of the game mean"))
COMMANDS.query("rules", Np_("command", "rules"), Np_("short form of rules", "ru"),
               Np_("command help", "rules [TOPIC]: the rules' topics, or one topic"), Param(TOPIC, optional=True))
