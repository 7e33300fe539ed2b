"""The one base of every error Alea raises on purpose.

Each of Alea's errors is an :class:`AleaError` and keeps the standard exception it always was
(an illegal move is still a ``ValueError``, a missing speech library still an ``OSError``), so
``except AleaError`` catches every refusal the table answers in words, and the older, narrower
``except`` clauses still hold. Where an error has a reason, ``code`` is that stable code (the
engine's reasons among them: a code, never a sentence), and ``data`` holds the facts the answer
needs; the words are chosen by whoever tells the player, in their language.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any, Mapping


class AleaError(Exception):
    """Base of Alea's own errors: ``code`` says why (empty when the message says it all)."""

    code: str = ""
    """A stable code for the reason (``not_removable``, ``missing``, ``too_large`` ...)."""
    data: Mapping[str, Any] = MappingProxyType({})
    """The facts the answer needs (a column, a die id, the word typed ...)."""
