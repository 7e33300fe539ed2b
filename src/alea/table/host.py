"""One host for every game: starting, resuming, saving, loading, autosave, undo, hint and demo.

:class:`TableHost` is written once for every game. It holds the game being played (a
:class:`~alea.kernel.Game`, or a game's wrapper of one), keeps the game folder's lock,
rewrites the autosave after every move so that a crash or a closed terminal loses nothing,
offers to resume an unfinished game, keeps a game it replaces as a save, asks every pending
decision, and runs ``undo``, ``hint``, ``save``, ``load``, ``new`` and ``demo`` the same way
for every game. A game's host subclasses it and fills in what only the game knows: how a
game is set up, saved and read, how its events and refusals are told, how a decision is
asked, what the hint says and what the demo shows (the methods under "the game's part").
``docs/adding-a-game.md`` walks through one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Generic

from alea.table import catalogs, files
from alea.table.answer_hint import AnswerHint, yes_no_hint
from alea.table.board import Board
from alea.table.commands import vocabulary
from alea.table.commands.registry import Category, Command, CommandList
from alea.table.guard import log_exception
from alea.table.options import Options
from alea.table.question import Option, Question
from alea.table.safekeeping import GameLock, clean_leftovers, file_problem, set_aside, why
from alea.table.session import Session
from alea.table.storage import data_dir
from alea.kernel.errors import IllegalMove, SaveError
from alea.kernel.events import Event, visible_to
from alea.kernel.record import Entry, Stored, read_stored, write_json_atomic
from alea.kernel.requests import Decision
from alea.narration.message import Catalog, Guarded, Line, Worded
from alea.table.cues import batch_cues
from alea.table.seam import G, Json, Show, V
from alea.table.seats import Seat

SEED_RANGE = 2**31
"""New games without --seed draw their seed below this."""


def random_seed() -> int:
    """A seed no one can guess, for a game started without --seed."""
    import secrets  # not loaded when the seed is given

    return secrets.randbelow(SEED_RANGE)


DEMO_STEPS = ("next", "all", "stop", "why", "back")
"""What the demo's question takes: the next turn (or Enter alone), all the rest, the end of the demo,
why the bots chose the moves of the turn just told, or that turn again (numbered so, 1 to 5)."""


def seen_by(item: object, seat: Seat) -> object:
    """A game's event as ``seat`` may know it (:func:`~alea.kernel.events.visible_to`); anything
    else as it is."""
    return visible_to(item, seat.players) if isinstance(item, Event) else item


def demo_words() -> dict[str, Worded]:
    """The printed words that answer the demo's question, by key (next, all, stop), said in each seat's language."""
    return {key: Worded(vocabulary.name, ("demo", key)) for key in DEMO_STEPS}



def game_over(lang: str, terse: bool, last: bool = False) -> str:
    """That the game is over and what to type next; at terse within one 40-cell braille line.
    ``last``: the table's only game (a table that keeps a journal starts no other): thanks instead."""
    t = catalogs.table(lang)
    if last:
        # TRANSLATORS: terse, at most 40 characters: the end of the only game of an online table.
        return t.gettext("Game over. Thank you.") if terse else t.gettext("The game is over. Thank you for playing.")
    if terse:
        # TRANSLATORS: terse, at most 40 characters; "new" and "quit" are the commands' words.
        return t.gettext("Game over, new or quit.")
    return t.gettext("The game is over. Type new for another one, or quit.")


GAME_OVER = Worded(game_over, terse=True)
"""The line said when a game has ended (and again to an action typed after its end)."""


def game_ended(lang: str, terse: bool) -> str:
    """That the table's one game is over, with thanks (:func:`game_over` of the last game)."""
    return game_over(lang, terse, last=True)


GAME_ENDED = Worded(game_ended, terse=True)
"""The line said when the game of a table that keeps a journal has ended (no new game follows)."""


