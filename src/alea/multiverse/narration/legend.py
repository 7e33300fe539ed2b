"""Multiverse's ``legend`` query: what the game's codes and numbers mean (accessibility.md 15).

Colours are digits 1 to 5 (M-C2, the order of the sliders from the left); a world at terse
verbosity is the digits of its colours one by one; formations have places F1 to F3 and B1, B2;
columns are C1, C2 and on; "over 3" at terse is what lies hidden under a column's top. The
legend says each, in the language played, one kind a line.
"""

from __future__ import annotations

import textwrap

from alea.multiverse.engine.worlds import COLOUR_DIGITS
from alea.multiverse.narration.speaker import Speaker


def legend(sp: Speaker) -> str:
    """Every code of Multiverse with its meaning, one kind a line; in terse mode each line cut at
    word boundaries to 40 braille cells."""
    colours = sp.join(sp._("{digit} {colour}", digit=c, colour=sp.colour(c)) for c in COLOUR_DIGITS)
    lines = [
        sp._("Colours, {colours}, the sliders of a switch from the left.", colours=colours),
        sp._("A world is named by its colours. In terse mode by their digits one by one, and 0 is the "
             "empty world."),
        sp._("F1, F2 and F3, a formation's front tokens from the left. B1 and B2, its back tokens."),
        sp._("C1, C2 and on, the columns in the middle. In terse mode, over 3 means 3 tokens hidden "
             "under the top one."),
        sp._("{stability} and {change}, the two faces of the die.", stability=sp.result("stability"),
             change=sp.result("change")),
    ]
    if sp.terse:
        lines = [part for line in lines for part in textwrap.wrap(line, 40)]
    return sp.lines(lines)
