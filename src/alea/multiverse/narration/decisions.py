"""What the game asks, to the player who must answer: the question first, then the numbered
options ("1 keep, 2 reroll")."""

from __future__ import annotations

from typing import Any

from alea.multiverse.engine.view import PendingView, View
from alea.multiverse.narration.speaker import Speaker


def option_text(sp: Speaker, kind: str, option: Any) -> str:
    """The words of one option."""
    if kind == "challenge":
        return sp._("Just roll!") if option else sp._("let it be")
    if kind == "reroll":
        return sp._("reroll") if option else sp._("keep")
    if kind == "encounter":
        return sp._("meet") if option else sp._("decline")
    if kind == "die_result":
        return sp.result(option)
    if kind == "meet":
        return sp.player(option)
    if kind == "place_sceptres":
        return ", ".join(sp.sceptre(x) for x in option)
    raise KeyError(kind)


def numbered(sp: Speaker, kind: str, options: tuple[Any, ...]) -> str:
    """"1 keep, 2 reroll"."""
    return sp.series(f"{i} {option_text(sp, kind, o)}" for i, o in enumerate(options, 1))


def terse(sp: Speaker, pending: PendingView) -> str:
    """The question in a few words, then each option on a line of its own."""
    data = dict(pending.data)
    name = sp.player(pending.player)
    if pending.kind == "challenge":
        head = sp._("{name}, challenge {digit}?", name=name, digit=data["colour"])
    elif pending.kind == "reroll":
        head = sp._("{name}, reroll {digit}, {result}?", name=name, digit=data["colour"],
                    result=sp.result(data["result"]))
    elif pending.kind == "place_sceptres":
        head = sp._("{name}, sceptres at {positions}", name=name,
                    positions=", ".join(str(p) for p in data["positions"]))
    elif pending.kind == "meet":
        head = sp._("{name}, meet whom?", name=name)
    elif pending.kind == "encounter":
        head = sp._("{name}, meet {world} {where}?", name=name, world=sp.world(data["world"]),
                    where=data["where"])
    else:
        head = sp._("{name}, die for {digit}?", name=name, digit=data["colour"])
    options = [f"{i} {option_text(sp, pending.kind, o)}" for i, o in enumerate(pending.options, 1)]
    return sp.lines([head, *options]) if pending.kind == "place_sceptres" else sp.lines([head, sp.wrapped(options)])


def narrate(sp: Speaker, pending: PendingView, view: View) -> str:
    """The question of a pending request, addressed to its player."""
    data = dict(pending.data)
    name = sp.player(pending.player)
    if sp.terse and pending.kind != "turn":
        return terse(sp, pending)
    choices = numbered(sp, pending.kind, pending.options) if pending.kind != "turn" else ""
    if pending.kind == "turn":
        return sp.pick(sp._("{name}, 1 to 5 or all", name=name),
                       sp._("{name}, your action. Flip a colour, 1 to 5, or flip all.", name=name))
    if pending.kind == "challenge":
        return sp._("{name}, {active} flipped {colour}, your sceptre's colour. Challenge? {choices}",
                    name=name, active=sp.player(data["active"]), colour=sp.colour(data["colour"]),
                    choices=choices)
    if pending.kind == "reroll":
        return sp._("{name}, {colour}, {result}. Reroll with the wooden sceptre? {choices}",
                    name=name, colour=sp.colour(data["colour"]), result=sp.result(data["result"]),
                    choices=choices)
    if pending.kind == "place_sceptres":
        positions = ", ".join(str(p) for p in data["positions"])
        return sp._("{name}, place your sceptres at positions {positions}, in this order. {choices}",
                    name=name, positions=positions, choices=choices)
    if pending.kind == "meet":
        return sp._("{name}, several revealed players match your switch. Whom do you meet? {choices}",
                    name=name, choices=choices)
    if pending.kind == "encounter":
        return sp._("{name}, your switch matches {world}, {where}. Meet it? {choices}", name=name,
                    world=sp.world(data["world"]), where=data["where"], choices=choices)
    if pending.kind == "die_result":
        return sp._("{name}, roll the multi-die for {colour} and give its result. {choices}", name=name,
                    colour=sp.colour(data["colour"]), choices=choices)
    raise KeyError(pending.kind)
