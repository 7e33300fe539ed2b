"""The eight base-plate sides of the Tesseract, as printed (``plates.json``).

Each side (``1``, ``A``, ``2``, ``B``, ``3``, ``C``, ``4``, ``D``) has a difficulty from 1 to 4
(a lettered side is a variant of the numbered side of the same difficulty, with other events)
and, for each of the 16 positions ``a1`` .. ``d4`` (letter west to east, digit south to north,
R-G1 naming), the id of the event printed there (``ACC``, ``FOR``, ``CHN``, ``FIS``, ``EMW``,
``EMB``, ``INT``, ``SHK``; ``tesseract-rules.md`` section 6) or ``None``. The layout of a side is
public knowledge. Names and texts of the sides are in the content texts (kind ``bases``).

The file also states, per side, how many events of each kind it carries (``counts``); the
loader checks the layout against it, so a mistyped position fails loudly.

A side whose events were changed after measuring the edition's balance carries a ``ruling``:
``{"placeholder": true, "date": ..., "printed": {position: event printed in
tesseract-content.md}, "why": ...}``. The layout in ``events`` is the one played; ``printed``
keeps what the content spec prints at each changed position, and the loader checks that each
really differs (docs/balance.md, "Content changes").
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import field
from alea.dataclass import dataclass
from functools import lru_cache
from typing import Any

from alea.errors import AleaError
from alea.tesseract.content import data_path

COLUMNS: tuple[str, ...] = tuple(f"{col}{row}" for row in "1234" for col in "abcd")
"""The 16 positions of a base plate, south row first, west to east."""

SIDES: tuple[str, ...] = ("1", "A", "2", "B", "3", "C", "4", "D")
"""The eight sides in order of difficulty, each numbered side followed by its variant."""

EVENTS: tuple[str, ...] = ("ACC", "FOR", "CHN", "FIS", "EMW", "EMB", "INT", "SHK")
"""Event ids, as in ``tesseract-rules.md`` section 6."""


class PlateDataError(AleaError, ValueError):
    """``plates.json`` does not describe eight valid sides."""


@dataclass(frozen=True)
class Plate:
    """One side of a base plate."""

    side: str
    """``"1"`` .. ``"4"`` or ``"A"`` .. ``"D"``."""
    difficulty: int
    """1 (introductory) to 4 (hardest)."""
    events: dict[str, str | None]
    """Position (``"a1"`` .. ``"d4"``, in :data:`COLUMNS` order) to event id, or ``None`` where
    nothing is printed. Every call of :func:`load_plates` builds fresh dicts, so a caller that
    changes one cannot change another's."""
    printed: dict[str, str | None] = field(default_factory=dict)
    """Positions where this edition's balance ruling departs from the layout printed in
    ``tesseract-content.md``, to the event printed there; empty for a side played as printed."""

    @property
    def event_positions(self) -> tuple[str, ...]:
        """The positions that bear an event, in :data:`COLUMNS` order."""
        return tuple(col for col in COLUMNS if self.events[col] is not None)

    def counts(self) -> dict[str, int]:
        """How many times each event id appears on this side."""
        return dict(Counter(ev for ev in self.events.values() if ev is not None))


def _side(side: str, raw: object) -> Plate:
    if not isinstance(raw, dict):
        raise PlateDataError(f"side {side}: not an object")
    difficulty = raw.get("difficulty")
    if difficulty not in (1, 2, 3, 4):
        raise PlateDataError(f"side {side}: difficulty {difficulty!r} is not 1 to 4")
    events = raw.get("events")
    if not isinstance(events, dict) or set(events) != set(COLUMNS):
        raise PlateDataError(f"side {side}: events must name exactly the 16 positions a1 to d4")
    for col, ev in events.items():
        if ev is not None and ev not in EVENTS:
            raise PlateDataError(f"side {side}: unknown event {ev!r} at {col}")
    plate = Plate(side, difficulty, {col: events[col] for col in COLUMNS}, _printed(side, raw, events))
    stated = dict(raw.get("counts") or {})
    total = stated.pop("total", None)
    actual = plate.counts()
    if stated != actual or total != sum(actual.values()):
        raise PlateDataError(f"side {side}: layout {actual} does not match stated counts {raw.get('counts')}")
    return plate


def _printed(side: str, raw: dict[str, Any], events: dict[str, Any]) -> dict[str, str | None]:
    """The spec's events at the positions a balance ruling changed (``{}`` without a ruling)."""
    ruling = raw.get("ruling")
    if ruling is None:
        return {}
    if not isinstance(ruling, dict) or ruling.get("placeholder") is not True or not ruling.get("why") \
            or not isinstance(ruling.get("printed"), dict) or not ruling["printed"]:
        raise PlateDataError(f"side {side}: a ruling needs placeholder true, why and the printed events")
    printed: dict[str, str | None] = ruling["printed"]
    for col, ev in printed.items():
        if col not in COLUMNS or (ev is not None and ev not in EVENTS) or events[col] == ev:
            raise PlateDataError(f"side {side}: ruling names {col} printed {ev!r}, not a change")
    return {col: printed[col] for col in COLUMNS if col in printed}


@lru_cache(maxsize=1)
def _raw() -> str:
    with open(data_path("plates.json"), encoding="utf-8") as handle:
        return handle.read()


def load_plates() -> dict[str, Plate]:
    """All eight sides, keyed by side name, in :data:`SIDES` order.

    Raises :class:`PlateDataError` if the data file is inconsistent. The file is read once;
    each call returns new :class:`Plate` objects the caller may keep.
    """
    sides = json.loads(_raw()).get("sides")
    if not isinstance(sides, dict) or tuple(sides) != SIDES:
        raise PlateDataError(f"plates.json must list the sides {', '.join(SIDES)} in that order")
    return {side: _side(side, raw) for side, raw in sides.items()}
