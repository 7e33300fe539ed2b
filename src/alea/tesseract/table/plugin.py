"""Tesseract as the table plays it: one call of :func:`~alea.table.plugin.game_plugin`."""

from __future__ import annotations

from alea.table import Json, game_plugin
from alea.tesseract.table.arguments import SETUP
from alea.tesseract.table.commands import COMMANDS
from alea.tesseract.table.options import OPTIONS
from alea.tesseract.table.words import DOMAIN, Np_


def unheaded_table(config: Json) -> tuple[int, int]:
    """An online table kept before every game was played online: Tesseract's config alone, whose
    ``players`` are the seats, at version 1 of its record; raises ValueError when it holds no count."""
    players = config["players"]
    if type(players) is not int:
        raise ValueError(f"players: {players!r}")
    return players, 1


PLUGIN = game_plugin(
    "tesseract", COMMANDS,
    host="alea.tesseract.table.host:TesseractHost",
    rules="alea.tesseract.narration.rules:summary",
    domains=("tesseract", DOMAIN), setup=SETUP, options=OPTIONS, unheaded_table=unheaded_table,
    new_help=Np_("command help", "new [OPTIONS]: start a new game; options change it and the next ones: "
                                 "players 1 to 4, base and a side, edition cs, fr or en1, a variant's code "
                                 "to switch it on, without and a code to switch it off"),
)
"""Tesseract, as the table plays it."""
