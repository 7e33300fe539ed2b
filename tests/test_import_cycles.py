"""One direction of imports: no cycle in alea's import graph, not even behind an import inside a
function (tools/import_cycles.py finds them)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _cycles() -> list[list[str]]:
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "import_cycles.py"), str(ROOT / "src")],
                          capture_output=True, text=True, check=False)
    return [ast.literal_eval(line.removeprefix("CYCLE: ")) for line in done.stdout.splitlines()
            if line.startswith("CYCLE: ")]


def test_no_import_cycle() -> None:
    assert _cycles() == []


def test_the_finder_sees_a_cycle_behind_an_import_inside_a_function(tmp_path: Path) -> None:
    package = tmp_path / "alea"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "one.py").write_text("from alea import two\n")
    (package / "two.py").write_text("def later():\n    from alea import one\n")
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "import_cycles.py"), str(tmp_path)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 1 and "CYCLE: ['alea.one', 'alea.two']" in done.stdout
