"""A greedy, rule-of-thumb policy: score every legal move from the view, take the best.

Priorities, highest first: contain a die (most when it also destroys a matching primed die or
fills a value's column towards unlocking its card); play a card or unique action that removes a
danger; get rid of a primed die whose value is one die away from a breach; adjust or take a die
that completes or builds a group; end the phase when nothing helps.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import field
from alea.dataclass import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Any, NamedTuple

from alea.tesseract.engine import (Action, Adjust, Choice, Contain, Decision, End, Move, Play,
                                   PlayContainment, Remove, Study, Transfer, Turn, Unique, View)
from alea.tesseract.engine.content import load_content
from alea.tesseract.engine.groups import is_valid_group
from alea.tesseract.engine.view import DieView

Die = tuple[str, int]  # (colour, value)


class Seen(NamedTuple):
    """A die the players see whole (in a lab, primed, on top of a column): what the bot scores."""

    colour: str
    value: int


def seen(die: DieView | None) -> Seen:
    """The colour and value of a die the view shows whole; LookupError for any other."""
    if die is None or die.colour is None or die.value is None:
        raise LookupError("the bot reads only dice seen whole")
    return Seen(die.colour, die.value)

# How much a card or unique action is worth playing, by what it mostly does.
_PLAY_VALUE = {
    "direct-contain": 95, "resonance": 95, "dilation": 85, "seal": 0, "stasis": 0,
    "temporal-stasis": 0, "purge": 0, "annihilate": 0, "singularity": 0, "equilibrium": 0,
}
_DANGER_CARDS = {"purge", "annihilate", "singularity", "equilibrium", "stasis", "temporal-stasis",
                 "seal"}


@dataclass
class _Look:
    """What the bot reads off the view once per decision (each part read once, then remembered:
    the search scores many moves of one view, and its rollouts score every move they play)."""

    view: View
    lab: int
    primed: Counter[int]
    _dice: dict[int, DieView] = field(default_factory=dict)
    _labs: dict[int, list[Die]] = field(default_factory=dict)
    _potentials: dict[int, int] = field(default_factory=dict)
    _primed_ids: frozenset[int] | None = None
    _left: int | None = None

    @classmethod
    def of(cls, view: View, lab: int) -> "_Look":
        return cls(view, lab, Counter(seen(d).value for d in view.primed))

    def lab_dice(self, lab: int | None = None) -> list[Die]:
        """The dice of ``lab`` (the looking lab by default); a new list each time."""
        index = self.lab if lab is None else lab
        dice = self._labs.get(index)
        if dice is None:
            dice = self._labs[index] = [seen(d) for d in self.view.labs[index].dice]
        return list(dice)

    def lab_potential(self, lab: int | None = None) -> int:
        """:func:`group_potential` of a lab's dice as they are."""
        index = self.lab if lab is None else lab
        value = self._potentials.get(index)
        if value is None:
            value = self._potentials[index] = group_potential(self.lab_dice(index))
        return value

    def danger(self) -> int:
        """How close the primed area is to a breach: primed values with 2 or more dice."""
        return sum(1 for n in self.primed.values() if n >= 2)

    def die(self, die_id: int) -> Seen:
        if not self._dice:
            self._dice.update((d.id, d) for d in self.view.all_dice())
        return seen(self._dice.get(die_id))

    def is_primed(self, die_id: int) -> bool:
        """Whether a die is in the primed area."""
        if self._primed_ids is None:
            self._primed_ids = frozenset(d.id for d in self.view.primed)
        return die_id in self._primed_ids

    def tower_left(self) -> int:
        """Dice left in the Tesseract."""
        if self._left is None:
            self._left = sum(len(c.dice) for c in self.view.tower)
        return self._left


def group_potential(dice: Sequence[Die]) -> int:
    """A rough count of how close a set of lab dice is to valid groups (R-A6)."""
    return _potential(tuple(sorted(dice)))


@lru_cache(maxsize=65536)
def _potential(dice: tuple[Die, ...]) -> int:
    """:func:`group_potential` of sorted dice, remembered (the search asks it very often)."""
    best = 0
    for size in (3, 2):
        for combo in combinations(dice, size):
            values = [v for _, v in combo]
            colours = [c for c, _ in combo]
            if size == 3 and is_valid_group(values, colours):
                best = max(best, 6)
            elif size == 2 and len(set(colours)) in (1, 2):
                same = len(set(values)) == 1
                near = len(set(values)) == 2 and abs(values[0] - values[1]) <= 2
                if same or near:
                    best = max(best, 2 if same or abs(values[0] - values[1]) == 1 else 1)
    return best


