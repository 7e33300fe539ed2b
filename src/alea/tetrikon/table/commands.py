"""Tetrikon's commands at the table, each declared once (tetrikon-rules.md section 11).

Every command has its word, its short form and its help line in every language (the
``tetrikon-table`` domain). Actions go to the host's :meth:`~.host.TetrikonHost.act`
(or its builders for arguments that need the game: a ``fits`` number, a card's place in the
hand); questions read the game (the demo's while a demo runs) and change nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from alea.table import NUMBER
from alea.table import Category, CommandSet, Param
from alea.tetrikon.table.arguments import (CARD, COLUMN, DEGREES, LABEL, OFFER, PIECE, ROW, SEAT, SQUARE,
                                          SQUARES)
from alea.tetrikon.table.words import Np_

if TYPE_CHECKING:
    from alea.tetrikon.engine.moves import Move
    from alea.tetrikon.table.arguments import CardWord, OfferWords, Where


class Played(Protocol):
    """What a command asks of the host that plays Tetrikon (:class:`~.host.TetrikonHost`; seen as this
    protocol, so that the narrator, which reads the commands' words, never reaches the host)."""

    def act(self, move: Move) -> None:
        """Play an action."""

    def use(self, card: CardWord) -> None:
        """use CARD."""

    def build(self, piece: str, where: Where, replaced: str | None = None) -> None:
        """build PIECE SQUARES, or replace LABEL PIECE SQUARES."""

    def answer_offer(self, yes: bool) -> None:
        """accept or refuse a trade."""

    def turn(self, degrees: int | None) -> None:
        """turn [DEGREES]: the seat's own turn of its diagrams."""

    def export(self, player: int | None) -> None:
        """export [SEAT]: braille graphics written to files."""

    def query(self, name: str, *values: object) -> None:
        """A question about the game, said to the seat that asked."""

COMMANDS = CommandSet()
"""Tetrikon's own commands; the table adds its own (help, undo, hint, save, demo ...)."""


@COMMANDS.command("roll", Category.ACTION, Np_("command", "roll"), Np_("short form of roll", "r"),
                  Np_("command help", "roll: roll the two dice and take what the key gives"))
def roll(host: Played) -> None:
    """roll (T-A1, T-A2)."""
    from alea.tetrikon.engine.moves import Roll

    host.act(Roll())


@COMMANDS.command("use", Category.ACTION, Np_("command", "use"), Np_("short form of use", "u"),
                  Np_("command help", "use CARD: play a kept Chance card: its place in your hand or "
                                      "its printed abbreviation"), Param(CARD))
def use(host: Played, card: CardWord) -> None:
    """use CARD (T-A1, T-N2)."""
    host.use(card)


@COMMANDS.command("build", Category.ACTION, Np_("command", "build"), Np_("short form of build", "b"),
                  Np_("command help", "build PIECE SQUARES: place a free piece on those squares, "
                                      "or on a choice that fits listed"), Param(PIECE), Param(SQUARES))
def build(host: Played, piece: str, squares: Where) -> None:
    """build PIECE SQUARES (T-A3)."""
    host.build(piece, squares)


@COMMANDS.command("replace", Category.ACTION, Np_("command", "replace"), Np_("short form of replace", "rp"),
                  Np_("command help", "replace LABEL PIECE SQUARES: take placed piece LABEL out "
                                      "and place a free piece"), Param(LABEL), Param(PIECE), Param(SQUARES))
def replace(host: Played, label: str, piece: str, squares: Where) -> None:
    """replace LABEL PIECE SQUARES (T-A3, ruling B19)."""
    host.build(piece, squares, replaced=label)


@COMMANDS.command("offer", Category.ACTION, Np_("command", "offer"), Np_("short form of offer", "of"),
                  Np_("command help", "offer SEAT PIECES [for PIECES] PRICE: offer a trade; "
                                      "a negative price is paid to you"), Param(OFFER))
def offer(host: Played, words: OfferWords) -> None:
    """offer SEAT PIECES [for PIECES] PRICE (T-A4)."""
    from alea.tetrikon.engine.moves import Offer

    host.act(Offer(words.to, words.buy, words.sell, words.price))


@COMMANDS.command("accept", Category.ACTION, Np_("command", "accept"), Np_("short form of accept", "ac"),
                  Np_("command help", "accept: yes to the trade offered to you"))
def accept(host: Played) -> None:
    """accept: yes to a trade offered (T-A4); a waiting offer takes the word as its answer."""
    host.answer_offer(True)


@COMMANDS.command("refuse", Category.ACTION, Np_("command", "refuse"), Np_("short form of refuse", "rf"),
                  Np_("command help", "refuse: no to the trade offered to you"))
def refuse(host: Played) -> None:
    """refuse: no to a trade offered (T-A4)."""
    host.answer_offer(False)


@COMMANDS.command("buy", Category.ACTION, Np_("command", "buy"), Np_("short form of buy", "bu"),
                  Np_("command help", "buy: pay 100 T, roll one die, take that piece of the display"))
def buy(host: Played) -> None:
    """buy (T-A5)."""
    from alea.tetrikon.engine.moves import Buy

    host.act(Buy())


@COMMANDS.command("exchange", Category.ACTION, Np_("command", "exchange"), Np_("short form of exchange", "ex"),
                  Np_("command help", "exchange PIECE: give a free piece to the manager for the piece "
                                      "a die picks; the whole turn"), Param(PIECE))
def exchange(host: Played, piece: str) -> None:
    """exchange PIECE (T-A6)."""
    from alea.tetrikon.engine.moves import Exchange

    host.act(Exchange(piece))


@COMMANDS.command("end", Category.ACTION, Np_("command", "end"), Np_("short form of end", "e"),
                  Np_("command help", "end: end your turn"))
def end(host: Played) -> None:
    """end (T-T3)."""
    from alea.tetrikon.engine.moves import End

    host.act(End())


COMMANDS.query("status", Np_("command", "status"), Np_("short form of status", "st"),
               Np_("command help", "status: whose turn it is, the actions taken and the round"))
COMMANDS.query("diagram", Np_("command", "diagram"), Np_("short form of diagram", "dg"),
               Np_("command help", "diagram [SEAT]: a diagram row by row"), Param(SEAT, optional=True))
COMMANDS.query("row", Np_("command", "row"), Np_("short form of row", "rw"),
               Np_("command help", "row NUMBER: one row of your diagram"), Param(ROW))
COMMANDS.query("column", Np_("command", "column"), Np_("short form of column", "col"),
               Np_("command help", "column LETTER: one column of your diagram, bottom first"), Param(COLUMN))
COMMANDS.query("cell", Np_("command", "cell"), Np_("short form of cell", "ce"),
               Np_("command help", "cell SQUARE: one square of your diagram"), Param(SQUARE))
COMMANDS.query("holes", Np_("command", "holes"), Np_("short form of holes", "ho"),
               Np_("command help", "holes: the empty regions of your diagram and which free pieces fit them"))
COMMANDS.query("fits", Np_("command", "fits"), Np_("short form of fits", "fi"),
               Np_("command help", "fits PIECE: every place a piece fits, as numbered choices for build"), Param(PIECE))
COMMANDS.query("pieces", Np_("command", "pieces"), Np_("short form of pieces", "pc"),
               Np_("command help", "pieces [SEAT]: the free pieces of a player"), Param(SEAT, optional=True))
COMMANDS.query("shape", Np_("command", "shape"), Np_("short form of shape", "shp"),
               Np_("command help", "shape [PIECE]: a piece in words, or every piece"), Param(PIECE, optional=True))
COMMANDS.query("display", Np_("command", "display"), Np_("short form of display", "ds"),
               Np_("command help", "display: the six pieces on offer and the bag"))
COMMANDS.query("hand", Np_("command", "hand"), Np_("short form of hand", "hd"),
               Np_("command help", "hand: your T cards and your Chance cards"))
COMMANDS.query("cards", Np_("command", "cards"), Np_("short form of cards", "cd"),
               Np_("command help", "cards [CARD]: your Chance cards with their abbreviations, or one card's text"),
               Param(CARD, optional=True))
COMMANDS.query("decks", Np_("command", "decks"), Np_("short form of decks", "dk"),
               Np_("command help", "decks: the Treasury, the returned pile and the Chance deck"))
COMMANDS.query("players", Np_("command", "players"), Np_("short form of players", "pl"),
               Np_("command help", "players: each player's pieces, empty squares and cards"))
COMMANDS.query("score", Np_("command", "score"), Np_("short form of score", "sco"),
               Np_("command help", "score: the penalties of the games played"))
COMMANDS.query("last", Np_("command", "last"), Np_("short form of last", "la"),
               Np_("command help", "last: what happened since the turn began"))
COMMANDS.query("since", Np_("command", "since"), Np_("short form of since", "si"),
               Np_("command help", "since: what happened since your last turn"))


@COMMANDS.command("turn", Category.TABLE, Np_("command", "turn"), Np_("short form of turn", "tn"),
                  Np_("command help", "turn [0, 90, 180 or 270]: turn your view of the diagrams clockwise; "
                                      "squares are then named and typed from your side"), Param(DEGREES, optional=True))
def turn(host: Played, degrees: int | None) -> None:
    """turn [DEGREES]: the seat's own turn of the diagrams (T-C6); alone, a quarter turn more."""
    host.turn(degrees)


@COMMANDS.command("export", Category.TABLE, Np_("command", "export"), Np_("short form of export", "xp"),
                  Np_("command help", "export [SEAT]: write a diagram and the piece set as braille graphics, "
                                      "8-dot Unicode and BRF for an embosser"), Param(SEAT, optional=True))
def export(host: Played, seat: int | None) -> None:
    """export [SEAT]: braille graphics of a diagram and of the piece set, in files."""
    host.export(seat)


COMMANDS.query("legend", Np_("command", "legend"), Np_("short form of legend", "lgd"),
               Np_("command help", "legend: what the letters, numbers and abbreviations of the game mean"))
COMMANDS.query("rules", Np_("command", "rules"), Np_("short form of rules", "ru"),
               Np_("command help", "rules [TOPIC]: the rules in short, as numbered topics, or one topic"),
               Param(NUMBER, optional=True))
