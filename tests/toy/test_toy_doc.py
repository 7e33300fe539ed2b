"""docs/adding-a-game.md walks the example race (``src/alea/toy/``) file by file: the page is held to
the files. Each section headed by a file (``## 5. `src/alea/toy/host.py`: ...``) quotes only that
file: every Python block under it stands in the file as it is written there; every file of the
race is named on the page."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "adding-a-game.md"
TOY = ROOT / "src" / "alea" / "toy"

HEADED = re.compile(r"^## .*?`(src/alea/[\w/]+\.py)`", re.M)
BLOCK = re.compile(r"```python\n(.*?)```", re.S)


def quoted(page: str) -> list[tuple[str | None, str]]:
    """Every Python block of ``page`` with the file its section is headed by (None: a section that names none)."""
    found: list[tuple[str | None, str]] = []
    for section in re.split(r"^(?=## )", page, flags=re.M):
        heading = HEADED.match(section)
        found += [(heading.group(1) if heading else None, block) for block in BLOCK.findall(section)]
    return found


def misquoted(page: str) -> list[str]:
    """What is wrong with ``page``'s quotes: a block outside a file's section, or not in its file."""
    wrong = []
    for path, block in quoted(page):
        if path is None:
            wrong.append(f"a block in a section that names no file: {block[:50]!r}")
        elif block not in (ROOT / path).read_text(encoding="utf-8"):
            wrong.append(f"not in {path}: {block[:50]!r}")
    return wrong


def test_every_block_the_page_quotes_is_in_the_file_its_section_names():
    page = DOC.read_text(encoding="utf-8")
    assert len(quoted(page)) >= 8
    assert misquoted(page) == []


def test_every_file_of_the_race_is_named_and_every_code_file_quoted():
    page = DOC.read_text(encoding="utf-8")
    files = sorted(path.relative_to(ROOT).as_posix() for path in TOY.glob("*.py"))
    assert len(files) >= 7
    assert [path for path in files if path not in page] == []
    headed = {path for path, _ in quoted(page)}
    assert [path for path in files if path not in headed and not path.endswith("__init__.py")] == []


def test_the_check_finds_a_quote_that_drifted_and_one_outside_a_file():
    """A block changed by one word, or quoted under a heading that names no file, is found."""
    page = DOC.read_text(encoding="utf-8")
    path, block = next((path, block) for path, block in quoted(page) if path and path.endswith("host.py"))
    drifted = page.replace(block, block.replace("def ", "def  ", 1), 1)
    assert any(path in wrong for wrong in misquoted(drifted))
    assert misquoted("## Anything\n\n```python\nx = 1\n```\n")
