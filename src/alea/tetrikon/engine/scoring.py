"""Scoring (T-W3, T-W4): penalties per game, totals and the match ranking."""

from __future__ import annotations

from . import events as ev
from .core import Core
from .state import PENALTY_PER_SQUARE, Player


def penalty(player: Player) -> int:
    """20 per unfilled square of the player's diagrams (T-W3)."""
    return PENALTY_PER_SQUARE * sum(len(b.empty()) for b in player.boards)


def score_game(core: Core) -> None:
    """Add each player's penalty for the game just played (T-W3)."""
    s = core.state
    for pl in s.players:
        pen = penalty(pl)
        pl.penalties.append(pen)
        if pen == 0:
            pl.completed += 1
    core.keep(ev.GameScored(s.game, tuple(pl.penalties[-1] for pl in s.players),
                            tuple(pl.penalties[-1] == 0 for pl in s.players)))


def ranking(totals: list[int], completed: list[int], closed: list[int],
            moves: list[int] | None = None) -> list[int]:
    """Each player's place, 1 first (T-W4): the fewest total penalty; then more games
    completed; then more games closed first (ruling B35); equal players share a place. In
    solo and lightning games ``moves`` (fewer is better) comes before the shared place."""
    keys = [(t, -c, -k, moves[i] if moves else 0)
            for i, (t, c, k) in enumerate(zip(totals, completed, closed))]
    return [1 + sum(1 for other in keys if other < key) for key in keys]


def finish_match(core: Core) -> None:
    """T-W4: the match's totals and ranking."""
    s = core.state
    totals = [sum(pl.penalties) for pl in s.players]
    moves = [pl.moves for pl in s.players] if s.config.mode != "standard" else None
    places = ranking(totals, [pl.completed for pl in s.players],
                     [pl.closed for pl in s.players], moves)
    s.over = True
    core.keep(ev.MatchOver(tuple(totals), tuple(places), tuple(pl.completed for pl in s.players),
                           tuple(pl.closed for pl in s.players),
                           None if moves is None else tuple(moves)))
