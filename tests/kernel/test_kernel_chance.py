"""Chance outcomes per (namespace, seed, index), for every kind of node."""

from __future__ import annotations

import random

import pytest

from alea.kernel import Chance, chance_outcome, valid_outcome


def test_chance_outcome_depends_only_on_namespace_seed_and_index():
    node = Chance("roll", 5)
    assert chance_outcome("a", 1, 0, node) == chance_outcome("a", 1, 0, node)
    draws = {tuple(chance_outcome(ns, seed, i, node))
             for ns in ("a", "b") for seed in (1, 2) for i in (0, 1)}
    assert len(draws) == 8


def test_chance_seed_string_is_namespace_seed_and_index():
    """A roll draws from ``random.Random("{namespace}/{seed}/{index}")``, as every game's records and
    transcripts were made (Tesseract's namespace is checked with its rules, R-D2)."""
    rng = random.Random("alea-toy/12/3")
    assert chance_outcome("alea-toy", 12, 3, Chance("roll", 4)) == [
        rng.randint(1, 6) for _ in range(4)]


@pytest.mark.parametrize("sides", [2, 4, 6, 20])
def test_chance_roll_of_n_dice_of_k_sides(sides):
    node = Chance("roll", 50, sides)
    values = chance_outcome("t", 9, 0, node)
    assert len(values) == 50 and set(values) <= set(range(1, sides + 1)) and valid_outcome(node, values)
    assert not valid_outcome(node, values[:-1]) and not valid_outcome(node, [sides + 1] * 50)


def test_chance_shuffle_is_a_permutation_and_pick_an_index():
    perm = chance_outcome("t", 9, 1, Chance("shuffle", 10))
    assert sorted(perm) == list(range(10)) and valid_outcome(Chance("shuffle", 10), perm)
    assert not valid_outcome(Chance("shuffle", 3), [0, 0, 1])
    pick = chance_outcome("t", 9, 2, Chance("pick", 7))
    assert 0 <= pick < 7 and valid_outcome(Chance("pick", 7), pick)
    assert not valid_outcome(Chance("pick", 7), 7) and not valid_outcome(Chance("pick", 7), True)


@pytest.mark.parametrize("kind, n, sides", [("deal", 3, 6), ("roll", -1, 6), ("roll", 2, 0)])
def test_chance_node_that_cannot_be_drawn_is_refused(kind, n, sides):
    with pytest.raises(ValueError):
        Chance(kind, n, sides)
