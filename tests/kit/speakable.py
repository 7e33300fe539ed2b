"""What a screen reader misreads: punctuation standing for a word (accessibility.md 12).

Every game's narration tests hold their lines against :data:`PUNCTUATION_WORDS`, so that a new
game's terse notation ("C1 1245/3") is caught like Tesseract's was ("a1>L1").
"""

from __future__ import annotations

import re

PUNCTUATION_WORDS = re.compile(r"[>*!?/]\S|\S[>*!/]|(?:^|\s)[-?*>!](?:\s|$)|\d:\S")
"""Punctuation standing for a word: "a1>L1", "F?", "HVJ*", "!2", "1/7", "1:F3", a lone "-"."""

SENTENCE_END = re.compile(r"(?<=[^\W\d_]{2}) ?[?!](?=[\s\"“”»)]|$)| ?\?$")
"""A question or exclamation mark closing words ("Challenge?", "Défier ?", "„Jen si hod!“"), or a
line's closing question mark: said as the tune of the sentence, not as a word. A lone letter's
("F?") is not one."""


def misread(line: str) -> bool:
    """Whether ``line`` holds punctuation that stands for a word (sentence ends aside)."""
    return PUNCTUATION_WORDS.search(SENTENCE_END.sub("", line)) is not None
