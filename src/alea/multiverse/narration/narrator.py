"""The public entry of Multiverse's narration, for the table and the tests."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from alea.multiverse.engine.errors import IllegalMove
from alea.multiverse.engine.view import View
from alea.multiverse.bot.hints import Hint
from alea.multiverse.narration import decisions, errors, events, hints, queries
from alea.multiverse.narration.speaker import Speaker
from alea.narration import Verbosity
from alea.narration.sentences import capitalised


class Narrator:
    """Turns Multiverse events, refusals, questions and queries into finished text, in one
    language and verbosity, from one seat's view."""

    def __init__(self, lang: str, verbosity: Verbosity | str = Verbosity.NORMAL,
                 names: Sequence[str] | None = None) -> None:
        self.speaker = Speaker(lang, verbosity, names)

    @property
    def lang(self) -> str:
        """The language spoken."""
        return self.speaker.lang

    def events(self, happened: Iterable[Any], view: View) -> list[str]:
        """One message per event worth telling, in order (``view``: after the events)."""
        said = (events.narrate(self.speaker, e, view) for e in happened)
        return [text for text in said if text]

    def decision(self, view: View) -> str:
        """The pending question (or the turn prompt) of ``view``."""
        if view.pending is None:
            raise ValueError("nothing is pending")
        return _lines(decisions.narrate(self.speaker, view.pending, view))

    def question(self, view: View) -> str:
        """The pending question without its numbered options (a table lists them one a line)."""
        if view.pending is None:
            raise ValueError("nothing is pending")
        return _lines(decisions.narrate(self.speaker, view.pending, view, choices_said=False).strip())

    def waiting(self, view: View) -> str:
        """Whose turn it is or who must answer, for the seats that are not asked."""
        if view.pending is None:
            raise ValueError("nothing is pending")
        return _lines(decisions.waiting(self.speaker, view.pending))

    def options(self, view: View) -> list[str]:
        """The words of each option of the pending decision, in order."""
        assert view.pending is not None
        return [decisions.option_text(self.speaker, view.pending.kind, o) for o in view.pending.options]

    def hint(self, hint: Hint, view: View) -> str:
        """A hint (:func:`alea.multiverse.bot.hint`) in words, the move first."""
        return _lines(hints.narrate(self.speaker, hint, view))

    def why(self, hint: Hint, view: View) -> str:
        """What a bot did and the one reason that decided it, for a class (the demo's and a
        lesson's ``why``; ``view``: the bot's, before its move)."""
        return _lines(hints.why(self.speaker, hint, view))

    def error(self, error: IllegalMove) -> str:
        """The message of a refused move."""
        return _lines(errors.narrate(self.speaker, error))

    def query(self, name: str, view: View, **args: Any) -> str:
        """The answer to query ``name`` (switch, table, worlds, formation, columns, sceptres,
        options, unseen, score, status); ``seat`` is a 0-based player index where one is taken."""
        return _lines(queries.ask(self.speaker, name, view, **args))

    def refused_query(self, name: str, view: View, **args: Any) -> str:
        """Why query ``name`` is refused (an argument that names nothing), or its answer if it is not."""
        try:
            return self.query(name, view, **args)
        except queries.QueryError as error:
            return _lines(str(error))

    @staticmethod
    def query_names() -> tuple[str, ...]:
        """Every query this narrator answers."""
        return tuple(queries.QUERIES)


def _lines(text: str) -> str:
    """``text`` with each of its lines made whole sentences (:func:`~alea.narration.sentences.capitalised`)."""
    return "\n".join(capitalised(line) for line in text.split("\n"))
