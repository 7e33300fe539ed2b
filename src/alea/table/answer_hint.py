"""The hint at a waiting question, for every game: the number of the option to answer (and its
words), or the yes/no word to type (accessibility.md, behaviour 13).

One template serves every game. At terse verbosity the line fits one 40-cell braille line
(behaviour 3): "Hint, 2, yellow 3 on b2", or only "Hint, 2" when the option's words would not
fit; the player still reads the number to type. :data:`TEMPLATES` lists every form, so that
whoever reads a hint (the tests' players who type only what it says) follows the catalogs.
"""

from __future__ import annotations

from alea.dataclass import dataclass

from alea.table import catalogs
from alea.narration.message import Line, Message, Template
from alea.narration.verbosity import TERSE_LINE

BRAILLE_LINE = TERSE_LINE
"""Cells of a braille display's line: the most a terse hint says."""

t = catalogs.TABLE

ANSWER = t.gettext("Hint, answer {number}, {option}.")
"""The option to answer, by its number and its words (normal and verbose)."""
# TRANSLATORS: terse (braille), the hint at a numbered question: the number to type and the
# option's words; keep it short, the whole line fits 40 characters when it can.
ANSWER_TERSE = t.gettext("Hint, {number}, {option}")
"""The same at terse verbosity."""
# TRANSLATORS: terse (braille), the hint at a numbered question whose option is too long to say
# within 40 characters: only the number to type.
NUMBER_TERSE = t.gettext("Hint, {number}")
"""The number alone, at terse verbosity, when the option's words would not fit a braille line."""
YES_NO = t.gettext("Hint, answer {word}.")
"""The yes/no word to type, in the player's words (every verbosity)."""

TEMPLATES: tuple[Template, ...] = (ANSWER, ANSWER_TERSE, NUMBER_TERSE, YES_NO)
"""Every form of the hint at a question; the field to type is ``number`` or ``word``."""


@dataclass(frozen=True)
class AnswerHint(Message):
    """The hint to answer option ``number`` (from 1), whose words are ``option``."""

    number: int
    option: Line

    def render(self, lang: str, verbosity: str) -> tuple[str, ...]:
        if verbosity != "terse":
            return ANSWER.format(number=self.number, option=self.option).render(lang, verbosity)
        said = ANSWER_TERSE.format(number=self.number, option=self.option).render(lang, verbosity)
        if len(said[0]) <= BRAILLE_LINE:
            return said
        return NUMBER_TERSE.format(number=self.number).render(lang, verbosity)


def yes_no_hint(word: Line) -> Message:
    """The hint to answer a yes/no question with ``word`` (the language's yes or no)."""
    return YES_NO.format(word=word)
