"""One direction of imports: no cycle in alea's import graph, not even behind an import inside a
function (tools/import_cycles.py finds them)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_no_import_cycle() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "import_cycles.py"), str(ROOT / "src")],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout
