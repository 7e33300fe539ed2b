"""Tesseract's side of the rules contract (:class:`alea.kernel.Rules`): what the kernel plays.

:data:`RULES` is the one instance; :class:`~.game.Game` plays it through the kernel. The
seats of a table see the same view: Tesseract is cooperative and hides nothing from one lab
that another sees (what is hidden, R-G4, is hidden from everyone).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

from alea.kernel import requests as kernel
from alea.kernel.configured import ConfigRules
from alea.kernel.rules import JSON, Flow, Outlet, Seat

from .config import Config
from .content import load_content
from .core import Core, GameOver, HistoryItem
from .errors import IllegalMove
from .flow import game_flow, initial_state
from .moves import CODEC, Action, action_from_json
from .requests import Decision, Turn
from .state import State
from .view import View, make_view

NAME = "tesseract"
"""The game's name in save files."""
VERSION = 1
"""The version of Tesseract's record: the first save format's records are version 1."""
CHANCE_NAMESPACE = "alea-tesseract"
"""Every chance outcome is drawn from ``"alea-tesseract/{seed}/{index}"`` (R-D2)."""


class TesseractRules(ConfigRules[Config]):
    """The rules of Tesseract as the kernel sees them (see :class:`alea.kernel.Rules`)."""

    config_type = Config

    name = NAME
    version = VERSION
    chance_namespace = CHANCE_NAMESPACE
    _legal_actions: Callable[[State], list[Action]] | None = None
    """:func:`.legal.legal_actions`, once the first turn has loaded it."""

    def validate(self, config: Config) -> None:
        """Raise ValueError when an option is out of range (the researchers included)."""
        config.validate(tuple(load_content().researchers))

    def initial_state(self, config: Config) -> State:
        """An empty table: the setup (R-S1..R-S7) happens in the flow, by chance."""
        return initial_state(config, load_content())

    def flow(self, state: State, outlet: Outlet[HistoryItem]) -> Flow:
        """Setup, then turns in lab order until the game is won or lost."""
        try:
            yield from game_flow(Core(state, outlet))
        except GameOver:
            return

    def legal_moves(self, state: State, turn: kernel.Turn) -> list[Action]:
        """The active researcher's legal actions."""
        legal = self._legal_actions
        if legal is None:  # the actions load with the first turn, not with the setup; then the
            from .legal import legal_actions  # function is kept (an import per call cost 3 us)

            legal = self._legal_actions = legal_actions
        return legal(state)

    def check(self, state: State, turn: kernel.Turn, move: object) -> None:
        """Raise IllegalMove unless ``move`` is a legal action now."""
        if not isinstance(move, Action):
            raise IllegalMove("bad_argument", field="move")
        from .actions import check

        check(state, move)

    def view(self, state: State, pending: kernel.Turn | kernel.Decision | None,
             history: Sequence[HistoryItem], seat: Seat, undo_possible: bool) -> View:
        """What the players can know (R-G4); every seat sees the same. ``pending`` is one of
        Tesseract's own requests (the flow yields only those)."""
        return make_view(state, cast("Turn | Decision | None", pending), tuple(history),
                         undo_possible, state.rearmed)

    def move_to_json(self, move: Action) -> JSON:
        """An action with only the fields its kind uses."""
        return CODEC.to_json(move)

    def move_from_json(self, data: JSON) -> Action:
        """The inverse of :meth:`move_to_json`; raises ValueError on anything else."""
        return action_from_json(data)


RULES = TesseractRules()
"""Tesseract's rules, the one instance."""
