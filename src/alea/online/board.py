"""The seat's board sent to a web page that asked for it (docs/board.md).

A page asks for its seat's board when it joins (``"board": true`` in its ``join`` frame); a
terminal client never asks, and costs nothing. A spectator's page (``?watch=1``, the projector
view, a lesson's class) and a lesson's teacher get the board of a spectators' seat: drawn from the
view of no player, so no private value ever reaches them (issue 36). The board is built from the seat's own view in the
seat's language (:meth:`~alea.online.seating.SeatedTable.board`) only when the game shown (a
lesson's demo while it runs) moved or the
language changed, and sent only when it differs from the one sent last.
"""

from __future__ import annotations

import json
from alea.dataclass import dataclass
from collections.abc import Iterable
from typing import Any, Protocol

from alea.online.messages import online
from alea.online.seating import SeatedTable

VIEWS = frozenset({"projector"})
"""The page's views besides the usual one (``?view=projector``: the board large, the last lines beside)."""


def board_texts(lang: str) -> dict[str, str]:
    """The board's words on the web page, in ``lang``."""
    t = online(lang)
    return {
        # TRANSLATORS: the heading of the board drawn on the web page.
        "board": t.gettext("Board"),
        # TRANSLATORS: a check box that draws the board and its words larger.
        "larger": t.gettext("Larger print on the board"),
        # TRANSLATORS: under the heading of the page alea --board serves: it only shows, nothing is typed there.
        "watching": t.gettext("The game played at this computer's terminal, as it goes. This page only shows it."),
        # TRANSLATORS: the heading of the last lines of the game, beside the board.
        "last_lines": t.gettext("Last lines"),
        # TRANSLATORS: in the board's key: the cells the last move changed are outlined so.
        "moved": t.gettext("Thick dashed outline, where the last move changed the board"),
        # TRANSLATORS: in the board's key: a place someone at the table asked about (a query such as "column b3") is outlined so for a few seconds.
        "pointed": t.gettext("Thick solid outline, the place just asked about"),
    }


def board_address(address: str, lang: str) -> str:
    """What ``alea --board`` says at the start: where the board is to be seen."""
    # TRANSLATORS: said once at the start of alea --board; the two addresses are web addresses.
    return online(lang).gettext("The board is drawn at {address}, for this computer only. "
                                "For a projector, {projector}").format(address=address,
                                                                      projector=address + "?view=projector")


def page_view(request: Any) -> str:
    """The page's view asked in its address (``?view=projector``), as the body's class; "" for the usual."""
    asked = request.query.get("view", "")
    return asked if asked in VIEWS else ""


class Sends(Protocol):
    """What the board needs of a connection: to queue a frame."""

    def send(self, kind: str, **fields: Any) -> None:
        """Queue one frame."""


@dataclass(eq=False)
class Board:
    """What one connection was last sent of its seat's board."""

    built_for: tuple[tuple[int, int], str] | None = None
    """The game's position and the language of the last board built (None: none yet)."""
    sent: str = ""
    """The last board sent, as JSON text ("" before the first)."""

    def send(self, conn: Sends, table: SeatedTable, seat: int,
             built: dict[tuple[int, str], tuple[dict[str, Any] | None, str]] | None = None) -> None:
        """Send ``seat``'s board to ``conn`` when the game moved or the language changed since the
        last one, and it differs from what was sent. ``built`` keeps the boards built during one
        flush by seat and language, so that a class of spectators sharing a seat costs one build."""
        key = (table.shown_at(), table.settings(seat)[0])
        if key == self.built_for:
            return
        self.built_for = key
        found = None if built is None else built.get((seat, key[1]))
        if found is None:
            drawn = table.board(seat)
            found = (drawn, "" if drawn is None else json.dumps(drawn, sort_keys=True, ensure_ascii=False))
            if built is not None:
                built[(seat, key[1])] = found
        drawn, text = found
        if drawn is not None and text != self.sent:
            self.sent = text
            conn.send("board", board=drawn, position=key[0][1])


class Watching(Sends, Protocol):
    """A spectator's connection: it queues frames, and holds what it was sent of the board (None: it never asked)."""

    board: Board | None


def watchers_boards(watchers: Iterable[tuple[Watching, int]], table: SeatedTable) -> None:
    """Send each spectator's page that asked for it the board of its spectators' seat (a seat of no
    player: public facts only), when it changed; each seat's board is built once for all of them."""
    built: dict[tuple[int, str], tuple[dict[str, Any] | None, str]] = {}
    for watcher, index in watchers:
        if watcher.board is not None:
            watcher.board.send(watcher, table, index, built)
