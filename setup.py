"""Build hook: compile the gettext catalogs in ``locales/`` into the package.

Players never run a manual step: ``pip install .``, ``pip install -e .``, a wheel and an sdist
all carry ``src/alea/locale/<lang>/LC_MESSAGES/<domain>.mo``, compiled from every
``locales/<lang>/LC_MESSAGES/<domain>.po``. The catalogs are compiled when this file is run,
before setuptools looks for the package's files (egg_info, sdist, build_py): compiled later,
inside build_py, they were missed by the very first build of a fresh clone (the file list had
been made without them), and only a second install from the same tree carried them.
The same run writes Babel's list patterns of those languages (CLDR's "a, b and c") into
``src/alea/locale/lists.json``, so that the table joins lists without loading Babel.
"""

import json
from pathlib import Path

from setuptools import setup


def compile_catalogs() -> None:
    """Compile every .po under locales/ into the package's locale folder."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    root = Path(__file__).parent
    for po in sorted((root / "locales").glob("*/LC_MESSAGES/*.po")):
        lang = po.parent.parent.name
        target = root / "src" / "alea" / "locale" / lang / "LC_MESSAGES" / (po.stem + ".mo")
        target.parent.mkdir(parents=True, exist_ok=True)
        with po.open("rb") as handle:
            catalog = read_po(handle, locale=lang)
        with target.open("wb") as handle:
            write_mo(handle, catalog, use_fuzzy=False)


def write_list_patterns() -> None:
    """Write every list style's patterns of every language that has catalogs."""
    from babel import Locale

    root = Path(__file__).parent
    langs = sorted(p.name for p in (root / "locales").iterdir() if (p / "LC_MESSAGES").is_dir())
    parts = ("start", "middle", "end", "2")
    patterns = {lang: {style: {k: p[k] for k in parts}
                       for style, p in Locale.parse(lang).list_patterns.items()
                       if all(k in p for k in parts)}  # CLDR leaves a few styles incomplete
                for lang in langs}
    target = root / "src" / "alea" / "locale" / "lists.json"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(patterns, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
                      encoding="utf-8")


compile_catalogs()
write_list_patterns()
setup()
