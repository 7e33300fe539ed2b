"""Tesseract's host at the table: one game at a time, its moves, questions, saves and autosave.

The host turns commands into engine moves (:mod:`alea.tesseract.table.resolve`),
asks every decision as a numbered :class:`~alea.cli.question.Question`, has
everything said through the narration, and rewrites the autosave after every
move so that a crash or a closed terminal loses nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from alea.cli.commands import vocabulary
from alea.cli.commands.registry import Category, Command, CommandList
from alea.tesseract.table.game_setup import GameSetup
from alea.cli.guard import log_exception
from alea.cli.options import Options
from alea.cli.question import Option, Question
from alea.cli.safekeeping import GameLock, clean_leftovers, file_problem, set_aside, why
from alea.cli.session import Session
from alea.tesseract.table import files
from alea.tesseract.table.choices import action_groups, decision_groups
from alea.tesseract.table.demo import Demo, demo_seed, demo_told, demo_words
from alea.tesseract.table.hinting import typable
from alea.tesseract.table.narrator import TableNarrator
from alea.tesseract.table.options import TesseractOptions
from alea.tesseract.table.words import DOMAIN
from alea.tesseract.table.words import t as tesseract_table
from alea.tesseract.table.resolve import NoMatch, candidates
from alea.tesseract.table.spelling import spell
from alea.tesseract.bot import Plan, SearchBot, explain
from alea.tesseract.engine import (Action, Choice, Config, Decision, Game, IllegalMove, Remove,
                                   SaveError, Turn, View)
from alea.tesseract.engine import events as ev
from alea.tesseract.engine import load_game, save_game
from alea.tesseract.engine.config import EDITION_OF_LANGUAGE
from alea.tesseract.narration import hints
from alea.narration.message import Catalog, Guarded, Lazy, Line, Message, Narrated, Pick, Worded
from alea.table.seats import Seat

SEED_RANGE = 2**31
"""New games without --seed draw their seed below this."""


def _random_seed() -> int:
    """A seed no one can guess, for a game started without --seed."""
    import secrets  # not loaded when the seed is given

    return secrets.randbelow(SEED_RANGE)


class TesseractHost:
    """Plays Tesseract for one session."""

    game_id = "tesseract"
    """The game's id (:mod:`alea.cli.games`)."""

    def __init__(self, session: Session, options: Options, commands: CommandList) -> None:
        self.session = session
        self.options = options
        self.game_options = options.game_options if isinstance(options.game_options, TesseractOptions) \
            else TesseractOptions()
        """Tesseract's own options of the command line."""
        self.commands = commands
        """The commands Tesseract is played with."""
        self.game: Game | None = None
        self.demo_shown: Demo | None = None
        """The demo being shown, if any (:mod:`alea.tesseract.table.demo`)."""
        self.demo_question: Question | None = None
        self.games_started = 0
        self.unfinished: Game | None = None
        """The autosave's unfinished game while it is neither resumed nor kept as a save."""
        self.lock = GameLock(files.lock_path(session.environ))
        self.autosaving = self.lock.acquire()
        """Whether this Alea writes the autosave (False while another Alea has the folder's game)."""
        self.setup = GameSetup()
        """What ``new`` asked to change, for this game and the next ones."""
        self.begin()

    def close(self) -> None:
        """Let go of the folder's game (the lock) when the table closes."""
        self.lock.release()

    # ------------------------------------------------------------------ helpers

    t = Catalog(DOMAIN)
    """Tesseract's table catalog: its messages are said in each seat's language."""

    def narrator(self) -> TableNarrator:
        """The narration in the language and verbosity of the seat being answered."""
        return TableNarrator(self.session.lang, self.session.seat.verbosity)

    @staticmethod
    def narrated(method: str, *args: object, **keywords: object) -> Message:
        """What the narrator's ``method`` says of its arguments, put into words in each seat's language."""
        return Narrated(TableNarrator, method, args, tuple(keywords.items()))

    def view_for(self, seat: Seat) -> View:
        """What ``seat`` sees of the game: the view of its players (Tesseract, cooperative with
        shared information, shows every seat the same)."""
        game = self.game
        if game is None:
            raise LookupError("no game")
        return game.view(seat.players)

    # ------------------------------------------------------------------ starting

    def begin(self) -> None:
        """Load the game asked for, offer to resume an unfinished one, or start a new one.

        Nothing here loses the unfinished game of the autosave: a refused ``--load`` changes nothing,
        a damaged autosave is set aside, a new game keeps the unfinished one as a save.
        """
        if not self.autosaving:
            self.session.say(self.t.gettext(
                "The game of this data folder is open in another Alea. This one leaves it alone and does not "
                "save automatically; type save to keep a game."))
        else:
            environ = self.session.environ
            for folder in (files.data_dir(environ), files.saves_dir(environ)):
                clean_leftovers(folder)
            self.unfinished = self._unfinished()
        if self.options.load and self.load_file(self.options.load):
            return
        found = self.unfinished
        if found is not None and not replace(self.options, load=None).asks_for_game():
            self.session.ask_yes_no(self.t.gettext("An unfinished game was found. Resume it?"),
                                    lambda yes: self._resume(found) if yes else self.new_game(),
                                    cancellable=False, advice=lambda: True)
            return
        self.new_game()

    def _unfinished(self) -> Game | None:
        """The autosave's game if it is unfinished; a damaged autosave is set aside and the player told."""
        path = files.autosave_path(self.session.environ)
        if not path.exists() and not path.is_symlink():
            return None
        try:
            game = load_game(path)
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

    def _resume(self, game: Game) -> None:
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
        name = files.kept_name(tesseract_table(self.session.lang).pgettext("save name", "unfinished"),
                               self.session.environ)
        try:
            save_game(game, files.save_path(name, self.session.environ))
        except OSError as error:
            self.session.say(self.t.gettext("The unfinished game could not be kept as a save: {reason}. "
                                            "It stays as it is.").format(reason=Worded(why, (error,))))
            return False
        self.unfinished = None
        self.session.tell(self.t.gettext("The unfinished game was kept as {name}; load {name} brings it back.")
                         .format(name=name))
        return True

    def new_game(self) -> None:
        """Start a new game with the options and settings; an unfinished game it replaces is kept as a save."""
        if not self.keep_unfinished():
            if self.game is None and self.unfinished is not None:
                self._resume(self.unfinished)
            return
        options, chosen = self.options, self.game_options
        seed = options.seed + self.games_started if options.seed is not None else _random_seed()
        try:
            researchers = self.narrator().researcher_ids(chosen.researchers) if chosen.researchers else None
        except LookupError as unknown:
            self.session.say(self.t.gettext("No researcher is called {name}; researchers are dealt at random.")
                             .format(name=unknown.args[0]))
            researchers = None
        setup = self.setup
        edition = setup.edition or chosen.edition or EDITION_OF_LANGUAGE[self.session.lang]
        try:
            config = Config(players=setup.players or self.session.settings.players,
                            base=setup.base or chosen.base or "1", seed=seed, researchers=researchers,
                            edition=edition, variants=setup.variants(edition, frozenset(chosen.variants)),
                            auto_consent=self.session.settings.auto_consent)
            game = Game.new(config)
        except ValueError:
            self.session.say(self.t.gettext("These game options do not fit together; a game with the defaults starts."))
            game = Game.new(Config(players=self.session.settings.players, seed=seed, edition=edition,
                                   auto_consent=self.session.settings.auto_consent))
        self.games_started += 1
        self.session.clear_questions()
        self.game = game
        self.autosave()
        self.tell_events([item.event for item in game.history])
        self.present()

    # ------------------------------------------------------------------ commands

    def run(self, command: Command, values: list[object]) -> None:
        """Carry out one of Tesseract's commands (:mod:`.commands`): its handler, with its values.

        During the demo, queries tell about the demo's game and actions wait.
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
        self.session.say(self.t.gettext("Not during the demo; {stop} ends it.").format(
            stop=demo_words()["stop"]))
        return True

    def query(self, name: str, **args: object) -> None:
        """Answer a question (the narration's query ``name``; arguments left out are None), about the
        demo's game while a demo runs."""
        demo = self.running_demo()
        game = demo.game if demo is not None else self.game
        if game is None:
            self.session.say(self.t.gettext("No game is running. Type new to start one."))
            return
        view = game.view() if demo is not None else self.view_for(self.session.seat)
        given = {key: value for key, value in args.items() if value is not None}
        try:  # a lab or card is found by the name typed, in the language typed
            found = self.narrator().resolved(given, view)
        except NoMatch as missing:
            self.session.say(self.narrated("no_match", missing))
            return
        self.session.say(self.narrated("query", name, view, **found))

    def act(self, command: str, values: list[object]) -> None:
        """An action command: find the moves that fit, ask when several do, then play."""
        game = self.game
        if game is None:
            self.session.say(self.t.gettext("No game is running. Type new to start one."))
            return
        if game is None:
            return
        if game.pending is None:
            self.session.say(self.t.gettext("The game is over. Type new for another one, or quit."))
            return
        if self._out_of_turn(game):
            return
        if isinstance(game.pending, Decision):
            self.present()
            return
        narrator = self.narrator()
        legal = [m for m in game.legal_moves() if isinstance(m, Action)]
        try:
            fitting = candidates(command, values, game.view(), legal, narrator.speaker)
        except NoMatch as missing:
            self.session.refuse(self.narrated("no_match", missing))
            return
        if command == "end" and isinstance(game.pending, Turn) and game.pending.actions_left > 0:
            left = game.pending.actions_left
            self.session.ask_yes_no(
                self.t.ngettext("End the action phase with {count} action left?",
                                "End the action phase with {count} actions left?", left).format(count=left),
                lambda yes: self.play(fitting[0]) if yes else self.session.say(self.t.gettext("We play on.")),
                advice=lambda: self.hinted(game)[0].move == fitting[0])  # the same advice as hint gave
            return
        view = game.view()
        groups = action_groups(fitting, view)
        if len(groups) == 1:  # equal dice, or a group in another order: one move (behaviour 11)
            self.play(fitting[0])
            return
        options = tuple(Option(self.narrated("action_label", fitting[g[0]], view), fitting[g[0]]) for g in groups)

        def advice() -> object:
            best = SearchBot().choose(view, list(fitting))
            return next(fitting[g[0]] for g in groups if best in [fitting[i] for i in g])

        self.session.ask(Question(self.narrated("action_question", command, tuple(fitting[g[0]] for g in groups),
                                                view), options, self.play, advice=advice))

    def play(self, move: object, quiet: bool = False) -> None:
        """Apply one move; narrate its events or the engine's refusal.

        ``quiet`` leaves out the echo of a decision the table answered itself."""
        game = self.game
        if game is None:
            return
        before = game.view()
        try:
            events = game.apply(move)  # type: ignore[arg-type]
        except IllegalMove as refused:
            self.session.refuse(self.narrated("refusal", refused, game.view()))
            self.present()
            return
        if quiet:
            events = [e for e in events if not isinstance(e, ev.DecisionMade)]
        self.tell_events(events, before)
        self.autosave(after_move=True)
        self.present()

    def tell_events(self, events: Sequence[object], before: View | None = None) -> None:
        """Narrate what a move did to every seat, in its language, from its view. The move stands
        even if narration fails: that is logged and said."""
        game = self.game
        if game is None:
            return
        failed = self.t.gettext("Done, but it could not be put into words. Details are in the log.")

        def told(seat: Seat) -> Line:
            return Guarded(self.narrated("events", tuple(events), self.view_for(seat), before), failed,
                           lambda error: log_exception(self.session.environ, error))

        self.session.tell(told)

    def present(self) -> None:
        """Ask the pending decision as a numbered question, if there is one."""
        game = self.game
        if game is None:
            return
        pending = game.pending
        if pending is None:
            self.session.clear_questions()
            self.session.tell(self.t.gettext("The game is over. Type new for another one, or quit."))
            return
        if isinstance(pending, Decision):
            view = game.view()
            groups = decision_groups(pending, view)
            if pending.kind == "consent" and view.players == 1:  # one player's own two labs
                self.play(Choice(pending.options.index(True)), quiet=True)
                return
            if len(groups) == 1:  # every option leads to the same game: take it (behaviour 11)
                self.play(Choice(groups[0][0]))
                return

            def advice() -> object:
                best = SearchBot().choose(view, game.legal_moves())
                return next(Choice(g[0]) for g in groups if isinstance(best, Choice) and best.index in g)

            asked = self.session.seat_for(pending.lab)  # a consent question goes to the other lab's seat
            for seat in self.session.seats:
                if seat is not asked:
                    seat.output.say(self.narrated("asked_of", pending, self.view_for(seat)))
            seen = self.view_for(asked)
            labels = self.narrated("option_labels", pending, seen)
            options = tuple(Option(Pick(labels, g[0]), Choice(g[0])) for g in groups)
            self.session.ask(Question(self.narrated("question", pending, seen), options, self.play, echo=False,
                                      yes_first=pending.kind == "consent", advice=advice), asked)

    def _answers_itself(self) -> bool:
        """Whether the pending decision has only one real choice, so the table takes it unasked."""
        game = self.game
        pending = game.pending if game is not None else None
        if not isinstance(pending, Decision):
            return False
        view = game.view()  # type: ignore[union-attr]
        return (pending.kind == "consent" and view.players == 1) or len(decision_groups(pending, view)) == 1

    def narrate_now(self) -> None:
        """Say where the game stands (after a resume, a load or an undo) and ask what it waits for."""
        if self.game is None:
            return
        self.session.tell(lambda seat: self.narrated("query", "status", self.view_for(seat)))
        self.present()

    def autosave(self, after_move: bool = False) -> None:
        """Rewrite the autosave atomically; a finished game leaves none behind.

        A write the system refuses (a full disk, a read-only folder) is said as it is, and the game
        goes on: the next move tries again.
        """
        game = self.game
        if game is None or not self.autosaving:
            return
        path = files.autosave_path(self.session.environ)
        try:
            if game.pending is None:
                path.unlink(missing_ok=True)
            else:
                save_game(game, path)
        except OSError as error:
            reason = Worded(why, (error,))
            if after_move:
                line = self.t.gettext("The move was made; it could not be saved: {reason}. "
                                      "The game goes on; saving will be tried again.")
            else:
                line = self.t.gettext("The game could not be saved: {reason}. "
                                      "The game goes on; saving will be tried again.")
            self.session.tell(line.format(reason=reason))

    def legal_words(self, command: str, kind: str) -> list[str] | None:
        """The columns an action command may take now (``remove``: the removable ones), for Tab
        completion; None for a command that may name any column (a query)."""
        game = self.game
        if command != "remove" or kind != "column":
            return None
        if game is None or not isinstance(game.pending, Turn):
            return []
        return [m.col for m in game.legal_moves() if isinstance(m, Remove)]

    # ------------------------------------------------------------------ table commands of the game

    def _out_of_turn(self, game: Game) -> bool:
        """Whether the seat being answered does not hold the lab the game waits for (another seat
        plays, or must answer); then it is told so and nothing is done. Never at a shared screen."""
        pending = game.pending
        if pending is None:
            return False
        waited = pending.lab if isinstance(pending, Decision) else game.view().active
        if self.session.seat.holds(waited):
            return False
        self.session.refuse(self.narrated("not_your_move", waited, game.view()))
        return True

    def undo(self) -> None:
        """undo (R-D3): only by the seat the game waits for."""
        if self.during_demo():
            return
        game = self.game
        if game is None:
            self.session.say(self.t.gettext("No game is running. Type new to start one."))
            return
        if self._out_of_turn(game):
            return
        try:
            game.undo()
            while self._answers_itself() and game.undo_possible():
                game.undo()
        except IllegalMove as refused:
            self.session.refuse(self.narrated("refusal", refused, game.view()))
            return
        self.session.clear_questions()
        self.session.tell(self.t.gettext("Taken back."))
        self.autosave()
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
        if question is None and self._out_of_turn(game):  # the hint is the waited seat's
            return
        if question is not None and question.advice is not None:
            self.session.say(self._hint_answer(question, question.advice()))
            return
        view, moves = game.view(), game.legal_moves()
        plan = SearchBot().plan(view, moves)
        move = plan.move
        if isinstance(move, Choice):  # a decision the table is not asking (it asks every one it needs)
            self.session.say(self.t.gettext("Hint: answer {number}, {option}.").format(
                number=move.index + 1, option=Pick(self.narrated("option_labels", game.pending, view), move.index)))
            return
        self.session.say(Lazy("hint", lambda lang, verbosity: self._hint_line(plan, view, moves, lang, verbosity)))

    def _hint_line(self, plan: Plan, view: View, moves: Sequence[object], lang: str, verbosity: str) -> str:
        """The hint in ``lang``: the line to type and, except at terse, why."""
        plan, line = self._typed(plan, view, moves, lang, verbosity)
        t = tesseract_table(lang)
        why = None if verbosity == "terse" else explain(plan, view)
        if why is None:
            return t.gettext("Hint: {command}").format(command=line)
        reason = hints.reason(TableNarrator(lang, verbosity).speaker, why.kind, why.colour, why.values)
        return t.gettext("Hint: {command}, {reason}").format(command=line, reason=reason)

    def hinted(self, game: Game) -> tuple[Plan, str]:
        """The search bot's plan for the game being played, made a move one typed line names alone,
        and that line ("" for a decision's answer). The hint says it; a question raised by a typed
        command is advised from it, so the two never disagree."""
        view, moves = game.view(), game.legal_moves()
        return self._typed(SearchBot().plan(view, moves), view, moves, self.session.lang, self.session.seat.verbosity)

    @staticmethod
    def _typed(plan: Plan, view: View, moves: Sequence[object], lang: str, verbosity: str) -> tuple[Plan, str]:
        """``plan`` made a move one line typed in ``lang`` names alone, and that line ("" for an answer)."""
        if isinstance(plan.move, Choice):
            return plan, ""
        legal = [m for m in moves if isinstance(m, Action)]
        speaker = TableNarrator(lang, verbosity).speaker
        plan, line = typable(plan, view, lang, legal, speaker)
        return plan, line or spell(plan.move, view, lang, legal, speaker)

    def _hint_answer(self, question: Question, answer: object) -> Line:
        """The hint at a waiting question: the number of the option, or yes/no in the player's words."""
        if question.yes_no:
            word = Worded(vocabulary.name, ("answer", "yes" if answer else "no"))
            return self.t.gettext("Hint: answer {word}.").format(word=word)
        number = next(i for i, option in enumerate(question.options, 1) if option.value == answer)
        return self.t.gettext("Hint: answer {number}, {option}.").format(
            number=number, option=question.options[number - 1].label)

    def demo(self) -> None:
        """demo: the bots play a game of their own, a turn at a time; the player's game waits untouched."""
        if self.during_demo():
            return
        self.demo_shown = Demo(Config(players=self.session.settings.players, base=self.game_options.base or "1",
                                 seed=demo_seed(self.options.seed, self.session.settings.players)))
        t, words = self.t, demo_words()
        if self.session.terse:  # one braille line; the question names the words
            self.session.say(t.gettext("Demo: the bots' own game; yours waits"))
            self.session.say(demo_told(self.demo_shown.play_setup()))
        else:
            self.session.say(t.gettext("Demo: the bots play a game of their own, one turn at a time. "
                                       "Your game waits and nothing in it changes."))
            self.session.say(demo_told(self.demo_shown.play_setup()))
            self.session.say(t.gettext("Type {next} for the next turn, {all} for the rest of the game at once, "
                                       "{stop} to end the demo. Meanwhile the questions, such as {tower}, "
                                       "tell about the demo's game.").format(
                tower=Worded(self.commands["tower"].word), **words))
        self.ask_demo()

    def ask_demo(self) -> None:
        """Ask what the demo does next: next turn, all the rest, or stop."""
        words = demo_words()
        question = Question(self.t.gettext("Demo: {next}, {all} or {stop}?").format(**words),
                            tuple(Option(words[key], key) for key in ("next", "all", "stop")),
                            self.demo_step, echo=False, listed=False, words="demo")
        self.demo_question = question
        self.session.ask(question)

    def demo_step(self, key: object) -> None:
        """The answer to the demo's question: tell one turn, or all the rest, or stop."""
        demo = self.demo_shown
        if demo is None:
            return
        if key == "next":
            self.session.say(demo_told(demo.play_turn()))
        elif key == "all":
            self.session.say(demo_told(demo.play_rest()))
        if key != "stop" and not demo.over:
            self.ask_demo()
            return
        self.demo_shown = self.demo_question = None
        ongoing = self.game is not None and self.game.pending is not None
        self.session.say(self.t.gettext("End of the demo. Your game goes on.") if ongoing
                         else self.t.gettext("End of the demo."))

    def running_demo(self) -> Demo | None:
        """The demo, while its question is still asked (a demo whose question is gone has ended)."""
        question = self.demo_question
        if self.demo_shown is not None and (self.session.question is question or question in self.session.waiting):
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
        path = files.save_path(name, self.session.environ)
        try:
            save_game(self.game, path)
        except OSError as error:
            self.session.say(self.t.gettext("Cannot save to {file}: {reason}.").format(
                file=path, reason=Worded(why, (error,))))
            return
        if name:
            self.session.say(self.t.gettext("Saved as {name}.").format(name=name))
        else:  # the default save's file name is no word of the player's language: it is not said
            self.session.say(self.t.gettext("Game saved; {load} brings it back.").format(
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
            loaded = load_game(where)
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
            game = load_game(Path(where))
        except SaveError as error:
            self.session.say(self._load_problem(error, where, shown))
            return False
        return self._adopt(game, shown or where)

    def _adopt(self, game: Game, shown: str) -> bool:
        """Play ``game`` from now on, once the unfinished game it replaces is kept."""
        if not self.keep_unfinished():
            return False
        self.game = game
        self.session.clear_questions()
        if shown == files.DEFAULT_SAVE:
            self.session.tell(self.t.gettext("Saved game loaded."))
        else:
            self.session.tell(self.t.gettext("Loaded {name}.").format(name=shown))
        self.autosave()
        self.narrate_now()
        return True

    def _load_problem(self, error: SaveError, where: str, shown: str | None) -> Line:
        """Why nothing was loaded: no such save (said as such), or what is wrong with the file."""
        if not Path(where).exists():
            if shown == files.DEFAULT_SAVE:
                return self.t.gettext("No game has been saved yet; {save} saves one.").format(
                    save=Worded(self.commands["save"].word))
            return self.t.gettext("There is no saved game {name}.").format(name=shown or where)
        return self.narrated("save_error", error, shown or where)

    def kept(self, setting: str) -> object | None:
        """``auto_consent``: whether the game being played gives consent without asking (R-A3); None
        when none is played. A game keeps the setting it was started with (it is in its Config and its
        record)."""
        game = self.game
        if setting != "auto_consent" or game is None or game.pending is None:
            return None
        return game.config.auto_consent

    def new(self, setup: object = None) -> None:
        """new [OPTIONS]: asks first when a game is running; the options (players, base side,
        edition, variants) change the new game and the next ones."""
        if self.during_demo():
            return
        game = self.game

        def start() -> None:
            if isinstance(setup, GameSetup):
                self.setup = self.setup.then(setup)
            self.new_game()

        if game is None or game.pending is None:
            start()
            return
        self.session.ask_yes_no(self.t.gettext("Start a new game? This one will be kept as a save."),
                                lambda yes: start() if yes else self.session.say(self.t.gettext("We play on.")),
                                advice=lambda: False)
