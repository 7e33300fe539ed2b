"""The command line of ``alea`` itself, with help and errors in the player's language.

Read in two steps: :func:`find_game` and :func:`find_subcommand` look at the words before
parsing (the game's own options and help depend on the game; a subcommand has a parser of its
own), then :func:`parse_options` reads everything into the table's
:class:`~alea.table.options.Options`. The parser is built by
:func:`~alea.table.options.localized_parser`, so no English string of argparse shows.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from alea import __version__ as VERSION
from alea.cli.overview import epilog
from alea.i18n import LANGUAGES, format_list
from alea.table import catalogs
from alea.table.commands import vocabulary
from alea.table.game_entry import GameEntry, find_entry
from alea.table.options import CONSENT_KEYS, Options, OptionError, checked, localized_parser, option_values
from alea.table.plugin import GamePlugin
from alea.table.settings import PROMPT_LENGTH, VERBOSITIES, valid_prompt


def find_game(argv: Sequence[str], games: Sequence[GameEntry]) -> str | None:
    """The id of the game of ``games`` that ``--game`` names in ``argv`` (any language's name), read
    before parsing so that the game's own options and help are there; None when it names none."""
    found = [entry for word in option_values(argv, "--game") if (entry := find_entry(games, word)) is not None]
    return found[0].id if found else None


def players_help(games: Sequence[GameEntry], lang: str) -> str:
    """``--players``' help: how many players each of ``games`` seats, as its plug-in says (this
    loads every game's plug-in, so it is asked only for ``--help``)."""
    t = catalogs.table(lang)
    # TRANSLATORS: one game's part of --players' help: "Multiverse 2 to 6".
    ranges = [t.gettext("{game} {low} to {high}").format(game=entry.name(lang), low=low, high=high)
              for entry in games for low, high in [entry.load().players]]
    return t.gettext("number of players: {ranges}").format(ranges=format_list(ranges, lang, "standard"))


def build_parser(lang: str, game: GamePlugin, games: Sequence[GameEntry]) -> argparse.ArgumentParser:
    """The option parser of ``alea`` playing ``game``, ``--game`` taking one of ``games``, with its texts in ``lang``."""
    t = catalogs.table(lang)

    low, high = game.players

    def players(word: str) -> int:
        if word not in [str(n) for n in range(low, high + 1)]:
            named = {entry.id: entry.name(lang) for entry in games}.get(game.id, game.id)
            # the game is named: "1 to 4" of the last game played misleads a player who meant another
            raise OptionError(t.gettext("The number of players of {game} is {low} to {high}, not {value}.").format(
                game=named, low=low, high=high, value=word))
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

    def prompt_sign(sign: str) -> str:
        if not valid_prompt(sign):
            raise OptionError(t.gettext("The prompt is 1 to {count} signs without a space, not {value}.").format(
                count=PROMPT_LENGTH, value=sign))
        return sign

    names = [entry.name(lang) for entry in games]

    def game_name(word: str) -> str:
        found = find_entry(games, word)
        if found is None:
            raise OptionError(t.gettext("The game is {games}, not {value}.").format(
                games=format_list(names, lang, "or"), value=word))
        return found.id

    def fill_players_help() -> None:
        players_option.help = players_help(games, lang)

    parser = localized_parser("alea", t.gettext("Alea, an accessible game table. Games: {games}.").format(
                                  games=format_list(names, lang, "standard")), lang,
                              t.gettext("Options not understood. alea --help lists them."),
                              epilog(lang, game.options.epilog(lang)), fill_players_help)
    parser.add_argument("--version", action="version", version=f"alea {VERSION}",
                        help=t.gettext("show the version and stop"))
    parser.add_argument("--lang", metavar="cs|fr|en", type=checked(LANGUAGES, t.gettext("The language is cs, fr or en, not {value}.")),
                        help=t.gettext("language of the game: cs, fr or en (default: the system's)"))
    parser.add_argument("--game", metavar="|".join(names), type=game_name,
                        help=t.gettext("the game to play (default: the last one played)"))
    # the games seat different numbers of players: the help says each game's (filled in for --help)
    players_option = parser.add_argument("--players", metavar="N", type=players)
    parser.add_argument("--seed", metavar="N", type=seed, help=t.gettext("seed of the random source, to replay a game"))
    game.options.add(parser, lang)
    parser.add_argument("--load", metavar=t.gettext("FILE"), help=t.gettext("load a saved game"))
    parser.add_argument("--verbosity", metavar="|".join(vocabulary.name("verbosity", v, lang) for v in VERBOSITIES),
                        type=verbosity, help=t.gettext("terse, normal or verbose"))
    parser.add_argument("--speech", action=argparse.BooleanOptionalAction, default=None,
                        help=t.gettext("let the game speak by itself (for players without a screen reader)"))
    parser.add_argument("--sounds", action=argparse.BooleanOptionalAction, default=None,
                        help=t.gettext("play a short sound with what happens: your turn, dice, a refusal and more"))
    parser.add_argument("--colour", "--color", action=argparse.BooleanOptionalAction, default=None,
                        help=t.gettext("allow colour (never when NO_COLOR is set)"))
    parser.add_argument("--prompt", metavar=t.gettext("SIGN"), type=prompt_sign,
                        help=t.gettext("the sign before each line you type (default: your language's own)"))
    parser.add_argument("--consent", metavar="|".join(vocabulary.name("consent", c, lang) for c in CONSENT_KEYS),
                        type=consent, dest="auto_consent",
                        help=t.gettext("consent in new games: always (given without a question) or ask (default)"))
    parser.add_argument("--board", action="store_true",
                        help=t.gettext("also draw the board in a web browser on this computer (read only)"))
    return parser


def parse_options(argv: Sequence[str], lang: str, game: GamePlugin, games: Sequence[GameEntry]) -> Options:
    """Read ``argv`` for ``alea`` playing ``game`` (``--game`` taking one of ``games``); raises
    :class:`OptionError` (localized) or SystemExit(0) after --help/--version."""
    parsed = build_parser(lang, game, games).parse_args(list(argv))
    game_options = game.options.read(parsed)
    return Options(lang=parsed.lang, game=parsed.game, players=parsed.players, seed=parsed.seed, load=parsed.load,
                   verbosity=parsed.verbosity, speech=parsed.speech, sounds=parsed.sounds, colour=parsed.colour,
                   prompt=parsed.prompt, auto_consent=parsed.auto_consent, board=parsed.board, game_options=game_options,
                   particular=game.options.chosen(game_options))


SUBCOMMANDS: tuple[str, ...] = ("export", "serve", "join", "tables")
"""The words that start a subcommand of ``alea`` (each has its own options and help)."""


def find_subcommand(argv: Sequence[str], game: GamePlugin) -> int | None:
    """Where a subcommand word stands in ``argv`` (``alea --lang fr export ...``), or None.

    Only the table's own options may come before it; their values are skipped, so that
    ``--load export`` loads a file called export.
    """
    if not any(word in SUBCOMMANDS for word in argv):  # none: no parser built to know the options' values
        return None
    takes_value = {flag for action in build_parser("en", game, ())._actions if action.nargs != 0  # (no game needed)
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
