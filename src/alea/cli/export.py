"""``alea export rules|commands|transcript|board FILE``: braille for print, through liblouis.

The rules and the command card are those of the game ``--game`` names (any game's name in any
language, before or after ``export``), else of the last game played; the answer names the game
it wrote, and says so when it chose it (issue 24).

Unicode braille (for a braille display's file viewer) or BRF (40 cells, 25
lines a page, for an embosser). ``transcript`` exports the transcript recorded
with ``script`` (or ``--from`` another file). ``board`` writes the position of the game's autosave
(the last game played) as a tactile graphic (:mod:`alea.braille.tactile`): ``--format svg`` (a file
a page: FILE, then FILE-2.svg ..., the key last) or ``pdf`` (printed by the system's chromium).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from contextlib import redirect_stdout
from pathlib import Path
from typing import TextIO

from alea.table import catalogs
from alea.cli.card import card_lines
from alea.table.commands import vocabulary
from alea.table.game_entry import GameEntry, find_entry
from alea.table.options import OptionError, find_lang, localized_parser
from alea.table.plugin import GamePlugin
from alea.i18n import LANGUAGES

DOCUMENTS = ("rules", "commands", "transcript", "board")
FORMATS = ("unicode", "brf", "svg", "pdf")
GRAPHICS = ("svg", "pdf")
"""The formats of the board's tactile graphic (the other documents are braille text)."""


def build_parser(lang: str, games: Sequence[GameEntry] = ()) -> argparse.ArgumentParser:
    """The export options, with texts in ``lang``; ``--game`` takes a name of one of ``games``."""
    t = catalogs.table(lang)
    documents = "|".join(vocabulary.name("document", key, lang) for key in DOCUMENTS)
    usage = t.gettext("Usage: alea export {documents} FILE [--lang cs|fr|en] [--format unicode|brf|svg|pdf] "
                      "[--game GAME]").format(documents=documents)
    parser = localized_parser(
        "alea export", t.gettext("Write the rules, the command card or a transcript in braille."), lang, usage)

    def document(word: str) -> str:
        key = word if word in DOCUMENTS else vocabulary.match("document", word, lang)
        if key is None:
            raise OptionError(usage)
        return key

    def one_of(values: tuple[str, ...]):  # type: ignore[no-untyped-def]
        def check(word: str) -> str:
            if word not in values:
                raise OptionError(usage)
            return word
        return check

    # Choices are written as in alea --help (a|b|c), and checked by a type so that argparse's
    # own English error never shows.
    parser.add_argument("document", metavar=documents, type=document, help=t.gettext("what to write"))
    parser.add_argument("file", metavar=t.gettext("FILE"), help=t.gettext("the braille file to write"))
    parser.add_argument("--lang", metavar="|".join(LANGUAGES), type=one_of(LANGUAGES), default=lang,
                        help=t.gettext("language of the document"))
    parser.add_argument("--format", metavar="|".join(FORMATS), type=one_of(FORMATS), default="unicode",
                        help=t.gettext("unicode (for a braille display) or brf (for an embosser); "
                                       "for the board, svg or pdf (a tactile graphic)"))
    def game(word: str) -> str:
        entry = find_entry(games, word)
        if entry is None:
            raise OptionError(t.gettext("No game is called {name}. The games: {names}.").format(
                name=word, names=", ".join(e.name(lang) for e in games)))
        return entry.id

    parser.add_argument("--game", metavar=t.gettext("GAME"), type=game,
                        help=t.gettext("the game whose rules or command card to write (default: the last played)"))
    parser.add_argument("--from", dest="source", metavar=t.gettext("FILE"),
                        help=t.gettext("the transcript to export (default: the one recorded with script)"))
    return parser


def document_lines(document: str, lang: str, source: Path, game: GamePlugin) -> list[str]:
    """The print lines of a document of ``game`` in ``lang``."""
    if document == "commands":
        return card_lines(lang, game.command_list)
    if document == "rules":
        return game.rules(lang)
    return source.read_text(encoding="utf-8").splitlines()


def export(argv: Sequence[str], lang: str, out: TextIO, environ, game: GamePlugin,  # type: ignore[no-untyped-def]
           games: Sequence[GameEntry] = (), chosen: str = "last") -> int:
    """Run ``alea export`` for ``game``: ``--game``'s, else the last played (``chosen``, ``last``)
    or the table's first game (``default``), which the answer then says; returns the exit code."""
    from alea.table.storage import data_dir

    lang = find_lang(argv) or lang
    t = catalogs.table(lang)
    try:
        with redirect_stdout(out):
            options = build_parser(lang, games).parse_args(list(argv))
    except OptionError as error:
        out.write(f"{error}\n")
        return 2
    except SystemExit as stop:  # --help
        return stop.code if isinstance(stop.code, int) else 0
    if (options.document == "board") != (options.format in GRAPHICS):
        out.write(t.gettext("The board is written as svg or pdf, the other documents as unicode or brf.") + "\n")
        return 2
    if options.document == "board":
        from alea.cli.tactile_export import export_board

        code, said = export_board(options.file, options.format, options.lang, environ, game)
        out.write(said if code else written_lines(lang, options.document, said, game_name(games, game.id, lang),
                                                   chosen, options.game is None))
        return code
    source = Path(options.source) if options.source else data_dir(environ) / "transcript.txt"
    try:
        lines = document_lines(options.document, options.lang, source, game)
    except OSError:
        out.write(t.gettext("Cannot read {file}.").format(file=source) + "\n")
        return 1
    from alea.braille import LiblouisMissing, write_export

    try:
        written = write_export(options.file, lines, options.lang, options.format)
    except LiblouisMissing as missing:
        out.write(f"{missing}\n")
        return 1
    except OSError:
        out.write(t.gettext("Cannot write {file}.").format(file=options.file) + "\n")
        return 1
    out.write(written_lines(lang, options.document, written, game_name(games, game.id, lang), chosen,
                            options.game is None or options.document == "transcript"))
    return 0


def game_name(games: Sequence[GameEntry], game: str, lang: str) -> str:
    """A game's printed name in ``lang`` (its id when the list does not hold it)."""
    return next((entry.name(lang) for entry in games if entry.id == game), game)


def written_lines(lang: str, document: str, written: object, name: str, chosen: str, unnamed: bool) -> str:
    """What ``alea export`` answers: which game it chose, when ``--game`` named none, then the file
    written and the game whose document it holds."""
    t = catalogs.table(lang)
    lines = []
    if unnamed and document != "transcript":
        lines.append(t.gettext("No game named, so {game}, the last game played.").format(game=name) if chosen == "last"
                     else t.gettext("No game named, so {game}, the first game of the table.").format(game=name))
    if document == "transcript":
        lines.append(t.gettext("Written: {file}.").format(file=written))
    else:
        lines.append(t.gettext("Written {file}, {document} of {game}.").format(
            file=written, document=vocabulary.name("document", document, lang), game=name))
    return "".join(line + "\n" for line in lines)
