"""One game, several seats: what the server needs of a table, and the table it uses today.

The server talks to a table through :class:`SeatedTable` only: a seat's typed line goes to
:meth:`SeatedTable.handle`, and what each seat is told is taken from :meth:`SeatedTable.take`
(lines in that seat's language, from that seat's view) once the line is answered. Moves reach
the server's storage through the ``keep`` callbacks before any seat is told about them.

:class:`SharedGame` implements it over the terminal table of :mod:`alea.cli`: one game, and
for each seat a :class:`~alea.cli.session.Session` of its own (its language, verbosity, output,
questions, ``again`` and ``history``) whose host plays on the shared game. A move is applied
once, kept, then narrated to every seat in its own language; a decision is asked only of the
seat whose lab must answer, and an action typed at another seat is refused.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from alea.cli.commands.registry import Category, Command
from alea.cli.game_setup import GameSetup
from alea.cli.guard import log_exception
from alea.cli.options import Options
from alea.cli.output import Output
from alea.cli.question import Question
from alea.cli.session import Session
from alea.cli.settings import Settings
from alea.cli.tesseract.host import TesseractHost
from alea.online import messages
from alea.tesseract.engine import Config, Decision, Game, IllegalMove, Turn
from alea.tesseract.engine.record import Record

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


class SeatSession(Session):
    """One seat's session: the terminal table's session, with the online table's few limits."""

    table: "SharedGame"
    seat: int

    def run(self, command: Command, values: list[object]) -> None:
        """Refuse what has no meaning online and actions out of turn; leave on ``quit``; else as usual."""
        if command.id in OFF_TABLE:
            self.refuse(messages.off_table(command.word(self.lang), self.lang))
        elif command.id == "quit":
            self.say(messages.left(self.lang))
            self.table.left.add(self.seat)
        elif (command.category is Category.ACTION or command.id == "undo") and not self.table.answers(self.seat):
            self.refuse(self.table.not_your_turn(self.seat))
        else:
            super().run(command, values)

    def _handle(self, raw: str) -> None:
        if self.question is None and raw.strip().isdigit() and not self.table.answers(self.seat):
            self.refuse(self.table.not_your_turn(self.seat))  # an answer typed at the wrong seat
            return
        super()._handle(raw)


class SeatHost(TesseractHost):
    """Tesseract's host for one seat: plays on the table's shared game, narrates to its seat."""

    def __init__(self, session: SeatSession, table: "SharedGame") -> None:  # no autosave, no lock
        self.session = session
        self.table = table
        self.options = Options()
        self.demo = None
        self.demo_question = None
        self.games_started = 1
        self.unfinished = None
        self.autosaving = False
        self.setup = GameSetup()

    @property  # type: ignore[override]
    def game(self) -> Game:
        """The table's game, shared by every seat."""
        return self.table.game

    @game.setter
    def game(self, value: Game) -> None:
        self.table.game = value

    def close(self) -> None:
        """Nothing to let go: the table keeps no file lock."""

    def play(self, move: object, quiet: bool = False) -> None:
        """Moves go through the table: applied once, kept, then told to every seat."""
        self.table.play(self, move, quiet)

    def do_undo(self) -> None:
        """undo (R-D3) for the whole table: kept, then every seat hears it and where the game stands."""
        self.table.undo(self)


