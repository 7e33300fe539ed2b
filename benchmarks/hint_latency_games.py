"""How long a Multiverse or Tetrikon hint takes (``hint_latency.py --game``): every turn request of
a few games played by the game's guarded policy (Tetrikon: by its hint), each timed through what
``hint`` does at the table (the search's plan, its reason, the reason's words in Czech); Tetrikon's
remembered tilings and move lists are forgotten before each, so a hint is timed cold. Figures are
printed, never asserted."""

from __future__ import annotations

import os
import statistics
import time
from typing import Any


def _multiverse(games: int, players: int) -> list[tuple[Any, Any]]:
    from alea.multiverse.bot import GuardedBot
    from alea.multiverse.engine import Config, Game, Turn

    out = []
    for seed in range(games):
        game = Game.new(Config(players=players, seed=2000 + seed, variants=frozenset({"MV2"})))
        bots = {p: GuardedBot(p) for p in range(players)}
        while game.pending is not None:
            player = game.pending.player
            view = game.view(player)
            if isinstance(game.pending, Turn):
                out.append((view, game.legal_moves()))
            game.apply(bots[player].choose(view, game.legal_moves()))
    return out


def _multiverse_hint(view: Any, legal: Any) -> None:
    from alea.multiverse.bot import hint
    from alea.multiverse.narration import Narrator

    Narrator("cs", "normal").hint(hint(view, legal), view)


def _tetrikon(games: int, players: int) -> list[tuple[Any, Any]]:
    from alea.kernel import Game
    from alea.tetrikon.bot.search import choose as search_choose
    from alea.tetrikon.engine.config import Config
    from alea.tetrikon.engine.rules import RULES

    out = []
    for seed in range(games):
        game = Game(RULES, Config(players=players, seed=2000 + seed))
        while game.pending is not None:
            player = game.pending.player
            view = game.view(frozenset({player}))
            out.append((view, game.legal_moves()))
            game.apply(search_choose(view, game.legal_moves(), player))
    return out


def _tetrikon_cold() -> None:
    """Forget every remembered tiling, placement, move list and payment, so that a hint is timed
    as if its position were new (the positions were found by playing the same hints)."""
    from alea.tetrikon.bot import greedy, search
    from alea.tetrikon.engine import geometry, legal, money

    for cached in (geometry._placements, legal._builds, legal._replaces, money._payment_sets, greedy.fillable,
                   greedy.fits, greedy._parsed, greedy._after, greedy._touching, greedy._rest, search._fills):
        cached.cache_clear()


def _tetrikon_hint(view: Any, legal: Any) -> None:
    from alea.tetrikon.bot.search import advise
    from alea.tetrikon.table.narrator import TableNarrator

    advice = advise(view, legal, view.pending.player)
    TableNarrator("cs", "normal").why(advice, view)


def measure_game(game: str, games: int = 4, players: int = 2, cpu: bool = False) -> dict[str, object]:
    """Time every hint at the positions of ``games`` games of ``game``; median, 95th percentile
    and slowest, in ms (processor time with ``cpu``)."""
    clock = time.process_time if cpu else time.perf_counter
    positions, ask = (_multiverse(games, players), _multiverse_hint) if game == "multiverse" else \
        (_tetrikon(games, players), _tetrikon_hint)
    times = []
    live = []
    for view, legal in positions:
        if game == "tetrikon":
            _tetrikon_cold()
        start = clock()
        ask(view, legal)
        times.append(1000 * (clock() - start))
        if game == "multiverse":
            from alea.multiverse.bot.endgame import settled

            if not settled(view):
                live.append(times[-1])
    out: dict[str, object] = {"game": game, "players": players, "positions": len(times), **_spread(times),
                              "cores": os.cpu_count(), "clock": "cpu" if cpu else "wall"}
    if live:  # Multiverse: the positions with a world left to meet (the settled endgame is worked out once)
        out["live"] = {"positions": len(live), **_spread(live)}
    return out


def _spread(times: list[float]) -> dict[str, float]:
    """Median, 95th percentile and slowest of ``times``, in ms."""
    ordered = sorted(times)
    p95 = ordered[max(0, round(0.95 * len(ordered)) - 1)]
    return {"p50_ms": round(statistics.median(times), 1), "p95_ms": round(p95, 1), "max_ms": round(ordered[-1], 1)}
