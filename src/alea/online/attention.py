"""Shared attention (issue 36): when a player, a spectator or a lesson's teacher asks about a place
(``column b3``, ``switch 2``, ``diagram``), every board of the table outlines that place a few
seconds, so that a blind student's question shows on the wall and on every low-vision page.

The place goes as the query names it, in no language (the query's id and its arguments as typed);
each page outlines the cells and panels of its own board that carry it (:attr:`alea.table.board.Cell.places`).
Only what the asking page could read is named: a place, never a value; a spectator's board
carries public facts only.
"""

from __future__ import annotations

from collections.abc import Iterable

from alea.online.board import Watching
from alea.online.seating import SeatedTable


def point(pages: Iterable[Watching], table: SeatedTable, seat: int, line: str) -> None:
    """Tell every page of the table that draws a board which place ``line`` typed at ``seat`` asks
    about; nothing when it asks about none."""
    place = table.asked_about(seat, line)
    if place is None:
        return
    for page in pages:
        if page.board is not None:
            page.send("attention", place=place)
