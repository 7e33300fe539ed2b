"""The public entry of Tetrikon's narration."""

from __future__ import annotations

from collections.abc import Iterable

from alea.narration import Verbosity
from alea.tetrikon.engine.content import load_content
from alea.tetrikon.engine.events import Event
from alea.tetrikon.engine.view import BoardView, PendingView

from . import board, decisions, errors, events
from .speaker import Speaker


class Narrator:
    """Events, refusals, diagrams and pieces in one language (cs, fr, en) and verbosity."""

    def __init__(self, lang: str, verbosity: Verbosity | str = Verbosity.NORMAL) -> None:
        self.speaker = Speaker(lang, verbosity)

    def events(self, happened: Iterable[Event]) -> list[str]:
        """One message per event, in order (events as the seat's view holds them)."""
        return [events.narrate(self.speaker, e) for e in happened]

    def error(self, reason: str, data: dict[str, object] | None = None) -> str:
        """The message of a refusal."""
        return errors.narrate(self.speaker, reason, dict(data or {}))

    def diagram(self, board_view: BoardView) -> list[str]:
        """The diagram: its summary, then one line a row."""
        return [board.board_summary(self.speaker, board_view),
                *board.row_lines(self.speaker, board_view)]

    def shape(self, pid: str) -> str:
        """A piece type in words (the help table, T-C4)."""
        return board.piece_words(self.speaker, pid, load_content().pieces[pid].cells)

    def decision(self, pending: PendingView) -> list[str]:
        """A pending decision as a question and numbered options (or who is choosing)."""
        return decisions.prompt(self.speaker, pending)

    def options(self, pending: PendingView) -> list[str]:
        """Every option of a pending decision in words, without its number."""
        return [decisions.option(self.speaker, pending, value) for value in pending.options or ()]
