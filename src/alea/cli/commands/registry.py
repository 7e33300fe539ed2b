"""The one command registry: ids, categories, arguments, help, words per language.

Every command has a language-independent id. Its words, short forms and help
line are ``commands`` catalog entries, so Czech and French choose their own
words (the rulebook's verbs) and abbreviations. Help, completion and the
command card are all generated from this registry.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from alea.cli.catalogs import Np_, Entry, forms, text
from alea.cli.text import fold
from alea.errors import AleaError
from alea.i18n import LANGUAGES


class Category(Enum):
    """What a command does to the game."""

    ACTION = "action"
    """Changes the game: an action of the rules (costs an action unless free)."""
    QUERY = "query"
    """Answers a question about the game and changes nothing."""
    TABLE = "table"
    """Works on the table itself: settings, saving, history."""


class Arg(Enum):
    """The typed arguments commands take (parsed by :mod:`alea.cli.arguments`)."""

    COLUMN = "column"
    LAYER = "layer"
    DIE = "die"
    DICE = "dice"
    DIRECTION = "direction"
    TRANSFER = "transfer"
    LAB = "lab"
    CARD = "card"
    SIDE = "side"
    NUMBER = "number"
    TOPIC = "topic"
    COMMAND = "command"
    LANGUAGE = "language"
    VERBOSITY = "verbosity"
    SWITCH = "switch"
    CONSENT = "consent"
    FILE = "file"
    SETUP = "setup"


@dataclass(frozen=True)
class Param:
    """One argument slot of a command."""

    arg: Arg
    """The argument's type."""
    optional: bool = False
    """Whether the command works without it."""


@dataclass(frozen=True)
class Command:
    """One command of the table."""

    id: str
    """The language-independent id (``remove``, ``status``, ``quit`` ...)."""
    category: Category
    """Action, query or table command."""
    params: tuple[Param, ...]
    """The arguments, in order."""
    words: Entry
    """Catalog entry of the full words (the first is the one printed)."""
    shorts: Entry
    """Catalog entry of the short forms."""
    help: Entry
    """Catalog entry of the one-line help, which starts with the syntax."""

    def words_in(self, lang: str) -> tuple[str, ...]:
        """The full words of this command in ``lang``."""
        return forms(self.words, lang)

    def shorts_in(self, lang: str) -> tuple[str, ...]:
        """The short forms of this command in ``lang``."""
        return forms(self.shorts, lang)

    def word(self, lang: str) -> str:
        """The word printed for this command in ``lang``."""
        return self.words_in(lang)[0]

    def help_in(self, lang: str) -> str:
        """The help line of this command in ``lang``."""
        return text(self.help, lang)


A, Q, T = Category.ACTION, Category.QUERY, Category.TABLE


def _p(*args: Arg, optional: bool = False) -> tuple[Param, ...]:
    return tuple(Param(a, optional) for a in args)


