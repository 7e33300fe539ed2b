"""The documentation names code that exists: every path of the repository's source, tests and tools
written in a doc (``src/alea/online/hosting.py``, ``alea/kernel/``, ``tests/kit/sound.py``) and every
dotted name of Alea's (``alea.kernel.Rules``, ``alea.tesseract.narration.rules``) is found, so a doc does
not go on describing a module after it moved (issue 26: kernel.md, narration.md and layout.md did).

Short names are checked too (issue 39: engine-api.md went on naming ``frozen.dataclass`` after the
module was gone): a file name written alone (``legal.py``) is a file of the repository; a short dotted
name (``actions.check``, ``geometry.removable_indices``) whose first part is one of Alea's module names
names something that module holds; and one whose second part is a function, class or decorator of
Alea's (``dataclass``, ``legal_actions``) comes from a module that holds it, so a decorator or
function named through a module that no longer exists fails."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re
import sys
from functools import cache
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
FILE = re.compile(r"(?<![\w/.-])(\w+\.py)\b")
SHORT = re.compile(r"(?<![\w./-])([a-z_]\w*)\.([A-Za-z_]\w*)\b(?![\w./-])")
"""``module.name`` (``actions.check``, ``frozen.dataclass(...)``), not a path nor a longer dotted name."""
FILE_ENDINGS = {"py", "md", "json", "po", "pot", "mo", "css", "js", "html", "txt", "lock", "wav", "svg", "toml"}
OBJECTS = {"game", "host", "options", "settings", "seat", "state", "config", "view", "record", "core"}
"""Names the docs give objects (``game.view()``, ``host.query(...)``, ``options.players``), not modules."""
ELSEWHERE = set(sys.stdlib_module_names) | {"kit"}
"""Modules that are not Alea's: the standard library's (``dataclasses.dataclass``), the tests' kit."""


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


@cache
def modules() -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """Alea's modules by their last name (``legal``: ``alea.tesseract.engine.legal``), and the
    modules that define each public function or class by its name."""
    by_name: dict[str, list[str]] = {}
    defined: dict[str, list[str]] = {}
    for info in pkgutil.walk_packages([str(PACKAGE)], "alea."):
        by_name.setdefault(info.name.rsplit(".", 1)[1], []).append(info.name)
        module = importlib.import_module(info.name)
        for key, value in vars(module).items():
            if ((inspect.isfunction(value) or inspect.isclass(value)) and not key.startswith("_")
                    and getattr(value, "__module__", None) == info.name):
                defined.setdefault(key, []).append(info.name)
    return by_name, defined


@cache
def files() -> frozenset[str]:
    """The name of every Python file of the repository's source, tests, tools and benchmarks."""
    return frozenset([path.name for path in ROOT.glob("*.py")]
                     + [path.name for top in ("src", "tests", "tools", "benchmarks", "transcripts")
                        for path in (ROOT / top).rglob("*.py")])


def short_missing(code: str) -> list[str]:
    """The file names and short dotted names ``code`` writes that name nothing."""
    out = [name for name in FILE.findall(code) if name not in files()]
    by_name, defined = modules()
    for first, second in SHORT.findall(code):
        if first == "alea" or second in FILE_ENDINGS or first in OBJECTS or first in ELSEWHERE:
            continue
        if first in by_name:
            if not any(hasattr(importlib.import_module(name), second) for name in by_name[first]):
                out.append(f"{first}.{second}")
        elif second in defined:  # a function or decorator of Alea's, named through no module of it
            out.append(f"{first}.{second}")
    return out


def missing(doc: Path) -> list[str]:
    """The paths and dotted names ``doc`` writes that name nothing."""
    out = []
    for code in quoted(doc):
        for path in PATH.findall(code):
            where = ROOT / "src" / path if path.startswith("alea/") else ROOT / path
            if not where.exists():
                out.append(path)
        out += [name for name in DOTTED.findall(code) if name.split(".")[1] in TOP and not found(name)]
        out += short_missing(code)
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


def test_the_check_finds_a_lost_module_decorator_and_function(tmp_path: Path) -> None:
    doc = tmp_path / "stale.md"
    doc.write_text("Events are defined with `frozen.dataclass`, in `frozen.py`; `actions.check` is the "
                   "rule, `legal.legal_actions` lists it, `legal.no_such_function` does not, nor does "
                   "`nowhere.legal_actions`; `game.view()` is an object's, `dataclasses.dataclass` the "
                   "standard library's, and `tesseract-rules.md` a file.\n", encoding="utf-8")
    assert missing(doc) == ["frozen.dataclass", "frozen.py", "legal.no_such_function", "nowhere.legal_actions"]
