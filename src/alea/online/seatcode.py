"""Seat codes: a code a player can say or write down to take their seat on another device.

"Your seat code is L4X-9M2-R5T-6W3": twelve signs in four groups of three, a letter and a digit in
turn, so no two digits stand together (a synthesiser would read "92" as ninety-two). The letters
are chosen not to be confused when spoken or brailled: none of a to j (in braille those are the
digits 1 to 0 behind a number sign), none that is a word of its own in Czech, French or English (k,
o, s, u, v, z; y; a, i), and one of each pair that sounds alike (m, not n; t, not p or d). The
digits leave out 0 and 1 (o, l and i in print).

The code is derived from the seat's secret token, so the server keeps nothing more, and a seat kept
before codes grew has its code too: its first two groups are the six signs its code had then
(:func:`old_code`), the last two are new. Twelve signs are :data:`SPACE` codes (33.5 bits); with the
failures a table and an address may make (:mod:`alea.online.guessing`), guessing one takes
thousands of years (docs/online.md, "Seat codes"). A code of six signs is refused as too short,
without being checked.
"""

from __future__ import annotations

import hashlib
import hmac

LETTERS = "LMRTWX"
"""The letters of a seat code."""

DIGITS = "23456789"
"""The digits of a seat code."""

GROUPS = 4
"""Groups of three signs in a seat code (two until issue 42: 110,592 codes, guessed in seconds)."""

SIGNS = GROUPS * 3
"""Signs in a seat code."""

SPACE = len(LETTERS) ** (SIGNS // 2) * len(DIGITS) ** (SIGNS // 2)
"""How many seat codes there are: 6^6 x 8^6 = 12,230,590,464."""


def seat_code(token: str, groups: int = GROUPS) -> str:
    """The seat code of the seat whose token is ``token``, as it is shown: ``L4X-9M2-R5T-6W3``."""
    digest = hashlib.sha256(("alea seat code " + token).encode("utf-8")).digest()
    signs = [(LETTERS, DIGITS, LETTERS), (DIGITS, LETTERS, DIGITS)]
    return "-".join("".join(alphabet[digest[group * 3 + i] % len(alphabet)] for i, alphabet in enumerate(signs[group % 2]))
                    for group in range(groups))


def old_code(token: str) -> str:
    """The six signs the seat's code had before codes grew (the first half of its code now)."""
    return seat_code(token, 2)


def normal(typed: str) -> str:
    """A typed seat code as it is compared: upper case, without spaces, hyphens or dots (``l4x 9m2``)."""
    return "".join(ch for ch in typed.upper() if ch.isalnum())


def well_formed(typed: str) -> bool:
    """Whether ``typed`` has the form of a seat code (twelve signs of its alphabets, in turn), so
    that checking it against the seats costs a guess; a code of another form is refused unchecked."""
    signs = normal(typed)
    return len(signs) == SIGNS and all(sign in (LETTERS if index % 2 == 0 else DIGITS)
                                       for index, sign in enumerate(signs))


def matches(token: str, typed: str) -> bool:
    """Whether ``typed`` is the seat code of the seat with ``token`` (compared in constant time)."""
    return hmac.compare_digest(normal(seat_code(token)).encode("ascii"), normal(typed).encode("utf-8"))
