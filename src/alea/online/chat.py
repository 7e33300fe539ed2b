"""Chat as a command of the online table: ``say TEXT`` is in ``help``, and ``help say`` explains it.

The server reads a chat line before the table does (:func:`alea.online.messages.chat_text`: kept,
then sent to every seat marked as chat); declaring ``say`` here as well puts it in the command list
of every online table, so ``help`` lists it among the table's commands in each language, ``help
say`` answers with its help line and short forms, and its words resolve like any command's. A
``say`` line that reaches the table itself carried no text: the player is told how to chat.
"""

from __future__ import annotations

from functools import lru_cache

from alea.table.arguments import rest_of_line
from alea.table.catalogs import marker
from alea.table.commands.registry import ArgKind, Category, CommandList, CommandSet, Param
from alea.narration.message import Worded
from alea.online import messages
from alea.online.powers import POWERS
from alea.table.session import Session

Np_ = marker("online")
"""Entries of the ``online`` catalog (the chat command's words live beside the chat's sentences)."""

TEXT = ArgKind("text", rest_of_line, lambda lang: messages.online(lang).gettext("a text"))
"""The rest of the line, as typed: what is said to the table."""

CHAT = CommandSet(table=True)
"""The online table's own command."""


@CHAT.command("say", Category.TABLE, Np_("command", "say"), Np_("short form of say", "sy"),
              Np_("command help", "say TEXT: a line to everyone at the table, marked as chat"),
              Param(TEXT, optional=True))
def do_say(session: Session, text: str | None) -> None:
    """``say`` without text (with text, the server has sent it as chat before the table saw it)."""
    session.refuse(Worded(messages.chat_empty))


@lru_cache(maxsize=16)
def with_chat(commands: CommandList) -> CommandList:
    """``commands`` (a game's, as its plug-in lists them), ``say`` and the host's powers
    (:mod:`alea.online.powers`), the table's commands together."""
    return CommandList(list(commands), [*CHAT, *POWERS])
