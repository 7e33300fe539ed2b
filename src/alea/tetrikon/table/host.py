"""Tetrikon's host at the table: what only Tetrikon knows, on the table's one host.

The table's :class:`~alea.cli.host.TableHost` starts, resumes, saves, loads, autosaves, undoes,
hints and shows the demo for every game. This host adds Tetrikon's part: its config from the
command line and ``new`` (players 2 to 4 or solo, a round limit, a match length), its actions
(a ``fits`` number and a card's place in the hand are read against the game), each decision
asked of the seat that holds the player who must answer (a trade offer to the player it is made
to, Immunity to its holder), the queries and hints of its table narrator
(:mod:`.narrator`), said in each seat's language and verbosity.
"""

from __future__ import annotations

from typing import Any

from alea.cli.commands.registry import CommandList
from alea.cli.host import TableHost
from alea.cli.options import Options
from alea.cli.question import Option, Question
from alea.cli.session import Session
from alea.kernel import Choice, Game
from alea.kernel.errors import IllegalMove
from alea.kernel.record import Stored, record_to_json
from alea.kernel.requests import Decision
from alea.narration.message import Catalog, Line, Message, Narrated, Pick
from alea.tetrikon.bot.greedy import choose
from alea.tetrikon.engine.config import Config
from alea.tetrikon.engine.content import LETTERS, card_number, load_content
from alea.tetrikon.engine.reading import fits
from alea.tetrikon.engine.moves import Build, Move, Replace, UseCard
from alea.tetrikon.engine.events import Event
from alea.tetrikon.engine.rules import RULES
from alea.tetrikon.engine.view import View
from alea.tetrikon.table.arguments import MAX_PLAYERS, MIN_PLAYERS, CardWord, Setup, Where
from alea.tetrikon.table.narrator import QueryError, TableNarrator
from alea.tetrikon.table.options import TetrikonOptions
from alea.tetrikon.table.words import DOMAIN


def narrated(method: str, *args: object) -> Message:
    """What the table narrator's ``method`` says of its arguments, in each seat's language."""
    return Narrated(TableNarrator, method, args)


def told(game: Game[Any, Any, Any, Any, Any], events: list[object]) -> list[Line]:
    """``events`` (or history items) of ``game`` in words, as the whole table may know them:
    the secret facts of an event (a card drawn, a hand's values) only at a shared screen."""
    return [narrated("events", tuple(getattr(e, "event", e) for e in events))]


def _public(item: object) -> object:
    """An event (or history item) as a spectator may know it: its secret facts left out."""
    event = getattr(item, "event", item)
    return event.seen_by(-1) if isinstance(event, Event) else event


