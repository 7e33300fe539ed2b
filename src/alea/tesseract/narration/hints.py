"""A hint's reason in words: one whole sentence after the move (accessibility.md, behaviour 13).

The bot gives a reason as a kind, a colour and values (``alea.tesseract.bot.reasons``); this
module says it in the speaker's language, in words a child follows, with no term of the bot's own:
"That gives the lab a group to contain, yellow 3, 4 and 5.", "That keeps a third 4 out of the
primed area, where three dice of one value open a breach."
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
    """The sentence for a reason kind (see ``alea.tesseract.bot.reasons.REASON_KINDS``): what the
    move does for the team, said so that a child follows it, with its final period."""
    if kind == "contain":
        return sp._("That fills the space of {dice} on the containment board.", dice=_dice(sp, colour, values))
    if kind == "group":
        return sp._("That gives the lab a group to contain, {dice}.", dice=_dice(sp, colour, values))
    if kind == "third":
        return sp._("That keeps a third {value} out of the primed area, where three dice of one value "
                    "open a breach.", value=values[0])
    if kind == "primed":
        return sp._("That takes a {value} out of the primed area, so a breach is less likely.", value=values[0])
    sentences = {
        "end": sp._("No other action is worth it now."),
        "board": sp._("That brings a space of the containment board closer to being filled."),
        "breach": sp._("That keeps the breach track from rising."),
        "supply": sp._("That keeps dice for the spaces still empty on the containment board."),
        "labs": sp._("That brings the lab closer to a group it can contain."),
        "cards": sp._("That gives the lab better research cards."),
    }
    return sentences[kind]