COMMANDS: tuple[Command, ...] = (
    # Actions
    Command("remove", A, _p(Arg.COLUMN), Np_("command", "remove"), Np_("short form of remove", "r"),
            Np_("command help", "remove COLUMN: take the top die of a column, such as b3, into your lab")),
    Command("adjust", A, _p(Arg.DIE, Arg.DIRECTION), Np_("command", "adjust"), Np_("short form of adjust", "a"),
            Np_("command help", "adjust DIE up or down: change a die in your lab or the primed area by one")),
    Command("transfer", A, _p(Arg.DIE) + _p(Arg.TRANSFER, optional=True) + _p(Arg.LAB),
            Np_("command", "transfer"), Np_("short form of transfer", "t"),
            Np_("command help", "transfer DIE to LAB, or DIE from LAB: move a die between your lab and another")),
    Command("study", A, _p(Arg.CARD), Np_("command", "study"), Np_("short form of study", "s"),
            Np_("command help", "study CARD: discard a research card and draw one of the next level")),
    Command("contain", A, _p(Arg.DIE) + _p(Arg.DICE, optional=True), Np_("command", "contain"),
            Np_("short form of contain", "c"),
            Np_("command help", "contain DIE [OTHER DICE]: put a die of a valid group on the containment board")),
    Command("unique", A, (), Np_("command", "unique"), Np_("short form of unique", "u"),
            Np_("command help", "unique: your researcher's own action")),
    Command("play", A, _p(Arg.CARD), Np_("command", "play"), Np_("short form of play", "p"),
            Np_("command help", "play CARD: play a research card or an unlocked containment card, for free")),
    Command("end", A, (), Np_("command", "end"), Np_("short form of end", "e"),
            Np_("command help", "end: end your action phase")),
    # Queries
    Command("status", Q, (), Np_("command", "status"), Np_("short form of status", "st"),
            Np_("command help", "status: turn, researcher, actions left, breaches, dice left, primed dangers")),
    Command("tower", Q, (), Np_("command", "tower"), Np_("short form of tower", "tw"),
            Np_("command help", "tower: each column's height and top die, row by row")),
    Command("column", Q, _p(Arg.COLUMN), Np_("command", "column"), Np_("short form of column", "col"),
            Np_("command help", "column COLUMN: one column from bottom to top")),
    Command("layer", Q, _p(Arg.LAYER), Np_("command", "layer"), Np_("short form of layer", "ly"),
            Np_("command help", "layer LAYER: every position of one layer, 1 to 4")),
    Command("free", Q, (), Np_("command", "free"), Np_("short form of free", "f"),
            Np_("command help", "free: every removable die")),
    Command("next", Q, (), Np_("command", "next"), Np_("short form of next", "n"),
            Np_("command help", "next: the die the threat phase will prime, and the event under it")),
    Command("face", Q, _p(Arg.SIDE), Np_("command", "face"), Np_("short form of face", "fc"),
            Np_("command help", "face SIDE: the tower seen from north, east, south or west")),
    Command("base", Q, (), Np_("command", "base"), Np_("short form of base", "b"),
            Np_("command help", "base: the base plate's events, covered, revealed or re-armed")),
    Command("primed", Q, (), Np_("command", "primed"), Np_("short form of primed", "pr"),
            Np_("command help", "primed: the primed dice by value, with warnings")),
    Command("lab", Q, _p(Arg.LAB, optional=True), Np_("command", "lab"), Np_("short form of lab", "l"),
            Np_("command help", "lab [LAB]: your lab, or another lab")),
    Command("board", Q, (), Np_("command", "board"), Np_("short form of board", "bd"),
            Np_("command help", "board: the containment board, what is in and what is missing")),
    Command("hand", Q, (), Np_("command", "hand"), Np_("short form of hand", "h"),
            Np_("command help", "hand: your research cards")),
    Command("card", Q, _p(Arg.CARD), Np_("command", "card"), Np_("short form of card", "cd"),
            Np_("command help", "card CARD: one card's full text")),
    Command("cards", Q, (), Np_("command", "cards"), Np_("short form of cards", "cc"),
            Np_("command help", "cards: the containment cards")),
    Command("who", Q, _p(Arg.LAB, optional=True), Np_("command", "who"), Np_("short form of who", "w"),
            Np_("command help", "who [LAB]: a researcher's ability and unique action")),
    Command("groups", Q, (), Np_("command", "groups"), Np_("short form of groups", "g"),
            Np_("command help", "groups: every valid group in your lab")),
    Command("last", Q, (), Np_("command", "last"), Np_("short form of last", "la"),
            Np_("command help", "last: the last thing that happened")),
    Command("since", Q, (), Np_("command", "since"), Np_("short form of since", "si"),
            Np_("command help", "since: what happened since your last turn")),
    Command("rules", Q, _p(Arg.TOPIC, optional=True), Np_("command", "rules"), Np_("short form of rules", "ru"),
            Np_("command help", "rules [TOPIC]: the rules, or one topic")),
    Command("legend", Q, (), Np_("command", "legend"), Np_("short form of legend", "lgd"),
            Np_("command help", "legend: every abbreviation of terse mode, in this language")),
    Command("help", Q, _p(Arg.COMMAND, optional=True), Np_("command", "help"), Np_("short form of help", "?"),
            Np_("command help", "help [COMMAND]: the commands, or one command")),
    # Table commands
    Command("again", T, (), Np_("command", "again repeat"), Np_("short form of again", "ag"),
            Np_("command help", "again: say the last message again")),
    Command("history", T, _p(Arg.NUMBER, optional=True), Np_("command", "history"),
            Np_("short form of history", "hi"),
            Np_("command help", "history [N]: read the last N messages again")),
    Command("undo", T, (), Np_("command", "undo"), Np_("short form of undo", "un"),
            Np_("command help", "undo: take back your last action of this turn, when the rules allow")),
    Command("hint", T, (), Np_("command", "hint"), Np_("short form of hint", "ht"),
            Np_("command help", "hint: suggest a move")),
    Command("save", T, _p(Arg.FILE, optional=True), Np_("command", "save"), Np_("short form of save", "sv"),
            Np_("command help", "save [NAME]: save the game")),
    Command("load", T, _p(Arg.FILE, optional=True), Np_("command", "load"), Np_("short form of load", "ld"),
            Np_("command help", "load [NAME]: load a saved game")),
    Command("new", T, _p(Arg.SETUP, optional=True), Np_("command", "new"), Np_("short form of new", "nw"),
            Np_("command help", "new [OPTIONS]: start a new game; options change it and the next ones: "
                                "players 1 to 4, base and a side, edition cs, fr or en1, a variant's code "
                                "to switch it on, without and a code to switch it off")),
    Command("quit", T, (), Np_("command", "quit exit"), Np_("short form of quit", "q"),
            Np_("command help", "quit: leave the table; the game is saved")),
    Command("language", T, _p(Arg.LANGUAGE), Np_("command", "language"), Np_("short form of language", "lg"),
            Np_("command help", "language cs, fr or en: switch the language of everything")),
    Command("verbosity", T, _p(Arg.VERBOSITY, optional=True), Np_("command", "verbosity"),
            Np_("short form of verbosity", "vb"),
            Np_("command help", "verbosity terse, normal or verbose: how much the game says")),
    Command("speech", T, _p(Arg.SWITCH, optional=True), Np_("command", "speech"),
            Np_("short form of speech", "sp"),
            Np_("command help", "speech on, off, screen-reader or own: let the game speak, and in whose voice")),
    Command("silence", T, (), Np_("command", "silence"), Np_("short form of silence", "sh"),
            Np_("command help", "silence: stop the speech now")),
    Command("script", T, _p(Arg.FILE, optional=True), Np_("command", "script"), Np_("short form of script", "sc"),
            Np_("command help", "script [FILE]: start recording a transcript to a file, or stop it")),
    Command("settings", T, (), Np_("command", "settings"), Np_("short form of settings", "se"),
            Np_("command help", "settings: the saved settings")),
    Command("consent", T, _p(Arg.CONSENT, optional=True), Np_("command", "consent"),
            Np_("short form of consent", "cn"),
            Np_("command help", "consent always or ask: from the next new game on, give consent to transfers "
                                "without a question, or ask for it")),
    Command("demo", T, (), Np_("command", "demo"), Np_("short form of demo", "dm"),
            Np_("command help", "demo: the bots play a game of their own, a turn at a time; then next, all or stop")),
)
"""Every command of the table, in the order help lists them."""

