"""Tesseract's host at the table: one game at a time, its moves, questions, saves and autosave.

The host turns commands into engine moves (:mod:`alea.cli.tesseract.resolve`),
asks every decision as a numbered :class:`~alea.cli.question.Question`, has
everything said through the narration, and rewrites the autosave after every
move so that a crash or a closed terminal loses nothing.
"""

from __future__ import annotations

from pathlib import Path

from alea.cli import catalogs
from alea.cli.commands.registry import Category, Command
from alea.cli.game_setup import GameSetup
from alea.cli.guard import log_exception
from alea.cli.options import Options
from alea.cli.question import Option, Question
from alea.cli.session import Session
from alea.cli.tesseract import files
from alea.cli.tesseract.narrator import TableNarrator
from alea.cli.tesseract.resolve import NoMatch, candidates
from alea.cli.tesseract.spelling import spell
from alea.tesseract.bot import choose
from alea.tesseract.engine import Action, Choice, Config, Decision, Game, IllegalMove, SaveError, Turn, View
from alea.tesseract.engine import load_game, save_game
from alea.tesseract.engine.config import EDITION_OF_LANGUAGE

SEED_RANGE = 2**31
"""New games without --seed draw their seed below this."""

DEMO_MOVES = 1000
"""A demo stops after this many moves even if its game has not ended."""



def _random_seed() -> int:
    """A seed no one can guess, for a game started without --seed."""
    import secrets  # not loaded when the seed is given

    return secrets.randbelow(SEED_RANGE)

