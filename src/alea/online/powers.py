"""The host's powers at an online table, as commands: ``bot N``, ``expel N``, ``host N``.

The table's opener is its host (seat 1, until they pass the role on). The host may give a seat
to a bot (a free seat for good; an absent player's seat until they come back), remove a player
(their seat becomes free and they are told), and pass the host to another player. Declared here
as commands, so that ``help`` lists them among the table's commands in each language and ``help
bot`` explains them; the line is answered by the table (its words and its number read as any
command's, a bad number refused in the player's language), which only notes what was asked
(:attr:`~alea.online.hosting.OnlineSession.asked`); the server then carries it out, since only it
knows who is connected, and tells everyone (:mod:`alea.online.server`).
"""

from __future__ import annotations

from alea.table.arguments import NUMBER
from alea.table.catalogs import marker
from alea.table.commands.registry import Category, CommandSet, Param
from alea.table.session import Session

Np_ = marker("online")
"""Entries of the ``online`` catalog (the host's command words live beside its sentences)."""

POWERS = CommandSet(table=True)
"""The host's commands."""

BOT, EXPEL, HOST = "bot", "expel", "host"
"""The powers' ids."""


def asked(session: Session, power: str, number: int) -> None:
    """Note that the seat being answered asked for ``power`` at seat ``number``: the server
    carries it out (or refuses it) once the line is answered."""
    requests: list[tuple[int, str, int]] | None = getattr(session, "asked", None)
    if requests is not None:
        requests.append((session.seat.number - 1, power, number))


@POWERS.command(BOT, Category.TABLE, Np_("command", "bot"), Np_("short form of bot", "bt"),
                Np_("command help", "bot NUMBER: the host gives that seat to a bot, a free seat for good, "
                                    "an absent player's until they come back"),
                Param(NUMBER))
def do_bot(session: Session, number: int) -> None:
    """``bot N``: the host gives seat N to a bot."""
    asked(session, BOT, number)


@POWERS.command(EXPEL, Category.TABLE, Np_("command", "expel"), Np_("short form of expel", "ep"),
                Np_("command help", "expel NUMBER: the host removes that player from the table, and their seat is free"),
                Param(NUMBER))
def do_expel(session: Session, number: int) -> None:
    """``expel N``: the host removes player N."""
    asked(session, EXPEL, number)


@POWERS.command(HOST, Category.TABLE, Np_("command", "host"), Np_("short form of host", "hs"),
                Np_("command help", "host NUMBER: the host passes the host role to that player"),
                Param(NUMBER))
def do_host(session: Session, number: int) -> None:
    """``host N``: the host role passes to player N."""
    asked(session, HOST, number)
