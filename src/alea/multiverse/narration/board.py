"""Multiverse's board as the page draws it (:mod:`alea.table.board`), from a view only.

Each player's switch (five colours, on or off), the worlds of their formation as colour sets
(a face-down world hatched, its colours unknown to everyone, M-S8), their sceptres and score; the
central columns' top worlds. A colour is drawn by its fill and its digit (1 green to 5 blue, the
notation the players type), and an off colour is crossed out: colour never goes alone.
"""

from __future__ import annotations

from alea.multiverse.engine.view import PlayerView, SlotView, View
from alea.multiverse.engine.worlds import COLOUR_DIGITS
from alea.multiverse.narration.speaker import Speaker
from alea.table import Board, Cell, Panel, Swatch

FILLS = {1: "green", 2: "white", 3: "red", 4: "yellow", 5: "blue"}
"""Each colour digit's fill (M-C2's order)."""

LABEL = 2
"""Columns a row's label takes (the switch's word, a slot's or a column's name); the colours follow."""

HIDDEN = "?"
"""Printed on a face-down world's cells (drawn only; its words say "face down")."""


def _world(sp: Speaker, y: int, label: str, world: int | None, words: str) -> list[Cell]:
    """One world (or switch) on row ``y``: its label, then the five colours, on ones filled
    with their digit, off ones crossed; ``world`` None is face down."""
    cells = [Cell(0, y, text=label, fill="none", words=words, width=LABEL)]
    for x, digit in enumerate(COLOUR_DIGITS, start=LABEL):
        if world is None:
            cells.append(Cell(x, y, text=HIDDEN, fill="hidden", mark="hatch", words=words))
        elif world & (1 << (digit - 1)):
            cells.append(Cell(x, y, text=str(digit), fill=FILLS[digit], words=words))
        else:
            cells.append(Cell(x, y, text=str(digit), fill="off", mark="cross", words=words))
    return cells


def _slot_words(sp: Speaker, owner: int, slot: SlotView) -> str:
    where = sp.where(owner, slot.slot)
    if slot.state == "down":
        return sp._("{where}, face down", where=where)
    if slot.state == "empty" or slot.world is None:
        return sp._("{where}, empty", where=where)
    return sp._("{where}, {world}", where=where, world=sp.world(slot.world))


def _player(sp: Speaker, view: View, player: PlayerView) -> Panel:
    """A player's switch and formation, with score and sceptres in words under them."""
    name = sp.player(player.index)
    name = name[:1].upper() + name[1:]  # a title
    cells = _world(sp, 0, sp._("Switch"), player.switch,
                   sp._("{name}, switch {world}", name=name, world=sp.world(player.switch)))
    rows = 1
    for slot in player.formation:
        if slot.state == "empty":
            cells.append(Cell(0, rows, text=slot.slot, fill="none", words=_slot_words(sp, player.index, slot),
                              width=LABEL))
            cells += [Cell(x, rows) for x in range(LABEL, LABEL + 5)]
        else:
            cells += _world(sp, rows, slot.slot, slot.world if slot.state == "up" else None,
                            _slot_words(sp, player.index, slot))
        rows += 1
    sceptres = sp.join(sp.sceptre(s) for s in player.sceptres) if player.sceptres else sp._("none")
    lines = (sp._("Score {score}.", score=player.score), sp._("Sceptres, {sceptres}.", sceptres=sceptres),
             sp.n_("{n} world captured.", "{n} worlds captured.", len(player.captured)))
    title = sp._("{name}, to play", name=name) if view.pending is not None and \
        view.pending.player == player.index else name
    number = player.index + 1
    return Panel(title, LABEL + 5, rows, tuple(cells), lines,
                 places=tuple(f"{query}{suffix}" for query in ("switch", "formation", "score", "sceptres", "worlds")
                              for suffix in ("", f" {number}")))


def _columns(sp: Speaker, view: View) -> Panel:
    """The central columns: each top world face up, and how many lie face down below it."""
    cells: list[Cell] = []
    lines = []
    for y, column in enumerate(view.columns):
        words = sp._("{where}, {world}", where=column.name, world=sp.world(column.top)) \
            if column.top is not None else sp._("{where}, empty", where=column.name)
        if column.top is None:
            cells.append(Cell(0, y, text=column.name, fill="none", words=words, width=LABEL))
            cells += [Cell(x, y) for x in range(LABEL, LABEL + 5)]
        else:
            cells += _world(sp, y, column.name, column.top, words)
        lines.append(sp.n_("{where}, {n} face down below.", "{where}, {n} face down below.", column.below,
                           where=column.name))
    return Panel(sp._("Central columns"), LABEL + 5, len(view.columns), tuple(cells), tuple(lines),
                 places=("columns", "table", "unseen"))


def build(view: View, lang: str) -> Board:
    """The board of ``view`` in ``lang``."""
    sp = Speaker(lang)
    panels = [_player(sp, view, player) for player in view.players]
    panels.append(_columns(sp, view))
    legend = tuple(Swatch(FILLS[d], str(d), sp.colour(d)) for d in COLOUR_DIGITS)
    legend += (Swatch("off", "", sp._("off, crossed out")), Swatch("hidden", HIDDEN, sp._("face down")))
    scores = sp.join(str(p.score) for p in view.players)
    if view.pending is not None:
        name = sp._("Switches and worlds, turn {turn}, {name} to play, scores {scores}",
                    turn=view.turn, name=sp.player(view.pending.player), scores=scores)
    else:
        name = sp._("Switches and worlds, game over, scores {scores}", scores=scores)
    return Board("multiverse", name, tuple(panels), legend, sp._("Colours"))
