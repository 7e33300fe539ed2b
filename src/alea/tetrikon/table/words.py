"""Tetrikon's words at the table: its gettext domain and its closed word lists.

Everything a Tetrikon player types beside the table's own words lives in the
``tetrikon-table`` domain: command words, short forms and help lines (:mod:`.commands`),
the words of ``new`` and of an offer, the answers to the queries and the rules summary. The
events, refusals and decisions are the ``tetrikon`` domain's (:mod:`alea.tetrikon.narration`).
"""

from __future__ import annotations

from functools import partial

from alea.table import marker
from alea.table import WordLists
from alea.i18n import catalog
from alea.narration import N_

DOMAIN = "tetrikon-table"
"""The gettext domain of Tetrikon at the table."""

Np_ = marker(DOMAIN)
"""Mark an entry of :data:`DOMAIN` for extraction (words, help lines, word lists)."""

__all__ = ["DOMAIN", "N_", "Np_", "WORDS", "t"]


t = partial(catalog, DOMAIN)
"""The :data:`DOMAIN` catalog in a language: ``t(lang)``."""


WORDS = WordLists({
    "setup": {
        # TRANSLATORS: "new solo": the solo game (one player, four diagrams).
        "solo": Np_("new option", "solo"),
        # TRANSLATORS: "new rounds 12": the match ends when round 12 begins.
        "rounds": Np_("new option", "rounds"),
        # TRANSLATORS: "new games 3": a match of three games (diagrams A, B, C).
        "games": Np_("new option", "games"),
    },
    "for": {
        # TRANSLATORS: in an offer, the word before the pieces you give: "offer 2 L for T 30".
        "for": Np_("offer word", "for"),
    },
})
"""The words of ``new`` and of an offer."""
