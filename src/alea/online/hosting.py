"""Every game at an online table: the terminal's seated table (:class:`alea.table.seated.Table`),
driven by the server.

An online table is the same :class:`~alea.table.seated.Table` of seats that ``alea`` uses, with one
seat per player (one player alone is one seat holding every player), played by the game's own
host from its plug-in, so seats, each seat's language and verbosity, decisions asked only of the
seat that must answer, each seat's view and messages kept as messages work as they do there. What
differs online is said here:

- :class:`OnlineSession` refuses what has no meaning online (:data:`~alea.online.seating.OFF_TABLE`),
  lets ``quit`` leave the table (the seat stays its player's), and refuses an action, an undo, a
  hint or a bare number typed at a seat the game does not wait for, saying whose turn it is;
- :class:`StoredJournal` keeps the table's one game in the server's storage (:mod:`alea.table.journal`):
  each move before anyone hears of it, and an undo as a cut of the record;
- :class:`OnlineTable` is what the server talks to (:class:`~alea.online.seating.SeatedTable`).

It names no game: the game is the registry's (``alea.games``), by the id the server hands it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import field, replace
from alea.dataclass import dataclass
from typing import Any

from alea import games
from alea.table.commands.registry import Category, Command, CommandError, CommandList
from alea.table.host import TableHost
from alea.table.seam import Played
from alea.table.options import Options
from alea.table.output import ONLINE_LIVE
from alea.table.session import Session
from alea.table.seated import Place, Table
from alea.table.text import tokens
from alea.kernel.errors import SaveError
from alea.kernel.record import Entry, Stored
from alea.narration.message import Line, Worded, text
from alea.online import messages
from alea.online.chat import with_chat
from alea.online.seating import OFF_TABLE, Prompt
from alea.online.storage import Conflict, Storage, StoredTable
from alea.table.seats import Seat, seat_of

MOST_WORDS = 4
"""Words at most in a query whose place the boards outline (``column b3``): a longer line names no place."""

THOUGHT = frozenset({"hint"})
"""Commands a worker answers off the event loop (:mod:`alea.online.thinking`): a search bot's hint
takes up to half a second of processor, which would hold every other table's moves."""

WAITED = frozenset({"undo", "hint"})

WATCHED = frozenset({"help", "again", "history", "say", "quit"})
"""Table commands a spectator may type besides the game's questions (chat is the server's; quit leaves)."""
"""Table commands, besides the game's actions, that only the seat the game waits for may type."""


def off_table(command: Command, lang: str) -> str:
    """That a command of the terminal table has no meaning online, with its word in ``lang``."""
    return messages.off_table(command.word(lang), lang)


class OnlineSession(Session):
    """The session of an online table: the terminal table's, with the few limits of being online."""

    left: set[int]
    """The seats (numbers from 1) whose last line asked to leave the table."""

    asked: list[tuple[int, str, int]]
    """The host's powers asked by the lines answered (:mod:`alea.online.powers`): the seat that
    asked (from 0), the power, the seat number it names; the server carries them out."""

    def __init__(self, *args: Any, **keywords: Any) -> None:
        super().__init__(*args, **keywords)
        self.left = set()
        self.asked = []

    @property
    def commands(self) -> CommandList:
        """The game's commands and the table's, with ``say`` (chat) among them."""
        return with_chat(super().commands)

    @property
    def table_host(self) -> TableHost[Played, object]:
        """The game's host (every game's host is the table's one host)."""
        host = self.host
        if not isinstance(host, TableHost):
            raise LookupError("no game")
        return host

    def waits_for(self, seat: Seat) -> bool:
        """Whether the game waits for ``seat`` (a turn or a decision of one of its players)."""
        pending = self.table_host.current().pending
        return pending is not None and seat.holds(pending.player)

    def waited(self) -> int:
        """The number (from 1) of the seat the game waits for (0 when it is over)."""
        pending = self.table_host.current().pending
        waited = seat_of(self.seats, pending.player) if pending is not None else None
        return waited.number if waited is not None else 0

    def not_your_turn(self) -> Line:
        """Why the seat being answered cannot act now: whose turn it is, or that the game is over."""
        waited = self.waited()
        return Worded(messages.not_your_turn, (waited,)) if waited else self.table_host.over_line()

    def listed_commands(self) -> list[Command]:
        """The commands ``help`` lists: those of the terminal table that have a meaning online."""
        return [command for command in super().listed_commands() if command.id not in OFF_TABLE]

    def run(self, command: Command, values: list[object]) -> None:
        """Refuse what has no meaning online and actions out of turn; leave on ``quit``; else as usual."""
        if command.id in OFF_TABLE and not (command.id == "demo" and self.table_host.lesson and self.seat.number == 1):
            self.refuse(Worded(off_table, (command,)))  # a lesson's teacher (seat 1) may start it again
        elif self.seat.watches and command.category is not Category.QUERY and command.id not in WATCHED:
            self.refuse(Worded(messages.watchers_only))
        elif command.id == "quit":
            self.say(Worded(messages.watcher_left if self.seat.watches else messages.left))
            self.left.add(self.seat.number)
        elif (command.category is Category.ACTION or command.id in WAITED) and not self.waits_for(self.seat):
            self.refuse(self.not_your_turn())
        else:
            super().run(command, values)

    def _handle(self, raw: str) -> None:
        if self.seat.watches and raw.strip().isdigit():
            self.refuse(Worded(messages.watchers_only))
            return
        if self.question is None and raw.strip().isdigit() and not self.waits_for(self.seat):
            self.refuse(self.not_your_turn())  # an answer typed at a seat nobody asks
            return
        super()._handle(raw)


