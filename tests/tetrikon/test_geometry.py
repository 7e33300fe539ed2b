"""Polyomino geometry (T-A3, spec section 11): orientations, placements, square names."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from alea.tetrikon.engine.content import load_content
from alea.tetrikon.engine.geometry import (normalise, orientations, parse_square, placements,
                                           regions, same_shape, square_name, tile, turn_cell)

EXPECTED_ORIENTATIONS = {"F": 8, "I": 2, "L": 8, "N": 8, "P": 8, "T": 4, "U": 4, "V": 4,
                         "W": 4, "X": 1, "Y": 8, "Z": 4, "O": 1}


def test_t_a3_orientations_rotate_and_turn_over():
    pieces = load_content().pieces
    assert {k: len(p.orientations()) for k, p in pieces.items()} == EXPECTED_ORIENTATIONS


def test_tv_nomirror_leaves_rotations_only():
    pieces = load_content().pieces
    assert len(pieces["L"].orientations(mirror=False)) == 4
    assert len(pieces["F"].orientations(mirror=False)) == 4
    assert len(pieces["X"].orientations(mirror=False)) == 1


def test_square_names_a1_bottom_left():
    assert square_name((0, 0)) == "a1"
    assert square_name((2, 1)) == "c2"
    assert parse_square("C2") == (2, 1)
    for bad in ("", "2c", "a0", "a", "ä1", "a-1", "aa"):
        assert parse_square(bad) is None


def test_same_shape_finds_the_orientation():
    l_piece = load_content().pieces["L"].cells
    mirrored = [(0, 0), (1, 0), (2, 0), (3, 0), (3, 1)]  # one above the right end
    assert same_shape(mirrored, l_piece)
    assert not same_shape(mirrored, l_piece, mirror=False)
    assert not same_shape([(0, 0), (1, 0), (2, 0), (3, 0), (5, 0)], l_piece)


def test_regions_split_by_sides_only():
    parts = regions([(0, 0), (1, 1), (1, 0), (3, 3)])
    assert parts == [((0, 0), (1, 0), (1, 1)), ((3, 3),)]


def test_turn_cell_quarter_turns():
    # A 3 wide, 2 high board: turned clockwise, the bottom-left square goes to the top left.
    assert turn_cell((0, 0), 90, 3, 2) == (0, 2)
    assert turn_cell((0, 0), 180, 3, 2) == (2, 1)
    assert turn_cell((0, 0), 270, 3, 2) == (1, 0)
    for cell in [(0, 0), (2, 1), (1, 0)]:
        back = cell
        for _ in range(4):
            back = turn_cell(back, 90, 3, 2) if _ % 2 == 0 else turn_cell(back, 90, 2, 3)
        assert back == cell


squares_st = st.sets(st.tuples(st.integers(0, 6), st.integers(0, 6)), min_size=1, max_size=30)


@settings(max_examples=60, deadline=None)
@given(squares_st, st.sampled_from(sorted(EXPECTED_ORIENTATIONS)), st.booleans())
def test_property_a_placement_covers_only_empty_squares(empty, piece, mirror):
    shape = load_content().pieces[piece].cells
    found = placements(shape, frozenset(empty), mirror)
    assert len(found) == len(set(found))
    for cells in found:
        assert set(cells) <= empty
        assert same_shape(cells, shape, mirror)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(EXPECTED_ORIENTATIONS)), st.integers(0, 3), st.booleans())
def test_property_every_orientation_normalised_and_same_size(piece, turns, flip):
    shape = load_content().pieces[piece].cells
    cells = [(x, y) for x, y in shape]
    for _ in range(turns):
        cells = [(-y, x) for x, y in cells]
    if flip:
        cells = [(-x, y) for x, y in cells]
    assert normalise(cells) in orientations(shape)


def test_tile_finds_a_cover_or_says_none():
    pieces = load_content().pieces
    shapes = {k: p.cells for k, p in pieces.items()}
    rect = [(x, y) for x in range(4) for y in range(2)]
    cover = tile(rect, {"O": 2}, shapes)
    assert cover is not None and sorted(c for _, cells in cover for c in cells) == sorted(rect)
    assert tile(rect, {"O": 1}, shapes) is None
    assert tile([(0, 0), (1, 0), (2, 0)], {"O": 4, "I": 4}, shapes) is None
