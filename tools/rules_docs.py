"""Write docs/rules/<lang>.md from the rules summary the game speaks.

Usage: ``.venv/bin/python tools/rules_docs.py [--check]``. The text comes from
:func:`alea.tesseract.narration.rules.document`, through the installed catalogs,
so the documents are exactly what the ``rules`` query says. ``--check`` writes
nothing and exits 1 when a document differs (the test
``tests/tesseract/narration/test_rules.py`` does the same).
"""

from __future__ import annotations

import sys
from pathlib import Path

from alea.i18n import LANGUAGES
from alea.narration import Voice
from alea.tesseract.narration.rules import document

DOCS = Path(__file__).resolve().parent.parent / "docs" / "rules"
"""Where the rules documents live."""


def rendered(lang: str) -> str:
    """The document of ``lang``, as the code speaks it."""
    return document(Voice("tesseract", lang)).rstrip("\n") + "\n"


def main(argv: list[str]) -> int:
    """Write (or with ``--check`` compare) every language's document."""
    check = "--check" in argv
    stale = []
    for lang in LANGUAGES:
        path = DOCS / f"{lang}.md"
        text = rendered(lang)
        if check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(path)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(path)
    for path in stale:
        print(f"{path} differs from the rules the game speaks; run tools/rules_docs.py")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
