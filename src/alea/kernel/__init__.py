"""The rules kernel: what every game on the table shares, knowing no game and no text.

A game implements the rules contract (:class:`~.rules.Rules`); the kernel drives it: it records
every move and chance outcome (:mod:`.record`), replays records without the random source,
draws chance outcomes per (namespace, seed, index) (:mod:`.chance`), asks numbered decisions
addressed to a player (:mod:`.requests`), steps back to the last barrier (undo) and saves and
loads games in a format naming the game and its version; :mod:`.steps` are the small
generators a flow asks and draws with. See docs/kernel.md.
"""

from __future__ import annotations

from .chance import chance_outcome, valid_outcome
from .errors import KERNEL_REASONS, IllegalMove, SaveError, register_reasons
from .game import Game
from .moves import Choice, choices
from .record import Record, Stored, read_stored, record_from_json, write_json_atomic
from .requests import Chance, Decision, Request, Turn
from .rules import JSON, Flow, Outlet, Rules, Seat
from .saving import load_game, save_game
from .steps import ask, pick, roll, shuffle

__all__ = [
    "JSON", "KERNEL_REASONS", "Chance", "Choice", "Decision", "Flow", "Game", "IllegalMove",
    "Outlet", "Record", "Request", "Rules", "SaveError", "Seat", "Stored", "Turn", "ask",
    "chance_outcome", "choices", "load_game", "pick", "read_stored", "record_from_json",
    "register_reasons", "roll", "save_game", "shuffle", "valid_outcome", "write_json_atomic",
]
