"""Answers to every query of commands.md, read from the player's view only (R-G4).

Each query is a function ``(speaker, view, **arguments) -> str`` registered in
:data:`QUERIES` under its command id. An answer may span several lines (one fact a
line, for a braille display); its first line is the key fact.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from itertools import combinations
from typing import Any

from alea.narration.registry import QueryError, Registry
from alea.narration.topics import fold
from alea.narration.since import since_start
from alea.tesseract.engine import events as ev
from alea.tesseract.engine.content import load_content
from alea.tesseract.engine.geometry import COLUMNS, DIRECTIONS, neighbour
from alea.tesseract.engine.groups import is_valid_group
from alea.tesseract.engine.requests import Decision
from alea.tesseract.engine.view import ColumnView, TowerDie
from alea.tesseract.narration import dice, editions, legend, names, places, rules
from alea.tesseract.narration.decisions import question
from alea.tesseract.narration.events import narrate as narrate_event
from alea.tesseract.narration.speaker import Speaker, capitalized
from alea.tesseract.narration.viewing import PlayerView

COLOURS = ("yellow", "orange", "blue", "purple")
VALUES = (1, 2, 3, 4, 5, 6)
BREACH_LIMIT = 7

Query = Callable[..., str]
QUERIES: Registry[str, Query] = Registry()
"""Query id (commands.md) -> the function that answers it."""
answers = QUERIES.under
"""``@answers("status")`` declares the decorated function as the answer to that query."""

__all__ = ["QUERIES", "QueryError", "answer", "answers", "ask", "keywords"]


def _lab_index(view: PlayerView, lab: int | None) -> int:
    """The lab a query is about: the one given (0-based), else the one asked or playing."""
    if lab is not None:
        return lab
    if isinstance(view.pending, Decision):
        return view.pending.lab
    return view.active


def _lines(*lines: str | None) -> str:
    return "\n".join(line for line in lines if line)


def _tower_count(view: PlayerView) -> int:
    return sum(len(c.dice) for c in view.tower)


def _primed_counts(view: PlayerView) -> dict[int, int]:
    counts = {v: 0 for v in VALUES}
    for d in view.primed:
        if d.value is not None:  # a primed die is always seen
            counts[d.value] += 1
    return counts


def _danger(sp: Speaker, view: PlayerView) -> str | None:
    """The values one primed die away from a breach (2 primed: one more makes 3; 5: one more makes 6)."""
    counts = _primed_counts(view)
    one = [str(v) for v in VALUES if counts[v] in (2, 3, 4)]
    two = [str(v) for v in VALUES if counts[v] >= 5]
    if sp.terse:
        parts = [sp.p_("terse danger", "risk {values}", values=" ".join(one))] if one else []
        if two:
            parts.append(sp.p_("terse danger", "double risk {values}", values=" ".join(two)))
        return " ".join(parts) or None
    parts = []
    if one:
        parts.append(sp.n_("Warning, one more primed {values} opens a breach.",
                           "Warning, one more primed die of value {values} opens a breach.",
                           len(one), values=sp.join(one, style="or")))
    if two:
        parts.append(sp.n_("Warning, one more primed {values} opens two breaches.",
                           "Warning, one more primed die of value {values} opens two breaches.",
                           len(two), values=sp.join(two, style="or")))
    return sp.also(*parts) or None


# ---------------------------------------------------------------- status and history

@answers("status")
def status(sp: Speaker, view: PlayerView) -> str:
    """Turn, active researcher, actions left, breaches, dice left in the Tesseract, primed dangers."""
    if view.result is not None:
        won = view.result == "won"
        if sp.terse:
            return sp._("WON, turn {turn}", turn=view.turn) if won else sp._("LOST, turn {turn}", turn=view.turn)
        return sp._("Game over, won on turn {turn}.", turn=view.turn) if won else \
            sp._("Game over, lost on turn {turn}.", turn=view.turn)
    lab = places.lab(sp, view.active)
    researcher = names.name(sp, "researcher", view.labs[view.active].researcher)
    left = _tower_count(view)
    if sp.terse:
        first = sp._("T{turn} {lab} {researcher} {actions}a breaches {breach} of 7 tw{left}", turn=view.turn, lab=lab,
                     researcher=researcher, actions=view.actions_left, breach=view.breach, left=left)
    else:
        first = sp.also(
            sp.n_("Turn {turn}, {lab}, {researcher}, {n} action left.",
                  "Turn {turn}, {lab}, {researcher}, {n} actions left.",
                  view.actions_left, turn=view.turn, lab=lab, researcher=researcher),
            sp.n_("{n} breach of 7.", "{n} breaches of 7.", view.breach),
            sp.n_("{n} die left in the Tesseract.", "{n} dice left in the Tesseract.", left),
        )
    waiting = None
    if isinstance(view.pending, Decision):
        waiting = sp._("Waiting. {question}", question=question(sp, view.pending, view))
    return _lines(first, _danger(sp, view), waiting, editions.in_force(sp, view.edition, view.variants))


def _history_events(view: PlayerView) -> list[Any]:
    return [item.event for item in view.history]


@answers("last")
def last(sp: Speaker, view: PlayerView) -> str:
    """The last thing that happened."""
    history = _history_events(view)
    if not history:
        return sp._("Nothing has happened yet.")
    return narrate_event(sp, history[-1], view)


@answers("since")
def since(sp: Speaker, view: PlayerView, lab: int | None = None) -> str:
    """Everything since the lab's previous turn ended (or since the start)."""
    index = _lab_index(view, lab)
    history = list(view.history)
    begin = since_start([item.event.lab if isinstance(item.event, ev.TurnStarted) else None for item in history],
                        index, view.active == index and view.result is None)
    events = [item.event for item in history[begin:] if not isinstance(item.event, ev.DecisionMade)]
    if not events:
        return sp._("Nothing new since your last turn.")
    head = sp.n_("{n} thing happened since your last turn.", "{n} things happened since your last turn.",
                 len(events))
    return _lines(head, *(narrate_event(sp, e, view) for e in events))