BY_ID: dict[str, Command] = {command.id: command for command in COMMANDS}
"""The commands by id."""

EVERY_LANGUAGE = ("help", "language")
"""Commands whose words and short forms from every language work in every language (accessibility.md
12): a player who does not understand the table's language can still ask for help or switch it.
A form of the table's own language always wins over another language's form."""


class CommandError(AleaError, ValueError):
    """An input line did not name one command; ``code`` and ``data`` say why."""

    def __init__(self, code: str, **data: object) -> None:
        super().__init__(code)
        self.code = code
        self.data = data


@dataclass(frozen=True)
class CommandTable:
    """The commands as one language writes them: resolution and completion."""

    lang: str
    """The language."""

    def resolve(self, word: str) -> Command:
        """The command ``word`` names: an exact word or short form, else a unique prefix of a word.

        Raises :class:`CommandError` ``unknown`` (with ``nearest``: words of the
        closest commands, maybe none) or ``ambiguous`` (with ``candidates``).
        Never guesses.
        """
        folded = fold(word)
        exact = _exact(self.lang).get(folded)
        if exact is not None:
            return BY_ID[exact]
        prefixed = sorted({cid for form, cid in _words(self.lang) if form.startswith(folded)},
                          key=_ORDER.__getitem__)
        if len(prefixed) == 1:
            return BY_ID[prefixed[0]]
        if prefixed:
            raise CommandError("ambiguous", word=word, candidates=[BY_ID[c].word(self.lang) for c in prefixed])
        raise CommandError("unknown", word=word, nearest=self.nearest(folded))

    def nearest(self, folded: str, count: int = 3) -> list[str]:
        """The printed words of up to ``count`` commands closest to ``folded``.

        A word of another language names its command in this language only (a Czech
        player typing ``status`` is told ``stav``); otherwise the closest forms of this
        language come first, then those of the other languages, each named by its
        command's word in this language.
        """
        foreign = _all_forms(self.lang).get(folded)
        if foreign is not None:  # a word of another language that names one command
            return [BY_ID[foreign].word(self.lang)]
        import difflib  # loaded with the first unknown word

        result: list[str] = []
        # another language's forms must be closer: its short words ("lab") are near too much
        for forms, cutoff in ((_exact(self.lang), 0.6), (_all_forms(self.lang), 0.75)):
            for form in difflib.get_close_matches(folded, list(forms), n=count * 4, cutoff=cutoff):
                printed = BY_ID[forms[form]].word(self.lang)
                if printed not in result:
                    result.append(printed)
        return result[:count]

    def completions(self, prefix: str) -> list[str]:
        """Full words (as printed) that start with ``prefix``, for tab completion."""
        folded = fold(prefix)
        return [w for c in COMMANDS for w in c.words_in(self.lang) if fold(w).startswith(folded)]


