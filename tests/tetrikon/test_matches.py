"""Whole matches played by the greedy bot from its seat's view only, with the rules' invariants
checked after every move: pieces and cards conserved (T-C), records replay (the kernel)."""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest

from alea.kernel import Decision, Game, IllegalMove
from alea.tetrikon.engine import events as ev
from alea.tetrikon.engine.moves import Build, End, Offer, Replace
from alea.tetrikon.engine.rules import RULES

from .kit import bot_move, new_game, play_out

SPEC = Path(__file__).resolve().parents[2] / "docs" / "rules" / "tetrikon-ids.txt"


def conserved(game: Game) -> None:
    """Every piece, T-card and Chance card is somewhere, exactly once (standard games)."""
    s = game.state
    content = s.content
    if s.config.mode != "standard":
        return
    pieces = Counter(s.bag) + Counter(p for p in s.display if p) + Counter(s.handed)
    for pl in s.players:
        pieces += Counter(pl.free) + Counter(x.piece for b in pl.boards for x in b.placed)
        for board in pl.boards:
            covered = [c for x in board.placed for c in x.cells]
            assert len(covered) == len(set(covered)) and set(covered) <= board.squares
    assert pieces == Counter(content.bag())
    cards = Counter(s.treasury) + Counter(s.returned)
    for pl in s.players:
        cards += Counter(pl.tcards)
    assert cards == Counter(content.treasury())
    chance = list(s.chance_deck) + s.in_play + [u for pl in s.players for u in pl.chance + pl.front]
    assert sorted(chance) == sorted(content.chance_deck())


@pytest.mark.slow
@pytest.mark.parametrize("players,seed", [(2, 0), (3, 1), (4, 2)])
def test_bots_play_a_whole_match_conserving_pieces_and_cards(players, seed):
    game = new_game(players=players, seed=seed)
    moves = play_out(game, each=conserved)
    assert game.pending is None, f"unfinished after {moves} moves"
    over = [e for e in game.history if isinstance(e, ev.MatchOver)][0]
    assert 1 in over.places and sum(over.completed) >= 1
    assert game.state.round < 80  # the placeholder counts let a letter A game end


@pytest.mark.slow
def test_bots_play_a_match_of_two_games_and_it_replays_from_its_record():
    game = new_game(players=2, seed=5, letters=("A", "A"))
    play_out(game, each=conserved)
    assert game.pending is None
    assert len(game.state.players[0].penalties) == 2
    again = Game.from_record(RULES, game.record)
    assert again.view() == game.view()
    assert [p.penalties for p in again.state.players] == [p.penalties for p in game.state.players]


@pytest.mark.slow
def test_bots_play_lightning_and_solo():
    game = new_game(players=3, mode="lightning", seed=3)
    play_out(game)
    assert game.pending is None
    solo = new_game(players=1, mode="solo", letters=("A", "A", "B", "B"), seed=3)
    play_out(solo)
    assert solo.pending is None
    assert solo.state.players[0].penalties == [0]


def _random_offer(game: Game, rng: random.Random) -> Offer:
    s = game.state
    p = s.active
    q = rng.choice([i for i in range(len(s.players)) if i != p])
    buy = tuple(rng.sample(s.players[q].free, min(len(s.players[q].free), rng.randint(0, 1))))
    sell = tuple(rng.sample(s.players[p].free, min(len(s.players[p].free), rng.randint(0, 1))))
    return Offer(q, buy, sell, rng.choice([-30, -5, 5, 20, 60]))


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(6))
def test_property_random_play_conserves_pieces_and_cards(seed):
    """Random legal moves, random answers and random offers (legal or not): whatever happens,
    every piece and card is in exactly one place after every move, and nothing fails."""
    rng = random.Random(seed)
    game = new_game(players=rng.randint(2, 4), seed=seed)
    for _ in range(300):
        if game.pending is None:
            break
        legal = game.legal_moves()
        if isinstance(game.pending, Decision):
            move = rng.choice(legal)
        else:
            offer = _random_offer(game, rng)
            try:
                game.check(offer)
                move = offer
            except IllegalMove:
                others = [m for m in legal if not isinstance(m, (End, Build, Replace))]
                builds = [m for m in legal if isinstance(m, (Build, Replace))]
                move = rng.choice(others if others and rng.random() < 0.8 else builds or legal)
        game.apply(move)
        conserved(game)


def test_every_rule_id_of_the_spec_is_named_by_a_test():
    ids = SPEC.read_text(encoding="utf-8").split()
    here = Path(__file__).parent
    text = " ".join(p.read_text(encoding="utf-8") for p in here.glob("test_*.py")).lower()
    text = re.sub(r"t-n2-(\d+)", r"t-n2.\1", text.replace("_", "-"))
    missing = [i for i in ids
               if not re.search(r"(?<![\w.])" + re.escape(i.lower()) + r"(?!\d)", text)]
    assert not missing, missing
    assert all(re.fullmatch(r"T-[A-Z]\d+(\.\d+)?|T-[HD]|TV-[a-z-]+", i) for i in ids)


def test_undo_steps_back_over_a_placement_not_over_a_roll(tmp_path):
    from .kit import base_position, player, position_game, roll_to

    game = position_game(base_position(player(free=["O"]), player()))
    game.apply(Build("O", ("a1", "b1", "a2", "b2")))
    assert game.undo_possible()
    game.undo()
    assert game.state.players[0].free == ["O"] and not game.state.players[0].boards[0].placed
    roll_to(game, 1, 2)
    with pytest.raises(IllegalMove) as err:
        game.undo()
    assert err.value.reason == "undo_barrier"


def test_a_match_saved_to_a_file_loads_and_plays_on(tmp_path):
    from alea.kernel import load_game, save_game

    game = new_game(players=3, seed=8)
    for _ in range(25):
        game.apply(bot_move(game))
    path = tmp_path / "tetrikon.json"
    save_game(game, path)
    loaded = load_game(path, {RULES.name: RULES})
    assert loaded.view(frozenset({1})) == game.view(frozenset({1}))
    loaded.apply(bot_move(loaded))
