"""Tetrikon's argument kinds: a piece, squares (or a ``fits`` number), a Chance card, a seat, a
row, a column, a square, an offer and what ``new`` takes (players 2 to 4, solo, a round limit,
a match length).

Each kind (:class:`~alea.table.commands.registry.ArgKind`) reads its words, offers its words to
Tab and names itself in an error ("a piece, such as L or T").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from alea.dataclass import dataclass

from alea.table import ArgError, number, one_word
from alea.table import ArgKind
from alea.table import fold
from alea.tetrikon.content.texts import texts
from alea.tetrikon.engine.geometry import parse_square, square_name
from alea.tetrikon.engine.reading import TURNS
from alea.tetrikon.table.words import N_, WORDS, t

MIN_PLAYERS, MAX_PLAYERS = 2, 4
"""A standard game seats 2 to 4 players (T-S1); the solo game one (T-V3)."""
MAX_GAMES = 10
"""A match has at most 10 games, one per diagram letter A to J (T-S2)."""


def piece(word: str, lang: str) -> str | None:
    """``word`` as a piece type: its letter (every language) or the language's one-word name."""
    content = texts(lang)
    folded = fold(word)
    for pid in content.piece_names:
        if folded in (fold(pid), fold(content.piece_abbr[pid]), fold(content.piece(pid))):
            return pid
    return None


@dataclass(frozen=True)
class Where:
    """Where a piece goes: square names, or a number ``fits`` listed; in a solo game the
    diagram may be named first (``C-2 a1 a2 b1 b2``)."""

    squares: tuple[str, ...] | int
    diagram: str | None = None


def squares(rest: list[str], lang: str) -> tuple[object, int]:
    """Square names (``a1 a2 b1``) or one number (a choice ``fits`` listed), after a diagram's
    name such as ``C-2`` when one is typed."""
    diagram = rest[0].upper() if rest and re.fullmatch(r"[A-Ja-j]-[0-9]{1,2}", rest[0]) else None
    words = rest[1:] if diagram else rest
    if len(words) == 1 and number(words[0], 1) is not None:
        return Where(int(words[0]), diagram), len(rest)
    names = [parse_square(word) for word in words]
    if not names or any(cell is None for cell in names):
        return None, 0
    return Where(tuple(square_name(cell) for cell in names if cell is not None), diagram), len(rest)


@dataclass(frozen=True)
class CardWord:
    """A Chance card as typed: its place in the hand (``at``) or its number (``card``)."""

    at: int | None = None
    card: int | None = None


def card(rest: list[str], lang: str) -> tuple[object, int]:
    """A card by its place in the hand (``use 2``), its printed braille abbreviation, its short
    form in the language or its number (``card 17``)."""
    typed = " ".join(rest)
    if len(rest) == 1 and number(typed, 1, 30) is not None:
        return CardWord(at=int(typed)), 1
    found = texts(lang).find_card(typed)
    return (CardWord(card=found), len(rest)) if found is not None else (None, 0)


def seat(word: str, lang: str) -> int | None:
    """``word`` as a seat's number 1 to 4, as the 0-based player index (the host checks it is seated)."""
    found = number(word, 1, MAX_PLAYERS)
    return found - 1 if found is not None else None


def column(word: str, lang: str) -> int | None:
    """A column letter ``a`` to ``z`` as its 0-based index."""
    return ord(word) - ord("a") if len(word) == 1 and "a" <= word.lower() <= "z" and word.isascii() else None


@dataclass(frozen=True)
class OfferWords:
    """An offer as typed: ``offer 2 L for T 30`` (buy Player 2's L, give a T and 30 T)."""

    to: int
    buy: tuple[str, ...]
    sell: tuple[str, ...]
    price: int


