"""The plug-in of Tetrikon, made by the table's one helper :func:`~alea.table.plugin.game_plugin`."""

from __future__ import annotations

from alea.table import game_plugin
from alea.tetrikon.table.arguments import MAX_PLAYERS, MIN_PLAYERS, SETUP
from alea.tetrikon.table.commands import COMMANDS
from alea.tetrikon.table.options import OPTIONS
from alea.tetrikon.table.words import DOMAIN, Np_

PLUGIN = game_plugin(
    "tetrikon", COMMANDS,
    host="alea.tetrikon.table.host:TetrikonHost",
    rules="alea.tetrikon.table.narrator:summary",
    domains=("tetrikon", DOMAIN), setup=SETUP, options=OPTIONS,
    new_help=Np_("command help", "new [OPTIONS]: start a new game; options change it and the next ones: "
                                 "players 2 to 4, solo, rounds and a round limit, games and a match length"),
    players=(1, MAX_PLAYERS),
    usual_players=MIN_PLAYERS,
)
"""Tetrikon, as the table plays it."""
