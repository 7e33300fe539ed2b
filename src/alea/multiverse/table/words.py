"""Multiverse's words at the table: its gettext domain and its closed word lists.

Everything a Multiverse player types beside the table's own words lives in the
``multiverse-table`` domain: command words, short forms and help lines (:mod:`.commands`),
the colours' words and initials, the words of ``new`` and the table-side sentences. The
narration's sentences are the ``multiverse`` domain's (:mod:`alea.multiverse.narration`).
"""

from __future__ import annotations

from functools import partial

from alea.table import marker
from alea.table import WordLists
from alea.i18n import catalog
from alea.narration import N_

DOMAIN = "multiverse-table"
"""The gettext domain of Multiverse at the table."""

Np_ = marker(DOMAIN)
"""Mark an entry of :data:`DOMAIN` for extraction (words, help lines, word lists)."""

__all__ = ["DOMAIN", "N_", "Np_", "WORDS", "t"]


t = partial(catalog, DOMAIN)
"""The :data:`DOMAIN` catalog in a language: ``t(lang)``."""


WORDS = WordLists({
    "colour": {
        # TRANSLATORS: a colour's name first, then other forms, then its initial (spec 11: en g w r y b,
        # cs z b č ž m, fr v bc r j bl). Digits 1 to 5 are accepted in every language.
        "1": Np_("colour", "green g"),
        "2": Np_("colour", "white w"),
        "3": Np_("colour", "red r"),
        "4": Np_("colour", "yellow y"),
        "5": Np_("colour", "blue b"),
    },
    "without": {
        # TRANSLATORS: the word before a variant's code in "new" that switches it off ("new without MV1").
        "without": Np_("new option", "without"),
    },
})
"""The colours (their keys are their digits) and the words of ``new``."""
