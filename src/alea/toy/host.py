"""The race's host: only what the race knows; the table's one host does the rest.

The hooks every game with a kernel ``GameFront`` shares (a seat's view, a move played, the record
read and written) come from :class:`~alea.table.seam.FrontedHost`; this host sets a game up, tells
its events and refusals, asks its decision, says its score, gives its hint and plays its demo.
"""

from __future__ import annotations

from alea.kernel import Choice, Decision, IllegalMove
from alea.narration.message import Line, Worded
from alea.table import BotShow, FrontedHost, Option, Question, TableHost

from .game import Race
from .rules import Banked, Rolled, ToyConfig, ToyEvent, ToyView, Won
from .words import tt


def bot(view: ToyView, legal: list[str | Choice]) -> str | Choice:
    """The toy's bot: rolls until the turn holds 6 points, allows every hold."""
    if isinstance(view.pending, Decision):
        return Choice(0)
    return "hold" if "hold" in legal and view.total >= 6 else "roll"


def event_line(event: ToyEvent) -> Line:
    """One event in words (a message: each seat hears it in its language)."""
    player = event.player + 1
    if isinstance(event, Banked):
        return tt.ngettext("Player {player} banks {value} point.", "Player {player} banks {value} points.",
                           event.value).format(player=player, value=event.value)
    if isinstance(event, Rolled):
        return tt.gettext("Player {player} rolled {value}.").format(player=player, value=event.value)
    if isinstance(event, Won):
        return tt.gettext("Player {player} wins.").format(player=player)
    return tt.gettext("Player {player}'s turn.").format(player=player)


class ToyHost(FrontedHost[Race, ToyView], TableHost[Race, ToyView]):
    """Plays the toy for one session: only what the toy knows; the table does the rest."""

    game_id = "toy"
    front = Race
    example_query = "score"
    game: Race | None

    def create_game(self, seed: int) -> Race:
        return Race.new(ToyConfig(seed=seed))

    def told(self, events: list[object], before: ToyView | None) -> list[Line]:
        return [event_line(e) for e in events if isinstance(e, ToyEvent)]

    def refusal(self, refused: IllegalMove) -> Line:
        if refused.reason == "nothing_to_hold":
            return tt.gettext("Nothing to hold yet: roll first.")
        if refused.reason in ("undo_barrier", "nothing_to_undo"):
            return tt.gettext("A roll cannot be taken back.")
        return tt.gettext("That cannot be done now.")

    def score(self, view: ToyView) -> list[Line]:
        """Both banks and the turn's points."""
        return [tt.gettext("Banks: {first} and {second}. This turn: {total}.").format(
            first=view.banks[0], second=view.banks[1], total=view.total)]

    def status(self) -> list[Line]:
        return self.score(self.current().view())

    def query(self, name: str, *values: object) -> None:
        """``score`` (the toy's one question): about the demo's game while a demo runs."""
        game = self.shown_game()
        if game is None:
            self.session.say(self.t.gettext("No game is running. Type new to start one."))
            return
        self.session.say(*self.score(game.view(self.session.seat.players)))

    def ask_decision(self, pending: Decision) -> None:
        points = pending.data["points"]
        question = tt.ngettext("Player {player}: allow {points} point?", "Player {player}: allow {points} points?",
                               points).format(player=pending.player + 1, points=points)
        options = (Option(tt.gettext("allow"), Choice(0)), Option(tt.gettext("contest"), Choice(1)))
        self.session.ask(Question(question, options, self.play, yes_option=0, advice=lambda: Choice(0)),
                         self.session.seat_for(pending.player))

    def act(self, move: str) -> None:
        """Play an action, or ask again the decision that waits; another seat's turn is refused."""
        game = self.playing()
        if game is None:
            return
        if isinstance(game.pending, Decision):
            return self.present()
        if self.out_of_turn(game):
            return
        self.play(move)

    def bot_move(self) -> object:
        game = self.current()
        return bot(game.view(), game.legal_moves())

    def hint_lines(self) -> list[Line]:
        game = self.current()
        move = bot(game.view(), game.legal_moves())
        if isinstance(move, Choice):
            return [tt.gettext("Hint, allow")]
        return [tt.gettext("Hint, {command}").format(command=Worded(self.commands[move].word))]

    def new_show(self) -> ToyShow:
        return ToyShow(Race.new(ToyConfig(seed=(self.options.seed or 0) + 1)))


class ToyShow(BotShow[Race, None]):
    """The demo: two bots race, a turn at a time; they give no reasons."""

    def play(self) -> tuple[list[object], None]:
        return list(self.game.apply(bot(self.game.view(), self.game.legal_moves()))), None

    def whose_turn(self) -> object:
        return self.game.view().player

    def told(self, events: list[object]) -> list[Line]:
        return [event_line(e) for e in events if isinstance(e, ToyEvent)]

    def said(self, reason: None) -> list[Line]:
        return []
