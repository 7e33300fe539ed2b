"""The table's door to Tesseract's narration: one language, one verbosity.

Everything a Tesseract player hears goes through here: events, decisions and
their options, refusals, query answers (all from :mod:`alea.tesseract.narration`),
and the few table-side sentences about moves the player named (a die that is
not there, a damaged save file), which live in the ``table`` catalog.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from alea.cli import catalogs
from alea.cli.tesseract.resolve import NoMatch
from alea.cli.text import fold
from alea.i18n import LANGUAGES
from alea.tesseract.content.texts import texts
from alea.tesseract.engine import Action, Decision, IllegalMove, SaveError, View
from alea.tesseract.narration import decisions, dice, places
from alea.tesseract.narration import events as event_narration
from alea.tesseract.narration.speaker import Speaker


class Narrator:
    """Narration for one language and verbosity."""

    def __init__(self, lang: str, verbosity: str) -> None:
        self.lang = lang
        self.speaker = Speaker(lang, verbosity)

    # ---------------------------------------------------------------- the game's own words

    def events(self, events: Iterable[object], view: View) -> list[str]:
        """One line per event that has something to say."""
        lines = [event_narration.narrate(self.speaker, event, view) for event in events]
        return [line for line in lines if line]

    def question(self, decision: Decision, view: View) -> str:
        """What a decision asks, without its options."""
        return decisions.question(self.speaker, decision, view)

    def option_labels(self, decision: Decision, view: View) -> list[str]:
        """Each option of a decision in words, in order."""
        return [decisions.option_text(self.speaker, decision.kind, o, view) for o in decision.options]

    def refusal(self, refused: IllegalMove, view: View) -> str:
        """Why the engine refused a move."""
        from alea.tesseract.narration import errors

        return errors.narrate(self.speaker, refused, view)

    def query(self, command: str, values: Sequence[object], view: View) -> list[str]:
        """The answer to a query command, one message a line."""
        from alea.tesseract.narration import queries

        return queries.answer(self.speaker, command, list(values), view)

    # ---------------------------------------------------------------- the table's words about moves

    def action_label(self, action: Action, view: View) -> str:
        """An action told apart from others that fit the same command (a numbered option)."""
        sp = self.speaker
        if action.kind == "contain" and action.group:
            return decisions.option_text(sp, "roll_which", list(action.group), view)
        if action.die is not None:
            die = decisions.option_text(sp, "pick_die", action.die, view)
            if action.kind == "transfer" and action.lab is not None:
                return catalogs.table(self.lang).gettext("{die}, to {lab}").format(
                    die=die, lab=places.lab(sp, action.lab))
            return die
        return decisions.option_text(sp, "pick_card", action.card, view) if action.card else action.kind

    def no_match(self, missing: NoMatch) -> str:
        """A die, lab or card the player named that is not there."""
        t = catalogs.table(self.lang)
        if missing.code == "die" and missing.die is not None:
            ref = missing.die
            if ref.space is not None:
                return t.gettext("Your lab has no space {number}.").format(number=ref.space)
            name = dice.die(self.speaker, ref.colour, ref.value)
            return t.gettext("No {die} where this action could take it.").format(die=name)
        if missing.code == "lab":
            return t.gettext("No lab is called {name}.").format(name=missing.word)
        return t.gettext("No card {name} here.").format(name=missing.word)

    def save_error(self, error: SaveError, name: str) -> str:
        """Why a save file could not be loaded."""
        t = catalogs.table(self.lang)
        if error.reason == "unreadable":
            return t.gettext("Cannot read {name}; nothing was loaded.").format(name=name)
        if error.reason == "version":
            return t.gettext("{name} was saved by another version of Alea and cannot be loaded.").format(name=name)
        if error.reason in ("not_json", "not_a_save", "too_large"):
            return t.gettext("{name} is not a saved game of Alea.").format(name=name)
        return t.gettext("{name} is damaged and cannot be loaded.").format(name=name)

    def researcher_ids(self, named: Sequence[str]) -> tuple[str, ...]:
        """Researcher ids for names typed in any language (id, name or abbreviation); LookupError if unknown."""
        found = []
        for word in named:
            key = fold(word)
            matches = {rid for lang in LANGUAGES for rid in texts(lang).ids("researchers")
                       if key in (fold(rid), fold(texts(lang).name("researchers", rid)),
                                  fold(texts(lang).abbr("researchers", rid)))}
            if len(matches) != 1:
                raise LookupError(word)
            found.append(matches.pop())
        return tuple(found)
