"""Sentences as a reader expects them, whatever a placeholder put into them.

A catalog entry may begin a sentence with a value ("{name}, place your sceptres ...") whose own
words are lowercase ("player 1", "joueur 1", "hráč 1"), or end one with a period after a value that
ends with its own mark ("Hint, answer 2, Just roll!."). These helpers mend the line and the template; they
know no game and no language (every language of the table writes a capital after a sentence's end).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

_START = re.compile(r"(^|[.!?]\s+)([^\W\d_])", re.MULTILINE)
"""A letter that starts a line, or that follows a sentence's end and its spaces."""


def capitalised(line: str) -> str:
    """``line`` with a capital letter at the start of each of its lines and after each ". ", "! " or "? "."""
    return _START.sub(lambda found: found.group(1) + found.group(2).upper(), line)


def ended(template: str, values: Mapping[str, object]) -> str:
    """``template`` without the period after a placeholder whose value ends with its own "!" or "?"
    ("{option}." with "Just roll!" says "Just roll!", not "Just roll!."); a mark typed in the
    template itself, or a value's "?" that is a word ("help ?"), is left as it is written."""
    for key, value in values.items():
        if isinstance(value, str) and value.rstrip().endswith(("!", "?")) and not value.endswith(" ?"):
            template = template.replace("{" + key + "}.", "{" + key + "}")
    return template
