"""Tesseract's commands: its actions and its questions, each declared once with its handler.

A handler takes the host (:class:`~alea.tesseract.table.host.TesseractHost`, seen here as the
:class:`Played` it is, so that this module, which the host's spelling reads, never imports the
host) and the command's typed values. An action hands what the player named to the host, which finds the legal moves that
fit (:mod:`.resolve`) and asks when several do; a question is answered by the narration, about
the demo's game while a demo runs.
"""

from __future__ import annotations

from typing import Protocol

from alea.table import ArgKind, Category, CommandSet, Param
from alea.tesseract.table.arguments import (CARD, COLUMN, DICE, DIE, DIRECTION, LAB, LAYER, SIDE, TOPIC, TRANSFER,
                                            CardRef, DieRef, LabRef)
from alea.tesseract.table.words import Np_



class Played(Protocol):
    """What a command asks of the host that plays Tesseract."""

    def act(self, command: str, values: list[object]) -> None:
        """Play the action that ``command`` names with ``values`` (asking when several moves fit)."""

    def query(self, name: str, *values: object) -> None:
        """Answer the question ``name`` about the game (the demo's while a demo runs)."""

A, Q = Category.ACTION, Category.QUERY

COMMANDS = CommandSet()
"""Tesseract's own commands, in the order help lists them within a category."""


def optional(kind: ArgKind) -> Param:
    """An optional argument of kind ``kind``."""
    return Param(kind, optional=True)


# ---------------------------------------------------------------- actions


@COMMANDS.command("remove", A, Np_("command", "remove"), Np_("short form of remove", "rm"),
                  Np_("command help", "remove COLUMN: take the top die of a column, such as b3, into your lab"),
                  Param(COLUMN))
def remove(host: Played, col: str) -> None:
    """remove COLUMN (R-A1)."""
    host.act("remove", [col])


@COMMANDS.command("adjust", A, Np_("command", "adjust"), Np_("short form of adjust", "a"),
                  Np_("command help", "adjust DIE up or down: change a die in your lab or the primed area by one"),
                  Param(DIE), Param(DIRECTION))
def adjust(host: Played, die: DieRef, direction: str) -> None:
    """adjust DIE up|down (R-A2)."""
    host.act("adjust", [die, direction])


@COMMANDS.command("transfer", A, Np_("command", "transfer"), Np_("short form of transfer", "t"),
                  Np_("command help", "transfer DIE to LAB, or DIE from LAB: move a die between your lab and another"),
                  Param(DIE), optional(TRANSFER), Param(LAB))
def transfer(host: Played, die: DieRef, direction: str | None, lab: LabRef) -> None:
    """transfer DIE [to|from] LAB (R-A3)."""
    host.act("transfer", [die, direction, lab])


@COMMANDS.command("study", A, Np_("command", "study"), Np_("short form of study", "s"),
                  Np_("command help", "study CARD: discard a research card and draw one of the next level"),
                  Param(CARD))
def study(host: Played, card: CardRef) -> None:
    """study CARD (R-A4)."""
    host.act("study", [card])


@COMMANDS.command("contain", A, Np_("command", "contain"), Np_("short form of contain", "c"),
                  Np_("command help", "contain DIE [OTHER DICE]: put a die of a valid group on the containment board"),
                  Param(DIE), optional(DICE))
def contain(host: Played, die: DieRef, others: list[DieRef]) -> None:
    """contain DIE [OTHER DICE] (R-A5)."""
    host.act("contain", [die, others])


@COMMANDS.command("unique", A, Np_("command", "unique"), Np_("short form of unique", "uq"),
                  Np_("command help", "unique: your researcher's own action"))
def unique(host: Played) -> None:
    """unique: the researcher's own action."""
    host.act("unique", [])


@COMMANDS.command("play", A, Np_("command", "play"), Np_("short form of play", "p"),
                  Np_("command help", "play CARD: play a research card or an unlocked containment card, for free"),
                  Param(CARD))
def play(host: Played, card: CardRef) -> None:
    """play CARD: a research card, or an unlocked containment card."""
    host.act("play", [card])


@COMMANDS.command("end", A, Np_("command", "end"), Np_("short form of end", "e"),
                  Np_("command help", "end: end your action phase"))
def end(host: Played) -> None:
    """end: the action phase ends (asked first when actions are left)."""
    host.act("end", [])


# ---------------------------------------------------------------- questions


COMMANDS.query("status", Np_("command", "status"), Np_("short form of status", "st"),
               Np_("command help", "status: turn, researcher, actions left, breaches, dice left, primed dangers"))
COMMANDS.query("tower", Np_("command", "tower"), Np_("short form of tower", "tw"),
               Np_("command help", "tower: each column's height and top die, row by row"))
COMMANDS.query("column", Np_("command", "column"), Np_("short form of column", "col"),
               Np_("command help", "column COLUMN: one column from bottom to top"), Param(COLUMN))
COMMANDS.query("layer", Np_("command", "layer"), Np_("short form of layer", "ly"),
               Np_("command help", "layer LAYER: every position of one layer, 1 to 4"), Param(LAYER))
COMMANDS.query("free", Np_("command", "free"), Np_("short form of free", "f"),
               Np_("command help", "free: every removable die"))
COMMANDS.query("next", Np_("command", "next"), Np_("short form of next", "n"),
               Np_("command help", "next: the die the threat phase will prime, and the event under it"))
COMMANDS.query("face", Np_("command", "face"), Np_("short form of face", "fc"),
               Np_("command help", "face SIDE: the tower seen from north, east, south or west"), Param(SIDE))
COMMANDS.query("base", Np_("command", "base"), Np_("short form of base", "bs"),
               Np_("command help", "base: the base plate's events, covered, revealed or re-armed"))
COMMANDS.query("primed", Np_("command", "primed"), Np_("short form of primed", "pr"),
               Np_("command help", "primed: the primed dice by value, with warnings"))
COMMANDS.query("lab", Np_("command", "lab"), Np_("short form of lab", "l"),
               Np_("command help", "lab [LAB]: your lab, or another lab"), optional(LAB))
COMMANDS.query("board", Np_("command", "board"), Np_("short form of board", "bd"),
               Np_("command help", "board: the containment board, what is in and what is missing"))
COMMANDS.query("hand", Np_("command", "hand"), Np_("short form of hand", "hd"),
               Np_("command help", "hand: your research cards"))
COMMANDS.query("card", Np_("command", "card"), Np_("short form of card", "cr"),
               Np_("command help", "card CARD: one card's full text"), Param(CARD))
COMMANDS.query("cards", Np_("command", "cards"), Np_("short form of cards", "cd"),
               Np_("command help", "cards: the containment cards"))
COMMANDS.query("who", Np_("command", "who"), Np_("short form of who", "w"),
               Np_("command help", "who [LAB]: a researcher's ability and unique action"), optional(LAB))
COMMANDS.query("groups", Np_("command", "groups"), Np_("short form of groups", "g"),
               Np_("command help", "groups: every valid group in your lab"))
COMMANDS.query("last", Np_("command", "last"), Np_("short form of last", "la"),
               Np_("command help", "last: the last thing that happened"))
COMMANDS.query("since", Np_("command", "since"), Np_("short form of since", "si"),
               Np_("command help", "since: what happened since your last turn"))
COMMANDS.query("rules", Np_("command", "rules"), Np_("short form of rules", "ru"),
               Np_("command help", "rules [TOPIC]: the rules, or one topic"), optional(TOPIC))
COMMANDS.query("legend", Np_("command", "legend"), Np_("short form of legend", "lgd"),
               Np_("command help", "legend: every abbreviation of terse mode, in this language"))
