"""No ``Any`` crosses the seam between the table and a game (issue 26).

The seam is what the table asks of a game and what a game hands the table: the table's host, its
plug-in interface, the seam's protocols, the journal and the board, the command registry whose
handlers take a game's host, and each registered game's host and plug-in. mypy checks the types
written there only if they are written: an ``Any`` there would let anything through unchecked.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from alea import games

SRC = Path(__file__).resolve().parents[2] / "src"

TABLE_SEAM = ("alea/table/__init__.py", "alea/table/host.py", "alea/table/plugin.py", "alea/table/seam.py",
              "alea/table/journal.py", "alea/table/board.py", "alea/table/commands/registry.py",
              "alea/kernel/front.py", "alea/kernel/configured.py")
"""The table's side of the seam (and the kernel's one front and config forwards every game's game uses)."""


def game_seam() -> list[str]:
    """Each registered game's host and plug-in modules, the example's too (found from the registry, not a list)."""
    found = []
    for entry in games.ALL:
        package = Path(*entry.package.split("."))
        folder = package / "table" if (SRC / package / "table").is_dir() else package  # the example is flat
        found += [str(folder / "host.py"), str(folder / "plugin.py")]
    return found


def any_uses(source: str) -> list[int]:
    """The lines where ``Any`` is named as a type: ``Any``, ``typing.Any``, or inside a string
    annotation (``"dict[str, Any]"``)."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Name) and node.id == "Any":
            lines.append(node.lineno)
        elif isinstance(node, ast.Attribute) and node.attr == "Any":
            lines.append(node.lineno)
        elif isinstance(node, ast.alias) and node.name == "Any":
            lines.append(node.lineno)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and _annotation_names_any(node.value):
            lines.append(node.lineno)
    return sorted(set(lines))


def _annotation_names_any(text: str) -> bool:
    """Whether a string that parses as a type expression names ``Any`` (a docstring does not parse)."""
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError:
        return False
    return any(isinstance(node, ast.Name) and node.id == "Any" for node in ast.walk(tree))


@pytest.mark.parametrize("module", TABLE_SEAM + tuple(game_seam()))
def test_no_any_in_the_seam(module):
    """Not one ``Any`` in the seam's modules: every type that crosses it is written."""
    path = SRC / module
    assert path.exists(), module
    assert any_uses(path.read_text(encoding="utf-8")) == [], f"{module} names Any"


def test_every_registered_game_has_its_host_and_plugin_checked():
    """The games' side is found from the registry, so a game added there is checked too."""
    modules = game_seam()
    assert len(modules) == 2 * len(games.ALL)
    assert all((SRC / module).exists() for module in modules)


@pytest.mark.parametrize("source", [
    "from typing import Any\nx: Any = 1\n",
    "import typing\ndef f(x: typing.Any) -> None: ...\n",
    "from __future__ import annotations\ndef f(x: 'dict[str, Any]') -> None: ...\n",
    "from typing import Callable\nboard: 'Callable[[Any, str], int] | None' = None\n",
])
def test_the_scan_finds_any_written_every_way(source):
    """The scan is not blind: it finds ``Any`` imported, through ``typing.``, and in a string annotation."""
    assert any_uses(source)


def test_the_scan_reads_a_docstring_that_says_any_as_prose():
    """A docstring saying "no ``Any`` crosses the seam" names no type."""
    assert any_uses('"""No ``Any`` crosses the seam."""\nx: int = 1\n') == []
