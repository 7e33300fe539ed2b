"""Wrapping rows of braille cells and the ASCII braille code of BRF."""

from __future__ import annotations

import pytest

from alea.braille.layout import BLANK_CELL, NotSixDotBraille, to_ascii_braille, wrap

A, B = "⠁", "⠃"


def word(cells: int) -> str:
    return A * cells


def test_rows_break_on_blank_cells() -> None:
    row = BLANK_CELL.join([word(15), word(15), word(15)])
    assert wrap(row) == [word(15) + BLANK_CELL + word(15), word(15)]


def test_a_row_of_exactly_forty_cells_stays_whole() -> None:
    row = word(19) + BLANK_CELL + word(20)
    assert wrap(row) == [row]


def test_an_overlong_word_is_cut() -> None:
    assert wrap(word(50) + BLANK_CELL + B) == [word(40), word(10) + BLANK_CELL + B]


def test_an_empty_row_stays_a_blank_line() -> None:
    assert wrap("") == [""]


def test_ascii_braille() -> None:
    # dots 1 = A, dots 1-2-3-4-5-6 = '=', blank = space, dots 3-4-5-6 (number sign) = '#'
    assert to_ascii_braille("⠁⠿⠀⠼") == "A= #"


def test_eight_dot_cells_are_refused() -> None:
    with pytest.raises(NotSixDotBraille):
        to_ascii_braille("⣿")
