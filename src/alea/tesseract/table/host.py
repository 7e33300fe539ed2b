"""Tesseract's host at the table: what only Tesseract knows, on the table's one host.

The table's :class:`~alea.table.host.TableHost` starts, resumes, saves, loads, autosaves,
undoes, hints and shows the demo for every game. This host adds Tesseract's part: its
config from the options and ``new``, its actions turned into engine moves
(:mod:`alea.tesseract.table.resolve`), only real choices asked (behaviour 11), every
decision asked as a numbered :class:`~alea.table.question.Question`, its narration, its
search bot's hints and its demo.
"""

from __future__ import annotations

from dataclasses import replace

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from alea.table import AnswerHint
from alea.table import CommandList
from alea.table import Board, FrontedHost, TableHost
from alea.table import Show
from alea.table import Options
from alea.table import Option, Question, yes_option
from alea.table import Session
from alea.kernel.errors import SaveError
from alea.kernel.record import Stored
from alea.tesseract.engine import (Action, Choice, Config, Decision, Game, IllegalMove, Remove,
                                   Turn, View)
from alea.tesseract.engine import events as ev
from alea.tesseract.engine.config import EDITION_OF_LANGUAGE
from alea.tesseract.engine.record import Record
from alea.tesseract.narration import hints
from alea.tesseract.table.choices import action_groups, decision_groups, yes_no_values
from alea.tesseract.table.game_setup import GameSetup
from alea.tesseract.table.narrator import TableNarrator
from alea.tesseract.table.options import TesseractOptions
from alea.tesseract.table.resolve import NoMatch, candidates
from alea.tesseract.table.words import DOMAIN
from alea.tesseract.table.words import t as tesseract_table
from alea.tesseract.table import cues
from alea.narration.message import Catalog, Lazy, Line, Message, Narrated, Pick

if TYPE_CHECKING:
    from alea.tesseract.bot import Plan


