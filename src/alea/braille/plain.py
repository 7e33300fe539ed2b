"""Markdown's structure as plain text, before liblouis sees it.

A document written in Markdown (the rules summary, ``docs/rules/<lang>.md``) would reach a
braille reader with its marks spelled out: liblouis turns ``## 1. Goal`` into the cells of two
number signs. In braille, structure is the layout itself: a heading is a line of its own with a
blank line before it, a list item starts a line of its own, and emphasis, code and link marks
are dropped, keeping their words.
"""

from __future__ import annotations

import re

_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$")
_ITEM = re.compile(r"^\s*[-*+]\s+(.*)$")
_QUOTE = re.compile(r"^\s*>\s?(.*)$")
_FENCE = re.compile(r"^\s*(```|~~~)")
_RULE = re.compile(r"^\s*([-*_])(\s*\1){2,}\s*$")
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_CODE = re.compile(r"`+([^`]*)`+")
_STRONG = re.compile(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1")
_EMPHASIS = re.compile(r"(?<![\w*])([*_])(?=\S)(.+?)(?<=\S)\1(?![\w*])")
_ESCAPE = re.compile(r"\\([\\`*_{}\[\]()#+\-.!|>])")


def inline(text: str) -> str:
    """One line's inline marks dropped: links keep their text, code, strong and emphasis their words."""
    text = _LINK.sub(r"\1", text)
    text = _CODE.sub(r"\1", text)
    text = _STRONG.sub(r"\2", text)
    text = _EMPHASIS.sub(r"\2", text)
    return _ESCAPE.sub(r"\1", text)


def plain_lines(markdown: list[str]) -> list[str]:
    """The lines of a Markdown document as plain print lines for braille.

    A heading becomes its text on a line of its own, after a blank line (none at the very top);
    a list item, its text on a line of its own; a quote, its text; a table row, its cells
    separated by commas; code fences and rules disappear (a rule leaves a blank line).
    """
    lines: list[str] = []

    def blank() -> None:
        if lines and lines[-1] != "":
            lines.append("")

    for raw in markdown:
        if _FENCE.match(raw):
            continue
        heading = _HEADING.match(raw)
        if heading:
            blank()
            lines.append(inline(heading.group(1)))
            continue
        if _RULE.match(raw) or _TABLE_RULE.match(raw) and "|" in raw:
            blank()
            continue
        item = _ITEM.match(raw) or _QUOTE.match(raw)
        if item:
            lines.append(inline(item.group(1)))
        elif raw.strip().startswith("|"):
            cells = [inline(cell.strip()) for cell in raw.strip().strip("|").split("|")]
            lines.append(", ".join(cell for cell in cells if cell))
        elif raw.strip():
            lines.append(inline(raw.strip()))
        else:
            blank()
    while lines and lines[-1] == "":
        lines.pop()
    return lines