# ---------------------------------------------------------------- the Tesseract

def _column_summary(sp: Speaker, column: ColumnView) -> str:
    if not column.dice:
        return sp.pick(sp._("{col} 0", col=column.col), sp._("{col} empty", col=column.col))
    top = column.dice[-1].die
    name = dice.die(sp, top.colour, top.value)
    if sp.terse:
        return sp._("{col} {height} {die}", col=column.col, height=len(column.dice), die=name)
    return sp.n_("{col} {n} high, top {die}", "{col} {n} high, top {die}", len(column.dice), col=column.col, die=name)


@answers("tower")
def tower(sp: Speaker, view: PlayerView) -> str:
    """The tower row by row, north first: height and top die of each column."""
    lines = []
    for row in "4321":
        cols = [_column_summary(sp, view.column(f"{f}{row}")) for f in "abcd"]
        if sp.terse:
            lines.append(sp._("r{row} {columns}", row=row, columns=" ".join(cols)))
        else:
            lines.append(sp._("Row {row}, {columns}.", row=row, columns=sp.join(cols)))
    head = sp.pick(sp._("Tower {n}", n=_tower_count(view)),
                   sp.n_("The Tesseract holds {n} die. North row first.",
                         "The Tesseract holds {n} dice. North row first.", _tower_count(view)))
    return _lines(head, *lines)


def _removable_mark(sp: Speaker) -> str:
    """The word after a removable die in terse mode (a word, not "*": accessibility.md 12)."""
    return " " + sp.p_("terse removable mark", "remov")


def _none(sp: Speaker) -> str:
    """An empty list in terse mode (a word, not "-")."""
    return sp.p_("terse empty", "none")


def _tower_die(sp: Speaker, item: TowerDie) -> str:
    name = dice.die(sp, item.die.colour, item.die.value)
    if sp.terse:
        return sp._("{layer} {die}{removable}", layer=dice.layer(sp, item.layer), die=name,
                    removable=_removable_mark(sp) if item.removable else "")
    if item.removable:
        return sp._("layer {layer} {die}, removable", layer=item.layer, die=name)
    return sp._("layer {layer} {die}", layer=item.layer, die=name)


