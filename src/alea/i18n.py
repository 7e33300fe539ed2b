"""Gettext catalogs for every part of the table, loaded loudly.

Each part of Alea keeps its messages in its own gettext *domain* (``table``,
``tesseract``, ``speech`` ...), with one catalog per language in
``locales/<lang>/LC_MESSAGES/<domain>.po``. The install compiles them into
``alea/locale`` (see ``setup.py``). Unlike ``babel.support.Translations.load``,
which silently falls back to the untranslated text, :func:`catalog` raises
:class:`CatalogMissing` when a compiled catalog is absent: a Czech or French
player must never be handed English without anyone noticing.

The compiled catalogs are read with the standard library's ``gettext`` (which has
``pgettext`` and ``npgettext``); Babel, which is large to load, is loaded only when a list
is first joined (:func:`format_list`).
"""

from __future__ import annotations

import os
from functools import lru_cache
from gettext import GNUTranslations
from typing import Literal

from alea.errors import AleaError

Translations = GNUTranslations
"""A compiled catalog (the standard library's, read from ``alea/locale``)."""
ListStyle = Literal["standard", "standard-short", "or", "or-short", "unit", "unit-short", "unit-narrow"]
"""The CLDR list styles (Babel's names)."""

LOCALE_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "locale")
"""Where the install puts the compiled catalogs: ``<lang>/LC_MESSAGES/<domain>.mo``."""

LANGUAGES: tuple[str, ...] = ("cs", "fr", "en")
"""The languages the table speaks, in the order menus list them."""


class CatalogMissing(AleaError, RuntimeError):
    """A compiled catalog for a (domain, language) pair is not installed."""


class UnknownLanguage(AleaError, ValueError):
    """A language code outside :data:`LANGUAGES` was asked for."""


LOCALE_DIRS: list[str] = [LOCALE_DIR]
"""Where compiled catalogs are looked for, in order: the package's, then those a game brings
from outside the package (:func:`add_locale_dir`)."""


def add_locale_dir(path: str | os.PathLike[str]) -> None:
    """Look for compiled catalogs in ``path`` too (``<lang>/LC_MESSAGES/<domain>.mo``): a game
    installed outside this package brings its own domains so."""
    folder = os.fspath(path)
    if folder not in LOCALE_DIRS:
        LOCALE_DIRS.append(folder)
        catalog.cache_clear()


@lru_cache(maxsize=None)
def catalog(domain: str, lang: str) -> Translations:
    """Return the compiled catalog of ``domain`` in ``lang``, or raise.

    The result is cached; catalogs are read-only once loaded.
    """
    if lang not in LANGUAGES:
        raise UnknownLanguage(lang)
    for folder in LOCALE_DIRS:
        path = os.path.join(folder, lang, "LC_MESSAGES", f"{domain}.mo")
        if os.path.isfile(path):
            with open(path, "rb") as handle:
                return Translations(handle)
    raise CatalogMissing(f"no compiled catalog for domain {domain!r} in language {lang!r}")


def format_list(items: list[str], lang: str, style: ListStyle = "standard") -> str:
    """Join ``items`` the way ``lang`` joins a list ("a, b a c" / "a, b et c").

    Babel's own algorithm over the CLDR patterns the install wrote (see ``setup.py``); a style
    they lack is left to Babel itself, which knows each style's fallbacks."""
    items = list(items)
    patterns = list_patterns().get(lang, {}).get(style)
    if patterns is None:
        from babel import Locale
        from babel.lists import format_list as babel_format_list

        return babel_format_list(items, style=style, locale=Locale.parse(lang))
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    if len(items) == 2 and "2" in patterns:
        return patterns["2"].format(*items)
    result = patterns["start"].format(items[0], items[1])
    for item in items[2:-1]:
        result = patterns["middle"].format(result, item)
    return patterns["end"].format(result, items[-1])


@lru_cache(maxsize=1)
def list_patterns() -> dict[str, dict[str, dict[str, str]]]:
    """Language -> list style -> CLDR patterns, as the install wrote them (empty if absent)."""
    import json

    try:
        with open(os.path.join(LOCALE_DIR, "lists.json"), encoding="utf-8") as handle:
            patterns: dict[str, dict[str, dict[str, str]]] = json.load(handle)
            return patterns
    except FileNotFoundError:
        return {}
