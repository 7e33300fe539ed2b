"""Typed arguments: the words after a command word read by its parameters' kinds.

:func:`parse` reads the words after a command word into typed values following
the command's parameters; each parameter's :class:`~alea.table.commands.registry.ArgKind`
reads its own words (a game declares its kinds: a column, a die ...). This module holds
the table's own kinds: a number, a file name, a command, a language,
a verbosity, a speech switch and a consent setting. Errors are codes
(:class:`ArgError`), never text.
"""

from __future__ import annotations

from collections.abc import Callable

from alea.table import catalogs
from alea.table.commands import vocabulary
from alea.table.commands.registry import ArgKind, Command, Reader
from alea.errors import AleaError

MAX_NUMBER = 999
"""The largest number any argument accepts."""


class ArgError(AleaError, ValueError):
    """The words after a command do not fit its arguments.

    ``code`` is ``missing`` (``arg``), ``bad`` (``arg``, ``word``) or ``extra`` (``word``);
    ``arg`` is the id of the argument's kind.
    """

    def __init__(self, code: str, **data: object) -> None:
        super().__init__(code)
        self.code = code
        self.data = data


def number(word: str, low: int = 0, high: int = MAX_NUMBER) -> int | None:
    """``word`` as a whole number within [low, high], or None."""
    if not word.isascii() or not word.isdigit() or len(word) > len(str(high)):
        return None
    value = int(word)
    return value if low <= value <= high else None


def single(value: object) -> tuple[object, int]:
    """A one-word reading: (value, 1), or (None, 0) when the word was not one."""
    return (value, 1) if value is not None else (None, 0)


def one_word(read: Callable[[str, str], object]) -> Reader:
    """A reader of one word from ``read(word, lang)`` (None: not this kind)."""
    return lambda rest, lang: single(read(rest[0], lang))


def rest_of_line(rest: list[str], lang: str) -> tuple[object, int]:
    """Every word left, joined by spaces (a file name, a topic)."""
    return " ".join(rest), len(rest)


def listed(words: vocabulary.WordLists, kind: str) -> Reader:
    """A reader of one word of word list ``kind``."""
    return one_word(lambda word, lang: words.match(kind, word, lang))


def completed(words: vocabulary.WordLists, kind: str) -> Callable[[str], list[str]]:
    """What Tab offers for word list ``kind``: each key's printed form."""
    return lambda lang: [forms[0] for forms in words.words(kind, lang).values()]


def named(message: str) -> Callable[[str], str]:
    """A kind's name as a ``table`` message."""
    return lambda lang: catalogs.table(lang).gettext(message)


def N_(message: str) -> str:
    """Mark a ``table`` message for extraction."""
    return message


def table_list(kind: str, message: str) -> ArgKind:
    """A kind read from the table's word list ``kind``."""
    return ArgKind(kind, listed(vocabulary.TABLE_WORDS, kind), named(message),
                   completed(vocabulary.TABLE_WORDS, kind))


NUMBER = ArgKind("number", one_word(lambda word, lang: number(word, 1)), named(N_("a number")))
FILE = ArgKind("file", rest_of_line, named(N_("a file name")))
COMMAND = ArgKind("command", lambda rest, lang: (None, 0), named(N_("a command")), of_commands=True)
"""A command of the game played (its :class:`~alea.table.commands.registry.CommandList` reads it)."""
LANGUAGE = table_list("language", N_("a language: cs, fr or en"))
VERBOSITY = table_list("verbosity", N_("a verbosity: terse, normal or verbose"))
SWITCH = table_list("switch", N_("on, off, screen-reader or own"))
CONSENT = table_list("consent", N_("always or ask"))


def parse(command: Command, words: list[str], lang: str) -> list[object]:
    """The typed values of ``words`` for ``command``'s parameters (an omitted optional one: its kind's
    value for nothing)."""
    values: list[object] = []
    rest = list(words)
    for param in command.params:
        kind = param.kind
        if not rest:
            if not param.optional:
                raise ArgError("missing", arg=kind.id)
            values.append(kind.omitted())
            continue
        value, taken = kind.read(rest, lang)
        if taken == 0 and not (param.optional and kind.skippable):
            raise ArgError("bad", arg=kind.id, word=rest[0])
        values.append(value)
        rest = rest[taken:]
    if rest:
        raise ArgError("extra", word=rest[0])
    return values
