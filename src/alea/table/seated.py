"""A table of several seats driven a line at a time: what a server (``alea serve``) drives.

One :class:`Table` holds one game and its seats (:mod:`alea.table.seats`). Each
seat is asked for as a :class:`Place`: the players it plays for, its language,
its verbosity and, if wanted, a function that gets each of its lines as it is
said (a network connection). :meth:`Table.handle` answers one line typed at
one seat and returns what every seat was told because of it, each in its own
language: the events of a move go to every seat, a decision to the seat that
must answer it, a query's answer to the seat that asked.

A shared screen needs no :class:`Table`: ``alea`` itself is one seat holding
every player (:class:`~alea.table.session.Session`). See docs/seats.md.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from alea.dataclass import dataclass

from alea.table.catalogs import TABLE
from alea.table.journal import Journal
from alea.table.options import Options
from alea.table.plugin import GamePlugin
from alea.table.output import HISTORY_SIZE, Output
from alea.table.session import GameHost, ListedGame, Session
from alea.table.settings import Settings
from alea.table.seats import Seat, check_seating

Told = dict[int, list[str]]
"""What each seat was told, by seat number: its lines, in its language."""


@dataclass(frozen=True)
class Place:
    """A seat asked for at a new table."""

    players: frozenset[int] | None
    """The players (Tesseract: labs, from 0) the seat plays for; None: every player (one seat only)."""
    lang: str
    """cs, fr or en."""
    verbosity: str = "normal"
    """terse, normal or verbose."""
    write: Callable[[str], None] | None = None
    """Gets each line said to the seat, as it is said (without its newline); None: only returned."""


class Table:
    """One game and its seats; :meth:`handle` answers a line typed at a seat."""

    def __init__(self, places: Sequence[Place], options: Options, environ: Mapping[str, str],
                 *, game: GamePlugin, games: Sequence[ListedGame] = (), settings: Settings | None = None,
                 host: Callable[[Session, Options], GameHost] | None = None,
                 session: type[Session] = Session, journal: Journal | None = None,
                 live: int = HISTORY_SIZE) -> None:
        """Seat ``places`` around a new game of ``game`` (its plug-in, chosen by whoever opens the
        table: the table names no game) started with ``options`` (``--players`` defaults to the
        number of places) in the data folder of ``environ``; ``games`` are those the ``games``
        query lists (the registry's, handed down);
        ``settings`` are the table's (consent ...); ``host`` replaces the game's host (tests);
        ``session`` is the kind of session that answers the lines (an online table's refuses what
        has no meaning there); ``journal`` keeps the table's one game, replayed from it if it holds
        one, instead of the autosave (:mod:`alea.table.journal`); each seat keeps its last ``live``
        messages as messages (:class:`~alea.table.output.Output`; a server's seats keep few).

        Raises ValueError when a player has no seat, or two. The game's opening (its setup and first
        question) is in :attr:`opening`.
        """
        players = options.players or (settings.players if settings else None) or len(places)
        check_seating((place.players for place in places), players)
        self._live = live
        self._told: Told = {number: [] for number in range(1, len(places) + 1)}
        self._cued: dict[int, list[str]] = {number: [] for number in self._told}
        """The sound cues each seat was given with its lines since they were last taken."""
        self._writes = {number: place.write for number, place in enumerate(places, 1)}
        self.seats: list[Seat] = [
            Seat(number, place.players, place.lang, place.verbosity, Output(self._writer(number), live))
            for number, place in enumerate(places, 1)]
        for seat in self.seats:
            seat.output.on_cues = self._cued[seat.number].extend
        base = settings or Settings(lang=places[0].lang)
        table_settings = replace(base, lang=places[0].lang, players=players, verbosity=places[0].verbosity,
                                 speech=False)
        self.session = session(table_settings, self.seats[0].output, environ, persist=False, seats=self.seats,
                               commands=game.command_list, games=games, journal=journal)
        self.session.host = (host or game.host)(self.session, options)
        self.opening: Told = self.take()
        """What each seat was told before the first line: the game's setup, the first question."""

    def _writer(self, number: int) -> Callable[[str], None]:
        def written(text: str) -> None:
            for line in text.splitlines():
                self._told[number].append(line)
                write = self._writes[number]
                if write is not None:
                    write(line)
        return written

    def watch(self, lang: str, verbosity: str = "normal", write: Callable[[str], None] | None = None) -> int:
        """Add a seat that holds no player (spectators: a class watching, each language its own
        seat) and return its number. It hears every public event from the view of no player, never
        a seat's hidden information, is never asked a decision and cannot act."""
        number = len(self.seats) + 1
        seat = Seat(number, frozenset(), lang, verbosity, Output(self._writer(number), self._live))
        self._told[number] = []
        self._writes[number] = write
        self.seats.append(seat)
        self.session.seats.append(seat)
        return number

    def take(self) -> Told:
        """What each seat was told since the last line was answered (or since the last call): what a
        server says to a seat outside of an answer, such as where the game stands when it rejoins."""
        told = {number: lines[:] for number, lines in self._told.items()}
        for lines in self._told.values():
            lines.clear()
        return told

    def take_cues(self) -> dict[int, list[str]]:
        """The names of the sound cues each seat was given with its lines since the last call, in
        order (:mod:`alea.table.cues`): what a server sends with the lines."""
        cued = {number: names[:] for number, names in self._cued.items()}
        for names in self._cued.values():
            names.clear()
        return cued

    def seat(self, number: int) -> Seat:
        """The seat numbered ``number`` (from 1); LookupError if the table has none."""
        if not 1 <= number <= len(self.seats):
            raise LookupError(number)
        return self.seats[number - 1]

    def handle(self, seat: int, line: str) -> Told:
        """Answer ``line`` typed at seat number ``seat``; what each seat was told because of it.

        Never raises for any line (bad input gets a short answer in the seat's language); a seat
        the table does not have raises LookupError. A seat's transcript records the line as
        ``> line``, as the terminal's does.
        """
        typed = self.seat(seat)
        typed.output.echo(line, to_terminal=False)
        self.session.handle(line, typed)
        return self.take()

    def join(self, seat: int, write: Callable[[str], None] | None = None) -> Told:
        """The player of seat number ``seat`` sits down now, at a game that went on without them.

        ``write`` (if given) gets the seat's lines from now on. The seat is told, from its own view
        only, where the game stands: that it joins a game in progress, the game's ``status`` (as if
        it asked) and the question that waits for it, if any and if the status did not say it. Its
        ``history`` holds what it was told as it happened, each message from its own view, never
        another seat's answers. Returns what each seat was told (only this one is).
        """
        joining = self.seat(seat)
        if write is not None:
            self._writes[seat] = write
        joining.output.say(TABLE.gettext("You join a game in progress."))
        return self.where(seat)

    def where(self, seat: int) -> Told:
        """Tell seat number ``seat``, from its own view only, where the game stands: the game's
        ``status`` (as if it asked) and the question that waits for it, if any and if the status did
        not say it (a player who sits down late, or comes back to an online table). Returns what each
        seat was told (only this one is)."""
        joining = self.seat(seat)
        if "status" in self.session.commands.by_id:
            self.session.handle(self.session.commands["status"].word(joining.lang), joining)
        question = joining.question
        if question is not None:  # unless the game's status said it already (Multiverse's does)
            said = self._told[seat]
            if not all(any(line in told for told in said) for line in joining.output.render(question.lines())):
                joining.output.say(*question.lines())
        return self.take()

    @property
    def running(self) -> bool:
        """False once the table was left (``quit`` answered yes)."""
        return self.session.running

    def close(self) -> None:
        """Let go of the game's folder and of each seat's transcript and speech."""
        close = getattr(self.session.host, "close", None)
        if close is not None:
            close()
        for each in self.seats:
            each.output.close()
