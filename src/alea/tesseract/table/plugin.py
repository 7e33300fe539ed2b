"""Tesseract's plug-in: what the table needs to play it (:class:`~alea.table.plugin.GamePlugin`).

The registry (:mod:`alea.games`) loads this module when Tesseract is played; it imports
only what the command line and the command list need, so that ``alea --help`` does not load
the engine. The host, which plays, is imported when the first game starts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from alea.table import GamePlugin
from alea.table import Board
from alea.tesseract.table.arguments import SETUP
from alea.tesseract.table.commands import COMMANDS
from alea.tesseract.table.options import OPTIONS
from alea.tesseract.table.words import DOMAIN, Np_

if TYPE_CHECKING:
    from alea.table import Options
    from alea.table import GameHost, Session


def host(session: Session, options: Options) -> GameHost:
    """The host that plays Tesseract for ``session`` (it starts or resumes a game at once)."""
    from alea.tesseract.table.host import TesseractHost

    return TesseractHost(session, options, PLUGIN.command_list)


def rules(lang: str) -> list[str]:
    """The rules summary in ``lang`` as lines of print (its Markdown marks taken out for braille)."""
    from alea.braille.plain import plain_lines
    from alea.narration import Voice
    from alea.tesseract.narration.rules import document

    return plain_lines(document(Voice("tesseract", lang)).splitlines())


def board(view: Any, lang: str) -> Board:
    """The board ``view`` shows, drawn in ``lang`` (:mod:`alea.table.board`)."""
    from alea.tesseract.narration.board import build

    return build(view, lang)


def unheaded_table(config: dict[str, Any]) -> tuple[int, int]:
    """An online table kept before every game was played online: Tesseract's config alone, whose
    ``players`` are the seats, at version 1 of its record."""
    return int(config["players"]), 1


PLUGIN = GamePlugin(
    id="tesseract",
    commands=COMMANDS,
    host=host,
    rules=rules,
    domains=("tesseract", DOMAIN),
    setup=SETUP,
    new_help=Np_("command help", "new [OPTIONS]: start a new game; options change it and the next ones: "
                                 "players 1 to 4, base and a side, edition cs, fr or en1, a variant's code "
                                 "to switch it on, without and a code to switch it off"),
    options=OPTIONS,
    board=board,
    unheaded_table=unheaded_table,
)
"""Tesseract, as the table plays it."""
