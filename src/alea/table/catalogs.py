"""The table's two gettext domains and the marker that makes entries extractable.

``table`` holds the table's messages (errors, questions, settings);
``commands`` holds the table's command words, their short forms, their help lines and
the small vocabularies that its arguments use (yes/no, languages ...). A game keeps its
own words and messages in its own domains. Word entries are declared in code with
:func:`Np_` (or a game's marker made by :func:`marker`) so that
``tools/catalogs.py extract`` finds them, and read at run time with :func:`forms`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from alea.i18n import Translations, catalog
from alea.narration.message import Catalog


class Entry(NamedTuple):
    """A catalog entry: message context and English message id, in a domain."""

    context: str
    """The message context (``command``, ``colour`` ...)."""
    message: str
    """The English text (for words: the forms, separated by spaces)."""
    domain: str = "commands"
    """The gettext domain that translates it."""


def marker(domain: str) -> Callable[[str, str], Entry]:
    """An ``Np_`` marker whose entries are read from ``domain`` (a game's own words)."""

    def Np_(context: str, message: str) -> Entry:
        return Entry(context, message, domain)

    return Np_


Np_ = marker("commands")
"""Mark a ``commands`` entry for extraction; return it as an :class:`Entry`."""


TABLE = Catalog("table")
"""The ``table`` catalog with no language yet: its messages are put into words when said."""


def table(lang: str) -> Translations:
    """The ``table`` catalog in ``lang``."""
    return catalog("table", lang)


def commands(lang: str) -> Translations:
    """The ``commands`` catalog in ``lang``."""
    return catalog("commands", lang)


def text(entry: Entry, lang: str) -> str:
    """The translation of one entry."""
    return catalog(entry.domain, lang).pgettext(entry.context, entry.message)


def forms(entry: Entry, lang: str) -> tuple[str, ...]:
    """The space-separated forms of one entry ("again repeat" -> two forms)."""
    return tuple(text(entry, lang).split())