def _score_action(a: Action, look: _Look) -> float:
    """How much the bot wants action ``a`` (the higher, the sooner); 0 for an action it has no rule for."""
    score = _SCORES.get(type(a))
    return score(a, look) if score is not None else 0


def _score_end(a: End, look: _Look) -> float:
    """Ending the phase: above nothing, below anything that helps."""
    return 5


def _score_contain(a: Contain, look: _Look) -> float:
    """Containing first of all; more for a value's column near unlocking its card, a matching primed
    die destroyed with it, and a larger group."""
    die = look.die(a.die)
    score = 100.0 + 4 * sum(1 for (_, v) in look.view.board if v == die.value)
    score += 15 * (look.primed[die.value] >= 1)
    score += 2 * (len(a.group) - 3)
    return score


def _score_adjust(a: Adjust, look: _Look) -> float:
    """A primed die: destroyed below 1, or taken off a value that has others primed; a lab die:
    what it brings the lab's groups."""
    view = look.view
    die = look.die(a.die)
    if look.is_primed(a.die):
        count = look.primed[die.value]
        if die.value == 1 and a.delta == -1:
            return 40 + 15 * count
        new = die.value + a.delta
        gain = count - 1 - look.primed[new]
        return 10 + 12 * gain if count >= 2 and gain > 0 else -1
    after = look.lab_dice()
    index = [d.id for d in view.labs[look.lab].dice].index(a.die)
    after[index] = Seen(die.colour, die.value + a.delta)
    return 8 * (group_potential(after) - look.lab_potential())


def _score_remove(a: Remove, look: _Look) -> float:
    """What the die brings the lab's groups; less late in the game or in a nearly full lab without a
    gain, and less for emptying a column whose event is still armed (but Accelerate)."""
    view = look.view
    die = seen(view.column(a.col).dice[-1].die)
    with_die = group_potential(look.lab_dice() + [die])
    gain = with_die - look.lab_potential()
    score = 12 + 6 * with_die + 4 * gain
    if look.tower_left() < 12:
        score -= 30 if gain <= 0 else 0
    free = view.labs[look.lab].capacity - len(view.labs[look.lab].dice)
    if free <= 2 and gain <= 0:
        score -= 15 * (3 - free)
    col = view.column(a.col)
    if len(col.dice) == 1 and col.event_state in ("covered", "rearmed") and col.event != "ACC":
        score -= 25
    return score


def _score_card(card: str, look: _Look, otherwise: float) -> float:
    """A card that removes a danger: more the more danger there is; another: its worth, or ``otherwise``."""
    if card in _DANGER_CARDS:
        return 30 + 20 * look.danger() + 10 * (look.view.breach >= 4)
    return _PLAY_VALUE.get(card, otherwise)


def _score_play(a: Play, look: _Look) -> float:
    """A research card (:func:`_score_card`)."""
    return _score_card(a.card.split("#", 1)[0], look, 12)


def _score_play_containment(a: PlayContainment, look: _Look) -> float:
    """An unlocked containment card (:func:`_score_card`)."""
    slot_card = next(c.card for c in look.view.containment if c.value == a.value) or ""
    return _score_card(slot_card, look, 40)


def _score_unique(a: Unique, look: _Look) -> float:
    """A unique action that destroys or adjusts primed dice: by the danger; another: little."""
    content = load_content()
    researcher = look.view.labs[look.lab].researcher
    op = content.researchers[researcher].unique[0]["op"]
    if op == "destroy" or (op == "adjust" and "primed" in str(content.researchers[researcher].unique)):
        return 15 + 20 * look.danger()
    return 3


def _score_study(a: Study, look: _Look) -> float:
    """Studying a card: a little."""
    return 4


def _score_transfer(a: Transfer, look: _Look) -> float:
    """What the move brings both labs' groups, less a little for the action."""
    view = look.view
    src = next(lab.index for lab in view.labs if any(d.id == a.die for d in lab.dice))
    moved = look.die(a.die)
    before = look.lab_potential(src) + look.lab_potential(a.lab)
    rest = [seen(d) for d in view.labs[src].dice if d.id != a.die]
    gained = group_potential(rest) + group_potential(look.lab_dice(a.lab) + [moved])
    return 8 * (gained - before) - 2


