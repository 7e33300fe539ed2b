"""``alea export rules|commands|transcript FILE``: braille for print, through liblouis.

The rules and the command card are those of the game played (``--game`` before ``export``, or
the last one played).

Unicode braille (for a braille display's file viewer) or BRF (40 cells, 25
lines a page, for an embosser). ``transcript`` exports the transcript recorded
with ``script`` (or ``--from`` another file).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from contextlib import redirect_stdout
from pathlib import Path
from typing import TextIO

from alea.cli import catalogs
from alea.cli.card import card_lines
from alea.cli.commands import vocabulary
from alea.cli.options import OptionError, find_lang, localized_parser
from alea.cli.plugin import GamePlugin
from alea.i18n import LANGUAGES

DOCUMENTS = ("rules", "commands", "transcript")
FORMATS = ("unicode", "brf")


def build_parser(lang: str) -> argparse.ArgumentParser:
    """The export options, with texts in ``lang``."""
    t = catalogs.table(lang)
    documents = "|".join(vocabulary.name("document", key, lang) for key in DOCUMENTS)
    usage = t.gettext("Usage: alea export {documents} FILE [--lang cs|fr|en] [--format unicode|brf]").format(
        documents=documents)
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
                        help=t.gettext("unicode (for a braille display) or brf (for an embosser)"))
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


def export(argv: Sequence[str], lang: str, out: TextIO, environ, game: GamePlugin) -> int:  # type: ignore[no-untyped-def]
    """Run ``alea export`` for ``game``; returns the exit code."""
    from alea.cli.storage import data_dir

    lang = find_lang(argv) or lang
    t = catalogs.table(lang)
    try:
        with redirect_stdout(out):
            options = build_parser(lang).parse_args(list(argv))
    except OptionError as error:
        out.write(f"{error}\n")
        return 2
    except SystemExit as stop:  # --help
        return stop.code if isinstance(stop.code, int) else 0
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
    out.write(t.gettext("Written: {file}.").format(file=written) + "\n")
    return 0
