"""One game, several seats: what the server needs of a table (it names no game).

The server talks to a table through :class:`SeatedTable` only: a seat's typed line goes to
:meth:`SeatedTable.handle`, and what each seat is told is taken from :meth:`SeatedTable.take`
(lines in that seat's language, from that seat's view) once the line is answered. Moves reach
the server's storage through the ``keep`` callbacks of :class:`Keeping` before any seat is told
about them. A game that can be played online hands the registry an :class:`OnlineGame`
(:attr:`alea.cli.plugin.GamePlugin.online`); Tesseract's is :mod:`alea.tesseract.table.online`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from alea.cli.game_entry import GameEntry

OFF_TABLE = frozenset({"save", "load", "new", "speech", "silence", "script", "settings", "consent", "demo"})
"""Commands of the terminal table that have no meaning at an online table (each player's own
machine speaks, records and keeps settings); they are refused with a sentence that says so."""


@dataclass(frozen=True)
class Prompt:
    """What a seat is asked now, and whether the game waits for it (or is over).

    The web page shows the options as buttons; a bot (the load benchmark) knows when to play."""

    text: str | None
    """The question the seat must answer, or None."""
    options: tuple[str, ...]
    """Its numbered options' labels (none for a yes/no question or one that names its own)."""
    yes_no: bool
    waits: bool
    """Whether the game waits for this seat (its turn or its decision)."""
    over: bool
    """Whether the game has ended."""


@dataclass(frozen=True)
class Keeping:
    """How a table keeps its game's record in the server's storage, before anything is told, and
    what else the server hands it (its folders, the games the server plays)."""

    entries: Callable[[list[dict[str, Any]]], None]
    """Appends record entries (a move and the chance outcomes it drew)."""
    cut: Callable[[int], None]
    """Cuts the record back to a length (an undo)."""
    environ: Mapping[str, str]
    """The table's folders (ALEA_DATA_DIR: its error log)."""
    games: Sequence[GameEntry] = ()
    """The games of the server (the ``games`` query lists them at the table)."""


class SeatedTable(Protocol):
    """What the server needs of a table: lines in, each seat's lines out."""

    players: int

    def handle(self, seat: int, line: str) -> None:
        """Answer one line typed at ``seat`` (never raises)."""

    def greet(self, seat: int) -> None:
        """Tell a seat that (re)joins where the game stands, and ask it what it must answer."""

    def take(self, seat: int) -> list[str]:
        """The lines said to ``seat`` since the last call, oldest first."""

    def prompt(self, seat: int) -> Prompt:
        """What ``seat`` is asked now, and whether the game waits for it."""

    def position(self) -> int:
        """How far the game has gone (it grows with every move; an undo takes it back)."""

    def settings(self, seat: int) -> tuple[str, str]:
        """The seat's language and verbosity."""

    def configure(self, seat: int, lang: str, verbosity: str) -> None:
        """Set the seat's language and verbosity (a player joining with theirs)."""

    def leaving(self, seat: int) -> bool:
        """Whether the seat's last line asked to leave the table (then forget that it did)."""


class OnlineGame(Protocol):
    """What a game hands ``alea serve`` (:attr:`alea.cli.plugin.GamePlugin.online`)."""

    def new_config(self, players: int, seed: int | None, lang: str) -> dict[str, Any]:
        """The config, as JSON, of a new game for ``players`` (``seed`` None: drawn; the rules'
        edition of ``lang``). The server keeps it with the table before the table opens."""

    def open(self, config: dict[str, Any], entries: Sequence[dict[str, Any]], keeping: Keeping) -> SeatedTable:
        """The table of the game ``config`` describes, its record replayed from ``entries`` (a new
        game's first entries, the set-up's chance outcomes, are kept through ``keeping``)."""
