"""The remembered (cached) and pruned forms of Tetrikon's geometry, money and move lists give
what the plain definitions give (issue 31: the hint's rollouts made fast without changing a move)."""

from __future__ import annotations

import random
from collections import Counter
from itertools import product

from alea.kernel import Game
from alea.tetrikon.bot import lookahead
from alea.tetrikon.engine.config import Config
from alea.tetrikon.engine.content import load_content
from alea.tetrikon.engine.geometry import Cell, Shape, orientations, placements
from alea.tetrikon.engine.legal import legal, legal_actions
from alea.tetrikon.engine.money import payment_sets
from alea.tetrikon.engine.moves import Build, Offer, Replace
from alea.tetrikon.engine.rules import RULES


def _every_payment(hand: list[int], amount: int) -> list[tuple[int, ...]]:
    """T-M1 by its words: every sub-multiset of the hand paying at least ``amount`` of which no
    card could be left out, least overpayment first, then the fewest cards."""
    if amount <= 0:
        return [()]
    counts = Counter(hand)
    values = sorted(counts)
    found = []
    for picks in product(*(range(counts[v] + 1) for v in values)):
        chosen = tuple(v for v, k in zip(values, picks) for _ in range(k))
        if sum(chosen) >= amount and sum(chosen) - min(chosen) < amount:
            found.append(chosen)
    found.sort(key=lambda s: (sum(s) - amount, len(s), [-v for v in s]))
    return found


def test_payment_sets_are_t_m1_sets() -> None:
    """T-M1: the pruned walk finds exactly the sets the definition names, in the same order."""
    rng = random.Random(31)
    for _ in range(1500):
        hand = [rng.choice([5, 10, 20, 25, 50, 100]) for _ in range(rng.randrange(0, 11))]
        amount = rng.choice([0, 10, 30, 50, 90, 100, 150, 200])
        assert payment_sets(hand, amount) == _every_payment(hand, amount), (hand, amount)
        rng.shuffle(hand)
        assert payment_sets(hand, amount) == _every_payment(hand, amount), (hand, amount)


def _every_placement(piece: Shape, empty: set[Cell], mirror: bool) -> list[Shape]:
    found = set()
    for shape in orientations(piece, mirror):
        for ex, ey in empty:
            dx, dy = ex - shape[0][0], ey - shape[0][1]
            cells = tuple(sorted((x + dx, y + dy) for x, y in shape))
            if all(c in empty for c in cells):
                found.add(cells)
    return sorted(found, key=lambda cells: [(y, x) for x, y in cells])


def test_placements_are_t_a3_placements() -> None:
    """T-A3: every way to lay a piece on empty squares only, in reading order, also for a piece
    given away from the origin; a caller may change the list it gets."""
    rng = random.Random(3)
    shapes = [p.cells for p in load_content().pieces.values()]
    for _ in range(800):
        empty = {(rng.randrange(6), rng.randrange(6)) for _ in range(rng.randrange(30))}
        shape, mirror = rng.choice(shapes), rng.random() < 0.5
        moved = tuple((x + 2, y + 5) for x, y in shape)
        expected = _every_placement(shape, empty, mirror)
        assert placements(moved, empty, mirror) == expected
        got = placements(shape, frozenset(empty), mirror)
        assert got == expected
        got.clear()
        assert placements(shape, frozenset(empty), mirror) == expected


def test_listed_moves_are_legal_ones() -> None:
    """T-A3, T-A4: along a game of the look-ahead on four seats, every listed build, replacement and
    offer is one the rules accept, and every piece of another player is offered for or none of them."""
    game = Game(RULES, Config(players=4, seed=7, round_limit=12))
    checked = 0
    while game.pending is not None:
        player = game.pending.player
        view = game.view(frozenset({player}))
        legal_moves = game.legal_moves()
        if game.pending is not None and view.pending is not None and view.pending.kind == "turn":
            state = game.state
            listed = legal_actions(state)
            for move in listed:
                if isinstance(move, (Build, Replace, Offer)):
                    assert legal(state, move), move
                    checked += 1
            offers = {(m.to, m.buy) for m in listed if isinstance(m, Offer)}
            for q, other in enumerate(state.players):
                if q == state.active:
                    continue
                pieces = {(q, (piece,)) for piece in other.free}
                assert pieces <= offers or not pieces & offers
        game.apply(lookahead.choose(view, legal_moves, player))
    assert checked > 100
