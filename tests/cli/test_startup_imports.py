"""A start loads only what its first answer needs (issues 12 and 26: start within 8 times a bare
Python start). Checked by the modules a fresh interpreter holds afterwards (or at the moment its
first answer is out), never by a time."""

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


FIRST_ANSWER_PROBE = """
import io, json, sys
from alea.main import run
argv = json.loads(sys.argv[1])
at_first_answer = []
code = run(argv, io.StringIO(""), io.StringIO(), json.loads(sys.argv[2]), interactive=False,
           ready=lambda: at_first_answer.append(sorted(sys.modules)))
from alea.tesseract.engine import events
print(json.dumps({"modules": at_first_answer[0], "ready": len(at_first_answer), "code": code,
                  "built": [name for name, cls in vars(events).items() if isinstance(cls, type)
                            and issubclass(cls, events.Event) and "__repr__" in vars(cls)]}))
"""

NEVER_AT_THE_FIRST_ANSWER = {
    "inspect": "the standard library's dataclasses reads it only for a class without a docstring",
    "ast": "inspect's", "dis": "inspect's", "tokenize": "inspect's",
    "shutil": "argparse's help width is found without it", "bz2": "shutil's", "lzma": "shutil's",
    "hashlib": "the save digest is CPython's own SHA-256", "_hashlib": "OpenSSL, hashlib's",
    "tempfile": "files are written atomically without it", "threading": "nothing runs beside the game",
    "subprocess": "speech and sound start their programs when first heard",
    "alea.tesseract.engine.actions": "the actions load with the first turn",
    "alea.tesseract.engine.effects": "the actions'", "alea.tesseract.engine.legal": "the first turn's",
    "alea.tesseract.engine.position": "a game started from a position only",
    "alea.tesseract.narration.queries": "the queries load with the first query",
    "alea.tesseract.narration.rules": "the queries'", "alea.tesseract.narration.legend": "the queries'",
    "alea.narration.topics": "the queries'", "alea.tesseract.bot": "a bot plays or hints when asked",
    "alea.tesseract.table.demo": "demo", "alea.tesseract.table.hinting": "hint",
    "alea.tesseract.table.spelling": "hint", "alea.online": "the network front end",
    "alea.multiverse": "another game", "alea.tetrikon": "another game", "alea.speech": "speech when heard",
    "alea.sound": "sounds when heard", "alea.braille": "braille when exported", "babel": "lists are joined by our patterns",
    "prompt_toolkit": "the terminal's REPL, not plain mode", "platformdirs": "the data folder is found without it",
}
"""What the first answer of ``alea --lang cs --players 2 --seed 3`` (plain mode, a new Tesseract game)
must not load, and why: a module (or package) named here that the first answer loads fails the test,
so that an eager import put back is seen."""


def test_the_first_answer_loads_nothing_it_does_not_need(environ) -> None:
    """The modules loaded when the first answer is out (the terminal's ``ready``, called once before
    the first line is read); and the engine's event classes built by then are only those the setup
    told (each dataclass is built at its first use: alea.dataclass)."""
    done = subprocess.run([sys.executable, "-c", FIRST_ANSWER_PROBE,
                           json.dumps(["--lang", "cs", "--players", "2", "--seed", "3"]), json.dumps(environ)],
                          capture_output=True, text=True, check=True)
    found = json.loads(done.stdout.splitlines()[-1])
    assert found["code"] == 0 and found["ready"] == 1
    modules = set(found["modules"])
    assert "alea.tesseract.engine.events" in modules and "alea.tesseract.narration.narrator" in modules
    loaded = {name: why for name, why in NEVER_AT_THE_FIRST_ANSWER.items()
              if name in modules or any(m.startswith(name + ".") for m in modules)}
    assert not loaded, f"the first answer loaded what it does not need: {loaded}"
    assert "GameStarted" in found["built"] and "TurnStarted" not in found["built"]
    assert "ActionPhaseEnded" not in found["built"] and "GameWon" not in found["built"]


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
