"""Balance of the content edition and strength of the bots, measured (tesseract-content.md, issue 13).

    python benchmarks/balance.py --games N --sides 1,A,... --players P [--bot search --worlds W] --json
    python benchmarks/balance.py --docs       # the whole measurement, then docs/balance.md and its plot
    python benchmarks/balance.py --docs --from benchmarks/balance-results.json   # docs only

Each game is seeded by its number (0..N-1, or from ``--first-seed`` on: seeds the bot was never
tuned on), so a figure replays. Games run on every core
(multiprocessing). A win rate comes with its 95% Wilson interval.

Every game's result is kept in ``.balance-cache/`` (or ``$ALEA_BALANCE_CACHE``) under a key made
of the game (bot, worlds, side, players, seed, edition) and a fingerprint of everything that
decides it: the sources of the Tesseract engine, the modules of the bot that plays, the content
data with only this side's plate.
A game is replayed only when one of these changed, so a measurement that repeats earlier games
(``make balance`` after tuning runs) costs only the new ones; the figures are the same either way,
since a game is a function of its key. ``--no-cache`` plays every game.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import random
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from alea.tesseract.bot import Bot
from alea.tesseract.bot.search import HINT_WORLDS, SearchBot
from alea.tesseract.engine import BASE_SIDES, Config, Game

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "balance-results.json"
CACHE = Path(os.environ.get("ALEA_BALANCE_CACHE") or ROOT / ".balance-cache")
TESSERACT = ROOT / "src" / "alea" / "tesseract"


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate, as fractions."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(values: list[float]) -> list[float]:
    """A normal 95% interval of a mean (spaces filled), rounded."""
    mean = statistics.mean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return [round(mean - half, 2), round(mean + half, 2)]


def play_one(job: tuple[str, int, str, int, int, str]) -> dict[str, Any]:
    """One game: (bot, worlds, side, players, seed, edition) -> its result."""
    bot, worlds, side, players, seed, edition = job
    game = Game.new(Config(players=players, base=side, seed=seed, edition=edition))
    if bot == "search":
        SearchBot(worlds=worlds, seed=seed).play(game)
    elif bot == "greedy":
        Bot().play(game)
    else:
        rng = random.Random(f"random-bot/{seed}")
        while game.pending is not None:
            game.apply(rng.choice(game.legal_moves()))
    view = game.view()
    lost = [i.event.reason for i in game.history if type(i.event).__name__ == "GameLost"]
    return {"side": side, "won": game.result == "won", "filled": len(view.board), "turns": view.turn,
            "breach": view.breach, "lost": lost[0] if lost else None}


BOT_SOURCES = {
    "random": (),
    "greedy": ("player.py", "policy.py", "evaluation.py", "world.py", "search.py", "greedy.py"),
    "search": ("player.py", "policy.py", "evaluation.py", "world.py", "search.py"),
}
"""The modules of ``bot/`` each bot imports, so those that choose its moves: what
:func:`fingerprint` digests besides the engine and the content (the greedy bot answers decisions
as the search does and weighs lab moves with its evaluation; the search never imports the greedy
bot, so a change there does not replay the search's games)."""


def fingerprint(side: str, bot: str = "search") -> str:
    """A digest of everything that decides a game of ``bot`` on ``side``: the engine's sources,
    the bot's own modules (:data:`BOT_SOURCES`), and the content data (of the plates, only this
    side's, without the words of its ruling; no texts)."""
    digest = hashlib.sha256(bot.encode())
    paths = [*TESSERACT.glob("engine/**/*.py"), *TESSERACT.glob("content/**/*.json"),
             *(TESSERACT / "bot" / name for name in BOT_SOURCES[bot])]
    for path in sorted(p for p in paths if "texts" not in p.parts):  # words decide nothing
        data = path.read_bytes()
        if path.name == "plates.json":
            plates = json.loads(data)
            plates["sides"] = {side: {key: value for key, value in plates["sides"][side].items()
                                      if key != "ruling"}}  # a ruling's words decide nothing
            data = json.dumps(plates, sort_keys=True).encode()
        digest.update(str(path.relative_to(TESSERACT)).encode() + b"\0" + data)
    return digest.hexdigest()[:16]


def play_cached(job: tuple[str, int, str, int, int, str, str]) -> dict[str, Any]:
    """:func:`play_one` through the cache: (its job..., fingerprint) -> the game's result."""
    bot, worlds, side, players, seed, edition, print_ = job
    path = CACHE / print_ / f"{bot}-{worlds}-{side}-{players}p-{edition}-{seed}.json"
    if path.exists():
        return dict(json.loads(path.read_text()))
    result = play_one((bot, worlds, side, players, seed, edition))
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(f".{os.getpid()}.tmp")
    temporary.write_text(json.dumps(result))
    temporary.replace(path)
    return result


def measure(bot: str, worlds: int, sides: list[str], players: int, games: int,
            edition: str = "cs", jobs: int | None = None, first_seed: int = 0,
            cache: bool = True) -> dict[str, Any]:
    """Play ``games`` games per side on every core, seeded ``first_seed`` on; the figures per side.
    With ``cache``, games already played with the same fingerprint are read back, not replayed."""
    worlds = worlds if bot == "search" else 0
    prints = {side: fingerprint(side, bot) for side in sides}
    tasks = [(bot, worlds, side, players, seed, edition, prints[side]) for side in sides
             for seed in range(first_seed, first_seed + games)]
    start = time.perf_counter()
    with Pool(jobs or os.cpu_count() or 1) as pool:
        if cache:
            results = pool.map(play_cached, tasks, chunksize=1)
        else:
            results = pool.map(play_one, [task[:-1] for task in tasks], chunksize=1)
    out: dict[str, Any] = {"bot": bot, "worlds": worlds if bot == "search" else None,
                           "players": players, "edition": edition, "first_seed": first_seed,
                           "sides": {},
                           "seconds": round(time.perf_counter() - start, 1)}
    for side in sides:
        mine = [r for r in results if r["side"] == side]
        seeds = [task[4] for task in tasks if task[2] == side]  # pool.map keeps the tasks' order
        wins = sum(r["won"] for r in mine)
        low, high = wilson(wins, len(mine))
        out["sides"][side] = {
            "games": len(mine), "wins": wins, "win_rate": round(wins / len(mine), 4),
            "interval": [round(low, 4), round(high, 4)],
            "filled": round(statistics.mean(r["filled"] for r in mine), 2),
            "filled_interval": mean_interval([r["filled"] for r in mine]),
            "turns": round(statistics.mean(r["turns"] for r in mine), 2),
            "losses": {reason: sum(r["lost"] == reason for r in mine)
                       for reason in sorted({r["lost"] for r in mine if r["lost"]})},
            "won_seeds": [seed for seed, r in zip(seeds, mine) if r["won"]]}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--sides", default=",".join(BASE_SIDES))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--first-seed", type=int, default=0,
                        help="seed of the first game (the others follow)")
    parser.add_argument("--bot", choices=("random", "greedy", "search"), default="search")
    parser.add_argument("--worlds", type=int, default=HINT_WORLDS)
    parser.add_argument("--edition", default="cs")
    parser.add_argument("--jobs", type=int, default=None)
    parser.add_argument("--json", action="store_true", help="one JSON object on standard output")
    parser.add_argument("--no-cache", dest="cache", action="store_false",
                        help="play every game, even those kept in .balance-cache/")
    parser.add_argument("--docs", action="store_true", help="measure everything, write docs/balance.md")
    parser.add_argument("--from", dest="source", help="with --docs: read the figures from this file")
    args = parser.parse_args()
    if args.docs:
        from balance_report import full_measurement, write_docs

        data = json.loads(Path(args.source).read_text()) if args.source else full_measurement(
            measure, args.games)
        if not args.source:
            RESULTS.write_text(json.dumps(data, indent=1) + "\n")
        write_docs(data, ROOT / "docs")
        return
    sides = [s for s in args.sides.split(",") if s]
    if set(sides) - set(BASE_SIDES):
        sys.exit(f"sides are among {','.join(BASE_SIDES)}")
    result = measure(args.bot, args.worlds, sides, args.players, args.games, args.edition, args.jobs,
                     args.first_seed, args.cache)
    if args.json:
        print(json.dumps(result))
        return
    print(f"{args.bot} bot, {args.players} players, {args.games} games per side, seeds "
          f"{args.first_seed}-{args.first_seed + args.games - 1} ({result['seconds']} s)")
    for side, r in result["sides"].items():
        low, high = r["interval"]
        print(f"side {side}: {r['wins']}/{r['games']} won, {100 * r['win_rate']:.0f}% "
              f"[{100 * low:.0f}-{100 * high:.0f}]  filled {r['filled']}/24  turns {r['turns']}")


if __name__ == "__main__":
    main()
