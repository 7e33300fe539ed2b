"""Tetrikon's host at the table: what only Tetrikon knows, on the table's one host.

The table's :class:`~alea.table.host.TableHost` starts, resumes, saves, loads, autosaves, undoes,
hints and shows the demo for every game. This host adds Tetrikon's part: its config from the
command line and ``new`` (players 2 to 4 or solo, a round limit, a match length), its actions
(a ``fits`` number and a card's place in the hand are read against the game), each decision
asked of the seat that holds the player who must answer (a trade offer to the player it is made
to, Immunity to its holder), the queries and hints of its table narrator
(:mod:`.narrator`), said in each seat's language and verbosity.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from alea.table import CommandError, CommandList
from alea.table import Board, FrontedHost, TableHost
from alea.table import Options
from alea.table import Option, Question
from alea.table import Session
from alea.kernel import Choice
from alea.kernel.errors import IllegalMove
from alea.kernel.events import told_to
from alea.kernel.requests import Decision
from alea.narration.message import Catalog, Line, Message, Narrated, Pick
from alea.table import BotShow, Seat
from alea.tetrikon.bot.search import Advice, advise
from alea.tetrikon.engine.config import Config
from alea.tetrikon.engine.content import LETTERS, card_number, load_content
from alea.tetrikon.engine.reading import (boards_of, fits, reading_order, rename_map, turned, turned_events,
                                          turned_view)
from alea.tetrikon.engine.moves import Build, Move, Replace, UseCard
from alea.tetrikon.engine.state import State
from alea.tetrikon.engine.events import Event
from alea.tetrikon.engine.game import Game
from alea.tetrikon.engine.view import PRIVATE_DECISIONS, View
from alea.tetrikon.table.arguments import MAX_PLAYERS, MIN_PLAYERS, CardWord, Setup, Where
from alea.tetrikon.table.narrator import QueryError, TableNarrator
from alea.tetrikon.table.options import TetrikonOptions
from alea.tetrikon.table.words import DOMAIN
from alea.tetrikon.table import cues


NARRATED = frozenset({"key", "use_or_keep", "position", "take_out"})
"""Decisions whose answer the game's next event says ("Chose 2 Treasury cards.", "Kept: ...",
"takes L from position 3", "takes p1 O out"): the table does not echo them as well."""


def narrated(method: str, *args: object) -> Message:
    """What the table narrator's ``method`` says of its arguments, in each seat's language."""
    return Narrated(TableNarrator, method, args)


def told(game: Game, events: list[object]) -> list[Line]:
    """``events`` (or history items) of ``game`` in words, every fact told (the demo's bots,
    watched by the seat that asked; a game's seats hear :meth:`TetrikonHost.told`)."""
    return [narrated("events", tuple(getattr(e, "event", e) for e in events))]


"""A game of Tetrikon: the kernel's game over Tetrikon's rules."""


class TetrikonHost(FrontedHost[Game, View], TableHost[Game, View]):
    """Plays Tetrikon for one session."""

    game_id = "tetrikon"
    front = Game
    example_query = "holes"

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
        self.turns: dict[int, int] = {}
        """Each seat's turn of the diagrams (T-C6), by seat number: degrees clockwise. A seat's
        setting, not the game's: it stays from game to game and is not saved."""
        self.choosing: int | None = None
        """The player whose private choice (T-H: a hand's cards, Immunity) the other seats were
        told of, while nothing has happened since: a second one (Immunity refused, then which
        cards pay) is not told again, so that the count of questions does not tell who holds
        Immunity."""
        self.named: dict[str, str] = {}
        """While a move typed at a turned seat is played: canonical square -> the seat's name,
        so that a refusal names the square as the seat typed it."""
        super().__init__(session, options, commands)

    tt = Catalog(DOMAIN)
    """Tetrikon's table catalog: its messages are said in each seat's language."""

    # ------------------------------------------------------------------ the game's part

    def player_count(self) -> int:
        """The players of the next game: as asked, else the settings', within 2 to 4 (else 2)."""
        refused = self.tt.gettext("Tetrikon is played by 2 to 4 players, or solo; this game has 2.")
        return self.players_within(self.players, MIN_PLAYERS, MAX_PLAYERS, None if self.players == 1 else refused)

    def config(self, seed: int) -> Config:
        """The next game's config."""
        if self.solo or self.players == 1:
            return Config(players=1, letters=(), mode="solo", seed=seed, round_limit=self.rounds)
        return Config(players=self.player_count(), letters=tuple(LETTERS[:self.games]), seed=seed,
                      round_limit=self.rounds)

    def create_game(self, seed: int) -> Game:
        return Game.new(self.config(seed))

    def turn_of(self, seat: Seat) -> int:
        """How far ``seat`` turned its diagrams (T-C6), in degrees clockwise."""
        return self.turns.get(seat.number, 0)

    def seat_view(self, game: Game, seat: Seat) -> View:
        """What ``seat`` may know of ``game`` (T-H), its diagrams turned as it turned them."""
        view: View = game.view(seat.players)
        return turned_view(view, self.turn_of(seat))

    def draw(self, view: View, lang: str) -> Board:
        """The board ``view`` shows, in ``lang`` (docs/board.md)."""
        from alea.tetrikon.narration.board import drawn

        board = drawn(view, lang)
        if view.pending is None or view.pending.kind == "turn":
            return board
        return replace(board, asked=narrated("choosing", view).text(lang, "normal"))

    def told(self, events: list[object], before: View | None) -> Sequence[Callable[[Seat], Line]]:
        """Each seat hears the events as its players may know them (T-H: another player's
        drawn T-cards and kept Chance cards in their public form), squares named as it turned
        its diagrams."""
        game = self.game
        assert game is not None
        now: View = game.view()
        boards = boards_of(before if isinstance(before, View) else now)
        happened: list[Event] = [e for e in (getattr(item, "event", item) for item in events) if isinstance(e, Event)]

        if happened:
            self.choosing = None

        def to(seat: Seat) -> Line:
            known = turned_events(told_to(happened, seat.players), boards, self.turn_of(seat), now.mode == "solo")
            return narrated("events", tuple(known))

        return [to]

    def cue_of(self, event: object, holds: Callable[[int], bool]) -> str | None:
        """The table's sound cue for one of the game's events (:mod:`alea.tetrikon.table.cues`)."""
        return cues.cue_of(event, holds)

    def refusal(self, refused: IllegalMove) -> Line:
        square = refused.data.get("square")
        if isinstance(square, str) and square in self.named:
            refused = IllegalMove(refused.reason, **{**refused.data, "square": self.named[square]})
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
        private = pending.kind in PRIVATE_DECISIONS
        if not (private and self.choosing == pending.player):  # T-H: no second line for Immunity then the cards
            for seat in self.session.seats:
                if seat is not asked:
                    seat.output.say(narrated("choosing", game.view(seat.players)))
        self.choosing = pending.player if private else None
        if all(isinstance(value, bool) for value in pending.options):  # a trade offered, Immunity
            def answered(yes: object) -> None:
                self.play(Choice(list(pending.options).index(bool(yes))))

            def advised() -> object:
                move = self.bot_move()
                return isinstance(move, Choice) and pending.options[move.index] is True

            trade = pending.kind in ("offer_answer", "swap_answer")
            self.session.ask(Question(Pick(lines, 0), (), answered, yes_no=True, advice=advised,
                                      answers=self.trade_answer if trade else None), asked)
            return
        # the question and its options as Tetrikon says them ("1: 2 Treasury cards")
        self.session.ask(Question(lines, options, self.play, echo=pending.kind not in NARRATED,
                                  listed=False, advice=self.advice), asked)

    def me(self, game: Game) -> int:
        """The player the asking seat speaks for: the one the game waits for if the seat holds
        them, else the seat's first player."""
        seat = self.session.seat
        pending = game.pending
        if pending is not None and seat.holds(pending.player):
            return int(pending.player)
        players = sorted(seat.players) if seat.players is not None else [0]
        if not players:  # a spectators' seat holds nobody: it speaks as the player whose turn it is
            return int(pending.player) if pending is not None else 0
        return players[0]

    def bot_advice(self) -> Advice:
        """The hint bot's move for the player the game waits for, from that player's view, and why."""
        game = self.game
        assert game is not None and game.pending is not None
        player = game.pending.player
        return advise(game.view(frozenset({player})), game.legal_moves(), player)

    def bot_move(self) -> Move | Choice:
        """The hint bot's move for the player the game waits for (:meth:`bot_advice`)."""
        return self.bot_advice().move

    def advice(self) -> object:
        return self.bot_move()

    def hint_lines(self) -> list[Line]:
        game = self.game
        assert game is not None and game.pending is not None
        view = game.view(frozenset({game.pending.player}))
        advice = self.bot_advice()
        move = advice.move
        degrees = self.turn_of(self.session.seat)
        if isinstance(move, (Build, Replace)) and degrees:
            names = rename_map(view.players[view.turn.active].boards[move.board].squares, degrees)
            move = replace(move, squares=tuple(sorted((names[name] for name in move.squares), key=reading_order)))
        return [narrated("hint", move, turned_view(view, degrees), advice)]

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
        return TetrikonShow(Game.new(Config(players=self.player_count(), seed=seed, round_limit=12)))

    # ------------------------------------------------------------------ its commands

    def turn_game(self) -> Game | None:
        """The game an action plays in, when it is the asking seat's turn and no question waits."""
        game: Game | None = self.playing()
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
            self.session.refuse(self.tt.gettext("You hold no such Chance card. Type cards to list yours."))
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
        degrees = self.turn_of(self.session.seat)
        seat_board = turned(boards[board], degrees)  # the diagram as the seat reads it
        squares = where.squares
        if isinstance(squares, int):
            listed = fits(seat_board, load_content().pieces[piece].cells, view.mirror)
            if not 1 <= squares <= len(listed):
                self.session.refuse(self.tt.gettext("No such choice. Type fits and the piece to list them."))
                return
            squares = listed[squares - 1]
        if degrees:  # the squares as the seat typed them, back to the diagram's own names
            named = rename_map(boards[board].squares, degrees)
            back = {mine: own for own, mine in named.items()}
            outside = next((name for name in squares if name not in back), None)
            if outside is not None:
                self.session.refuse(narrated("error", IllegalMove("outside", square=outside)))
                return
            squares = tuple(back[name] for name in squares)
            self.named = named
        move: Move = (Build(piece, squares, board) if replaced is None
                      else Replace(replaced, piece, squares, board))
        try:
            self.play(move)
        finally:
            self.named = {}

    def trade_answer(self, line: str, lang: str) -> bool | None:
        """``accept`` (True) or ``refuse`` (False), any of their forms in ``lang``, typed as the
        answer to a trade offered; None for any other line."""
        words = line.split()
        if len(words) != 1:
            return None
        try:
            command = self.commands.in_language(lang).resolve(words[0])
        except CommandError:
            return None
        return {"accept": True, "refuse": False}.get(command.id)

    def answer_offer(self, yes: bool) -> None:
        """accept or refuse typed when no trade question waits at this seat."""
        game = self.playing()
        if game is None:
            return
        pending = game.pending
        if not isinstance(pending, Decision) or pending.kind not in ("offer_answer", "swap_answer"):
            self.session.refuse(self.tt.gettext("No trade is offered to you now."))
            return
        if not self.out_of_turn(game):
            self.play(Choice(list(pending.options).index(yes)))

    def turn(self, degrees: int | None) -> None:
        """turn [DEGREES]: this seat's diagrams turned clockwise (T-C6), a quarter more when no
        angle is given; said with the size of the seat's diagram as it now reads it."""
        seat = self.session.seat
        now = (self.turn_of(seat) + 90) % 360 if degrees is None else degrees
        self.turns[seat.number] = now
        game = self.shown_game()
        view = self.seat_view(game, seat) if game is not None else None
        self.session.say(narrated("turned", now, view, self.me(game) if game is not None else 0))

    def export(self, player: int | None) -> None:
        """export [SEAT]: a diagram and the piece set as braille graphics, written to files in
        the data folder; the seat is told where, in its language."""
        from alea.braille import BrailleError
        from alea.table import data_dir
        from alea.tetrikon.table.export import write_graphics

        shown = self.shown_view()
        if shown is None:
            return
        game, seat, view = shown
        chosen = self.me(game) if player is None else player
        if chosen >= len(view.players):
            self.session.refuse(self.tt.gettext("There is no player {n}.").format(n=chosen + 1))
            return
        folder = data_dir(self.session.environ) / "braille"
        try:
            written = write_graphics(folder, view, chosen, seat.lang)
        except BrailleError as error:  # liblouis or its table missing: says how to install it
            self.session.say(str(error))
            return
        except OSError:
            self.session.say(self.tt.gettext("Cannot write {file}.").format(file=str(folder)))
            return
        self.session.say(narrated("exported", str(written[0]), str(written[1])))

    def shown_view(self) -> tuple[Game, Seat, View] | None:
        """The game questions are about (the demo's while a demo runs), the seat that asks and its
        view; None after saying that no game is running."""
        game = self.shown_game()
        if game is None:
            self.session.say(self.t.gettext("No game is running. Type new to start one."))
            return None
        seat = self.session.seat
        return game, seat, self.seat_view(game, seat)

    def query(self, name: str, *values: object) -> None:
        """A question about the game (the demo's while a demo runs), said to the seat that asked."""
        shown = self.shown_view()
        if shown is None:
            return
        game, seat, view = shown
        me = self.me(game)
        try:  # asked once in the seat's language, so that a question it cannot answer is refused now
            TableNarrator(seat.lang, seat.verbosity).query(name, view, me, *values)
        except QueryError as error:
            self.session.refuse(str(error))
            return
        # kept as a message: again and history say it in the language set then
        self.session.say(narrated("query", name, view, me, *values))


class TetrikonShow(BotShow[Game, tuple[Advice, View]]):
    """The demo: the hint's bots play a game of their own; a move's reason is the hint's."""

    def play(self) -> tuple[list[object], tuple[Advice, View]]:
        assert self.game.pending is not None
        player = self.game.pending.player
        view: View = self.game.view(frozenset({player}))
        advice = advise(view, self.game.legal_moves(), player)
        return list(self.game.apply(advice.move)), (advice, view)

    def whose_turn(self) -> object:
        return self.game.view().turn.active

    def told(self, events: list[object]) -> list[Line]:
        return told(self.game, events)

    def said(self, reason: tuple[Advice, View]) -> list[Line]:
        if reason[0].reason == "choose":  # a decision by habit: no words
            return []
        return [narrated("bot_why", *reason)]


if TYPE_CHECKING:  # mypy holds the host to what its commands ask of it
    from alea.tetrikon.table.commands import Played

    def _plays(host: TetrikonHost) -> Played:
        return host
