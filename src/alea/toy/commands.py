"""The race's own commands; the table adds its own (help, undo, save, demo ...)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from alea.table import Category, CommandSet

from .words import Np_

if TYPE_CHECKING:
    from .host import ToyHost

COMMANDS = CommandSet()
"""The toy's own commands."""


@COMMANDS.command("roll", Category.ACTION, Np_("command", "roll"), Np_("short form of roll", "r"),
                  Np_("command help", "roll: roll the die; a 1 loses this turn's points"))
def roll(host: ToyHost) -> None:
    """roll."""
    host.act("roll")


@COMMANDS.command("hold", Category.ACTION, Np_("command", "hold"), Np_("short form of hold", "h"),
                  Np_("command help", "hold: ask the other player to bank this turn's points"))
def hold(host: ToyHost) -> None:
    """hold."""
    host.act("hold")


COMMANDS.query("score", Np_("command", "score"), Np_("short form of score", "s"),
               Np_("command help", "score: both banks and this turn's points"))
