"""Catalog tooling for every gettext domain of Alea: extract, update, check.

Usage (from the repository root, with the project's virtualenv)::

    .venv/bin/python tools/catalogs.py extract [DOMAIN ...]   # code -> locales/<domain>.pot
    .venv/bin/python tools/catalogs.py update  [DOMAIN ...]   # .pot -> locales/<lang>/LC_MESSAGES/<domain>.po
    .venv/bin/python tools/catalogs.py check   [DOMAIN ...]   # every rule below; exit 1 on a problem

Without a DOMAIN, every domain of :data:`DOMAINS` (extract, update) or every
domain found in ``locales/`` (check) is handled. After ``update``, translate the
new empty entries in ``cs`` and ``fr``, then reinstall
(``.venv/bin/python -m pip install -q --no-deps -e .``) so ``setup.py`` compiles
the catalogs.

Which code feeds which domain
-----------------------------
A domain's messages are the marked strings found in the source paths that
:data:`DOMAINS` lists for it (a path is a folder, searched recursively, or one
file). A game's domains come from the registry (:func:`game_domains`: the domains
its plug-in names, from its package's ``narration/`` and ``table/``), so a game is
added without a line here; the table's own are :data:`TABLE_DOMAINS`. ``EXCLUDE``
removes paths that belong to another domain.

Keywords (see :data:`KEYWORDS`): ``_``/``gettext``/``N_`` (one message),
``ngettext``/``n_``/``Nn_`` (singular, plural), ``pgettext``/``p_``/``Np_``
(context, message), ``npgettext``/``np_`` (context, singular, plural). The
``N``-prefixed ones mark a string for extraction without translating it
(tables of names translated later).

What ``check`` enforces (the tests in ``tests/i18n`` run the same functions)
---------------------------------------------------------------------------
* the ``.pot`` holds exactly the messages of a fresh extraction from the code;
* each ``.po`` of :data:`LANGUAGES` holds exactly the ``.pot``'s messages;
* every message is translated (every plural form too), nothing is fuzzy;
* msgid and every msgstr use the same set of ``{placeholders}`` (Babel's
  checker ignores brace placeholders, so this is done here);
* the ``Plural-Forms`` header is exactly :data:`PLURAL_FORMS` for the language;
* English catalogs carry the English text itself (msgstr = msgid).
"""

from __future__ import annotations

import argparse
import io
import string
import sys
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir, extract_from_file
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
"""The repository root."""

LOCALES = ROOT / "locales"
"""Where the templates and catalogs live."""

LANGUAGES: tuple[str, ...] = ("cs", "fr", "en")
"""Every domain has one catalog per language."""

TABLE_DOMAINS: dict[str, tuple[str, ...]] = {
    # The table: REPL, plain mode, settings, saving, help texts (every marker but Np_).
    "table": ("src/alea/cli", "src/alea/table", "src/alea/games.py", "src/alea/main.py"),
    # The table's command words, short forms, help lines and word lists, the games' names: its Np_ entries.
    "commands": ("src/alea/cli", "src/alea/table", "src/alea/games.py"),
    # Speech and braille output.
    "output": ("src/alea/speech", "src/alea/braille"),
    # The online table: joining, whose turn, chat, refusals, the web page's labels.
    "online": ("src/alea/online",),
}
"""The domains of what is no game's: gettext domain -> source paths (relative to the repository root)."""

GAME_FOLDERS: dict[str, str] = {"": "narration", "-table": "table"}
"""Where in a game's package each of its domains is extracted from, by the domain's ending after the
game's id: the game's own domain (its events, refusals, queries, rules) from ``narration/``, the
``<id>-table`` domain (its command words, argument names, options, the host's sentences) from ``table/``.
A game with one domain and no ``narration/`` folder (the example game, :mod:`alea.toy`) is extracted
from its whole package."""


