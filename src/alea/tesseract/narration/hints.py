"""A hint's reason in words: one short phrase after the move (accessibility.md, behaviour 13).

The bot gives a reason as a kind, a colour and values (``alea.tesseract.bot.reasons``); this
module says it in the speaker's language: "to contain yellow 3, 4 and 5", "prevents a third primed 4".
"""

from __future__ import annotations

from alea.tesseract.narration.dice import colour as colour_name
from alea.tesseract.narration.speaker import Speaker


def _dice(sp: Speaker, colour: str | None, values: tuple[int, ...]) -> str:
    run = sp.join([str(v) for v in values])
    if colour is None:
        return run
    return sp.p_("die", "{colour} {value}", colour=colour_name(sp, colour), value=run)


def reason(sp: Speaker, kind: str, colour: str | None = None, values: tuple[int, ...] = ()) -> str:
    """The phrase for a reason kind (see ``alea.tesseract.bot.reasons.REASON_KINDS``)."""
    if kind == "contain":
        return sp._("fills {dice} on the containment board", dice=_dice(sp, colour, values))
    if kind == "group":
        return sp._("to contain {dice}", dice=_dice(sp, colour, values))
    if kind == "third":
        return sp._("prevents a third primed {value}", value=values[0])
    if kind == "primed":
        return sp._("takes a primed {value} away", value=values[0])
    phrases = {
        "end": sp._("no other move is worth an action now"),
        "board": sp._("leads to a filled containment space"),
        "breach": sp._("keeps the breach marker down"),
        "supply": sp._("keeps dice for the empty spaces"),
        "labs": sp._("builds towards a group"),
        "cards": sp._("improves the cards in hand"),
    }
    return phrases[kind]
