"""The diagram a blind player can read (spec section 11, T-C4, T-C6) and braille graphics."""

from __future__ import annotations

from alea.tetrikon.engine.braille import BLANK, diagram_lines, pieces_lines
from alea.tetrikon.engine.content import load_content
from alea.tetrikon.engine.geometry import same_shape
from alea.tetrikon.engine.moves import Build
from alea.tetrikon.engine.reading import cell, column, describe, fits, holes, rows, turn_names

from .kit import base_position, player, position_game

SHAPES = {k: p.cells for k, p in load_content().pieces.items()}


def _board():
    squares = ["a1", "b1", "c1", "a2", "b2", "c2", "a3"]
    game = position_game(base_position(player(squares=squares, free=["O", "L", "X"],
                                              placed=[["O", ["b1", "c1", "b2", "c2"]]]),
                                       player()))
    return game, game.view(frozenset({0})).players[0].boards[0]


def test_rows_top_first_a1_bottom_left_outside_squares_not_listed():
    _, board = _board()
    listed = [(n, [(sq.name, sq.placed.label if sq.placed else None) for sq in line])
              for n, line in rows(board)]
    assert listed == [(3, [("a3", None)]),
                      (2, [("a2", None), ("b2", "p1"), ("c2", "p1")]),
                      (1, [("a1", None), ("b1", "p1"), ("c1", "p1")])]
    assert [sq.name for sq in column(board, 0)] == ["a1", "a2", "a3"]
    assert cell(board, (2, 2)) is None and cell(board, (1, 0)).placed.piece == "O"


def test_holes_with_sizes_and_which_free_pieces_fit():
    _, board = _board()
    (hole,) = holes(board, ["O", "L", "X"], SHAPES)
    assert hole.squares == ("a1", "a2", "a3") and hole.size == 3 and hole.fits == ()
    game = position_game(base_position(player(free=["O", "I", "X"]), player()))
    board = game.view(frozenset({0})).players[0].boards[0]
    (hole,) = holes(board, ["O", "I", "X"], SHAPES)
    assert hole.size == 16 and hole.fits == ("O", "X")


def test_fits_lists_every_legal_placement_and_build_by_squares():
    game = position_game(base_position(player(free=["L"]), player()))
    board = game.view(frozenset({0})).players[0].boards[0]
    choices = fits(board, SHAPES["L"])
    assert len(choices) == 24  # 8 orientations, each in 3 places of a 4x4 square
    for squares in choices:
        game.check(Build("L", squares))  # every listed placement is legal
    # build by squares: any order of the names, the engine finds the orientation
    game.apply(Build("L", ("a2", "a1", "d1", "c1", "b1")))
    assert game.state.players[0].boards[0].placed[0].cells == ((0, 0), (0, 1), (1, 0),
                                                               (2, 0), (3, 0))


def test_t_c4_pieces_described_for_words():
    words = describe(SHAPES["L"])
    assert (words.size, words.row, words.extras) == (5, 4, ((0, 1),))
    assert describe(SHAPES["O"]).row == 2 and describe(SHAPES["O"]).extras == ((0, 1), (1, 1))
    assert describe(SHAPES["T"]).row == 3 and describe(SHAPES["T"]).extras == ((1, 2), (1, 1))
    for shape in SHAPES.values():
        words = describe(shape)
        rebuilt = [(k, 0) for k in range(words.row)] + list(words.extras)
        assert same_shape(rebuilt, shape)
        below = [dy for _, dy in words.extras if dy < 0]
        assert not below or shape in (SHAPES["F"], SHAPES["X"], SHAPES["Z"])  # must hang below


def test_t_c6_turning_the_board_renames_squares_for_one_seat():
    _, board = _board()
    names = turn_names(board, 90)
    assert names["a1"] == "a3" and names["a3"] == "c3"
    assert len(set(names.values())) == len(names)


def test_braille_diagram_is_unicode_8_dot_with_three_kinds_of_square():
    squares = {(0, 0), (1, 0), (0, 1)}
    lines = diagram_lines(squares, {(0, 0)})
    assert len(lines) == 1 and all(0x2800 <= ord(ch) <= 0x28FF for ch in lines[0])
    left, right = lines[0]
    # column a: a2 empty (diagonal dots 1 and 5) above a1 covered (dots 3 6 7 8)
    assert ord(left) - BLANK == 0x01 | 0x10 | 0x04 | 0x20 | 0x40 | 0x80
    # column b: b2 outside (no dots) above b1 empty (dots 3 and 8)
    assert ord(right) - BLANK == 0x04 | 0x80


def test_braille_piece_set_fits_a_40_cell_line():
    lines = pieces_lines(SHAPES.values())
    assert all(len(line) <= 40 for line in lines)
    dots = sum(bin(ord(ch) - BLANK).count("1") for line in lines for ch in line)
    assert dots == 4 * sum(len(s) for s in SHAPES.values())
