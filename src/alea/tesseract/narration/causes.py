"""Why something happened, in words: the threat phase, an event, a card, a unique action."""

from __future__ import annotations

from alea.tesseract.narration import names
from alea.tesseract.narration.speaker import Speaker

CAUSE_CODES = ("threat", "setup", "adjusted_below_one", "contained_match")
"""Causes the engine names by a code (others are events, cards or unique actions)."""


def cause(sp: Speaker, code: str) -> str | None:
    """Why something happened, as a sentence ("Cause: Accelerate."), or None if unknown."""
    kind, _, item = code.partition(":")
    what = None
    if code == "threat":
        what = sp.p_("cause", "the threat phase")
    elif code == "setup":
        what = sp.p_("cause", "the setup")
    elif code == "adjusted_below_one":
        what = sp.p_("cause", "a primed 1 adjusted down")
    elif code == "contained_match":
        what = sp.p_("cause", "an identical die was contained")
    elif kind == "card" and item:
        what = names.full_name(sp, "research", item)
    elif kind == "containment" and item:
        what = names.full_name(sp, "containment", item)
    elif kind == "ability" and item:
        what = sp.p_("cause", "{researcher}, ability", researcher=names.full_name(sp, "researcher", item))
    elif kind == "unique" and item:
        what = sp.p_("cause", "{researcher}, unique action", researcher=names.full_name(sp, "researcher", item))
    elif code in sp.content.ids("events"):
        what = names.full_name(sp, "event", code)
    if what is None:
        return None
    return sp._("Cause, {cause}.", cause=what)
