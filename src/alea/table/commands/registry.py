"""Commands declared once: id, category, arguments, words, short forms, help and handler together.

Every command has a language-independent id. Its words, short forms and help line are
catalog entries (:class:`~alea.table.catalogs.Entry`), so Czech and French choose their
own words (the rulebook's verbs) and abbreviations. A :class:`CommandSet` collects the
commands of one owner, the table's (:mod:`alea.table.table_commands`) or a game's, each
declared by one decorator on its handler (pgspecial's model). A :class:`CommandList`
is what one game is played with: the game's commands and the table's, in the order help
lists them; help, completion, the command card and resolution are all generated from it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import field, replace
from alea.dataclass import dataclass
from enum import Enum
from functools import cached_property
from typing import Protocol, TypeVar

from alea.table.catalogs import Entry, forms, text
from alea.table.text import fold
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


Reader = Callable[[list[str], str], tuple[object, int]]
"""Reads one argument from the start of the words left, in a language: (value, words taken);
0 words taken means the words are not an argument of this kind."""


@dataclass(frozen=True)
class ArgKind:
    """One kind of argument: how it is read, how Tab completes it and how an error names it."""

    id: str
    """A language-independent id (``column``, ``file`` ...), carried by :class:`ArgError`."""
    read: Reader
    """Reads the argument from the start of the words left."""
    name: Callable[[str], str]
    """What an argument of this kind is, as a short phrase in a language ("a column, a1 to d4")."""
    complete: Callable[[str], Sequence[str]] | None = None
    """The words Tab offers for it in a language; None when it offers none (names, numbers)."""
    omitted: Callable[[], object] = lambda: None
    """The value of an optional argument left out."""
    skippable: bool = False
    """Whether an optional argument of this kind may be absent while later words follow ("transfer
    y3 2": no "to"): the words are then read as the next argument."""
    of_commands: bool = False
    """Whether it names a command of the game played: a :class:`CommandList` reads it as one."""


@dataclass(frozen=True)
class Param:
    """One argument slot of a command."""

    kind: ArgKind
    """The argument's kind."""
    optional: bool = False
    """Whether the command works without it."""


Handler = Callable[..., None]
"""Carries a command out: called with its owner's context (the session for the table's
commands, the game's host for a game's) and the command's typed values, in order."""


@dataclass(frozen=True)
class Command:
    """One command of the table or of a game."""

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
    handler: Handler = field(compare=False, repr=False, default=lambda *_: None)
    """What carries it out (see :data:`Handler`)."""
    table: bool = False
    """Whether it is one of the table's own commands (its handler takes the session)."""

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


F = TypeVar("F", bound=Callable[..., None])


class Asking(Protocol):
    """A game's host as a question's handler sees it."""

    def query(self, name: str, *values: object) -> None:
        """Say the answer to the game's query ``name`` with the command's typed values."""


class CommandSet:
    """The commands of one owner, each declared once by :meth:`command` on its handler."""

    def __init__(self, *, table: bool = False) -> None:
        self.table = table
        """Whether these are the table's own commands (their handlers take the session)."""
        self.commands: list[Command] = []
        """The commands in the order they were declared (the order help lists them)."""

    def command(self, id: str, category: Category, words: Entry, shorts: Entry, help: Entry,
                *params: Param) -> Callable[[F], F]:
        """Declare the decorated function as the handler of command ``id``, with its words,
        short forms, help line and arguments; returns the function unchanged."""

        def declare(handler: F) -> F:
            if any(c.id == id for c in self.commands):
                raise ValueError(f"command {id} declared twice")
            self.commands.append(Command(id, category, tuple(params), words, shorts, help, handler, self.table))
            return handler

        return declare

    def query(self, id: str, words: Entry, shorts: Entry, help: Entry, *params: Param) -> None:
        """Declare the question ``id``: its handler asks the game's host ``host.query(id, *values)``
        (the narration's query of the same name, declared where it is answered); it changes nothing."""

        def handler(host: Asking, *values: object) -> None:
            host.query(id, *values)

        handler.__doc__ = f"{id}: a question; it changes nothing."
        self.command(id, Category.QUERY, words, shorts, help, *params)(handler)

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.commands)


EVERY_LANGUAGE = ("help", "language")
"""Commands whose words and short forms from every language work in every language (accessibility.md
12): a player who does not understand the table's language can still ask for help or switch it.
A form of the table's own language always wins over another language's form."""