class TesseractHost:
    """Plays Tesseract for one session."""

    def __init__(self, session: Session, options: Options) -> None:
        self.session = session
        self.options = options
        self.game: Game | None = None
        self.games_started = 0
        self.setup = GameSetup()
        """What ``new`` asked to change, for this game and the next ones."""
        self.begin()

    # ------------------------------------------------------------------ helpers

    @property
    def t(self):  # type: ignore[no-untyped-def]
        """The table catalog in the current language."""
        return catalogs.table(self.session.lang)

    def narrator(self) -> TableNarrator:
        """The narration in the current language and verbosity."""
        return TableNarrator(self.session.lang, self.session.settings.verbosity)

    def prompt(self) -> str:
        """The prompt: short, the same every time."""
        return "> "

    # ------------------------------------------------------------------ starting

    def begin(self) -> None:
        """Load the game asked for, offer to resume an unfinished one, or start a new one."""
        if self.options.load:
            self.load(self.options.load)
            return
        if not self.options.asks_for_game():
            found = self._unfinished()
            if found is not None:
                self.session.ask_yes_no(self.t.gettext("An unfinished game was found. Resume it?"),
                                        lambda yes: self._resume(found) if yes else self.new_game(),
                                        cancellable=False)
                return
        self.new_game()

    def _unfinished(self) -> Game | None:
        path = files.autosave_path(self.session.environ)
        if not path.exists():
            return None
        try:
            game = load_game(path)
        except SaveError:
            return None
        return game if game.pending is not None else None

    def _resume(self, game: Game) -> None:
        self.game = game
        self.session.say(self.t.gettext("The game goes on where it stopped."))
        self.narrate_now()

    def new_game(self) -> None:
        """Start a new game with the options and settings."""
        options = self.options
        seed = options.seed + self.games_started if options.seed is not None else _random_seed()
        try:
            researchers = self.narrator().researcher_ids(options.researchers) if options.researchers else None
        except LookupError as unknown:
            self.session.say(self.t.gettext("No researcher is called {name}; researchers are dealt at random.")
                             .format(name=unknown.args[0]))
            researchers = None
        setup = self.setup
        edition = setup.edition or options.edition or EDITION_OF_LANGUAGE[self.session.lang]
        try:
            config = Config(players=setup.players or self.session.settings.players,
                            base=setup.base or options.base or "1", seed=seed, researchers=researchers,
                            edition=edition, variants=setup.variants(edition, frozenset(options.variants)),
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
        """Carry out an action, a query or a game-side table command."""
        handler = getattr(self, f"do_{command.id}", None)
        if handler is not None:
            handler(*values)
            return
        if self.game is None:
            self.session.say(self.t.gettext("No game is running. Type new to start one."))
            return
        if command.category is Category.QUERY:
            self.session.say(*self.narrator().query(command.id, values, self.game.view()))
            return
        self.act(command, values)

    def act(self, command: Command, values: list[object]) -> None:
        """An action command: find the moves that fit, ask when several do, then play."""
        game = self.game
        if game is None:
            return
        if game.pending is None:
            self.session.say(self.t.gettext("The game is over. Type new for another one, or quit."))
            return
        if isinstance(game.pending, Decision):
            self.present()
            return
        narrator = self.narrator()
        legal = [m for m in game.legal_moves() if isinstance(m, Action)]
        try:
            fitting = candidates(command.id, values, game.view(), legal, narrator.speaker)
        except NoMatch as missing:
            self.session.refuse(narrator.no_match(missing))
            return
        if command.id == "end" and isinstance(game.pending, Turn) and game.pending.actions_left > 0:
            left = game.pending.actions_left
            self.session.ask_yes_no(
                self.t.ngettext("End the action phase with {count} action left?",
                                "End the action phase with {count} actions left?", left).format(count=left),
                lambda yes: self.play(fitting[0]) if yes else self.session.say(self.t.gettext("We play on.")))
            return
        if len(fitting) == 1:
            self.play(fitting[0])
            return
        view = game.view()
        options = tuple(Option(narrator.action_label(action, view), action) for action in fitting)
        self.session.ask(Question(self.t.gettext("Which one?"), options, self.play))

    def play(self, move: object) -> None:
        """Apply one move; narrate its events or the engine's refusal."""
        game = self.game
        if game is None:
            return
        before = game.view()
        try:
            events = game.apply(move)  # type: ignore[arg-type]
        except IllegalMove as refused:
            self.session.refuse(self.narrator().refusal(refused, game.view()))
            self.present()
            return
        self.autosave()
        self.tell_events(events, before)
        self.present()

    def tell_events(self, events: list[object], before: View | None = None) -> None:
        """Narrate what a move did. The move stands even if narration fails: that is logged and said."""
        game = self.game
        if game is None:
            return
        try:
            lines = self.narrator().events(events, game.view(), before)
        except Exception as error:  # narration must not undo a move that happened
            log_exception(self.session.environ, error)
            lines = [self.t.gettext("Done, but it could not be put into words. Details are in the log.")]
        self.session.say(*lines)

    def present(self) -> None:
        """Ask the pending decision as a numbered question, if there is one."""
        game = self.game
        if game is None:
            return
        pending = game.pending
        if pending is None:
            self.session.clear_questions()
            self.session.say(self.t.gettext("The game is over. Type new for another one, or quit."))
            return
        if isinstance(pending, Decision):
            view = game.view()
            narrator = self.narrator()
            options = tuple(Option(label, Choice(index))
                            for index, label in enumerate(narrator.option_labels(pending, view)))
            self.session.ask(Question(narrator.question(pending, view), options, self.play, echo=False))

    def narrate_now(self) -> None:
        """Say where the game stands (after a resume, a load or an undo) and ask what it waits for."""
        if self.game is None:
            return
        self.session.say(*self.narrator().query("status", [], self.game.view()))
        self.present()

    def autosave(self) -> None:
        """Rewrite the autosave atomically; a finished game leaves none behind."""
        game = self.game
        if game is None:
            return
        path = files.autosave_path(self.session.environ)
        if game.pending is None:
            path.unlink(missing_ok=True)
            return
        save_game(game, path)

    # ------------------------------------------------------------------ table commands of the game

    def do_undo(self) -> None:
        """undo (R-D3)."""
        game = self.game
        if game is None:
            self.session.say(self.t.gettext("No game is running. Type new to start one."))
            return
        try:
            game.undo()
        except IllegalMove as refused:
            self.session.refuse(self.narrator().refusal(refused, game.view()))
            return
        self.session.clear_questions()
        self.session.say(self.t.gettext("Taken back."))
        self.autosave()
        self.narrate_now()

    def do_hint(self) -> None:
        """hint: the bot's move, as the player could type it (or the option to answer). Changes nothing."""
        game = self.game
        if game is None or game.pending is None:
            self.session.say(self.t.gettext("There is nothing to play now."))
            return
        view = game.view()
        move = choose(view, game.legal_moves())
        if isinstance(move, Choice) and isinstance(game.pending, Decision):
            label = self.narrator().option_labels(game.pending, view)[move.index]
            self.session.say(self.t.gettext("Hint: answer {number}, {option}.").format(number=move.index + 1,
                                                                                      option=label))
            return
        self.session.say(self.t.gettext("Hint: {command}").format(command=spell(move, view, self.session.lang)))

    def do_demo(self) -> None:
        """demo: the bots play a whole game of their own and narrate it; the player's game waits."""
        options = self.options
        seed = options.seed if options.seed is not None else _random_seed()
        demo = Game.new(Config(players=self.session.settings.players, base=options.base or "1", seed=seed))
        narrator = self.narrator()
        self.session.say(self.t.gettext("Demo: the bots play a whole game. Your game waits."))
        self.session.say(*narrator.events([item.event for item in demo.history], demo.view()))
        moves = 0
        while demo.pending is not None and moves < DEMO_MOVES:
            before = demo.view()
            happened = demo.apply(choose(before, demo.legal_moves()))
            self.session.say(*narrator.events(happened, demo.view(), before))
            moves += 1
        self.session.say(self.t.gettext("End of the demo. Your game goes on."))
        if self.session.question is not None:
            self.session.say(*self.session.question.lines())

    def do_save(self, name: str | None) -> None:
        """save [NAME]."""
        if self.game is None:
            self.session.say(self.t.gettext("No game is running. Type new to start one."))
            return
        path = files.save_path(name, self.session.environ)
        try:
            save_game(self.game, path)
        except OSError:
            self.session.say(self.t.gettext("Cannot save to {file}.").format(file=path))
            return
        self.session.say(self.t.gettext("Saved as {name}.").format(name=name or files.DEFAULT_SAVE))

    def do_load(self, name: str | None) -> None:
        """load [NAME]."""
        self.load(str(files.save_path(name, self.session.environ)), name or files.DEFAULT_SAVE)

    def load(self, where: str, shown: str | None = None) -> None:
        """Load a saved game and go on from where it was saved."""
        try:
            game = load_game(Path(where))
        except SaveError as error:
            self.session.say(self.narrator().save_error(error, shown or where))
            if self.game is None:
                self.new_game()
            return
        self.game = game
        self.session.clear_questions()
        self.session.say(self.t.gettext("Loaded {name}.").format(name=shown or where))
        self.autosave()
        self.narrate_now()

    def game_consent(self) -> bool | None:
        """Whether the game being played gives consent without asking (R-A3); None when none is played.

        A game keeps the setting it was started with (it is in its Config and its record).
        """
        game = self.game
        return game.config.auto_consent if game is not None and game.pending is not None else None

    def do_new(self, setup: GameSetup | None = None) -> None:
        """new [OPTIONS]: asks first when a game is running; the options (players, base side,
        edition, variants) change the new game and the next ones."""
        game = self.game

        def start() -> None:
            if setup is not None:
                self.setup = self.setup.then(setup)
            self.new_game()

        if game is None or game.pending is None:
            start()
            return
        self.session.ask_yes_no(self.t.gettext("Start a new game? This one is lost unless you saved it."),
                                lambda yes: start() if yes else self.session.say(self.t.gettext("We play on.")))
