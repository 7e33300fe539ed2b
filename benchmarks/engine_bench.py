"""Engine benchmark: random legal games, side by side with python-chess in the same run.

    python benchmarks/engine_bench.py [--games N] [--players P] [--base SIDE] [--chess-games N]

Both engines play random games in the same way: before each move every legal move is listed,
then one of them is played. For Tesseract the action phase ends with probability 0.15 per
move, so the figure covers legal-move listing, checking, applying and recording (no autosave).
For chess (python-chess, the ``bench`` extra: ``pip install -e '.[bench]'``) a game ends when
``Board.is_game_over()`` says so, checked before each move.

Times are CPU times of this process (``time.process_time``), so that other programs on a busy
machine slow the figures down less, and the two engines play in alternating rounds, so that
both meet the same load; the ratio of the two, measured in the same run, is the figure to
compare between machines. Without python-chess installed the chess line says
so and the Tesseract figures are printed alone.

``--hint N`` also times the hint's search (:class:`~alea.tesseract.bot.SearchBot` at the hint
budget) at every turn of N games the greedy bot plays: its rollouts per CPU second, the figure
a faster engine raises (the budget is counted in worlds, so a faster engine answers sooner with
the same plan; a time budget would get that many more rollouts).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from alea.tesseract.engine import Config, End, Game


def play(seed: int, players: int, base: str) -> int:
    """Play one random Tesseract game to its end; returns how many moves it took."""
    rng = random.Random(seed)
    game = Game.new(Config(players=players, base=base, seed=seed))
    moves = 0
    while game.pending is not None:
        legal = game.legal_moves()
        actions = [m for m in legal if not (isinstance(m, End))]
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


class Tally:
    """Moves and CPU seconds of one engine, added up over rounds."""

    def __init__(self) -> None:
        self.games = 0
        self.moves = 0
        self.seconds = 0.0
        self.per_game: list[float] = []

    def play(self, seeds: range, one_game: Callable[[int], int]) -> None:
        """Play one game per seed with ``one_game(seed)``, adding up moves and CPU time."""
        for seed in seeds:
            began = time.process_time()
            self.moves += one_game(seed)
            self.per_game.append(time.process_time() - began)
            self.games += 1
        self.seconds = sum(self.per_game)

    @property
    def rate(self) -> float:
        """Moves per CPU second."""
        return self.moves / self.seconds


def hint_rate(games: int) -> tuple[int, int, float]:
    """The hint's search at every turn of ``games`` greedy games (two labs, sides 1, A, 2, B):
    (plans, rollouts, CPU seconds) of the plans alone."""
    from alea.tesseract.bot import Bot, SearchBot, search
    from alea.tesseract.engine import Turn

    positions = []
    for seed in range(games):
        game = Game.new(Config(players=2, base="1A2B"[seed % 4], seed=1000 + seed))
        while game.pending is not None:
            if isinstance(game.pending, Turn):
                positions.append((game.view(), game.legal_moves()))
            Bot().play(game, limit=1)
    counted = [0]
    plain = search.rollout

    def rollout(*args: object, **kwargs: object) -> object:
        counted[0] += 1
        return plain(*args, **kwargs)  # type: ignore[arg-type]

    search.rollout = rollout  # type: ignore[assignment]  # (counted, not changed)
    try:
        bot = SearchBot()
        began = time.process_time()
        for view, legal in positions:
            bot.plan(view, legal)
        seconds = time.process_time() - began
    finally:
        search.rollout = plain
    return len(positions), counted[0], seconds


def main() -> None:
    """Measure both engines, in alternating rounds, and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--base", default="1")
    parser.add_argument("--chess-games", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--hint", type=int, default=0, metavar="GAMES",
                        help="also time the hint's search at every turn of GAMES greedy games")
    args = parser.parse_args()
    try:
        import chess  # noqa: F401 - only to know whether it is there
    except ImportError:
        chess = None
    ours, theirs = Tally(), Tally()
    for r in range(args.rounds):  # alternate, so that both meet the same load on a busy machine
        ours.play(range(r * args.games // args.rounds, (r + 1) * args.games // args.rounds),
                  lambda seed: play(seed, args.players, args.base))
        if chess is not None:
            theirs.play(range(r * args.chess_games // args.rounds,
                              (r + 1) * args.chess_games // args.rounds), play_chess)
    print(f"games: {ours.games}  players: {args.players}  base: {args.base}")
    print(f"moves: {ours.moves}  ({ours.moves / ours.games:.1f} per game)")
    print(f"games per second: {ours.games / ours.seconds:.1f}")
    print(f"moves per second: {ours.rate:.0f}")
    print(f"median game: {statistics.median(ours.per_game) * 1000:.1f} ms")
    if args.hint:
        plans, rollouts, seconds = hint_rate(args.hint)
        print(f"hint search: {plans} plans, {rollouts} rollouts in {seconds:.2f} s CPU: "
              f"{rollouts / seconds:.0f} rollouts per second, {seconds / plans * 1000:.1f} ms a plan")
    if chess is None:
        print("python-chess: not installed (pip install -e '.[bench]'), no comparison")
        return
    print(f"python-chess moves per second: {theirs.rate:.0f}  "
          f"({theirs.games} random games, {theirs.moves} moves, same run)")
    print(f"ratio to python-chess: {ours.rate / theirs.rate:.2f}x")


if __name__ == "__main__":
    main()
