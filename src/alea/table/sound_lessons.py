"""Learning the sound cues by ear: ``sounds`` steps through them, ``sounds all`` plays them all,
``sounds quiz`` trains the player until every cue is known.

A cue is taught name first, then sound: its name's line is said, and the cue plays once that line
has been heard (:meth:`alea.table.output.Output.say` with ``after``; at the terminal the cue
player's :meth:`~alea.table.sounding.CueSounder.teach` waits for the voice, then lets the cue end
before anything more is said). At an online seat the page gets the cue with the line. The quiz
plays a cue, the player names it (its name or its number in the list, in their own language), the
table says right or wrong, and a cue missed comes again until every one is named; the most cues
named at first hearing is kept in the settings. docs/sound.md.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from alea.narration.message import Line, Worded
from alea.table import catalogs
from alea.table.commands import vocabulary
from alea.table.cues import CUES, BY_NAME
from alea.table.question import Option, Question
from alea.table.session import Session
from alea.table.sounding import cue_player, no_device

STEP_KEYS = ("next", "back", "stop")
"""The words of the demo's question that answer a lesson's: the next cue (Enter too), this one again, the end."""


def word(key: str) -> Worded:
    """The word that answers a lesson's question (the demo's own words), said in the seat's language."""
    return Worded(vocabulary.name, ("demo", key))


def can_teach(session: Session) -> bool:
    """Whether cues can be played here: an online seat's page plays them, else the terminal's cue
    player; without an audio device that is said, and nothing is taught."""
    if session.output.on_cues is not None or cue_player(session) is not None:
        return True
    session.say(no_device())
    return False


def called(index: int) -> Line:
    """Cue ``index``'s line in a lesson: its number and its name."""
    return catalogs.TABLE.gettext("Sound {number} of {count}, {name}.").format(
        number=index + 1, count=len(CUES), name=CUES[index].called)


def step(session: Session, index: int = 0) -> None:
    """``sounds``: teach cue ``index`` (its name, then its sound) and ask for the next, Enter alone."""
    if index == 0 and not can_teach(session):
        return
    t = catalogs.TABLE
    session.say(called(index), cues=[CUES[index].name], after=True)
    if index + 1 == len(CUES):
        session.say(t.gettext("That was the last sound. Type sounds all to hear them all again, "
                              "sounds quiz to name them by ear."))
        return

    def answered(key: object) -> None:
        if key != "stop":
            step(session, index + 1 if key == "next" else index)

    session.ask(Question(t.gettext("Press Enter or type {next} for the next sound, {back} to hear this one again, "
                                   "{stop} to end.").format(
        **{key: word(key) for key in STEP_KEYS}), tuple(Option(word(key), key) for key in STEP_KEYS),
        answered, echo=False, listed=False, words="demo", empty="next"))


def play_all(session: Session) -> None:
    """``sounds all``: every cue, its name then its sound, with time after each name for the voice
    (or a screen reader) to finish and after each sound before the next name."""
    if not can_teach(session):
        return
    session.say(catalogs.TABLE.gettext("Every sound, each after its name."))
    for index, cue in enumerate(CUES):
        session.say(called(index), cues=[cue.name], after=True)


class Quiz:
    """One run of ``sounds quiz``: the cues still to name, and how many were named at first hearing."""

    def __init__(self, session: Session, shuffle: Callable[[list[str]], None]) -> None:
        self.session = session
        self.left = [cue.name for cue in CUES]
        shuffle(self.left)
        self.missed: set[str] = set()
        self.first = 0
        """How many cues were named right the first time they were played."""

    def start(self) -> None:
        """Say what the quiz is, with the best score kept, and play the first cue."""
        t = catalogs.TABLE
        best = self.session.settings.sound_quiz_best
        self.session.say(t.gettext("Sound quiz. Listen to each sound, then type its name or its number. "
                                   "A sound you miss comes again later."),
                         *([t.gettext("Your best so far, {best} of {count} named at first hearing.").format(
                             best=best, count=len(CUES))] if best else []))
        self.play()

    def play(self) -> None:
        """Play the next cue to name, after the line that says how many are left, and ask for it."""
        t = catalogs.TABLE
        cue = self.left[0]
        self.session.say(t.ngettext("Listen. {count} sound left to name.", "Listen. {count} sounds left to name.",
                                    len(self.left)).format(count=len(self.left)), cues=[cue], after=True)
        options = tuple(Option(each.called, each.name) for each in CUES)
        extra = tuple(Option(word(key), key) for key in ("back", "stop"))
        self.session.ask(Question(t.gettext("Which sound was it? Type {back} to hear it again, {stop} to end the quiz.").format(
            back=word("back"), stop=word("stop")), options + extra, self.named, echo=False, listed=False))

    def named(self, answer: object) -> None:
        """The player's answer: right or wrong said; a missed cue goes to the end of the line."""
        t = catalogs.TABLE
        cue = self.left.pop(0)
        if answer == "stop":
            self.session.say(t.gettext("The quiz is over. Type sounds quiz to start again."))
            return
        if answer == "back":
            self.left.insert(0, cue)
        elif answer == cue:
            if cue not in self.missed:
                self.first += 1
            self.session.say(t.gettext("Right, that was {name}.").format(name=BY_NAME[cue].called))
        else:
            self.missed.add(cue)
            self.left.append(cue)
            wrong = BY_NAME[str(answer)].called
            self.session.say(t.gettext("No, not {wrong}. It was {name}, and it comes again later.").format(
                wrong=wrong, name=BY_NAME[cue].called), cues=[cue], after=True)
        if self.left:
            self.play()
        else:
            self.finish()

    def finish(self) -> None:
        """Every cue is named: say the score and keep the best one at the terminal."""
        t = catalogs.TABLE
        best = max(self.first, self.session.settings.sound_quiz_best)
        self.session.say(t.gettext("You know every sound. Named at first hearing, {first} of {count}.").format(
            first=self.first, count=len(CUES)))
        if self.session.output.on_cues is None and best != self.session.settings.sound_quiz_best:
            self.session.change(sound_quiz_best=best)


def quiz(session: Session, shuffle: Callable[[list[str]], None] = random.shuffle) -> None:
    """``sounds quiz``: the cue trainer (:class:`Quiz`)."""
    if can_teach(session):
        Quiz(session, shuffle).start()