@dataclass
class StoredJournal:
    """The journal (:class:`alea.table.journal.Journal`) of table ``code`` in the server's storage."""

    storage: Storage
    code: str
    game: str
    """The game's id (the registry's)."""
    seats: int
    """How many seats the table has."""
    stored: Stored | None = None
    """The record kept so far (a table read back from storage), or None for a new table."""
    public: bool = False
    """Whether the table is listed in the lobby (its opener said ``--public``)."""
    chosen: dict[str, Any] = field(default_factory=dict)
    """What else the opener chose, kept in the table's config (``takeover``: :mod:`alea.online.bots`)."""
    behind: bool = False
    """Whether the storage refused a move because another process wrote the journal first
    (:class:`~alea.online.storage.Conflict`): this copy of the game is behind, to be read back."""

    def start(self, record: dict[str, Any]) -> None:
        """Keep the new table with its game's config and the set-up's entries, in one transaction."""
        kept = record["game"]
        header = {key: kept[key] for key in ("name", "version", "config")}
        config: dict[str, Any] = {"seats": self.seats, "record": header}
        if self.public:
            config["public"] = True
        config.update(self.chosen)
        self.storage.create_table(self.code, self.game, config, list(kept["entries"]))

    def append(self, entries: list[Entry]) -> None:
        try:
            self.storage.append_entries(self.code, entries)
        except Conflict:
            self.behind = True
            raise

    def cut(self, length: int) -> None:
        try:
            self.storage.cut_record(self.code, length)
        except Conflict:
            self.behind = True
            raise


def kept_record(table: StoredTable) -> tuple[int, Stored]:
    """A stored table's seats and record. A table kept before every game was played online holds its
    game's config alone: its game's plug-in says what that stands for (``unheaded_table``); raises
    :class:`~alea.kernel.SaveError` for a game whose plug-in kept none."""
    config = table.config
    if "record" in config:
        header = config["record"]
        return int(config["seats"]), Stored(header["name"], header["version"], header["config"], table.entries)
    unheaded = games.plugin(table.game).unheaded_table
    if unheaded is None:
        raise SaveError("not_a_save", f"a table of {table.game} with no record header")
    seats, version = unheaded(config)
    return seats, Stored(table.game, version, config, table.entries)


