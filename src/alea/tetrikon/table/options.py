"""Tetrikon's options of the ``alea`` command line: ``--solo``, ``--rounds N`` (a round limit,
T-V1) and ``--games N`` (a match of N games, diagrams A, B, C ..., T-S2). The player count is
the table's ``--players`` (2 to 4 for Tetrikon). Any of them describes a particular game, so with
one no unfinished game is offered to resume.
"""

from __future__ import annotations

import argparse
from alea.dataclass import dataclass

from alea.table import GameOptions
from alea.tetrikon.table.arguments import MAX_GAMES
from alea.tetrikon.table.words import t


@dataclass(frozen=True)
class TetrikonOptions:
    """What the command line asked of Tetrikon's games."""

    solo: bool = False
    """--solo: the solo game (T-V3)."""
    rounds: int | None = None
    """--rounds N: time runs out when round N begins (T-V1)."""
    games: int = 1
    """--games N: the match's length (T-S2)."""


def _bounded(high: int, lang: str) -> object:
    message = t(lang).gettext("A whole number from 1 to {high} is needed, not {value}.")

    def read(word: str) -> int:
        if word.isascii() and word.isdigit() and 1 <= int(word) <= high:
            return int(word)
        raise argparse.ArgumentTypeError(message.format(high=high, value=word))

    return read


def add(parser: argparse.ArgumentParser, lang: str) -> None:
    """Add Tetrikon's options to ``parser``, their help in ``lang``."""
    tt = t(lang)
    parser.add_argument("--solo", action="store_true", help=tt.gettext("the solo game: one player, four diagrams"))
    parser.add_argument("--rounds", metavar="N", type=_bounded(999, lang),  # type: ignore[arg-type]
                        help=tt.gettext("a round limit: the match ends as round N begins"))
    parser.add_argument("--games", metavar="N", type=_bounded(MAX_GAMES, lang), default=1,  # type: ignore[arg-type]
                        help=tt.gettext("the match's length: N games, diagrams A, B, C ..."))


def read(parsed: argparse.Namespace) -> TetrikonOptions:
    """Tetrikon's options from what the parser read."""
    return TetrikonOptions(solo=bool(parsed.solo), rounds=parsed.rounds, games=parsed.games)


def chosen(options: object) -> bool:
    """Whether the options describe a particular game (so no resume is offered)."""
    return isinstance(options, TetrikonOptions) and options != TetrikonOptions()


OPTIONS = GameOptions(add=add, read=read, chosen=chosen, none=TetrikonOptions())
"""Tetrikon's command-line options, for its plug-in."""
