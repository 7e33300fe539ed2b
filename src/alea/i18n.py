"""Gettext catalogs for every part of the table, loaded loudly.

Each part of Alea keeps its messages in its own gettext *domain* (``table``,
``tesseract``, ``speech`` ...), with one catalog per language in
``locales/<lang>/LC_MESSAGES/<domain>.po``. The install compiles them into
``alea/locale`` (see ``setup.py``). Unlike ``babel.support.Translations.load``,
which silently falls back to the untranslated text, :func:`catalog` raises
:class:`CatalogMissing` when a compiled catalog is absent: a Czech or French
player must never be handed English without anyone noticing.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

from babel import Locale
from babel.lists import format_list as _babel_format_list
from babel.support import Translations

LANGUAGES: tuple[str, ...] = ("cs", "fr", "en")
"""The languages the table speaks, in the order menus list them."""


class CatalogMissing(RuntimeError):
    """A compiled catalog for a (domain, language) pair is not installed."""


class UnknownLanguage(ValueError):
    """A language code outside :data:`LANGUAGES` was asked for."""


@lru_cache(maxsize=None)
def catalog(domain: str, lang: str) -> Translations:
    """Return the compiled catalog of ``domain`` in ``lang``, or raise.

    The result is cached; catalogs are read-only once loaded.
    """
    if lang not in LANGUAGES:
        raise UnknownLanguage(lang)
    resource = resources.files("alea").joinpath("locale", lang, "LC_MESSAGES", f"{domain}.mo")
    if not resource.is_file():
        raise CatalogMissing(f"no compiled catalog for domain {domain!r} in language {lang!r}")
    with resource.open("rb") as handle:
        return Translations(fp=handle, domain=domain)


def format_list(items: list[str], lang: str, style: str = "standard") -> str:
    """Join ``items`` the way ``lang`` joins a list ("a, b a c" / "a, b et c")."""
    return _babel_format_list(list(items), style=style, locale=Locale.parse(lang))
