"""Cutting a message into the pieces the embedded voice speaks one after another.

A message (the lines that answer one input) is spoken line by line, and a line
sentence by sentence. Each piece is synthesised and played on its own, so the
first words are heard as soon as the first sentence is ready, and stopping
speech (the player's next key) ends the piece being played and drops the rest.
"""

from __future__ import annotations

import re

MAX_PIECE = 240
"""A sentence longer than this many characters is cut further at its commas and semicolons."""

_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+")
_CLAUSE_END = re.compile(r"(?<=[,;])\s+")


def pieces(text: str) -> list[str]:
    """``text`` cut at line breaks and sentence ends (then, in a long sentence, at commas).

    Nothing is lost or reordered: joining the pieces with spaces gives back the
    text's words, in order. Blank pieces are left out.
    """
    found: list[str] = []
    for line in text.splitlines():
        for sentence in _SENTENCE_END.split(line.strip()):
            if len(sentence) <= MAX_PIECE:
                found.append(sentence)
            else:
                found.extend(_clauses(sentence))
    return [piece for piece in found if piece.strip()]


def _clauses(sentence: str) -> list[str]:
    """A long sentence as runs of whole clauses, each at most :data:`MAX_PIECE` long where it can be."""
    runs: list[str] = []
    for clause in _CLAUSE_END.split(sentence):
        if runs and len(runs[-1]) + 1 + len(clause) <= MAX_PIECE:
            runs[-1] = f"{runs[-1]} {clause}"
        else:
            runs.append(clause)
    return runs
