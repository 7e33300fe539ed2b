"""Determinization: a Multiverse game sampled from what a seat's :class:`View` shows.

The search bot never reads the real game. The hidden facts are the face-down back tokens and the
tokens under each column's top (M-S8, M-S9, section 9): they are exactly the worlds never seen
face up (the view's ``unseen``, deduced from public facts), so a sample deals those worlds at
random to the face-down places. Everything else (switches, sceptres and their circle, the
face-up tokens, captures, scores, the turn and the wooden reroll used) is copied from the view.
The sampled game starts at the view's turn, before the action, with its own chance seed: the
dice of a rollout are the sampled world's, never the real game's.
"""

from __future__ import annotations

import random
from typing import Any

from alea.multiverse.engine import Config, Game, View
from alea.multiverse.engine.worlds import notation


def _circle_code(owner: int) -> Any:
    """An engine owner as a circle entry of the config (``1``..``6``, ``"I1"``, ``"I2"``)."""
    return owner + 1 if owner >= 0 else f"I{-owner}"


def sample_position(view: View, rng: random.Random) -> dict[str, Any]:
    """A position (:mod:`alea.multiverse.engine.position`) consistent with ``view``: every
    face-down token one of the never-seen worlds, drawn from ``rng``; ValueError when the view
    has fewer never-seen worlds than face-down places (a described test position may)."""
    hidden = list(view.unseen)
    rng.shuffle(hidden)
    down = sum(1 for p in view.players for s in p.formation if s.state == "down")
    below = sum(c.below for c in view.columns)
    if down + below > len(hidden):
        raise ValueError("fewer never-seen worlds than face-down tokens")
    formations: list[dict[str, str]] = []
    face_up: list[list[str]] = []
    for player in view.players:
        layout: dict[str, str] = {}
        up: list[str] = []
        for slot in player.formation:
            if slot.state == "up" and slot.world is not None:
                layout[slot.slot] = notation(slot.world)
                up.append(slot.slot)
            elif slot.state == "down":
                layout[slot.slot] = notation(hidden.pop())
        formations.append(layout)
        face_up.append(up)
    columns = [[notation(c.top), *(notation(hidden.pop()) for _ in range(c.below))]
               for c in view.columns if c.top is not None]
    return {"switches": [notation(p.switch) for p in view.players],
            "sceptres": [sceptre for _, _, sceptre in view.circle],
            "formations": formations, "face_up": face_up, "columns": columns,
            "captured": [[notation(w) for w in p.captured] for p in view.players],
            "met": [list(p.met) for p in view.players],
            "active": view.active, "turn": view.turn - 1}


def sample_world(view: View, seed: int) -> Game:
    """A game at the view's turn, waiting for the active player's action, whose hidden tokens
    and dice are drawn from ``seed`` (MV3's physical die is rolled by the sample itself)."""
    rng = random.Random(f"multiverse-world/{seed}")
    position = sample_position(view, rng)
    config = Config(players=len(view.players), seed=rng.randrange(2**31),
                    variants=frozenset(view.variants) - {"MV3"}, p_stability=view.p_stability,
                    circle=tuple(_circle_code(owner) for _, owner, _ in view.circle),
                    position=position)
    game = Game.new(config)
    game.state.wooden_used = view.wooden_used  # the bot's own sampled game
    return game