_SCORES: dict[type[Action], Callable[[Any, _Look], float]] = {
    End: _score_end, Contain: _score_contain, Adjust: _score_adjust, Remove: _score_remove,
    Play: _score_play, PlayContainment: _score_play_containment, Unique: _score_unique,
    Study: _score_study, Transfer: _score_transfer,
}
"""The bot's rule of thumb for each kind of action (the priorities of the module's docstring)."""


def _primed_target_score(look: _Look, die_id: int) -> float:
    die = look.die(die_id)
    return look.primed[die.value] + (0.5 if die.value == 1 else 0)


def _decide(decision: Decision, look: _Look) -> int:
    """Index of the option the bot takes: by the decision kind's own rule of thumb, else the first."""
    answer = _ANSWERS.get(decision.kind)
    return answer(decision, look) if answer is not None else 0


def _best(decision: Decision, key: Any) -> int:
    """The index of the option scoring most by ``key`` (the first of equals)."""
    opts = list(decision.options)
    return max(range(len(opts)), key=lambda i: key(opts[i]))


def _consent(decision: Decision, look: _Look) -> int:
    """Consent to a die leaving one's lab: always."""
    return list(decision.options).index(True)


def _take_one(decision: Decision, look: _Look) -> int:
    """destroy_matching, bonus_die: the first real option, never none."""
    return next(i for i, o in enumerate(decision.options) if o is not None)


def _roll_count(decision: Decision, look: _Look) -> int:
    """As many as can be rolled for a level whose deck still has cards."""
    levels = decision.data.get("levels", {})
    decks = decision.data.get("decks", {})
    return _best(decision, lambda k: k if k and decks.get(levels.get(k), 0) else 0)


def _spare_lab(decision: Decision, look: _Look) -> int:
    """The lab with the most dice."""
    return _best(decision, lambda lab: len(look.view.labs[lab].dice))


def _delta(decision: Decision, look: _Look) -> int:
    """pick_delta, chrono_adjust: a primed die destroyed below 1, else moved to its least primed
    value; a lab die: the first option."""
    die_id = decision.data.get("die")
    if die_id is None or look.view.place_of(die_id) != "primed":
        return 0
    die = look.die(die_id)
    return _best(decision, lambda d: 10 if die.value + d < 1 else -look.primed[die.value + d])


def _pick_die(decision: Decision, look: _Look) -> int:
    """A primed die to destroy, adjust or invert: the most dangerous; a die to remove: the one that
    builds the lab's groups most; else the first real option."""
    opts = list(decision.options)
    view = look.view
    op = decision.data.get("op")
    real = [i for i, o in enumerate(opts) if o is not None]
    if op in ("destroy", "adjust", "invert"):  # options are dice (other ops pick cards, exchanges ...)
        primed = [i for i in real if view.place_of(opts[i]) == "primed"]
        if primed:
            return max(primed, key=lambda i: _primed_target_score(look, opts[i]))
    if op == "remove":
        def potential(i: int) -> float:
            return group_potential(look.lab_dice(decision.lab) + [look.die(opts[i])])
        return max(real, key=potential)
    return real[0]


def _pick_number(decision: Decision, look: _Look) -> int:
    """The value with the most primed dice."""
    return _best(decision, lambda v: look.primed[v])


def _adjust_not_invert(decision: Decision, look: _Look) -> int:
    """Adjust rather than invert."""
    return list(decision.options).index("adjust")


_ANSWERS: dict[str, Callable[[Decision, _Look], int]] = {
    "consent": _consent, "destroy_matching": _take_one, "bonus_die": _take_one,
    "roll_count": _roll_count, "spare_lab": _spare_lab, "pick_delta": _delta, "chrono_adjust": _delta,
    "pick_die": _pick_die, "pick_number": _pick_number, "adjust_or_invert": _adjust_not_invert,
}
"""The bot's rule of thumb for each kind of decision."""


def choose(view: View, legal: list[Move]) -> Move:
    """The bot's move for the pending request: an Action on a Turn, a Choice on a Decision."""
    pending = view.pending
    if isinstance(pending, Decision):
        return Choice(_decide(pending, _Look.of(view, pending.lab)))
    if not isinstance(pending, Turn) or not legal:
        raise ValueError("the game waits for nothing")
    look = _Look.of(view, pending.lab)
    scored = sorted(((s, i) for i, a in enumerate(legal)
                     if isinstance(a, Action) and (s := _score_action(a, look)) is not None),
                    reverse=True)
    return legal[scored[0][1]]

