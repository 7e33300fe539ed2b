"""The table's door to Tesseract's narration: one language, one verbosity.

Everything a Tesseract player hears goes through here: events, decisions and
their options, refusals, query answers (all from :mod:`alea.tesseract.narration`),
and the few table-side sentences about moves the player named (a die that is
not there, a damaged save file), which live in the ``table`` catalog.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from alea.tesseract.table.arguments import CardRef, LabRef
from alea.tesseract.table.resolve import NoMatch, lab_index
from alea.table import fold
from alea.i18n import LANGUAGES
from alea.tesseract.content.texts import texts
from alea.tesseract.engine import (Action, Adjust, Contain, Decision, IllegalMove, Play,
                                   Study, Transfer, View)
from alea.tesseract.engine.events import DecisionMade, Event
from alea.tesseract.narration import Narrator, QueryError, decisions, dice, names, places
from alea.tesseract.narration.speaker import capitalized
from alea.tesseract.table.words import t as catalog


class TableNarrator:
    """Narration for one language and verbosity, plus the table's sentences about named things."""

    def __init__(self, lang: str, verbosity: str) -> None:
        self.lang = lang
        self.narration = Narrator(lang, verbosity)
        self.speaker = self.narration.speaker

    # ---------------------------------------------------------------- the game's own words

    def events(self, events: Iterable[Event], view: View, before: View | None = None) -> list[str]:
        """One line per event that has something to say."""
        return [line for line in self.narration.events(events, view, before) if line]

    def question(self, decision: Decision, view: View) -> str:
        """What a decision asks, without its options."""
        return decisions.question(self.speaker, decision, view)

    def option_labels(self, decision: Decision, view: View) -> list[str]:
        """Each option of a decision in words, in order."""
        return self.narration.options(decision, view)

    def choice(self, made: DecisionMade, before: View) -> str:
        """Which lab answered a decision, and what (the demo tells the bots' choices so)."""
        t = catalog(self.lang)
        values = {"lab": places.lab(self.speaker, made.lab),
                  "option": decisions.echo(self.speaker, made.question, made.option, before)}
        if self.speaker.terse:
            return capitalized(t.gettext("{lab} chose {option}").format(**values))
        return capitalized(t.gettext("{lab} chose {option}.").format(**values))

    def asked_of(self, decision: Decision, view: View) -> str:
        """What the other seats hear of a decision asked of another seat (the question names who answers)."""
        t = catalog(self.lang)
        return t.gettext("Waiting for an answer. {question}").format(question=self.question(decision, view))

    def refusal(self, refused: IllegalMove, view: View) -> str:
        """Why the engine refused a move."""
        return self.narration.error(refused, view)

    def query(self, name: str, view: View, **given: object) -> list[str]:
        """The answer to the narration's query ``name`` with its arguments (a lab or a card as the
        player named it), one line each; a name that fits nothing gets a short answer."""
        try:
            args = self.resolved(given, view)
        except NoMatch as missing:
            return [self.no_match(missing)]
        try:
            return self.narration.query(name, view, **args).split("\n")
        except QueryError as error:
            return [str(error)]
    def resolved(self, given: Mapping[str, object], view: View) -> dict[str, object]:
        """A query's arguments, a lab or card named in this language made its index or id (the same
        in every language); NoMatch when none fits."""
        args: dict[str, object] = {}
        for key, value in given.items():
            if isinstance(value, LabRef):
                value = lab_index(value, view, self.speaker)
            elif isinstance(value, CardRef):
                value = value.position if value.position is not None else self._card_id(value.name or "")
            args[key] = value
        return args

    def _card_id(self, name: str) -> str:
        """The id of the card named ``name`` in this language (the same in every language), or the name."""
        wanted = fold(name)
        content = self.speaker.content
        for kind in ("research", "containment"):
            for item in content.ids(names.KINDS[kind]):
                entry = content.entry(names.KINDS[kind], item)
                if wanted in (fold(entry.name), fold(entry.abbr)):
                    return item
        return name

    # ---------------------------------------------------------------- the table's words about moves

    def action_question(self, command: str, actions: Sequence[Action], view: View) -> str:
        """What to ask when the words typed fit several real moves: it names its noun."""
        shared = {a.die for a in actions if isinstance(a, Contain)}
        die = shared.pop() if command == "contain" and len(shared) == 1 else None
        return decisions.action_question(self.speaker, command, view, die)

    def action_label(self, action: Action, view: View) -> str:
        """An action told apart from others that fit the same command (a numbered option)."""
        sp = self.speaker
        t = catalog(self.lang)
        if isinstance(action, Contain):
            others = [d for d in action.group if d != action.die]
            return decisions.contain_option(sp, action.die, others, view)
        if isinstance(action, (Adjust, Transfer)):
            die = decisions.option_text(sp, "pick_die", action.die, view)
            if isinstance(action, Transfer):
                return t.gettext("{die}, to {lab}").format(die=die, lab=places.lab(sp, action.lab))
            return die
        if isinstance(action, (Study, Play)):
            card = decisions.option_text(sp, "pick_card", action.card, view)
            holder = next((lab.index for lab in view.labs if action.card in lab.hand), view.active)
            if holder == view.active:
                return card
            return t.gettext("{card}, from {lab}").format(card=card, lab=places.lab(sp, holder))
        return action.kind

    def no_match(self, missing: NoMatch) -> str:
        """A die, lab or card the player named that is not there."""
        t = catalog(self.lang)
        if missing.code == "die" and missing.die is not None:
            ref = missing.die
            if ref.space is not None:
                return t.gettext("Your lab has no space {number}.").format(number=ref.space)
            name = dice.die(self.speaker, ref.colour, ref.value)
            return t.gettext("No {die} where this action could take it.").format(die=name)
        if missing.code == "lab":
            return t.gettext("No lab is called {name}.").format(name=missing.word)
        return t.gettext("No card {name} here.").format(name=missing.word)

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
