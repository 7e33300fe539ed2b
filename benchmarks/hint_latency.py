"""How long a hint takes: the search bot's plan, its reason and the typed move, at real turns.

    python benchmarks/hint_latency.py [--game tesseract|multiverse|tetrikon] [--games 4] [--players 2] [--cpu] [--json]

Collects every turn position (a :class:`Turn` waiting) of a few games played by the greedy bot
on several sides and seeds, then times what ``hint`` does there: the search at the hint budget
(:data:`alea.tesseract.bot.HINT_WORLDS`), the reason, the spelling and the reason's words.
Prints the median and the 95th percentile. Figures are printed, never asserted. ``--cpu`` times
processor time instead of wall time (on a machine other work shares, wall time measures the queue).

``--game multiverse`` and ``--game tetrikon`` time those games' hints the same way
(:mod:`hint_latency_games`): the search's plan, its reason and the reason's words, at every turn
and decision the hint answers in games of their guarded policies.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time

from alea.tesseract.table.spelling import spell
from alea.tesseract.bot import HINT_WORLDS, Bot, SearchBot, explain
from alea.tesseract.engine import Action, Config, Game, Turn
from alea.tesseract.narration import hints
from alea.tesseract.narration.speaker import Speaker


def positions(games: int, players: int) -> list[tuple[object, list]]:
    """(view, legal moves) at every turn request of ``games`` greedy games."""
    out = []
    for seed in range(games):
        game = Game.new(Config(players=players, base="1A2B"[seed % 4], seed=1000 + seed))
        while game.pending is not None:
            if isinstance(game.pending, Turn):
                out.append((game.view(), game.legal_moves()))
            Bot().play(game, limit=1)
    return out


def measure_latency(games: int = 4, players: int = 2, cpu: bool = False) -> dict[str, object]:
    """Time every hint of :func:`positions` (processor time with ``cpu``); the median, 95th
    percentile and slowest, in ms."""
    clock = time.process_time if cpu else time.perf_counter
    speaker = Speaker("cs")
    times = []
    for view, legal in positions(games, players):
        start = clock()
        plan = SearchBot().plan(view, legal)
        why = explain(plan, view)
        if isinstance(plan.move, Action):
            spell(plan.move, view, "cs", [m for m in legal if isinstance(m, Action)], speaker)
        if why is not None:
            hints.reason(speaker, why.kind, why.colour, why.values)
        times.append(1000 * (clock() - start))
    ordered = sorted(times)
    p95 = ordered[max(0, round(0.95 * len(ordered)) - 1)]
    return {"positions": len(times), "worlds": HINT_WORLDS, "p50_ms": round(statistics.median(times), 1),
            "p95_ms": round(p95, 1), "max_ms": round(ordered[-1], 1), "cores": os.cpu_count(),
            "clock": "cpu" if cpu else "wall"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("tesseract", "multiverse", "tetrikon"), default="tesseract")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--cpu", action="store_true", help="processor time, not wall time")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.game != "tesseract":
        from hint_latency_games import measure_game

        other = measure_game(args.game, args.games, args.players, args.cpu)
        print(json.dumps(other) if args.json else
              f"{args.game} hint, {args.players} players, over {other['positions']} positions: p50 "
              f"{other['p50_ms']} ms, p95 {other['p95_ms']} ms, max {other['max_ms']} ms ({other['clock']} time)"
              + (f"; with a world left, {other['live']['positions']} positions: p50 {other['live']['p50_ms']} ms, "
                 f"p95 {other['live']['p95_ms']} ms, max {other['live']['max_ms']} ms" if "live" in other else ""))
        return
    result = measure_latency(args.games, args.players, args.cpu)
    print(json.dumps(result) if args.json else
          f"hint over {result['positions']} turn positions, {HINT_WORLDS} worlds: p50 {result['p50_ms']} ms, "
          f"p95 {result['p95_ms']} ms, max {result['max_ms']} ms ({result['clock']} time)")


if __name__ == "__main__":
    main()
