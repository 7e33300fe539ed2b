"""The Multiverse search's short cuts give the advice the sampled rollouts give, and its pull
towards the worlds (issue 31):

- in a two-player game whose worlds are all captured (:mod:`alea.multiverse.bot.endgame`), the
  value worked out once is every sampled world's rollout value, and the plan is the plan the
  sampled rollouts make;
- :func:`~alea.multiverse.bot.guards.weighed` (every action's outlook worked out once) keeps and
  sets aside what :func:`~alea.multiverse.bot.guards.allowed` and the meeting rules say;
- :func:`~alea.multiverse.bot.value.steps` is the fewest actions from a switch to a world, and a
  search with nothing to meet this turn heads for the nearest world;
- with three players or more the search keeps to the guarded policy's action (the best immediate
  gain) unless the rollouts find another better by more than the margin; with two it takes the
  best mean.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from multiverse_kit import QUIET_ANNA, position_game, positions

from alea.multiverse.bot import GuardedBot, SearchBot, endgame, hint
from alea.multiverse.bot import search as search_module
from alea.multiverse.bot.guards import allowed, losing_meeting, weighed
from alea.multiverse.bot.search import MARGIN, hint_worlds, margin, rollout
from alea.multiverse.bot.value import steps
from alea.multiverse.engine import ACTIONS, Config, Flip, Game, Turn, View
from alea.multiverse.engine.worlds import flip, flip_all, parse


def guarded_turns(players: int, seeds: range, keep: Callable[[View], bool] = lambda view: True,
                  until: int | None = None) -> list[tuple[View, list[Any]]]:
    """Turn positions ``keep`` accepts of games of the guarded policy (up to turn ``until``)."""
    found = []
    for seed in seeds:
        game = Game.new(Config(players=players, seed=seed, variants=frozenset({"MV2"})))
        bots = {p: GuardedBot(seed * 10 + p) for p in range(players)}
        while game.pending is not None and (until is None or game.state.turn < until):
            player = game.pending.player
            view = game.view(player)
            if isinstance(game.pending, Turn) and keep(view):
                found.append((view, game.legal_moves()))
            game.apply(bots[player].choose(view, game.legal_moves()))
    return found


def settled_views(seeds: range, every: int = 9) -> list[tuple[View, list[Any]]]:
    """Turn positions of two-player games of the guarded policy once every world is captured, one
    every ``every`` turns (such games once played on to the safety stop; since issue 38 they end,
    so fewer positions come from each game)."""
    return guarded_turns(2, seeds, endgame.settled)[every - 1::every]


@pytest.mark.slow
def test_a_settled_value_is_every_sampled_worlds_rollout_value() -> None:
    views = settled_views(range(16), every=3)
    compared = 0
    for view, _ in views[:30]:
        me = view.active
        for action in allowed(view, me):
            value = endgame.settled_value(view, action)
            if value is None:
                continue
            compared += 1
            for seed in (1, 7, 12345, 2**30):
                assert rollout(view, action, seed) == value, (view.turn, action, seed)
    print(f"{compared} settled values, each against four sampled worlds")
    assert compared >= 40


@pytest.mark.slow
def test_the_settled_plan_is_the_sampled_plan() -> None:
    views = settled_views(range(16, 32), every=5)
    assert len(views) >= 20
    for view, legal in views:
        quick = SearchBot(seed=5).plan(view, legal)
        with mock.patch.object(search_module, "settled", lambda view: False):
            sampled = SearchBot(seed=5).plan(view, legal)
        assert quick == sampled, view.turn


def test_a_final_meeting_is_never_settled() -> None:
    """Both players revealed and nothing left to meet; Anna's flip of green meets Ben (a final
    meeting: its challenge draws a die), so it is not worked out once."""
    game = position_game({"switches": ["0", "1"], "formations": [{}, {}], "captured": [["12345"], ["2"]],
                          "sceptres": ["wooden", "green", "white", "red", "yellow", "blue"]})
    view = game.view(0)
    assert endgame.settled(view)
    assert endgame.settled_value(view, Flip(1)) is None
    assert endgame.settled_value(view, Flip(3)) is not None


def test_a_game_with_a_world_left_is_not_settled() -> None:
    game = position_game({"switches": ["0", "1"], "formations": [{}, {}], "columns": [["12345"]],
                          "sceptres": ["wooden", "green", "white", "red", "yellow", "blue"]})
    assert not endgame.settled(game.view(0))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(table=positions())
def test_weighed_keeps_and_sets_aside_what_the_guards_say(table: tuple[int, dict[str, Any]]) -> None:
    players, position = table
    game = position_game(position, players=players)
    view = game.view(0)
    looks, set_aside = weighed(view, 0)
    kept = allowed(view, 0)
    assert [look.action for look in looks] == kept
    assert set_aside == {a: ("losing" if losing_meeting(view, 0, a) else "gift") for a in ACTIONS if a not in kept}


def test_steps_are_the_fewest_actions_from_a_switch_to_a_world() -> None:
    for start in range(32):
        distance = {start: 0}
        queue = deque([start])
        while queue:
            switch = queue.popleft()
            for after in (flip_all(switch), *(flip(switch, c) for c in range(1, 6))):
                if after not in distance:
                    distance[after] = distance[switch] + 1
                    queue.append(after)
        assert all(steps(start, world) == distance[world] for world in range(32))
        assert max(distance.values()) == 3


def test_with_nothing_to_meet_the_search_heads_for_the_nearest_world() -> None:
    """Anna (switch empty) meets nothing this turn; the only world she may meet is the column's
    yellow blue, two flips away: the hint flips yellow or blue (one action from it), where the
    search without the pull would flip green, the first of equals. Ben's face-up tokens are
    none, his own switch (green white) reaches none of Anna's."""
    game = position_game({"switches": ["0", "12"], "formations": [QUIET_ANNA, {"B1": "135", "B2": "3"}],
                          "columns": [["45"]], "sceptres": ["wooden", "green", "white", "red", "yellow", "blue"]})
    view = game.view(0)
    assert isinstance(game.pending, Turn) and game.pending.player == 0
    assert [w for _, _, w in view.available(0)] == [parse("45")]
    advice = hint(view, game.legal_moves())
    assert advice.move in (Flip(4), Flip(5))
    assert advice.reason == "ahead"
    assert hint_worlds(2) == 12


