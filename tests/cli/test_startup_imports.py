"""A start loads only what its first answer needs (issue 12). Checked by the modules a fresh
interpreter holds afterwards, never by a time."""

from __future__ import annotations

import json
import subprocess
import sys

PROBE = """
import io, json, sys
from alea.main import run
argv = json.loads(sys.argv[1])
run(argv, io.StringIO(sys.argv[2]), io.StringIO(), json.loads(sys.argv[3]), interactive=False)
print(json.dumps(sorted(sys.modules)))
"""


def loaded_after(environ: dict[str, str], argv: list[str], lines: str = "") -> set[str]:
    """The modules a new interpreter has loaded after running ``alea argv`` in plain mode."""
    done = subprocess.run([sys.executable, "-c", PROBE, json.dumps(argv), lines, json.dumps(environ)],
                          capture_output=True, text=True, check=True)
    return set(json.loads(done.stdout.splitlines()[-1]))


def test_help_loads_neither_the_engine_nor_babel(environ) -> None:
    modules = loaded_after(environ, ["--help"])
    assert "alea.tesseract.engine.config" in modules  # the variants and sides it lists
    assert not {m for m in modules if m.startswith("alea.tesseract.engine.")} - {
        "alea.tesseract.engine.config", "alea.tesseract.engine.numbers"}  # numbers: the options' checks
    assert not {m for m in modules if m.split(".")[0] in ("babel", "platformdirs", "prompt_toolkit")}


def test_the_first_answer_in_plain_mode_loads_no_babel_and_no_terminal(environ) -> None:
    modules = loaded_after(environ, ["--lang", "cs", "--players", "2", "--seed", "3"], "status\n")
    assert "alea.tesseract.engine.game" in modules
    assert not {m for m in modules if m.split(".")[0] in ("babel", "prompt_toolkit", "tempfile")}


def test_the_first_answer_loads_neither_the_demo_nor_the_hints_spelling_nor_the_network(environ) -> None:
    """What only ``demo`` and ``hint`` need loads when they are asked for; ``alea`` at the terminal
    never loads the network front end (issue 26)."""
    modules = loaded_after(environ, ["--lang", "fr", "--players", "2", "--seed", "3"], "status\n")
    assert not {"alea.tesseract.table.demo", "alea.tesseract.table.hinting", "alea.tesseract.table.spelling"} & modules
    assert not {m for m in modules if m.split(".")[:2] == ["alea", "online"]}
