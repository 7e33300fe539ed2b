"""Trading between players (T-A4) and what each seat may know (T-H)."""

from __future__ import annotations

import pytest

from alea.kernel import IllegalMove, Turn
from alea.kernel.events import visible_to
from alea.tetrikon.engine import events as ev
from alea.tetrikon.engine.moves import Offer, Roll

from .kit import answer, base_position, new_game, player, position_game, roll_to


def _market():
    anna = player(free=["L"], tcards=[50, 25, 10])
    petr = player(free=["O", "T"], tcards=[20])
    return position_game(base_position(anna, petr, player()))


def test_t_a4_an_offer_goes_to_the_other_player_who_accepts():
    game = _market()
    game.apply(Offer(1, ("O",), (), 35))
    assert game.pending.kind == "offer_answer" and game.pending.player == 1
    answer(game, True)
    assert game.pending.kind == "pay" and game.pending.player == 0
    answer(game, [10, 25])
    s = game.state
    assert s.players[0].free == ["L", "O"] and s.players[0].tcards == [50]
    assert s.players[1].tcards == [10, 20, 25]
    assert game.pending == Turn(0)  # d) still open: more offers may follow


def test_t_a4_refused_offer_changes_nothing_and_offers_are_limited():
    game = _market()
    for _ in range(10):
        game.apply(Offer(1, ("T",), (), 5))
        answer(game, False)
    with pytest.raises(IllegalMove) as err:
        game.check(Offer(1, ("T",), (), 5))
    assert err.value.reason == "offer_limit"
    assert game.state.players[0].free == ["L"] and game.state.turn.letters == {"d"}


def test_t_a4_selling_and_the_checks():
    game = _market()
    for bad, reason in ((Offer(0, ("O",), (), 5), "bad_target"),
                        (Offer(1, ("X",), (), 5), "not_free"),
                        (Offer(1, (), ("O",), -5), "not_free"),
                        (Offer(1, ("O",), (), 0), "offer_empty"),
                        (Offer(1, ("O",), (), -5), "offer_empty"),
                        (Offer(1, ("O",), (), 500), "cannot_pay"),
                        (Offer(1, (), ("L",), -50), "cannot_pay")):
        with pytest.raises(IllegalMove) as err:
            game.check(bad)
        assert err.value.reason == reason, bad
    game.apply(Offer(1, (), ("L",), -20))
    answer(game, True)
    assert game.state.players[1].free == ["L", "O", "T"]
    assert game.state.players[0].tcards == [10, 20, 25, 50]


def test_t_a4_trading_is_one_action_then_another_letter_closes_it():
    game = _market()
    game.apply(Offer(1, ("O",), (), 10))
    answer(game, False)
    roll_to(game, 1, 2)
    assert game.pending == Turn(1)  # d) and a): two actions


# --- T-H ----------------------------------------------------------------------------------------
def test_t_h_a_seat_sees_its_own_hand_and_counts_of_the_others():
    game = position_game(base_position(player(tcards=[50, 5], chance=[24]),
                                       player(tcards=[20])))
    mine = game.view(frozenset({0}))
    assert mine.players[0].tcards == (5, 50) and mine.players[0].chance == ("24#1",)
    assert mine.players[1].tcards is None and mine.players[1].chance is None
    assert mine.players[1].card_count == 1
    theirs = game.view(frozenset({1}))
    assert theirs.players[0].tcards is None and theirs.players[0].card_count == 3
    assert not hasattr(theirs, "treasury") and theirs.treasury_size == 18


def test_t_h_drawn_values_hidden_from_others_and_payment_options_private():
    game = position_game(base_position(player(tcards=[50, 50, 25, 25]), player()))
    events = roll_to(game, 3, 4)
    drawn = [e for e in events if isinstance(e, ev.TcardsDrawn)][0]
    assert drawn.values is not None and visible_to(drawn, frozenset({1})).values is None
    other = game.view(frozenset({1}))
    seen = [e for e in other.last if isinstance(e, ev.TcardsDrawn)][0]
    assert seen.values is None and seen.count == 2
    from alea.tetrikon.engine.moves import Buy

    game.force([1], 0)
    game.apply(Buy())
    assert game.pending.kind == "pay"
    assert game.view(frozenset({1})).pending.options is None
    assert game.view(frozenset({1})).pending.kind == "private"
    assert game.view(frozenset({0})).pending.options is not None


def test_t_h_a_kept_chance_card_is_hidden_a_penalty_is_public():
    game = position_game(base_position(player(), player(), chance_deck=[8, 21]))
    roll_to(game, 1, 1)
    answer(game, "chance")
    answer(game, "keep")
    seen = [e for e in game.view(frozenset({1})).last if isinstance(e, (ev.ChanceDrawn, ev.CardKept))]
    assert len(seen) == 2 and all(e.card is None for e in seen)
    assert game.view(frozenset({1})).players[0].card_count == 1


def test_t_h_views_hold_no_deck_order():
    game = new_game(players=2, seed=9)
    view = game.view(frozenset({0}))
    assert set(vars(view)) >= {"bag", "display", "treasury_size", "chance_size"}
    assert "treasury" not in vars(view) and "chance_deck" not in vars(view)
    assert view.bag == tuple(sorted(game.state.bag))  # contents follow from public facts


def test_t_h_nobody_else_learns_that_a_player_holds_immunity():
    game = position_game(base_position(player(tcards=[25]), player(), chance_deck=[23, 22]))
    roll_to(game, 1, 1)
    answer(game, "chance")
    drawn = [e for e in game.view(frozenset({1})).last if isinstance(e, ev.ChanceDrawn)][0]
    assert drawn == ev.ChanceDrawn(0, None, None)
    game.state.players[1].chance.append("22#1")
    from alea.tetrikon.engine.moves import End, UseCard

    game.apply(End())  # Anna's turn ends; Petr plays 22 at her
    game.apply(UseCard(("22#1",)))  # the only other player: no question whom
    assert game.pending.kind == "immunity" and game.pending.player == 0
    assert game.view(frozenset({1})).pending.kind == "private"
    assert game.view(frozenset({0})).pending.kind == "immunity"