def _event_state(sp: Speaker, column: ColumnView) -> str | None:
    if column.event is None:
        return None
    values = dict(event=names.name(sp, "event", column.event), col=column.col)
    if sp.terse:
        return {
            "covered": lambda: sp._("ev {event}", **values),
            "revealed": lambda: sp._("ev {event}, done", **values),
            "rearmed": lambda: sp._("ev {event}, rearmed", **values),
        }[column.event_state]()
    return {
        "covered": lambda: sp._("Under {col}, {event}, still covered.", **values),
        "revealed": lambda: sp._("Under {col}, {event}, already revealed.", **values),
        "rearmed": lambda: sp._("Under {col}, {event}, covered again and armed again.", **values),
    }[column.event_state]()


@answers("column")
def column(sp: Speaker, view: PlayerView, col: str) -> str:
    """One column bottom to top: each die's colour and value or "hidden", and whether removable."""
    if col not in COLUMNS:
        raise QueryError(sp._("No column {col}. Columns go from a1 to d4.", col=col))
    column = view.column(col)
    if not column.dice:
        head = sp.pick(sp._("{col} empty", col=col), sp._("Column {col} is empty.", col=col))
        return _lines(head, _event_state(sp, column))
    items = [_tower_die(sp, item) for item in column.dice]
    if sp.terse:
        head = sp._("{col} {dice}", col=col, dice=" ".join(items))
    else:
        head = sp.n_("Column {col}, {n} die, bottom to top, {dice}.",
                     "Column {col}, {n} dice, bottom to top, {dice}.", len(items), col=col, dice=sp.join(items))
    return _lines(head, _event_state(sp, column))


@answers("layer")
def layer(sp: Speaker, view: PlayerView, number: int) -> str:
    """One layer: each position's die, its open faces, removable or not."""
    if number not in (1, 2, 3, 4):
        raise QueryError(sp._("No layer {layer}. Layers go from 1 to 4.", layer=number))
    lines, empty = [], []
    for col in COLUMNS:
        column = view.column(col)
        if len(column.dice) < number:
            empty.append(col)
            continue
        item = column.dice[number - 1]
        values = dict(col=col, die=dice.die(sp, item.die.colour, item.die.value),
                      faces=dice.faces(sp, item.open_faces))
        if sp.terse:
            lines.append(sp._("{col} {die} {faces}{removable}", removable=_removable_mark(sp)
                              if item.removable else "", **values))
        elif not item.open_faces:
            lines.append(sp._("{col}, {die}, no open face.", **values))
        elif item.removable:
            lines.append(sp._("{col}, {die}, open {faces}, removable.", **values))
        else:
            lines.append(sp._("{col}, {die}, open {faces}.", **values))
    held = 16 - len(empty)
    head = sp.pick(sp._("Layer {layer}, {n} of 16", layer=number, n=held),
                   sp.n_("Layer {layer}, {n} die.", "Layer {layer}, {n} dice.", held, layer=number))
    tail = None
    if empty:
        tail = sp.pick(sp._("empty {columns}", columns=" ".join(empty)),
                       sp._("Empty, {columns}.", columns=sp.join(empty)))
    return _lines(head, *lines, tail)


def _removable(view: PlayerView) -> list[Any]:
    items = [item for c in view.tower for item in c.dice if item.removable]
    return sorted(items, key=lambda i: (i.layer, i.die.value if i.die.value is not None else 7, i.col))


def _placed_die(sp: Speaker, item: Any) -> str:
    values = dict(die=dice.die(sp, item.die.colour, item.die.value), col=item.col, layer=item.layer)
    return sp.pick(sp._("{die} {col}", **values), sp._("{die} on {col} in layer {layer}", **values))


@answers("free")
def free(sp: Speaker, view: PlayerView) -> str:
    """Every removable die, lowest layer first, then by value."""
    items = _removable(view)
    if not items:
        return sp._("No removable die.")
    listed = [_placed_die(sp, i) for i in items]
    if sp.terse:
        return sp._("Free {n}, {dice}", n=len(items), dice=" ".join(listed))
    return sp.n_("{n} removable die, {dice}.", "{n} removable dice, {dice}.", len(items), dice=sp.join(listed))


