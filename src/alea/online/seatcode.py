"""Seat codes: a short code a player can say or write down to take their seat on another device.

"Your seat code is L4X-9M2": three letters and three digits, a letter and a digit in turn, so no
two digits stand together (a synthesiser would read "92" as ninety-two). The letters are chosen
not to be confused when spoken or brailled: none of a to j (in braille those are the digits 1 to
0 behind a number sign), none that is a word of its own in Czech, French or English (k, o, s, u,
v, z; y; a, i), and one of each pair that sounds alike (m, not n; t, not p or d). The digits leave
out 0 and 1 (o, l and i in print). The code is derived from the seat's secret token, so the server
keeps nothing more; it is checked together with the table's code, which is secret too.
"""

from __future__ import annotations

import hashlib

LETTERS = "LMRTWX"
"""The letters of a seat code."""

DIGITS = "23456789"
"""The digits of a seat code."""


def seat_code(token: str) -> str:
    """The seat code of the seat whose token is ``token``, as it is shown: ``L4X-9M2``."""
    digest = hashlib.sha256(("alea seat code " + token).encode("utf-8")).digest()
    signs = [(LETTERS, DIGITS, LETTERS), (DIGITS, LETTERS, DIGITS)]
    halves = ["".join(alphabet[digest[half * 3 + i] % len(alphabet)] for i, alphabet in enumerate(group))
              for half, group in enumerate(signs)]
    return "-".join(halves)


def normal(typed: str) -> str:
    """A typed seat code as it is compared: upper case, without spaces, hyphens or dots (``l4x 9m2``)."""
    return "".join(ch for ch in typed.upper() if ch.isalnum())


def matches(token: str, typed: str) -> bool:
    """Whether ``typed`` is the seat code of the seat with ``token``."""
    return normal(seat_code(token)) == normal(typed)
