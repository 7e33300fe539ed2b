"""The ``legend`` query: every abbreviation of terse mode, in the language being played.

Terse mode cuts words at syllables and uses letters for colours and sides (accessibility.md
12); the legend is where a player looks one up. It lists the short words of the terse messages
(one catalog entry per language, since each language abbreviates its own words), the colour
and side letters, and the abbreviation of every researcher, card, event and base side.
"""

from __future__ import annotations

from alea.narration import Np_
from alea.tesseract.narration import dice, names
from alea.tesseract.narration.speaker import Speaker

# TRANSLATORS: every short word of the terse messages of your language, each followed by what it
# means, separated by commas; keep it equal to the abbreviations your translations use.
WORDS = Np_("legend", "T turn, a actions, L lab, ly layer, lv level, r row, tw dice in the Tesseract, "
                      "prim primed, cont containment, destr destroyed, ev event, hid hidden, remov removable, "
                      "Rm remove, Adj adjust, Inv invert, Tr transfer, Relo relocate, x times")
"""The short words of terse messages and their meaning."""

KINDS = (
    ("researcher", Np_("legend", "Researchers, {items}.")),
    ("research", Np_("legend", "Research cards, {items}.")),
    ("containment", Np_("legend", "Containment cards, {items}.")),
    ("event", Np_("legend", "Events, {items}.")),
    ("base", Np_("legend", "Base sides, {items}.")),
)
"""Each kind of content, with the line that lists its abbreviations."""


def legend(sp: Speaker) -> str:
    """Every abbreviation of terse mode with its meaning, one kind a line."""
    colours = ", ".join(f"{dice.letter(sp, c)} {dice.colour(sp, c)}" for c in dice.LETTERS)
    sides = ", ".join(f"{sp.p_(*dice.DIRECTION_LETTERS[d])} {dice.direction(sp, d)}" for d in dice.DIRECTIONS)
    lines = [
        sp.p_("legend", "Words, {items}.", items=sp.p_(*WORDS)),
        sp.p_("legend", "Colours, {items}.", items=colours),
        sp.p_("legend", "Sides, {items}.", items=sides),
    ]
    for kind, line in KINDS:
        content = names.KINDS[kind]
        items = ", ".join(f"{sp.content.abbr(content, i)} {sp.content.name(content, i)}"
                          for i in sp.content.ids(content))
        lines.append(sp.p_(*line, items=items))
    return "\n".join(lines)
