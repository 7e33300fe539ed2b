"""Tetrikon's rules contract: what the kernel drives (see docs/kernel.md)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from alea.kernel.configured import ConfigRules
from alea.kernel.rules import Outlet

from .config import Config
from .content import load_content
from .core import Core, Flow
from .errors import IllegalMove
from .events import Event
from .flow import match_flow
from .legal import check, legal_actions
from .moves import KINDS, Action, move_from_json, move_to_json
from .position import initial_state
from .requests import Decision, Turn
from .state import State
from .view import Seat, View, make_view

ACTION_TYPES: tuple[type, ...] = tuple(KINDS.values())


class TetrikonRules(ConfigRules[Config]):
    """The rules of Tetrikon for the kernel: pure, text-free, chance only at chance nodes."""

    config_type = Config

    name = "tetrikon"
    version = 1
    chance_namespace = "alea-tetrikon"

    def validate(self, config: Config) -> None:
        """Raise ValueError when an option is impossible (also: too few diagrams of a letter
        for the players, T-S3)."""
        if not isinstance(config, Config):
            raise TypeError("config")
        config.validate()
        content = load_content()
        for letter in config.letters:
            if len(content.by_letter(letter)) < config.players:
                raise ValueError("letters")

    def initial_state(self, config: Config) -> State:
        """The table before the flow: empty seats, or a prepared position."""
        return initial_state(config)

    def flow(self, state: State, outlet: Outlet[Event]) -> Flow:
        """The whole match."""
        return match_flow(Core(state, outlet))

    def legal_moves(self, state: State, turn: Turn) -> list[Action]:
        """Every legal action of the pending turn; of the trade offers (free prices, T-A4), those
        :func:`~.legal.legal_actions` lists: buying one piece at round prices."""
        return legal_actions(state)

    def check(self, state: State, turn: Turn, move: object) -> None:
        """Raise IllegalMove unless ``move`` is legal now."""
        if not isinstance(move, ACTION_TYPES):
            raise IllegalMove("bad_argument", field="move")
        check(state, move)  # type: ignore[arg-type]

    def view(self, state: State, pending: Turn | Decision | None, history: Sequence[Event],
             seat: Seat, undo_possible: bool) -> View:
        """What ``seat`` may know."""
        return make_view(state, pending, history, seat, undo_possible)

    def move_to_json(self, move: Action) -> Any:
        """A move as JSON."""
        return move_to_json(move)

    def move_from_json(self, data: Any) -> Action:
        """The inverse of :meth:`move_to_json`."""
        return move_from_json(data)


RULES = TetrikonRules()
"""The one instance the table and the tests use."""
