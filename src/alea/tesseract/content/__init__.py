"""Tesseract's content as package data: researchers, research cards,
containment cards, events and base plates.

The data are JSON files next to this module, named by :func:`data_path` (a plain path:
:mod:`importlib.resources` costs a table's start more than the files it reads). Texts for
the ear and braille abbreviations live in ``texts/<lang>.json`` (loader: :mod:`alea.tesseract.content.texts`); the base
plates in ``plates.json`` (loader: :mod:`alea.tesseract.content.plates`);
language-independent facts about researchers in ``meta.json``. The format is
described in ``docs/content.md``.
"""

import os

_HERE = os.path.dirname(os.path.abspath(__file__))


def data_path(*parts: str) -> str:
    """The path of a content file, e.g. ``data_path("texts", "cs.json")``."""
    return os.path.join(_HERE, *parts)
