"""The public entry of Tesseract's narration, for the command line and the tests."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from alea.narration import Verbosity
from alea.tesseract.engine.errors import IllegalMove
from alea.tesseract.engine.events import DecisionMade, Event
from alea.tesseract.engine.requests import Decision
from alea.tesseract.narration import decisions, errors, events
from alea.tesseract.narration.speaker import Speaker
from alea.tesseract.narration.viewing import PlayerView, Rewound


class Narrator:
    """Turns engine events, errors, decisions and queries into messages.

    ``Narrator(lang, verbosity)`` speaks ``lang`` ("cs", "fr", "en") at a
    :class:`~alea.narration.Verbosity`. It reads the game only through the
    player's :class:`~alea.tesseract.engine.View` (R-G4). Every method returns
    finished text: one message, possibly of several lines, key fact first.
    """

    def __init__(self, lang: str, verbosity: Verbosity | str = Verbosity.NORMAL) -> None:
        self.speaker = Speaker(lang, verbosity)
        """The voice, verbosity and content texts in use."""

    @property
    def lang(self) -> str:
        """The language spoken."""
        return self.speaker.lang

    @property
    def verbosity(self) -> Verbosity:
        """The verbosity in use."""
        return self.speaker.verbosity

    def events(self, happened: Iterable[Event], view: PlayerView, before: PlayerView | None = None) -> list[str]:
        """One message per event (``Game.apply``'s result), in order.

        ``view`` is the view after the events; ``before``, the view before the move, lets
        the echo of a choice ("Chose, yellow 3") name dice as they were when chosen
        (without it, values are rewound from the events themselves).
        """
        happened = list(happened)
        messages = []
        for i, event in enumerate(happened):
            seen = view
            if isinstance(event, DecisionMade):
                seen = before if before is not None else Rewound(view, happened[i + 1:])
            messages.append(events.narrate(self.speaker, event, seen))
        return messages

    def event(self, event: Event, view: PlayerView) -> str:
        """The message of one event."""
        return events.narrate(self.speaker, event, view)

    def error(self, error: IllegalMove, view: PlayerView | None = None) -> str:
        """The message of an ``IllegalMove`` (with ``view``, the dice it names are named)."""
        return errors.narrate(self.speaker, error, view)

    def decision(self, decision: Decision, view: PlayerView) -> str:
        """A pending ``Decision``: its question and numbered options ("1 yellow 3 on b2, 2 ...")."""
        return decisions.narrate(self.speaker, decision, view)

    def options(self, decision: Decision, view: PlayerView) -> list[str]:
        """The words of each option of ``decision``, in order (for matching typed answers)."""
        return [decisions.option_text(self.speaker, decision.kind, o, view) for o in decision.options]

    def query(self, name: str, view: PlayerView, **args: Any) -> str:
        """The answer to query ``name`` (a command id of commands.md) with its arguments.

        Arguments: ``column(col="b2")``, ``layer(number=2)``, ``face(direction="north")``,
        ``lab/hand/who/groups/since(lab=0-based index, default: yours)``,
        ``card(card=hand position or name)``, ``rules(topic=number, name or abbreviation)``.
        Raises :class:`~alea.tesseract.narration.queries.QueryError` (its text is a finished
        message) when an argument names nothing, ``KeyError`` for an unknown query.
        """
        from alea.tesseract.narration import queries  # loaded with the first query, not with the game

        return queries.ask(self.speaker, name, view, **args)

    @staticmethod
    def query_names() -> tuple[str, ...]:
        """Every query this narrator answers."""
        from alea.tesseract.narration import queries

        return tuple(queries.QUERIES)
