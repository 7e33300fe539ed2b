"""One sitting at the table: reads lines, answers them, keeps each seat's pending question.

A session has one or more seats (:mod:`alea.table.seats`): one shared screen
is one seat holding every player. A line is answered for the seat that typed
it (:meth:`Session.handle`); :meth:`Session.say` speaks to that seat,
:meth:`Session.tell` to every seat, each in its own language. What is said is
kept as messages (:mod:`alea.narration.message`).

The session is independent of the game played: actions and queries go to a
:class:`GameHost` (the game's plug-in builds it), table commands to their
handlers (:mod:`alea.table.table_commands`). :meth:`Session.handle` never raises: an
unexpected error is logged and answered with one short localized line.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any, Protocol

from alea.table import catalogs, errors
from alea.table.arguments import ArgError, parse
from alea.table.guard import log_exception
from alea.table.output import Output
from alea.table.question import Option, Question
from alea.table.safekeeping import why
from alea.table.commands.registry import Category, Command, CommandError, CommandList
from alea.table.journal import Journal
from alea.table.settings import Settings, save_settings
from alea.table.text import LineProblem, check_line, tokens
from alea.narration.message import Line, Terse, Worded, text
from alea.table.seats import Seat, seat_of


def prompt_for(lang: str, chosen: str | None = None) -> str:
    """The prompt in ``lang``, the same at a question and between commands: the sign the player
    chose (the setting ``prompt``, ``--prompt``), else the language's own, and a space.

    The sign is read after every answer, so it is chosen per language to be said by no screen
    reader at its default punctuation level (speech-dispatcher's tables, which are NVDA's and which
    Orca speaks through, at NVDA's "some" and Orca's "most"; Orca's own table; eSpeak NG) and to be
    one cell of its own in the language's 8-dot computer braille table (liblouis): "›" (U+203A) in
    Czech (cs-comp8 dots 578) and English (en-us-comp8-ext dots 1234568); in French, whose table
    says "›" as "simple guillemet fermant" from "most", "⁍" (U+204D, fr-bfu-comp8 dots 124578).
    No sign fits all three (docs/speech-and-braille.md, "The prompt"). Plain mode still echoes
    input as "> line" (what transcripts read).
    """
    if chosen:
        return chosen + " "
    # TRANSLATORS: the prompt, one sign shown before every line the player types. Pick one that
    # your language's screen reader symbol table (NVDA's, used by speech-dispatcher and Orca) does
    # not say at the default level, and that is one cell in your 8-dot computer braille table
    # (liblouis): French keeps "⁍" because "›" is said "simple guillemet fermant". Never "?", ">" or ":".
    return catalogs.table(lang).pgettext("prompt", "\u203a") + " "


class ListedGame(Protocol):
    """A game of the table as the ``games`` query lists it (the registry's
    :class:`~alea.table.game_entry.GameEntry`, which the session never loads)."""

    @property
    def id(self) -> str:
        """The game's id."""

    def name(self, lang: str) -> str:
        """Its printed name in ``lang``."""

    def about(self, lang: str) -> str:
        """One line about it in ``lang``."""


class GameHost(Protocol):
    """What the table needs of the game being played (a game's plug-in builds it, :mod:`alea.table.plugin`)."""

    game_id: str
    """The id of the game played (:mod:`alea.games`)."""
    commands: CommandList
    """The commands it is played with: the game's and the table's."""

    def run(self, command: Command, values: list[object]) -> None:
        """Carry out one of the game's own commands (an action or a query) with its typed values."""

    def undo(self) -> None:
        """Take back what the rules allow."""

    def hint(self) -> None:
        """Suggest a move, or the answer to the question asked."""

    def save(self, name: str | None) -> None:
        """Save the game (a bare name in the saves folder, a path as it is)."""

    def load(self, name: str | None) -> None:
        """Load a saved game; one being played is replaced only after the player's yes."""

    def new(self, setup: object) -> None:
        """Start a new game, changed by what ``new`` was given (the game's setup kind)."""

    def demo(self) -> None:
        """Show the bots playing a game of their own."""

    def kept(self, setting: str) -> object | None:
        """The value the game being played keeps of a table setting (``auto_consent``, R-A3), which
        the setting's change does not reach; None when no game keeps one."""

    def legal_words(self, command: str, kind: str) -> Sequence[str] | None:
        """The words an argument of kind ``kind`` of ``command`` may take now, for completion; None
        when the kind's own words will do."""

    def keep_answer(self) -> None:
        """Keep what the line just answered changed (the autosave) before its lines are heard; what
        cannot be kept is taken back and the seat told."""

    def unkept_note(self) -> Line | None:
        """What leaving now would lose (the game could not be saved), or None."""

    def close(self) -> None:
        """Let go of what the host holds (the game folder's lock) when the table closes."""


class Session:
    """The table's state between two lines: settings, seats (their outputs and questions), game."""

    def __init__(self, settings: Settings, output: Output, environ: Mapping[str, str],
                 *, commands: CommandList, games: Sequence[ListedGame] = (), persist: bool = True,
                 seats: Sequence[Seat] | None = None, journal: Journal | None = None) -> None:
        """A session whose one seat (every player, at ``output``) follows the settings' language and
        verbosity; or, with ``seats``, a table of several seats (``output`` is the first one's).
        ``commands`` are those of the game the table is set for (its plug-in's ``command_list``),
        ``games`` the games the ``games`` query lists (the registry's, handed down by ``main``);
        ``journal`` keeps the table's one game instead of the autosave (an online table's)."""
        self.seats: list[Seat] = list(seats) if seats else [
            Seat(1, None, settings.lang, settings.verbosity, output)]
        self.seat: Seat = self.seats[0]
        """The seat whose line is being answered (the first one between lines)."""
        self.settings = settings
        self.game_commands = commands
        """The commands of the game the table is set for (handed down by whoever opens the table)."""
        self.games: tuple[ListedGame, ...] = tuple(games)
        """The games of the table (the registry's, handed down: the session names no game)."""
        self.environ = environ
        self.persist = persist
        self.journal = journal
        """Where the game is kept move by move instead of the autosave (:mod:`alea.table.journal`), or None."""
        self.host: GameHost | None = None
        self.running = True
        self.refused = False
        """Whether the last line was refused (nothing it asked for was done)."""
        self.listed_rules = False
        """Whether the last line listed the rules topics (a bare number next may mean a topic)."""
        self.asked_to_leave = False
        """Whether the end of input (Ctrl-D) already asked to leave a game that is not saved."""

    @property
    def settings(self) -> Settings:
        """The table's settings; with one seat, its language and verbosity are the seat's."""
        return self._settings

    @settings.setter
    def settings(self, settings: Settings) -> None:
        self._settings = settings
        if len(self.seats) == 1:
            self.seats[0].lang, self.seats[0].verbosity = settings.lang, settings.verbosity

    @property
    def output(self) -> Output:
        """The output of the seat whose line is being answered."""
        return self.seat.output

    @property
    def lang(self) -> str:
        """The language of the seat whose line is being answered."""
        return self.seat.lang

    @property
    def terse(self) -> bool:
        """Whether messages are cut to one braille line where they can be (for the seat answered)."""
        return self.seat.terse

    @property
    def question(self) -> Question | None:
        """The question the seat being answered must answer, if any."""
        return self.seat.question

    @question.setter
    def question(self, question: Question | None) -> None:
        self.seat.question = question

    @property
    def waiting(self) -> list[Question]:
        """The questions of the seat being answered that wait behind its current one."""
        return self.seat.waiting

    def words(self, part: Line) -> str:
        """``part`` put into words for the seat being answered (its language and verbosity)."""
        return text(part, self.seat.lang, self.seat.verbosity)

    def say(self, *parts: Line, cues: Sequence[str] = (), after: bool = False) -> None:
        """Say one message to the seat being answered, with its sound ``cues`` (:mod:`alea.table.cues`);
        ``after``: the cues once the message has been heard (a cue being learnt, after its name)."""
        self.seat.output.say(*parts, cues=cues, after=after)

    def tell(self, *parts: Line | Callable[[Seat], Line],
             cues: Callable[[Seat], Sequence[str]] | None = None) -> None:
        """Say one message to every seat, each in its own language; a part may be a function of the
        seat (what the game tells that seat from its own view); ``cues`` gives each seat's sound cues."""
        for seat in self.seats:
            seat.output.say(*[part(seat) if callable(part) else part for part in parts],
                            cues=cues(seat) if cues is not None else ())

    def seat_for(self, player: int) -> Seat:
        """The seat that plays for ``player`` (the seat being answered if none does)."""
        return seat_of(self.seats, player) or self.seat

    def ask(self, question: Question, seat: Seat | None = None) -> None:
        """Ask ``question`` now of ``seat`` (the seat being answered by default); the next line
        from that seat that answers it goes to its handler.

        A question asked while another waits (quit during a decision) comes first;
        the other is asked again once it is answered.
        """
        seat = seat or self.seat
        if seat.question is not None:
            seat.waiting.append(seat.question)
        seat.question = question
        # A question's cue only when its answer had none (a turn's cue already told it).
        seat.output.say(*question.lines(), cues=() if seat.output.cued else ("question",))

    def hold(self) -> None:
        """Hold what every seat is told until :meth:`release` (an answer is heard once it is kept)."""
        for seat in self.seats:
            seat.output.hold()

    def drop_held(self) -> None:
        """Forget what every seat was told while held: it told of something that was not kept."""
        for seat in self.seats:
            seat.output.drop()

    def release(self) -> None:
        """Let every seat hear what it was told while held."""
        for seat in self.seats:
            seat.output.release()

    def clear_questions(self) -> None:
        """Forget every pending question of every seat (the game they belong to changed)."""
        for seat in self.seats:
            seat.question = None
            seat.waiting.clear()

    def ask_yes_no(self, text: Line, on_answer: Callable[[object], object], *, cancellable: bool = True,
                   advice: Callable[[], object] | None = None, terse: Line | None = None) -> None:
        """Ask a yes/no question; ``on_answer`` gets True or False; ``advice`` gives a hint's answer;
        ``terse``: the question at terse verbosity, within a braille line (no "Yes or no?" after it)."""
        t = catalogs.TABLE
        asked: Line = t.gettext("{question} Yes or no?").format(question=text)
        if terse is not None:
            asked = Terse(terse, asked)
        self.ask(Question(asked, (), on_answer, yes_no=True, cancellable=cancellable, advice=advice))

    @property
    def commands(self) -> CommandList:
        """The commands of the game played, or of the game the table is set for before it starts."""
        if self.host is not None:
            return self.host.commands
        return self.game_commands

    def legal_words(self, command: str, kind: str) -> Sequence[str] | None:
        """The words an argument of ``command`` may take now (for completion); None when any will do."""
        return self.host.legal_words(command, kind) if self.host is not None else None

    def listed_commands(self) -> list[Command]:
        """The commands ``help`` lists: every command of the game and of the table."""
        return list(self.commands)

    def change(self, **fields: Any) -> None:
        """Change settings and keep them for the next run; a language or verbosity is the seat's."""
        self.settings = replace(self.settings, **fields)
        if "lang" in fields:
            self.seat.lang = str(fields["lang"])
        if "verbosity" in fields:
            self.seat.verbosity = str(fields["verbosity"])
        self.keep_settings()

    def keep_settings(self) -> None:
        """Write the settings for the next run; a write the system refuses is said, and they hold for this run."""
        if not self.persist:
            return
        try:
            save_settings(self.settings, self.environ)
        except OSError as error:
            self.say(catalogs.TABLE.gettext(
                "The settings could not be kept: {reason}. They hold until Alea is closed.").format(
                reason=Worded(why, (error,))))

    def prompt(self) -> str:
        """The prompt for the next line, in the language of the seat that types it."""
        return prompt_for(self.seats[0].lang, self.settings.prompt)

    def handle(self, raw: str, seat: Seat | None = None) -> None:
        """Answer one input line typed at ``seat`` (the first seat by default).

        Never raises (except to stop the program on KeyboardInterrupt).
        """
        listed_rules, self.listed_rules = self.listed_rules, False

        def answered() -> None:
            if not (listed_rules and self._topic_or_answer(raw)):
                self._handle(raw)

        self.answer_at(seat or self.seats[0], answered)

    def answer_at(self, seat: Seat, work: Callable[[], None]) -> None:
        """Answer at ``seat`` by doing ``work`` (a typed line's handling, or a move a bot chose for
        the seat): held until what it changed is kept, guarded, then heard by every seat.

        Never raises (except to stop the program on KeyboardInterrupt).
        """
        self.seat = seat
        self.refused = False
        for other in self.seats:  # a new answer for every seat; only the typing seat's speech stops
            other.output.begin_answer(interrupt=other is self.seat)
        self.hold()  # nothing of the answer is heard before what it changed is kept
        try:
            try:
                work()
            except Exception as error:  # the guard: no traceback reaches the player
                log_exception(self.environ, error)
                self.say(catalogs.TABLE.gettext(
                    "Something went wrong with that command, and it was not carried out. Details are in the log."))
            self.keep_answer()
            for each in self.seats:
                self.tell_script_failure(each)
        finally:
            self.seat = self.seats[0]
            self.release()

    def keep_answer(self) -> None:
        """Have the host keep what the answer changed (:meth:`GameHost.keep_answer`); guarded like a command."""
        if self.host is None:
            return
        try:
            self.host.keep_answer()
        except Exception as error:  # the guard: no traceback reaches the player
            log_exception(self.environ, error)
            self.say(catalogs.TABLE.gettext(
                "Something went wrong with that command, and it was not carried out. Details are in the log."))

    def unkept_note(self) -> Line | None:
        """What leaving now would lose (the game is not saved), or None when nothing would."""
        return self.host.unkept_note() if self.host is not None else None

    def ask_to_leave(self) -> None:
        """Ask whether to leave the table: "The game is saved" only when the last save succeeded;
        else where the game could not be written, and whether to leave anyway."""
        t = catalogs.TABLE

        def answered(yes: object) -> None:
            if yes:
                self.say(t.gettext("Goodbye."))
                self.running = False
            else:
                self.say(t.gettext("We play on."))

        note = self.unkept_note()
        if note is None:
            self.ask_yes_no(t.gettext("Leave the table? The game is saved."), answered, advice=lambda: True,
                            # TRANSLATORS: terse, at most 40 characters.
                            terse=t.gettext("Leave the table?"))
            return
        self.ask_yes_no(t.gettext("{note} Leave the table anyway?").format(note=note), answered,
                        advice=lambda: False,
                        # TRANSLATORS: terse, at most 40 characters: the game could not be saved.
                        terse=t.gettext("Not saved. Leave anyway?"))

    def end_of_input(self) -> bool:
        """The input ended (Ctrl-D): whether the table may close now. A game that is not saved keeps
        the player at the table, asked whether to leave anyway (a second Ctrl-D leaves)."""
        if self.unkept_note() is None or self.asked_to_leave or not self.running:
            return True
        self.asked_to_leave = True
        self.hold()
        try:
            self.ask_to_leave()
        finally:
            self.release()
        return False

    def last_words(self) -> None:
        """At the end of input that cannot be answered (a pipe, a file): what is lost, if anything."""
        note = self.unkept_note()
        if note is not None and self.running:
            self.say(note)

    def tell_script_failure(self, seat: Seat | None = None) -> None:
        """Say that the transcript stopped because its file could not be written (a full disk ...)."""
        seat = seat or self.seat
        failed = seat.output.script_failure
        if failed is None:
            return
        seat.output.script_failure = None
        name, error = failed
        seat.output.say(catalogs.TABLE.gettext(
            "The transcript {file} could not be written: {reason}. It was stopped; the game goes on.").format(
            file=name, reason=Worded(why, (error,))))

    def _handle(self, raw: str) -> None:
        try:
            line = check_line(raw)
        except LineProblem as problem:
            if problem.code == "empty" and self.question is not None and self._answer(self.question, ""):
                return  # Enter alone answers a question that takes it (the demo's next turn)
            self.refuse(Worded(errors.line_problem, (problem.code,), terse=True))
            return
        if self.question is not None and self._answer(self.question, line):
            return
        words = tokens(line)
        if not words:
            self.refuse(Worded(errors.line_problem, ("empty",), terse=True))
            return
        try:
            command = self.commands.in_language(self.lang).resolve(words[0])
        except CommandError as error:
            self.refuse(Worded(errors.command_error, (error,), terse=True))
            return
        waiting = self.question
        if waiting is not None and command.id != "quit" and (
                command.category is Category.ACTION or not waiting.cancellable):
            self.refuse(self._answer_hint())
            return
        try:
            values = parse(command, words[1:], self.lang)
        except ArgError as error:
            self.refuse(Worded(errors.arg_error, (error, command), terse=True))
            return
        self.run(command, values)

    def run(self, command: Command, values: list[object]) -> None:
        """Carry out a resolved command with its typed values."""
        if command.table:
            command.handler(self, *values)
        elif self.host is not None:
            self.host.run(command, values)
            if command.id == "rules" and not any(values):
                self._how_to_open_a_topic(command)
        else:
            self.say(catalogs.TABLE.gettext("No game is running. Type new to start one."))

    def _answer(self, question: Question, line: str) -> bool:
        answer = question.match(line, self.lang, self.seat.verbosity)
        if answer is None:
            return False
        self.question = None
        t = catalogs.TABLE
        if isinstance(answer, Option):
            if question.echo:
                self.say(t.gettext("Chose, {choice}.").format(choice=answer.label))
            question.on_answer(answer.value)
        else:
            self.say(t.gettext("Chose, yes.") if answer else t.gettext("Chose, no."))
            question.on_answer(answer)
        if self.question is None and self.waiting and self.running:
            self.ask(self.waiting.pop())
        return True

    def _how_to_open_a_topic(self, command: Command) -> None:
        """After the rules list: how a topic is opened (a bare number would answer a question)."""
        t = catalogs.TABLE
        word = Worded(command.word)
        self.listed_rules = True
        text = t.gettext("Topic: {command} 4.") if self.terse else t.gettext(
            "To read a topic, type {command} and its number, such as {command} 4.")
        self.say(text.format(command=word))

    def _topic_or_answer(self, raw: str) -> bool:
        """A bare number just after the rules list, while a question waits: neither a topic nor an answer.

        Returns whether the line was answered here (the player is told how to do either;
        the same number typed again answers the question).
        """
        number = raw.strip()
        if self.question is None or self.question.yes_no or not number.isdigit():
            return False
        t = catalogs.TABLE
        word = Worded(self.commands["rules"].word)
        text = (t.gettext("{command} {number} or answer {number}?") if self.terse else t.gettext(
            "Nothing was done. To read rules topic {number}, type {command} {number}; "
            "to answer the question, type {number} again."))
        self.refused = True
        self.say(text.format(command=word, number=number))
        return True

    def _answer_hint(self) -> Line:
        question = self.question
        t = catalogs.TABLE
        if question is not None and question.yes_no:
            return t.gettext("Yes or no?") if self.terse else t.gettext("Please answer yes or no.")
        count = len(question.options) if question is not None else 0
        if question is not None and question.first != 1:  # options that are their own numbers
            last = question.first + count - 1
            return (t.gettext("Answer {first} to {last}.") if self.terse else t.gettext(
                "Please answer with a number from {first} to {last}.")).format(first=question.first, last=last)
        if count == 2:  # "from 1 to 2" is a range of two: say the two numbers
            return t.gettext("Answer 1 or 2.") if self.terse else t.gettext(
                "Please answer 1 or 2, or the words of an option.")
        if self.terse:
            return t.gettext("Answer 1 to {count}.").format(count=count)
        return t.ngettext("Please answer with the number {count} or the words of the option.",
                          "Please answer with a number from 1 to {count} or the words of an option.",
                          count).format(count=count)

    def refuse(self, *lines: Line) -> None:
        """Answer input that could not be used (nothing was done); while a question waits, remind it."""
        self.refused = True
        if self.question is None or self._answer_hint() in lines:
            self.say(*lines, cues=("refusal",))
        else:
            self.say(*lines, self._answer_hint(), cues=("refusal",))
