"""The hint's move: the search bot's best move that a typed line names alone (behaviour 13).

The search may prefer a move no typed line can name without a question (a group of three dice
when the same dice and a fourth also form a group: typing the three fits both). A hint never
proposes a line that raises a question, so it takes the best of the search's candidates that
has such a line.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from alea.tesseract.table.spelling import names_alone, spellings
from alea.tesseract.engine import Action, View
from alea.tesseract.narration.speaker import Speaker

if TYPE_CHECKING:
    from alea.tesseract.bot import Plan  # the bot itself loads at the first hint


def typable(plan: Plan, view: View, lang: str, legal: list[Action], sp: Speaker) -> tuple[Plan, str | None]:
    """The plan whose move is the best one a line names alone, and that line (None if no
    candidate has one: then the plan as it was, for the usual spelling)."""
    ranked = [plan.move, *sorted((a for a in plan.values if a != plan.move),
                                 key=lambda a: -plan.values[a])]
    for move in ranked:
        if not isinstance(move, Action):
            break
        for line in spellings(move, view, lang):
            if names_alone(line, move, view, legal, lang, sp):
                return (plan if move == plan.move else replace(plan, move=move)), line
    return plan, None
