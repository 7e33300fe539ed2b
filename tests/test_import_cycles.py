"""One direction of imports: no cycle in alea's import graph, not even behind an import inside a
function or under ``if TYPE_CHECKING:``, and no import against the direction of the house (games
-> table -> kernel and narration; cli and online -> table; the front ends never import each
other; only the registry names the games). tools/import_cycles.py finds both."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _run(src: Path) -> tuple[int, list[str]]:
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "import_cycles.py"), str(src)],
                          capture_output=True, text=True, check=False)
    return done.returncode, done.stdout.splitlines()


def _found(src: Path) -> tuple[int, list[list[str]], list[str]]:
    code, lines = _run(src)
    return (code,
            [ast.literal_eval(line.removeprefix("CYCLE: ")) for line in lines if line.startswith("CYCLE: ")],
            [line.removeprefix("UPWARD: ") for line in lines if line.startswith("UPWARD: ")])


def test_no_import_cycle_and_no_import_against_the_direction() -> None:
    code, lines = _run(ROOT / "src")
    assert (code, [line for line in lines if line.startswith(("CYCLE", "UPWARD", "INSIDE"))]) == (0, [])


def test_a_game_imports_the_table_through_its_one_surface(tmp_path: Path) -> None:
    """``from alea.table import TableHost`` is a game's way in; a table module of its own is not."""
    src = _tree(tmp_path, {"alea/table/__init__.py": "from alea.table.host import TableHost\n",
                           "alea/table/host.py": "",
                           "alea/tetrikon/table/host.py": "from alea.table import TableHost\n"})
    assert _run(src)[0] == 0
    (src / "alea/tetrikon/table/words.py").write_text("from alea.table.host import TableHost\n")
    code, lines = _run(src)
    assert code == 1 and "INSIDE: alea.tetrikon.table.words -> alea.table.host" in lines


def _tree(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = tmp_path.joinpath(*name.split("/"))
        path.parent.mkdir(parents=True, exist_ok=True)
        for folder in path.relative_to(tmp_path).parents:
            if folder != Path("."):
                (tmp_path / folder / "__init__.py").touch()
        path.write_text(text)
    return tmp_path


def test_the_finder_sees_a_cycle_behind_an_import_inside_a_function(tmp_path: Path) -> None:
    src = _tree(tmp_path, {"alea/one.py": "from alea import two\n",
                           "alea/two.py": "def later():\n    from alea import one\n"})
    code, cycles, _ = _found(src)
    assert code == 1 and cycles == [["alea.one", "alea.two"]]


def test_the_finder_sees_a_cycle_of_types_only(tmp_path: Path) -> None:
    src = _tree(tmp_path, {"alea/one.py": "from alea import two\n",
                           "alea/two.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from alea.one import X\n"})
    code, cycles, _ = _found(src)
    assert code == 1 and cycles == [["alea.one", "alea.two"]]


@pytest.mark.parametrize(("importer", "imported"), [
    ("alea/table/host.py", "alea.cli.repl"),
    ("alea/table/session.py", "alea.online.server"),
    ("alea/table/seated.py", "alea.games"),
    ("alea/table/plugin.py", "alea.tesseract.table.host"),
    ("alea/online/client.py", "alea.cli.repl"),
    ("alea/cli/main.py", "alea.online.commands"),
    ("alea/cli/repl.py", "alea.main"),
    ("alea/tesseract/table/host.py", "alea.cli.main"),
    ("alea/tesseract/table/host.py", "alea.online.hosting"),
    ("alea/tesseract/table/host.py", "alea.tetrikon.engine"),
    ("alea/multiverse/table/plugin.py", "alea.games"),
    ("alea/kernel/game.py", "alea.table.session"),
    ("alea/narration/message.py", "alea.table.output"),
])
def test_the_finder_sees_an_import_against_the_direction(tmp_path: Path, importer: str, imported: str) -> None:
    """Each way up is caught, even when it is only a type, or imported late inside a function."""
    target = imported.replace(".", "/") + ".py"
    for text in (f"import {imported}\n",
                 f"from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import {imported}\n",
                 f"def later():\n    import {imported}\n"):
        src = _tree(tmp_path / str(len(text)), {importer: text, target: ""})
        code, cycles, upward = _found(src)
        dotted = importer.removesuffix(".py").replace("/", ".")
        assert code == 1 and cycles == [] and [line.split("   ")[0] for line in upward] == [f"{dotted} -> {imported}"]


def test_the_command_above_both_front_ends_may_import_both(tmp_path: Path) -> None:
    src = _tree(tmp_path, {"alea/main.py": "from alea.cli import main\nfrom alea.online import commands\n",
                           "alea/cli/main.py": "from alea import games\nfrom alea.table import session\n",
                           "alea/online/commands.py": "from alea import games\n",
                           "alea/games.py": "import alea.tesseract.table.plugin\n",
                           "alea/tesseract/table/plugin.py": "from alea.table import Session\n",
                           "alea/table/session.py": "from alea.kernel import record\n",
                           "alea/kernel/record.py": ""})
    assert _found(src) == (0, [], [])


def test_the_layout_draws_the_arrows_between_rooms_as_the_code_has_them() -> None:
    """docs/layout.md's list of arrows is the code's (``python tools/import_cycles.py --rooms``)."""
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "import_cycles.py"), "--rooms", str(ROOT / "src")],
                          capture_output=True, text=True, check=True)
    layout = (ROOT / "docs" / "layout.md").read_text(encoding="utf-8")
    drawn = layout.split("<!-- rooms: begin -->", 1)[1].split("<!-- rooms: end -->", 1)[0]
    assert drawn.strip().strip("`").strip().splitlines() == done.stdout.splitlines()