def offer(rest: list[str], lang: str) -> tuple[object, int]:
    """``SEAT PIECES [for PIECES] PRICE``: a negative price is paid by the other player."""
    if len(rest) < 2:
        raise ArgError("missing", arg=OFFER.id)
    to = seat(rest[0], lang)
    price_word = rest[-1]
    price = number(price_word.lstrip("-"), 0)
    if to is None:
        raise ArgError("bad", arg=OFFER.id, word=rest[0])
    if price is None:  # "offer 2 L": the price left out, not a bad word
        if piece(price_word, lang) is not None or WORDS.match("for", price_word, lang) is not None:
            raise ArgError("missing", arg=OFFER.id)
        raise ArgError("bad", arg=OFFER.id, word=price_word)
    buy: list[str] = []
    sell: list[str] = []
    side = buy
    for word in rest[1:-1]:
        if WORDS.match("for", word, lang) is not None and side is buy:
            side = sell
            continue
        found = piece(word, lang)
        if found is None:
            raise ArgError("bad", arg=OFFER.id, word=word)
        side.append(found)
    return OfferWords(to, tuple(buy), tuple(sell), -price if price_word.startswith("-") else price), len(rest)


@dataclass(frozen=True)
class Setup:
    """What ``new`` asked: players, the solo game, a round limit, a match length."""

    players: int | None = None
    solo: bool | None = None
    rounds: int | None = None
    games: int | None = None


def parse_setup(words: list[str], lang: str) -> Setup:
    """``3 rounds 12 games 2`` or ``solo`` as a :class:`Setup`; raises ArgError naming the word not understood."""
    values: dict[str, object] = {}
    rest = list(words)
    while rest:
        word = rest.pop(0)
        key = WORDS.match("setup", word, lang)
        if key == "solo":
            values["solo"] = True
        elif key in ("rounds", "games"):
            limit = number(rest[0], 1, 999 if key == "rounds" else MAX_GAMES) if rest else None
            if limit is None:
                raise ArgError("bad", arg=SETUP.id, word=rest[0]) if rest else ArgError("missing", arg=SETUP.id)
            values[key] = limit
            rest.pop(0)
        elif number(word, MIN_PLAYERS, MAX_PLAYERS) is not None and "players" not in values:
            values["players"], values["solo"] = int(word), False
        else:
            raise ArgError("bad", arg=SETUP.id, word=word)
    return Setup(**values)  # type: ignore[arg-type]


def named(message: str) -> Callable[[str], str]:
    """A kind's name, a message of Tetrikon's table domain."""
    return lambda lang: t(lang).gettext(message)


def _complete_pieces(lang: str) -> list[str]:
    return sorted(texts(lang).piece_abbr.values())


PIECE = ArgKind("piece", one_word(piece), named(N_("a piece, such as L or T")), _complete_pieces)
"""A piece type."""
SQUARES = ArgKind("squares", squares, named(N_("square names such as a1 b1, or a number that fits listed")))
"""Where a piece goes."""
CARD = ArgKind("card", card, named(N_("a Chance card: its place in your hand, or its abbreviation")))
"""A Chance card."""
SEAT = ArgKind("seat", one_word(seat), named(N_("a seat's number, 1 to 4")),
               lambda lang: [str(n) for n in range(1, MAX_PLAYERS + 1)])
"""A seat at the table."""
ROW = ArgKind("row", one_word(lambda word, lang: number(word, 1)), named(N_("a row's number")))
"""A row of the diagram, 1 at the bottom."""
COLUMN = ArgKind("column", one_word(column), named(N_("a column's letter")))
"""A column of the diagram, a at the left."""
LABEL = ArgKind("label", one_word(lambda word, lang: word.lower() if re.fullmatch(r"[pP][0-9]{1,3}", word) else None),
                named(N_("a placed piece's label, such as p3")))
"""A placed piece (``p3``)."""
SQUARE = ArgKind("square", one_word(lambda word, lang: parse_square(word)), named(N_("a square such as c2")))
"""One square."""
DEGREES = ArgKind("degrees", one_word(lambda word, lang: found if (found := number(word.rstrip("°"), 0, 270)) in TURNS else None),
                  named(N_("0, 90, 180 or 270 degrees")), lambda lang: [str(d) for d in TURNS])
"""How far a seat turns its diagrams, clockwise (T-C6)."""
OFFER = ArgKind("offer", offer, named(N_("a seat, the pieces you want, for and the pieces you give, then a price")))
"""An offer of a trade."""
SETUP = ArgKind("setup", lambda rest, lang: (parse_setup(rest, lang), len(rest)),
                named(N_("players 2 to 4, solo, rounds and a number, games and a number")),
                lambda lang: [str(n) for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)]
                + [forms[0] for forms in WORDS.words("setup", lang).values()])
"""What ``new`` takes."""