@answers("next")
def next_(sp: Speaker, view: PlayerView) -> str:
    """The edge cube the threat phase will prime (R-G3), and the event under it."""
    by_id = {item.die.id: item for c in view.tower for item in c.dice}
    edge = [by_id[d] for d in view.edge if d in by_id]
    if not edge:
        return sp.pick(sp._("No edge cube, tower empty"),
                       sp._("No edge cube. The Tesseract holds no removable die, and the next prime loses the game."))
    listed = [_placed_die(sp, i) for i in edge]
    if len(edge) > 1:
        head = sp.pick(sp._("Edge tie, {dice}", dice=" ".join(listed)),
                       sp._("Edge cube tied, {dice}. The active researcher will choose.", dice=sp.join(listed, "or")))
    else:
        head = sp.pick(sp._("Edge {die}", die=listed[0]), sp._("Edge cube, {die}.", die=listed[0]))
    under = []
    for item in edge:
        column = view.column(item.col)
        if len(column.dice) > 1 or column.event is None or column.event_state == "revealed":
            continue
        event = names.name(sp, "event", column.event)
        under.append(sp.pick(sp._("{col} reveals {event}", col=item.col, event=event),
                             sp._("It is the last die of {col}. Priming it reveals {event}.", col=item.col, event=event)))
        if sp.verbose:
            under.append(names.text(sp, "event", column.event))
    if not under and not sp.terse:
        under.append(sp._("No event is revealed by it."))
    return _lines(head, *under)


def _seen_from(view: PlayerView, direction: str, col: str, layer: int) -> Any | None:
    """The die seen first at ``layer`` when looking from ``direction`` along the line of ``col``."""
    opposite = {"north": "south", "south": "north", "east": "west", "west": "east"}[direction]
    # start at the edge facing the viewer and walk away from them
    edge = col
    while (ahead := neighbour(edge, direction)) is not None:
        edge = ahead
    current: str | None = edge
    while current is not None:
        stack = view.column(current).dice
        if len(stack) >= layer:
            return stack[layer - 1]
        current = neighbour(current, opposite)
    return None


FACE_LINES = {
    "north": ("d", "c", "b", "a"),
    "south": ("a", "b", "c", "d"),
    "east": ("1", "2", "3", "4"),
    "west": ("4", "3", "2", "1"),
}
"""What a viewer on each side sees left to right: files (north, south) or rows (east, west)."""


@answers("face")
def face(sp: Speaker, view: PlayerView, direction: str) -> str:
    """The view from one side, top layer first, left to right as the viewer sees it."""
    if direction not in DIRECTIONS:
        raise QueryError(sp._("Sides are north, east, south and west."))
    lines = []
    for number in (4, 3, 2, 1):
        seen = []
        for line in FACE_LINES[direction]:
            col = f"{line}1" if direction in ("north", "south") else f"a{line}"
            item = _seen_from(view, direction, col, number)
            if item is None:
                seen.append(sp.pick(_none(sp), sp._("nothing")))
            else:
                seen.append(sp._("{col} {die}", col=item.col, die=dice.die(sp, item.die.colour, item.die.value)))
        if sp.terse:
            lines.append(sp._("L{layer} {dice}", layer=number, dice=" ".join(seen)))
        else:
            lines.append(sp._("Layer {layer}, {dice}.", layer=number, dice=sp.join(seen)))
    side = dice.direction(sp, direction)
    head = sp.pick(sp._("From {side}.", side=side),
                   sp._("Seen from the {side} side, top layer first, left to right.", side=side))
    return _lines(head, *lines)


@answers("base")
def base(sp: Speaker, view: PlayerView) -> str:
    """The base side, its events, which are covered, revealed or re-armed."""
    with_event = [c for c in view.tower if c.event is not None]
    name = names.name(sp, "base", view.base)
    head = sp.pick(sp.n_("{base}, {n} ev.", "{base}, {n} ev.", len(with_event), base=name),
                   sp.n_("{base}, {n} event.", "{base}, {n} events.", len(with_event), base=name))
    lines = []
    for column in with_event:
        state = _event_state(sp, column)
        lines.append(sp._("{col} {state}", col=column.col, state=state) if sp.terse else state)
    if sp.verbose:
        for event in sorted({c.event for c in with_event if c.event is not None}):
            lines.append(sp._("{event}. {text}", event=names.full_name(sp, "event", event),
                              text=names.text(sp, "event", event)))
    return _lines(head, *lines)


# ---------------------------------------------------------------- primed, labs, board, cards

