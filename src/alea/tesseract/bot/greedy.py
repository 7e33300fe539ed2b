"""The strength ladder's greedy bot (:class:`Bot`): the rules of thumb of :mod:`.policy`, plus what
a move visibly changes, weighed as the search's evaluation (:mod:`.evaluation`) weighs it.

It takes one look at each legal move of the player's view (R-G4): no sampled world, no rollout, no
random source. Over the policy's scores it adds (each measured in docs/balance.md, "What the
figures say"):

- an adjustment of a lab die and a transfer are scored by the actions they save towards containing
  each lab's cheapest empty spaces (:func:`~.evaluation.lab_progress`, :data:`~.evaluation.STEP`
  an action; a transfer 2 less, as in the policy), and a removal gets that on top of the policy's
  score (which also weighs the lab's room and the event under the column);
- decisions are answered as the search answers them (a card that sets a lab's dice sets them
  towards a group), except after containing, where it rolls the group's other dice for a research
  card as the policy does (keeping them, as the search does, lost games: docs/balance.md).

The search bot does not use this module: its candidates and rollouts keep :mod:`.policy` as it is.
"""

from __future__ import annotations

from collections.abc import Sequence

from alea.tesseract.engine import Action, Adjust, Decision, Move, Remove, Transfer, Turn, View

from . import policy
from .evaluation import STEP, empty_spaces, lab_progress
from .player import Player
from .policy import Die, Seen, _Look, _score_action, seen
from .search import answer


def progress(look: _Look, dice: Sequence[Die], lab: int) -> float:
    """Actions ``lab`` would still need, holding ``dice``, to contain its cheapest empty spaces."""
    free = look.view.labs[lab].capacity - len(dice)
    return lab_progress(tuple(sorted(dice)), free, empty_spaces(look.view.board))


def _lab_gain(a: Adjust | Remove | Transfer, look: _Look) -> float:
    """The actions a lab move saves towards containing, over all the labs it changes."""
    view = look.view
    if isinstance(a, Adjust):
        dice = look.lab_dice()
        index = [d.id for d in view.labs[look.lab].dice].index(a.die)
        before = progress(look, dice, look.lab)
        colour, value = dice[index]
        dice[index] = Seen(colour, value + a.delta)
        return before - progress(look, dice, look.lab)
    if isinstance(a, Remove):
        dice = look.lab_dice()
        taken = seen(view.column(a.col).dice[-1].die)
        return progress(look, dice, look.lab) - progress(look, dice + [taken], look.lab)
    src = next(lab.index for lab in view.labs if any(d.id == a.die for d in lab.dice))
    rest = [seen(d) for d in view.labs[src].dice if d.id != a.die]
    to = look.lab_dice(a.lab)
    before = progress(look, look.lab_dice(src), src) + progress(look, to, a.lab)
    return before - progress(look, rest, src) - progress(look, to + [look.die(a.die)], a.lab)


def score(a: Action, look: _Look) -> float:
    """The greedy bot's score of one legal action: the policy's, with the rules above."""
    if isinstance(a, Adjust) and not look.is_primed(a.die):
        return STEP * _lab_gain(a, look)
    if isinstance(a, Transfer):
        return STEP * _lab_gain(a, look) - 2
    if isinstance(a, Remove):
        return _score_action(a, look) + STEP * _lab_gain(a, look)
    return _score_action(a, look)


def choose(view: View, legal: list[Move]) -> Move:
    """The greedy bot's move for the pending request: an Action on a Turn (the best by
    :func:`score`; on a tie, the later in ``legal``, as the policy breaks ties), a Choice on a
    Decision."""
    pending = view.pending
    if isinstance(pending, Decision):
        if pending.kind == "roll_count":
            return policy.choose(view, legal)
        return answer(view, legal)
    if not isinstance(pending, Turn) or not legal:
        raise ValueError("the game waits for nothing")
    look = _Look.of(view, pending.lab)
    scored = [(score(a, look), i) for i, a in enumerate(legal) if isinstance(a, Action)]
    return legal[max(scored)[1]]


class Bot(Player):
    """Plays with :func:`choose`: the strength ladder's greedy rung (``benchmarks/balance.py --bot
    greedy``)."""

    def choose(self, view: View, legal: list[Move]) -> Move:
        """The greedy bot's move for the pending request (:func:`choose`)."""
        return choose(view, legal)


__all__ = ["Bot", "choose", "progress", "score"]
