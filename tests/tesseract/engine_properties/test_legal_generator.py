"""The direct legal-move generator against the reference (issue 12).

:func:`alea.tesseract.engine.legal.legal_actions` builds the legal actions from the state;
:func:`alea.tesseract.engine.actions.checked_actions` builds every candidate and keeps what
:func:`~alea.tesseract.engine.actions.check` accepts. R-D1 needs them to be the same list, in
the same order, at every position: here over thousands of positions of random games (every
base side, player count and variant, researchers dealt at random) and of prepared positions
with full labs, no actions left, primed dice, unlocked containment cards and every card in hand.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

import pytest

from alea.tesseract.engine import BASE_SIDES, VARIANTS, Config, End, Game, Turn
from alea.tesseract.engine.actions import checked_actions
from alea.tesseract.engine.content import load_content
from alea.tesseract.engine.dice import COLOURS
from alea.tesseract.engine.geometry import (COLUMNS, is_removable, open_faces, removable_indices,
                                            removable_tops)
from alea.tesseract.engine.groups import is_valid_group, valid_groups
from alea.tesseract.engine.legal import legal_actions


def compare_along(game: Game, rng: random.Random, moves: int) -> int:
    """Play up to ``moves`` random moves (preferring actions to ending the phase); at every
    turn compare the generator with the reference. Returns how many positions it compared."""
    compared = 0
    for _ in range(moves):
        if game.pending is None:
            break
        if isinstance(game.pending, Turn):
            state = game._run.state  # the engine's own state: this test is about the engine
            direct = legal_actions(state)
            assert direct == checked_actions(state), f"turn {state.turn}, lab {state.active}"
            compared += 1
        legal = game.legal_moves()
        doing = [m for m in legal if not (isinstance(m, End))]
        game.apply(rng.choice(doing) if doing and rng.random() < 0.9 else rng.choice(legal))
    return compared


@pytest.mark.slow
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_direct_generator_lists_what_the_check_accepts_in_random_games(players: int) -> None:
    """R-D1: the same legal actions, in the same order, at every turn of random games."""
    rng = random.Random(players)
    compared = 0
    for n in range(24):
        variants = frozenset(v for v in VARIANTS if v != "V2x2" and rng.random() < 0.3)
        config = Config(players=players, base=BASE_SIDES[n % len(BASE_SIDES)],
                        seed=rng.randrange(2**32), variants=variants)
        compared += compare_along(Game.new(config), rng, 400)
    assert compared > 1000


def prepared_position(rng: random.Random) -> dict[str, Any]:
    """A random mid-game position: any tower, labs up to full, a hand of random cards (any
    level) per lab, primed dice, a filled board, unlocked or turned-up containment cards,
    0 to 3 actions left."""
    content = load_content()
    left = {c: 16 for c in COLOURS}

    def dice(n: int) -> list[list[Any]]:
        """Up to ``n`` dice of random colours and values, while the 64 last."""
        out = []
        for _ in range(min(n, sum(left.values()))):
            colour = rng.choice([c for c, k in left.items() if k])
            left[colour] -= 1
            out.append([colour, rng.randint(1, 6)])
        return out

    researchers = rng.sample(list(content.researchers), rng.randint(2, 4))
    labs = []
    for r in researchers:
        size = content.researchers[r].ability.get("lab_size", 6)
        labs.append({"researcher": r, "dice": dice(rng.randint(0, size)),
                     "hand": rng.sample(list(content.cards), rng.randint(0, 4))})
    tower = {col: dice(rng.randint(0, 4)) for col in COLUMNS}
    board: list[list[Any]] = []
    for colour in COLOURS:
        for value in rng.sample(range(1, 7), rng.randint(0, 4)):
            if left[colour]:
                left[colour] -= 1
                board.append([colour, value])
    cards = rng.sample(list(content.containment), 6)
    return {"tower": tower, "labs": labs, "board": board,
            "primed": dice(rng.randint(0, 5)),
            "breach": rng.randint(0, 4), "active": rng.randrange(len(labs)),
            "actions": rng.randint(0, 3),
            "containment": {str(v): [card, rng.choice(["down", "up", "unlocked", "used"])]
                            for v, card in zip(range(1, 7), cards)}}


def test_direct_generator_lists_what_the_check_accepts_in_prepared_positions() -> None:
    """R-D1 again, from positions random play rarely reaches: full labs, every card, every
    researcher, no action left, containment cards to play."""
    rng = random.Random(12)
    compared = 0
    for n in range(160):
        pos = prepared_position(rng)
        config = Config(players=len(pos["labs"]), base=BASE_SIDES[n % len(BASE_SIDES)],
                        seed=n, position=pos)
        compared += compare_along(Game.new(config), rng, 30)
    assert compared > 1000


def test_valid_groups_are_every_subset_that_is_a_valid_group() -> None:
    """R-A6: the groups found from the values are exactly the subsets of 3+ dice of a lab
    that ``is_valid_group`` accepts, in the order of ``combinations``, for thousands of labs
    (up to eight dice, few colours and values so that Sets and Runs abound)."""
    rng = random.Random(6)
    found = 0
    for n in range(3000):
        pos = {"tower": {}, "labs": [
            {"researcher": "technician",
             "dice": [[rng.choice(COLOURS[: rng.randint(1, 4)]), rng.randint(1, rng.choice([3, 6]))]
                      for _ in range(rng.randint(0, 8))]},
            {"researcher": "archivist"}]}
        state = Game.new(Config(players=2, seed=n, position=pos))._run.state
        lab = sorted(state.labs[0].dice)
        brute = [g for size in range(3, len(lab) + 1) for g in combinations(lab, size)
                 if is_valid_group([state.dice[d].value for d in g], [state.dice[d].colour for d in g])]
        assert valid_groups(state, 0) == brute
        found += len(brute)
    assert found > 3000


def test_removable_columns_of_a_whole_tower_agree_with_each_die_s_faces() -> None:
    """R-G1, R-G2: the tower-wide answer (remembered per height profile) names exactly the
    columns whose top die ``is_removable`` by its own open faces, for either side minimum; its
    (column, layer) form, which ``State.removable`` reads, the same columns at their heights."""
    rng = random.Random(1)
    for _ in range(5000):
        heights = tuple(rng.choice([0, 1, 2, 3, 4, 4, 3]) for _ in COLUMNS)
        by_name = dict(zip(COLUMNS, heights))
        for sides in (1, 2):
            expected = tuple(i for i, col in enumerate(COLUMNS)
                             if heights[i] and is_removable(by_name, col, heights[i], sides))
            assert removable_indices(heights, sides) == expected
            assert removable_tops(heights, sides) == tuple((COLUMNS[i], heights[i]) for i in expected)


def test_knowledge_follows_the_open_faces_after_every_move() -> None:
    """R-G4: at every turn of random games (when whatever a move uncovered has been told), a
    die in the tower has its value known whenever its top face is open, and its colour
    whenever any face is open: knowledge updated around the column a die left misses none."""
    rng = random.Random(4)
    for n in range(12):
        game = Game.new(Config(players=1 + n % 4, base=BASE_SIDES[n % 8], seed=n))
        while game.pending is not None:
            if not isinstance(game.pending, Turn):  # mid-move: a reveal may still be due
                game.apply(rng.choice(game.legal_moves()))
                continue
            state = game._run.state
            heights = state.heights()
            for col, stack in state.columns.items():
                for layer, d in enumerate(stack, 1):
                    faces = open_faces(heights, col, layer)
                    if "top" in faces:
                        assert state.dice[d].value_known
                    if faces:
                        assert state.dice[d].colour_known
            game.apply(rng.choice(game.legal_moves()))
