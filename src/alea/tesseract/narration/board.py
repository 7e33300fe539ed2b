"""Tesseract's board as the page draws it (:mod:`alea.table.board`), from a view only (R-G4).

The tower by layers, top layer first, each a 4 by 4 grid of columns a1 to d4 (as the ``layer``
query reads it); each die with its value in large print and its colour's letter beside it (a
hidden value or colour is drawn hatched, with a question sign, and said "hidden"); then the primed
area, the labs, the breach track and the containment board. Every fact drawn is one the text
queries give as well.
"""

from __future__ import annotations

from dataclasses import replace

from alea.table import Board, Cell, Panel, Swatch
from alea.tesseract.engine.geometry import COLUMNS
from alea.tesseract.engine.view import DieView, View
from alea.tesseract.narration import dice, names, places
from alea.tesseract.narration.speaker import Speaker

BREACHES = 7
"""The breach that loses the game (the status query's "of 7")."""

VALUES = (1, 2, 3, 4, 5, 6)
"""A die's values, and the containment board's columns."""

ORDER = ("yellow", "orange", "blue", "purple")
"""The colours in the legend's and the containment board's order (engine codes, also fills)."""

HIDDEN = "?"
"""Printed where a value or colour has not been seen (drawn, never said: the cell's words say "hidden")."""


def _die_cell(sp: Speaker, x: int, y: int, die: DieView, where: str) -> Cell:
    """A die in a cell: its value large, its colour's letter small; hidden facts hatched."""
    colour = die.colour
    words = f"{where}, {dice.die(sp, colour, die.value)}" if where else dice.die(sp, colour, die.value)
    return Cell(x, y, text=str(die.value) if die.value is not None else HIDDEN,
                note=dice.letter(sp, colour) if colour is not None else HIDDEN,
                fill=colour if colour is not None else "hidden",
                mark="hatch" if die.value is None or colour is None else "none", words=words)


def _layer(sp: Speaker, view: View, number: int) -> Panel:
    """One layer of the tower: columns a to d left to right, rows 4 to 1 top to bottom, with the
    column letters and row numbers printed around it as the ``column`` query names them."""
    cells = [Cell(x + 1, 4, text="abcd"[x], fill="none") for x in range(4)]
    cells += [Cell(0, 3 - y, text=str(y + 1), fill="none") for y in range(4)]
    for col in COLUMNS:
        x, y = "abcd".index(col[0]) + 1, 4 - int(col[1])
        stack = view.column(col).dice
        if len(stack) >= number:
            cell = _die_cell(sp, x, y, stack[number - 1].die, col)
        else:
            cell = Cell(x, y, words=sp._("{column} empty", column=col))
        cells.append(replace(cell, places=(f"column {col}",)))
    count = sum(1 for col in COLUMNS if len(view.column(col).dice) >= number)
    return Panel(sp._("Layer {layer}", layer=number), 5, 5, tuple(cells),
                 (sp.n_("{n} die", "{n} dice", count),), places=(f"layer {number}", "tower"))


def _row(sp: Speaker, title: str, found: tuple[DieView, ...], lines: tuple[str, ...] = (), room: int = 1) -> Panel:
    """Dice in a row (the primed area, a lab), with empty cells up to ``room`` (a lab's size)."""
    width = max(len(found), room, 1)
    cells = tuple(_die_cell(sp, x, 0, die, "") for x, die in enumerate(found))
    cells += tuple(Cell(x, 0) for x in range(len(found), width))
    return Panel(title, width, 1, cells, lines)


def _breach(sp: Speaker, view: View) -> Panel:
    """The breach track from 1 to 7: reached breaches filled and crossed, the rest empty."""
    cells = tuple(Cell(n - 1, 0, text=str(n), fill="red" if n <= view.breach else "empty",
                       mark="cross" if n <= view.breach else "none") for n in range(1, BREACHES + 1))
    return Panel(sp._("Breach track"), BREACHES, 1, cells,
                 (sp.n_("{n} breach of 7.", "{n} breaches of 7.", view.breach),))


def _containment(sp: Speaker, view: View) -> Panel:
    """The containment board: a row per colour, a column per value, contained dice filled; under
    it the containment cards by value and their status."""
    cells = [Cell(x + 1, 0, text=str(value), fill="none") for x, value in enumerate(VALUES)]
    for y, colour in enumerate(ORDER, start=1):
        cells.append(Cell(0, y, text=dice.letter(sp, colour), fill="none"))
        for x, value in enumerate(VALUES, start=1):
            held = (colour, value) in view.board
            cells.append(Cell(x, y, text=str(value) if held else "", note=dice.letter(sp, colour) if held else "",
                              fill=colour if held else "empty",
                              words=dice.die(sp, colour, value) if held else ""))
    shown = [sp._("{value}, {card}", value=slot.value, card=names.name(sp, "containment", slot.card))
             for slot in view.containment if slot.card is not None and slot.status in ("up", "unlocked")]
    lines = (sp.n_("{n} die contained.", "{n} dice contained.", len(view.board)),
             *([sp._("Cards face up, {cards}.", cards=sp.join(shown))] if shown else ()))
    return Panel(sp._("Containment board"), len(VALUES) + 1, len(ORDER) + 1, tuple(cells), lines)


def build(view: View, lang: str) -> Board:
    """The board of ``view`` in ``lang`` (at normal verbosity: the board is for the eyes)."""
    sp = Speaker(lang)
    heights = [len(view.column(col).dice) for col in COLUMNS]
    top = max(heights, default=0)
    left = sum(heights)
    panels = [_layer(sp, view, number) for number in range(top, 0, -1)]
    panels.append(replace(_row(sp, sp._("Primed area"), view.primed,
                               (sp.n_("{n} primed die.", "{n} primed dice.", len(view.primed)),)), places=("primed",)))
    for lab in view.labs:
        title = sp._("{lab}, {researcher}", lab=places.lab(sp, lab.index).capitalize(),
                     researcher=names.name(sp, "researcher", lab.researcher))
        if lab.index == view.active and view.pending is not None:
            title = sp.n_("{lab}, to play, {n} action left", "{lab}, to play, {n} actions left", view.actions_left,
                          lab=title)
        cards = [names.name(sp, "research", card) for card in lab.hand]
        lines = (sp.n_("{n} die of {capacity}.", "{n} dice of {capacity}.", len(lab.dice),
                       capacity=lab.capacity),
                 *([sp._("Cards, {cards}.", cards=sp.join(cards))] if cards else ()))
        panels.append(replace(_row(sp, title, lab.dice, lines, lab.capacity), places=("lab", "hand", "cards")))
    panels.append(replace(_breach(sp, view), places=("status",)))
    panels.append(replace(_containment(sp, view), places=("board",)))
    legend = tuple(Swatch(colour, dice.letter(sp, colour), dice.colour(sp, colour)) for colour in ORDER)
    legend += (Swatch("hidden", HIDDEN, sp._("hidden")),)
    name = sp.n_("Tower, {n} die, top layer {layer}, {breach} breaches, {lab} to play",
                 "Tower, {n} dice, top layer {layer}, {breach} breaches, {lab} to play", left, layer=top,
                 breach=view.breach, lab=places.lab(sp, view.active))
    return Board("tesseract", name, tuple(panels), legend, sp._("Colours"))
