"""The demo: the bots play a game of their own, one turn at a time, for a teacher and a class.

``demo`` sets the demo's game up and tells it; then a question waits after every turn:
``next`` tells one more turn, ``all`` the rest of the game, ``stop`` ends the demo (the
words are the ``demo`` vocabulary list, in each language). Every decision is told with its
question and the lab that chose, every action with its lab and the command a player would type
for it and, except at terse, the search bot's reason ("Lab 1, remove d3. That gives the lab a group to
contain, yellow 3, 4 and 5.").
The bots are the search bot of ``hint`` (issue 13); without ``--seed`` the demo deals a game they
win (:data:`DEMO_SEEDS`). The player's game waits untouched: the demo is a
:class:`~alea.tesseract.engine.Game` of its own, never autosaved, with a seed other than
the player's game (the same seed would show the player's hidden dice).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from alea.tesseract.table.narrator import TableNarrator
from alea.tesseract.table.spelling import spell, word_of
from alea.tesseract.table.words import t as catalog
from alea.tesseract.engine import Action, Config, Decision, Game, PlayContainment, View
from alea.tesseract.engine.events import DecisionMade, Event, TurnStarted
from alea.tesseract.narration import hints, places
from alea.tesseract.narration.speaker import capitalized
from alea.narration.message import Lazy, Line

if TYPE_CHECKING:
    from alea.tesseract.bot import Plan

Step = tuple[object, ...]
"""One thing the demo tells, as values that do not change: ``("action", move, plan, before)`` for a bot's
typed move and its reason, ``("told", pending, events, after, before)`` for what a move did,
``("events", events, view)`` for the setup. Steps are
put into words only when said (:meth:`Demo.tell`), in the language and verbosity of whoever hears them."""

SEED_RANGE = 2**31
"""Demo seeds are drawn below this."""

DEMO_SEEDS: dict[int, int] = {1: 1, 2: 1, 3: 2, 4: 7}
"""The demo's seed by number of players when the table has none: a game on side 1 that the search
bot wins (tests/tesseract/table/test_demo.py plays each one to its end)."""

DEMO_MOVES = 1000
"""A demo stops after this many moves even if its game has not ended."""


def demo_told(steps: list[Step]) -> Lazy:
    """The demo's steps, put into words in the language and verbosity of whoever hears them."""
    return Lazy("demo", lambda lang, verbosity: Demo.tell(TableNarrator(lang, verbosity), steps))


def demo_reasons(steps: list[Step]) -> Lazy:
    """The bots' moves of ``steps`` with their reasons (``why`` at the demo), at every verbosity:
    the moves the search bot gave no reason for are left out."""
    from alea.tesseract.bot import explain  # the bot loads with the demo, not at the start

    def said(lang: str, verbosity: str) -> list[str]:
        narrator = TableNarrator(lang, "normal")
        return [with_reason(narrator, typed(narrator, step[1], step[3]), step[2], step[3])  # type: ignore[arg-type]
                for step in steps if step[0] == "action" and explain(step[2], step[3]) is not None]  # type: ignore[arg-type]

    return Lazy("demo reasons", said)


def demo_seed(seed: int | None, players: int = 2) -> int:
    """The demo's seed: by default one where the search bot wins with that many players on side 1
    (:data:`DEMO_SEEDS`), or derived from the table's ``--seed`` (so transcripts replay and a
    teacher can pick another game), never the seed itself, which the player's first game uses."""
    if seed is None:
        return DEMO_SEEDS.get(players, DEMO_SEEDS[2])
    derived = random.Random(f"alea demo {seed}").randrange(SEED_RANGE)
    return derived if derived != seed else (derived + 1) % SEED_RANGE


def typed(narrator: TableNarrator, action: Action, before: View) -> str:
    """A bot's action as the lab that chose it and the command a player would type: "Lab 1, remove d3"."""
    try:
        command = spell(action, before, narrator.lang)
    except ValueError:  # a card played from another lab's hand has no spelling yet (issue 9, section 2)
        command = word_of("play" if isinstance(action, PlayContainment) else action.kind, narrator.lang)
    lab = places.lab(narrator.speaker, before.active)
    return capitalized(catalog(narrator.lang).gettext("{lab}, {command}").format(lab=lab, command=command))


def with_reason(narrator: TableNarrator, line: str, plan: Plan, before: View) -> str:
    """A typed move and, except at terse, the bot's reason: "Lab 1, remove d3. That gives the lab a
    group to contain, yellow 3, 4 and 5."."""
    from alea.tesseract.bot import explain  # the bot loads with the demo, not at the start

    why = None if narrator.speaker.terse else explain(plan, before)
    if why is None:  # the typed line alone is still a sentence: "Lab 1, end."
        return line + "."
    reason = hints.reason(narrator.speaker, why.kind, why.colour, why.values)
    return catalog(narrator.lang).gettext("{command}. {reason}").format(command=line, reason=reason)


