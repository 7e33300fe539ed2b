"""Multiverse's side of the rules contract (:class:`alea.kernel.Rules`): what the kernel plays.

:data:`RULES` is the one instance; :class:`~.game.Game` plays it through the kernel. Every seat
sees the same public facts (section 9): what is hidden (face-down tokens) is hidden from everyone,
the owner included (A23).
"""

from __future__ import annotations

from collections.abc import Sequence

from alea.kernel.configured import ConfigRules
from alea.kernel.rules import JSON, Flow, Outlet, Seat

from .config import Config
from .content import load_content
from .core import Core, GameOver, HistoryItem
from .errors import IllegalMove
from .flow import game_flow
from .moves import ACTIONS, Action, Flip, FlipAll, move_from_json, move_to_json
from .requests import Decision, Turn
from .state import State
from .view import View, make_view
from .worlds import COLOUR_DIGITS

NAME = "multiverse"
"""The game's name in save files."""
VERSION = 1
"""The version of Multiverse's record."""
CHANCE_NAMESPACE = "alea-multiverse"
"""Every chance outcome is drawn from ``"alea-multiverse/{seed}/{index}"``."""


class MultiverseRules(ConfigRules[Config]):
    """The rules of Multiverse as the kernel sees them (see :class:`alea.kernel.Rules`)."""

    config_type = Config

    name = NAME
    version = VERSION
    chance_namespace = CHANCE_NAMESPACE

    def validate(self, config: Config) -> None:
        """Raise ValueError when an option is impossible."""
        config.validate(load_content())

    def initial_state(self, config: Config) -> State:
        """An empty table: the setup (M-S) happens in the flow, by chance."""
        return State(config=config, content=load_content())

    def flow(self, state: State, outlet: Outlet[HistoryItem]) -> Flow:
        """Setup, then turns until a final meeting (or the turn limit)."""
        try:
            yield from game_flow(Core(state, outlet))
        except GameOver:
            return

    def legal_moves(self, state: State, turn: Turn) -> list[Action]:
        """M-T2: the six actions, always."""
        return list(ACTIONS)

    def check(self, state: State, turn: Turn, move: object) -> None:
        """Raise IllegalMove unless ``move`` is one of the six actions."""
        if isinstance(move, FlipAll):
            return
        if not isinstance(move, Flip):
            raise IllegalMove("bad_argument", field="move")
        if type(move.colour) is not int or move.colour not in COLOUR_DIGITS:
            raise IllegalMove("bad_colour", colour=move.colour)

    def view(self, state: State, pending: Turn | Decision | None, history: Sequence[HistoryItem],
             seat: Seat, undo_possible: bool) -> View:
        """What ``seat`` may know: the same public facts for every seat."""
        return make_view(state, pending, seat, undo_possible, tuple(history))

    def move_to_json(self, move: Action) -> JSON:
        """An action as JSON."""
        return move_to_json(move)

    def move_from_json(self, data: JSON) -> Action:
        """The inverse of :meth:`move_to_json`; raises ValueError on anything else."""
        return move_from_json(data)


RULES = MultiverseRules()
"""Multiverse's rules, the one instance."""
