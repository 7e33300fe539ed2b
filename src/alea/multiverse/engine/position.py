"""A described table instead of the random setup: the spec's test positions, demonstrations.

A position is JSON (it travels in the config, so a save of a position replays)::

    {"switches": ["23", "1"],                  # one per player, in seat order from the starter
     "sceptres": ["wooden", "green", "yellow", "white", "red", "blue"],   # at positions 0..5
     "formations": [{}, {"F1": "14", "F2": "23", "F3": "4", "B1": "2", "B2": "1345"}],
     "face_up": [[], ["B1"]],                  # back slots already face up (optional)
     "columns": [["3"], ["12", "35", "4"]],    # top token first
     "captured": [["5"], []],                  # optional
     "met": [[], []],                          # optional: switches captured
     "active": 0, "turn": 0}                   # optional

Player 0 starts (seat 1) and the circle is the config's (or the content's). A slot missing from
a formation is empty (captured earlier); a player whose formation is empty is revealed (M-W1).
Worlds must be distinct (M-C1), but a position need not hold all 32.
"""

from __future__ import annotations

from typing import Any

from .state import Player, State, seat_order
from .worlds import parse


def build_position(s: State, position: dict[str, Any]) -> None:
    """Lay the described table in ``s``; raises ValueError when it breaks a rule."""
    cfg, content = s.config, s.content
    n = cfg.players
    switches = position.get("switches")
    if not isinstance(switches, list) or len(switches) != n:
        raise ValueError("position: one switch per player")
    s.starter = 0
    s.owners = cfg.owners(content)
    s.order = seat_order(s.owners)
    sceptres = position.get("sceptres")
    if not isinstance(sceptres, list) or sorted(sceptres) != sorted(content.sceptres):
        raise ValueError("position: the six sceptres at positions 0..5")
    s.sceptres = list(sceptres)
    formations = position.get("formations", [{}] * n)
    face_up = position.get("face_up", [[]] * n)
    captured = position.get("captured", [[]] * n)
    met = position.get("met", [[]] * n)
    slots = (*content.front, *content.back)
    for p in range(n):
        player = Player(switch=parse(switches[p]))
        layout = formations[p]
        if set(layout) - set(slots):
            raise ValueError(f"position: unknown slot in {sorted(layout)}")
        player.formation = {slot: parse(layout[slot]) if slot in layout else None for slot in slots}
        player.face_up = {slot for slot in slots if player.formation[slot] is not None
                          and (slot in content.front or slot in face_up[p])}
        player.captured = [parse(w) for w in captured[p]]
        player.met = list(met[p])
        player.revealed = player.tokens_left() == 0
        s.players.append(player)
    s.columns = [[parse(w) for w in reversed(column)] for column in position.get("columns", [])]
    worlds = s.worlds_in_play()
    if len(worlds) != len(set(worlds)):
        raise ValueError("position: a world appears twice (M-C1)")
    for player in s.players:
        s.seen.update(w for slot, w in player.formation.items()
                      if w is not None and slot in player.face_up)
        s.seen.update(player.captured)
    s.seen.update(column[-1] for column in s.columns if column)
    s.active = position.get("active", 0)
    s.turn = position.get("turn", 0)
