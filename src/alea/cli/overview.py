"""What ``alea --help`` says after its options: the subcommands, then the game's own lines.

A teacher preparing a class reads the help once to learn what the program can do: that
``alea export`` writes braille, and (from the game's plug-in) what ``--variant V3`` changes,
without opening the rules.
"""

from __future__ import annotations

from collections.abc import Sequence

from alea.table import catalogs
from alea.table.commands import vocabulary
from alea.narration.voice import N_

SUBCOMMANDS: dict[str, str] = {
    "export": N_("export {documents} {file}: write the rules, the command card or a transcript "
                 "in braille, or the board as a tactile graphic (alea export --help tells more)."),
    "serve": N_("serve: serve tables online, each player at their own machine or in a browser "
                "(alea serve --help tells more)."),
    "join": N_("join {address}: sit down at an online table, or open a new one with --new "
               "(alea join --help tells more)."),
}
"""Each subcommand of ``alea``: its syntax and what it does, one line."""


def epilog(lang: str, game_lines: Sequence[str]) -> str:
    """The lines after the options in ``lang``: the subcommands, then the game's own (its variants ...)."""
    t = catalogs.table(lang)
    lines = [t.gettext("Commands:")]
    documents = "|".join(vocabulary.name("document", key, lang) for key in ("rules", "commands", "transcript", "board"))
    lines += ["  " + t.gettext(text).format(documents=documents, file=t.gettext("FILE"), address=t.gettext("ADDRESS"))
              for text in SUBCOMMANDS.values()]
    if game_lines:
        lines += ["", *game_lines]
    return "\n".join(lines)