@answers("primed")
def primed(sp: Speaker, view: PlayerView) -> str:
    """Primed dice by value, with a warning for each value one die away from a breach."""
    if not view.primed:
        return sp.pick(sp._("Primed, none"), sp._("The primed area is empty."))
    by_value = {v: [d for d in view.primed if d.value == v] for v in VALUES}
    lines = []
    for v in VALUES:
        if not by_value[v]:
            continue
        listed = [dice.die(sp, d.colour, d.value) for d in by_value[v]]
        if sp.terse:
            lines.append(sp._("{value}, {dice}", value=v, dice=" ".join(listed)))
        else:
            lines.append(sp.n_("Value {value}, {n} die, {dice}.", "Value {value}, {n} dice, {dice}.", len(listed), value=v,
                               dice=sp.join(listed)))
    head = sp.pick(sp._("Primed {n}, breaches {breach} of 7", n=len(view.primed), breach=view.breach),
                   sp.n_("{n} primed die, {breach} breaches of 7.", "{n} primed dice, {breach} breaches of 7.",
                         len(view.primed), breach=view.breach))
    return _lines(head, _danger(sp, view), *lines)


@answers("lab")
def lab(sp: Speaker, view: PlayerView, lab: int | None = None) -> str:
    """A lab: researcher, dice, free spaces, number of cards."""
    index = _lab_index(view, lab)
    if not 0 <= index < len(view.labs):
        raise QueryError(sp.n_("There is {n} lab.", "There are {n} labs.", len(view.labs)))
    the_lab = view.labs[index]
    listed = [dice.die(sp, d.colour, d.value) for d in the_lab.dice]
    values = dict(lab=places.lab(sp, index), researcher=names.name(sp, "researcher", the_lab.researcher),
                  used=len(listed), capacity=the_lab.capacity)
    if sp.terse:
        return sp._("{lab} {researcher} {used} of {capacity}, {dice}", dice=" ".join(listed) or _none(sp),
                    **values)
    if listed:
        head = sp.n_("{lab}, {researcher}, {n} die of {capacity} spaces, {dice}.",
                     "{lab}, {researcher}, {n} dice of {capacity} spaces, {dice}.", len(listed),
                     dice=sp.join(listed), **values)
    else:
        head = sp._("{lab}, {researcher}, no die, {capacity} free spaces.", **values)
    cards = sp.n_("{n} research card in hand.", "{n} research cards in hand.", len(the_lab.hand)) \
        if the_lab.hand else sp._("No research card in hand.")
    return _lines(head, cards)


@answers("board")
def board(sp: Speaker, view: PlayerView) -> str:
    """The containment board: per value and per colour, what is in and what is missing."""
    filled = set(view.board)
    head = sp.pick(sp._("Board {n} of 24", n=len(filled)),
                   sp.n_("Containment board, {n} of 24 spaces filled.", "Containment board, {n} of 24 spaces filled.",
                         len(filled)))
    lines = []
    for v in VALUES:
        missing = [c for c in COLOURS if (c, v) not in filled]
        if sp.terse:
            lines.append(sp._("{value} miss {colours}", value=v,
                              colours=" ".join(dice.letter(sp, c) for c in missing) or _none(sp)))
        elif missing:
            lines.append(sp._("Value {value}, missing {colours}.", value=v,
                              colours=sp.join([dice.colour(sp, c) for c in missing])))
        else:
            lines.append(sp._("Value {value}, complete.", value=v))
    for c in COLOURS:
        missing = [str(v) for v in VALUES if (c, v) not in filled]
        if sp.terse:
            lines.append(sp._("{letter} miss {values}", letter=dice.letter(sp, c),
                              values=" ".join(missing) or _none(sp)))
        elif missing:
            lines.append(sp._("{colour}, missing {values}.", colour=dice.colour(sp, c), values=sp.join(missing)))
        else:
            lines.append(sp._("{colour}, complete.", colour=dice.colour(sp, c)))
    return _lines(head, *lines)


def _card_level(uid: str) -> int:
    return load_content().card(uid).level


