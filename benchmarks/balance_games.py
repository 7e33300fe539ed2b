"""The Multiverse and Tetrikon ladders and gift counts (issue 31), with the cache design of
balance.py: every game's result kept in ``.balance-cache/`` (or ``$ALEA_BALANCE_CACHE``) under a
key of (game, match-up, players, seed) and a fingerprint of the game's engine and bot sources, so
``make balance`` replays only games whose code changed.

    python benchmarks/balance_games.py --game multiverse --docs [--scale 1]

Match-ups: two bots alternate seats (A on seat 1 in even seeds, B in odd ones; with four players
A holds seats 1 and 3 or 2 and 4), so each bot has the first seat in half the games. Self-play
(one bot on every seat) gives the first seat's advantage and the gift counts. A rate comes with
its 95% Wilson interval (balance.py's :func:`wilson`).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import statistics
import time
from multiprocessing import Pool
from typing import Any

from balance import CACHE, ROOT, wilson

SRC = ROOT / "src" / "alea"

PLAN: dict[str, list[tuple[str, str, int, int]]] = {
    "multiverse": [("greedy", "search", 2, 100), ("random", "greedy", 2, 200), ("random", "search", 2, 100),
                   ("greedy", "search", 4, 1000), ("random", "greedy", 4, 100), ("random", "search", 4, 40),
                   ("search", "search", 4, 200), ("greedy", "search24", 4, 200), ("greedy", "greedy", 2, 1000), ("greedy", "greedy", 4, 1000),
                   ("search", "search", 2, 1000), ("guarded", "guarded", 2, 200), ("guarded", "guarded", 4, 200),
                   ("guarded", "search", 2, 100), ("guarded", "search", 4, 100), ("greedy", "guarded", 2, 200),
                   ("greedy", "guarded", 4, 200)],
    "tetrikon": [("search", "search", 2, 200), ("lookahead", "search", 2, 100), ("greedy", "search", 2, 100),
                 ("greedy", "greedy", 2, 200), ("lookahead", "lookahead", 2, 200), ("random", "greedy", 2, 40),
                 ("greedy", "lookahead", 2, 100), ("greedy", "search", 4, 100), ("random", "greedy", 4, 40),
                 ("lookahead", "search", 4, 100), ("search", "search", 4, 100), ("greedy", "greedy", 4, 100),
                 ("lookahead", "lookahead", 4, 100), ("exchange", "search", 2, 200)],
}
"""(bot A, bot B, players, games) per game, at ``--scale 1``, in the order they are played (what
the issue asks first: the search against the old hint, the ladder, the search on every seat);
``--scale`` multiplies the counts."""

TETRIKON_ROUNDS = 60
"""Tetrikon ladder games stop after this many rounds (the timed variant T-V1 as a round limit):
a random player may never fill its diagram."""


def fingerprint(game: str) -> str:
    """A digest of the game's engine, content and bot sources (texts excluded: words decide nothing)."""
    digest = hashlib.sha256(game.encode())
    paths = [*(SRC / game).glob("engine/**/*.py"), *(SRC / game).glob("bot/**/*.py"),
             *(SRC / game).glob("content/**/*.json"), *(SRC / "kernel").glob("**/*.py")]
    for path in sorted(p for p in paths if "texts" not in p.parts):
        digest.update(str(path.relative_to(SRC)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def _multiverse(a: str, b: str, players: int, seed: int) -> dict[str, Any]:
    from alea.multiverse.bot import GreedyBot, GuardedBot, RandomBot, SearchBot
    from alea.multiverse.bot.guards import challenge_verdict, chance, gift, lost, losing_meeting
    from alea.multiverse.engine import ACTIONS, Config, Game, Turn
    from alea.multiverse.engine.whatif import outlook

    kinds = {"random": RandomBot, "greedy": GreedyBot, "guarded": GuardedBot,
             "search": lambda s: SearchBot(seed=s), "search24": lambda s: SearchBot(worlds=24, seed=s)}
    first, other = (a, b) if seed % 2 == 0 else (b, a)
    bots = {p: kinds[first if p % 2 == 0 else other](seed * 10 + p) for p in range(players)}
    game = Game.new(Config(players=players, seed=seed, variants=frozenset({"MV2"})))
    gifts = {"gift": 0, "gift_lost": 0, "losing_meeting": 0, "passed_win": 0, "risk": 0, "risk_lost": 0, "conceded": 0}
    pending_gift: int | None = None
    pending_risk: int | None = None
    turns: list[int] = []
    while game.pending is not None:
        pending = game.pending
        player = pending.player
        view = game.view(player)
        move = bots[player].choose(view, game.legal_moves())
        if isinstance(pending, Turn):
            turns.append(player)
            decided = lost(view, player)  # issue 38: a player who can no longer win gives nothing away
            risky = chance(view, player, outlook(view, player, move))
            if gift(view, player, move) and any(not gift(view, player, x) and not losing_meeting(view, player, x)
                                                for x in ACTIONS):
                key = "conceded" if decided else "risk" if risky else "gift"
                gifts[key] += 1
                if key == "gift":
                    pending_gift = player
                elif key == "risk":
                    pending_risk = player
            else:
                pending_gift = None if pending_gift == player else pending_gift
                pending_risk = None if pending_risk == player else pending_risk
            if (losing_meeting(view, player, move) and not decided
                    and any(not losing_meeting(view, player, x) for x in ACTIONS)):
                gifts["losing_meeting"] += 1
        elif pending.kind == "challenge":
            verdict = challenge_verdict(view, player, dict(pending.data)["active"])
            if verdict is not None and pending.options[move.index] != verdict:  # type: ignore[union-attr]
                gifts["passed_win"] += 1
        game.apply(move)
    view = game.view()
    ended = [i.event for i in game.history if type(i.event).__name__ == "FinalMeeting"]
    if ended and pending_gift is not None and ended[0].player != pending_gift and pending_gift not in view.winners:
        gifts["gift_lost"] = 1
    if ended and pending_risk is not None and ended[0].player != pending_risk and pending_risk not in view.winners:
        gifts["risk_lost"] = 1
    winners = list(view.winners)
    gifts["lost_to_next"] = int(bool(ended) and _giver(turns, ended[0].player) not in (None, *winners))
    return {"bots": [first if p % 2 == 0 else other for p in range(players)], "winners": winners,
            "turns": view.turn, "stopped": game.result == "stopped", **gifts}


def _giver(turns: list[int], finisher: int) -> int | None:
    """The player whose action came just before the final meeting ``finisher`` made: the last to
    act before the finisher's own last action (or before the opening check that met)."""
    if turns and turns[-1] == finisher:
        turns = turns[:-1]
    return turns[-1] if turns else None


def _tetrikon(a: str, b: str, players: int, seed: int) -> dict[str, Any]:
    from alea.kernel import Game
    from alea.tetrikon.bot import greedy, lookahead, search
    from alea.tetrikon.engine.config import Config
    from alea.tetrikon.engine.moves import Roll
    from alea.tetrikon.engine.rules import RULES

    rng = random.Random(f"tetrikon-random/{seed}")
    def exchanging(view: Any, legal: Any, player: int) -> Any:
        """The look-ahead with the search's one rule (the exchange at the manager), no rollouts."""
        move = lookahead.choose(view, legal, player)
        if isinstance(move, Roll) and view.pending.kind == "turn" and search._searchable(view):
            return search.exchange(view, legal, player) or move
        return move

    kinds = {"random": lambda v, m, p: rng.choice(m), "greedy": greedy.choose, "lookahead": lookahead.choose,
             "exchange": exchanging, "search": search.choose}
    first, other = (a, b) if seed % 2 == 0 else (b, a)
    names = [first if p % 2 == 0 else other for p in range(players)]
    game = Game(RULES, Config(players=players, seed=seed, round_limit=TETRIKON_ROUNDS))
    sold = given_away = 0
    while game.pending is not None:
        player = game.pending.player
        view = game.view(frozenset({player}))
        move = kinds[names[player]](view, game.legal_moves(), player)
        pend = view.pending
        if pend is not None and pend.kind in ("offer_answer", "swap_answer") and pend.options is not None:
            given = list(pend.data["buy"]) if pend.kind == "offer_answer" else [pend.data["want"]]
            if pend.options[move.index] and search.completes(view, pend.data["by"], given):  # type: ignore[union-attr]
                sold += 1
        if pend is not None and pend.kind == "own_piece" and pend.data.get("why") == "card4" and pend.options:
            to = view.turn.active  # card 4: the player gives the active player one piece of their choice
            if search.completes(view, to, [pend.options[move.index]]) and \
                    any(not search.completes(view, to, [o]) for o in pend.options):  # type: ignore[union-attr]
                given_away += 1
        game.apply(move)
    view = game.view()
    totals = [sum(p.penalties) for p in view.players]
    from alea.tetrikon.engine.scoring import ranking

    places = ranking(totals, [p.completed for p in view.players], [p.closed for p in view.players])
    return {"bots": names, "winners": [p for p, place in enumerate(places) if place == 1],
            "rounds": view.round, "completing_sales": sold, "completing_gifts": given_away}


def play_one(job: tuple[str, str, str, int, int, str]) -> dict[str, Any]:
    """One game through the cache: (game, A, B, players, seed, fingerprint) -> its result."""
    game, a, b, players, seed, print_ = job
    path = CACHE / f"{game}-{print_}" / f"{a}-{b}-{players}p-{seed}.json"
    if path.exists():
        return dict(json.loads(path.read_text()))
    result = (_multiverse if game == "multiverse" else _tetrikon)(a, b, players, seed)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(f".{os.getpid()}.tmp")
    temporary.write_text(json.dumps(result))
    temporary.replace(path)
    return result


def summary(a: str, b: str, players: int, results: list[dict[str, Any]]) -> dict[str, Any]:
    """Wins of each bot (a shared win counts for neither), draws, the first seat's wins, gifts."""
    n = len(results)
    out: dict[str, Any] = {"a": a, "b": b, "players": players, "games": n}
    sole = [r for r in results if len(r["winners"]) == 1]
    for name in ({a, b}):
        wins = sum(1 for r in sole if r["bots"][r["winners"][0]] == name)
        low, high = wilson(wins, n)
        out[f"wins_{name}" if a != b else "wins"] = [wins, round(low, 3), round(high, 3)]
    first = sum(1 for r in sole if r["winners"][0] == 0)
    low, high = wilson(first, n)
    out["first_seat"] = [first, round(low, 3), round(high, 3)]
    out["shared"] = sum(1 for r in results if len(r["winners"]) > 1)
    out["draws"] = sum(1 for r in results if not r["winners"])
    if results and "completing_sales" in results[0]:
        out["gift_games"] = sum(1 for r in results if r["completing_sales"] or r.get("completing_gifts", 0))
    if results and "turns" in results[0]:
        out["median_turns"] = statistics.median(r["turns"] for r in results)
        ended = [r["turns"] for r in results if not r.get("stopped")]
        out["median_turns_ended"] = statistics.median(ended) if ended else None
    if results and "rounds" in results[0]:
        out["median_rounds"] = statistics.median(r["rounds"] for r in results)
        out["round_limit"] = sum(1 for r in results if r["rounds"] >= TETRIKON_ROUNDS)
        out["rounds"] = round(sum(r["rounds"] for r in results) / n, 1)
    for key in ("gift", "gift_lost", "lost_to_next", "losing_meeting", "passed_win", "completing_sales", "completing_gifts",
                "stopped", "risk", "risk_lost", "conceded"):
        if results and key in results[0]:
            out[key] = sum(int(r[key]) for r in results)
            out[key + "_games"] = sum(1 for r in results if r[key])
    return out


def cached(task: tuple[str, str, str, int, int, str]) -> dict[str, Any] | None:
    """A game's kept result, or None when it was not played under this fingerprint."""
    game, a, b, players, seed, print_ = task
    path = CACHE / f"{game}-{print_}" / f"{a}-{b}-{players}p-{seed}.json"
    return dict(json.loads(path.read_text())) if path.exists() else None


def measure(game: str, scale: float = 1.0, jobs: int | None = None, only_cached: bool = False,
            only: list[str] | None = None, first_seed: int = 0) -> dict[str, Any]:
    """Every match-up of :data:`PLAN` for ``game`` (or those named in ``only``, as ``A-B-Np``);
    with ``only_cached`` the games already kept, none played (a block's figures then say how many
    games it holds). ``first_seed`` skips the first seeds of each block (a second run beside the first
    plays the other end of a long block)."""
    print_ = fingerprint(game)
    out: dict[str, Any] = {"game": game, "fingerprint": print_, "blocks": [], "cached": only_cached}
    for a, b, players, games in PLAN[game]:
        if only is not None and f"{a}-{b}-{players}p" not in only:
            continue
        count = max(2, int(games * scale))
        start = time.perf_counter()
        tasks = [(game, a, b, players, seed, print_) for seed in range(0 if only_cached else first_seed, count)]
        if only_cached:
            results = [r for r in map(cached, tasks) if r is not None]
            if not results:
                continue
        else:
            with Pool(jobs or os.cpu_count() or 1) as pool:
                results = pool.map(play_one, tasks, chunksize=1)
        block = summary(a, b, players, results)
        block["seconds"] = round(time.perf_counter() - start, 1)
        out["blocks"].append(block)
        print(json.dumps(block), flush=True)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("multiverse", "tetrikon"), required=True)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--jobs", type=int, default=None)
    parser.add_argument("--docs", action="store_true", help="write docs/balance-<game>.md")
    parser.add_argument("--cached", action="store_true", help="only the games already kept, none played")
    parser.add_argument("--only", help="only these blocks of the plan, named A-B-Np (e.g. search-search-2p), "
                        "separated by commas")
    parser.add_argument("--start", type=int, default=0, help="play each block from this seed on")
    args = parser.parse_args()
    data = measure(args.game, args.scale, args.jobs, args.cached, args.only.split(",") if args.only else None,
                   args.start)
    if args.only is not None:
        return  # some blocks: their games are kept, the page and the figures file wait for the whole plan
    results = ROOT / "benchmarks" / f"balance-{args.game}.json"
    results.write_text(json.dumps(data, indent=1) + "\n")
    if args.docs:
        from balance_games_report import write_page

        write_page(data, ROOT / "docs" / f"balance-{args.game}.md")


if __name__ == "__main__":
    main()
