"""The race's words: its gettext domain, the marker of its command words, its catalog."""

from __future__ import annotations

from alea.i18n import catalog
from alea.narration.message import Catalog
from alea.table import marker

DOMAIN = "toy"
"""The toy's gettext domain: its words and its sentences."""

Np_ = marker(DOMAIN)
"""Marks an entry of the toy's domain (a command's words, short forms and help)."""

tt = Catalog(DOMAIN)
"""The toy's sentences as messages, said in each seat's language."""


def summary(lang: str) -> list[str]:
    """The rules summary in ``lang``, as lines of print (``rules``, ``alea export rules``)."""
    return [catalog(DOMAIN, lang).gettext("Roll a die as often as you like; a 1 loses the turn's points. "
                                          "Hold to bank them, if the other player allows. The first to 12 wins.")]