def test_with_four_players_the_search_keeps_to_the_guarded_action_within_the_margin() -> None:
    """Every plan of four-player positions: the move is among the kept actions whose mean is within
    the margin of the best, and of those the one of the best immediate gain (then the best mean).
    Over these games the margin decides: some plans keep a capture whose mean is not the best, and
    some take another action than the best gain because its mean is better by more than the margin."""
    assert margin(2) is None and margin(4) == MARGIN == 6.0
    kept_capture = overruled = 0
    policy = GuardedBot()
    for view, legal in guarded_turns(4, range(6)):
        plan = SearchBot(seed=3).plan(view, legal)
        if not plan.values:
            continue
        looks = {look.action: look for look in weighed(view, view.active)[0]}
        gains = {a: policy.value(view, looks[a]) for a in plan.values}
        top = max(plan.values.values())
        near = [a for a in plan.values if plan.values[a] >= top - MARGIN]
        assert plan.move in near
        assert (gains[plan.move], plan.values[plan.move]) == max((gains[a], plan.values[a]) for a in near)
        kept_capture += gains[plan.move] > 0 and plan.values[plan.move] < top
        overruled += gains[plan.move] < max(gains.values())
    assert kept_capture > 0 and overruled > 0, (kept_capture, overruled)


def test_with_two_players_the_search_takes_the_best_mean() -> None:
    """Two-player plans take the best mean, whatever its immediate gain (the first kept among
    equals)."""
    taken = 0
    for view, legal in guarded_turns(2, range(3), until=40):
        plan = SearchBot(seed=1).plan(view, legal)
        if plan.values:
            assert plan.values[plan.move] == max(plan.values.values())
            taken += 1
    assert taken > 0