class OnlineTable:
    """:class:`~alea.online.seating.SeatedTable` over :class:`~alea.table.seated.Table` (seats from 0 here,
    from 1 there). What each seat is told waits in its outbox until the server takes it."""

    def __init__(self, game: str, players: int, journal: StoredJournal, environ: Mapping[str, str], *,
                 seed: int | None = None, lang: str = "en") -> None:
        """The table of ``game`` for ``players``: a new game (``seed`` None: drawn; set up in ``lang``,
        the opener's), or the game ``journal`` holds, replayed. Raises when the journal cannot keep it."""
        self.players = players
        self.journal = journal
        places = ([Place(None, lang)] if players == 1
                  else [Place(frozenset({player}), lang) for player in range(players)])
        plugin = games.plugin(game)
        self.table = Table(places, Options(game=game, players=players, seed=seed), environ, game=plugin,
                           games=games.GAMES, session=OnlineSession, journal=journal, live=ONLINE_LIVE)
        session = self.table.session
        assert isinstance(session, OnlineSession)
        self.session = session
        self.outboxes: list[list[str]] = [[] for _ in range(players)]
        self.cueboxes: list[list[str]] = [[] for _ in range(players)]
        """The sound cues of each seat's waiting lines (:mod:`alea.table.cues`)."""
        self.header: tuple[Played, dict[str, Any]] | None = None
        """The game :meth:`snapshot` last read the record's head of, and that head."""
        self.table.take()
        self.table.take_cues()  # said before anyone sat down: each seat hears where the game stands as it joins

    @classmethod
    def reopen(cls, table: StoredTable, storage: Storage, environ: Mapping[str, str]) -> OnlineTable:
        """The table read back from storage, its game replayed to where it was. Raises
        :class:`~alea.kernel.SaveError` (or KeyError, ValueError) for a record that does not replay."""
        seats, stored = kept_record(table)
        return cls(table.game, seats, StoredJournal(storage, table.code, table.game, seats, stored), environ)

    @property
    def host(self) -> TableHost[Played, object]:
        """The game's host."""
        return self.session.table_host

    def _seat(self, seat: int) -> Seat:
        return self.table.seat(seat + 1)

    def _collect(self, told: dict[int, list[str]]) -> None:
        for number, lines in told.items():
            self.outboxes[number - 1].extend(lines)
        for number, cues in self.table.take_cues().items():
            self.cueboxes[number - 1].extend(cues)

    def told_since(self) -> None:
        """Put what the table told since it was last asked into the seats' outboxes (after the game
        was played on from outside a line, :mod:`alea.online.spectating`)."""
        self._collect(self.table.take())

    # ------------------------------------------------------------------ SeatedTable

    def handle(self, seat: int, line: str) -> None:
        self._collect(self.table.handle(seat + 1, line))

    def greet(self, seat: int) -> None:
        """Where the game stands from the seat's own view and its question, in its language now
        (:meth:`~alea.table.seated.Table.where`); then that the game is over, or whom it waits for when
        the seat was told nothing of it."""
        told = self.table.where(seat + 1)
        place = self._seat(seat)
        host = self.host
        if host.current().pending is None:
            place.output.say(host.over_line())
        elif place.question is None and not self.session.waits_for(place) and not told[seat + 1]:
            place.output.say(Worded(messages.waits_for, (self.session.waited(),)))
        self._collect(told)
        self._collect(self.table.take())

    def behind(self) -> bool:
        """Whether another process moved first and this copy must be read back (:class:`StoredJournal`)."""
        return self.journal.behind

    def take(self, seat: int) -> list[str]:
        outbox = self.outboxes[seat]
        lines = list(outbox)
        outbox.clear()
        return lines

    def take_cues(self, seat: int) -> list[str]:
        cues = list(self.cueboxes[seat])
        self.cueboxes[seat].clear()
        return cues

    def prompt(self, seat: int) -> Prompt:
        place = self._seat(seat)
        question = place.question
        over = self.host.current().pending is None
        waits = self.session.waits_for(place)
        if question is None:
            return Prompt(None, (), False, waits, over)
        lang, verbosity = place.lang, place.verbosity
        options = tuple(text(option.label, lang, verbosity) for option in question.options)
        return Prompt(text(question.text, lang, verbosity), options, question.yes_no, waits, over)

    def position(self) -> int:
        return len(self.host.current().record.entries)

    def shown_at(self) -> tuple[int, int]:
        shown = self.host.shown_game()
        return (0, 0) if shown is None else (id(shown), len(shown.record.entries))

    def board(self, seat: int) -> dict[str, Any] | None:
        place = self._seat(seat)
        return self.host.drawn(self.host.shown_game(), place.players, place.lang)

    def seats_count(self) -> int:
        return len(self.outboxes)

    def mark(self, seat: int) -> int:
        """How many messages the seat has been told so far (a mark to read what it misses from)."""
        return self._seat(seat).output.remembered

    def missed(self, seat: int, since: int, most: int) -> tuple[int, list[str]]:
        """What the seat was told after mark ``since``: how many messages, and the last ``most`` of
        them, put into words in the seat's language now (they are kept as messages)."""
        output = self._seat(seat).output
        count = output.remembered - since
        return count, [line for said in output.last(min(count, most)) for line in output.render(said)]

    def watch(self, lang: str, verbosity: str) -> int:
        """A seat of spectators (it holds no player): told every public event from no player's view."""
        number = self.table.watch(lang, verbosity)
        self.outboxes.append([])
        self.cueboxes.append([])
        return number - 1

    def settings(self, seat: int) -> tuple[str, str]:
        place = self._seat(seat)
        return place.lang, place.verbosity

    def configure(self, seat: int, lang: str, verbosity: str) -> None:
        place = self._seat(seat)
        place.lang, place.verbosity = lang, verbosity
        if len(self.session.seats) == 1:  # the one seat follows the table's settings
            self.session.settings = replace(self.session.settings, lang=lang, verbosity=verbosity)

    def close(self) -> None:
        """Let go of the table as it leaves the server's memory: close it, then cut the links
        between its parts (the session and its host hold each other, a seat's output and question
        call back into them), so that reference counting frees it now rather than a full collection
        much later. The table is not used again (the server reads it back from storage)."""
        self.table.close()
        session = self.session
        parts: list[Any] = [session.table_host, session]
        for place in session.seats:
            parts += [place.output, place]
        for part in parts:
            vars(part).clear()
        self.outboxes.clear()
        self.cueboxes.clear()

    def thinks(self, seat: int, line: str) -> bool:
        """Whether ``line`` typed at ``seat`` is a command a worker should answer (:data:`THOUGHT`):
        the seat's own command, at its turn (else the table refuses it at once, as usual)."""
        place = self._seat(seat)
        words = tokens(line.strip())
        if not words or not self.session.waits_for(place):
            return False
        try:
            command = self.session.commands.in_language(place.lang).resolve(words[0])
        except CommandError:
            return False
        return command.id in THOUGHT

    def asked_about(self, seat: int, line: str) -> str | None:
        """The place ``line`` typed at ``seat`` asks about, in no language (a query's id and its
        arguments as typed: "column b3", "switch 2", "diagram"), or None when it is no query."""
        words = tokens(line.strip())
        if not words or len(words) > MOST_WORDS:
            return None
        try:
            command = self.session.commands.in_language(self._seat(seat).lang).resolve(words[0])
        except CommandError:
            return None
        if command.category is not Category.QUERY:
            return None
        return " ".join([command.id, *(word.casefold() for word in words[1:])])

    def waited_seat(self) -> int | None:
        """The seat (from 0) the game waits for, or None when it is over."""
        waited = self.session.waited()
        return waited - 1 if waited else None

    def bot_choice(self, seat: int) -> int | None:
        """The move the hint's bot plays at ``seat`` (:meth:`~alea.table.host.TableHost.bot_move`, from
        the view of the seat's player only), as its place in the game's legal moves; None when the
        game does not wait for the seat."""
        if self.waited_seat() != seat:
            return None
        return list(self.host.current().legal_moves()).index(self.host.bot_move())

    def play_chosen(self, seat: int, choice: int, position: int) -> bool:
        """Play at ``seat`` the legal move at place ``choice`` (a bot's, :meth:`bot_choice`), chosen
        when the game stood at ``position``: kept, then told to every seat in its language as any
        move. False, and nothing done, when the game has moved since or does not wait for the seat."""
        if self.position() != position or self.waited_seat() != seat:
            return False
        moves = list(self.host.current().legal_moves())
        if not 0 <= choice < len(moves):
            return False
        place = self._seat(seat)
        self.session.answer_at(place, lambda: self.host.play_for(place, moves[choice]))
        self._collect(self.table.take())
        return True

    def play_on(self, entries: Sequence[Entry]) -> None:
        """Play on over ``entries`` recorded since this copy's record (a worker's kept table catching
        up with the server's, :mod:`alea.online.thinking`); what it tells is dropped. Raises
        :class:`~alea.kernel.SaveError` when they do not follow (the copy is then not to be used)."""
        self.host.play_on(entries)
        self._collect(self.table.take())
        for seat in range(len(self.outboxes)):
            self.take(seat)
            self.take_cues(seat)

    def snapshot(self) -> StoredTable:
        """The table as storage would read it back now (its game's record), for a worker to replay. It
        runs in the event loop before every bot's move and hint: the record's head (its game, version
        and config, which a game never changes) is read once a game, and the entries are only copied."""
        game = self.host.current()
        if self.header is None or self.header[0] is not game:
            kept = self.host.stored(game)
            self.header = (game, {"name": kept.game, "version": kept.version, "config": kept.config})
        journal = self.journal
        return StoredTable(journal.code, journal.game, {"seats": self.players, "record": self.header[1]},
                           game.record.entries)

    def lesson_line(self, seat: int) -> str:
        """Make the table a lesson's (its demo told to every seat, :attr:`TableHost.lesson`) and return
        the line that starts it, typed at ``seat`` (the teacher's): ``demo`` in the seat's language."""
        self.host.lesson = True
        return self.session.commands["demo"].word(self._seat(seat).lang)

    def lesson_running(self) -> bool:
        """Whether the lesson's demo is running (its question waits for the teacher)."""
        return self.host.running_demo() is not None

    def powers_asked(self) -> list[tuple[int, str, int]]:
        """The host's powers the last lines asked for (:attr:`OnlineSession.asked`), taken."""
        asked, self.session.asked = self.session.asked, []
        return asked

    def leaving(self, seat: int) -> bool:
        number = seat + 1
        if number in self.session.left:
            self.session.left.discard(number)
            return True
        return False
