"""The diagram in words and one braille line a row (spec section 11), pieces in words, and the
board the page draws (:func:`drawn`, :mod:`alea.table.board`) from a view only (T-H)."""

from __future__ import annotations

from alea.table import Board, Cell, Panel, Swatch
from alea.tetrikon.engine.events import Rolled
from alea.tetrikon.engine.geometry import Shape, square_name
from alea.tetrikon.engine.reading import describe, rows
from alea.tetrikon.engine.view import BoardView, PlayerView, View

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


PIECE_FILLS = ("piece1", "piece2", "piece3", "piece4", "piece5", "piece6")
"""The fills placed pieces take in turn, by their order in the diagram: two pieces side by side
differ in fill, and each square also prints its piece's letter and label."""


def _diagram(voice: Speaker, player: PlayerView, board: BoardView) -> Panel:
    """One diagram: its squares on a grid, top row first, with the column letters under it and the
    row numbers at its left (as ``square_name`` names them); a placed piece's squares carry its
    letter large and its label small."""
    fills = {placed.label: PIECE_FILLS[n % len(PIECE_FILLS)] for n, placed in enumerate(board.placed)}
    cells = [Cell(x + 1, board.height, text=chr(ord("a") + x), fill="none") for x in range(board.width)]
    cells += [Cell(0, board.height - 1 - y, text=str(y + 1), fill="none") for y in range(board.height)]
    for x, y in sorted(board.squares):
        name = square_name((x, y))
        placed = board.owner_of((x, y))
        places = (f"cell {name}", f"column {name[0]}", f"row {name[1:]}")
        if placed is None:
            cells.append(Cell(x + 1, board.height - 1 - y, words=voice._("{column} empty", column=name), places=places))
            continue
        cells.append(Cell(x + 1, board.height - 1 - y, text=voice.content.piece_abbr[placed.piece],
                          note=placed.label, fill=fills[placed.label],
                          words=voice._("{column} {label} {piece}", column=name, label=placed.label,
                                        piece=voice.piece(placed.piece)), places=places))
    title = voice._("{player}, diagram {diagram}", player=voice.player(player.index),
                    diagram=diagram_name(board.diagram))
    return Panel(title, board.width + 1, board.height + 1, tuple(cells), (board_summary(voice, board),),
                 places=("diagram", f"diagram {player.index + 1}", "holes"))


def _hand(voice: Speaker, view: View, player: PlayerView) -> Panel:
    """What the player holds: their free pieces, as letters in cells, and their cards in words
    (their values only when the view holds them: the seat's own players)."""
    cells = tuple(Cell(x, 0, text=voice.content.piece_abbr[pid], fill=PIECE_FILLS[x % len(PIECE_FILLS)],
                       words=voice.content.piece(pid)) for x, pid in enumerate(player.free))
    lines = [voice._("Free pieces, {pieces}.", pieces=voice.pieces(list(player.free)))]
    if player.tcards is not None:
        values = voice.join(str(value) for value in player.tcards) if player.tcards else voice._("none")
        lines.append(voice._("T cards, {values}.", values=values))
    if player.chance is not None:
        cards = voice.join(voice.card(uid) for uid in player.chance) if player.chance else voice._("none")
        lines.append(voice._("Chance cards, {cards}.", cards=cards))
    if player.tcards is None:
        lines.append(voice.n_("{n} card in hand.", "{n} cards in hand.", player.card_count))
    title = voice._("{player}, pieces and cards", player=voice.player(player.index))
    return Panel(title, max(len(player.free), 1), 1 if cells else 0, cells, tuple(lines),
                 places=("pieces", f"pieces {player.index + 1}"))


def _rolled(view: View) -> list[int]:
    """The dice rolled in this turn, as the view's events of the last move hold them (public)."""
    for event in reversed(view.last):
        if isinstance(event, Rolled):
            return list(event.dice)
    return []


def _turn(voice: Speaker, view: View) -> Panel:
    """The turn: the dice rolled, the display of pieces to take, and where the turn stands."""
    rolled = _rolled(view)
    cells = [Cell(x, 0, text=str(value), fill="white", words=voice._("Die {value}", value=value))
             for x, value in enumerate(rolled)]
    start = len(rolled) + 1 if rolled else 0
    cells += [Cell(start + x, 0, text=voice.content.piece_abbr[pid], fill=PIECE_FILLS[x % len(PIECE_FILLS)],
                   words=voice.content.piece(pid)) for x, pid in enumerate(view.display) if pid is not None]
    lines = [voice._("{player} to play.", player=voice.player(view.turn.active)) if not view.over
             else voice._("Game over.")]
    if rolled:
        lines.append(voice._("Rolled {values}.", values=voice.join(str(value) for value in rolled)))
    lines.append(voice._("Display, {pieces}.", pieces=voice.pieces([p for p in view.display if p is not None])))
    lines.append(voice._("Placed this turn, {n} of {limit}.", n=view.turn.placements, limit=view.turn.limit))
    title = voice._("Round {round}", round=view.round)
    return Panel(title, max(len(cells) + (1 if rolled else 0), 1), 1, tuple(cells), tuple(lines))


def drawn(view: View, lang: str) -> Board:
    """The board of ``view`` in ``lang``: each player's diagrams and what they hold, the seat's own
    players first."""
    voice = Speaker(lang)
    order = sorted(view.players, key=lambda p: (not (view.seat is not None and p.index in view.seat), p.index))
    panels: list[Panel] = [_turn(voice, view)]
    for player in order:
        panels += [_diagram(voice, player, board) for board in player.boards]
        panels.append(_hand(voice, view, player))
    empty = sum(p.empty_squares for p in view.players)
    if view.over:
        name = voice._("Diagrams, game over")
    else:
        rolled = _rolled(view)
        name = voice.n_("Diagrams, round {round}, {player} to play, {n} empty square",
                        "Diagrams, round {round}, {player} to play, {n} empty squares", empty,
                        round=view.round, player=voice.player(view.turn.active))
        if rolled:
            name = voice._("{board}, rolled {values}", board=name, values=voice.join(str(v) for v in rolled))
    legend = (Swatch("empty", "", voice._("empty square")),
              Swatch("piece1", "", voice._("a placed piece, its letter large, its label small")))
    return Board("tetrikon", name, tuple(panels), legend, voice._("Key"))
