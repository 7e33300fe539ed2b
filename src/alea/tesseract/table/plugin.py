"""Tesseract's plug-in: what the table needs to play it, made by :func:`~alea.table.plugin.game_plugin`.

The registry (:mod:`alea.games`) loads this module when Tesseract is played; it imports
only what the command line and the command list need, so that ``alea --help`` does not load
the engine. The host, which plays, is imported when the first game starts.
"""

from __future__ import annotations

from alea.table.plugin import game_plugin
from alea.tesseract.table.arguments import SETUP
from alea.tesseract.table.commands import COMMANDS
from alea.tesseract.table.options import OPTIONS
from alea.tesseract.table.words import DOMAIN, Np_

PLUGIN = game_plugin(
    "tesseract", COMMANDS,
    host="alea.tesseract.table.host:TesseractHost",
    rules="alea.tesseract.narration.rules:summary",
    board="alea.tesseract.narration.board:build",
    domains=("tesseract", DOMAIN),
    setup=SETUP,
    new_help=Np_("command help", "new [OPTIONS]: start a new game; options change it and the next ones: "
                                 "players 1 to 4, base and a side, edition cs, fr or en1, a variant's code "
                                 "to switch it on, without and a code to switch it off"),
    options=OPTIONS,
)
"""Tesseract, as the table plays it."""