_ORDER = {command.id: index for index, command in enumerate(COMMANDS)}


@lru_cache(maxsize=None)
def _exact(lang: str) -> dict[str, str]:
    table: dict[str, str] = {}
    for command in COMMANDS:
        for form in command.words_in(lang) + command.shorts_in(lang):
            table.setdefault(fold(form), command.id)
    for other in LANGUAGES:
        for cid in EVERY_LANGUAGE:
            for form in BY_ID[cid].words_in(other) + BY_ID[cid].shorts_in(other):
                table.setdefault(fold(form), cid)
    return table


@lru_cache(maxsize=None)
def _all_forms(lang: str) -> dict[str, str]:
    """Every word and short form of every language (folded) -> command id, ``lang``'s own first.

    A form that other languages give to different commands ("c": French adjust, English
    contain) is left out, since it names no one command.
    """
    seen: dict[str, set[str]] = {}
    for other in LANGUAGES:
        for form, cid in _exact(other).items():
            seen.setdefault(form, set()).add(cid)
    table = dict(_exact(lang))
    for form, cids in seen.items():
        if len(cids) == 1:
            table.setdefault(form, next(iter(cids)))
    return table


@lru_cache(maxsize=None)
def _words(lang: str) -> tuple[tuple[str, str], ...]:
    return tuple((fold(w), c.id) for c in COMMANDS for w in c.words_in(lang))
