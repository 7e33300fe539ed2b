"""How long refusing a padded save file takes, in every game (issue 25: "refused within 1 s").

Usage: ``.venv/bin/python benchmarks/padded_saves.py``. For each game a real save is written by
``alea`` itself (a few moves with ``--seed 7``, then ``save``), then padded in four shapes, each
resealed with a correct checksum so that only the limits can refuse it early:

- ``chance``: the entries list padded with ``{"c": 0}`` to N entries;
- ``moves``: the entries list padded with ``{"m": {"choice": 0}}`` to N entries;
- ``config``: the config given an unknown key holding a list of N whole numbers;
- ``nested``: one move holding a list of N whole numbers.

N is 10,001 (one entry over the limit on entries), 24,000 (just under the limit on values) and
130,000, 260,000 and 400,000 (the sizes of the files the issue measured). Each file is timed
twice: the kernel's read (``read_stored``, then the config, then the replay with the game's rules)
and a whole ``alea --game G --load FILE`` (the refusal, then a new game). Tests never assert a
wall-clock time; ``tests/saves/test_limits_and_ranges.py`` asserts that the limits refuse these files
before the checksum and before any replay.
"""

from __future__ import annotations

import io
import json
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from alea.main import run
from alea.kernel.errors import SaveError
from alea.kernel.game import Game
from alea.kernel.record import digest, read_stored
from alea.multiverse.engine.rules import RULES as MULTIVERSE
from alea.tesseract.engine.rules import RULES as TESSERACT
from alea.tetrikon.engine.rules import RULES as TETRIKON

GAMES: dict[str, tuple[Any, list[str], list[str]]] = {
    "tesseract": (TESSERACT, ["--players", "2"], ["1", "remove c4"]),
    "multiverse": (MULTIVERSE, ["--players", "2"], []),
    "tetrikon": (TETRIKON, ["--players", "2"], []),
}
"""Each game: its rules, its options, the lines played before ``save``."""

SIZES = (10_001, 24_000, 130_000, 260_000, 400_000)


def real_save(game: str, folder: Path) -> dict[str, Any]:
    """A save written by ``alea`` itself, as JSON."""
    _, options, lines = GAMES[game]
    environ = {"ALEA_CONFIG_DIR": str(folder / "c"), "ALEA_DATA_DIR": str(folder / "d"), "LANG": "en"}
    typed = "\n".join([*lines, "save real", ""])
    run(["--lang", "en", "--game", game, "--seed", "7", *options], io.StringIO(typed), io.StringIO(), environ,
        interactive=False)
    saved: dict[str, Any] = json.loads((folder / "d" / "saves" / "real.json").read_text(encoding="utf-8"))
    return saved


def padded(data: dict[str, Any], shape: str, size: int) -> dict[str, Any]:
    """``data`` padded in ``shape`` to ``size`` entries, its checksum made right again."""
    game = json.loads(json.dumps(data["game"]))
    entries = game["entries"]
    if shape == "chance":
        entries.extend({"c": 0} for _ in range(size - len(entries)))
    elif shape == "moves":
        entries.extend({"m": {"choice": 0}} for _ in range(size - len(entries)))
    elif shape == "config":
        game["config"]["padding"] = list(range(size))
    else:
        entries.append({"m": {"choice": list(range(size))}})
    return {**data, "game": game, "sha256": digest(game)}


SHAPES = ("chance", "moves", "config", "nested")


def timed(action: Callable[[], object]) -> tuple[float, str]:
    """Seconds ``action`` took, and the reason it was refused (LOADED if it was not)."""
    start = time.perf_counter()
    try:
        action()
        reason = "LOADED"
    except SaveError as error:
        reason = error.reason
    return time.perf_counter() - start, reason


def main() -> None:
    worst_kernel = worst_table = 0.0
    count = 0
    for game, (rules, options, _) in GAMES.items():
        with tempfile.TemporaryDirectory(prefix="alea-") as name:
            folder = Path(name)
            data = real_save(game, folder)
            for shape in SHAPES:
                for size in SIZES:
                    path = folder / f"{shape}-{size}.json"
                    path.write_text(json.dumps(padded(data, shape, size), separators=(",", ":")), encoding="utf-8")
                    kernel, reason = timed(lambda: Game.from_record(rules, read_stored(path).open(rules)))
                    environ = {"ALEA_CONFIG_DIR": str(folder / "c2"), "ALEA_DATA_DIR": str(folder / "d2"),
                               "LANG": "en"}
                    start = time.perf_counter()
                    run(["--lang", "en", "--game", game, *options, "--load", str(path)], io.StringIO(""),
                        io.StringIO(), environ, interactive=False)
                    table = time.perf_counter() - start
                    worst_kernel, worst_table = max(worst_kernel, kernel), max(worst_table, table)
                    count += 1
                    print(f"{game:10} {shape:7} {size:7} entries {path.stat().st_size / 2**20:5.2f} MiB  "
                          f"{reason:16} kernel {kernel * 1000:7.1f} ms  alea --load {table * 1000:7.1f} ms",
                          flush=True)
    print(f"{count} padded files: slowest kernel refusal {worst_kernel * 1000:.1f} ms, "
          f"slowest whole alea --load {worst_table * 1000:.1f} ms")


if __name__ == "__main__":
    sys.exit(main())
