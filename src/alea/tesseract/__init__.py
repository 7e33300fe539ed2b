"""Tesseract, a cooperative dice game: the first game of the Alea table.

Subpackages: ``engine`` (the rules, no text), ``content`` (researchers, cards,
containment cards and base plates as data, with their texts in every language)
and ``narration`` (what the game says).
"""