def game_domains() -> dict[str, tuple[str, ...]]:
    """Every game's domains, found from the registry (the games' plug-ins name their domains): gettext
    domain -> the folder of the game's package it is extracted from (:data:`GAME_FOLDERS`). A game whose
    catalogs are kept outside Alea's (its plug-in's ``locales``) has none here."""
    from alea import games

    found: dict[str, tuple[str, ...]] = {}
    for entry in games.ALL:
        plugin = entry.load()
        if plugin.locales is not None:
            continue
        package = "src/" + entry.package.replace(".", "/")
        for domain in plugin.domains:
            ending = domain[len(entry.id):] if domain.startswith(entry.id) else None
            if ending not in GAME_FOLDERS:
                raise ValueError(f"game {entry.id}: domain {domain!r} is neither {entry.id!r} nor "
                                 f"{entry.id + '-table'!r} (tools/catalogs.py GAME_FOLDERS)")
            folder = Path(ROOT, package, GAME_FOLDERS[ending])
            # a game small enough to keep one domain in one flat package (the example game) is extracted whole
            found[domain] = (f"{package}/{GAME_FOLDERS[ending]}" if folder.is_dir() or ending else package,)
    return found


DOMAINS: dict[str, tuple[str, ...]] = {**game_domains(), **TABLE_DOMAINS}
"""Gettext domain -> source paths (relative to the repository root) it is extracted from."""

EXCLUDE: dict[str, tuple[str, ...]] = {}
"""Gettext domain -> source paths skipped although inside one of its :data:`DOMAINS` paths."""

KEYWORDS: dict[str, object] = {
    "_": None,
    "gettext": None,
    "N_": None,
    "ngettext": (1, 2),
    "n_": (1, 2),
    "Nn_": (1, 2),
    "pgettext": ((1, "c"), 2),
    "p_": ((1, "c"), 2),
    "Np_": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
    "np_": ((1, "c"), 2, 3),
}
"""Babel extraction keywords: name -> argument spec (see babel.messages.extract)."""

WORD_MARKERS = ("Np_",)
"""The markers of word entries (:class:`alea.table.catalogs.Entry`): in ``src/alea/cli``, ``src/alea/table``
and the registry ``src/alea/games.py`` they feed
``commands`` and every other marker feeds ``table``; elsewhere a domain takes every marker."""

DOMAIN_KEYWORDS: dict[str, dict[str, object]] = {
    "commands": {name: spec for name, spec in KEYWORDS.items() if name in WORD_MARKERS},
    "table": {name: spec for name, spec in KEYWORDS.items() if name not in WORD_MARKERS},
}
"""Domains that take only some of :data:`KEYWORDS` from their paths."""

PLURAL_FORMS: dict[str, str] = {
    "cs": "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;",
    "fr": "nplurals=2; plural=(n > 1);",
    "en": "nplurals=2; plural=(n != 1);",
}
"""The exact Plural-Forms header of each language (pinned, not Babel's default)."""

COMMENT_TAGS = ("TRANSLATORS:",)


# ---------------------------------------------------------------- paths

def pot_path(domain: str) -> Path:
    """The template of ``domain``."""
    return LOCALES / f"{domain}.pot"


def po_path(domain: str, lang: str) -> Path:
    """The catalog of ``domain`` in ``lang``."""
    return LOCALES / lang / "LC_MESSAGES" / f"{domain}.po"


def found_domains() -> list[str]:
    """Every domain that has a template or a catalog in ``locales/``."""
    names = {p.stem for p in LOCALES.glob("*.pot")}
    names |= {p.stem for p in LOCALES.glob("*/LC_MESSAGES/*.po")}
    return sorted(names)


# ---------------------------------------------------------------- extraction

def _rel(path: Path) -> str:
    """``path`` relative to the repository root when it is inside it."""
    return path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else path.as_posix()


def _excluded(domain: str, path: Path) -> bool:
    return any(path.is_relative_to(ROOT / ex) for ex in EXCLUDE.get(domain, ()))


