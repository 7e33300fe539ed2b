"""What a synthesiser makes of numbers and letters (accessibility.md 15, issue 24).

- :func:`digit_runs`: a world of Multiverse written as its digits together ("1345") is said as one
  number, "one thousand three hundred forty-five".
- :func:`side_by_side`: two values with only a space between them ("50 5", "Player 1 26 T") are
  heard as one ("fifty-five", "one twenty-six").
- :func:`lone_letters`: a one-letter code that is also a word of the language ("a" is "and" in
  Czech, the article in English, "has" in French; Czech "v", "s", "z", "k", "o", "u", "i" are
  prepositions) is heard as that word. The letters used as the words they are stay: a word-letter
  counts only where no sentence could put that word, before punctuation or the line's end, after
  a comma with a comma or the end after it (an item of a list of codes), or beside another lone
  letter ("a à e").

:func:`said_lines` reads what ``alea`` printed in a transcript (its inputs left out).
"""

from __future__ import annotations

import re
from pathlib import Path

WORD_LETTERS = {"cs": frozenset("aikosuvz"), "fr": frozenset("ay"), "en": frozenset("ai")}
"""The one-letter words of each language (French "à" is a word that is never a code)."""

_DIGIT_RUN = re.compile(r"(?<![\w.,])([1-5]{2,5})(?![\w])")
_SIDE_BY_SIDE = re.compile(r"(?<![\w.,])\d+ \d+(?![\w.,]\d)")
_CLOSING = ".,;:!?)"


def digit_runs(line: str) -> list[str]:
    """Multiverse worlds written as digits together: 2 to 5 ascending digits of 1 to 5 ("1345")."""
    return [run for run in _DIGIT_RUN.findall(line) if list(run) == sorted(set(run))]


def side_by_side(line: str) -> list[str]:
    """Two numbers with only a space between them ("50 5", "1 26")."""
    return _SIDE_BY_SIDE.findall(line)


def lone_letters(line: str, lang: str) -> list[str]:
    """The one-letter words of ``lang`` in ``line`` standing where only a code can stand: before
    punctuation or the line's end ("this turn, a.", "a) roll"), or beside another one-letter word
    ("de a à e"). A letter inside a code ("a1") is no lone letter."""
    words = WORD_LETTERS[lang]
    tokens = line.split()
    bare = [token.rstrip(_CLOSING) for token in tokens]
    lone = [len(b) == 1 and b.isalpha() and (b in words or b == "à") for b in bare]
    found = []
    for i, (token, letter) in enumerate(zip(tokens, bare)):
        if len(letter) != 1 or letter not in words:
            continue
        if (token != letter or i == len(tokens) - 1 or (i and lone[i - 1])
                or (i + 1 < len(tokens) and lone[i + 1])):
            found.append(" ".join(tokens[max(i - 2, 0):i + 2]))
    return found


def said_lines(path: Path) -> list[str]:
    """What ``alea`` printed in the transcript at ``path``: its body without the inputs."""
    lines = path.read_text(encoding="utf-8").split("\n")
    return [line for line in lines if line and not line.startswith(("# ", "> ", "#"))]
