"""Multiverse's plug-in (:func:`~alea.table.plugin.game_plugin` says what is loaded when)."""

from __future__ import annotations

from alea.table import game_plugin
from alea.multiverse.table.arguments import MAX_PLAYERS, MIN_PLAYERS, SETUP
from alea.multiverse.table.commands import COMMANDS
from alea.multiverse.table.options import OPTIONS
from alea.multiverse.table.words import DOMAIN, Np_

PLUGIN = game_plugin(
    "multiverse", COMMANDS,
    host="alea.multiverse.table.host:MultiverseHost",
    rules="alea.multiverse.narration.rules:summary",
    domains=("multiverse", DOMAIN), setup=SETUP, options=OPTIONS,
    new_help=Np_("command help", "new [OPTIONS]: start a new game; options change it and the next ones: "
                                 "players 2 to 6, a variant's code MV1 to MV4 to switch it on, without and "
                                 "a code to switch it off"),
    players=(MIN_PLAYERS, MAX_PLAYERS),
)
"""Multiverse, as the table plays it."""
