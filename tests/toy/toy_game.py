"""A toy game as a plug-in of the table: the dice race of the kernel's tests (tests/kernel/toy.py).

docs/adding-a-game.md walks through this file; tests/toy/test_toy_game.py plays it through
``alea`` itself. Everything a game needs is here, small: its words (in the ``toy`` gettext
domain, tests/toy/locales), its commands, its host (what only the game knows, on the table's
one host) and its plug-in.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from alea.table.catalogs import Entry, marker
from alea.table.commands.registry import Category, CommandSet
from alea.table.host import TableHost
from alea.table.options import Options
from alea.table.plugin import GamePlugin
from alea.table.question import Option, Question
from alea.table.session import Session
from alea.i18n import catalog
from alea.kernel import Choice, Decision, Game, IllegalMove
from alea.kernel.record import Stored, record_to_json
from toy import TOY, ToyConfig, ToyEvent

DOMAIN = "toy"
"""The toy's gettext domain: its words and its sentences."""

Np_ = marker(DOMAIN)
"""Marks an entry of the toy's domain (a command's words, short forms and help)."""


def t(lang: str):  # type: ignore[no-untyped-def]
    """The toy's catalog in ``lang``."""
    return catalog(DOMAIN, lang)


# ---------------------------------------------------------------- 1. its commands

COMMANDS = CommandSet()
"""The toy's own commands; the table adds its own (help, undo, save, demo ...)."""


@COMMANDS.command("roll", Category.ACTION, Np_("command", "roll"), Np_("short form of roll", "r"),
                  Np_("command help", "roll: roll the die; a 1 loses this turn's points"))
def roll(host: ToyHost) -> None:
    """roll."""
    host.act("roll")


@COMMANDS.command("hold", Category.ACTION, Np_("command", "hold"), Np_("short form of hold", "h"),
                  Np_("command help", "hold: ask the other player to bank this turn's points"))
def hold(host: ToyHost) -> None:
    """hold."""
    host.act("hold")


@COMMANDS.command("score", Category.QUERY, Np_("command", "score"), Np_("short form of score", "s"),
                  Np_("command help", "score: both banks and this turn's points"))
def score(host: ToyHost) -> None:
    """score: about the demo's game while a demo runs."""
    game = host.shown_game()
    host.session.say(*host.score(game.view()))


# ---------------------------------------------------------------- 2. its host

def bot(view: Any, legal: list[object]) -> object:
    """The toy's bot: rolls until the turn holds 6 points, allows every hold."""
    if isinstance(view.pending, Decision):
        return Choice(0)
    return "hold" if "hold" in legal and view.total >= 6 else "roll"


