"""Balance of the content edition, measured with the project's bot (tesseract-content.md).

    python benchmarks/balance.py [--games N] [--players P] [--edition cs|fr|en1]

Prints, for each base side, the bot's win rate and how many of the 24 containment spaces it
filled on average: difficulty should rise from side 1 to side 4, and each lettered side should
stay close to its numbered side.
"""

from __future__ import annotations

import argparse
import statistics
import time

from alea.tesseract.bot import Bot
from alea.tesseract.engine import BASE_SIDES, Config, Game
from alea.tesseract.engine.config import EDITIONS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--edition", choices=sorted(EDITIONS), default="cs")
    args = parser.parse_args()
    print(f"{args.games} bot games per side, {args.players} players, edition {args.edition}")
    for side in BASE_SIDES:
        start = time.perf_counter()
        wins, filled, turns = 0, [], []
        for seed in range(args.games):
            game = Game.new(Config(players=args.players, base=side, seed=seed, edition=args.edition))
            Bot().play(game)
            view = game.view()
            wins += game.result == "won"
            filled.append(len(view.board))
            turns.append(view.turn)
        print(f"side {side}: win rate {100 * wins / args.games:.0f}%  "
              f"spaces filled {statistics.mean(filled):.1f}/24  "
              f"turns {statistics.mean(turns):.1f}  ({time.perf_counter() - start:.1f} s)")


if __name__ == "__main__":
    main()
