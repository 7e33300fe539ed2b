"""The race's rules: two players race their dice to a target (the kernel's contract, no text).

The example game of docs/adding-a-game.md, which the kernel's tests play too. It is small on
purpose, yet it uses every part of the kernel: chance nodes of the three
kinds (a pick, 4-sided rolls, a shuffle), a decision addressed to the player who is *not* on
turn, a barrier at each turn, a secret per player (so a seat's view hides the other's), and
its own moves with a JSON codec.

Rules (ours, invented for the example): each player is dealt a secret bonus of 1, 2 or 3 (a pick). The
first player is picked at random. On a turn the player rolls a 4-sided die as often as they
like, adding to the turn's total; a 1 loses the turn's total and ends the turn. ``hold`` asks
the other player to allow the points: allowed, they are banked; contested, a shuffle of the
two players decides whether they are. A player whose bank plus secret bonus reaches the
target wins.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import field

from alea.dataclass import dataclass

from alea.kernel.events import EVERYONE, Event
from alea.kernel import JSON, Decision, Flow, IllegalMove, Outlet, Seat, Turn, register_reasons
from alea.kernel.steps import ask, pick, roll, shuffle

MOVES = ("roll", "hold")
"""Every move of the toy game: a plain string."""

register_reasons(["nothing_to_hold"])


@dataclass(frozen=True)
class ToyConfig:
    """The options of a toy game."""

    seed: int = 0
    target: int = 12


@dataclass
class ToyState:
    """Everything of a running toy game."""

    config: ToyConfig
    banks: list[int] = field(default_factory=lambda: [0, 0])
    secrets: list[int] = field(default_factory=lambda: [0, 0])
    player: int = 0
    total: int = 0
    winner: int | None = None


@dataclass(frozen=True)
class ToyEvent(Event):
    """Something that happened to one player. The race keeps its secrets in the view, never in an
    event, so everyone may see every event (docs/kernel.md, "Events, and who may see them")."""

    seen = EVERYONE
    player: int


@dataclass(frozen=True)
class TurnBegan(ToyEvent):
    """A player's turn began."""


@dataclass(frozen=True)
class Rolled(ToyEvent):
    """The player rolled ``value``; a 1 loses the turn's total."""

    value: int


@dataclass(frozen=True)
class Banked(ToyEvent):
    """The player banked the turn's ``value`` points."""

    value: int


@dataclass(frozen=True)
class Won(ToyEvent):
    """The player reached the goal."""


@dataclass(frozen=True)
class ToyView:
    """What a seat may know: both banks, the turn's total, its own players' secrets."""

    banks: tuple[int, ...]
    total: int
    player: int
    secrets: tuple[int | None, ...]
    pending: Turn | Decision | None
    undo_possible: bool
    events: int


class ToyRules:
    """The toy game's rules contract."""

    name = "toy"
    version = 2
    chance_namespace = "alea-toy"

    def validate(self, config: ToyConfig) -> None:
        """Raise ValueError unless the seed and the target are whole numbers, the target at least 2."""
        if type(config.seed) is not int or type(config.target) is not int or config.target < 2:
            raise ValueError("config")

    def seed(self, config: ToyConfig) -> int:
        """The seed of the game's chance outcomes."""
        return config.seed

    def config_to_json(self, config: ToyConfig) -> JSON:
        """The options as JSON."""
        return {"seed": config.seed, "target": config.target}

    def config_from_json(self, data: JSON, version: int) -> ToyConfig:
        """Read :meth:`config_to_json`'s output; a record of version 1 had no target (it was 12)."""
        if version == 1:  # version 1 had a fixed target
            data = {**data, "target": 12}
        if not isinstance(data, dict) or set(data) != {"seed", "target"}:
            raise ValueError("config keys")
        return ToyConfig(data["seed"], data["target"])

    def initial_state(self, config: ToyConfig) -> ToyState:
        """Both banks empty, before the secrets are dealt."""
        return ToyState(config)

    def flow(self, state: ToyState, outlet: Outlet[ToyEvent]) -> Flow:
        """The secrets dealt, the first player picked, then turns until a player wins."""
        for p in (0, 1):
            state.secrets[p] = (yield from pick(3)) + 1
        state.player = yield from pick(2)
        while True:
            p = state.player
            outlet.emit(TurnBegan(p))
            outlet.barrier(new_turn=True)
            state.total = 0
            while True:
                move = yield Turn(p)
                if move == "roll":
                    (value,) = yield from roll(1, sides=4)
                    outlet.emit(Rolled(p, value))
                    if value == 1:
                        state.total = 0
                        break
                    state.total += value
                    continue
                allowed = yield from ask("allow", 1 - p, (True, False), points=state.total)
                if not allowed:
                    order = yield from shuffle(2)
                    allowed = order[0] == p
                if allowed:
                    state.banks[p] += state.total
                    outlet.emit(Banked(p, state.total))
                if state.banks[p] + state.secrets[p] >= state.config.target:
                    state.winner = p
                    outlet.emit(Won(p))
                    return
                break
            state.player = 1 - p

    def legal_moves(self, state: ToyState, turn: Turn) -> list[str]:
        """``roll``, and ``hold`` once the turn holds points."""
        return ["roll", "hold"] if state.total else ["roll"]

    def check(self, state: ToyState, turn: Turn, move: object) -> None:
        """Raise IllegalMove unless ``move`` is legal now."""
        if move not in MOVES:
            raise IllegalMove("bad_argument", field="move")
        if move == "hold" and not state.total:
            raise IllegalMove("nothing_to_hold")

    def view(self, state: ToyState, pending: Turn | Decision | None, history: Sequence[ToyEvent],
             seat: Seat, undo_possible: bool) -> ToyView:
        """What the players of ``seat`` may know: every secret but the other players'."""
        secrets = tuple(s if seat is None or p in seat else None
                        for p, s in enumerate(state.secrets))
        return ToyView(tuple(state.banks), state.total, state.player, secrets, pending,
                       undo_possible, len(history))

    def move_to_json(self, move: str) -> JSON:
        """A move as JSON: the string itself."""
        return move

    def move_from_json(self, data: JSON) -> str:
        """Read :meth:`move_to_json`'s output; raise ValueError on anything else."""
        if data not in MOVES:
            raise ValueError("not a toy move")
        return str(data)


TOY = ToyRules()
"""The race's rules, the one object the kernel plays it by."""
