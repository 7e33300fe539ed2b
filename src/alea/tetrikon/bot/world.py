"""Determinization: a Tetrikon game sampled from what one seat's :class:`View` shows (T-H).

The search bot never reads the real game. What a seat does not know is dealt at random from what
it cannot have seen: the other players' hands (their card counts are public, their values are
not), the Treasury's order and the Chance deck's. Everything public is copied: diagrams and the
pieces in them, free pieces, the display, the bag's contents, the returned pile, restrictions,
the turn so far. The pieces that will come out of the bag, the dice and the cards drawn are the
sampled game's own chance (its own seed), never the real game's.

Ours, where the view cannot say: another player's cards are all dealt as T-cards (a hand's split
between T-cards and Chance cards is hidden); the sampled game holds only the current game of the
match and no round limit (a search looks one round ahead, not to the end of a timed match).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence

from alea.kernel import Game
from alea.kernel.rules import Outlet
from alea.tetrikon.engine.config import Config
from alea.tetrikon.engine.content import load_content
from alea.tetrikon.engine.core import Core, Flow
from alea.tetrikon.engine.events import Event, Starter
from alea.tetrikon.engine.flow import resume_match
from alea.tetrikon.engine.rules import TetrikonRules
from alea.tetrikon.engine.state import Board, Placed, Player, State, TurnState
from alea.tetrikon.engine.view import View

TetrikonGame = Game  # the kernel's game over Tetrikon's rules (its type parameters stay implicit)


def _starter(view: View) -> int:
    """The player who started the game (the :class:`Starter` event), or the active one."""
    for event in reversed(view.history):
        if isinstance(event, Starter):
            return event.player
    return view.turn.active


def _player(view: View, index: int, tcards: Sequence[int]) -> Player:
    seen = view.players[index]
    boards = []
    for b in seen.boards:
        placed = [Placed(p.label, p.piece, tuple(p.cells)) for p in b.placed]
        labels = max((int(p.label[1:]) for p in b.placed if p.label[1:].isdigit()), default=0)
        boards.append(Board(b.diagram, b.squares, placed, labels))
    return Player(boards=boards, free=sorted(seen.free), tcards=sorted(tcards),
                  chance=list(seen.chance or ()), front=list(seen.front), first_turn=seen.first_turn,
                  penalties=list(seen.penalties), completed=seen.completed, closed=seen.closed,
                  moves=seen.moves)


def sample_state(view: View, me: int, rng: random.Random, config: Config) -> State:
    """A state consistent with what player ``me`` sees in ``view``, the hidden parts dealt from
    ``rng``; the active player's turn as far as it has gone."""
    content = load_content()
    mine = view.players[me]
    pool = Counter(content.treasury())
    pool.subtract(Counter(mine.tcards or ()))
    pool.subtract(Counter(view.returned))
    cards = [v for v, n in sorted(pool.items()) for _ in range(max(0, n))]
    rng.shuffle(cards)
    hands: dict[int, list[int]] = {}
    for p in view.players:
        if p.index == me:
            hands[p.index] = list(mine.tcards or ())
        else:
            count = p.card_count
            hands[p.index], cards = cards[:count], cards[count:]
    taken = {*(mine.chance or ()), *(uid for p in view.players for uid in p.front)}
    chance = [uid for uid in content.chance_deck() if uid not in taken]
    rng.shuffle(chance)
    turn = view.turn
    state = State(config=config, content=content,
                  players=[_player(view, p.index, hands[p.index]) for p in view.players],
                  game=0, letter=view.letter, bag=sorted(view.bag), display=list(view.display),
                  treasury=cards[:view.treasury_size], returned=list(view.returned),
                  chance_deck=chance[:view.chance_size], active=turn.active,
                  starter=_starter(view), round=view.round,
                  turn=TurnState(letters=set(turn.letters), placements=turn.placements,
                                 limit=turn.limit, window=turn.window, offers=turn.offers,
                                 no_roll=turn.no_roll, final=turn.final),
                  closer=view.closer, time_up=view.time_up)
    return state


class WorldRules(TetrikonRules):
    """Tetrikon's rules starting from one prepared state, in the middle of its active player's
    turn (:func:`~alea.tetrikon.engine.flow.resume_match`): a sampled world, never saved."""

    def __init__(self, state: State) -> None:
        self.prepared = state

    def initial_state(self, config: Config) -> State:
        """The prepared state (a world is played once)."""
        return self.prepared

    def flow(self, state: State, outlet: Outlet[Event]) -> Flow:
        """The rest of the current turn, then the game as usual."""
        return resume_match(Core(state, outlet))


def sample_world(view: View, me: int, seed: int,
                 change: Callable[[State], bool] | None = None) -> TetrikonGame | None:  # type: ignore[type-arg]
    """A game at the view's position, seen by player ``me``, its hidden cards dealt and its
    chance drawn from ``seed``; it waits at the active player's next action of this turn.
    ``change`` alters the sampled state first (a trade's answer); None when it cannot."""
    rng = random.Random(f"tetrikon-world/{seed}")
    config = Config(players=len(view.players), letters=(view.letter,), seed=rng.randrange(2**31),
                    variants=frozenset() if view.mirror else frozenset({"nomirror"}))
    state = sample_state(view, me, rng, config)
    if change is not None and not change(state):
        return None
    return Game(WorldRules(state), config)


__all__ = ["WorldRules", "sample_state", "sample_world"]