class TesseractHost(FrontedHost[Game, View], TableHost[Game, View]):
    """Plays Tesseract for one session."""

    game_id = "tesseract"
    front = Game
    example_query = "tower"
    game: Game | None

    def __init__(self, session: Session, options: Options, commands: CommandList) -> None:
        self.game_options = options.game_options if isinstance(options.game_options, TesseractOptions) \
            else TesseractOptions()
        """Tesseract's own options of the command line."""
        self.setup = GameSetup()
        """What ``new`` asked to change, for this game and the next ones."""
        super().__init__(session, options, commands)

    tt = Catalog(DOMAIN)
    """Tesseract's table catalog: its messages are said in each seat's language."""

    def narrator(self) -> TableNarrator:
        """The narration in the language and verbosity of the seat being answered."""
        return TableNarrator(self.session.lang, self.session.seat.verbosity)

    @staticmethod
    def narrated(method: str, *args: object, **keywords: object) -> Message:
        """What the narrator's ``method`` says of its arguments, put into words in each seat's language."""
        return Narrated(TableNarrator, method, args, tuple(keywords.items()))

    # ------------------------------------------------------------------ the game's part

    def create_game(self, seed: int) -> Game:
        """A new game from the options, the settings and what ``new`` asked; options that do not fit
        together give a game with the defaults (and the player is told)."""
        chosen = self.game_options
        try:
            researchers = self.narrator().researcher_ids(chosen.researchers) if chosen.researchers else None
        except LookupError as unknown:
            self.session.say(self.tt.gettext("No researcher is called {name}. Researchers are dealt at random.")
                             .format(name=unknown.args[0]))
            researchers = None
        setup = self.setup
        edition = setup.edition or chosen.edition or EDITION_OF_LANGUAGE[self.session.lang]
        try:
            config = Config(players=setup.players or self.session.settings.players,
                            base=setup.base or chosen.base or "1", seed=seed, researchers=researchers,
                            edition=edition, variants=setup.variants(edition, frozenset(chosen.variants)),
                            auto_consent=self.session.settings.auto_consent)
            return Game.new(config)
        except ValueError:
            self.session.say(self.tt.gettext("These game options do not fit together. A game with the defaults starts."))
            return Game.new(Config(players=self.session.settings.players, seed=seed, edition=edition,
                                   auto_consent=self.session.settings.auto_consent))

    def open_record(self, stored: Stored) -> Game:
        """A Tesseract game replayed from its record; a position that numbers its dice by colour
        (the engine's scenario tests' numbering, whose ids tell hidden colours, R-G4) is refused
        before anything is replayed (``not_for_play``)."""
        record = Record.opened(stored)
        position = record.config.position
        if isinstance(position, dict) and position.get("numbering") == "colour":
            raise SaveError("not_for_play", "numbering colour")
        return Game.from_record(record)

    def draw(self, view: View, lang: str) -> Board:
        """The board ``view`` shows, in ``lang`` (docs/board.md)."""
        from alea.tesseract.narration.board import build

        board = build(view, lang)
        if not isinstance(view.pending, Decision):
            return board
        return replace(board, asked=self.narrated("asked_of", view.pending, view).text(lang, "normal"))

    def opening(self, game: Game) -> list[object]:
        """The setup's events."""
        return [item.event for item in game.history]

    def told(self, events: list[object], before: View | None) -> list[Line]:
        """Tesseract's narration of ``events`` (every seat sees the same view: Tesseract is cooperative)."""
        assert self.game is not None
        own = [e for e in events if isinstance(e, ev.Event)]  # the table passes any game's events
        return [self.narrated("events", tuple(own), self.game.view(), before)]

    def cue_of(self, event: object, holds: Callable[[int], bool]) -> str | None:
        """The table's sound cue for one of the game's events (:mod:`alea.tesseract.table.cues`)."""
        return cues.cue_of(event, holds)

    def refusal(self, refused: IllegalMove) -> Line:
        """Why the engine refused a move."""
        assert self.game is not None
        return self.narrated("refusal", refused, self.game.view())

    def status(self) -> list[Line]:
        """The ``status`` query."""
        assert self.game is not None
        return [self.narrated("query", "status", self.game.view())]

    def change_setup(self, setup: object) -> None:
        """What ``new`` asked (players, base side, edition, variants), for this game and the next ones."""
        if isinstance(setup, GameSetup):
            self.setup = self.setup.then(setup)

    def unechoed(self, events: list[object]) -> list[object]:
        """Without the echo of a decision the table answered itself."""
        return [e for e in events if not isinstance(e, ev.DecisionMade)]

    def ask_decision(self, pending: Decision) -> None:  # type: ignore[override]
        """Ask only between real choices (behaviour 11); one player's own consent is given unasked."""
        game = self.game
        assert game is not None
        view = game.view()
        groups = decision_groups(pending, view)
        if pending.kind == "consent" and view.players == 1:  # one player's own two labs
            self.play(Choice(pending.options.index(True)), quiet=True)
            return
        if len(groups) == 1:  # every option leads to the same game: take it (behaviour 11)
            self.play(Choice(groups[0][0]))
            return
        def advice() -> object:
            from alea.tesseract.bot import SearchBot  # the bot loads at the first hint, not at the start

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
                                  yes_option=yes_option(yes_no_values(pending, groups)), advice=advice), asked)

    def answers_itself(self) -> bool:
        """Whether the pending decision has only one real choice, so the table takes it unasked."""
        game = self.game
        pending = game.pending if game is not None else None
        if not isinstance(pending, Decision):
            return False
        view = game.view()  # type: ignore[union-attr]
        return (pending.kind == "consent" and view.players == 1) or len(decision_groups(pending, view)) == 1

    def hint_lines(self) -> list[Line]:
        """The search bot's move, as the player could type it, and why (except at terse): put into
        words in the language of whoever hears it (the move is chosen once)."""
        game = self.game
        assert game is not None
        from alea.tesseract.bot import SearchBot  # the bot loads at the first hint, not at the start

        view, moves = game.view(), game.legal_moves()
        plan = SearchBot().plan(view, moves)
        move = plan.move
        if isinstance(move, Choice):  # a decision the table is not asking (it asks every one it needs)
            pending = game.pending
            assert isinstance(pending, Decision), "a choice answers a decision"
            return [AnswerHint(move.index + 1, Pick(self.narrated("option_labels", pending, view), move.index))]
        return [Lazy("hint", lambda lang, verbosity: self._hint_line(plan, view, moves, lang, verbosity))]

    def bot_move(self) -> object:
        """The hint's search bot's move (the players' one view: Tesseract is played together)."""
        game = self.game
        assert game is not None
        from alea.tesseract.bot import SearchBot  # the bot loads at the first hint, not at the start

        return SearchBot().plan(game.view(), game.legal_moves()).move

    def _hint_line(self, plan: Plan, view: View, moves: Sequence[object], lang: str, verbosity: str) -> str:
        """The hint in ``lang``: the line to type and, except at terse, why."""
        plan, line = self._typed(plan, view, moves, lang, verbosity)
        t = tesseract_table(lang)
        from alea.tesseract.bot import explain

        why = None if verbosity == "terse" else explain(plan, view)
        if why is None:
            return t.gettext("Hint, {command}.").format(command=line)
        reason = hints.reason(TableNarrator(lang, verbosity).speaker, why.kind, why.colour, why.values)
        return t.gettext("Hint, {command}. {reason}").format(command=line, reason=reason)

    def hinted(self, game: Game) -> tuple[Plan, str]:
        """The search bot's plan for the game being played, made a move one typed line names alone,
        and that line ("" for a decision's answer). The hint says it; a question raised by a typed
        command is advised from it, so the two never disagree."""
        from alea.tesseract.bot import SearchBot  # the bot loads at the first hint, not at the start

        view, moves = game.view(), game.legal_moves()
        return self._typed(SearchBot().plan(view, moves), view, moves, self.session.lang, self.session.seat.verbosity)

    @staticmethod
    def _typed(plan: Plan, view: View, moves: Sequence[object], lang: str, verbosity: str) -> tuple[Plan, str]:
        """``plan`` made a move one line typed in ``lang`` names alone, and that line ("" for an answer)."""
        from alea.tesseract.table.hinting import typable  # with the bot, at the first hint
        from alea.tesseract.table.spelling import spell

        if isinstance(plan.move, Choice):
            return plan, ""
        legal = [m for m in moves if isinstance(m, Action)]
        speaker = TableNarrator(lang, verbosity).speaker
        plan, line = typable(plan, view, lang, legal, speaker)
        assert isinstance(plan.move, Action), "typable keeps an action an action"
        return plan, line or spell(plan.move, view, lang, legal, speaker)

    def new_show(self) -> Show[Game]:
        """The demo: a game of its own, on the player's base side, with a seed other than theirs."""
        from alea.tesseract.table.demo import Demo, Told, demo_seed  # the demo loads when it is asked for

        demo = Demo(Config(players=self.session.settings.players, base=self.game_options.base or "1",
                           seed=demo_seed(self.options.seed, self.session.settings.players)))
        return Told(demo)

    def kept(self, setting: str) -> object | None:
        """``auto_consent``: whether the game being played gives consent without asking (R-A3); None
        when none is played. A game keeps the setting it was started with (it is in its Config and its
        record)."""
        game = self.game
        if setting != "auto_consent" or game is None or game.pending is None:
            return None
        return game.config.auto_consent

    def legal_words(self, command: str, kind: str) -> list[str] | None:
        """The columns an action command may take now (``remove``: the removable ones), for Tab
        completion; None for a command that may name any column (a query)."""
        game = self.game
        if command != "remove" or kind != "column":
            return None
        if game is None or not isinstance(game.pending, Turn):
            return []
        return [m.col for m in game.legal_moves() if isinstance(m, Remove)]

    # ------------------------------------------------------------------ Tesseract's commands

    def query(self, name: str, *values: object) -> None:
        """Answer a question (the narration's query ``name``, its arguments in order; those left out
        are None), about the demo's game while a demo runs."""
        game = self.shown_game()
        if game is None:
            self.session.say(self.t.gettext("No game is running. Type new to start one."))
            return
        view = self.view_for(self.session.seat) if game is self.game else game.view()
        from alea.tesseract.narration.queries import keywords  # loaded with the first query

        given = {key: value for key, value in keywords(name, values).items() if value is not None}
        try:  # a lab or card is found by the name typed, in the language typed
            found = self.narrator().resolved(given, view)
        except NoMatch as missing:
            self.session.say(self.narrated("no_match", missing))
            return
        self.session.say(self.narrated("query", name, view, **found))

    def act(self, command: str, values: list[object]) -> None:
        """An action command: find the moves that fit, ask when several do, then play."""
        game = self.playing()
        if game is None or self.out_of_turn(game):
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
                self.tt.ngettext("End the action phase with {count} action left?",
                                 "End the action phase with {count} actions left?", left).format(count=left),
                lambda yes: self.play(fitting[0]) if yes else self.session.say(self.t.gettext("We play on.")),
                advice=lambda: self.hinted(game)[0].move == fitting[0],  # the same advice as hint gave
                # TRANSLATORS: terse, at most 40 characters.
                terse=self.tt.ngettext("End with {count} action left?", "End with {count} actions left?",
                                       left).format(count=left))
            return
        view = game.view()
        groups = action_groups(fitting, view)
        if len(groups) == 1:  # equal dice, or a group in another order: one move (behaviour 11)
            self.play(fitting[0])
            return
        options = tuple(Option(self.narrated("action_label", fitting[g[0]], view), fitting[g[0]]) for g in groups)

        def advice() -> object:
            from alea.tesseract.bot import SearchBot  # the bot loads at the first hint, not at the start

            best = SearchBot().choose(view, list(fitting))
            return next(fitting[g[0]] for g in groups if best in [fitting[i] for i in g])

        self.session.ask(Question(self.narrated("action_question", command, tuple(fitting[g[0]] for g in groups),
                                                view), options, self.play, advice=advice))


if TYPE_CHECKING:  # mypy holds the host to what its commands ask of it
    from alea.tesseract.table.commands import Played

    def _plays(host: TesseractHost) -> Played:
        return host
