"""One game, several seats: what the server needs of a table (it names no game).

The server talks to a table through :class:`SeatedTable` only: a seat's typed line goes to
:meth:`SeatedTable.handle`, and what each seat is told is taken from :meth:`SeatedTable.take`
(lines in that seat's language, from that seat's view) once the line is answered. Every game is
played online the same way, on the terminal's seated table (:mod:`alea.online.hosting`), whose
moves reach the server's storage before any seat is told about them.
"""

from __future__ import annotations

from alea.dataclass import dataclass
from typing import Any, Protocol

from alea.online.storage import StoredTable

OFF_TABLE = frozenset({"save", "load", "new", "speech", "silence", "script", "settings", "consent", "demo",
                       "export"})
"""Commands of the terminal table that have no meaning at an online table (each player's own
machine speaks, records, writes files and keeps settings; the server's files are no player's);
they are refused with a sentence that says so, whichever game has them (a game's ``export`` of graphics)."""


@dataclass(frozen=True)
class Prompt:
    """What a seat is asked now, and whether the game waits for it (or is over).

    The web page shows the options as buttons; a bot (the load benchmark) knows when to play."""

    text: str | None
    """The question the seat must answer, or None."""
    options: tuple[str, ...]
    """Its numbered options' labels (none for a yes/no question)."""
    yes_no: bool
    waits: bool
    """Whether the game waits for this seat (its turn or its decision)."""
    over: bool
    """Whether the game has ended."""


class SeatedTable(Protocol):
    """What the server needs of a table: lines in, each seat's lines out."""

    players: int

    def handle(self, seat: int, line: str) -> None:
        """Answer one line typed at ``seat`` (never raises)."""

    def greet(self, seat: int) -> None:
        """Tell a seat that (re)joins where the game stands, and ask it what it must answer."""

    def behind(self) -> bool:
        """Whether another server process wrote the table's journal first: this copy is behind."""

    def take(self, seat: int) -> list[str]:
        """The lines said to ``seat`` since the last call, oldest first."""

    def take_cues(self, seat: int) -> list[str]:
        """The names of the sound cues given to ``seat`` with those lines, in order (:mod:`alea.table.cues`)."""

    def prompt(self, seat: int) -> Prompt:
        """What ``seat`` is asked now, and whether the game waits for it."""

    def position(self) -> int:
        """How far the game has gone (it grows with every move; an undo takes it back)."""

    def shown_at(self) -> tuple[int, int]:
        """Which game a board shows (the demo's while a lesson runs it, else the table's), as a number
        that differs between two games, and how far it has gone: a board is drawn again when it changes."""

    def board(self, seat: int) -> dict[str, Any] | None:
        """The board ``seat`` can see, drawn from its own view in its language
        (:meth:`alea.table.board.Board.to_json`), or None when the game draws none."""

    def settings(self, seat: int) -> tuple[str, str]:
        """The seat's language and verbosity."""

    def seats_count(self) -> int:
        """How many seats the table has: the players' (from 0), then the spectators' (from ``players``)."""

    def mark(self, seat: int) -> int:
        """How many messages ``seat`` has been told so far."""

    def missed(self, seat: int, since: int, most: int) -> tuple[int, list[str]]:
        """How many messages ``seat`` was told after mark ``since``, and the last ``most`` of them."""

    def watch(self, lang: str, verbosity: str) -> int:
        """A new seat of spectators in ``lang`` and ``verbosity`` (it holds no player); its index."""

    def configure(self, seat: int, lang: str, verbosity: str) -> None:
        """Set the seat's language and verbosity (a player joining with theirs)."""

    def close(self) -> None:
        """Let go of the table as it leaves the server's memory (it is not used again)."""

    def thinks(self, seat: int, line: str) -> bool:
        """Whether a worker should answer ``line`` typed at ``seat`` (a hint: :mod:`alea.online.thinking`)."""

    def snapshot(self) -> StoredTable:
        """The table as storage would read it back now, for a worker to replay."""

    def leaving(self, seat: int) -> bool:
        """Whether the seat's last line asked to leave the table (then forget that it did)."""

    def asked_about(self, seat: int, line: str) -> str | None:
        """The place ``line`` typed at ``seat`` asks about ("column b3", in no language), or None:
        every board of the table outlines it a few seconds (:mod:`alea.online.attention`)."""

    def waited_seat(self) -> int | None:
        """The seat the game waits for, or None when it is over."""

    def play_chosen(self, seat: int, choice: int, position: int) -> bool:
        """Play at ``seat`` the legal move at place ``choice`` (a bot's, chosen by a worker when the
        game stood at ``position``); False, and nothing done, when the game has moved since."""

    def powers_asked(self) -> list[tuple[int, str, int]]:
        """The host's powers asked by the lines answered since the last call: (seat, power, number)."""

    def lesson_line(self, seat: int) -> str:
        """Make the table a lesson's and return the line that starts it at the teacher's ``seat``."""

    def lesson_running(self) -> bool:
        """Whether the lesson's demo is running."""
