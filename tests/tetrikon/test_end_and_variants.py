"""The end of a game and scoring (T-W), the round limit (T-V1), lightning (T-V2) and solo
(T-V3): test positions 11, 12 and 15."""

from __future__ import annotations

import pytest

from alea.kernel import Turn
from alea.tetrikon.engine import events as ev
from alea.tetrikon.engine.moves import Build, End, Offer, Roll, TakeOut
from alea.tetrikon.engine.scoring import ranking

from .kit import answer, base_position, kinds, new_game, player, position_game, roll_to

TWO = ["a1", "b1", "a2", "b2"]


def _nearly(free=("O",), **more):
    return player(squares=TWO, free=list(free), **more)


# --- test position 11 ------------------------------------------------------------------------
def test_t_w1_t_w2_final_round():
    anna = player(squares=TWO + ["c1", "c2"], free=["O"], tcards=[50])
    petr = _nearly(free=["O", "X"], tcards=[50, 50])
    eva = player(free=["T"], tcards=[50])
    game = position_game(base_position(anna, petr, eva, active=1, starter=0))
    events = game.apply(Build("O", tuple(TWO)))
    assert kinds(events)[1:5] == [ev.Completed, ev.TurnEnded, ev.FinalRound, ev.TurnStarted]
    assert game.pending == Turn(2)  # Petr's turn ended at once: Eva, then Anna
    with pytest.raises(Exception) as err:
        game.check(Offer(0, (), ("T",), -10))
    assert err.value.reason == "final_round"
    game.apply(End())
    assert game.pending == Turn(0)
    game.apply(Build("O", tuple(TWO)))  # Anna leaves c1, c2
    game.apply(End())
    assert game.pending is None  # Petr's turn does not come again
    scored = [e for e in game.history if isinstance(e, ev.GameScored)][0]
    assert scored.penalties == (40, 0, 20 * 16)


def test_t_w2_exchange_is_legal_in_the_final_round():
    petr = _nearly()
    eva = player(free=["T"])
    game = position_game(base_position(petr, eva))
    game.apply(Build("O", tuple(TWO)))
    from alea.tetrikon.engine.moves import Exchange

    game.check(Exchange("T"))


# --- test position 12 ------------------------------------------------------------------------
def test_t_w4_the_rulebooks_example():
    totals = [0 + 60 + 20, 40 + 20 + 0, 80 + 0 + 20, 20 + 20 + 20]
    completed = [1, 1, 1, 0]
    closed = [0, 0, 0, 0]
    places = ranking(totals, completed, closed)
    martin, bedrich, david, jarda = places
    assert (bedrich, jarda, martin, david) == (1, 2, 3, 4)


# --- test position 15 ------------------------------------------------------------------------
def test_t_w4_first_to_complete_ranks_first():
    anna = player(tcards=[50])
    petr = _nearly()
    eva = _nearly()
    game = position_game(base_position(anna, petr, eva, active=1, starter=0))
    game.apply(Build("O", tuple(TWO)))
    game.apply(Build("O", tuple(TWO)))  # Eva completes in the final round
    game.apply(End())  # Anna
    over = [e for e in game.history if isinstance(e, ev.MatchOver)][0]
    assert over.totals[1:] == (0, 0)
    assert over.places == (3, 1, 2)


def test_t_w3_twenty_per_empty_square_and_t_w5_between_games():
    petr = _nearly()
    game = position_game(base_position(petr, player()), letters=("A", "B"))
    game.apply(Build("O", tuple(TWO)))
    game.apply(End())
    scored = [e for e in game.history if isinstance(e, ev.GameScored)][0]
    assert scored.penalties == (0, 320)
    s = game.state
    assert s.game == 1 and s.letter == "B"  # a fresh setup of letter B
    assert all(not p.free and not p.tcards and p.first_turn for p in s.players)
    assert [p.penalties for p in s.players] == [[0], [320]]
    assert all(p.boards[0].diagram.startswith("B-") for p in s.players)


# --- T-V1 -------------------------------------------------------------------------------------
def test_t_v1_round_limit_makes_the_player_on_turn_the_closer():
    game = new_game(players=3, seed=2, round_limit=2)
    starter = game.state.starter
    for _ in range(3):
        game.apply(Roll())
        while game.pending is not None and game.pending.__class__.__name__ == "Decision":
            game.apply(game.legal_moves()[0])
    assert game.state.time_up and game.state.closer == starter
    assert any(isinstance(e, ev.TimeUp) for e in game.history)
    assert not any(isinstance(m, Offer) for m in game.legal_moves())
    with pytest.raises(Exception) as err:
        game.check(Offer((starter + 1) % 3, (), (), 5))
    assert err.value.reason == "final_round"
    for _ in range(3):
        game.apply(End())
    assert game.pending is None
    penalties = [e for e in game.history if isinstance(e, ev.GameScored)][0].penalties
    assert penalties[starter] > 0  # the closer by time is not penalty-free


# --- T-V2, T-V3 -------------------------------------------------------------------------------
def test_t_v2_lightning_one_of_each_type_no_cards():
    game = new_game(players=2, mode="lightning", seed=4)
    s = game.state
    assert all(sorted(p.free) == sorted(s.content.pieces) for p in s.players)
    assert not s.treasury and not s.chance_deck
    legal = game.legal_moves()
    assert Roll() not in legal and any(isinstance(m, Build) for m in legal)
    board = s.players[0].boards[0]
    solution = s.content.diagrams[board.diagram].solution
    from alea.tetrikon.engine.geometry import square_name

    for piece, cells in solution:
        if piece in s.players[0].free:
            game.apply(Build(piece, tuple(square_name(c) for c in cells)))
    assert game.pending is not None


def test_t_v3_solo_four_diagrams_moves_within_one():
    game = new_game(players=1, mode="solo", letters=("A", "A", "B", "C"), seed=1)
    s = game.state
    pl = s.players[0]
    assert len(pl.boards) == 4 and len(pl.free) == len(s.content.bag())
    from alea.tetrikon.engine.geometry import square_name

    for b, board in enumerate(pl.boards):
        for piece, cells in s.content.diagrams[board.diagram].solution:
            game.apply(Build(piece, tuple(square_name(c) for c in cells), b))
            if b == 0 and len(board.placed) == 1:
                game.apply(TakeOut("p1", 0))
                game.apply(Build(piece, tuple(square_name(c) for c in cells), 0))
    assert game.pending is None
    over = [e for e in game.history if isinstance(e, ev.MatchOver)][0]
    assert over.totals == (0,) and over.moves is not None and over.moves[0] == pl.moves
    assert pl.moves == sum(len(s.content.diagrams[b.diagram].solution) for b in pl.boards) + 2


def test_t_v3_solo_move_limit():
    game = new_game(players=1, mode="solo", letters=(), seed=1, round_limit=1)
    assert len(game.state.players[0].boards) == 4  # of any letters
    board = game.state.players[0].boards[0]
    piece, cells = game.state.content.diagrams[board.diagram].solution[0]
    from alea.tetrikon.engine.geometry import square_name

    game.apply(Build(piece, tuple(square_name(c) for c in cells)))
    assert game.pending is None and any(isinstance(e, ev.TimeUp) for e in game.history)
