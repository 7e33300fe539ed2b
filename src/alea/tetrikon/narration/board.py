"""The diagram in words and one braille line a row (spec section 11), and pieces in words."""

from __future__ import annotations

from alea.tetrikon.engine.geometry import Shape, square_name
from alea.tetrikon.engine.reading import describe, rows
from alea.tetrikon.engine.view import BoardView

from .speaker import Speaker


def row_lines(voice: Speaker, board: BoardView) -> list[str]:
    """The diagram by rows, top row first: "Row 3, a3 empty, b3 p2 L pentomino." (each square by
    its whole name: a lone "a" is heard as "and", issue 24) or, terse, "3: a- bL2" (the legend
    explains it)."""
    out = []
    for number, squares in rows(board):
        if voice.terse:
            parts = [sq.name[0] + ("-" if sq.placed is None
                                   else voice.content.piece_abbr[sq.placed.piece]
                                   + sq.placed.label[1:]) for sq in squares]
            out.append(f"{number}: " + " ".join(parts))
            continue
        parts = [voice._("{column} empty", column=sq.name) if sq.placed is None
                 else voice._("{column} {label} {piece}", column=sq.name,
                              label=sq.placed.label, piece=voice.piece(sq.placed.piece))
                 for sq in squares]
        out.append(voice._("Row {n}, {squares}.", n=number, squares=", ".join(parts)))
    return out


def diagram_name(diagram: str) -> str:
    """A diagram as it is said and shown: "A7" for the outline "A-7". Screen readers say the hyphen
    ("A pomlčka 7", "A dash 7" at Orca's punctuation level); a letter and a number are one cell
    shorter in braille and read as they are written."""
    return diagram.replace("-", "")


def board_summary(voice: Speaker, board: BoardView) -> str:
    """The key fact first: "Diagram A7: 14 squares, 5 empty."."""
    return voice.n_("Diagram {diagram}, {size} squares, {n} empty.",
                    "Diagram {diagram}, {size} squares, {n} empty.", len(board.empty),
                    diagram=diagram_name(board.diagram), size=len(board.squares))


def piece_words(voice: Speaker, pid: str, shape: Shape) -> str:
    """ "L pentomino, 5 squares: a row of 4, plus one above its left end; squares a1 b1 c1 d1
    a2." Columns are counted from the piece's leftmost square (1), rows from the row (+1 is
    the row above it)."""
    words = describe(shape)
    left = min([0, *(dx for dx, _ in words.extras)])
    start = 1 - left
    if start == 1:
        parts = [voice.n_("a row of {n}", "a row of {n}", words.row)]
    else:
        parts = [voice.n_("a row of {n} from column {column}", "a row of {n} from column {column}",
                          words.row, column=start)]
    levels: dict[int, list[int]] = {}
    for dx, dy in words.extras:
        levels.setdefault(dy, []).append(dx)
    for dy in sorted(levels, key=lambda d: (d < 0, abs(d))):
        xs = sorted(levels[dy])
        if len(xs) == 1 and abs(dy) == 1 and xs[0] in (0, words.row - 1):
            end_left = xs[0] == 0
            where = {(True, True): voice._("above its left end"),
                     (True, False): voice._("above its right end"),
                     (False, True): voice._("below its left end"),
                     (False, False): voice._("below its right end")}[(dy > 0, end_left)]
            parts.append(voice._("plus one {where}", where=where))
            continue
        columns = voice.join([str(x - left + 1) for x in xs])
        parts.append(voice.n_("in row {row}, {n} square in column {columns}",
                              "in row {row}, {n} squares in columns {columns}", len(xs),
                              row=f"{dy:+d}", columns=columns))
    squares = " ".join(square_name(c) for c in sorted(words.cells, key=lambda c: (c[1], c[0])))
    return voice.n_("{name}, {n} square, {parts}. Squares {squares}.",
                    "{name}, {n} squares, {parts}. Squares {squares}.", words.size,
                    name=voice.content.piece(pid), parts=", ".join(parts), squares=squares)
