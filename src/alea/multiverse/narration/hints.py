"""A hint in words: the move first, then its reason (from :mod:`alea.multiverse.bot.hints`)."""

from __future__ import annotations

from alea.multiverse.bot.hints import Hint
from alea.multiverse.engine import Choice, Flip
from alea.multiverse.engine.view import View
from alea.multiverse.narration import decisions
from alea.multiverse.narration.speaker import Speaker


def narrate(sp: Speaker, hint: Hint, view: View) -> str:
    """"Hint, flip 3, it meets C1." and the like."""
    data = hint.data
    if hint.reason == "physical_die":
        if sp.terse:
            return sp._("Roll the real die")
        return sp._("Roll your real multi-die and give its result. No hint can know it.")
    pending = view.pending
    assert pending is not None and hint.move is not None
    if isinstance(hint.move, Choice):
        # an option said with its exclamation ("Just roll!", "Lance donc !") ends no sentence here
        option = decisions.option_text(sp, pending.kind, data["option"]).rstrip("! \u00a0")
        move = sp._("{number}, {option}", number=hint.move.index + 1, option=option)
        active = sp.player(dict(pending.data).get("active", view.active))
        if sp.terse:
            return sp._("Hint, {move}.", move=move)
        if hint.reason == "stop_win":
            return sp._("Hint, {move}. Letting it be ends the game with {name} winning.", move=move, name=active)
        if hint.reason == "let_win":
            return sp._("Hint, {move}. The meeting ends the game with you among the winners.", move=move)
        if hint.reason == "challenge":
            return sp._("Hint, {move}. The flip would let {name} score.", move=move, name=active)
        if hint.reason == "let_be":
            return sp._("Hint, {move}. The flip gives {name} nothing.", move=move, name=active)
        return sp._("Hint, {move}.", move=move)
    action = sp._("flip {digit}", digit=hint.move.colour) if isinstance(hint.move, Flip) else sp._("all")
    if sp.terse:
        return sp._("Hint, {move}.", move=action)
    if hint.reason == "meeting":
        text = sp._("Hint, {action}, a final meeting with {name}.", action=action, name=sp.player(data["met"]))
    elif hint.reason == "capture":
        text = sp._("Hint, {action}, it meets {where}.", action=action,
                    where=sp.where(data["owner"], data["where"]))
    elif hint.reason == "safe" and data["me_revealed"]:
        text = sp._("Hint, {action}, so that nobody can meet you next turn.", action=action)
    elif hint.reason == "safe":
        text = sp._("Hint, {action}, so that {name} cannot end the game next turn.", action=action,
                    name=sp.player(data["next"]))
    elif hint.reason == "not_losing":
        text = sp._("Hint, {action}. A final meeting with {name} now would end the game with you behind.",
                    action=action, name=sp.player(data["met"]))
    elif hint.reason == "offer":
        text = sp._("Hint, {action}. It takes a chance to end the game: {name} can then meet you only with a flip "
                    "you can challenge, and if that flip fails, you meet {name} at your next turn.",
                    action=action, name=sp.player(data["next"]))
    elif hint.reason == "concede":
        text = sp._("Hint, {action}. You can no longer win, so this lets the game end.", action=action)
    elif hint.reason == "ahead":
        text = sp._("Hint, {action}. Nothing meets now, and looking a turn ahead this leaves you best placed.",
                    action=action)
    else:
        return sp._("Hint, {action}. No action meets anything now.", action=action)
    if data.get("challenger") is not None:
        text = sp.also(text, sp._("{name} may challenge it.", name=sp.player(data["challenger"])))
    return text
