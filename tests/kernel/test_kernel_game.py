"""The rules kernel plays a game it does not know (the example race, :mod:`alea.toy.rules`): chance, decisions
addressed to a player, the undo barrier, record and replay, views per seat."""

from __future__ import annotations

import random

import pytest

from alea.kernel import Chance, Choice, Decision, Game, IllegalMove, Turn, chance_outcome
from alea.kernel import run as kernel_run
from alea.toy.rules import TOY, ToyConfig, Won


def new(seed: int = 1, target: int = 12) -> Game:
    return Game(TOY, ToyConfig(seed, target))


def until_decision(game: Game) -> Decision:
    """Roll (forcing 3s) once, then hold: the other player is asked."""
    game.force([3])
    game.apply("roll")
    game.apply("hold")
    assert isinstance(game.pending, Decision)
    return game.pending


def test_kernel_draws_setup_chance_and_waits_for_the_first_player():
    game = new(seed=4)
    secrets = [chance_outcome("alea-toy", 4, i, Chance("pick", 3)) + 1 for i in (0, 1)]
    first = chance_outcome("alea-toy", 4, 2, Chance("pick", 2))
    assert game.state.secrets == secrets
    assert game.pending == Turn(first)
    assert game.record.entries == ({"c": secrets[0] - 1}, {"c": secrets[1] - 1}, {"c": first})
    assert game.legal_moves() == ["roll"]


def test_kernel_decision_names_the_player_who_must_answer_it():
    """A decision carries its player: here the one *not* on turn, so a table asks that seat."""
    game = new()
    mover = game.pending.player
    decision = until_decision(game)
    assert decision.player == 1 - mover and decision.kind == "allow"
    assert decision.data == {"points": 3}
    assert game.legal_moves() == [Choice(0), Choice(1)]
    game.apply(Choice(0))  # allowed: banked
    assert game.state.banks[mover] == 3 and game.pending == Turn(1 - mover)


def test_kernel_refuses_moves_that_do_not_answer_the_pending_request():
    game = new()
    with pytest.raises(IllegalMove) as refused:
        game.apply(Choice(0))
    assert refused.value.reason == "no_decision_pending"
    with pytest.raises(IllegalMove) as refused:
        game.apply("hold")
    assert refused.value.reason == "nothing_to_hold"
    with pytest.raises(IllegalMove) as refused:
        game.check("jump")
    assert refused.value.reason == "bad_argument"
    until_decision(game)
    for move, reason in (("roll", "decision_pending"), (Choice(2), "bad_choice"),
                         (Choice(-1), "bad_choice")):
        with pytest.raises(IllegalMove) as refused:
            game.apply(move)
        assert refused.value.reason == reason
    assert len(game.record.entries) == 6  # 3 setup outcomes, roll, its outcome, hold: no refusal


def test_kernel_undo_steps_back_over_moves_but_never_past_a_barrier():
    """A roll is a chance node, so a barrier; a hold and its decision can be taken back."""
    game = new()
    with pytest.raises(IllegalMove) as refused:
        game.undo()
    assert refused.value.reason == "nothing_to_undo"  # the turn has no move yet
    game.force([3])
    game.apply("roll")
    with pytest.raises(IllegalMove) as refused:
        game.undo()
    assert refused.value.reason == "undo_barrier" and not game.undo_possible()
    before = game.view()
    game.apply("hold")
    assert game.undo_possible() and game.view().undo_possible
    assert game.undo() == "hold"
    assert game.view() == before and game.pending == Turn(game.state.player)


def test_kernel_new_turn_marks_nothing_to_undo_not_a_barrier():
    game = new()
    until_decision(game)
    game.apply(Choice(0))  # the next player's turn starts: a barrier marked as a new turn
    with pytest.raises(IllegalMove) as refused:
        game.undo()
    assert refused.value.reason == "nothing_to_undo"


def test_kernel_contested_points_are_decided_by_a_shuffle():
    game = new()
    mover = game.pending.player
    until_decision(game)
    order = [1 - mover, mover]  # the other player comes first: the points are lost
    game.force(order)
    game.apply(Choice(1))
    assert game.state.banks[mover] == 0
    assert game.record.entries[-2:] == ({"m": {"choice": 1}}, {"c": order})