class ToyHost(TableHost):
    """Plays the toy for one session: only what the toy knows; the table does the rest."""

    game_id = "toy"

    @property
    def tt(self):  # type: ignore[no-untyped-def]
        return t(self.session.lang)

    def create_game(self, seed: int) -> Any:
        return Game(TOY, ToyConfig(seed=seed))

    def view_of(self, game: Any, players: frozenset[int] | None = None) -> Any:
        return game.view(players)

    def applied(self, game: Any, move: object) -> list[object]:
        return list(game.apply(move))

    def open_record(self, stored: Stored) -> Any:
        return Game.from_record(TOY, stored.open(TOY))

    def record_json(self, game: Any) -> dict[str, Any]:
        return record_to_json(TOY, game.record)

    def told(self, events: list[object], before: Any) -> list[str]:
        return [self.event(e) for e in events if isinstance(e, ToyEvent)]

    def event(self, event: ToyEvent) -> str:
        """One event in words."""
        texts = {"turn": self.tt.gettext("Player {player}'s turn."),
                 "rolled": self.tt.gettext("Player {player} rolled {value}."),
                 "banked": self.tt.ngettext("Player {player} banks {value} point.",
                                            "Player {player} banks {value} points.", event.value),
                 "won": self.tt.gettext("Player {player} wins.")}
        return texts[event.kind].format(player=event.player + 1, value=event.value)

    def refusal(self, refused: IllegalMove) -> str:
        if refused.reason == "nothing_to_hold":
            return self.tt.gettext("Nothing to hold yet: roll first.")
        if refused.reason in ("undo_barrier", "nothing_to_undo"):
            return self.tt.gettext("A roll cannot be taken back.")
        return self.tt.gettext("That cannot be done now.")

    def score(self, view: Any) -> list[str]:
        """Both banks and the turn's points."""
        return [self.tt.gettext("Banks: {first} and {second}. This turn: {total}.").format(
            first=view.banks[0], second=view.banks[1], total=view.total)]

    def status(self) -> list[str]:
        return self.score(self.game.view())

    def ask_decision(self, pending: Decision) -> None:
        words = (self.tt.gettext("allow"), self.tt.gettext("contest"))
        points = pending.data["points"]
        question = self.tt.ngettext("Player {player}: allow {points} point?", "Player {player}: allow {points} points?",
                                    points).format(player=pending.player + 1, points=points)
        self.session.ask(Question(question, (Option(words[0], Choice(0)), Option(words[1], Choice(1))),
                                  self.play, yes_option=0, advice=lambda: Choice(0)))

    def act(self, move: str) -> None:
        """Play an action, or ask again the decision that waits."""
        game = self.playing()
        if game is None:
            return
        if isinstance(game.pending, Decision):
            return self.present()
        self.play(move)

    def bot_move(self) -> object:
        return bot(self.game.view(), self.game.legal_moves())

    def hint_lines(self) -> list[str]:
        move = bot(self.game.view(), self.game.legal_moves())
        return [self.tt.gettext("Hint, {command}").format(command=self.commands[str(move)].word(self.session.lang))]

    def new_show(self) -> ToyShow:
        return ToyShow(self, Game(TOY, ToyConfig(seed=(self.options.seed or 0) + 1)))


class ToyShow:
    """The demo: two bots race, a turn at a time."""

    def __init__(self, host: ToyHost, game: Any) -> None:
        self.host, self.game = host, game

    @property
    def over(self) -> bool:
        return self.game.pending is None

    def setup(self) -> list[str]:
        return self.host.told(list(self.game.history), None) + self.turn()

    def turn(self) -> list[str]:
        lines: list[str] = []
        while not self.over:
            events = self.game.apply(bot(self.game.view(), self.game.legal_moves()))
            lines += self.host.told(events, None)
            if any(e.kind == "turn" for e in events):
                break
        return lines

    def rest(self) -> list[str]:
        lines: list[str] = []
        while not self.over:
            lines += self.turn()
        return lines


# ---------------------------------------------------------------- 3. its plug-in

def host(session: Session, options: Options) -> ToyHost:
    """The toy's host for a session."""
    return ToyHost(session, options, PLUGIN.command_list)


def rules(lang: str) -> list[str]:
    """The toy's rules summary, as lines of print."""
    return [t(lang).gettext("Roll a die as often as you like; a 1 loses the turn's points. Hold to bank "
                            "them, if the other player allows. The first to 12 wins.")]


def compiled(folder: Path) -> str:
    """The toy's catalogs (``folder/<lang>/toy.po``) compiled into a temporary folder, which is returned:
    a game inside Alea's package has its catalogs compiled by the install instead."""
    import tempfile

    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    target = Path(tempfile.mkdtemp(prefix="alea-toy-locale-"))
    for po in folder.glob("*/toy.po"):
        out = target / po.parent.name / "LC_MESSAGES" / "toy.mo"
        out.parent.mkdir(parents=True)
        with po.open("rb") as source, out.open("wb") as handle:
            write_mo(handle, read_po(source, locale=po.parent.name))
    return str(target)


PLUGIN = GamePlugin(id="toy", commands=COMMANDS, host=host, rules=rules, domains=(DOMAIN,),
                    locales=compiled(Path(__file__).parent / "locales"))
"""The toy, as the table plays it."""

NAMES: Entry = Np_("game", "race")
"""The toy's names for ``--game`` (a game of Alea's own has its entry in the registry)."""

SUMMARY: Entry = Np_("game summary", "a dice race for two: roll, hold, and do not roll a 1.")
"""One line about the toy for ``games``."""