def extract(domain: str) -> Catalog:
    """Extract ``domain``'s messages from its source paths into a new template catalog."""
    if domain not in DOMAINS:
        raise KeyError(f"domain {domain!r} has no source paths in tools/catalogs.py DOMAINS")
    template = Catalog(project="alea", domain=domain, fuzzy=False)
    for rel in DOMAINS[domain]:
        base = ROOT / rel
        if base.is_dir():
            results = (
                (base / filename, lineno, message, comments, context)
                for filename, lineno, message, comments, context in extract_from_dir(
                    base,
                    keywords=DOMAIN_KEYWORDS.get(domain, KEYWORDS),
                    comment_tags=COMMENT_TAGS,
                    strip_comment_tags=True,
                )
            )
        elif base.is_file():
            results = (
                (base, lineno, message, comments, context)
                for lineno, message, comments, context in extract_from_file(
                    "python", base, keywords=DOMAIN_KEYWORDS.get(domain, KEYWORDS), comment_tags=COMMENT_TAGS, strip_comment_tags=True
                )
            )
        else:
            continue
        for path, lineno, message, comments, context in results:
            if _excluded(domain, path):
                continue
            template.add(
                message,
                None,
                [(_rel(path), lineno)],
                auto_comments=comments,
                context=context,
            )
    return template


def _write(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, sort_output=True, include_lineno=False, ignore_obsolete=True)
    path.write_bytes(buffer.getvalue())


def _read(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=lang)


def write_template(domain: str) -> Path:
    """Extract ``domain`` and write its ``.pot``."""
    path = pot_path(domain)
    _write(extract(domain), path)
    return path


def pin_header(catalog: Catalog, lang: str) -> None:
    """Set the exact Plural-Forms of ``lang`` and clear the header's fuzzy flag."""
    nplurals, expr = PLURAL_FORMS[lang].split(";", 1)
    catalog._num_plurals = int(nplurals.split("=")[1])
    catalog._plural_expr = expr.strip().removeprefix("plural=").rstrip(";")
    catalog.fuzzy = False


def update(domain: str) -> list[Path]:
    """Merge ``domain``'s ``.pot`` into each language's ``.po`` (creating missing ones).

    Translations of unchanged msgids are kept; no fuzzy matching is done (a changed
    message comes back empty, to be translated again); obsolete entries are dropped.
    English entries get the English text as msgstr.
    """
    template = _read(pot_path(domain))
    written = []
    for lang in LANGUAGES:
        path = po_path(domain, lang)
        if path.exists():
            catalog = _read(path, lang)
        else:
            catalog = Catalog(locale=lang, domain=domain, project="alea", fuzzy=False)
        catalog.update(template, no_fuzzy_matching=True, update_creation_date=False)
        pin_header(catalog, lang)
        for message in catalog:
            if not message.id:
                continue
            message.flags.discard("fuzzy")
            if lang == "en":
                message.string = _english(message)
        _write(catalog, path)
        written.append(path)
    return written


def _english(message: Message) -> str | tuple[str, ...]:
    if message.pluralizable:
        return tuple(message.id)
    return message.id


# ---------------------------------------------------------------- checks

def placeholders(text: str) -> set[str]:
    """The named ``{placeholder}`` fields of a ``str.format`` template."""
    names = set()
    for _literal, field, _spec, _conv in string.Formatter().parse(text):
        if field is not None:
            names.add(field)
    return names


def _key(message: Message) -> tuple:
    return (message.context, message.id if isinstance(message.id, str) else tuple(message.id))


def _keys(catalog: Catalog) -> set[tuple]:
    return {_key(m) for m in catalog if m.id}


def _label(key: tuple) -> str:
    context, ident = key
    text = ident if isinstance(ident, str) else ident[0]
    return f"[{context}] {text!r}" if context else repr(text)


@dataclass(frozen=True)
class Problem:
    """One rule broken by one catalog."""

    domain: str
    lang: str | None
    check: str
    detail: str

    def __str__(self) -> str:
        where = f"{self.domain}/{self.lang}" if self.lang else f"{self.domain}.pot"
        return f"{where}: {self.check}: {self.detail}"


