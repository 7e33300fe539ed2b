"""A hint in words, and the demo's and a lesson's ``why``: the move, then the one reason that
decided it (from :mod:`alea.multiverse.bot.hints`), in whole sentences a child follows.

A hint speaks to the player it advises ("Hint, flip 3, red. ..."); ``why`` tells a class what a
bot did and why ("Player 1 flips red. ..."). The reasons that name nobody are said the same way
in both; those about the player who moves have a form for each. An option is said by its words,
never by its number alone, and no reason uses the engine's own terms.
"""

from __future__ import annotations

from alea.multiverse.bot.hints import Hint
from alea.multiverse.engine import Choice, Flip
from alea.multiverse.engine.view import View
from alea.multiverse.narration import decisions
from alea.multiverse.narration.speaker import Speaker
from alea.narration import N_


def narrate(sp: Speaker, hint: Hint, view: View) -> str:
    """"Hint, flip 3, red. That meets the top world of column C1, worth 1 point." and the like."""
    data = hint.data
    if hint.reason == "physical_die":
        if sp.terse:
            return sp._("Roll the real die")
        return sp._("Roll your real multi-die and give its result. No hint can know it.")
    pending = view.pending
    assert pending is not None and hint.move is not None
    if isinstance(hint.move, Choice):
        # an option said with its exclamation ("Just roll!", "Lancez donc !") ends no sentence here
        option = decisions.option_text(sp, pending.kind, data["option"]).rstrip("! \u00a0")
        if sp.terse:
            return sp._("Hint, {move}.", move=sp._("{number}, {option}", number=hint.move.index + 1, option=option))
        said = sp._("Hint, {option}, answer {number}.", option=option, number=hint.move.index + 1)
    elif sp.terse:
        typed = sp._("flip {digit}", digit=hint.move.colour) if isinstance(hint.move, Flip) else sp._("all")
        return sp._("Hint, {move}.", move=typed)
    elif isinstance(hint.move, Flip):
        said = sp._("Hint, flip {digit}, {colour}.", digit=hint.move.colour, colour=sp.colour(hint.move.colour))
    else:
        said = sp._("Hint, all, every colour flips.")
    return sp.also(said, reason(sp, hint, view, None))


def why(sp: Speaker, hint: Hint, view: View) -> str:
    """What the bot of ``view``'s pending seat did and why, for a class: "Player 1 flips red.
    Any other action would let the next player, player 2, end the game." At every verbosity: a
    ``why`` is asked for."""
    pending = view.pending
    if hint.move is None or pending is None:
        return ""
    name = sp.player(pending.player)
    if isinstance(hint.move, Choice):
        did = chosen(sp, pending.kind, hint.data["option"], name)
    elif isinstance(hint.move, Flip):
        did = sp._("{name} flips {colour}.", name=name, colour=sp.colour_flipped(hint.move.colour))
    else:
        did = sp._("{name} flips all colours.", name=name)
    return sp.also(did, reason(sp, hint, view, name))


def chosen(sp: Speaker, kind: str, option: object, name: str) -> str:
    """A bot's answer to a question, as a sentence about it: "Player 2 keeps the roll."."""
    if kind == "challenge":
        return (sp._("{name} says Just roll!", name=name) if option
                else sp._("{name} lets the flip be.", name=name))
    if kind == "reroll":
        return sp._("{name} rolls again.", name=name) if option else sp._("{name} keeps the roll.", name=name)
    if kind == "encounter":
        return (sp._("{name} meets the world.", name=name) if option
                else sp._("{name} does not meet the world.", name=name))
    return sp._("{name} chooses {option}.", name=name, option=decisions.option_text(sp, kind, option))


PERSONAL: dict[str, tuple[str, str]] = {
    "meeting": (N_("That is a final meeting with the switch {met} holds. The game ends, and you win."),
                N_("That is a final meeting with the switch {met} holds. The game ends, and {name} wins.")),
    "revealed": (N_("Any other action would let the next player, {next}, reach your switch and end the game."),
                 N_("Any other action would let the next player, {next}, reach the switch {name} holds and end "
                    "the game.")),
    "not_losing": (N_("A final meeting with {met} now would end the game with you behind."),
                   N_("A final meeting with {met} now would end the game with {name} behind.")),
    "ahead": (N_("Nothing can be met now, and this action gives you the best chances in the next turns."),
              N_("Nothing can be met now, and this action gives {name} the best chances in the next turns.")),
    "offer": (N_("This takes a chance to end the game. After it, {next} can reach your switch only with a flip you may "
                 "challenge, and if that flip fails, you meet {next} in your next turn."),
              N_("This takes a chance to end the game. After it, {next} can reach the switch {name} holds only with a flip "
                 "{name} may challenge, and if that flip fails, {name} meets {next} in the next turn.")),
    "concede": (N_("You can no longer win, so this lets the game end."),
                N_("{name} can no longer win, so this lets the game end.")),
    "let_win": (N_("The meeting ends the game, and you are among the winners."),
                N_("The meeting ends the game, and {name} is among the winners.")),
}
"""The reasons about the player who moves: said to them in a hint, about them in ``why``."""

SAID_ALIKE: dict[str, str] = {
    "column": N_("That meets the top world of column {slot}, worth 1 point."),
    "capture": N_("That meets the world {slot} of {owner}, worth 1 point."),
    "safe": N_("Any other action would let the next player, {next}, end the game."),
    "nothing": N_("No action meets anything now, so any action will do."),
    "stop_win": N_("Without a roll the game would end, and {active} would win."),
    "challenge": N_("Otherwise the flip would let {active} meet a world and score."),
    "let_be": N_("The flip gives {active} nothing, so there is no need to roll."),
    "reroll": N_("This roll spoils the plan, and a new roll may turn out better."),
    "keep": N_("This roll is good enough, and a new roll could only spoil it."),
    "meet": N_("Meeting the world is worth 1 point."),
    "choose": N_("No answer is better than another here, so any will do."),
}
"""The reasons that name nobody who moves: said the same way in a hint and in ``why``."""


def reason(sp: Speaker, hint: Hint, view: View, name: str | None) -> str:
    """The one reason that decided ``hint``'s move, in whole sentences: to the player advised
    (``name`` None) or about ``name``, the player who moved."""
    data, kind = hint.data, hint.reason
    if kind == "capture" and data["owner"] is None:
        kind = "column"
    elif kind == "safe" and data["me_revealed"]:
        kind = "revealed"
    values = {"name": name, "slot": data.get("where"), "active": _active(sp, view)}
    values.update({key: sp.player(data[fact]) for key, fact in (("met", "met"), ("next", "next"), ("owner", "owner"))
                   if data.get(fact) is not None})
    template = PERSONAL[kind][name is not None] if kind in PERSONAL else SAID_ALIKE.get(kind, SAID_ALIKE["choose"])
    text = sp._(template, **values)
    if data.get("challenger") is not None:
        text = sp.also(text, sp._("{name} may challenge it.", name=sp.player(data["challenger"])))
    return text


def _active(sp: Speaker, view: View) -> str:
    """The name of the player whose flip is in question."""
    pending = view.pending
    assert pending is not None
    return sp.player(dict(pending.data).get("active", view.active))