@answers("hand")
def hand(sp: Speaker, view: PlayerView, lab: int | None = None) -> str:
    """A lab's research cards (yours by default), numbered as they can be typed."""
    index = _lab_index(view, lab)
    cards = view.labs[index].hand
    who = places.lab(sp, index)
    if not cards:
        return sp.pick(sp._("{lab}, no card", lab=who), sp._("{lab} holds no research card.", lab=who))
    items = []
    for number, uid in enumerate(cards, 1):
        values = dict(number=number, card=names.name(sp, "research", uid), level=_card_level(uid))
        if sp.terse:
            items.append(sp._("{number} {card}", **values))
        elif sp.verbose:
            items.append(sp._("{number} {card}, Level {level}. {text}", text=names.text(sp, "research", uid), **values))
        else:
            items.append(sp._("{number} {card}, Level {level}", **values))
    if sp.terse:
        return sp._("{lab}, {cards}", lab=who, cards=", ".join(items))
    head = sp.n_("{lab} holds {n} research card.", "{lab} holds {n} research cards.", len(cards), lab=who)
    return _lines(head, *items)


def _find_card(sp: Speaker, view: PlayerView, index: int, card: Any) -> tuple[str, str]:
    """(kind, id) of the card a player named: hand position, uid, id, name or abbreviation."""
    hand_cards = view.labs[index].hand
    if isinstance(card, int) or (isinstance(card, str) and card.isdigit()):
        position = int(card)
        if 1 <= position <= len(hand_cards):
            return "research", names.card_id(hand_cards[position - 1])
        raise QueryError(sp.n_("Your hand holds {n} card.", "Your hand holds {n} cards.", len(hand_cards)))
    wanted = fold(str(card))
    for kind in ("research", "containment"):
        for item in sp.content.ids(names.KINDS[kind]):
            entry = sp.content.entry(names.KINDS[kind], item)
            if wanted in (fold(item), fold(entry.name), fold(entry.abbr)) \
                    or fold(names.card_id(str(card))) == item:
                return kind, item
    raise QueryError(sp._("No card is called {card}.", card=card))


@answers("card")
def card(sp: Speaker, view: PlayerView, card: Any, lab: int | None = None) -> str:
    """One card's full text, by hand position, name or abbreviation."""
    kind, item = _find_card(sp, view, _lab_index(view, lab), card)
    values = dict(card=names.full_name(sp, kind, item), text=names.text(sp, kind, item))
    if kind == "research":
        return sp._("{card}, research card of Level {level}. {text}", level=load_content().cards[item].level, **values)
    return sp._("{card}, containment card. {text}", **values)


@answers("cards")
def cards(sp: Speaker, view: PlayerView) -> str:
    """The containment cards by value: face down, face up, unlocked, used or lost."""
    lines = []
    for slot in view.containment:
        values = dict(value=slot.value, card=names.name(sp, "containment", slot.card) if slot.card else "")
        if sp.terse:
            text = {
                "down": lambda: sp._("{value} down", **values),
                "up": lambda: sp._("{value} up {card}", **values),
                "unlocked": lambda: sp._("{value} UNLOCKED {card}", **values),
                "used": lambda: sp._("{value} used {card}", **values),
                "lost": lambda: sp._("{value} lost {card}", **values),
            }[slot.status]()
        else:
            text = {
                "down": lambda: sp._("Value {value}, face down.", **values),
                "up": lambda: sp._("Value {value}, {card}, face up, not yet unlocked.", **values),
                "unlocked": lambda: sp._("Value {value}, {card}, unlocked, ready to play.", **values),
                "used": lambda: sp._("Value {value}, {card}, played.", **values),
                "lost": lambda: sp._("Value {value}, {card}, lost.", **values),
            }[slot.status]()
            if sp.verbose and slot.card and slot.status in ("up", "unlocked"):
                text = sp.also(text, names.text(sp, "containment", slot.card))
        if slot.status == "lost" and not slot.card:
            text = sp.pick(sp._("{value} lost", value=slot.value), sp._("Value {value}, lost unseen.", value=slot.value))
        lines.append(text)
    unlocked = sum(1 for s in view.containment if s.status == "unlocked")
    head = sp.pick(sp.n_("Cont. cards, {n} unlocked", "Cont. cards, {n} unlocked", unlocked),
                   sp.n_("Containment cards, {n} unlocked.", "Containment cards, {n} unlocked.", unlocked))
    return _lines(head, *lines)