class SharedGame:
    """:class:`SeatedTable` over the terminal table: one :class:`Game`, one session per seat."""

    def __init__(self, config: Config, entries: Sequence[dict[str, Any]] = (), *,
                 keep_entries: Callable[[list[dict[str, Any]]], None],
                 keep_cut: Callable[[int], None], environ: Mapping[str, str]) -> None:
        self.game = Game.from_record(Record(config, tuple(entries))) if entries else Game.new(config)
        self.players = config.players
        self.keep_entries = keep_entries
        self.keep_cut = keep_cut
        self.left: set[int] = set()
        self.outboxes: list[list[str]] = [[] for _ in range(self.players)]
        self.hosts: list[SeatHost] = []
        for seat in range(self.players):
            outbox = self.outboxes[seat]
            session = SeatSession(Settings(players=self.players), Output(lambda text, o=outbox: o.append(text.rstrip("\n"))),
                                  environ, persist=False)
            session.table, session.seat = self, seat
            session.host = SeatHost(session, self)
            self.hosts.append(session.host)
        if not entries:
            self.keep_entries(list(self.game.record.entries))
        self.present()  # the seat that must answer first has its question before anyone joins
        for outbox in self.outboxes:  # and hears it when it joins (greet)
            outbox.clear()

    # ------------------------------------------------------------------ the interface

    def handle(self, seat: int, line: str) -> None:
        self.hosts[seat].session.handle(line)

    def greet(self, seat: int) -> None:
        host = self.hosts[seat]
        host.session.say(*host.narrator().query("status", [], self.game.view()))
        question = host.session.question
        if self.answers(seat) and (question is None or isinstance(self.game.pending, Decision)):
            host.session.clear_questions()  # the game's question, asked again in the seat's language now
            host.present()
        elif question is not None:
            host.session.say(*question.lines())

    def take(self, seat: int) -> list[str]:
        outbox = self.outboxes[seat]
        lines = list(outbox)
        outbox.clear()
        return lines

    def prompt(self, seat: int) -> Prompt:
        question: Question | None = self.hosts[seat].session.question
        over = self.game.pending is None
        if question is None:
            return Prompt(None, (), False, self.answers(seat), over)
        options = tuple(option.label for option in question.options) if question.listed else ()
        return Prompt(question.text, options, question.yes_no, self.answers(seat), over)

    def position(self) -> int:
        return len(self.game.record.entries)

    def settings(self, seat: int) -> tuple[str, str]:
        settings = self.hosts[seat].session.settings
        return settings.lang, settings.verbosity

    def configure(self, seat: int, lang: str, verbosity: str) -> None:
        session = self.hosts[seat].session
        session.settings = Settings(lang=lang, verbosity=verbosity, players=self.players)

    def leaving(self, seat: int) -> bool:
        if seat in self.left:
            self.left.discard(seat)
            return True
        return False

    # ------------------------------------------------------------------ whose turn

    def lab_seat(self, lab: int) -> int:
        """The seat that plays ``lab`` (one player alone plays both labs, R-S3)."""
        return lab if self.players > 1 else 0

    def answers(self, seat: int) -> bool:
        """Whether the game waits for ``seat`` (its lab's turn or decision)."""
        pending = self.game.pending
        return isinstance(pending, (Turn, Decision)) and self.lab_seat(pending.lab) == seat

    def not_your_turn(self, seat: int) -> str:
        """Why ``seat`` cannot act now, in its language."""
        pending = self.game.pending
        lang = self.hosts[seat].session.lang
        if pending is None:
            return messages.game_over(lang)
        return messages.not_your_turn(self.lab_seat(pending.lab) + 1, lang)

    # ------------------------------------------------------------------ moves

    def play(self, host: SeatHost, move: object, quiet: bool) -> None:
        """Apply ``move`` once; keep its record entries; then tell every seat; then ask who answers."""
        game = self.game
        before = game.view()
        size = len(game.record.entries)
        try:
            events = game.apply(move)  # type: ignore[arg-type]
        except IllegalMove as refused:
            host.session.refuse(host.narrator().refusal(refused, game.view()))
            host.present()
            return
        record = game.record
        try:
            self.keep_entries(list(record.entries[size:]))  # kept before anyone hears of it
        except Exception as error:  # not kept (a full disk ...): not made either, and nobody hears of it
            log_exception(host.session.environ, error)
            self.game = Game.from_record(Record(record.config, record.entries[:size]))
            host.session.refuse(messages.not_kept(host.session.lang))
            host.present()
            return
        if quiet:
            from alea.tesseract.engine import events as ev

            events = [e for e in events if not isinstance(e, ev.DecisionMade)]
        for each in self.hosts:
            each.tell_events(events, before)
        self.present()

    def present(self) -> None:
        """Ask the pending decision of the seat that answers it; at the end, tell every seat."""
        pending = self.game.pending
        if pending is None:
            for each in self.hosts:
                each.session.clear_questions()
                each.session.say(messages.game_over(each.session.lang))
            return
        self.hosts[self.lab_seat(pending.lab)].present()

    def undo(self, host: SeatHost) -> None:
        """Take back the last move of the turn for everyone (R-D3); the cut is kept first."""
        game = self.game
        record = game.record
        try:
            game.undo()
            while host._answers_itself() and game.undo_possible():
                game.undo()
        except IllegalMove as refused:
            host.session.refuse(host.narrator().refusal(refused, game.view()))
            return
        try:
            self.keep_cut(len(self.game.record.entries))
        except Exception as error:  # the undo is not kept: it is not made
            log_exception(host.session.environ, error)
            self.game = Game.from_record(record)
            host.session.refuse(messages.not_kept(host.session.lang))
            return
        for each in self.hosts:
            each.session.clear_questions()
            each.session.say(each.t.gettext("Taken back."))
            each.session.say(*each.narrator().query("status", [], self.game.view()))
        self.present()
