"""Multiverse's host at the table: what only Multiverse knows, on the table's one host.

The table's :class:`~alea.table.host.TableHost` starts, resumes, saves, loads, autosaves, undoes,
hints and shows the demo for every game. This host adds Multiverse's part: its config from the
command line and ``new`` (players 2 to 6, variants MV1-MV4), its actions, each decision asked of
the seat that holds the player who must answer (the challenge to the sceptre holder, the reroll
to the wooden holder), its narration (:mod:`alea.multiverse.narration`, said in each seat's
language and verbosity), its search bot's hints (with their reasons) and its demo.
"""

from __future__ import annotations

from dataclasses import replace

from collections.abc import Callable

from alea.table import CommandList
from alea.table import Board, FrontedHost, TableHost
from alea.table import Options
from alea.table import Option, Question, yes_option
from alea.table import Session
from alea.kernel.errors import IllegalMove
from alea.kernel.requests import Decision, Turn
from alea.multiverse.bot import Hint, SearchBot, explain, hint
from alea.multiverse.engine import Choice, Config, Game, Move, View
from alea.multiverse.narration import Narrator
from alea.multiverse.narration.queries import QueryError
from alea.multiverse.table.arguments import MAX_PLAYERS, MIN_PLAYERS, Setup
from alea.multiverse.table.options import MultiverseOptions
from alea.multiverse.table.words import DOMAIN
from alea.multiverse.table import cues
from alea.narration.message import Catalog, Line, Message, Narrated, Pick
from alea.table import BotShow, Seat


def narrator(lang: str, verbosity: str) -> Narrator:
    """Multiverse's narration in a language and a verbosity (every seat hears its own)."""
    return Narrator(lang, verbosity)


def narrated(method: str, *args: object) -> Message:
    """What the narrator's ``method`` says of its arguments, put into words in each seat's language."""
    return Narrated(narrator, method, args)


def told(game: Game, events: list[object]) -> list[Line | Callable[[Seat], Line]]:
    """``events`` (or history items) of ``game`` in words, then the turn's prompt if a turn waits:
    to the seat that plays it; another seat (a table of several) hears whose turn it is."""
    view = game.view()
    lines: list[Line | Callable[[Seat], Line]] = [
        narrated("events", tuple(getattr(e, "event", e) for e in events), view)]
    pending = game.pending
    if isinstance(pending, Turn) and events:
        prompt, waiting = narrated("decision", view), narrated("waiting", view)
        lines.append(lambda seat: prompt if seat.holds(pending.player) else waiting)
    return lines


def shown(game: Game, events: list[object]) -> list[Line]:
    """``events`` of the demo's game in words, for one screen: the demo's bots play every turn, so a
    class is never asked "your action"."""
    view = game.view()
    return [narrated("events", tuple(getattr(e, "event", e) for e in events), view)]


