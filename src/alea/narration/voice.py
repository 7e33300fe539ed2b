"""A message helper bound to one gettext domain and one language.

Every message is a whole sentence with named ``{placeholders}``, formatted with
``str.format`` after translation, so translators may reorder the placeholders
freely. Counts always go through ``ngettext`` (Czech has three plural forms),
and the count is passed to the template as the placeholder ``{n}`` as well.
Lists are joined by Babel's ``format_list`` with the voice's own locale.

Catalogs come from :func:`alea.i18n.catalog`, which raises
:class:`alea.i18n.CatalogMissing` instead of silently falling back to English.
"""

from __future__ import annotations

from collections.abc import Iterable

from alea.i18n import ListStyle, catalog, format_list
from alea.narration.grammar import contracted, names_cased


def N_(message: str) -> str:
    """Mark ``message`` for extraction without translating it (it is translated when spoken)."""
    return message


def Np_(context: str, message: str) -> tuple[str, str]:
    """Mark ``message`` in ``context`` for extraction; returns ``(context, message)`` for ``Voice.p_``."""
    return context, message


class Voice:
    """Translate and format messages of ``domain`` in ``lang``.

    The method names are the extraction keywords of ``tools/catalogs.py``:
    ``_`` (one message), ``n_`` (a count), ``p_`` (a message in a context),
    ``np_`` (a count in a context). Each formats the translated template with
    the keyword arguments; a placeholder without a value raises ``KeyError``.
    """

    def __init__(self, domain: str, lang: str) -> None:
        self.domain = domain
        """The gettext domain the messages belong to."""
        self.lang = lang
        """The language code (``cs``, ``fr``, ``en``)."""
        self._catalog = catalog(domain, lang)

    def __repr__(self) -> str:
        return f"Voice({self.domain!r}, {self.lang!r})"

    def _(self, message: str, **values: object) -> str:
        """Translate ``message`` and fill its placeholders (a French name after a preposition takes
        its article, a default name its case: :mod:`alea.narration.grammar`)."""
        return names_cased(self.lang, contracted(self.lang, self._catalog.gettext(message).format(**values)))

    def n_(self, singular: str, plural: str, n: int, **values: object) -> str:
        """Translate the form of ``singular``/``plural`` that fits ``n``; ``{n}`` is ``n``."""
        return names_cased(self.lang, contracted(self.lang, self._catalog.ngettext(singular, plural, n).format(n=n, **values)))

    def p_(self, context: str, message: str, **values: object) -> str:
        """Translate ``message`` in ``context`` (``pgettext``) and fill its placeholders."""
        return names_cased(self.lang, contracted(self.lang, self._catalog.pgettext(context, message).format(**values)))

    def np_(self, context: str, singular: str, plural: str, n: int, **values: object) -> str:
        """``npgettext`` of ``singular``/``plural`` in ``context``; ``{n}`` is ``n``."""
        return names_cased(self.lang, contracted(self.lang, self._catalog.npgettext(context, singular, plural, n).format(n=n, **values)))

    def join(self, items: Iterable[str], style: ListStyle = "standard") -> str:
        """Join ``items`` as the language does ("a, b and c", "a, b a c", "a, b et c").

        CLDR puts a no-break space after the Czech "a"; it becomes a plain space here,
        since terminals, screen readers and braille tables do not all handle it.
        """
        return format_list(list(items), self.lang, style=style).replace("\u00a0", " ")

    def lines(self, items: Iterable[str]) -> str:
        """Put each of ``items`` on a line of its own (one fact a line, for braille)."""
        return "\n".join(items)

    def wrapped(self, items: Iterable[str], width: int = 40) -> str:
        """Items joined by commas, a new line before one that would pass ``width`` cells (a
        terse list on a 40-cell braille display)."""
        lines: list[str] = []
        for item in items:
            if lines and len(lines[-1]) + 2 + len(item) <= width:
                lines[-1] += ", " + item
            else:
                lines.append(item)
        return "\n".join(lines)
