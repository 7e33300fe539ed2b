"""The Tetrikon hint's search (issue 31): its sampled worlds hold what the seat sees and nothing
it cannot (T-H), they go on from the middle of a turn as the rules say, the same view always gets
the same advice, and every reason the search gives is said in all three languages."""

from __future__ import annotations

from collections import Counter

import pytest

from alea.kernel import Game
from alea.tetrikon.bot import greedy, lookahead, search
from alea.tetrikon.bot.world import sample_world
from alea.tetrikon.engine.config import Config
from alea.tetrikon.engine.moves import End, Exchange, Roll
from alea.tetrikon.engine.rules import RULES
from alea.tetrikon.engine.view import View
from alea.tetrikon.table.narrator import TableNarrator


def _played(seed: int, moves: int) -> Game:  # type: ignore[type-arg]
    """A two-player game after ``moves`` moves of the look-ahead policy."""
    game = Game(RULES, Config(players=2, seed=seed))
    for _ in range(moves):
        player = game.pending.player
        game.apply(lookahead.choose(game.view(frozenset({player})), game.legal_moves(), player))
    return game


def _public(view: View) -> tuple[object, ...]:
    """What every seat sees: boards, free pieces, card counts, display, bag, piles, the turn."""
    return (tuple((p.boards, p.free, p.card_count, p.front) for p in view.players), view.display,
            view.bag, view.treasury_size, view.returned, view.chance_size, view.turn.active,
            view.turn.letters)


@pytest.mark.parametrize("seed", [3, 8])
def test_T_H_a_sampled_world_shows_the_seat_what_it_saw_and_deals_the_rest(seed: int) -> None:
    game = _played(seed, 30)
    me = game.pending.player
    view = game.view(frozenset({me}))
    hands = set()
    for world_seed in range(6):
        world = sample_world(view, me, world_seed)
        assert world is not None
        seen = world.view(frozenset({me}))
        assert _public(seen) == _public(view)
        assert seen.players[me].tcards == view.players[me].tcards
        assert seen.players[me].chance == view.players[me].chance
        other = world.state.players[1 - me]
        hands.add(tuple(other.tcards))
        every = Counter(world.state.content.treasury())
        held = Counter(world.state.treasury) + Counter(world.state.returned)
        for player in world.state.players:
            held += Counter(player.tcards)
        assert not held - every, "a sampled world holds more T-cards of a value than the edition"
    # the other hand is dealt, not read: the worlds do not all agree on it
    assert len(hands) > 1 or not game.view(frozenset({1 - me})).players[1 - me].tcards


def test_T_T2_a_world_resumes_the_turn_where_it_stands() -> None:
    game = Game(RULES, Config(players=2, seed=5))
    while True:  # a later turn in which the active player has just rolled (action a used)
        player = game.pending.player
        view = game.view(frozenset({player}))
        if view.pending.kind == "turn" and "a" in view.turn.letters and not view.players[player].first_turn:
            break
        game.apply(lookahead.choose(view, game.legal_moves(), player))
    world = sample_world(view, player, 1)
    assert world is not None
    assert world.pending.player == player
    assert not any(isinstance(m, Roll) for m in world.legal_moves())  # a) once a turn
    assert set(world.legal_moves()) == set(game.legal_moves())


def test_the_same_view_gets_the_same_advice() -> None:
    game = _played(11, 24)
    player = game.pending.player
    view = game.view(frozenset({player}))
    first = search.advise(view, game.legal_moves(), player)
    again = search.advise(view, game.legal_moves(), player)
    assert first == again


@pytest.mark.parametrize("kind", sorted(k for k in search.REASONS if k.startswith("ahead_")))
def test_each_reason_of_the_search_is_said_in_three_languages(kind: str) -> None:
    game = _played(11, 24)
    view = game.view(frozenset({game.pending.player}))
    advice = search.Advice(End(), kind, {"to": 1 - game.pending.player, "pieces": ["L"], "fit": 1, "shown": 6})
    said = {lang: TableNarrator(lang, "normal").why(advice, view) for lang in ("cs", "fr", "en")}
    assert said["en"].startswith("Thinking a round ahead")
    assert said["cs"].startswith("Při pohledu o kolo dopředu") and said["fr"].startswith("En regardant une ronde")
    assert all(line.endswith(".") for line in said.values())


@pytest.mark.slow
def test_a_whole_game_of_the_hint_on_both_seats_sells_no_completing_piece() -> None:
    """A whole game of the hint on both seats: every reason is one the search knows, no answer
    sells or swaps away the piece that completes the asker's diagram, and the game ends."""
    game = Game(RULES, Config(players=2, seed=4, round_limit=30))
    while game.pending is not None:
        player = game.pending.player
        view = game.view(frozenset({player}))
        advice = search.advise(view, game.legal_moves(), player)
        assert advice.reason in search.REASONS
        pending = view.pending
        if pending.kind in ("offer_answer", "swap_answer") and pending.options[advice.move.index]:
            given = list(pending.data["buy"]) if pending.kind == "offer_answer" else [pending.data["want"]]
            assert not search.completes(view, pending.data["by"], given), "sold the completing piece"
        game.apply(advice.move)
    assert game.view().over


def test_T_A6_the_hint_exchanges_at_the_manager_only_a_piece_it_cannot_use_when_short_of_money() -> None:
    """T-A6: along a game, the hint proposes the exchange at the manager (the whole turn, a free piece
    given for the one a die picks) exactly when no free piece fits the player's diagram, a piece on
    display does and the player holds less than the 100 T a purchase costs; never in a first turn."""
    game = Game(RULES, Config(players=2, seed=4, round_limit=40))
    proposed = refused_rich = 0
    while game.pending is not None:
        player = game.pending.player
        view = game.view(frozenset({player}))
        legal = game.legal_moves()
        move = lookahead.choose(view, legal, player)
        if view.pending.kind == "turn" and isinstance(move, Roll):
            mine = view.players[player]
            wanted = (not mine.first_turn and bool(mine.free)
                      and not any(greedy.useful(view, mine, p) for p in mine.free)
                      and lookahead.display_odds(view, player)[0] > 0 and not view.turn.letters)
            money = sum(mine.tcards or ())
            swap = search.exchange(view, legal, player)
            assert (swap is not None) == (wanted and money < 100), (view.round, money)
            if swap is not None:
                proposed += 1
                assert swap in legal and swap.piece in mine.free
                advice = search.advise(view, legal, player)
                assert advice.move == swap and advice.reason == "exchange"
            refused_rich += wanted and money >= 100
        game.apply(move)
    assert proposed > 0 and refused_rich > 0


@pytest.mark.parametrize("fit", [1, 2])
def test_the_exchange_reason_is_said_in_three_languages(fit: int) -> None:
    game = _played(11, 24)
    view = game.view(frozenset({game.pending.player}))
    advice = search.Advice(Exchange("L"), "exchange", {"fit": fit, "shown": 6, "pieces": ["L"]})
    said = {lang: TableNarrator(lang, "normal").why(advice, view) for lang in ("cs", "fr", "en")}
    assert said["en"] == (f"None of your free pieces fits your diagram, but {fit} of the 6 pieces on display "
                          f"{'does' if fit == 1 else 'do'}, and the exchange at the manager costs nothing.")
    assert "výměna dílku u managera" in said["cs"] and "l'échange chez le gérant" in said["fr"]
    assert ("y va," if fit == 1 else "y vont,") in said["fr"]
