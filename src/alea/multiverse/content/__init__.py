"""Multiverse's content as package data: ``multiverse.json`` next to this module.

Everything the rulebook fixes (32 worlds, 5 colours, 6 sceptres, the deal) and everything it
lost with its pictures (the die's odds, the formations, the column heights, the imaginary seats'
places) is data here. Each value the rulebook does not give is marked ``"placeholder": true``
with the ruling of the spec (section 13) that chose it, so that an owner of the printed game can
set what the lost figures showed. The format is described in docs/multiverse.md.
"""

import os

_HERE = os.path.dirname(os.path.abspath(__file__))


def data_path(*parts: str) -> str:
    """The path of a content file, e.g. ``data_path("multiverse.json")``."""
    return os.path.join(_HERE, *parts)