class MultiverseHost(FrontedHost[Game, View], TableHost[Game, View]):
    """Plays Multiverse for one session."""

    game_id = "multiverse"
    front = Game
    example_query = "switch"
    game: Game | None

    def __init__(self, session: Session, options: Options, commands: CommandList) -> None:
        chosen = options.game_options if isinstance(options.game_options, MultiverseOptions) else MultiverseOptions()
        self.players: int | None = options.players
        """The player count asked for (the command line, then ``new``); None: the settings' or 2."""
        self.variants: frozenset[str] = frozenset(chosen.variants)
        """The variants of the next game (the command line, then ``new``)."""
        super().__init__(session, options, commands)

    tt = Catalog(DOMAIN)
    """Multiverse's table catalog: its messages are said in each seat's language."""

    # ------------------------------------------------------------------ the game's part

    def player_count(self) -> int:
        """The players of the next game: as asked, else the settings', within 2 to 6 (else 2)."""
        return self.players_within(self.players, MIN_PLAYERS, MAX_PLAYERS,
                                   self.tt.gettext("Multiverse is played by 2 to 6 players. This game has 2."))

    def create_game(self, seed: int) -> Game:
        """A new game from the player count and the variants."""
        return Game.new(Config(players=self.player_count(), seed=seed, variants=self.variants))

    def draw(self, view: View, lang: str) -> Board:
        """The board ``view`` shows, in ``lang`` (docs/board.md)."""
        from alea.multiverse.narration.board import build

        board = build(view, lang)
        if view.pending is None or view.pending.kind == "turn":
            return board
        return replace(board, asked=narrated("waiting", view).text(lang, "normal"))

    def told(self, events: list[object], before: View | None) -> list[Line | Callable[[Seat], Line]]:
        assert self.game is not None
        return told(self.game, events)

    def cue_of(self, event: object, holds: Callable[[int], bool]) -> str | None:
        """The table's sound cue for one of the game's events (:mod:`alea.multiverse.table.cues`)."""
        return cues.cue_of(event, holds)

    def refusal(self, refused: IllegalMove) -> Line:
        return narrated("error", refused)

    def status(self) -> list[Line]:
        """Where the game stands; a pending decision is left to the question that asks it."""
        assert self.game is not None
        if isinstance(self.game.pending, Decision):
            return []
        return [narrated("query", "status", self.game.view())]

    def ask_decision(self, pending: Decision) -> None:
        """Ask the decision of the seat that holds the player who answers; the others hear who is asked."""
        game = self.game
        assert game is not None
        view = game.view()
        asked = self.session.seat_for(pending.player)
        labels = narrated("options", view)
        options = tuple(Option(Pick(labels, i), Choice(i)) for i in range(len(pending.options)))
        several = len(self.session.seats) > 1
        # One screen: the question with its options, as the rules summary words it. A table of
        # several seats (online): the options one a line (a 40-cell display), and the question to
        # the seat that answers it only; the others hear who must answer.
        question = narrated("question" if several else "decision", view)
        waiting = narrated("waiting", view)
        for seat in self.session.seats:
            if seat is not asked:
                seat.output.say(waiting)
        advice = None if pending.kind == "die_result" else self.advice
        self.session.ask(Question(question, options, self.play, listed=several, advice=advice,
                                  yes_option=yes_option(pending.options)), asked)

    def advice(self) -> object:
        """The bot's answer to the pending decision, read from the view of the player who answers."""
        game = self.game
        assert game is not None and game.pending is not None
        return hint(game.view(game.pending.player), game.legal_moves()).move

    def bot_move(self) -> object:
        """The hint's search bot's move for the player the game waits for, from that player's view."""
        game = self.game
        assert game is not None and game.pending is not None
        return hint(game.view(game.pending.player), game.legal_moves()).move

    def hint_lines(self) -> list[Line]:
        game = self.game
        assert game is not None and game.pending is not None
        view = game.view(game.pending.player)
        return [narrated("hint", hint(view, game.legal_moves()), view)]

    def change_setup(self, setup: object) -> None:
        if isinstance(setup, Setup):
            if setup.players is not None:
                self.players = setup.players
            self.variants = (self.variants | setup.on) - setup.off

    def new_show(self) -> MultiverseShow:
        seed = (self.options.seed or 0) + 1
        return MultiverseShow(Game.new(Config(players=self.player_count(), seed=seed, variants=frozenset({"MV2"}))))

    # ------------------------------------------------------------------ its commands

    def act(self, move: Move) -> None:
        """Play an action; a decision that waits is asked again; another seat's turn is refused."""
        game = self.playing()
        if game is None:
            return
        if isinstance(game.pending, Decision):
            self.present()
            return
        if self.out_of_turn(game):
            return
        self.play(move)

    def query(self, name: str, *values: object) -> None:
        """A question about the game (the demo's while a demo runs), said to the seat that asked."""
        game: Game | None = self.shown_game()
        if game is None:
            self.session.say(self.t.gettext("No game is running. Type new to start one."))
            return
        seat = self.session.seat
        view = game.view(seat.players)
        keywords: dict[str, object] = {}
        if values and values[0] is not None:
            keywords["topic" if name == "rules" else "seat"] = values[0]
        if name == "status" and len(self.session.seats) > 1 and game.pending is not None:
            # a table of several seats: the options are listed one a line by the question, and
            # the seats not asked hear only who must answer
            keywords["options"] = False
            keywords["asked"] = game is self.game and seat.holds(game.pending.player)  # the demo's bots answer its own
        try:  # asked once now, to know whether it is refused; kept as a message for again and history
            narrator(seat.lang, seat.verbosity).query(name, view, **keywords)
        except QueryError:
            self.session.refuse(Narrated(narrator, "refused_query", (name, view), tuple(keywords.items())))
            return
        self.session.say(Narrated(narrator, "query", (name, view), tuple(keywords.items())))


class MultiverseShow(BotShow[Game, tuple[Hint, View]]):
    """The demo: the hint's search bots play a game of their own; a move's reason is the hint's
    (:func:`~alea.multiverse.bot.explain`)."""

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.bots = {p: SearchBot(seed=p) for p in range(game.config.players)}

    def play(self) -> tuple[list[object], tuple[Hint, View]]:
        pending = self.game.pending
        assert pending is not None
        view = self.game.view(pending.player)
        plan = self.bots[pending.player].plan(view, self.game.legal_moves())
        return list(self.game.apply(plan.move)), (explain(plan, view), view)

    def whose_turn(self) -> object:
        return self.game.view().turn

    def told(self, events: list[object]) -> list[Line]:
        return shown(self.game, events)

    def said(self, reason: tuple[Hint, View]) -> list[Line]:
        return [narrated("why", *reason)]
