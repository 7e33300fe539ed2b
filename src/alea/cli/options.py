"""The command-line options of ``alea``, with help and errors in the player's language.

argparse's own English strings ("usage:", "options", its error texts) never
reach a Czech or French player: the usage prefix and section title come from
the ``table`` catalog, every value is checked by a type function that raises a
localized message, and any other parse error is answered by a localized line.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from dataclasses import dataclass

from alea import __version__ as VERSION
from alea.cli import catalogs
from alea.cli.commands import vocabulary
from alea.cli.overview import epilog
from alea.cli.settings import VERBOSITIES
from alea.errors import AleaError
from alea.i18n import LANGUAGES, format_list
from alea.tesseract.engine.config import BASE_SIDES, EDITIONS, VARIANTS

BASES: tuple[str, ...] = tuple(BASE_SIDES)
"""The base plate sides, in the rulebook's order."""

VARIANT_CODES: tuple[str, ...] = tuple(VARIANTS)
"""The variants of a new game (tesseract-rules.md section 9)."""

EDITION_CODES: tuple[str, ...] = tuple(EDITIONS)
"""The editions of a new game (tesseract-rules.md section 10)."""

CONSENT_KEYS: tuple[str, ...] = ("always", "ask")
"""The values of --consent (R-A3): consent always given without a question, or asked."""


class OptionError(AleaError):
    """The command line could not be read; the message is already localized."""


@dataclass(frozen=True)
class Options:
    """What the command line asked for; None where it said nothing."""

    lang: str | None = None
    """--lang: cs, fr or en."""
    players: int | None = None
    """--players: 1 to 4."""
    base: str | None = None
    """--base: the base plate side."""
    seed: int | None = None
    """--seed: the random source's seed of a new game."""
    researchers: tuple[str, ...] | None = None
    """--researchers: names, abbreviations or ids, in lab order."""
    variants: tuple[str, ...] = ()
    """--variant (repeatable): variant codes."""
    edition: str | None = None
    """--edition: the rulebook of new games (default: that of the game's language)."""
    load: str | None = None
    """--load: a save file to start from."""
    verbosity: str | None = None
    """--verbosity: terse, normal or verbose."""
    speech: bool | None = None
    """--speech / --no-speech."""
    colour: bool | None = None
    """--colour / --no-colour."""
    auto_consent: bool | None = None
    """--consent always|ask: whether new games give consent without asking (R-A3)."""

    def asks_for_game(self) -> bool:
        """Whether the options describe a particular game (so no resume is offered)."""
        return any(v is not None for v in (self.base, self.seed, self.researchers, self.load, self.edition)) \
            or bool(self.variants)


def find_lang(argv: Sequence[str]) -> str | None:
    """The ``--lang`` value in ``argv``, if valid, read before parsing so help speaks it."""
    for index, arg in enumerate(argv):
        value = None
        if arg == "--lang" and index + 1 < len(argv):
            value = argv[index + 1]
        elif arg.startswith("--lang="):
            value = arg.split("=", 1)[1]
        if value in LANGUAGES:
            return value
    return None


def localized_parser(prog: str, description: str, lang: str, error: str,
                     epilog: str | None = None) -> argparse.ArgumentParser:
    """An ArgumentParser whose usage prefix, section titles, -h and errors are in ``lang``.

    ``error`` is the localized line any parse error raises (as :class:`OptionError`).
    """
    t = catalogs.table(lang)

    class Formatter(argparse.RawDescriptionHelpFormatter):  # the epilog's lines stay as written
        def add_usage(self, usage, actions, groups, prefix=None):  # type: ignore[no-untyped-def]
            super().add_usage(usage, actions, groups, t.gettext("Usage: "))

    class Parser(argparse.ArgumentParser):
        def error(self, message: str) -> None:  # type: ignore[override]
            raise OptionError(error)

    parser = Parser(prog=prog, add_help=False, formatter_class=Formatter, description=description, epilog=epilog)
    parser._optionals.title = t.gettext("Options")
    parser._positionals.title = t.gettext("Arguments")
    parser.add_argument("-h", "--help", action="help", help=t.gettext("show this help and stop"))
    return parser


