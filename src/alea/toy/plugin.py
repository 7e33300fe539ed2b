"""The race as the table plays it: one call of :func:`~alea.table.plugin.game_plugin`."""

from __future__ import annotations

from alea.table import game_plugin

from .commands import COMMANDS
from .words import DOMAIN

PLUGIN = game_plugin("toy", COMMANDS, host="alea.toy.host:ToyHost", rules="alea.toy.words:summary",
                     domains=(DOMAIN,), players=(2, 2))
"""The toy, as the table plays it."""
