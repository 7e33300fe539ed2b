"""Properties over random games, 2 to 6 players: the 32 worlds are conserved, every capture is
scored once, the game ends (M-C1, M-E3, M-W3, M-W4)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from alea.multiverse.bot import GreedyBot, RandomBot
from alea.multiverse.engine import VARIANTS, Config, Game
from alea.multiverse.engine import events as ev

games = st.builds(
    Config,
    players=st.integers(2, 6),
    seed=st.integers(0, 10**6),
    variants=st.frozensets(st.sampled_from(sorted(VARIANTS))),
    p_stability=st.sampled_from([None, "1/2", "1/6", "5/6"]),
    challenge=st.sampled_from(["ask", "never", "always"]),
    reroll=st.sampled_from(["ask", "off"]),
)


def check_conservation(game: Game) -> None:
    """M-C1: the 32 worlds, each once, on the table or in a supply, once they are laid (M-S7)."""
    if not any(item.event.__class__ is ev.TableLaid for item in game.history):
        return
    assert sorted(game.state.worlds_in_play()) == list(range(32))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(config=games, bot_seed=st.integers(0, 1000), greedy=st.booleans())
def test_random_games_conserve_score_once_and_end(config: Config, bot_seed: int, greedy: bool) -> None:
    game = Game.new(config)
    kind = GreedyBot if greedy else RandomBot
    bots = {p: kind(bot_seed + p) for p in range(config.players)}
    moves = 0
    while game.pending is not None:
        check_conservation(game)
        player = game.pending.player
        game.apply(bots[player].choose(game.view(player), game.legal_moves()))
        moves += 1
        assert moves < 20_000
    check_conservation(game)
    s = game.state
    assert game.result in ("ended", "stopped")  # M-W4: the game ends
    encounters = [item.event for item in game.history if isinstance(item.event, ev.Encounter)]
    # every capture scored once, by the active player, in the capturer's supply only
    assert Counter(e.world for e in encounters) == Counter(w for p in s.players for w in p.captured)
    assert len({e.world for e in encounters}) == len(encounters)
    for p, player in enumerate(s.players):
        assert sorted(player.captured) == sorted(e.world for e in encounters if e.player == p)
        assert s.score(p) == len(player.captured) + 3 * len(player.met)
    ended = [item.event for item in game.history if isinstance(item.event, ev.GameEnded)]
    assert len(ended) == 1 and ended[0].scores == tuple(s.score(p) for p in range(config.players))
    if game.result == "ended":
        assert sum(len(p.met) for p in s.players) == 1
    # only the active player captures (M-E3), and the revealed are exactly the emptied formations
    for item in game.history:
        if isinstance(item.event, ev.Encounter):
            assert item.event.player == item.owner
    assert [p.revealed for p in s.players] == [p.tokens_left() == 0 for p in s.players]


def test_no_draw_outside_chance_nodes() -> None:
    """The module-level random source does not change a game: only chance nodes draw, from
    (namespace, seed, index)."""
    records = []
    for outside in (1, 2):
        random.seed(outside)
        game = Game.new(Config(players=4, seed=99))
        bots = {p: GreedyBot(p) for p in range(4)}
        while game.pending is not None:
            random.random()
            game.apply(bots[game.pending.player].choose(game.view(game.pending.player), game.legal_moves()))
        records.append(game.record)
    assert records[0] == records[1]
