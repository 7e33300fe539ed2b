"""Engine benchmark: play N random legal games and print games and moves per second.

    python benchmarks/engine_bench.py [--games N] [--players P] [--base SIDE]

Moves are chosen at random among the legal ones (the action phase ends with probability
0.15 per move), so the figure covers legal-move listing, checking and applying.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from alea.tesseract.engine import Action, Config, Game


def play(seed: int, players: int, base: str) -> int:
    """Play one random game to its end; returns how many moves it took."""
    rng = random.Random(seed)
    game = Game.new(Config(players=players, base=base, seed=seed))
    moves = 0
    while game.pending is not None:
        legal = game.legal_moves()
        actions = [m for m in legal if not (isinstance(m, Action) and m.kind == "end")]
        game.apply(rng.choice(actions) if actions and rng.random() > 0.15 else rng.choice(legal))
        moves += 1
    return moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--base", default="1")
    args = parser.parse_args()
    per_game = []
    moves = 0
    start = time.perf_counter()
    for seed in range(args.games):
        t = time.perf_counter()
        moves += play(seed, args.players, args.base)
        per_game.append(time.perf_counter() - t)
    elapsed = time.perf_counter() - start
    print(f"games: {args.games}  players: {args.players}  base: {args.base}")
    print(f"moves: {moves}  ({moves / args.games:.1f} per game)")
    print(f"games per second: {args.games / elapsed:.1f}")
    print(f"moves per second: {moves / elapsed:.0f}")
    print(f"median game: {statistics.median(per_game) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
