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
    return "; ".join(f"{i} {option_text(sp, kind, o)}" for i, o in enumerate(options, 1))


def narrate(sp: Speaker, pending: PendingView, view: View) -> str:
    """The question of a pending request, addressed to its player."""
    data = dict(pending.data)
    name = sp.player(pending.player)
    choices = numbered(sp, pending.kind, pending.options) if pending.kind != "turn" else ""
    if pending.kind == "turn":
        return sp.pick(sp._("{name}: 1-5 or all", name=name),
                       sp._("{name}, your action: flip a colour (1 to 5) or flip all.", name=name))
    if pending.kind == "challenge":
        return sp._("{name}, {active} flipped {colour}, your sceptre's colour. Challenge? {choices}",
                    name=name, active=sp.player(data["active"]), colour=sp.colour(data["colour"]),
                    choices=choices)
    if pending.kind == "reroll":
        return sp._("{name}, {colour}: {result}. Reroll with the wooden sceptre? {choices}",
                    name=name, colour=sp.colour(data["colour"]), result=sp.result(data["result"]),
                    choices=choices)
    if pending.kind == "place_sceptres":
        positions = ", ".join(str(p) for p in data["positions"])
        return sp._("{name}, place your sceptres at positions {positions}, in this order: {choices}",
                    name=name, positions=positions, choices=choices)
    if pending.kind == "meet":
        return sp._("{name}, several revealed players match your switch. Whom do you meet? {choices}",
                    name=name, choices=choices)
    if pending.kind == "encounter":
        return sp._("{name}, your switch matches {world} ({where}). Meet it? {choices}", name=name,
                    world=sp.world(data["world"]), where=data["where"], choices=choices)
    if pending.kind == "die_result":
        return sp._("{name}, roll the multi-die for {colour} and give its result: {choices}", name=name,
                    colour=sp.colour(data["colour"]), choices=choices)
    raise KeyError(pending.kind)
