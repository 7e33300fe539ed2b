"""Numbered choices and yes/no questions.

Whenever the table or the game needs a decision it asks a :class:`Question`:
the options are listed one a line with their number, and the answer may be the
number or the words of an option (a unique prefix is enough). The choice is
echoed back before anything else happens.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from alea.dataclass import dataclass

from alea.table.commands import vocabulary
from alea.table.arguments import number
from alea.table.text import fold
from alea.narration.message import Lazy, Line, text


@dataclass(frozen=True)
class Option:
    """One numbered option."""

    label: Line
    """The option's words, as printed after its number (a message, said in the seat's language)."""
    value: object
    """What choosing it means to whoever asked."""


@dataclass
class Question:
    """A pending question: its text, its options and what to do with the answer."""

    text: Line
    """The question, one line (a message, said in the seat's language)."""
    options: tuple[Option, ...]
    """The numbered options (empty for a yes/no question)."""
    on_answer: Callable[[object], object]
    """Called with the chosen option's value, or with True/False for yes/no."""
    yes_no: bool = False
    """Whether the answer is yes or no rather than a number."""
    cancellable: bool = True
    """Whether table and query commands may be used while it waits."""
    echo: bool = True
    """Whether the table echoes the choice ("Chose, ..."); False when the game narrates it itself."""
    yes_option: int | None = None
    """Of two numbered options that mean yes and no, the index (0 or 1) of the one that yes answers:
    then the language's yes/no words answer too (:func:`yes_option`); None for another question."""
    advice: Callable[[], object] | None = None
    """What a hint answers (accessibility.md, behaviour 13): the value of the option to choose,
    or True/False for a yes/no question; None when the hint has no advice for it."""
    listed: bool = True
    """Whether the numbered options are printed under the question (False: the question names them)."""
    words: str | None = None
    """A :mod:`~alea.table.commands.vocabulary` list whose exact forms answer the question (each option's
    value is a key of it); then no prefix of an option is taken, so command short forms stay commands."""
    empty: object = None
    """The value of the option an empty line (Enter alone) answers; None: an empty line answers nothing."""
    first: int = 1
    """The number of the first option (the next ones follow it): a question whose options are
    numbers of their own (how many players, 2 to 6) numbers them by themselves, so that the number
    a player hears is the number that answers."""
    answers: Callable[[str, str], bool | None] | None = None
    """For a yes/no question, more words that answer it: ``answers(line, lang)`` is True for yes,
    False for no, None when the line is not one of them (a game's own words, such as accept)."""

    def lines(self) -> list[Line]:
        """The question and its numbered options, one a line (an option that is its own number,
        a value 1 to 6, is said once: "3", not "3 3")."""
        if not self.listed:
            return [self.text]
        return [self.text] + [numbered(index, option.label) for index, option in enumerate(self.options, self.first)]

    def match(self, line: str, lang: str, verbosity: str = "normal") -> Option | bool | None:
        """The option (or True/False) that ``line`` answers, or None when it answers nothing.

        The words of an option are its label as said in ``lang`` at ``verbosity``."""
        if self.yes_no:
            chosen = number(line.strip(), 1, 2)
            if chosen is not None:  # every yes/no question also takes 1 for yes and 2 for no
                return chosen == 1
            key = vocabulary.match("answer", line, lang)
            if key is None and self.answers is not None:
                return self.answers(line, lang)
            return None if key is None else key == "yes"
        if self.empty is not None and not line.strip():
            return next((o for o in self.options if o.value == self.empty), None)
        chosen = number(line.strip(), self.first, self.first + len(self.options) - 1)
        if chosen is not None:
            return self.options[chosen - self.first]
        if self.yes_option is not None and len(self.options) == 2:  # a numbered yes/no takes yes/no words too
            key = vocabulary.match("answer", line, lang)
            if key is not None:
                return self.options[self.yes_option if key == "yes" else 1 - self.yes_option]
        if self.words is not None:
            key = vocabulary.exact(self.words, line, lang)
            return next((o for o in self.options if o.value == key), None)
        folded = " ".join(fold(line).split())
        labels = [fold(text(o.label, lang, verbosity)) for o in self.options]
        exact = [o for o, label in zip(self.options, labels) if label == folded]
        if len(exact) == 1:
            return exact[0]
        prefixed = [o for o, label in zip(self.options, labels) if label.startswith(folded)]
        return prefixed[0] if len(prefixed) == 1 else None



def yes_option(values: Sequence[object]) -> int | None:
    """The index of the option that "yes" answers when a question's two options mean yes and no
    (their values are True and False: a consent, a challenge, a reroll, an offer), else None; for
    :attr:`Question.yes_option`, so that every game's yes/no-shaped question takes yes/no words."""
    if len(values) == 2 and all(isinstance(value, bool) for value in values) and values[0] != values[1]:
        return list(values).index(True)
    return None


def numbered(index: int, label: Line) -> Line:
    """An option's line: its number and its words, or its number alone when the words are that number."""
    if isinstance(label, str):
        return label if label == str(index) else f"{index} {label}"
    return Lazy("numbered option", lambda lang, verbosity: str(numbered(index, text(label, lang, verbosity))))
