"""How Multiverse's ``demo`` then ``all`` ends, seed by seed (issue 38's acceptance check).

    python benchmarks/demo_ends.py [--first 1] [--last 20] [--players 2]

Each seed runs ``alea --lang en --game multiverse --seed S`` in plain mode, as a new player types
it (the player count, ``demo``, ``all``), in fresh config and data folders, and prints the demo
game's last turn, how it ended (a winner, a shared win, or the safety stop's draw, M-W4) and the
lines printed; the figures are kept in benchmarks/demo-ends-multiverse.json for the balance page. Before issue 38, 6 of 7 two-player demos ran to the 500-turn stop;
tests/multiverse/test_mv_games_end.py checks a few seeds the same way.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ALEA = Path(sys.executable).with_name("alea")
KEPT = ROOT / "benchmarks" / "demo-ends-multiverse.json"
"""Where the figures are kept for docs/balance-multiverse.md (balance_games_report.py reads them)."""


def demo(seed: int, players: int) -> dict[str, object]:
    """One seed's demo, played to its end by ``all``: its last turn, its end, the lines printed."""
    with tempfile.TemporaryDirectory(prefix="alea-demo-") as folder:
        env = {**os.environ, "ALEA_CONFIG_DIR": f"{folder}/config", "ALEA_DATA_DIR": f"{folder}/data",
               "LANG": "en_GB.UTF-8", "NO_COLOR": "1"}
        out = subprocess.run([str(ALEA), "--lang", "en", "--game", "multiverse", "--seed", str(seed)],
                             input=f"{players}\ndemo\nall\n", capture_output=True, text=True, env=env,
                             timeout=900).stdout
    turns = [int(t) for t in re.findall(r"^Turn (\d+),", out, re.MULTILINE)]
    if "turn limit" in out:
        end = "stopped"
    else:
        found = re.search(r"Game over\. Score, [^\n]*\. (Winner|Shared win|Nobody)", out)
        end = found.group(1).lower() if found else "not ended"
    return {"seed": seed, "last_turn": max(turns, default=0), "end": end, "lines": len(out.splitlines())}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--last", type=int, default=20)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args()
    rows = []
    for seed in range(args.first, args.last + 1):
        row = demo(seed, args.players)
        rows.append(row)
        print(json.dumps(row), flush=True)
    ended = [r for r in rows if r["end"] not in ("stopped", "not ended")]
    turns = [int(str(r["last_turn"])) for r in rows]
    summary = {"players": args.players, "seeds": [args.first, args.last], "ended": len(ended), "games": len(rows),
               "median_turn": statistics.median(turns), "longest": max(turns),
               "median_lines": statistics.median(int(str(r["lines"])) for r in rows), "rows": rows}
    print(f"{len(ended)}/{len(rows)} demos ended with a winner or a shared win; last turn median "
          f"{summary['median_turn']}, longest {max(turns)}; lines printed median {summary['median_lines']}")
    KEPT.write_text(json.dumps(summary, indent=1) + "\n")


if __name__ == "__main__":
    main()
