"""Naming dice, colours, columns, layers and faces, with each language's agreement.

A die is named by its colour and value ("yellow 3", "žlutá 3" with the feminine
of *kostka*, "jaune 3" with the masculine of *cube*). What the players have not
seen is never named (R-G4): a colour or value the view holds as ``None`` is said
"hidden". Terse mode uses the colour letters of commands.md (en y o b p, cs ž o m f,
fr j o b v), as capitals so that a blue 3 ("B3") is never read as column b3.
"""

from __future__ import annotations

from collections.abc import Iterable

from alea.narration import Np_
from alea.tesseract.narration.speaker import Speaker


COLOURS = {
    "yellow": Np_("colour of a die", "yellow"),
    "orange": Np_("colour of a die", "orange"),
    "blue": Np_("colour of a die", "blue"),
    "purple": Np_("colour of a die", "purple"),
}
"""Engine colour code -> the colour's name, as it qualifies a die."""

LETTERS = {
    "yellow": Np_("colour letter", "y"),
    "orange": Np_("colour letter", "o"),
    "blue": Np_("colour letter", "b"),
    "purple": Np_("colour letter", "p"),
}
"""Engine colour code -> the one-letter colour of terse mode and of typed dice."""

DIRECTIONS = {
    "north": Np_("direction", "north"),
    "east": Np_("direction", "east"),
    "south": Np_("direction", "south"),
    "west": Np_("direction", "west"),
    "top": Np_("direction", "top"),
}
"""Engine face code -> its name."""

DIRECTION_LETTERS = {
    "north": Np_("direction letter", "N"),
    "east": Np_("direction letter", "E"),
    "south": Np_("direction letter", "S"),
    "west": Np_("direction letter", "W"),
    "top": Np_("direction letter", "U"),
}
"""Engine face code -> its letter in terse mode."""


def colour(sp: Speaker, code: str) -> str:
    """The name of a colour (``yellow`` -> "žlutá")."""
    return sp.p_(*COLOURS[code])


def letter(sp: Speaker, code: str) -> str:
    """The letter of a colour, as a capital (``yellow`` -> "Ž"): "B3" is blue 3, "b3" a column."""
    return sp.p_(*LETTERS[code]).upper()


def die(sp: Speaker, colour_code: str | None, value: int | None) -> str:
    """A die as the players know it: "yellow 3", "yellow with hidden value" or "hidden die"."""
    if sp.terse:
        if colour_code is None:
            return sp.p_("terse die", "hid")
        if value is None:
            return sp.p_("terse die", "{letter} hid", letter=letter(sp, colour_code))
        return sp.p_("terse die", "{letter}{value}", letter=letter(sp, colour_code), value=value)
    if colour_code is None:
        return sp.p_("die", "hidden die")
    if value is None:
        return sp.p_("die", "{colour} with hidden value", colour=colour(sp, colour_code))
    return sp.p_("die", "{colour} {value}", colour=colour(sp, colour_code), value=value)


def dice(sp: Speaker, known: Iterable[tuple[str | None, int | None]]) -> str:
    """Several dice, joined as the language joins a list (terse: separated by spaces)."""
    names = [die(sp, c, v) for c, v in known]
    return " ".join(names) if sp.terse else sp.join(names)


def layer(sp: Speaker, number: int) -> str:
    """A layer: "layer 2" ("patro 2", "étage 2"; terse "p2" style)."""
    return sp.pick(sp.p_("terse layer", "ly{layer}", layer=number), sp.p_("layer", "layer {layer}", layer=number))


def faces(sp: Speaker, codes: Iterable[str]) -> str:
    """Open faces: "top, north and east" (terse: "U N E", letters apart so that none is read as a word)."""
    codes = list(codes)
    if sp.terse:
        return " ".join(sp.p_(*DIRECTION_LETTERS[c]) for c in codes) or sp.p_("terse faces", "no face")
    if not codes:
        return sp.p_("faces", "no open face")
    return sp.join(sp.p_(*DIRECTIONS[c]) for c in codes)


def direction(sp: Speaker, code: str) -> str:
    """A compass side's name."""
    return sp.p_(*DIRECTIONS[code])
