"""The table's two gettext domains and the marker that makes entries extractable.

``table`` holds the table's messages (errors, questions, settings);
``commands`` holds the command words, their short forms, their help lines and
the small vocabularies that arguments use (colours, yes/no, up/down ...).
Entries of ``commands`` are declared in code with :func:`Np_` so that
``tools/catalogs.py extract`` finds them, and read at run time with
:func:`forms`.
"""

from __future__ import annotations

from alea.i18n import Translations, catalog
from alea.narration.message import Catalog

Entry = tuple[str, str]
"""A catalog entry: (message context, English message id)."""


def Np_(context: str, message: str) -> Entry:
    """Mark a ``commands`` entry for extraction; return it unchanged."""
    return (context, message)


TABLE = Catalog("table")
"""The ``table`` catalog with no language yet: its messages are put into words when said."""


def table(lang: str) -> Translations:
    """The ``table`` catalog in ``lang``."""
    return catalog("table", lang)


def commands(lang: str) -> Translations:
    """The ``commands`` catalog in ``lang``."""
    return catalog("commands", lang)


def text(entry: Entry, lang: str) -> str:
    """The translation of one ``commands`` entry."""
    return commands(lang).pgettext(*entry)


def forms(entry: Entry, lang: str) -> tuple[str, ...]:
    """The space-separated forms of one ``commands`` entry ("again repeat" -> two forms)."""
    return tuple(text(entry, lang).split())