def play(game: Game, moves: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        if game.pending is None:
            return
        game.apply(rng.choice(game.legal_moves()))


def test_kernel_record_replays_without_the_random_source(monkeypatch):
    game = new(seed=7)
    play(game, 40, 7)

    def no_chance(*_args):
        raise AssertionError("the random source was consulted during a replay")

    monkeypatch.setattr(kernel_run, "chance_outcome", no_chance)
    twin = Game.from_record(TOY, game.record)
    assert twin.view() == game.view() and twin.record == game.record
    assert twin.history == game.history


def test_kernel_a_game_reaches_its_end_and_refuses_more_moves():
    for seed in range(30):
        game = new(seed=seed, target=6)
        play(game, 200, seed)
        if game.pending is None:
            break
    assert game.pending is None and game.state.winner is not None
    assert isinstance(game.history[-1], Won) and game.legal_moves() == []
    with pytest.raises(IllegalMove) as refused:
        game.apply("roll")
    assert refused.value.reason == "game_over"


def test_kernel_view_of_a_seat_holds_only_its_players_secrets():
    game = new(seed=3)
    secrets = tuple(game.state.secrets)
    assert game.view().secrets == secrets  # None: every player at one screen
    assert game.view(frozenset({0})).secrets == (secrets[0], None)
    assert game.view(frozenset({1})).secrets == (None, secrets[1])
    assert game.view(frozenset({0, 1})).secrets == secrets
    assert game.view(frozenset({0})) is game.view(frozenset({0}))  # built once per position


def test_kernel_forced_outcomes_are_checked_against_their_node():
    game = new()
    game.force([5])  # a 4-sided die cannot show 5
    with pytest.raises(ValueError):
        game.apply("roll")
    assert game.record.entries == new().record.entries  # the failed move left no trace


def test_kernel_rules_contract_is_met_by_the_toy():
    """The toy game has every member of the contract; an object lacking one is told apart (each game's
    own rules are checked with the game's tests)."""
    from alea.kernel import Rules

    assert isinstance(TOY, Rules)

    class Partial:
        name, version, chance_namespace = "partial", 1, "alea-partial"

    assert not isinstance(Partial(), Rules)


def test_kernel_steps_ask_the_option_itself_and_take_a_lone_one_unasked():
    from alea.kernel import ask

    flow = ask("colour", 1, ["red", "blue"], source="card")
    decision = next(flow)
    assert decision == Decision("colour", 1, ("red", "blue")) and decision.data == {"source": "card"}
    with pytest.raises(StopIteration) as answered:
        flow.send(1)
    assert answered.value.value == "blue"
    with pytest.raises(StopIteration) as unasked:
        next(ask("colour", 0, ["red"], auto_single=True))
    assert unasked.value.value == "red"
    with pytest.raises(ValueError):
        next(ask("colour", 0, []))


def test_kernel_outcomes_forced_at_set_up_decide_the_chance_before_any_request():
    """The secrets and the first player are drawn before anyone is asked: a new game can be
    given them (a position, a demonstration), and they are recorded like drawn ones."""
    game = Game(TOY, ToyConfig(1), forced=[2, 0, 1])
    assert game.state.secrets == [3, 1] and game.pending == Turn(1)
    assert game.record.entries == ({"c": 2}, {"c": 0}, {"c": 1})
    assert Game.from_record(TOY, game.record).state.secrets == [3, 1]
    with pytest.raises(ValueError):
        Game(TOY, ToyConfig(1), forced=[3])  # a pick of 3 is 0, 1 or 2


def test_the_kernels_tests_play_only_games_of_their_own():
    """The kernel is tested with the example race (``alea.toy``, written to use every part of the kernel),
    never with a game players play (the registry's): a change to such a game cannot break or hide a kernel test."""
    import ast
    from pathlib import Path

    from alea import games

    packages = tuple(entry.package for entry in games.GAMES)
    here = Path(__file__).resolve().parent
    imported = []
    for path in sorted(here.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([alias.name for alias in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            imported += [(path.name, name) for name in names
                         if any(name == p or name.startswith(p + ".") for p in packages)]
    assert imported == []