def build_parser(lang: str) -> argparse.ArgumentParser:
    """The option parser, with its texts in ``lang``."""
    t = catalogs.table(lang)

    def checked(values: Sequence[str], message: str):  # type: ignore[no-untyped-def]
        def check(word: str) -> str:
            if word not in values:
                raise OptionError(message.format(value=word))
            return word
        return check

    def players(word: str) -> int:
        if word not in ("1", "2", "3", "4"):
            raise OptionError(t.gettext("The number of players is 1 to 4, not {value}.").format(value=word))
        return int(word)

    def seed(word: str) -> int:
        if not word.isascii() or not word.isdigit() or len(word) > 18:
            raise OptionError(t.gettext("A seed is a whole number, not {value}.").format(value=word))
        return int(word)

    def verbosity(word: str) -> str:
        key = word if word in VERBOSITIES else vocabulary.match("verbosity", word, lang)
        if key is None:
            raise OptionError(t.gettext("Verbosity is terse, normal or verbose, not {value}.").format(value=word))
        return key

    def consent(word: str) -> bool:
        key = word if word in CONSENT_KEYS else vocabulary.match("consent", word, lang)
        if key is None:
            raise OptionError(t.gettext("Consent is always or ask, not {value}.").format(value=word))
        return key == "always"

    parser = localized_parser("alea", t.gettext("Alea, an accessible game table. First game: Tesseract."), lang,
                              t.gettext("Options not understood. alea --help lists them."),
                              epilog(lang, VARIANT_CODES))
    parser.add_argument("--version", action="version", version=f"alea {VERSION}",
                        help=t.gettext("show the version and stop"))
    parser.add_argument("--lang", metavar="cs|fr|en", type=checked(LANGUAGES, t.gettext("The language is cs, fr or en, not {value}.")),
                        help=t.gettext("language of the game: cs, fr or en (default: the system's)"))
    parser.add_argument("--players", metavar="1-4", type=players, help=t.gettext("number of players, 1 to 4"))
    parser.add_argument("--base", metavar="|".join(BASES), type=checked(BASES, t.gettext("The base side is 1, A, 2, B, 3, C, 4 or D, not {value}.")),
                        help=t.gettext("base plate side: 1, A, 2, B, 3, C, 4 or D (default 1)"))
    parser.add_argument("--seed", metavar="N", type=seed, help=t.gettext("seed of the random source, to replay a game"))
    parser.add_argument("--researchers", metavar=t.gettext("NAMES"), help=t.gettext("researchers, separated by commas (default: dealt at random)"))
    codes = format_list(list(VARIANT_CODES), lang, "or")
    parser.add_argument("--variant", metavar="|".join(VARIANT_CODES), action="append", default=[],
                        type=checked(VARIANT_CODES, t.gettext("The variants are {variants}, not {value}.").replace(
                            "{variants}", codes)),
                        help=t.gettext("a variant of the rules: {variants} (may be repeated)").format(variants=codes))
    parser.add_argument("--edition", metavar="|".join(EDITION_CODES),
                        type=checked(EDITION_CODES, t.gettext("The edition is cs, fr or en1, not {value}.")),
                        help=t.gettext("the rulebook played: cs (Czech revision), fr (French revision) or en1 "
                                       "(English first edition); default: that of the language"))
    parser.add_argument("--load", metavar=t.gettext("FILE"), help=t.gettext("load a saved game"))
    parser.add_argument("--verbosity", metavar="|".join(vocabulary.name("verbosity", v, lang) for v in VERBOSITIES),
                        type=verbosity, help=t.gettext("terse, normal or verbose"))
    parser.add_argument("--speech", action=argparse.BooleanOptionalAction, default=None,
                        help=t.gettext("let the game speak by itself (for players without a screen reader)"))
    parser.add_argument("--colour", "--color", action=argparse.BooleanOptionalAction, default=None,
                        help=t.gettext("allow colour (never when NO_COLOR is set)"))
    parser.add_argument("--consent", metavar="|".join(vocabulary.name("consent", c, lang) for c in CONSENT_KEYS),
                        type=consent, dest="auto_consent",
                        help=t.gettext("consent in new games: always (given without a question) or ask (default)"))
    return parser


def parse_options(argv: Sequence[str], lang: str) -> Options:
    """Read ``argv``; raises :class:`OptionError` (localized) or SystemExit(0) after --help/--version."""
    parsed = build_parser(lang).parse_args(list(argv))
    researchers = tuple(r.strip() for r in parsed.researchers.split(",") if r.strip()) if parsed.researchers else None
    return Options(lang=parsed.lang, players=parsed.players, base=parsed.base, seed=parsed.seed,
                   researchers=researchers, variants=tuple(parsed.variant), edition=parsed.edition,
                   load=parsed.load,
                   verbosity=parsed.verbosity, speech=parsed.speech, colour=parsed.colour,
                   auto_consent=parsed.auto_consent)


SUBCOMMANDS: tuple[str, ...] = ("export",)
"""The words that start a subcommand of ``alea`` (each has its own options and help)."""


def find_subcommand(argv: Sequence[str]) -> int | None:
    """Where a subcommand word stands in ``argv`` (``alea --lang fr export ...``), or None.

    Only the table's own options may come before it; their values are skipped, so that
    ``--load export`` loads a file called export.
    """
    takes_value = {flag for action in build_parser("en")._actions if action.nargs != 0
                   for flag in action.option_strings}
    index = 0
    while index < len(argv):
        arg = argv[index]
        if arg in SUBCOMMANDS:
            return index
        if not arg.startswith("-") or arg == "--":
            return None
        index += 2 if arg in takes_value else 1
    return None
