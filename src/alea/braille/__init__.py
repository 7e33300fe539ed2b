"""Braille for print: Unicode braille and BRF through liblouis.

The game never prints braille to the terminal (a braille display shows the
terminal's own text); braille is written to files for reading on a display's
file viewer or for an embosser. Everything goes through liblouis with the
language's table (:data:`TABLES`).

What the command line calls::

    from alea.braille import write_export, LiblouisMissing
    try:
        write_export(path, lines, lang, fmt)       # fmt: "unicode" or "brf"
    except LiblouisMissing as error:
        print(error)                               # localized, says how to install it

``lines`` is the document as lines of print (the rules summary, the command
card or a transcript), already in ``lang``; a :class:`Graphic` among them is a
picture drawn in braille cells (a Tetrikon diagram), written as it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from alea.dataclass import dataclass
from pathlib import Path
from typing import Literal

from alea.errors import AleaError
from alea.i18n import LANGUAGES, UnknownLanguage, catalog

from . import louis
from .layout import CELLS_PER_LINE, LINES_PER_PAGE, to_ascii_braille, wrap

__all__ = [
    "CELLS_PER_LINE",
    "LINES_PER_PAGE",
    "TABLES",
    "BrailleError",
    "Graphic",
    "LiblouisMissing",
    "export_document",
    "to_brf",
    "translate",
    "write_export",
]

TABLES: dict[str, str] = {
    "cs": "cs-g1.ctb",
    "fr": "fr-bfu-comp6.utb",
    "en": "en-ueb-g1.ctb",
}
"""The liblouis table of each language: Czech grade 1, French 6-dot computer braille
(the BFU standard), English UEB grade 1."""

Format = Literal["unicode", "brf"]
FORMATS: tuple[str, ...] = ("unicode", "brf")
"""The export formats, as the command line names them."""


class BrailleError(AleaError, RuntimeError):
    """Braille could not be produced; the message is for the player."""


class LiblouisMissing(BrailleError):
    """liblouis or the language's table is not installed; the message says how to install it."""


def _engine(lang: str) -> tuple[louis.Louis, str]:
    """The loaded liblouis and the checked table of ``lang``, or a localized :class:`LiblouisMissing`."""
    if lang not in LANGUAGES:
        raise UnknownLanguage(lang)
    _ = catalog("output", lang).gettext
    table = TABLES[lang]
    try:
        engine = louis.load()
    except louis.LouisUnavailable as error:
        raise LiblouisMissing(
            _(
                "Braille export needs the liblouis library, which is not installed. "
                "On Debian or Ubuntu, install it with: sudo apt-get install liblouis20 liblouis-data. "
                "On macOS: brew install liblouis. On Windows, put liblouis.dll on the PATH."
            )
        ) from error
    try:
        engine.check_table(table)
    except louis.LouisTableUnavailable as error:
        raise LiblouisMissing(
            _(
                "Braille export needs the liblouis table {table}, which was not found. "
                "On Debian or Ubuntu, install it with: sudo apt-get install liblouis-data."
            ).format(table=table)
        ) from error
    return engine, table


def _translated_lines(text: str, lang: str) -> list[str]:
    engine, table = _engine(lang)
    try:
        return [engine.translate(line, table) for line in text.splitlines()]
    except louis.LouisError as error:
        raise BrailleError(
            catalog("output", lang).gettext("liblouis could not translate the text: {detail}").format(
                detail=str(error)
            )
        ) from error


@dataclass(frozen=True)
class Graphic:
    """A picture drawn in braille cells, one string a row: written as it is, never translated
    nor wrapped (a row holds at most :data:`CELLS_PER_LINE` cells; 6-dot cells only in BRF)."""

    rows: tuple[str, ...]


def translate(text: str, lang: str) -> str:
    """Translate ``text`` into Unicode braille with ``lang``'s table, line for line, without wrapping.

    Raises :class:`LiblouisMissing` when liblouis or the table is absent.
    """
    return "\n".join(_translated_lines(text, lang))


def _wrapped(text: str, lang: str) -> list[str]:
    return [row for line in _translated_lines(text, lang) for row in wrap(line)]


def _pages(rows: list[str]) -> str:
    """Rows of 6-dot Unicode braille as BRF: ASCII braille, lines ending in CR LF, a form feed
    between pages of :data:`LINES_PER_PAGE` lines."""
    ascii_rows = [to_ascii_braille(row) for row in rows]
    pages = [ascii_rows[start : start + LINES_PER_PAGE] for start in range(0, len(ascii_rows), LINES_PER_PAGE)]
    return "\f".join("".join(row + "\r\n" for row in page) for page in pages)


def to_brf(text: str, lang: str) -> str:
    """``text`` as BRF: ASCII braille, 40 cells a line, 25 lines a page.

    Lines end with CR LF; a form feed separates pages. Raises :class:`LiblouisMissing`.
    """
    return _pages(_wrapped(text, lang))


def _rows(lines: Sequence[str | Graphic], lang: str) -> list[str]:
    """The document's rows of braille: its print translated and wrapped, its graphics as drawn."""
    rows: list[str] = []
    text: list[str] = []
    for part in [*lines, None]:
        if isinstance(part, str):
            text.append(part)
            continue
        if text:
            rows += _wrapped("\n".join(text), lang)
            text = []
        if part is not None:
            rows += part.rows
    return rows


def export_document(lines: Sequence[str | Graphic], lang: str, fmt: Format) -> str:
    """A whole document (lines of print in ``lang``, and graphics) as Unicode braille or BRF.

    ``"unicode"``: Unicode braille wrapped at 40 cells, one row a line, ending in a newline.
    ``"brf"``: see :func:`to_brf`. Raises :class:`LiblouisMissing` and ``ValueError`` for
    an unknown format.
    """
    if fmt not in FORMATS:
        raise ValueError(f"unknown braille format {fmt!r}; expected one of {FORMATS}")
    rows = _rows(lines, lang)
    if fmt == "brf":
        return _pages(rows)
    return "".join(row + "\n" for row in rows)


def write_export(path: str | Path, lines: Sequence[str | Graphic], lang: str, fmt: Format) -> Path:
    """Write :func:`export_document` to ``path`` (BRF in ASCII, Unicode braille in UTF-8).

    Nothing is written when the translation fails. Returns the path written.
    """
    document = export_document(lines, lang, fmt)
    target = Path(path)
    if fmt == "brf":
        target.write_bytes(document.encode("ascii"))
    else:
        target.write_text(document, encoding="utf-8", newline="\n")
    return target
