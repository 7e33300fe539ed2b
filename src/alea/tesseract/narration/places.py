"""Naming labs and places ("in lab 2", "from the primed area", "onto b3").

The engine names a place ``lab:N`` (0-based), ``primed``, ``tower:COL``,
``destroyed``, ``board`` or ``hand``. Each phrase below is translated whole, in
the case its preposition needs (Czech *v laboratoři*, *z laboratoře*), so no
sentence is glued from fragments. Terse mode has one short form per place.
"""

from __future__ import annotations

from alea.narration import Np_
from alea.tesseract.narration.speaker import Speaker

AT = {
    "lab": Np_("place", "in lab {lab}"),
    "primed": Np_("place", "in the primed area"),
    "tower": Np_("place", "on {col}"),
    "destroyed": Np_("place", "among the destroyed dice"),
    "board": Np_("place", "on the containment board"),
    "hand": Np_("place", "in hand"),
}
"""Place kind -> where something is."""

FROM = {
    "lab": Np_("place from", "from lab {lab}"),
    "primed": Np_("place from", "from the primed area"),
    "tower": Np_("place from", "from {col}"),
    "destroyed": Np_("place from", "from the destroyed dice"),
    "board": Np_("place from", "from the containment board"),
    "hand": Np_("place from", "from a hand"),
}
"""Place kind -> where something comes from."""

TERSE = {
    "lab": Np_("terse place", "L{lab}"),
    "primed": Np_("terse place", "prim"),
    "tower": Np_("terse place", "{col}"),
    "destroyed": Np_("terse place", "destr"),
    "board": Np_("terse place", "board"),
    "hand": Np_("terse place", "hand"),
}
"""Place kind -> its terse form (the same wherever it stands)."""


def lab(sp: Speaker, index: int) -> str:
    """A lab by its number as players count (1-based): "lab 2" (terse "L2")."""
    return sp.pick(sp.p_("terse lab", "L{lab}", lab=index + 1), sp.p_("lab", "lab {lab}", lab=index + 1))


def _say(sp: Speaker, table: dict[str, tuple[str, str]], place: str) -> str:
    kind, _, arg = place.partition(":")
    context, message = (TERSE if sp.terse else table)[kind]
    return sp.p_(context, message, lab=int(arg) + 1 if kind == "lab" else None, col=arg)


def at(sp: Speaker, place: str) -> str:
    """Where something is: "in lab 2", "in the primed area", "on b3"."""
    return _say(sp, AT, place)


def source(sp: Speaker, place: str) -> str:
    """Where something comes from: "from lab 2", "from the primed area", "from b3"."""
    return _say(sp, FROM, place)
