"""Engine benchmark: random legal games, side by side with python-chess in the same run.

    python benchmarks/engine_bench.py [--games N] [--players P] [--base SIDE] [--chess-games N]

Both engines play random games in the same way: before each move every legal move is listed,
then one of them is played. For Tesseract the action phase ends with probability 0.15 per
move, so the figure covers legal-move listing, checking, applying and recording (no autosave).
For chess (python-chess, the ``bench`` extra: ``pip install -e '.[bench]'``) a game ends when
``Board.is_game_over()`` says so, checked before each move.

Times are CPU times of this process (``time.process_time``), so that other programs on a busy
machine slow the figures down less; the ratio of the two engines, measured in the same run,
is the figure to compare between machines. Without python-chess installed the chess line says
so and the Tesseract figures are printed alone.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from alea.tesseract.engine import Action, Config, Game


def play(seed: int, players: int, base: str) -> int:
    """Play one random Tesseract game to its end; returns how many moves it took."""
    rng = random.Random(seed)
    game = Game.new(Config(players=players, base=base, seed=seed))
    moves = 0
    while game.pending is not None:
        legal = game.legal_moves()
        actions = [m for m in legal if not (isinstance(m, Action) and m.kind == "end")]
        game.apply(rng.choice(actions) if actions and rng.random() > 0.15 else rng.choice(legal))
        moves += 1
    return moves


def play_chess(seed: int) -> int:
    """Play one random chess game with python-chess; returns how many moves it took."""
    import chess

    rng = random.Random(seed)
    board = chess.Board()
    moves = 0
    while not board.is_game_over():
        legal = list(board.legal_moves)
        board.push(rng.choice(legal))
        moves += 1
    return moves


def measure(games: int, one_game) -> tuple[int, float, list[float]]:  # noqa: ANN001 - a callable
    """Play ``games`` games with ``one_game(seed)``; returns (moves, CPU seconds, per-game)."""
    per_game = []
    moves = 0
    start = time.process_time()
    for seed in range(games):
        t = time.process_time()
        moves += one_game(seed)
        per_game.append(time.process_time() - t)
    return moves, time.process_time() - start, per_game


def main() -> None:
    """Measure both engines and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--base", default="1")
    parser.add_argument("--chess-games", type=int, default=60)
    args = parser.parse_args()
    moves, elapsed, per_game = measure(args.games, lambda s: play(s, args.players, args.base))
    print(f"games: {args.games}  players: {args.players}  base: {args.base}")
    print(f"moves: {moves}  ({moves / args.games:.1f} per game)")
    print(f"games per second: {args.games / elapsed:.1f}")
    print(f"moves per second: {moves / elapsed:.0f}")
    print(f"median game: {statistics.median(per_game) * 1000:.1f} ms")
    try:
        import chess  # noqa: F401 - only to know whether it is there
    except ImportError:
        print("python-chess: not installed (pip install -e '.[bench]'), no comparison")
        return
    chess_moves, chess_elapsed, _ = measure(args.chess_games, play_chess)
    chess_rate = chess_moves / chess_elapsed
    print(f"python-chess moves per second: {chess_rate:.0f}  "
          f"({args.chess_games} random games, {chess_moves} moves, same run)")
    print(f"ratio to python-chess: {moves / elapsed / chess_rate:.2f}x")


if __name__ == "__main__":
    main()
