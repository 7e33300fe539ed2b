"""The hint never hands an opponent the piece that completes their diagram (issue 31), over many
random positions: a trade offer (T-A4), card 2's swap (T-N2.2) and card 4's gift (T-N2.4, the
giver chooses) are answered by the hint's bot (:func:`alea.tetrikon.bot.search.advise`).

Each position is a real game's view with the other player's diagram cut down to what a few
random placements of pieces cover (so it can be filled), their free pieces some of those pieces
and the player's free pieces the others: the piece asked for is then, or is not, the one that
lets them fill it. Whether it does is checked here by trying every placement (a small exact
cover written apart from the bot), not by the bot's own test.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from alea.kernel import Choice, Game
from alea.tetrikon.bot.search import advise
from alea.tetrikon.engine.config import Config
from alea.tetrikon.engine.content import load_content
from alea.tetrikon.engine.geometry import Cell, placements
from alea.tetrikon.engine.rules import RULES
from alea.tetrikon.engine.view import PendingView, View

PIECES = sorted(load_content().pieces)
SHAPES = {pid: p.cells for pid, p in load_content().pieces.items()}


def fills(empty: frozenset[Cell], pieces: Counter[str]) -> bool:
    """Whether ``pieces`` cover exactly ``empty`` (the first empty square in order must be covered)."""
    if not empty:
        return True
    first = min(empty, key=lambda c: (c[1], c[0]))
    for piece in [p for p, n in pieces.items() if n > 0]:
        for cells in placements(SHAPES[piece], empty):
            if first in cells:
                if fills(empty - frozenset(cells), pieces - Counter([piece])):
                    return True
    return False


@st.composite
def positions(draw: Any) -> tuple[View, str, list[str], list[str]]:
    """(view of player 0, the piece player 1 asks for, player 1's free pieces, player 0's free)."""
    seed = draw(st.integers(0, 10_000))
    game = Game(RULES, Config(players=2, seed=seed))
    view: View = game.view(frozenset({0}))
    board = view.players[1].boards[0]
    left = set(board.squares)
    laid: list[tuple[str, tuple[Cell, ...]]] = []
    for _ in range(draw(st.integers(1, 3))):
        piece = draw(st.sampled_from(PIECES))
        spots = placements(SHAPES[piece], frozenset(left))
        if not spots:
            continue
        cells = draw(st.sampled_from(spots))
        laid.append((piece, tuple(cells)))
        left -= set(cells)
    assume(laid)
    empty = frozenset(c for _, cells in laid for c in cells)
    asked = laid[0][0]
    theirs = [p for p, _ in laid[1:] if draw(st.booleans())]
    mine = [asked, *draw(st.lists(st.sampled_from(PIECES), max_size=3))]
    other = replace(view.players[1], boards=(replace(board, empty=empty),), free=tuple(sorted(theirs)))
    me = replace(view.players[0], free=tuple(sorted(mine)))
    view = replace(view, players=(me, other))
    return view, asked, theirs, mine


def asked_of_me(view: View, kind: str, data: dict[str, Any], options: tuple[Any, ...]) -> View:
    turn = replace(view.turn, active=1)
    return replace(view, turn=turn, pending=PendingView(kind, 0, options, data))


SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


@pytest.mark.slow
@SETTINGS
@given(table=positions(), price=st.integers(1, 100))
def test_no_sale_of_the_completing_piece(table: tuple[View, str, list[str], list[str]], price: int) -> None:
    view, asked, theirs, _ = table
    board = view.players[1].boards[0]
    completing = fills(board.empty, Counter([*theirs, asked])) and not fills(board.empty, Counter(theirs))
    offered = asked_of_me(view, "offer_answer", {"by": 1, "buy": [asked], "sell": [], "price": price}, (True, False))
    answer = advise(offered, [], 0).move
    assert isinstance(answer, Choice)
    if completing:
        assert (True, False)[answer.index] is False


@pytest.mark.slow
@SETTINGS
@given(table=positions())
def test_no_swap_of_the_completing_piece(table: tuple[View, str, list[str], list[str]]) -> None:
    view, asked, theirs, mine = table
    board = view.players[1].boards[0]
    completing = fills(board.empty, Counter([*theirs, asked])) and not fills(board.empty, Counter(theirs))
    swap = asked_of_me(view, "swap_answer", {"by": 1, "give": PIECES[0], "want": asked}, (True, False))
    answer = advise(swap, [], 0).move
    assert isinstance(answer, Choice)
    if completing:
        assert (True, False)[answer.index] is False


@pytest.mark.slow
@SETTINGS
@given(table=positions())
def test_card_4_never_gives_the_completing_piece_while_another_exists(
        table: tuple[View, str, list[str], list[str]]) -> None:
    view, _, theirs, mine = table
    board = view.players[1].boards[0]
    options = tuple(sorted(set(mine)))
    completing = {p for p in options if fills(board.empty, Counter([*theirs, p]))}
    assume(set(options) - completing)
    given_ = asked_of_me(view, "own_piece", {"why": "card4"}, options)
    answer = advise(given_, [], 0).move
    assert isinstance(answer, Choice)
    assert options[answer.index] not in completing
