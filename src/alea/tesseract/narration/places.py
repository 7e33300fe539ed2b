"""Naming labs and places ("in lab 2", "from the primed area", "onto b3").

The engine names a place ``lab:N`` (0-based), ``primed``, ``tower:COL``,
``destroyed``, ``board`` or ``hand``. Each phrase below is translated whole, in
the case its preposition needs (Czech *v laboratoři*, *z laboratoře*, *do
laboratoře*), so no sentence is glued from fragments.
"""

from __future__ import annotations

from alea.tesseract.narration.speaker import Speaker


def lab(sp: Speaker, index: int) -> str:
    """A lab by its number as players count (1-based): "lab 2" (terse "L2")."""
    return sp.pick(sp.p_("terse lab", "L{lab}", lab=index + 1), sp.p_("lab", "lab {lab}", lab=index + 1))


def _split(place: str) -> tuple[str, str | int | None]:
    kind, _, arg = place.partition(":")
    if kind == "lab":
        return kind, int(arg) + 1
    return kind, arg or None


def at(sp: Speaker, place: str) -> str:
    """Where something is: "in lab 2", "in the primed area", "on b3"."""
    kind, arg = _split(place)
    if sp.terse:
        return {
            "lab": lambda: sp.p_("terse place", "L{lab}", lab=arg),
            "primed": lambda: sp.p_("terse place", "prim"),
            "tower": lambda: sp.p_("terse place", "{col}", col=arg),
            "destroyed": lambda: sp.p_("terse place", "destr"),
            "board": lambda: sp.p_("terse place", "board"),
            "hand": lambda: sp.p_("terse place", "hand"),
        }[kind]()
    return {
        "lab": lambda: sp.p_("place", "in lab {lab}", lab=arg),
        "primed": lambda: sp.p_("place", "in the primed area"),
        "tower": lambda: sp.p_("place", "on {col}", col=arg),
        "destroyed": lambda: sp.p_("place", "among the destroyed dice"),
        "board": lambda: sp.p_("place", "on the containment board"),
        "hand": lambda: sp.p_("place", "in hand"),
    }[kind]()


def source(sp: Speaker, place: str) -> str:
    """Where something comes from: "from lab 2", "from the primed area", "from b3"."""
    kind, arg = _split(place)
    if sp.terse:
        return at(sp, place)
    return {
        "lab": lambda: sp.p_("place from", "from lab {lab}", lab=arg),
        "primed": lambda: sp.p_("place from", "from the primed area"),
        "tower": lambda: sp.p_("place from", "from {col}", col=arg),
        "destroyed": lambda: sp.p_("place from", "from the destroyed dice"),
        "board": lambda: sp.p_("place from", "from the containment board"),
        "hand": lambda: sp.p_("place from", "from a hand"),
    }[kind]()
