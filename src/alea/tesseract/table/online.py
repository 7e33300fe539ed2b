"""Tesseract at an online table: one game, one session per seat (:class:`SharedGame`).

It implements :class:`alea.online.seating.SeatedTable` over the terminal table: for each seat a
:class:`~alea.cli.session.Session` of its own (its language, verbosity, output, questions,
``again`` and ``history``) whose host plays on the shared game. A move is applied once, kept in
the server's storage, then narrated to every seat in its own language; a decision is asked only
of the seat whose lab must answer, and an action typed at another seat is refused.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from typing import Any

from alea.cli.commands.registry import Category, Command, CommandList
from alea.cli.guard import log_exception
from alea.cli.options import Options
from alea.cli.output import ONLINE_LIVE, Output
from alea.cli.question import Question
from alea.cli.session import Session
from alea.cli.settings import Settings
from alea.online import messages
from alea.online.seating import OFF_TABLE, Keeping, Prompt, SeatedTable
from alea.tesseract.engine import Config, Decision, Game, IllegalMove, Turn
from alea.tesseract.engine import events as ev
from alea.tesseract.engine.config import EDITION_OF_LANGUAGE
from alea.tesseract.engine.record import Record
from alea.tesseract.table.game_setup import GameSetup
from alea.tesseract.table.host import TesseractHost
from alea.tesseract.table.options import TesseractOptions

SEED_RANGE = 2**31

TAKEN_BACK = "Taken back."
"""The table's sentence after an undo (its catalog entry is the table host's: :meth:`alea.cli.host.TableHost.undo`)."""


def new_config(players: int, seed: int | None, lang: str) -> dict[str, Any]:
    """A new game's config as JSON: ``players``, ``seed`` (None: drawn), the edition of ``lang``."""
    chosen = seed if seed is not None else secrets.randbelow(SEED_RANGE)
    return Config(players=players, seed=chosen, edition=EDITION_OF_LANGUAGE[lang]).to_json()


def open_table(config: dict[str, Any], entries: Sequence[dict[str, Any]], keeping: Keeping,
               commands: CommandList) -> SeatedTable:
    """The table of the game ``config`` describes, its record replayed from ``entries``, played
    with ``commands`` (Tesseract's plug-in hands them down)."""
    return SharedGame(Config.from_json(config), entries, keeping, commands)


def collector(outbox: list[str]) -> Callable[[str], None]:
    """An output's writer that collects a seat's lines (without their newline) in ``outbox``."""
    def write(text: str) -> None:
        outbox.append(text.rstrip("\n"))
    return write


class SeatSession(Session):
    """One seat's session: the terminal table's session, with the online table's few limits."""

    table: "SharedGame"
    place: int
    """The seat's number at the online table (the session's own :attr:`seat` is its one terminal seat)."""

    def run(self, command: Command, values: list[object]) -> None:
        """Refuse what has no meaning online and actions out of turn; leave on ``quit``; else as usual."""
        if command.id in OFF_TABLE:
            self.refuse(messages.off_table(command.word(self.lang), self.lang))
        elif command.id == "quit":
            self.say(messages.left(self.lang))
            self.table.left.add(self.place)
        elif (command.category is Category.ACTION or command.id == "undo") and not self.table.answers(self.place):
            self.refuse(self.table.not_your_turn(self.place))
        else:
            super().run(command, values)

    def _handle(self, raw: str) -> None:
        if self.question is None and raw.strip().isdigit() and not self.table.answers(self.place):
            self.refuse(self.table.not_your_turn(self.place))  # an answer typed at the wrong seat
            return
        super()._handle(raw)


class SeatHost(TesseractHost):
    """Tesseract's host for one seat: plays on the table's shared game, narrates to its seat."""

    def __init__(self, session: SeatSession, table: "SharedGame") -> None:  # no autosave, no lock
        self.session = session
        self.table = table
        self.options = Options()
        self.game_options = TesseractOptions()
        self.commands = table.commands
        self.demo_shown = None
        self.demo_question = None
        self.games_started = 1
        self.unfinished = None
        self.autosaving = False
        self.setup = GameSetup()

    @property
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

    def undo(self) -> None:
        """undo (R-D3) for the whole table: kept, then every seat hears it and where the game stands."""
        self.table.undo(self)


class SharedGame:
    """:class:`SeatedTable` over the terminal table: one :class:`Game`, one session per seat."""

    def __init__(self, config: Config, entries: Sequence[dict[str, Any]], keeping: Keeping,
                 commands: CommandList) -> None:
        self.commands = commands
        """Tesseract's commands with the table's, as every seat types them."""
        self.game = Game.from_record(Record(config, tuple(entries))) if entries else Game.new(config)
        self.players = config.players
        self.keep_entries = keeping.entries
        self.keep_cut = keeping.cut
        environ = keeping.environ
        self.left: set[int] = set()
        self.outboxes: list[list[str]] = [[] for _ in range(self.players)]
        self.hosts: list[SeatHost] = []
        for seat in range(self.players):
            outbox = self.outboxes[seat]
            session = SeatSession(Settings(players=self.players), Output(collector(outbox), ONLINE_LIVE),
                                  environ, persist=False, commands=commands, games=keeping.games)
            session.table, session.place = self, seat
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
        host.session.say(*host.status())
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
        session = self.hosts[seat].session
        question: Question | None = session.question
        over = self.game.pending is None
        if question is None:
            return Prompt(None, (), False, self.answers(seat), over)
        options = tuple(session.words(option.label) for option in question.options) if question.listed else ()
        return Prompt(session.words(question.text), options, question.yes_no, self.answers(seat), over)

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
            host.session.refuse(host.refusal(refused))
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
            events = [e for e in events if not isinstance(e, ev.DecisionMade)]
        told: list[object] = list(events)
        for each in self.hosts:
            each.tell_events(told, before)
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
        if not host.step_back(game):
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
            each.session.say(each.t.gettext(TAKEN_BACK))
            each.session.say(*each.status())
        self.present()