class TableHost(Generic[G, V]):
    """Plays one game for a session; the game's host subclasses it (see the module's docstring),
    naming its game ``G`` and its view ``V`` (the typed seam, :mod:`alea.table.seam`)."""

    game_id = ""
    """The game's id (:mod:`alea.games`): it names the autosave and the lock."""

    example_query: str | None = None
    """The question the demo's help names as an example (None: the game's first question)."""

    def __init__(self, session: Session, options: Options, commands: CommandList) -> None:
        """Set up the host and start (or resume, or load) a game at once."""
        self.session = session
        self.options = options
        self.commands = commands
        """The commands the game is played with."""
        self.game: G | None = None
        """The game being played (None before the first one starts)."""
        self.demo_shown: Show[G] | None = None
        """The demo being shown, if any."""
        self.demo_question: Question | None = None
        self.demo_last: list[Line] = []
        """What the demo told last (``back`` says it again)."""
        self.lesson = False
        """Whether the demo is a lesson (an online table's, ``alea join --lesson``): its turns, the bots'
        reasons and its end are told to every seat, each in its language (a class watching); its
        question is asked of the seat that typed ``demo``, the teacher's, alone."""
        self.games_started = 0
        self.unfinished: G | None = None
        """The autosave's unfinished game while it is neither resumed nor kept as a save."""
        self.journal = session.journal
        """Where the game is kept move by move instead of the autosave (:mod:`alea.table.journal`), or None."""
        self.lock = GameLock(files.lock_path(session.environ, self.game_id))
        self.autosaving = self.journal is None and self.lock.acquire()
        """Whether this Alea writes the autosave (False while another Alea has the folder's game, or
        when a journal keeps the game)."""
        self.unsaved: tuple[Path, OSError] | None = None
        """Where the last autosave could not be written, and why (None: it was written)."""
        self.changed_from: tuple[G, tuple[Entry, ...] | None] | None = None
        """The game changed by the line being answered, and its entries before (None: a game new
        to the table), until :meth:`keep_answer` keeps it."""
        self.session.hold()  # what the start tells is heard once the game is kept
        try:
            self.begin()
            self.keep_answer()
        finally:
            self.session.release()

    def close(self) -> None:
        """Let go of the folder's game (the lock) when the table closes."""
        self.lock.release()

    t: Catalog = catalogs.TABLE
    """The table catalog: its messages are said in each seat's language (:mod:`alea.narration.message`)."""

    def current(self) -> G:
        """The game being played; raises LookupError before the first one starts."""
        if self.game is None:
            raise LookupError("no game")
        return self.game

    def view_for(self, seat: Seat) -> V:
        """What ``seat`` may know of the game being played: the view of its players."""
        return self.view_of(self.current(), seat.players)

    # ------------------------------------------------------------------ the game's part

    def view_of(self, game: G, players: frozenset[int] | None = None) -> V:
        """What the seat of ``players`` may know of ``game`` (None: every player, the shared screen's)."""
        raise NotImplementedError

    def applied(self, game: G, move: object) -> list[object]:
        """Play ``move`` (a move the table was handed: a question's option, an action the game's
        commands found) in ``game``; its events. Raises :class:`~alea.kernel.errors.IllegalMove`
        when the rules refuse it, TypeError when it is not a move of the game at all."""
        raise NotImplementedError

    def create_game(self, seed: int) -> G:
        """A new game with ``seed``, the options, the settings and what ``new`` asked."""
        raise NotImplementedError

    def open_record(self, stored: Stored) -> G:
        """The game of a record (a save file's or a journal's), replayed; raises
        :class:`~alea.kernel.SaveError` when it is another game's or does not replay."""
        raise NotImplementedError

    def record_json(self, game: G) -> Json:
        """``game``'s record as its save file holds it (:func:`alea.kernel.record.record_to_json`)."""
        raise NotImplementedError

    def stored(self, game: G) -> Stored:
        """``game``'s record as its save file holds it, read back: its rules' name and version, its
        config, its entries (a record cut to fewer entries replays through :meth:`open_record`)."""
        return Stored.from_json(self.record_json(game))

    def read_game(self, path: Path) -> G:
        """The game saved in ``path``; raises :class:`~alea.kernel.SaveError`."""
        return self.open_record(read_stored(path))

    def write_game(self, game: G, path: Path) -> None:
        """Save ``game`` to ``path`` atomically; raises OSError."""
        write_json_atomic(path, self.record_json(game))

    def opening(self, game: G) -> list[object]:
        """What happened while ``game`` was set up (told when it starts)."""
        return list(game.history)

    def told(self, events: list[object], before: V | None) -> Sequence[Line | Callable[[Seat], Line]]:
        """What tells ``events`` (``before``: the view before them, or None): messages, or text,
        or what one seat is told (a function of the seat: a game with hidden hands tells each
        seat the events as its players may know them)."""
        raise NotImplementedError

    def draw(self, view: V, lang: str) -> Board | None:
        """The board ``view`` shows (:mod:`alea.table.board`), in ``lang``; None: the game draws none.
        It reads only the view it is given (a seat's, or a spectator's)."""
        return None

    def refusal(self, refused: IllegalMove) -> Line:
        """Why the rules refused a move, in one line."""
        raise NotImplementedError

    def status(self) -> list[Line]:
        """Where the game stands (said after a resume, a load or an undo)."""
        raise NotImplementedError

    def ask_decision(self, pending: Decision) -> None:
        """Ask a pending decision (as a numbered :class:`Question` whose answer is played)."""
        raise NotImplementedError

    def answers_itself(self) -> bool:
        """Whether the pending decision has only one real choice, so the table takes it unasked
        (undo then steps back over it too)."""
        return False

    def hint_lines(self) -> list[Line]:
        """The hint when no question waits: the bot's move, as the player could type it."""
        raise NotImplementedError

    def new_show(self) -> Show[G]:
        """A new demo."""
        raise NotImplementedError

    def bot_move(self) -> object:
        """The hint's bot's move for the player the game waits for, chosen from that player's view
        only (a bot at an online table plays it): one of ``game.legal_moves()``."""
        raise NotImplementedError

    def play_for(self, seat: Seat, move: object) -> None:
        """Play ``move`` for ``seat``, whose player the game waits for, as a bot at the table does:
        the seat's waiting question is put away (the move answers it), then the move is played,
        kept and told to every seat like any other."""
        seat.question = None
        seat.waiting.clear()
        self.play(move)

    def change_setup(self, setup: object) -> None:
        """Keep what ``new`` asked (the game's setup kind) for this game and the next ones."""

    def unechoed(self, events: list[object]) -> list[object]:
        """``events`` without the echo of a decision the table answered itself."""
        return events

    def kept(self, setting: str) -> object | None:
        """The value the game being played keeps of a table setting; None when it keeps none."""
        return None

    def legal_words(self, command: str, kind: str) -> list[str] | None:
        """The words an argument may take now, for completion; None when its kind's own will do."""
        return None

    # ------------------------------------------------------------------ starting

    def begin(self) -> None:
        """Load the game asked for, offer to resume an unfinished one, or start a new one.

        Nothing here loses the unfinished game of the autosave: a refused ``--load`` changes nothing,
        a damaged autosave is set aside, a new game keeps the unfinished one as a save. A table that
        keeps a journal plays the journal's game, or a new one.
        """
        if self.journal is not None:
            self.begin_journaled(self.journal.stored)
            return
        if not self.autosaving:
            self.session.say(self.t.gettext(
                "The game of this data folder is open in another Alea. This one leaves it alone and does not "
                "save automatically; type save to keep a game."))
        else:
            environ = self.session.environ
            for folder in (data_dir(environ), files.saves_dir(environ)):
                clean_leftovers(folder)
            self.unfinished = self._unfinished()
        if self.options.load and self.load_file(self.options.load):
            return
        found = self.unfinished
        if found is not None and not replace(self.options, load=None).asks_for_game():
            self.session.ask_yes_no(self.t.gettext("An unfinished game was found. Resume it?"),
                                    lambda yes: self._resume(found) if yes else self.new_game(),
                                    cancellable=False, advice=lambda: True,
                                    # TRANSLATORS: terse, at most 40 characters.
                                    terse=self.t.gettext("Resume the unfinished game?"))
            return
        self.new_game()

    def begin_journaled(self, stored: Stored | None) -> None:
        """Replay the journal's game and ask what it waits for, or start a new game (kept in the
        journal before anyone hears of it)."""
        if stored is None:
            self.new_game()
            return
        self.game = self.open_record(stored)
        self.present()

    def _unfinished(self) -> G | None:
        """The autosave's game if it is unfinished; a damaged autosave is set aside and the player told."""
        path = files.autosave_path(self.session.environ, self.game_id)
        if not path.exists() and not path.is_symlink():
            return None
        try:
            game = self.read_game(path)
        except SaveError as error:
            try:
                kept = set_aside(path)
            except OSError:
                self.session.say(self.t.gettext("The autosave {file} cannot be loaded ({reason}) and cannot be "
                                                "moved aside; it is left as it is and not written.")
                                 .format(file=path, reason=Worded(file_problem, (error.reason,))))
                self.autosaving = False
                return None
            self.session.say(self.t.gettext("The autosave could not be loaded ({reason}); it was kept as {file}.")
                             .format(reason=Worded(file_problem, (error.reason,)), file=kept))
            return None
        return game if game.pending is not None else None

    def _resume(self, game: G) -> None:
        self.unfinished = None
        self.game = game
        self.session.tell(self.t.gettext("The game goes on where it stopped."))
        self.narrate_now()

    def keep_unfinished(self) -> bool:
        """Keep the game being replaced, if it is unfinished, as an ``unfinished-<n>`` save; False if that failed."""
        game = self.game if self.game is not None and self.game.pending is not None else self.unfinished
        if game is None:
            return True
        # TRANSLATORS: the start of a file name (kept games are saved as unfinished-1, ...): letters a-z only.
        name = files.kept_name(catalogs.table(self.session.lang).pgettext("save name", "unfinished"),
                               self.session.environ)
        try:
            self.write_game(game, files.save_path(name, self.session.environ))
        except OSError as error:
            self.session.say(self.t.gettext("The unfinished game could not be kept as a save: {reason}. "
                                            "It stays as it is.").format(reason=Worded(why, (error,))))
            return False
        self.unfinished = None
        self.session.tell(self.t.gettext("The unfinished game was kept as {name}, and load {name} brings it back.")
                         .format(name=name))
        return True

    def new_game(self) -> None:
        """Start a new game with the options and settings; an unfinished game it replaces is kept as a save."""
        if not self.keep_unfinished():
            if self.game is None and self.unfinished is not None:
                self._resume(self.unfinished)
            return
        seed = self.options.seed + self.games_started if self.options.seed is not None else random_seed()
        game = self.create_game(seed)
        self.games_started += 1
        self.session.clear_questions()
        self.game = game
        if self.journal is not None:  # raises when it cannot keep the game: the table does not open
            self.journal.start(self.record_json(game))
        self.changed(game, None)
        self.tell_events(self.opening(game))
        self.present()

    # ------------------------------------------------------------------ playing

    def run(self, command: Command, values: list[object]) -> None:
        """Carry out one of the game's own commands: its handler, with its values.

        During the demo, questions tell about the demo's game and actions wait.
        """
        if command.category is not Category.QUERY and self.during_demo():
            return
        command.handler(self, *values)

    def during_demo(self) -> bool:
        """Whether a demo runs; then the player is told that what they asked waits (True)."""
        if self.running_demo() is None:
            return False
        # refused, with the demo's question rather than the generic reminder
        self.session.refused = True
        self.session.say(self.t.gettext("Not during the demo, {stop} ends it.").format(
            stop=demo_words()["stop"]))
        return True

    def count_within(self, asked: int | None, low: int, high: int) -> int | None:
        """The player count of the next game: ``asked`` (the command line, then ``new``), else the
        settings', whichever first lies within ``low`` to ``high``; None when neither does."""
        settings = getattr(self.session, "settings", None)
        for count in (asked, getattr(settings, "players", None)):
            if isinstance(count, int) and low <= count <= high:
                return count
        return None

    def watched_game(self) -> G | None:
        """The game a board beside the table shows: the demo's while one is shown, else the game
        played; read without asking :meth:`running_demo` (which ends a demo whose question is not
        asked yet: a demo being set up)."""
        demo = self.demo_shown
        return demo.game if demo is not None else self.game

    def drawn(self, game: G | None, players: frozenset[int] | None, lang: str) -> dict[str, object] | None:
        """The board of ``game`` as the seat of ``players`` sees it (``frozenset()``: a spectator, who
        holds no player and sees public facts only; None: every player, one shared screen), in
        ``lang``, as JSON (:meth:`~alea.table.board.Board.to_json`); None when the game draws none or
        there is no game."""
        board = None if game is None else self.draw(self.view_of(game, players), lang)
        return None if board is None else board.to_json()

    def players_within(self, asked: int | None, low: int, high: int, refused: Line | None) -> int:
        """The player count of the next game: :meth:`count_within` ``low`` to ``high``, else ``low``,
        the player told ``refused`` (why, in the game's words) when a count was asked (None: nothing said)."""
        count = self.count_within(asked, low, high)
        if count is not None:
            return count
        if asked is not None and refused is not None:
            self.session.say(refused)
        return low

    def shown_game(self) -> G | None:
        """The game questions are about: the demo's while it runs, else the game being played."""
        demo = self.running_demo()
        return demo.game if demo is not None else self.game

    def playing(self) -> G | None:
        """The game an action plays in, or None after saying why there is none (no game, or over)."""
        game = self.game
        if game is None:
            self.session.say(self.t.gettext("No game is running. Type new to start one."))
            return None
        if game.pending is None:
            self.session.say(self.over_line())
            return None
        return game

    def play(self, move: object, quiet: bool = False) -> None:
        """Apply one move; narrate its events or the rules' refusal.

        ``quiet`` leaves out the echo of a decision the table answered itself."""
        game = self.game
        if game is None:
            return
        before = self.view_of(game)
        entries = game.record.entries
        try:
            events = self.applied(game, move)
        except IllegalMove as refused:
            self.session.refuse(self.refusal(refused))
            self.present()
            return
        if not self.journaled(game, len(entries)):
            self.present()
            return
        self.changed(game, entries)
        if quiet:
            events = self.unechoed(events)
        self.tell_events(events, before)
        self.present()

    def tell_events(self, events: list[object], before: V | None = None) -> None:
        """Narrate what a move did to every seat, each in its language. The move stands even if
        narration fails: that is logged and said."""
        if self.game is None:
            return
        failed = self.t.gettext("Done, but it could not be put into words. Details are in the log.")

        def guarded(part: Line) -> Line:
            return part if isinstance(part, str) else Guarded(part, failed, self._log)

        def per_seat(part: Callable[[Seat], Line]) -> Callable[[Seat], Line]:
            def told_to(seat: Seat) -> Line:
                try:
                    return guarded(part(seat))
                except Exception as error:  # the move stands
                    self._log(error)
                    return failed
            return told_to

        try:
            parts: list[Line | Callable[[Seat], Line]] = [
                per_seat(part) if callable(part) else guarded(part) for part in self.told(events, before)]
        except Exception as error:  # narration must not undo a move that happened
            self._log(error)
            parts = [failed]
        self.session.tell(*parts, cues=lambda seat: self.cues_for(events, seat))

    def cues_for(self, events: list[object], seat: Seat) -> tuple[str, ...]:
        """The sound cues ``seat`` hears with the narration of ``events`` (:mod:`alea.table.cues`),
        each event as the seat may know it (:func:`~alea.kernel.events.visible_to`); none when the
        game's map fails (the words still say what happened)."""
        try:
            return batch_cues((seen_by(getattr(item, "event", item), seat) for item in events), self.cue_of,
                              seat.holds)
        except Exception as error:  # a cue must never cost the line
            self._log(error)
            return ()

    def cue_of(self, event: object, holds: Callable[[int], bool]) -> str | None:
        """The game's part: the table's cue for one of its events, told to a seat that plays for
        the players ``holds`` says yes to (None: no cue). The table's default plays none."""
        return None

    def _log(self, error: Exception) -> None:
        log_exception(self.session.environ, error)

    def present(self) -> None:
        """Ask the pending decision as a numbered question, if there is one."""
        game = self.game
        if game is None:
            return
        pending = game.pending
        if pending is None:
            self.session.clear_questions()
            self.session.tell(self.over_line())
            return
        if isinstance(pending, Decision):
            self.ask_decision(pending)

    def over_line(self) -> Line:
        """What the table says once the game has ended: what to type next, or (a table that keeps a
        journal plays one game) thanks."""
        return GAME_OVER if self.journal is None else GAME_ENDED

    def journaled(self, game: G, length: int) -> bool:
        """Keep what a move added to ``game``'s record (its entries from ``length`` on) in the journal,
        before anyone hears of it. A move the journal refuses is taken back and the seat told (False)."""
        if self.journal is None:
            return True
        entries = game.record.entries
        try:
            self.journal.append(list(entries[length:]))
        except Exception as error:  # a full disk, a database gone ...: the move is not made
            self.unkept(game, entries[:length], error)
            return False
        return True

    def journaled_cut(self, before: tuple[Entry, ...]) -> bool:
        """Keep an undo in the journal before anyone hears of it; one the journal refuses is taken
        back (the record holds the entries ``before`` it again) and the seat told (False)."""
        game = self.game
        if self.journal is None or game is None:
            return True
        try:
            self.journal.cut(len(game.record.entries))
        except Exception as error:  # the undo is not kept: it is not made
            self.unkept(game, before, error)
            return False
        return True

    def unkept(self, game: G, entries: tuple[Entry, ...], error: Exception) -> None:
        """The journal refused what was done: the game is ``game``'s record with ``entries`` again."""
        self._log(error)
        self.game = self.open_record(replace(self.stored(game), entries=tuple(entries)))
        self.session.refuse(self.t.gettext("That could not be kept, so nothing was done. Try again."))

    def narrate_now(self) -> None:
        """Say where the game stands (after a resume, a load or an undo) and ask what it waits for."""
        if self.game is None:
            return
        self.session.tell(*self.status())
        self.present()

    def autosave(self) -> bool:
        """Rewrite the autosave atomically (written, synced, renamed); a finished game leaves none
        behind. False when the system refused (a full disk, a read-only folder): :attr:`unsaved`
        then says where and why."""
        game = self.game
        if game is None or not self.autosaving:
            return True
        path = files.autosave_path(self.session.environ, self.game_id)
        try:
            if game.pending is None:
                path.unlink(missing_ok=True)
            else:
                self.write_game(game, path)
        except OSError as error:
            self.unsaved = (path, error)
            return False
        self.unsaved = None
        return True

    def changed(self, game: G, entries: tuple[Entry, ...] | None) -> None:
        """Note that the line being answered changed ``game`` (its ``entries`` before; None: the game
        is new to the table). :meth:`keep_answer` keeps it before a word about it is heard."""
        if self.changed_from is None or self.changed_from[0] is not game:
            self.changed_from = (game, entries)

    def keep_answer(self) -> None:
        """Keep what the line just answered changed (the autosave), before its lines are heard: the
        session holds them until this returns (:meth:`Session.handle`).

        A move, an answer or an undo that cannot be kept is not made: the game is as it was before
        the line, what told of it is never heard, and the seat hears why. A game new to the table (a
        new game, a load) that cannot be written goes on, and the table says where it could not be
        written; its first move is made only once it can be.
        """
        changed, self.changed_from = self.changed_from, None
        if changed is None or self.autosave():
            return
        game, entries = changed
        assert self.unsaved is not None
        path, error = self.unsaved
        if entries is None or game is not self.game:
            self.session.tell(self.unsaved_line(),
                              self.t.gettext("A move is made only once it is saved: free some room, or make "
                                             "that folder writable."))
            return
        self.session.drop_held()
        self.game = self.open_record(replace(self.stored(game), entries=entries))
        self.changed_from = None
        self.session.clear_questions()
        self.session.refuse(self.t.gettext(
            "Nothing was done: the game could not be written to {file} ({reason}). Free some room or make "
            "that folder writable, then try again.").format(file=path, reason=Worded(why, (error,))))
        self.present()

    def unsaved_line(self) -> Line:
        """That the game is not saved, where it could not be written and why (after a failed autosave)."""
        assert self.unsaved is not None
        path, error = self.unsaved
        return self.t.gettext("The game is not saved: it could not be written to {file} ({reason}).").format(
            file=path, reason=Worded(why, (error,)))

    def unkept_note(self) -> Line | None:
        """What leaving now would lose, said before ``quit`` or the end of input lets the player go;
        None when nothing would be lost (the last save succeeded, no game waits, a journal keeps it)."""
        game = self.game
        if game is None or game.pending is None or self.journal is not None:
            return None
        if not self.autosaving:
            return self.t.gettext("This Alea does not save the game by itself; {save} keeps it.").format(
                save=Worded(self.commands["save"].word))
        return self.unsaved_line() if self.unsaved is not None else None

    # ------------------------------------------------------------------ the table's commands

    def out_of_turn(self, game: G) -> bool:
        """Whether the seat being answered does not hold the player the game waits for (another
        seat plays, or must answer); then it is told so and nothing is done. Never at a shared screen."""
        pending = game.pending
        if pending is None or self.session.seat.holds(pending.player):
            return False
        self.session.refuse(self.t.gettext("Nothing was done. The game waits for another player."))
        return True

    def step_back(self, game: G) -> bool:
        """Undo the last move the rules let go of, and the decisions the table took itself before it;
        False, after the seat is told the rules' reason, when there is nothing to take back."""
        try:
            game.undo()
            while self.answers_itself() and game.undo_possible():
                game.undo()
        except IllegalMove as refused:
            self.session.refuse(self.refusal(refused))
            return False
        return True

    def play_on(self, entries: Sequence[Entry]) -> None:
        """Play the game on over ``entries`` recorded elsewhere since its own (an online worker's kept
        copy of a table catching up with the server's), told to nobody; what it waits for is asked
        again, as of a game replayed. Raises :class:`~alea.kernel.SaveError` when they do not follow."""
        self.current().extend(entries)
        self.session.clear_questions()
        self.present()

    def undo(self) -> None:
        """undo: step back over the last move the rules let go of (and over decisions the table took);
        only the seat the game waits for may."""
        if self.during_demo():
            return
        game = self.game
        if game is None:
            self.session.say(self.t.gettext("No game is running. Type new to start one."))
            return
        if self.out_of_turn(game):
            return
        before = game.record.entries
        if not self.step_back(game) or not self.journaled_cut(before):
            return
        self.changed(game, before)
        self.session.clear_questions()
        self.session.tell(self.t.gettext("Taken back."))
        self.narrate_now()

    def hint(self) -> None:
        """hint: the bot's move, as the player could type it (or the option to answer). Changes nothing."""
        if self.during_demo():
            return
        game = self.game
        if game is None or game.pending is None:
            self.session.say(self.t.gettext("There is nothing to play now."))
            return
        question = self.session.question
        if question is None and self.out_of_turn(game):  # the hint is the waited seat's
            return
        if question is not None and question.advice is not None:
            self.session.say(self._hint_answer(question, question.advice()))
            return
        self.session.say(*self.hint_lines())

    def _hint_answer(self, question: Question, answer: object) -> Line:
        """The hint at a waiting question: the number of the option, or yes/no in the player's words."""
        if question.yes_no:
            return yes_no_hint(Worded(vocabulary.name, ("answer", "yes" if answer else "no")))
        number = next(i for i, option in enumerate(question.options, question.first) if option.value == answer)
        return AnswerHint(number, question.options[number - question.first].label)

    def demo(self) -> None:
        """demo: the bots play a game of their own, a turn at a time; the player's game waits untouched."""
        if self.during_demo():
            return
        self.demo_shown = shown = self.new_show()
        t, words = self.t, demo_words()
        if self.lesson:
            self.session.tell(t.gettext("A lesson: the bots play a game, one turn at a time, and the teacher "
                                        "steps through it. Each of you hears every turn in your own language."))
            self.session.tell(*shown.setup())
            self.session.say(t.gettext("Type {next} or Enter alone for the next turn, {why} to tell the class why "
                                       "the bots chose their moves, {back} to hear the last turn again, {all} for "
                                       "the rest of the game, {stop} to end the lesson.").format(**words))
        elif self.session.terse:  # one braille line; the question names the words
            self.session.say(t.gettext("Demo: the bots' own game; yours waits"))
            self.session.say(*shown.setup())
        else:
            self.session.say(t.gettext("Demo: the bots play a game of their own, one turn at a time. "
                                       "Your game waits and nothing in it changes."))
            self.session.say(*shown.setup())
            example = self.example_query or next(c.id for c in self.commands if c.category is Category.QUERY)
            self.session.say(t.gettext("Type {next} for the next turn, {all} for the rest of the game at once, "
                                       "{stop} to end the demo. Meanwhile the questions, such as {tower}, "
                                       "tell about the demo's game.").format(
                tower=Worded(self.commands[example].word), **words))
            self.session.say(t.gettext("Enter alone also shows the next turn. Type {why} to hear why the bots "
                                       "chose their moves, {back} to hear the last turn again.").format(**words))
        self.demo_last = []
        self.ask_demo()

    def ask_demo(self) -> None:
        """Ask what the demo does next: next turn, all the rest, or stop."""
        words = demo_words()
        question = Question(self.t.gettext("Demo, {next}, {all} or {stop}?").format(**words),
                            tuple(Option(words[key], key) for key in DEMO_STEPS),
                            self.demo_step, echo=False, listed=False, words="demo", empty="next")
        self.demo_question = question
        self.session.ask(question)

    def demo_step(self, key: object) -> None:
        """The answer to the demo's question: tell one turn, or all the rest, or stop."""
        demo = self.demo_shown
        if demo is None:
            return
        t = self.t
        told = self.session.tell if self.lesson else self.session.say  # a lesson: the whole class hears
        if key in ("next", "all"):
            self.demo_last = demo.turn() if key == "next" else demo.rest()
            told(*self.demo_last)
        elif key == "why":
            told(*(demo.why() or [t.gettext("The bots gave no reason for that turn.")]))
        elif key == "back":
            told(*(self.demo_last or [t.gettext("No turn has been shown yet.")]))
        elif key == "stop" and self.lesson and not demo.over:  # the whole class's lesson: ended only with a yes
            self.ask_lesson_end()
            return
        if key not in ("stop", "end") and not demo.over:  # "end": the lesson's end, confirmed
            self.ask_demo()
            return
        self.demo_shown = self.demo_question = None
        self.demo_last = []
        if self.lesson:  # the table's own game is not the lesson's: its question is not asked of the teacher
            self.session.seat.waiting.clear()
            told(t.gettext("End of the lesson."))
            self.session.say(t.gettext("Type {demo} for another lesson.").format(demo=Worded(self.commands["demo"].word)))
            return
        ongoing = self.game is not None and self.game.pending is not None
        self.session.say(self.t.gettext("End of the demo. Your game goes on.") if ongoing
                         else self.t.gettext("End of the demo."))

    def ask_lesson_end(self) -> None:
        """Ask the teacher to confirm the end of the lesson (a word or a digit typed in passing never ends
        it for the whole class); the question stands as the demo's while it waits."""
        question = Question(self.t.gettext("End the lesson for the whole class?"), (), self.lesson_end,
                            yes_no=True, echo=False)
        self.demo_question = question
        self.session.ask(question)

    def lesson_end(self, yes: object) -> None:
        """The teacher's answer: yes ends the lesson; no goes on where it was."""
        if yes:
            self.demo_step("end")
        else:
            self.session.say(self.t.gettext("The lesson goes on."))
            self.ask_demo()

    def running_demo(self) -> Show[G] | None:
        """The demo, while its question is still asked of a seat (a demo whose question is gone has
        ended); another seat's questions (a class at a lesson) are about the demo's game too."""
        question = self.demo_question
        if self.demo_shown is not None and any(seat.question is question or question in seat.waiting
                                               for seat in self.session.seats):
            return self.demo_shown
        self.demo_shown = self.demo_question = None
        return None

    def save(self, name: str | None) -> None:
        """save [NAME]."""
        if self.during_demo():
            return
        if self.game is None:
            self.session.say(self.t.gettext("No game is running. Type new to start one."))
            return
        if name and not files.plain_name(name):  # a folder named: nothing is made, nothing saved
            self.session.say(self.t.gettext("A save's name is a plain name, kept in your data folder: {name} names "
                                            "a folder. Nothing was saved.").format(name=name))
            return
        path = files.save_path(name, self.session.environ)
        try:
            self.write_game(self.game, path)
        except OSError as error:
            self.session.say(self.t.gettext("Cannot save to {file}: {reason}.").format(
                file=path, reason=Worded(why, (error,))))
            return
        if name:
            self.session.say(self.t.gettext("Saved as {name}.").format(name=name))
        else:  # the default save's file name is no word of the player's language: it is not said
            self.session.say(self.t.gettext("Game saved, and {load} brings it back.").format(
                load=Worded(self.commands["load"].word)))

    def load(self, name: str | None) -> None:
        """load [NAME]: a game being played is replaced only after the player's yes (and kept as a save)."""
        if self.during_demo():
            return
        shown = name or files.DEFAULT_SAVE
        where = files.save_path(name, self.session.environ)
        game = self.game
        if game is None or game.pending is None:
            self.load_file(str(where), shown)
            return
        try:
            loaded = self.read_game(where)
        except SaveError as error:
            self.session.say(self._load_problem(error, str(where), shown))
            return
        if name:
            question = self.t.gettext("Load {name} instead of this game? This one will be kept as a save.").format(name=name)
        else:  # the default save's file name is no word of the player's language
            question = self.t.gettext("Load the saved game instead of this one? This one will be kept as a save.")
        self.session.ask_yes_no(
            question,
            lambda yes: self._adopt(loaded, shown) if yes else self.session.say(self.t.gettext("We play on.")))

    def load_file(self, where: str, shown: str | None = None) -> bool:
        """Load a saved game and go on from where it was saved; a refused file changes nothing (False)."""
        try:
            game = self.read_game(Path(where))
        except SaveError as error:
            self.session.say(self._load_problem(error, where, shown))
            return False
        return self._adopt(game, shown or where)

    def _adopt(self, game: G, shown: str) -> bool:
        """Play ``game`` from now on, once the unfinished game it replaces is kept."""
        if not self.keep_unfinished():
            return False
        self.game = game
        self.changed(game, None)
        self.session.clear_questions()
        if shown == files.DEFAULT_SAVE:
            self.session.tell(self.t.gettext("Saved game loaded."))
        else:
            self.session.tell(self.t.gettext("Loaded {name}.").format(name=shown))
        self.narrate_now()
        return True

    def _load_problem(self, error: SaveError, where: str, shown: str | None) -> Line:
        """Why nothing was loaded: no such save (said as such), or what is wrong with the file."""
        if not Path(where).exists():
            if shown == files.DEFAULT_SAVE:
                return self.t.gettext("No game has been saved yet. The command {save} saves one.").format(
                    save=Worded(self.commands["save"].word))
            return self.t.gettext("There is no saved game {name}.").format(name=shown or where)
        return self.save_error(error, shown or where)

    def save_error(self, error: SaveError, name: str) -> Line:
        """Why a save file could not be loaded."""
        t = self.t
        if error.reason == "unreadable":
            return t.gettext("Cannot read {name}. Nothing was loaded.").format(name=name)
        if error.reason == "not_a_file":
            return t.gettext("{name} is not a file. Nothing was loaded.").format(name=name)
        if error.reason == "version":
            return t.gettext("{name} was saved by another version of Alea and cannot be loaded.").format(name=name)
        if error.reason in ("not_json", "not_a_save", "too_large"):
            return t.gettext("{name} is not a saved game of Alea.").format(name=name)
        if error.reason == "not_for_play":
            return t.gettext("{name} was made to test the rules and would show what is hidden; it cannot be "
                             "played at the table. Nothing was loaded.").format(name=name)
        return t.gettext("{name} is damaged and cannot be loaded.").format(name=name)

    def new(self, setup: object = None) -> None:
        """new [OPTIONS]: asks first when a game is running; the options (the game's setup kind)
        change the new game and the next ones."""
        if self.during_demo():
            return
        game = self.game

        def start() -> None:
            if setup is not None:
                self.change_setup(setup)
            self.new_game()

        if game is None or game.pending is None:
            start()
            return
        self.session.ask_yes_no(self.t.gettext("Start a new game? This one will be kept as a save."),
                                lambda yes: start() if yes else self.session.say(self.t.gettext("We play on.")),
                                advice=lambda: False,
                                # TRANSLATORS: terse, at most 40 characters.
                                terse=self.t.gettext("New game? This one is kept."))
