"""Tetrikon's edition as package data (spec section 10, T-D).

JSON files next to this module: ``pieces.json`` (the 13 types: cells, copies, names and
abbreviations per language), ``diagrams.json`` (outlines by letter A-J, each with one tiling that
proves it solvable), ``tcards.json`` (values and counts) and ``chance.json`` (the 24 Chance cards:
texts, printed braille abbreviations, short forms, kinds, copies). A file or entry that holds
data of ours rather than the printed game's says ``"placeholder": true``;
docs/content-tetrikon.md says how an owner replaces it. The engine reads them through
:mod:`alea.tetrikon.engine.content`; texts through :mod:`.texts`.
"""

import os

_HERE = os.path.dirname(os.path.abspath(__file__))


def data_path(*parts: str) -> str:
    """The path of a content file, e.g. ``data_path("pieces.json")``."""
    return os.path.join(_HERE, *parts)
