"""The edition as the engine reads it: piece types, diagrams, T-cards and Chance cards (T-D).

Only structure is read here (cells, counts, kinds); names and texts stay in the content files
for narration (:mod:`alea.tetrikon.content.texts`). Every file is checked on loading: a
replaced edition that breaks a rule of the format is refused with a message saying where.
"""

from __future__ import annotations

import json
from alea.dataclass import dataclass
from functools import lru_cache
from typing import Any

from .geometry import Cell, Shape, normalise, orientations, regions

LETTERS: str = "ABCDEFGHIJ"
"""Difficulty letters, easiest first (T-C5)."""

TCARD_VALUES: tuple[int, ...] = (1, 5, 10, 20, 25, 50)
"""The printed T-card values (T-C1, ruling B3)."""

CHANCE_KINDS: frozenset[str] = frozenset({"penalty", "keepable", "reaction"})
"""T-N1."""

CHANCE_COUNT = 24
"""T-C2: 24 different texts."""


@dataclass(frozen=True)
class PieceType:
    """A piece type: its squares in the canonical orientation and its copies in the bag."""

    id: str
    cells: Shape
    copies: int

    @property
    def size(self) -> int:
        """How many squares it covers."""
        return len(self.cells)

    def orientations(self, mirror: bool = True) -> tuple[Shape, ...]:
        """Its distinct orientations (T-A3)."""
        return orientations(self.cells, mirror)


@dataclass(frozen=True)
class DiagramSpec:
    """A diagram outline: id ("A-3"), letter, number and squares; ``solution`` is one tiling
    (piece type, cells) that shows it can be filled."""

    id: str
    letter: str
    number: int
    squares: frozenset[Cell]
    solution: tuple[tuple[str, Shape], ...]


@dataclass(frozen=True)
class ChanceSpec:
    """A Chance card design (T-N): number 1..24, kind and copies."""

    id: int
    kind: str
    copies: int


@dataclass(frozen=True)
class Content:
    """Everything the engine reads from the edition."""

    pieces: dict[str, PieceType]
    diagrams: dict[str, DiagramSpec]
    tcards: dict[int, int]
    """Value -> count."""
    chance: dict[int, ChanceSpec]

    def bag(self) -> list[str]:
        """Every piece of the edition, by type, in a fixed order (T-C3)."""
        return [p.id for p in self.pieces.values() for _ in range(p.copies)]

    def treasury(self) -> list[int]:
        """Every T-card value of the edition in a fixed order, before shuffling (T-C1)."""
        return [v for v, n in sorted(self.tcards.items()) for _ in range(n)]

    def chance_deck(self) -> list[str]:
        """Every Chance card uid (``"12#1"``) in a fixed order, before shuffling (T-C2)."""
        return [f"{c.id}#{k}" for c in self.chance.values() for k in range(1, c.copies + 1)]

    def by_letter(self, letter: str) -> list[str]:
        """The ids of the diagrams of one letter, in number order."""
        return [d.id for d in self.diagrams.values() if d.letter == letter]


def card_number(uid: str) -> int:
    """``"12#1"`` -> 12."""
    return int(uid.split("#", 1)[0])


def _read(name: str) -> Any:
    from alea.tetrikon.content import data_path

    with open(data_path(name), encoding="utf-8") as handle:
        return json.load(handle)


def _cells(raw: Any, where: str) -> Shape:
    if (not isinstance(raw, list) or not raw
            or not all(isinstance(c, list) and len(c) == 2
                       and all(type(v) is int and 0 <= v < 26 for v in c) for c in raw)):
        raise ValueError(f"{where}: cells are a list of [x, y] pairs of whole numbers 0..25")
    cells = [(c[0], c[1]) for c in raw]
    if len(set(cells)) != len(cells):
        raise ValueError(f"{where}: a cell is listed twice")
    if len(regions(cells)) != 1:
        raise ValueError(f"{where}: the cells are not connected")
    return tuple(sorted(cells))


def read_pieces(raw: Any) -> dict[str, PieceType]:
    """Check and read ``pieces.json``."""
    pieces: dict[str, PieceType] = {}
    for entry in raw["pieces"]:
        pid = entry["id"]
        if not isinstance(pid, str) or not pid or pid in pieces:
            raise ValueError(f"piece {pid!r}: the id is empty or repeated")
        if type(entry["copies"]) is not int or entry["copies"] < 1:
            raise ValueError(f"piece {pid}: copies is a whole number of at least 1")
        pieces[pid] = PieceType(pid, normalise(_cells(entry["cells"], f"piece {pid}")),
                                entry["copies"])
    shapes = [min(p.orientations()) for p in pieces.values()]
    if len(set(shapes)) != len(shapes):
        raise ValueError("two piece types have the same shape")
    return pieces


def read_diagrams(raw: Any, pieces: dict[str, PieceType]) -> dict[str, DiagramSpec]:
    """Check and read ``diagrams.json``: ids, letters, one size per letter (T-C5)."""
    diagrams: dict[str, DiagramSpec] = {}
    size_of: dict[str, int] = {}
    for entry in raw["diagrams"]:
        did, letter, number = entry["id"], entry["letter"], entry["number"]
        if letter not in LETTERS or did != f"{letter}-{number}" or did in diagrams:
            raise ValueError(f"diagram {did!r}: the id is letter-number, once each")
        squares = _cells(entry["squares"], f"diagram {did}")
        if size_of.setdefault(letter, len(squares)) != len(squares):
            raise ValueError(f"diagram {did}: every diagram of {letter} has the same size")
        solution = tuple((s["piece"], _cells(s["cells"], f"diagram {did}"))
                         for s in entry.get("solution", ()))
        for pid, _ in solution:
            if pid not in pieces:
                raise ValueError(f"diagram {did}: unknown piece {pid}")
        diagrams[did] = DiagramSpec(did, letter, number, frozenset(squares), solution)
    return diagrams


@lru_cache(maxsize=1)
def load_content() -> Content:
    """Read and check every content file (cached)."""
    pieces = read_pieces(_read("pieces.json"))
    diagrams = read_diagrams(_read("diagrams.json"), pieces)
    tcards: dict[int, int] = {}
    for entry in _read("tcards.json")["tcards"]:
        if entry["value"] not in TCARD_VALUES or type(entry["count"]) is not int:
            raise ValueError(f"T-card {entry!r}: a printed value and a whole count")
        tcards[entry["value"]] = entry["count"]
    chance: dict[int, ChanceSpec] = {}
    for entry in _read("chance.json")["cards"]:
        if entry["kind"] not in CHANCE_KINDS or type(entry["copies"]) is not int:
            raise ValueError(f"Chance card {entry.get('id')!r}: kind or copies")
        chance[entry["id"]] = ChanceSpec(entry["id"], entry["kind"], entry["copies"])
    if sorted(chance) != list(range(1, CHANCE_COUNT + 1)):
        raise ValueError("the Chance cards are numbered 1 to 24, once each")
    return Content(pieces, diagrams, tcards, chance)
