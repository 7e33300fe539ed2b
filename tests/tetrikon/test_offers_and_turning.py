"""The offers the engine lists (T-A4) and the board turned for one seat (T-C6), on the kernel.

``legal_moves`` lists the offers to buy one free piece of another player at round prices, the
ones the active player alone can judge (T-H: an offer the other pays would tell whether they can);
restrictions (T-N2.12), the final round (T-W2) and the first turn (T-T1) leave none. A seat's
turn renames every square it reads and types, never the game's own squares.
"""

from __future__ import annotations

from alea.kernel import Turn
from alea.kernel.events import told_to
from alea.tetrikon.engine import events as ev
from alea.tetrikon.engine.geometry import parse_square
from alea.tetrikon.engine.legal import offer_prices
from alea.tetrikon.engine.moves import Build, Buy, End, Offer
from alea.tetrikon.engine.reading import (boards_of, column, fits, rename_map, rows, turned, turned_events,
                                          turned_view)

from .kit import answer, base_position, bot_move, player, position_game, roll_to


def _offers(game) -> list[Offer]:
    return [m for m in game.legal_moves() if isinstance(m, Offer)]


def test_t_a4_offer_prices_are_round_steps_and_all_one_holds():
    assert offer_prices(0) == []
    assert offer_prices(5) == [5]
    assert offer_prices(75) == [10, 20, 30, 40, 50, 60, 70, 75]
    assert offer_prices(100) == offer_prices(250) == list(range(10, 101, 10))


def test_t_a4_legal_moves_list_offers_to_buy_each_free_piece_of_each_other_player():
    anna = player(free=["L"], tcards=[50, 25])
    petr = player(free=["O", "T", "T"], tcards=[50])
    eva = player(free=["U"], tcards=[])
    game = position_game(base_position(anna, petr, eva))
    offers = _offers(game)
    assert offers == [Offer(q, (piece,), (), price) for q, piece in ((1, "O"), (1, "T"), (2, "U"))
                      for price in offer_prices(75)]
    for offer in offers:
        game.check(offer)
    assert all(o.price > 0 and not o.sell for o in offers)  # T-H: only offers Anna pays herself
    assert game.legal_moves()[0] == End()  # the offers come last


def test_t_a4_more_offers_in_the_same_d_then_the_turn_passes_after_a_second_action():
    anna = player(free=["L"], tcards=[50, 50, 25])
    petr = player(free=["O", "T"], tcards=[50])
    game = position_game(base_position(anna, petr))
    game.apply(Offer(1, ("O",), (), 30))
    answer(game, False)
    assert Offer(1, ("T",), (), 30) in _offers(game)  # the same d), up to 10 offers
    game.apply(Buy())
    while game.pending is not None and game.pending.__class__.__name__ == "Decision":
        game.apply(game.legal_moves()[0])
    assert game.pending == Turn(1)  # T-T2: d) and e) are the two actions
    assert {o.to for o in _offers(game)} == {0}


def test_t_a4_t_n2_12_no_offer_is_listed_to_or_by_a_player_under_no_trading():
    anna = player(free=["L"], tcards=[50])
    petr = player(free=["O"], tcards=[50, 50], front=[12])
    eva = player(free=["T"], tcards=[50])
    game = position_game(base_position(anna, petr, eva))
    assert {o.to for o in _offers(game)} == {2}


def test_t_a4_the_bot_trades_by_a_listed_offer_for_a_piece_that_fits():
    anna = player(free=[], tcards=[50, 25])
    petr = player(free=["O"], tcards=[50])
    game = position_game(base_position(anna, petr))
    roll_to(game, 1, 2)  # a) used: nothing to build, nothing to roll, too little to buy
    while game.pending.__class__.__name__ == "Decision":
        game.apply(game.legal_moves()[0])
    move = bot_move(game)
    assert isinstance(move, Offer) and move in game.legal_moves()
    assert move.to == 1 and move.buy == ("O",) and move.price == min(sum(game.state.players[0].tcards), 90)


def test_t_c6_a_turned_board_reads_from_the_seats_side_and_renames_back():
    anna = player(free=["L"], tcards=[], squares=["a1", "b1", "c1", "a2"])
    game = position_game(base_position(anna, player(free=["O"])))
    board = game.view().players[0].boards[0]
    quarter = turned(board, 90)
    assert (quarter.width, quarter.height) == (2, 3)
    # a quarter turn clockwise: the left column a1 a2 becomes the top row, a1 at its left
    assert rename_map(board.squares, 90) == {"a1": "a3", "a2": "b3", "b1": "a2", "c1": "a1"}
    assert [sq.name for _, line in rows(quarter) for sq in line] == ["a3", "b3", "a2", "a1"]
    assert [sq.name for sq in column(quarter, 0)] == ["a1", "a2", "a3"]
    assert rename_map(board.squares, 180) == {"a1": "c2", "b1": "b2", "c1": "a2", "a2": "c1"}
    for degrees in (0, 90, 180, 270):
        names = rename_map(board.squares, degrees)
        assert len(set(names.values())) == len(names) == 4
        assert {parse_square(n) for n in names.values()} == set(turned(board, degrees).squares)
    [only] = fits(turned(board, 180), ((0, 0), (1, 0), (2, 0), (0, 1)), True)
    assert set(only) == {"a2", "b2", "c2", "c1"}


def test_t_c6_events_and_history_name_squares_as_the_turned_seat_reads_them():
    anna = player(free=["L"], tcards=[], squares=["a1", "b1", "c1", "d1", "a2", "b2"])
    game = position_game(base_position(anna, player(free=["O"])))
    before = game.view()
    events = game.apply(Build("L", ("a1", "b1", "c1", "d1", "a2")))
    placed = next(e for e in events if isinstance(e, ev.Placed))
    assert set(placed.squares) == {"a1", "b1", "c1", "d1", "a2"}  # the game keeps its own names
    names = rename_map(before.players[0].boards[0].squares, 270)
    assert names["a1"] == "b1" and names["a2"] == "a1"  # a quarter turn back: a1 a2 make the bottom row
    seat = tuple(sorted((names[n] for n in placed.squares), key=lambda n: (int(n[1:]), n[0])))  # bottom row first
    told = turned_events(told_to(events, frozenset({1})), boards_of(before), 270, solo=False)
    assert next(e for e in told if isinstance(e, ev.Placed)).squares == seat
    view = turned_view(game.view(frozenset({0})), 270)
    assert next(e for e in view.history if isinstance(e, ev.Placed)).squares == seat
    assert next(e for e in view.last if isinstance(e, ev.Placed)).squares == seat
    assert set(view.players[0].boards[0].placed[0].cells) == {parse_square(n) for n in seat}
