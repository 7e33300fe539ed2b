"""Typed arguments: ``b3`` is a column where a column is expected, a blue 3 where a die is.

:func:`parse` reads the words after a command word into typed values
following the command's parameters; the values name things (a die by colour
and value, a lab by number or name) and the game resolves them against what
exists. Errors are codes (:class:`ArgError`), never text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from alea.cli.commands import vocabulary
from alea.cli.commands.registry import Arg, Command, CommandError, CommandTable
from alea.tesseract.table.game_setup import SetupError, parse_setup
from alea.cli.text import fold
from alea.errors import AleaError

MAX_NUMBER = 999
"""The largest number any argument accepts."""

MAX_SPACE = 12
"""The largest lab space number a die may be named by."""

_COLUMN = re.compile(r"^([a-d])([1-4])$")
_LETTER_VALUE = re.compile(r"^(\D+?)([1-6])$")
_VALUE_LETTER = re.compile(r"^([1-6])(\D+)$")


@dataclass(frozen=True)
class DieRef:
    """A die as the player named it: by colour and value, by value alone, or by lab space."""

    colour: str | None = None
    """Colour key (``yellow``, ``orange``, ``blue``, ``purple``) or None."""
    value: int | None = None
    """Shown value 1..6, or None."""
    space: int | None = None
    """Lab space number (1-based), or None."""
    place: str | None = None
    """Where the die is, when the player said it (``primed``), or None for anywhere it could be."""


@dataclass(frozen=True)
class LabRef:
    """A lab as the player named it: by number (1-based) or by its researcher's name."""

    number: int | None = None
    """Lab number, 1-based."""
    name: str | None = None
    """A researcher's name or abbreviation, as typed."""


@dataclass(frozen=True)
class CardRef:
    """A card as the player named it: by position in the hand (1-based) or by name."""

    position: int | None = None
    """Position in the hand, 1-based."""
    name: str | None = None
    """A card's name or abbreviation, as typed."""


class ArgError(AleaError, ValueError):
    """The words after a command do not fit its arguments.

    ``code`` is ``missing`` (``arg``), ``bad`` (``arg``, ``word``) or ``extra`` (``word``).
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


def column(word: str) -> str | None:
    """``word`` as a column name ``a1``..``d4``, or None."""
    folded = fold(word)
    return folded if _COLUMN.match(folded) else None


def colour(word: str, lang: str) -> str | None:
    """``word`` as a colour key: a colour letter (any language's where unambiguous) or word."""
    folded = fold(word)
    letter = vocabulary.colour_letters(lang).get(folded)
    if letter is not None:
        return letter
    key = vocabulary.match("colour", word, lang)
    return key if key is not None and len(folded) > 1 else None


def die(words: list[str], lang: str) -> tuple[DieRef, int] | None:
    """The die named by the first words of ``words`` (colour and value, or a lab space, then
    optionally where it is: "y4 primed"), and how many words it took."""
    found = _die(words, lang)
    if found is None or found[0].space is not None or len(words) <= found[1]:
        return found
    place = vocabulary.match("place", words[found[1]], lang)
    if place is None:
        return found
    return DieRef(found[0].colour, found[0].value, place=place), found[1] + 1


def _die(words: list[str], lang: str) -> tuple[DieRef, int] | None:
    first = words[0]
    folded = fold(first)
    for pattern, colour_group, value_group in ((_LETTER_VALUE, 1, 2), (_VALUE_LETTER, 2, 1)):
        found = pattern.match(folded)
        if found:
            key = colour(found.group(colour_group), lang)
            if key is not None:
                return DieRef(colour=key, value=int(found.group(value_group))), 1
    space = number(first, 1, MAX_SPACE)
    if space is not None:
        return DieRef(space=space), 1
    key = colour(first, lang)
    if key is not None and len(words) > 1:
        value = number(words[1], 1, 6)
        if value is not None:
            return DieRef(colour=key, value=value), 2
    return None


def lab(word: str) -> LabRef:
    """``word`` as a lab: a number 1..9, otherwise a researcher's name to look up."""
    value = number(word, 1, 9)
    return LabRef(number=value) if value is not None else LabRef(name=word)


def card(words: list[str]) -> CardRef:
    """``words`` as a card: a position, otherwise a card name to look up."""
    value = number(words[0], 1, MAX_NUMBER) if len(words) == 1 else None
    return CardRef(position=value) if value is not None else CardRef(name=" ".join(words))


def parse(command: Command, words: list[str], lang: str) -> list[object]:
    """The typed values of ``words`` for ``command``'s parameters (None for an omitted optional one)."""
    values: list[object] = []
    rest = list(words)
    for param in command.params:
        if not rest:
            if not param.optional:
                raise ArgError("missing", arg=param.arg.value)
            values.append([] if param.arg is Arg.DICE else None)
            continue
        value, taken = _one(param.arg, rest, lang)
        if taken == 0 and not (param.optional and param.arg is Arg.TRANSFER):
            raise ArgError("bad", arg=param.arg.value, word=rest[0])
        values.append(value)
        rest = rest[taken:]
    if rest:
        raise ArgError("extra", word=rest[0])
    return values


def _one(arg: Arg, rest: list[str], lang: str) -> tuple[object, int]:
    """Read one argument of type ``arg`` from the start of ``rest``: (value, words taken)."""
    word = rest[0]
    if arg is Arg.COLUMN:
        return _single(column(word))
    if arg is Arg.LAYER:
        return _single(number(word, 1, 4))
    if arg is Arg.NUMBER:
        return _single(number(word, 1))
    if arg is Arg.DIE:
        found = die(rest, lang)
        return found if found is not None else (None, 0)
    if arg is Arg.DICE:
        dice: list[DieRef] = []
        taken = 0
        while taken < len(rest):
            found = die(rest[taken:], lang)
            if found is None:
                raise ArgError("bad", arg=Arg.DIE.value, word=rest[taken])
            dice.append(found[0])
            taken += found[1]
        return dice, taken
    if arg is Arg.LAB:
        if len(rest) > 1 and vocabulary.match("lab", word, lang) is not None:  # "to lab 2"
            return lab(rest[1]), 2
        return lab(word), 1
    if arg in (Arg.CARD, Arg.TOPIC, Arg.FILE):
        value = card(rest) if arg is Arg.CARD else " ".join(rest)
        return value, len(rest)
    if arg is Arg.SETUP:
        try:
            return parse_setup(rest, lang), len(rest)
        except SetupError as error:
            raise ArgError("bad", arg=arg.value, word=error.word) from None
    if arg is Arg.COMMAND:
        try:
            return CommandTable(lang).resolve(word), 1
        except CommandError:
            return None, 0
    vocabularies = {Arg.DIRECTION: "direction", Arg.TRANSFER: "transfer", Arg.SIDE: "side",
                    Arg.LANGUAGE: "language", Arg.VERBOSITY: "verbosity", Arg.SWITCH: "switch",
                    Arg.CONSENT: "consent"}
    return _single(vocabulary.match(vocabularies[arg], word, lang))


def _single(value: object) -> tuple[object, int]:
    return (value, 1) if value is not None else (None, 0)