class CommandList:
    """The commands one game is played with: the game's and the table's, by category, the game's
    first within a category (the order help and the command card list them)."""

    def __init__(self, game: Iterable[Command], table: Iterable[Command],
                 replaced: Iterable[Command] = ()) -> None:
        """``replaced``: table commands as the game completes them (``new`` with the game's options)."""
        swaps = {c.id: c for c in replaced}
        own = [swaps.get(c.id, c) for c in table]
        mixed = [self._bound(c) for c in list(game) + own]
        self.commands: tuple[Command, ...] = tuple(c for category in Category for c in mixed
                                                   if c.category is category)
        """Every command, in the order help lists them."""
        self.by_id: dict[str, Command] = {c.id: c for c in self.commands}
        """The commands by id."""
        if len(self.by_id) != len(self.commands):
            raise ValueError("a game declares a command the table has")
        self._tables: dict[str, CommandTable] = {}

    def _bound(self, command: Command) -> Command:
        """``command`` with its arguments that name a command read from this list."""
        if not any(p.kind.of_commands for p in command.params):
            return command
        params = tuple(replace(p, kind=replace(p.kind, read=self._read_command)) if p.kind.of_commands else p
                       for p in command.params)
        return replace(command, params=params)

    def _read_command(self, rest: list[str], lang: str) -> tuple[object, int]:
        try:
            return self.in_language(lang).resolve(rest[0]), 1
        except CommandError:
            return None, 0

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.commands)

    def __getitem__(self, command_id: str) -> Command:
        return self.by_id[command_id]

    def in_language(self, lang: str) -> CommandTable:
        """The commands as ``lang`` writes them (kept: its lookups are built once)."""
        found = self._tables.get(lang)
        if found is None:
            found = self._tables[lang] = CommandTable(lang, self)
        return found


class CommandError(AleaError, ValueError):
    """An input line did not name one command; ``code`` and ``data`` say why."""

    def __init__(self, code: str, **data: object) -> None:
        super().__init__(code)
        self.code = code
        self.data = data


class CommandTable:
    """The commands as one language writes them: resolution and completion."""

    def __init__(self, lang: str, commands: CommandList) -> None:
        self.lang = lang
        """The language."""
        self.commands = commands
        """The commands of the game played."""

    def resolve(self, word: str) -> Command:
        """The command ``word`` names: an exact word or short form, else a unique prefix of a word.

        Raises :class:`CommandError` ``unknown`` (with ``nearest``: words of the
        closest commands, maybe none) or ``ambiguous`` (with ``candidates``).
        Never guesses.
        """
        by_id = self.commands.by_id
        folded = fold(word)
        exact = self._exact.get(folded)
        if exact is not None:
            return by_id[exact]
        prefixed = sorted({cid for form, cid in self._words if form.startswith(folded)}, key=self._order.__getitem__)
        if len(prefixed) == 1:
            return by_id[prefixed[0]]
        if prefixed:
            raise CommandError("ambiguous", word=word, candidates=[by_id[c].word(self.lang) for c in prefixed])
        raise CommandError("unknown", word=word, nearest=self.nearest(folded))

    def nearest(self, folded: str, count: int = 3) -> list[str]:
        """The printed words of up to ``count`` commands closest to ``folded``.

        A word of another language names its command in this language only (a Czech
        player typing ``status`` is told ``stav``); otherwise the closest forms of this
        language come first, then those of the other languages, each named by its
        command's word in this language.
        """
        by_id = self.commands.by_id
        foreign = self._all_forms.get(folded)
        if foreign is not None:  # a word of another language that names one command
            return [by_id[foreign].word(self.lang)]
        import difflib  # loaded with the first unknown word

        result: list[str] = []
        # another language's forms must be closer: its short words ("lab") are near too much
        for found, cutoff in ((self._exact, 0.6), (self._all_forms, 0.75)):
            for form in difflib.get_close_matches(folded, list(found), n=count * 4, cutoff=cutoff):
                printed = by_id[found[form]].word(self.lang)
                if printed not in result:
                    result.append(printed)
        return result[:count]

    def completions(self, prefix: str) -> list[str]:
        """Full words (as printed) that start with ``prefix``, for tab completion."""
        folded = fold(prefix)
        return [w for c in self.commands for w in c.words_in(self.lang) if fold(w).startswith(folded)]

    @cached_property
    def _order(self) -> dict[str, int]:
        return {command.id: index for index, command in enumerate(self.commands)}

    @cached_property
    def _exact(self) -> dict[str, str]:
        table: dict[str, str] = {}
        for command in self.commands:
            for form in command.words_in(self.lang) + command.shorts_in(self.lang):
                table.setdefault(fold(form), command.id)
        for other in LANGUAGES:
            for cid in EVERY_LANGUAGE:
                command = self.commands.by_id[cid]
                for form in command.words_in(other) + command.shorts_in(other):
                    table.setdefault(fold(form), cid)
        return table

    @cached_property
    def _all_forms(self) -> dict[str, str]:
        """Every word and short form of every language (folded) -> command id, this language's own first.

        A form that other languages give to different commands ("c": French adjust, English
        contain) is left out, since it names no one command.
        """
        seen: dict[str, set[str]] = {}
        for other in LANGUAGES:
            for form, cid in self.commands.in_language(other)._exact.items():
                seen.setdefault(form, set()).add(cid)
        table = dict(self._exact)
        for form, cids in seen.items():
            if len(cids) == 1:
                table.setdefault(form, next(iter(cids)))
        return table

    @cached_property
    def _words(self) -> tuple[tuple[str, str], ...]:
        return tuple((fold(w), c.id) for c in self.commands for w in c.words_in(self.lang))
