"""Tesseract's content as package data: researchers, research cards,
containment cards, events and base plates.

The data are JSON files next to this module, read with
:mod:`importlib.resources`. Texts for the ear and braille abbreviations live in
``texts/<lang>.json`` (loader: :mod:`alea.tesseract.content.texts`); the base
plates in ``plates.json`` (loader: :mod:`alea.tesseract.content.plates`);
language-independent facts about researchers in ``meta.json``. The format is
described in ``docs/content.md``.
"""
