"""Multiverse's argument kinds: a colour (a digit 1 to 5 in every language, or the language's
word or initial), a seat, a rules topic and what ``new`` takes (players 2 to 6, variants).

Each kind (:class:`~alea.table.commands.registry.ArgKind`) reads its words, offers its words to
Tab and names itself in an error ("a colour, 1 to 5").
"""

from __future__ import annotations

from collections.abc import Callable
from alea.dataclass import dataclass

from alea.table import ArgError, number, one_word, rest_of_line
from alea.table import ArgKind
from alea.multiverse.engine.config import VARIANTS
from alea.multiverse.table.words import N_, WORDS, t

MIN_PLAYERS, MAX_PLAYERS = 2, 6
"""Multiverse seats 2 to 6 players (M-S1, A21)."""


def colour(word: str, lang: str) -> int | None:
    """``word`` as a colour digit: a digit 1-5 (every language), else the language's word or initial.

    An initial is matched as typed first, so that Czech ``z`` is green and ``ž`` yellow (spec 11);
    an initial of another language is not guessed."""
    digit = number(word, 1, 5)
    if digit is not None:
        return digit
    typed = word.lower()
    exact = [key for key, forms in WORDS.words("colour", lang).items() if typed in (f.lower() for f in forms)]
    if len(exact) == 1:
        return int(exact[0])
    key = WORDS.match("colour", word, lang)
    return int(key) if key is not None else None


def seat(word: str, lang: str) -> int | None:
    """``word`` as a seat's number 1 to 6, as the 0-based player index (the host checks it is seated)."""
    found = number(word, 1, MAX_PLAYERS)
    return found - 1 if found is not None else None


@dataclass(frozen=True)
class Setup:
    """What ``new`` asked: a player count, variants switched on and off."""

    players: int | None = None
    on: frozenset[str] = frozenset()
    off: frozenset[str] = frozenset()


def parse_setup(words: list[str], lang: str) -> Setup:
    """``5 MV1 without MV3`` as a :class:`Setup`; raises ArgError naming the word not understood."""
    players: int | None = None
    on: set[str] = set()
    off: set[str] = set()
    switching_off = False
    for word in words:
        code = word.upper()
        if code in VARIANTS:
            (off if switching_off else on).add(code)
            (on if switching_off else off).discard(code)
            switching_off = False
        elif WORDS.match("without", word, lang) is not None and not switching_off:
            switching_off = True
        elif number(word, MIN_PLAYERS, MAX_PLAYERS) is not None and players is None and not switching_off:
            players = int(word)
        else:
            raise ArgError("bad", arg=SETUP.id, word=word)
    if switching_off:
        raise ArgError("missing", arg=SETUP.id)
    return Setup(players, frozenset(on), frozenset(off))


def named(message: str) -> Callable[[str], str]:
    """A kind's name, a message of Multiverse's table domain."""
    return lambda lang: t(lang).gettext(message)


def _complete_colours(lang: str) -> list[str]:
    return [str(d) for d in range(1, 6)] + [forms[0] for forms in WORDS.words("colour", lang).values()]


COLOUR = ArgKind("colour", one_word(colour), named(N_("a colour, 1 to 5")), _complete_colours)
"""A colour of the switch."""
SEAT = ArgKind("seat", one_word(seat), named(N_("a seat's number, 1 to 6")),
               lambda lang: [str(n) for n in range(1, MAX_PLAYERS + 1)])
"""A seat at the table."""
TOPIC = ArgKind("topic", rest_of_line, named(N_("a rules topic")))
"""A topic of the rules summary."""
SETUP = ArgKind("setup", lambda rest, lang: (parse_setup(rest, lang), len(rest)),
                named(N_("players 2 to 6, or a variant MV1 to MV4")),
                lambda lang: [str(n) for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)] + sorted(VARIANTS))
"""What ``new`` takes: a player count and variants."""