def check_template(domain: str) -> list[Problem]:
    """The ``.pot`` exists and holds exactly what the code holds now."""
    path = pot_path(domain)
    if domain not in DOMAINS:
        return [Problem(domain, None, "mapping", "no source paths in tools/catalogs.py DOMAINS")]
    if not path.exists():
        return [Problem(domain, None, "template", f"{_rel(path)} is missing")]
    stored, fresh = _keys(_read(path)), _keys(extract(domain))
    problems = [
        Problem(domain, None, "template", f"in the code but not extracted: {_label(k)}")
        for k in sorted(fresh - stored, key=str)
    ]
    problems += [
        Problem(domain, None, "template", f"extracted but no longer in the code: {_label(k)}")
        for k in sorted(stored - fresh, key=str)
    ]
    return problems


def check_catalog(domain: str, lang: str) -> list[Problem]:
    """Every rule a ``.po`` must follow (see the module docstring)."""
    path = po_path(domain, lang)
    if not path.exists():
        return [Problem(domain, lang, "missing", f"{_rel(path)} is missing")]
    catalog = _read(path, lang)
    problems = []

    def problem(check: str, detail: str) -> None:
        problems.append(Problem(domain, lang, check, detail))

    header = catalog.mime_headers
    plural_header = dict(header).get("Plural-Forms")
    if plural_header != PLURAL_FORMS[lang]:
        problem("plural-forms", f"{plural_header!r} instead of {PLURAL_FORMS[lang]!r}")
    if catalog.fuzzy:
        problem("fuzzy", "the header is marked fuzzy")
    if pot_path(domain).exists():
        expected = _keys(_read(pot_path(domain)))
        have = _keys(catalog)
        for key in sorted(expected - have, key=str):
            problem("msgids", f"missing: {_label(key)}")
        for key in sorted(have - expected, key=str):
            problem("msgids", f"not in the template: {_label(key)}")
    for message in catalog:
        if not message.id:
            continue
        label = _label(_key(message))
        if message.fuzzy:
            problem("fuzzy", label)
        ids = [message.id] if isinstance(message.id, str) else list(message.id)
        strings = [message.string] if isinstance(message.string, str) else list(message.string)
        if message.pluralizable and len(strings) != catalog.num_plurals:
            problem("plural", f"{label} has {len(strings)} forms, not {catalog.num_plurals}")
        if any(not s for s in strings):
            problem("untranslated", label)
            continue
        wanted = [placeholders(i) for i in ids]
        if any(w != wanted[0] for w in wanted):
            problem("placeholders", f"{label}: singular and plural msgids differ")
        for form in strings:
            if placeholders(form) != wanted[0]:
                problem(
                    "placeholders",
                    f"{label}: msgstr has {sorted(placeholders(form))}, msgid {sorted(wanted[0])}",
                )
        if lang == "en" and strings != ids:
            problem("english", f"{label}: the English msgstr is not the msgid")
    return problems


def check(domain: str) -> list[Problem]:
    """Every problem of ``domain``: its template and each language's catalog."""
    problems = check_template(domain)
    for lang in LANGUAGES:
        problems += check_catalog(domain, lang)
    return problems


# ---------------------------------------------------------------- command line

def main(argv: list[str] | None = None) -> int:
    """Run the ``extract``, ``update`` or ``check`` command."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("extract", "update", "check"))
    parser.add_argument("domains", nargs="*", help="domains to handle (default: all)")
    args = parser.parse_args(argv)
    if args.command == "check":
        domains = args.domains or found_domains()
        problems = [p for d in domains for p in check(d)]
        for p in problems:
            print(p)
        print(f"{len(domains)} domain(s), {len(problems)} problem(s)")
        return 1 if problems else 0
    domains = args.domains or sorted(DOMAINS)
    for domain in domains:
        if args.command == "extract":
            template = extract(domain)
            if not len(template) and not pot_path(domain).exists():
                continue
            print(f"{_rel(write_template(domain))}: {len(template)} message(s)")
        elif pot_path(domain).exists():
            for path in update(domain):
                print(_rel(path))
    return 0


if __name__ == "__main__":
    sys.exit(main())