@answers("who")
def who(sp: Speaker, view: PlayerView, lab: int | None = None) -> str:
    """A researcher's ability and unique action (yours by default)."""
    index = _lab_index(view, lab)
    researcher = view.labs[index].researcher
    values = dict(lab=places.lab(sp, index), researcher=names.full_name(sp, "researcher", researcher))
    if sp.terse:
        return sp._("{lab} {researcher}", **values)
    return _lines(sp._("{lab}, {researcher}.", **values),
                  sp._("Ability. {text}", text=names.text(sp, "researcher", researcher)),
                  sp._("Unique action. {text}", text=names.unique(sp, researcher)))


@answers("groups")
def groups(sp: Speaker, view: PlayerView, lab: int | None = None) -> str:
    """Every valid group in the lab (R-A6) and what each could contain (R-A5)."""
    index = _lab_index(view, lab)
    lab_dice = [d for d in view.labs[index].dice if d.colour is not None and d.value is not None]
    found = []
    seen = set()
    for size in range(len(lab_dice), 2, -1):
        for combo in combinations(lab_dice, size):
            key = tuple(sorted((d.colour, d.value) for d in combo))
            values = [d.value for d in combo if d.value is not None]  # all of them: seen dice
            colours = [d.colour for d in combo if d.colour is not None]
            if key in seen or not is_valid_group(values, colours):
                continue
            seen.add(key)
            found.append(combo)
    who_ = places.lab(sp, index)
    if not found:
        return sp.pick(sp._("{lab}, no group", lab=who_), sp._("{lab} holds no valid group.", lab=who_))
    lines = []
    for number, combo in enumerate(found, 1):
        ordered = sorted(combo, key=lambda d: (d.value, COLOURS.index(d.colour)))
        members = dice.dice(sp, ((d.colour, d.value) for d in ordered))
        free_spaces = [d for d in ordered if (d.colour, d.value) not in view.board]
        could = dice.dice(sp, ((d.colour, d.value) for d in free_spaces))
        if sp.terse:
            lines.append(sp._("{number} {dice}, fits {could}", number=number, dice=members, could=could or _none(sp)))
        elif free_spaces:
            lines.append(sp._("{number}, {dice}. Could contain {could}.", number=number, dice=members, could=could))
        else:
            lines.append(sp._("{number}, {dice}. Every space it could fill is taken.", number=number, dice=members))
    head = sp.pick(sp.n_("{lab}, {n} group", "{lab}, {n} groups", len(found), lab=who_),
                   sp.n_("{lab} holds {n} valid group.", "{lab} holds {n} valid groups.", len(found), lab=who_))
    return _lines(head, *lines)


@answers("rules")
def rules_(sp: Speaker, view: PlayerView | None = None, topic: str | None = None) -> str:
    """The list of rules topics, or one topic by number, name or abbreviation."""
    if topic is None:
        if view is None:
            return rules.index(sp, sp.verbosity)
        return _lines(rules.index(sp, sp.verbosity), editions.in_force(sp, view.edition, view.variants))
    found = rules.find_topic(str(topic), sp)
    if found is None:
        raise QueryError(sp._("No rules topic {topic}.", topic=topic))
    return rules.speak(found, sp)


@answers("legend")
def legend_(sp: Speaker, view: PlayerView | None = None) -> str:
    """Every abbreviation of terse mode, in this language."""
    return legend.legend(sp)


def ask(sp: Speaker, name: str, view: PlayerView, **args: Any) -> str:
    """The answer to query ``name`` with keyword arguments (see :data:`QUERIES`)."""
    return capitalized(QUERIES[name](sp, view, **args))


def keywords(name: str, values: Sequence[object]) -> dict[str, object]:
    """A query's arguments given in order (as a command's typed values are) by the names of its
    parameters: ``column [col]``, ``layer [number]``, ``face [direction]``, ``lab|hand|who|groups|since
    [lab index, 0-based]``, ``card [card, lab]``, ``rules [topic]``."""
    params = list(inspect.signature(QUERIES[name]).parameters)[2:]
    if len(values) > len(params):
        raise TypeError(f"query {name!r} takes at most {len(params)} argument(s)")
    return dict(zip(params, values))


def answer(sp: Speaker, name: str, values: list[Any], view: PlayerView) -> list[str]:
    """The answer to query ``name`` with its arguments in order (:func:`keywords`), one line per item."""
    return ask(sp, name, view, **keywords(name, values)).split("\n")
