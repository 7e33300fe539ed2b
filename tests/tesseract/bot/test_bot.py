"""The bot: always a legal move, and blind to what the players cannot see (R-G4)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from alea.tesseract.bot import Bot, choose, greedy
from alea.tesseract.engine import Adjust, Choice, Config, Contain, Game, Move, Turn, View


@pytest.mark.parametrize("bot", [choose, greedy.choose], ids=["policy", "greedy"])
def test_bot_moves_are_always_legal_and_finish_games(bot: Callable[[View, list[Move]], Move]) -> None:
    """The policy (the search's rollouts) and the ladder's greedy bot (bot/greedy.py)."""
    for seed in range(6):
        game = Game.new(Config(players=1 + seed % 4, base="1A2B3C"[seed], seed=seed))
        moves = 0
        while game.pending is not None:
            move = bot(game.view(), game.legal_moves())
            assert move in game.legal_moves()
            game.apply(move)
            moves += 1
        assert game.result in ("won", "lost") and moves > 20


def _position(hidden_value: int) -> dict:
    # a1 holds a hidden die under a removable one; only the hidden die's value differs.
    return {
        "tower": {"a1": [["blue", hidden_value], ["yellow", 2]], "b1": [["orange", 3]],
                  "c1": [["purple", 5]], "d1": [["yellow", 4]], "a2": [["blue", 6], ["blue", 1]],
                  "b2": [["orange", 6], ["yellow", 6], ["purple", 6]]},
        "labs": [{"researcher": "magnetic", "dice": [["yellow", 3], ["orange", 1]]},
                 {"researcher": "nuclear"}],
        "primed": [["purple", 2], ["orange", 2]],
    }


def test_R_G4_bot_cannot_see_hidden_values() -> None:
    """R-G4: two games that differ only in a hidden die get the same moves from the bot."""
    games = [Game.new(Config(players=2, position=_position(v))) for v in (1, 6)]
    assert games[0].view().column("a1").dice[0].die.value is None
    for _ in range(12):
        if games[0].pending is None:
            break
        views = [g.view() for g in games]
        moves = [choose(v, g.legal_moves()) for v, g in zip(views, games)]
        assert moves[0] == moves[1]
        for g in games:  # same seed: the same chance outcomes in both games
            g.apply(moves[0])
        if games[0].view().column("a1").dice and games[0].view().column("a1").dice[0].die.value:
            break


def test_bot_contains_when_it_can() -> None:
    pos = {"tower": {"a1": [["blue", 1]], "b2": [["blue", 2]]},
           "labs": [{"researcher": "nuclear", "dice": [["yellow", 3], ["yellow", 4], ["yellow", 5]]},
                    {"researcher": "chemist"}]}
    game = Game.new(Config(players=2, position=pos))
    move = choose(game.view(), game.legal_moves())
    assert isinstance(move, Contain)


def test_bot_answers_decisions_with_a_listed_choice() -> None:
    game = Game.new(Config(players=2, seed=11))
    assert game.pending.kind == "setup_corner"
    move = choose(game.view(), game.legal_moves())
    assert isinstance(move, Choice) and 0 <= move.index < len(game.pending.options)


def test_bot_plays_a_whole_game_through_the_helper() -> None:
    game = Game.new(Config(players=3, seed=random.Random(3).randrange(1000)))
    assert Bot().play(game) > 0 and game.pending is None


# --- the search bot (issue 13) -------------------------------------------------------------------

def _turn_games(hidden_values: tuple[int, int]) -> list[Game]:
    """Two games from one position that differ only in a die nobody has seen (a1, under yellow 2)."""
    return [Game.new(Config(players=2, seed=5, position=_position(v))) for v in hidden_values]


def test_R_G4_search_bot_chooses_the_same_move_whatever_the_hidden_dice() -> None:
    """R-G4: the search reads the view only; hidden dice and deck order are sampled, never read."""
    from alea.tesseract.bot import SearchBot

    games = _turn_games((1, 6))
    views = [g.view() for g in games]
    assert views[0].column("a1").dice[0].die.value is None  # the die the two games differ in
    assert games[0].record.config.position != games[1].record.config.position
    bot = SearchBot(worlds=3, seed=7)
    plans = [bot.plan(v, g.legal_moves()) for v, g in zip(views, games)]
    assert plans[0].move == plans[1].move
    assert plans[0].values == plans[1].values and len(plans[0].values) > 1


def test_search_bot_differs_from_a_bot_that_could_see() -> None:
    """The sampled worlds are really sampled: the hidden die's value in a world varies with the seed."""
    from alea.tesseract.bot.world import sample_world

    view = _turn_games((1, 1))[0].view()
    seen = {sample_world(view, random.Random(s))._run.state.dice[0].value for s in range(30)}
    assert len(seen) > 1


def test_sampled_world_keeps_everything_the_view_shows() -> None:
    from alea.tesseract.bot.world import sample_world

    game = Game.new(Config(players=3, base="2", seed=4))
    Bot().play(game, limit=40)
    while not isinstance(game.pending, Turn):
        Bot().play(game, limit=1)
    view = game.view()
    world = sample_world(view, random.Random(1))
    assert world.legal_moves() == game.legal_moves()
    seen = world.view()
    for field in ("labs", "primed", "destroyed", "board", "breach", "deck_sizes", "discards", "turn",
                  "active", "actions_left"):
        assert getattr(seen, field) == getattr(view, field), field
    assert [[t.die for t in c.dice] for c in seen.tower] == [[t.die for t in c.dice] for c in view.tower]
    colours = [d.colour for d in world._run.state.dice]
    assert all(colours.count(c) == 16 for c in ("yellow", "orange", "blue", "purple"))


def test_search_bot_same_seed_same_choice_and_always_legal() -> None:
    from alea.tesseract.bot import SearchBot

    game = Game.new(Config(players=2, base="1", seed=2))
    for _ in range(30):
        if game.pending is None:
            break
        view, legal = game.view(), game.legal_moves()
        first = SearchBot(worlds=2, seed=3).choose(view, legal)
        assert first == SearchBot(worlds=2, seed=3).choose(view, legal)
        assert first in legal
        game.apply(first)


def test_search_bot_contains_and_keeps_the_breach_away() -> None:
    """Two primed 4s and a lab 4 adjustable: the bot contains the group it holds first."""
    from alea.tesseract.bot import SearchBot, explain

    pos = {"tower": {"a1": [["blue", 1]], "b2": [["blue", 2]], "c3": [["orange", 6]]},
           "labs": [{"researcher": "nuclear", "dice": [["yellow", 3], ["yellow", 4], ["yellow", 5]]},
                    {"researcher": "chemist"}]}
    game = Game.new(Config(players=2, position=pos))
    plan = SearchBot(worlds=2).plan(game.view(), game.legal_moves())
    assert isinstance(plan.move, Contain)
    reason = explain(plan, game.view())
    assert reason is not None and reason.kind == "contain"


def test_search_bot_gives_a_reason_for_a_primed_pair() -> None:
    """The turn's last action, a primed pair of 1s at breach 5: the bot takes one 1 away and says why.
    (With three actions left, a removal first and the 1 later in the turn are worth the same.)"""
    from alea.tesseract.bot import SearchBot, explain

    pos = {"tower": {c: [["blue", 5], ["orange", 2]] for c in ("a1", "b1", "c1", "d1")},
           "labs": [{"researcher": "nuclear", "dice": [["yellow", 6]]}, {"researcher": "chemist"}],
           "primed": [["purple", 1], ["orange", 1]], "breach": 5, "actions": 1}
    game = Game.new(Config(players=2, position=pos))
    plan = SearchBot(worlds=3).plan(game.view(), game.legal_moves())
    assert isinstance(plan.move, Adjust) and game.view().place_of(plan.move.die) == "primed"
    reason = explain(plan, game.view())
    assert reason is not None and reason.kind == "third" and reason.values == (1,)


def test_R_G4_search_bot_chooses_the_same_move_whatever_the_deck_order() -> None:
    """R-G4: deck order and face-down containment cards are sampled too, never read."""
    from alea.tesseract.bot import SearchBot

    decks = [{"2": ["calibrate", "extract", "sample"], "3": ["purge", "mirror"], "4": ["stasis"]},
             {"2": ["sample", "calibrate", "extract"], "3": ["mirror", "purge"], "4": ["stasis"]}]
    cards = [{"1": ["seal", "down"], "2": ["harvest", "down"]}, {"1": ["harvest", "down"], "2": ["seal", "down"]}]
    games = []
    for deck, cont in zip(decks, cards):
        pos = {**_position(3), "decks": deck, "containment": cont}
        games.append(Game.new(Config(players=2, seed=5, position=pos)))
    assert games[0].view() == games[1].view()
    bot = SearchBot(worlds=3, seed=1)
    plans = [bot.plan(g.view(), g.legal_moves()) for g in games]
    assert plans[0].move == plans[1].move and plans[0].values == plans[1].values


def test_a_world_put_back_after_a_rollout_is_the_world_sampled() -> None:
    """A sampled world is set up once per move and put back for every candidate: after a rollout
    it holds the same facts, record and count of chance nodes as the world sampled afresh."""
    from dataclasses import fields

    from alea.tesseract.bot.search import rollout
    from alea.tesseract.bot.world import _COPIED_FIELDS, World, sample_world
    from alea.tesseract.engine.state import State

    assert {f.name for f in fields(State)} - {"config", "content"} == _COPIED_FIELDS
    game = Game.new(Config(players=2, base="1", seed=3))
    Bot().play(game, limit=30)
    while not isinstance(game.pending, Turn):
        Bot().play(game, limit=1)
    view = game.view()
    world = World(view, 99)
    played = [m for m in game.legal_moves() if not isinstance(m, Choice)][:6]
    for move in played:
        rollout(view, move, world)
    again = world.game()
    fresh = sample_world(view, random.Random(99))
    for name in sorted(_COPIED_FIELDS - {"dice", "labs", "containment"}):
        assert getattr(again._run.state, name) == getattr(fresh._run.state, name), name
    assert again._run.state.dice == fresh._run.state.dice
    assert [vars(lab) for lab in again._run.state.labs] == [vars(lab) for lab in fresh._run.state.labs]
    assert again._run.chances == fresh._run.chances and again._run.entries == fresh._run.entries
    assert again.view() == fresh.view() and again.legal_moves() == fresh.legal_moves()


def test_search_sets_a_labs_dice_towards_a_group() -> None:
    """Mass Reprogramming sets every die of a lab: the search sets the active lab's towards the
    space it can contain next (yellow 6 beside orange 4 and blue 5), not all to 1."""
    from alea.tesseract.bot.search import SearchBot
    from alea.tesseract.engine import PlayContainment
    from alea.tesseract.engine.groups import is_valid_group

    board = [[c, v] for c in ("yellow", "orange", "blue", "purple") for v in range(1, 7)
             if (c, v) != ("yellow", 6)]
    pos = {"tower": {"a1": [["blue", 1]], "b2": [["blue", 2]], "c3": [["purple", 3]]},
           "labs": [{"researcher": "nuclear", "dice": [["yellow", 1], ["orange", 1], ["blue", 2]]},
                    {"researcher": "chemist"}],
           "board": board,
           "containment": {str(v): [card, "used"] for v, card in
                           zip(range(1, 7), ("singularity", "restoration", "seal", "dilation",
                                             "resonance", "harvest"))} | {"4": ["mass-reprogram", "unlocked"]}}
    game = Game.new(Config(players=2, seed=1, position=pos))
    game.apply(PlayContainment(4))
    bot = SearchBot(worlds=2, seed=1)
    while not isinstance(game.pending, Turn):
        game.apply(bot.choose(game.view(), game.legal_moves()))
    dice = [(d.colour, d.value) for d in game.view().labs[0].dice]
    assert ("yellow", 6) in dice and is_valid_group([v for _, v in dice], [c for c, _ in dice])
