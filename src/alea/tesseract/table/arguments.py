"""Tesseract's argument kinds: ``b3`` is a column where a column is expected, a blue 3 where a die is.

Each kind (:class:`~alea.table.commands.registry.ArgKind`) reads its words, offers its words to
Tab and names itself in an error. The values name things (a die by colour and value, a lab
by number or name) and the host resolves them against what exists
(:mod:`alea.tesseract.table.resolve`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from alea.dataclass import dataclass

from alea.table import ArgError, completed, listed, number, one_word, rest_of_line
from alea.table import ArgKind
from alea.table import fold
from alea.tesseract.table.game_setup import SetupError, parse_setup
from alea.tesseract.table.words import N_, WORDS, colour_letters, t

MAX_SPACE = 12
"""The largest lab space number a die may be named by."""

COLUMNS = tuple(f"{letter}{digit}" for letter in "abcd" for digit in "1234")
"""Every column of the tower, as typed."""

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


def column(word: str) -> str | None:
    """``word`` as a column name ``a1``..``d4``, or None."""
    folded = fold(word)
    return folded if _COLUMN.match(folded) else None


def colour(word: str, lang: str) -> str | None:
    """``word`` as a colour key: a colour letter (any language's where unambiguous) or word."""
    folded = fold(word)
    letter = colour_letters(lang).get(folded)
    if letter is not None:
        return letter
    key = WORDS.match("colour", word, lang)
    return key if key is not None and len(folded) > 1 else None


def die(words: list[str], lang: str) -> tuple[DieRef, int] | None:
    """The die named by the first words of ``words`` (colour and value, or a lab space, then
    optionally where it is: "y4 primed"), and how many words it took."""
    found = _die(words, lang)
    if found is None or found[0].space is not None or len(words) <= found[1]:
        return found
    place = WORDS.match("place", words[found[1]], lang)
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
    value = number(words[0], 1, 999) if len(words) == 1 else None
    return CardRef(position=value) if value is not None else CardRef(name=" ".join(words))


def _read_die(rest: list[str], lang: str) -> tuple[object, int]:
    found = die(rest, lang)
    return found if found is not None else (None, 0)


def _read_dice(rest: list[str], lang: str) -> tuple[object, int]:
    dice: list[DieRef] = []
    taken = 0
    while taken < len(rest):
        found = die(rest[taken:], lang)
        if found is None:
            raise ArgError("bad", arg=DIE.id, word=rest[taken])
        dice.append(found[0])
        taken += found[1]
    return dice, taken


def _read_lab(rest: list[str], lang: str) -> tuple[object, int]:
    if len(rest) > 1 and WORDS.match("lab", rest[0], lang) is not None:  # "to lab 2"
        return lab(rest[1]), 2
    return lab(rest[0]), 1


def _read_setup(rest: list[str], lang: str) -> tuple[object, int]:
    try:
        return parse_setup(rest, lang), len(rest)
    except SetupError as error:
        raise ArgError("bad", arg=SETUP.id, word=error.word) from None


def named(message: str) -> Callable[[str], str]:
    """A kind's name, a message of Tesseract's table domain."""
    return lambda lang: t(lang).gettext(message)


COLUMN = ArgKind("column", one_word(lambda word, lang: column(word)), named(N_("a column, a1 to d4")),
                 lambda lang: COLUMNS)
LAYER = ArgKind("layer", one_word(lambda word, lang: number(word, 1, 4)), named(N_("a layer, 1 to 4")))
DIE = ArgKind("die", _read_die, named(N_("a die, such as y3 or a lab space number")))
DICE = ArgKind("dice", _read_dice, named(N_("dice, such as y3 y4 y5")), omitted=list)
DIRECTION = ArgKind("direction", listed(WORDS, "direction"), named(N_("up or down")), completed(WORDS, "direction"))
TRANSFER = ArgKind("transfer", listed(WORDS, "transfer"), named(N_("to or from")), completed(WORDS, "transfer"),
                   skippable=True)
LAB = ArgKind("lab", _read_lab, named(N_("a lab number or a researcher")))
CARD = ArgKind("card", lambda rest, lang: (card(rest), len(rest)), named(N_("a card number or name")))
SIDE = ArgKind("side", listed(WORDS, "side"), named(N_("a side: north, east, south or west")),
               completed(WORDS, "side"))
TOPIC = ArgKind("topic", rest_of_line, named(N_("a rules topic")))
SETUP = ArgKind("setup", _read_setup, named(N_("an option of a new game")))
"""What ``new`` takes: players, base side, edition, variants (:mod:`.game_setup`)."""