class TetrikonHost(TableHost):
    """Plays Tetrikon for one session."""

    game_id = "tetrikon"
    example_query = "holes"
    game: Game[Any, Any, Any, Any, Any] | None

    def __init__(self, session: Session, options: Options, commands: CommandList) -> None:
        chosen = options.game_options if isinstance(options.game_options, TetrikonOptions) else TetrikonOptions()
        self.players: int | None = options.players
        """The player count asked for (the command line, then ``new``); None: the settings' or 2."""
        self.solo = chosen.solo
        """Whether the next game is the solo game (T-V3)."""
        self.rounds: int | None = chosen.rounds
        """The round limit of the next game (T-V1), None: none."""
        self.games = chosen.games
        """The games of the next match (T-S2): diagrams A, B, C ..."""
        super().__init__(session, options, commands)

    tt = Catalog(DOMAIN)
    """Tetrikon's table catalog: its messages are said in each seat's language."""

    # ------------------------------------------------------------------ the game's part

    def player_count(self) -> int:
        """The players of the next game: as asked, else the settings', within 2 to 4 (else 2)."""
        count = self.count_within(self.players, MIN_PLAYERS, MAX_PLAYERS)
        if count is not None:
            return count
        if self.players is not None and self.players != 1:
            self.session.say(self.tt.gettext("Tetrikon is played by 2 to 4 players, or solo; this game has 2."))
        return MIN_PLAYERS

    def config(self, seed: int) -> Config:
        """The next game's config."""
        if self.solo or self.players == 1:
            return Config(players=1, letters=(), mode="solo", seed=seed, round_limit=self.rounds)
        return Config(players=self.player_count(), letters=tuple(LETTERS[:self.games]), seed=seed,
                      round_limit=self.rounds)

    def create_game(self, seed: int) -> Game[Any, Any, Any, Any, Any]:
        return Game(RULES, self.config(seed))

    def open_record(self, stored: Stored) -> Game[Any, Any, Any, Any, Any]:
        return Game.from_record(RULES, stored.open(RULES))

    def record_json(self, game: Game[Any, Any, Any, Any, Any]) -> dict[str, Any]:
        return record_to_json(RULES, game.record)

    def told(self, events: list[object], before: Any) -> list[Line]:
        assert self.game is not None
        shared = len(self.session.seats) == 1
        return told(self.game, [e if shared else _public(e) for e in events])

    def refusal(self, refused: IllegalMove) -> Line:
        return narrated("error", refused)

    def status(self) -> list[Line]:
        """Where the game stands; a pending decision is left to the question that asks it."""
        assert self.game is not None
        if isinstance(self.game.pending, Decision):
            return []
        view = self.game.view()
        return [narrated("query", "status", view, view.turn.active)]

    def ask_decision(self, pending: Decision) -> None:
        """Ask the decision of the seat that holds the player who answers; the others hear who is asked."""
        game = self.game
        assert game is not None
        asked = self.session.seat_for(pending.player)
        view = game.view(asked.players)
        lines = narrated("decision", view)
        labels = narrated("options", view)
        options = tuple(Option(Pick(labels, i), Choice(i)) for i in range(len(pending.options)))
        for seat in self.session.seats:
            if seat is not asked:
                seat.output.say(narrated("choosing", view))
        if all(isinstance(value, bool) for value in pending.options):  # a trade offered, Immunity
            def answered(yes: object) -> None:
                self.play(Choice(list(pending.options).index(bool(yes))))

            def advised() -> object:
                move = self.bot_move()
                return isinstance(move, Choice) and pending.options[move.index] is True

            self.session.ask(Question(Pick(lines, 0), (), answered, yes_no=True, advice=advised), asked)
            return
        self.session.ask(Question(Pick(lines, 0), options, self.play, listed=False, advice=self.advice), asked)

    def me(self, game: Game[Any, Any, Any, Any, Any]) -> int:
        """The player the asking seat speaks for: the one the game waits for if the seat holds
        them, else the seat's first player."""
        seat = self.session.seat
        pending = game.pending
        if pending is not None and seat.holds(pending.player):
            return int(pending.player)
        players = sorted(seat.players) if seat.players is not None else [0]
        return players[0]

    def bot_move(self) -> Move | Choice:
        """The greedy bot's move for the player the game waits for, from that player's view."""
        game = self.game
        assert game is not None and game.pending is not None
        player = game.pending.player
        move: Move | Choice = choose(game.view(frozenset({player})), game.legal_moves(), player)
        return move

    def advice(self) -> object:
        return self.bot_move()

    def hint_lines(self) -> list[Line]:
        game = self.game
        assert game is not None and game.pending is not None
        return [narrated("hint", self.bot_move(), game.view(frozenset({game.pending.player})))]

    def change_setup(self, setup: object) -> None:
        if isinstance(setup, Setup):
            if setup.players is not None:
                self.players = setup.players
            if setup.solo is not None:
                self.solo = setup.solo
            if setup.rounds is not None:
                self.rounds = setup.rounds
            if setup.games is not None:
                self.games = setup.games

    def new_show(self) -> TetrikonShow:
        seed = (self.options.seed or 0) + 1
        return TetrikonShow(Game(RULES, Config(players=self.player_count(), seed=seed, round_limit=12)))

    # ------------------------------------------------------------------ its commands

    def turn_game(self) -> Game[Any, Any, Any, Any, Any] | None:
        """The game an action plays in, when it is the asking seat's turn and no question waits."""
        game: Game[Any, Any, Any, Any, Any] | None = self.playing()
        if game is None or game.pending is None:
            return None
        if isinstance(game.pending, Decision):
            self.present()
            return None
        if self.out_of_turn(game):
            return None
        return game

    def act(self, move: Move) -> None:
        """Play an action; a decision that waits is asked again; another seat's turn is refused."""
        if self.turn_game() is not None:
            self.play(move)

    def use(self, card: CardWord) -> None:
        """use CARD: the card at that place of the hand, or the held card of that number."""
        game = self.turn_game()
        if game is None:
            return
        player = self.me(game)
        held = list(game.view(frozenset({player})).players[player].chance or ())
        if card.at is not None:
            chosen = held[card.at - 1] if 1 <= card.at <= len(held) else None
        else:
            chosen = next((uid for uid in held if card_number(uid) == card.card), None)
        if chosen is None:
            self.session.refuse(self.tt.gettext("You hold no such Chance card; type cards to list yours."))
            return
        self.play(UseCard((chosen,)))

    def build(self, piece: str, where: Where, replaced: str | None = None) -> None:
        """build PIECE SQUARES (or a ``fits`` number), or replace LABEL PIECE SQUARES; on the
        diagram named, else the first not yet full."""
        game = self.turn_game()
        if game is None:
            return
        player = self.me(game)
        view: View = game.view(frozenset({player}))
        boards = view.players[player].boards
        board = next((i for i, b in enumerate(boards) if b.diagram == where.diagram),
                     next((i for i, b in enumerate(boards) if b.empty), 0))
        squares = where.squares
        if isinstance(squares, int):
            listed = fits(boards[board], load_content().pieces[piece].cells, view.mirror)
            if not 1 <= squares <= len(listed):
                self.session.refuse(self.tt.gettext("No such choice; type fits and the piece to list them."))
                return
            squares = listed[squares - 1]
        move: Move = (Build(piece, squares, board) if replaced is None
                      else Replace(replaced, piece, squares, board))
        self.play(move)

    def query(self, name: str, *values: object) -> None:
        """A question about the game (the demo's while a demo runs), said to the seat that asked."""
        game = self.shown_game()
        if game is None:
            self.session.say(self.t.gettext("No game is running. Type new to start one."))
            return
        seat = self.session.seat
        view = game.view(seat.players)
        me = self.me(game)
        try:  # asked once in the seat's language, so that a question it cannot answer is refused now
            TableNarrator(seat.lang, seat.verbosity).query(name, view, me, *values)
        except QueryError as error:
            self.session.refuse(str(error))
            return
        # kept as a message: again and history say it in the language set then
        self.session.say(narrated("query", name, view, me, *values))


class TetrikonShow:
    """The demo: greedy bots play a game of their own, told a turn at a time."""

    def __init__(self, game: Game[Any, Any, Any, Any, Any]) -> None:
        self.game = game

    @property
    def over(self) -> bool:
        return self.game.pending is None

    def setup(self) -> list[Line]:
        return told(self.game, list(self.game.history))

    def turn(self) -> list[Line]:
        """Moves until the next turn starts (or the game ends)."""
        events: list[object] = []
        active = self.game.view().turn.active
        while self.game.pending is not None:
            player = self.game.pending.player
            events += self.game.apply(choose(self.game.view(frozenset({player})), self.game.legal_moves(), player))
            if self.game.view().turn.active != active:
                break
        return told(self.game, events)

    def rest(self) -> list[Line]:
        lines: list[Line] = []
        while not self.over:
            lines += self.turn()
        return lines
