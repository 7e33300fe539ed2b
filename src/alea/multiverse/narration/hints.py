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
        return (sp._("{name} says: Just roll!", name=name) if option
                else sp._("{name} lets the flip be.", name=name))
    if kind == "reroll":
        return sp._("{name} rolls again.", name=name) if option else sp._("{name} keeps the roll.", name=name)
    if kind == "encounter":
        return (sp._("{name} meets the world.", name=name) if option
                else sp._("{name} does not meet the world.", name=name))
    return sp._("{name} chooses: {option}.", name=name, option=decisions.option_text(sp, kind, option))


def reason(sp: Speaker, hint: Hint, view: View, name: str | None) -> str:
    """The one reason that decided ``hint``'s move, in whole sentences: to the player advised
    (``name`` None) or about ``name``, the player who moved. Empty for the terse hint."""
    data, kind = hint.data, hint.reason
    you = name is None
    if kind == "meeting":
        text = (sp._("That is a final meeting with the switch {name} holds. The game ends, and you win.",
                     name=sp.player(data["met"])) if you else
                sp._("That is a final meeting with the switch {met} holds. The game ends, and {name} wins.",
                     met=sp.player(data["met"]), name=name))
    elif kind == "capture":
        text = (sp._("That meets the top world of column {slot}, worth 1 point.", slot=data["where"])
                if data["owner"] is None else
                sp._("That meets the world {slot} of {name}, worth 1 point.", slot=data["where"],
                     name=sp.player(data["owner"])))
    elif kind == "safe" and data["me_revealed"]:
        text = (sp._("Any other action would let the next player, {next}, reach your switch and end the game.",
                     next=sp.player(data["next"])) if you else
                sp._("Any other action would let the next player, {next}, reach the switch {name} holds and "
                     "end the game.", next=sp.player(data["next"]), name=name))
    elif kind == "safe":
        text = sp._("Any other action would let the next player, {next}, end the game.", next=sp.player(data["next"]))
    elif kind == "not_losing":
        text = (sp._("A final meeting with {met} now would end the game with you behind.",
                     met=sp.player(data["met"])) if you else
                sp._("A final meeting with {met} now would end the game with {name} behind.",
                     met=sp.player(data["met"]), name=name))
    elif kind == "ahead":
        text = (sp._("Nothing can be met now, and this action gives you the best chances in the next turns.")
                if you else
                sp._("Nothing can be met now, and this action gives {name} the best chances in the next turns.",
                     name=name))
    elif kind == "nothing":
        text = sp._("No action meets anything now, so any action will do.")
    elif kind == "stop_win":
        text = sp._("Without a roll the game would end, and {active} would win.", active=_active(sp, view))
    elif kind == "let_win":
        text = (sp._("The meeting ends the game, and you are among the winners.") if you else
                sp._("The meeting ends the game, and {name} is among the winners.", name=name))
    elif kind == "challenge":
        text = sp._("Otherwise the flip would let {active} meet a world and score.", active=_active(sp, view))
    elif kind == "let_be":
        text = sp._("The flip gives {active} nothing, so there is no need to roll.", active=_active(sp, view))
    elif kind == "reroll":
        text = sp._("This roll spoils the plan, and a new roll may turn out better.")
    elif kind == "keep":
        text = sp._("This roll is good enough, and a new roll could only spoil it.")
    elif kind == "meet":
        text = sp._("Meeting the world is worth 1 point.")
    else:
        text = sp._("No answer is better than another here, so any will do.")
    if data.get("challenger") is not None:
        text = sp.also(text, sp._("{name} may challenge it.", name=sp.player(data["challenger"])))
    return text


def _active(sp: Speaker, view: View) -> str:
    """The name of the player whose flip is in question."""
    pending = view.pending
    assert pending is not None
    return sp.player(dict(pending.data).get("active", view.active))
