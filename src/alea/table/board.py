"""The board a seat can see, as plain data the web page draws (behaviour 17; docs/board.md).

A game's host draws its board (:meth:`alea.table.host.TableHost.draw`): it reads one view (a seat's,
or a spectator's with public facts only) and returns a :class:`Board`: panels of cells on a grid,
each cell with its words already in the seat's language. The front end only lays the panels out
and paints them; it knows no game and no rule. Nothing here knows a game, a terminal or a catalog.

Colour never goes alone: every :data:`FILLS` key a builder uses for a meaning also comes with a
letter or mark in the cell, named in the board's legend. The page's palette (``web/board.css``)
gives every fill an ink of at least 7 to 1 contrast in the light and the dark scheme.
"""

from __future__ import annotations

from dataclasses import asdict, field

from alea.dataclass import dataclass

from alea.errors import AleaError

FILLS = frozenset({
    "yellow", "orange", "blue", "purple", "green", "white", "red", "grey", "brown",
    "none", "empty", "hidden", "off", "piece1", "piece2", "piece3", "piece4", "piece5", "piece6",
})
"""The fills a cell may have; the page's palette paints each (no game's colour is named here:
a game maps its colours onto these)."""

MARKS = frozenset({"none", "hatch", "ring", "cross"})
"""What may be drawn over a fill as well: ``hatch`` for hidden, ``ring`` for chosen or waited for,
``cross`` for lost or off."""

BOARD_KIND = "grid-panels"
"""The one kind of board document the page draws (``Board.kind``)."""


class BoardError(AleaError, ValueError):
    """A board built with a fill or mark the page cannot paint (a builder's bug, found by tests)."""


def paintable(fill: str) -> None:
    """Refuse a fill the page cannot paint (:data:`FILLS`): a builder's bug."""
    if fill not in FILLS:
        raise BoardError(f"unknown fill {fill!r}")


@dataclass(frozen=True)
class Cell:
    """One square of a panel's grid."""

    x: int
    """Column, from 0 at the left."""
    y: int
    """Row, from 0 at the top."""
    text: str = ""
    """The large print in the cell (a die's value, a colour's letter); "" for none."""
    note: str = ""
    """Small print under it (the colour's letter beside a value), "" for none."""
    fill: str = "empty"
    """One of :data:`FILLS`."""
    mark: str = "none"
    """One of :data:`MARKS`."""
    words: str = ""
    """The cell in words (shown as the cell's tooltip; the text queries say the same)."""
    width: int = 1
    """How many columns the cell spans (a row's label)."""
    places: tuple[str, ...] = ()
    """What a text query names this cell by, in no language: the query's id and its argument as typed
    ("column b3"); a query that names one outlines it on every board of the table (issue 36)."""

    def __post_init__(self) -> None:
        paintable(self.fill)
        if self.mark not in MARKS:
            raise BoardError(f"unknown mark {self.mark!r}")


@dataclass(frozen=True)
class Panel:
    """One titled part of the board: a grid of cells and lines of words under it."""

    title: str
    columns: int
    rows: int
    cells: tuple[Cell, ...] = ()
    lines: tuple[str, ...] = ()
    """Facts in words under the grid ("Score 12"), one a line."""
    places: tuple[str, ...] = ()
    """What a text query names this panel by, in no language ("layer 2", "switch 1", "diagram"), as
    :attr:`Cell.places`."""


@dataclass(frozen=True)
class Swatch:
    """One entry of the legend: a fill with its letter, and what it means."""

    fill: str
    letter: str
    name: str

    def __post_init__(self) -> None:
        paintable(self.fill)


@dataclass(frozen=True)
class Board:
    """What a seat can see of the game, drawn: a short name, panels, a legend."""

    game: str
    """The game's id (the page shows it as a class only, for its style sheet)."""
    name: str
    """The short accessible name ("Tower, 52 dice, top layer 3"), in the seat's language."""
    panels: tuple[Panel, ...]
    legend: tuple[Swatch, ...] = ()
    legend_title: str = ""
    asked: str = ""
    """The question being decided, named as a spectator hears it ("Player 2 is choosing."), drawn
    over the panels with whose turn it is; "" when the game waits for a turn, or for nothing."""
    kind: str = field(default=BOARD_KIND)

    def to_json(self) -> dict[str, object]:
        """The board as the ``board`` frame carries it (plain JSON types)."""
        return asdict(self)


def grid_size(cells: tuple[Cell, ...]) -> tuple[int, int]:
    """The columns and rows that hold ``cells`` (at least one of each)."""
    return (max((c.x for c in cells), default=0) + 1, max((c.y for c in cells), default=0) + 1)

