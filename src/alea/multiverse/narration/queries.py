"""The state queries of the spec (section 11), key fact first, from a seat's view only:
switch, table, worlds, formation, columns, sceptres, options, unseen, score, status."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from alea.multiverse.engine.moves import Flip
from alea.multiverse.engine.view import View
from alea.multiverse.engine.whatif import outlooks
from alea.narration.since import since_start
from alea.multiverse.engine import events as ev
from alea.multiverse.narration import decisions, events, legend, rules
from alea.narration.registry import QueryError, Registry
from alea.multiverse.narration.speaker import Speaker


Query = Callable[..., str]
QUERIES: Registry[str, Query] = Registry()
"""Query id -> its function ``(speaker, view, **args) -> text``."""
answers = QUERIES.under
"""``@answers("name")`` declares the decorated function as the answer to that query."""

__all__ = ["QUERIES", "QueryError", "answers", "ask"]


def ask(sp: Speaker, name: str, view: View, **args: Any) -> str:
    """The answer to query ``name``; ``KeyError`` for an unknown query."""
    return QUERIES[name](sp, view, **args)


def _seat(sp: Speaker, view: View, seat: int | None) -> int:
    """The seat asked about: the one given, else the asking seat, else the active player."""
    if seat is None:
        seat = view.me if view.me is not None else max(view.active, 0)
    if not 0 <= seat < len(view.players):
        raise QueryError(sp._("No player {n} at this table.", n=seat + 1))
    return seat


@answers("switch")
def _switch(sp: Speaker, view: View, seat: int | None = None) -> str:
    p = _seat(sp, view, seat)
    switch = view.players[p].switch
    name = sp.player(p)
    if sp.terse:
        return sp._("{name}, {world}", name=name, world=sp.digits(switch))
    if switch == 0:
        return sp._("{name}, every colour off.", name=name)
    on = sp.numbered_colours(switch)
    if switch == 31:
        return sp._("{name}, every colour on, {on}.", name=name, on=on)
    # each colour its digit and its name, never "1 2 3 4 on" (digits side by side, issue 24)
    return sp.also(sp._("{name}, on, {on}.", name=name, on=on),
                   sp._("Off, {off}.", off=sp.numbered_colours(switch, on=False)))


@answers("table")
def _table(sp: Speaker, view: View) -> str:
    lines = []
    for player in view.players:
        line = sp._("{name}, {world}", name=sp.player(player.index), world=sp.world(player.switch))
        if player.revealed:
            line = sp._("{player}, revealed", player=line)
        lines.append(line)
    return sp.lines(lines) if not sp.terse else sp.wrapped(lines)


@answers("worlds")
def _worlds(sp: Speaker, view: View, seat: int | None = None) -> str:
    p = _seat(sp, view, seat)
    below = {c.name: c.below for c in view.columns}
    parts = []
    for where, owner, world in view.available(p):
        place = sp.where(owner, where)
        if owner is None and not sp.terse:
            place = sp.n_("{column}, {n} below", "{column}, {n} below", below[where], column=where)
        parts.append(f"{sp.world(world)} {place}" if sp.terse else f"{sp.world(world)}, {place}")
    if not parts:
        return sp._("No world is available.")
    return sp.wrapped(parts) if sp.terse else sp.series(parts)


@answers("formation")
def _formation(sp: Speaker, view: View, seat: int | None = None) -> str:
    p = _seat(sp, view, seat)
    slots = []
    for slot in view.players[p].formation:
        if slot.state == "up":
            slots.append(f"{slot.slot} {sp.world(slot.world or 0)}")
        elif slot.state == "down":
            slots.append(sp._("{slot} hidden", slot=slot.slot))
        else:
            slots.append(sp._("{slot} captured", slot=slot.slot))
    if not slots:  # before the sceptres are placed, the formation is not laid out (M-S6)
        return sp._("{name} has no formation yet.", name=sp.player(p))
    if sp.terse:
        return sp.wrapped([sp.player(p), *slots])
    return sp._("{name}, {slots}.", name=sp.player(p), slots=", ".join(slots))


@answers("columns")
def _columns(sp: Speaker, view: View) -> str:
    if not view.columns:
        return sp._("No column is left.")
    if sp.terse:
        # not "C1 1245/3": a screen reader says "slash" or nothing (accessibility.md 12)
        # TRANSLATORS: terse: a column, its top world and how many tokens lie hidden under it: "C1 1245 over 3".
        return sp.wrapped([sp.n_("{column} {world} over {n}", "{column} {world} over {n}", c.below,
                                 column=c.name, world=sp.world(c.top or 0)) for c in view.columns])
    return sp.series(sp.n_("{column} top {world}, {n} hidden below", "{column} top {world}, {n} hidden below",
                           c.below, column=c.name, world=sp.world(c.top or 0)) for c in view.columns)


@answers("sceptres")
def _sceptres(sp: Speaker, view: View) -> str:
    parts = []
    for position, owner, sceptre in view.circle:
        if not sceptre:  # not yet placed (M-S6)
            continue
        text = sp._("{sceptre}, {name}", sceptre=sp.sceptre(sceptre), name=sp.player(owner))
        if sceptre == "wooden" and not sp.terse:
            right = view.circle[(position - 1) % len(view.circle)][1]
            text = sp._("{sceptre}, passes next to {name}", sceptre=text, name=sp.player(right))
        parts.append(text)
    if not parts:
        return sp._("No sceptre is placed yet.")
    return sp.wrapped(parts) if sp.terse else sp.series(parts)


@answers("options")
def _options(sp: Speaker, view: View, seat: int | None = None) -> str:
    p = _seat(sp, view, seat)
    lines = []
    for look in outlooks(view, p):
        if isinstance(look.action, Flip):
            action = sp._("flip {digit}", digit=look.action.colour)
        else:
            action = sp._("all")
        if look.meeting:
            result = sp._("final meeting with {names}", names=sp.join(sp.player(m) for m in look.meeting))
        elif look.meets is not None:
            where = sp.where(look.meets[1], look.meets[0])
            # TRANSLATORS: terse, in an option line of at most 40 characters with a world's digits
            # written apart: "flip 1: 1 2 3 5, meets player 2 F1" (French "croise" fits, "rencontre" not).
            result = sp.pick(sp.p_("terse", "meets {where}", where=where), sp._("meets {where}", where=where))
        else:
            result = sp._("nothing")
        values = {"action": action, "world": sp.world(look.switch), "result": result}
        line = sp.pick(sp._("{action}, {world}, {result}", **values), sp._("{action} to {world}, {result}", **values))
        if look.challenger is not None and not sp.terse:
            line = sp._("{option}, challenge by {name}", option=line, name=sp.player(look.challenger))
        lines.append(line)
    return sp.lines(lines)


@answers("unseen")
def _unseen(sp: Speaker, view: View) -> str:
    worlds = ", ".join(sp.world(w) for w in view.unseen)
    if sp.terse:
        if not view.unseen:
            return sp._("Unseen {n}", n=0)
        # the count and the first world on one item: not "Unseen 10:, 23", a colon then a comma
        first, *rest = (sp.digits(w) for w in view.unseen)
        return sp.wrapped([sp._("Unseen {n}, {world}", n=len(view.unseen), world=first), *rest])
    if not view.unseen:
        return sp._("Every world has been seen.")
    return sp.n_("{n} world never seen, {worlds}.", "{n} worlds never seen, {worlds}.", len(view.unseen),
                 worlds=worlds)


@answers("score")
def _score(sp: Speaker, view: View) -> str:
    parts = []
    for player in view.players:
        if sp.terse:
            parts.append(sp._("{name}, {n}", name=sp.player(player.index), n=player.score))
        else:
            parts.append(sp.n_("{name}, {n} point", "{name}, {n} points", player.score,
                               name=sp.player(player.index)))
    return sp.wrapped(parts) if sp.terse else sp.series(parts)


@answers("status")
def _status(sp: Speaker, view: View, options: bool = True, asked: bool = True) -> str:
    """Whose turn, and the question that waits (``options`` False: without its numbered options, which
    a table of several seats lists one a line; ``asked`` False: only who must answer it)."""
    if view.pending is None:
        if not view.winners:  # M-W4: the safety stop is a draw
            return sp.lines([sp._("Game over"), sp._("Draw")]) if sp.terse else \
                sp._("Game over, a draw. Nobody wins.")
        if sp.terse:
            return sp.lines([sp._("Game over"), sp.winners(view.winners)])
        winners = sp.join(sp.player(p) for p in view.winners)
        return sp.n_("Game over. Winner, {names}.", "Game over. Shared win, {names}.", len(view.winners),
                     names=winners)
    if view.turn == 0:  # the sceptres are being placed (M-S6): nobody's turn yet, the question says whose answer
        head = sp._("Placing the sceptres, before turn 1.")
    else:
        head = sp._("Turn {turn}, {name} to play.", turn=view.turn, name=sp.player(view.active))
    if not asked:
        question = decisions.waiting(sp, view.pending)
    else:
        question = decisions.narrate(sp, view.pending, view, choices_said=options).strip()
    return sp.lines([head, question]) if sp.terse else sp.also(head, question)


@answers("last")
def _last(sp: Speaker, view: View) -> str:
    """The last thing that happened (worth saying)."""
    for item in reversed(view.history):
        text = events.narrate(sp, item.event, view)
        if text:
            return text
    return sp._("Nothing has happened yet.")


@answers("since")
def _since(sp: Speaker, view: View, seat: int | None = None) -> str:
    """Everything since the seat's previous turn ended, flips done to its switch included."""
    p = _seat(sp, view, seat)
    history = view.history
    begin = since_start([item.event.owner if isinstance(item.event, ev.TurnStarted) else None for item in history],
                        p, view.active == p and view.result is None)
    said = [events.narrate(sp, item.event, view) for item in history[begin:]]
    said = [text for text in said if text]
    return sp.lines(said) if said else sp._("Nothing has happened since your last turn.")


@answers("legend")
def _legend(sp: Speaker, view: View | None = None) -> str:
    """What the game's codes and numbers mean (colours, F1, B2, C3, terse worlds)."""
    return legend.legend(sp)


@answers("rules")
def _rules(sp: Speaker, view: View | None = None, topic: str | None = None) -> str:
    """The list of rules topics, or one topic by number, name or abbreviation."""
    if topic is None:
        return rules.index(sp)
    found = rules.find_topic(str(topic), sp)
    if found is None:
        raise QueryError(sp._("No rules topic {topic}. {index}", topic=topic, index=rules.index(sp)))
    return rules.speak(found, sp)
