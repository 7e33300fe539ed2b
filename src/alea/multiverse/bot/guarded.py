"""The guarded policy: the greedy policy (:mod:`.policy`) that keeps to the guards (:mod:`.guards`).
The search's rollouts play every seat with it, and it is the ladder's "one-ply with guards" rung."""

from __future__ import annotations

from alea.multiverse.engine import Action, Choice, Move, View
from .closing import closing, narrowed
from .guards import challenge_verdict, sure_win, weighed
from .policy import GreedyBot


class GuardedBot(GreedyBot):
    """The greedy policy with the guards: among the :func:`~.guards.allowed` actions the best
    immediate gain, a winning final meeting first; a challenge that decides the game answered as
    :func:`~.guards.challenge_verdict` says; a stalled two-player game played to its end
    (:mod:`.closing`), and no flip undone at the next turn while another action is as safe. The
    search's rollouts play every seat with it; it is also the ladder's "one-ply with guards" rung."""

    def choose(self, view: View, moves: list[Move]) -> Move:
        """The move with the best immediate value among the allowed ones."""
        pending = view.pending
        assert pending is not None
        if pending.kind == "turn":
            actions, sure = self.candidates(view, pending.player)
            return actions[0] if sure else self.rng.choice(actions)
        if pending.kind == "challenge":
            data = dict(pending.data)
            verdict = challenge_verdict(view, pending.player, data["active"])
            if verdict is not None:
                return Choice(pending.options.index(verdict))
        return super().choose(view, moves)

    def candidates(self, view: View, me: int) -> tuple[list[Action], bool]:
        """The actions :meth:`choose` draws its turn's action from, and whether the first is a
        sure winning final meeting (then taken without a draw)."""
        looks = weighed(view, me)[0]
        sure = [look.action for look in looks if sure_win(view, me, look) and look.challenger is None]
        if sure:
            return sure, True
        ending = closing(view, me, looks)
        if ending:
            return ending, False
        sure = [look.action for look in looks if sure_win(view, me, look)]
        if sure:
            return sure, True
        looks = narrowed(view, me, looks)
        values = [self.value(view, look) for look in looks]
        best = max(values)
        return [look.action for look, value in zip(looks, values) if value == best], False

