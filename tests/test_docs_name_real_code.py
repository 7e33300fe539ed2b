"""The documentation names code that exists: every path of the repository's source, tests and tools
written in a doc (``src/alea/online/hosting.py``, ``alea/kernel/``, ``tests/kit/sound.py``) and every
dotted name of Alea's (``alea.kernel.Rules``, ``alea.tesseract.narration.rules``) is found, so a doc does
not go on describing a module after it moved (issue 26: kernel.md, narration.md and layout.md did)."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = sorted((ROOT / "docs").glob("*.md")) + [ROOT / "README.md"]
PACKAGE = ROOT / "src" / "alea"
TOP = {path.stem for path in PACKAGE.iterdir() if path.suffix == ".py" or (path / "__init__.py").exists()}
"""Alea's top-level modules and packages: a dotted ``alea.x`` name is checked only when ``x`` is one
(``alea.log`` and ``alea.example.org`` are a file and an address)."""

PATH = re.compile(r"(?<![\w/.])((?:src/)?alea/[\w/]+(?:\.\w+)?|(?:tests|tools|benchmarks)/[\w/]+\.\w+)")
DOTTED = re.compile(r"(?<![\w.])(alea(?:\.\w+)+)")


def quoted(doc: Path) -> list[str]:
    """What ``doc`` writes as code (between backticks)."""
    return re.findall(r"`([^`\n]+)`", doc.read_text(encoding="utf-8"))


def found(dotted: str) -> bool:
    """Whether ``dotted`` is a module of Alea, or a name a module of it holds."""
    parts = dotted.split(".")
    for end in range(len(parts), 1, -1):
        try:
            held: object = importlib.import_module(".".join(parts[:end]))
        except ImportError:
            continue
        for attr in parts[end:]:
            if not hasattr(held, attr):
                return False
            held = getattr(held, attr)
        return True
    return False


def missing(doc: Path) -> list[str]:
    """The paths and dotted names ``doc`` writes that name nothing."""
    out = []
    for code in quoted(doc):
        for path in PATH.findall(code):
            where = ROOT / "src" / path if path.startswith("alea/") else ROOT / path
            if not where.exists():
                out.append(path)
        out += [name for name in DOTTED.findall(code) if name.split(".")[1] in TOP and not found(name)]
    return out


@pytest.mark.parametrize("doc", DOCS, ids=[doc.name for doc in DOCS])
def test_a_doc_names_only_code_that_exists(doc: Path) -> None:
    assert missing(doc) == []


def test_the_check_finds_a_moved_module_and_a_lost_name(tmp_path: Path) -> None:
    doc = tmp_path / "moved.md"
    doc.write_text("The host is `src/alea/cli/nowhere.py`, the rules `alea.kernel.NoSuchName`, the "
                   "contract `alea.kernel.Rules` in `alea/kernel/rules.py`; logs go to `alea.log`.\n",
                   encoding="utf-8")
    assert missing(doc) == ["src/alea/cli/nowhere.py", "alea.kernel.NoSuchName"]
