"""How long refusing each hostile save file takes: the engine's ``load_game`` and a whole ``alea --load``.

Usage: ``.venv/bin/python benchmarks/refusals.py`` (the catalogue is ``tests/kit/hostile.py``).
Prints one line per case and a summary; the issue asks for every refusal within a second. The
tests prove every case is refused; this measures how fast (tests never assert a wall-clock time).
"""

from __future__ import annotations

import io
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from kit.hostile import CASES  # noqa: E402

from alea.main import run  # noqa: E402
from alea.tesseract.engine import SaveError, load_game  # noqa: E402


def main() -> None:
    engine_times, table_times = [], []
    for case in CASES:
        with tempfile.TemporaryDirectory(prefix="alea-") as folder:
            base = Path(folder)
            path = base / "hostile.json"
            keep = case.make(path)
            start = time.perf_counter()
            try:
                load_game(path)
                reason = "LOADED"
            except SaveError as error:
                reason = error.reason
            engine = time.perf_counter() - start
            environ = {"ALEA_CONFIG_DIR": str(base / "c"), "ALEA_DATA_DIR": str(base / "d"), "LANG": "en"}
            start = time.perf_counter()
            run(["--lang", "en", "--players", "2", "--load", str(path)], io.StringIO(""), io.StringIO(), environ,
                interactive=False)
            table = time.perf_counter() - start
            if keep is not None:
                keep.close()  # type: ignore[attr-defined]
        engine_times.append(engine)
        table_times.append(table)
        print(f"{case.name:32} {reason:16} engine {engine * 1000:7.1f} ms   alea --load {table * 1000:7.1f} ms")
    print(f"{len(CASES)} files: engine median {statistics.median(engine_times) * 1000:.1f} ms, "
          f"max {max(engine_times) * 1000:.1f} ms; whole alea --load (refusal, then a new game) median "
          f"{statistics.median(table_times) * 1000:.1f} ms, max {max(table_times) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