class Demo:
    """One demo game, told a turn at a time."""

    def __init__(self, config: Config) -> None:
        self.game = Game.new(config)
        """The demo's own game; queries tell about it while the demo runs."""
        from alea.tesseract.bot import SearchBot  # the bot loads with the demo, not at the start

        self.bot = SearchBot(seed=config.seed)
        """The search bot at the hint's budget, seeded by the demo's seed (so a demo replays)."""
        self.moves = 0
        """Moves the bots have made."""
        self._held: Step | None = None
        """The start of the next turn, already played, told with the next step: the decision it
        answered, its events, the view after and before."""

    @property
    def over(self) -> bool:
        """Whether the demo's game has ended (or the demo has run :data:`DEMO_MOVES` moves)."""
        return self.game.pending is None or self.moves >= DEMO_MOVES

    def setup(self, narrator: TableNarrator) -> list[str]:
        """The demo's setup, with the setup decisions, up to the first turn."""
        return self.tell(narrator, self.play_setup())

    def turn(self, narrator: TableNarrator) -> list[str]:
        """Play and tell until the next turn starts (its start is held for the next step)."""
        return self.tell(narrator, self.play_turn())

    def rest(self, narrator: TableNarrator) -> list[str]:
        """Every turn left, to the game's end."""
        return self.tell(narrator, self.play_rest())

    def play_setup(self) -> list[Step]:
        """The steps of the demo's setup, with the setup decisions, up to the first turn."""
        view = self.game.view()
        return [("events", [item.event for item in self.game.history], view), *self.play_turn()]

    def play_turn(self) -> list[Step]:
        """Play until the next turn starts (its start is held for the next step); the steps to tell."""
        steps: list[Step] = [self._held] if self._held is not None else []
        self._held = None
        while not self.over:
            before, pending = self.game.view(), self.game.pending
            plan = self.bot.plan(before, self.game.legal_moves())
            move = plan.move
            if isinstance(move, Action):
                steps.append(("action", move, plan, before))
            happened = self.game.apply(move)
            self.moves += 1
            after = self.game.view()
            cut = next((i for i, event in enumerate(happened) if isinstance(event, TurnStarted)), len(happened))
            steps.append(("told", pending, happened[:cut], after, before))
            if cut < len(happened):
                self._held = ("told", pending, happened[cut:], after, before)
                break
        return steps

    def play_rest(self) -> list[Step]:
        """Play every turn left, to the game's end; the steps to tell."""
        steps: list[Step] = []
        while not self.over:
            steps += self.play_turn()
        if self._held is not None:
            steps.append(self._held)
            self._held = None
        return steps

    @classmethod
    def tell(cls, narrator: TableNarrator, steps: list[Step]) -> list[str]:
        """The steps in words."""
        lines: list[str] = []
        for step in steps:
            if step[0] == "action":
                _, move, plan, before = step
                lines.append(with_reason(narrator, typed(narrator, move, before), plan, before))  # type: ignore[arg-type]
            elif step[0] == "events":
                lines += narrator.events(step[1], step[2])  # type: ignore[arg-type]
            else:
                lines += cls._told(narrator, *step[1:])  # type: ignore[arg-type]
        return lines

    @staticmethod
    def _told(narrator: TableNarrator, pending: object, events: Sequence[Event], after: View,
              before: View) -> list[str]:
        """Events in words; a decision as its question and the lab that chose."""
        lines: list[str] = []
        for event in events:
            if isinstance(event, DecisionMade):
                if isinstance(pending, Decision):
                    lines.append(narrator.question(pending, before))
                lines.append(narrator.choice(event, before))
            else:
                lines += narrator.events([event], after, before)
        return lines


class Told:
    """A demo told as messages, put into words in the language and verbosity of whoever hears them
    (the table's :class:`~alea.table.host.Show`)."""

    def __init__(self, demo: Demo) -> None:
        self.demo = demo
        """The demo's game and its bots."""
        self.last: list[Step] = []
        """The steps told last (``why`` gives their reasons)."""

    @property
    def game(self) -> Game:
        """The demo's own game."""
        return self.demo.game

    @property
    def over(self) -> bool:
        """Whether the demo has ended."""
        return self.demo.over

    def setup(self) -> list[Line]:
        """The demo's setup, up to its first turn."""
        return [demo_told(self.demo.play_setup())]

    def turn(self) -> list[Line]:
        """One more turn."""
        self.last = self.demo.play_turn()
        return [demo_told(self.last)]

    def rest(self) -> list[Line]:
        """Every turn left."""
        self.last = self.demo.play_rest()
        return [demo_told(self.last)]

    def why(self) -> list[Line]:
        """The search bot's reasons for the moves told last; none when it gave none."""
        if not any(step[0] == "action" for step in self.last):
            return []
        return [demo_reasons(self.last)]
