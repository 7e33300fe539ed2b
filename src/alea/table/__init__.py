"""The game-free table, and the one module a game imports of it.

``alea.table`` is the table every game is played at: one session a sitting
(:mod:`~alea.table.session`), its seats (:mod:`~alea.table.seats`), one host for every game
(:mod:`~alea.table.host`), the command registry and the table's own commands
(:mod:`~alea.table.commands`, :mod:`~alea.table.table_commands`), numbered questions
(:mod:`~alea.table.question`), output kept as messages (:mod:`~alea.table.output`), settings and
saving, sound cues and the board as data. It knows no game and no front end: the terminal
(:mod:`alea.cli`) and the network (:mod:`alea.online`) import it, never the other way
(docs/layout.md).

A game imports the table from here only (``from alea.table import TableHost, CommandSet ...``),
as an OpenSpiel game imports ``pyspiel``; with the kernel (:mod:`alea.kernel`) and the narration
(:mod:`alea.narration`) that is all it needs. The table's own modules import each other's modules
directly, never this one.
"""

from alea.table.answer_hint import AnswerHint
from alea.table.arguments import NUMBER, ArgError, completed, listed, number, one_word, parse, rest_of_line
from alea.table.board import Board, Cell, Panel, Swatch
from alea.table.catalogs import Entry, marker
from alea.table.commands.registry import ArgKind, Category, CommandError, CommandList, CommandSet, Param
from alea.table.commands.vocabulary import WordLists
from alea.table.files import autosave_path, save_path
from alea.table.host import TableHost
from alea.table.options import Options, checked
from alea.table.plugin import GameOptions, GamePlugin, game_plugin
from alea.table.question import Option, Question, yes_option
from alea.table.seam import Front, FrontedHost, Json, Played, Show
from alea.table.seats import Seat
from alea.table.show import BotShow
from alea.table.session import GameHost, Session
from alea.table.storage import data_dir
from alea.table.table_commands import TABLE
from alea.table.text import fold, tokens

__all__ = [
    # the seam: a game's host, its plug-in, what the table asks of its game
    "TableHost", "FrontedHost", "Front", "GamePlugin", "game_plugin", "GameOptions", "BotShow", "GameHost", "Played", "Show", "Json", "Session", "Options", "Seat",
    # commands: declared once, with their words, argument kinds and handler
    "CommandSet", "CommandList", "Category", "Param", "ArgKind", "CommandError", "TABLE",
    # arguments: reading a command's words
    "ArgError", "NUMBER", "number", "one_word", "rest_of_line", "listed", "completed", "parse",
    # words and questions
    "Entry", "marker", "WordLists", "fold", "tokens", "Option", "Question", "yes_option", "AnswerHint",
    # the board as data; where files go
    "Board", "Cell", "Panel", "Swatch", "save_path", "autosave_path", "data_dir", "checked",
]
