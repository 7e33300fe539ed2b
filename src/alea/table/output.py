"""Everything a seat is told goes through its :class:`Output`: append-only lines.

It keeps the messages for ``again`` and ``history`` as messages
(:mod:`alea.narration.message`), not as text: they are put into words in the
seat's language and verbosity each time they are said, so that ``again`` after
``language fr`` speaks French. A seat of a server, which holds many tables at
once, keeps only its last few messages so (``live``); older ones are kept as the
lines they were said in, which is all they still weigh. It copies the lines to a
transcript file while ``script`` is on, and hands them to a speaker when the
game speaks by itself. A message is a block of lines; the *answer* to an input
is every message said from that input to the next one.

Speech follows a screen reader's habits: the messages of an answer are queued
and spoken in order, and the next input (its first key at a terminal, its line
in plain mode) stops what is left: :meth:`Output.interrupt` at the first key,
:meth:`Output.begin_answer` when the input is answered.
"""

from __future__ import annotations

import unicodedata
from collections import deque
from collections.abc import Callable, Sequence
from typing import Protocol, TextIO

from alea.table.text import MAX_LINE
from alea.narration.message import Line, render_all

HISTORY_SIZE = 500
"""How many messages ``history`` can reach back."""

ONLINE_LIVE = 10
"""How many of its last messages a seat at a server keeps as messages (twice what ``history``
reads by default; ``again`` keeps its own). A message holds what it is put into words from (a
game's narration: the views before and after a move), so 500 of them for every seat of 200
tables were the server's largest use of memory, and the most objects its garbage collector
walked (docs/online.md)."""

POLL_SECONDS = 0.05
"""How often :meth:`Output.finish_speech` asks whether it may stop waiting."""


class Speaker(Protocol):
    """What the table needs of a speech backend (see :mod:`alea.speech`)."""

    def say(self, text: str, interrupt: bool = True) -> None:
        """Speak ``text``; with ``interrupt=False`` after what is being said."""

    def silence(self) -> None:
        """Stop speaking and drop what is queued."""

    def wait_until_idle(self, timeout: float | None = None) -> bool:
        """Wait until everything said was heard; ``False`` if ``timeout`` seconds passed first."""

    def close(self) -> None:
        """Release the backend."""


def printable(line: str) -> str:
    """``line`` with control characters shown as "?" and cut to :data:`MAX_LINE` characters."""
    shown = "".join("?" if unicodedata.category(ch).startswith("C") else ch for ch in line)
    return shown if len(shown) <= MAX_LINE else shown[:MAX_LINE] + "..."


Said = tuple[Line, ...]
"""One message as it is kept: its parts, each text or a message put into words when said."""


class Output:
    """A seat's voice: writes lines, remembers messages, feeds a script file and a speaker."""

    def __init__(self, write: Callable[[str], object], live: int = HISTORY_SIZE) -> None:
        """An output writing its lines with ``write``; its last ``live`` messages (at most
        :data:`HISTORY_SIZE`) are kept as messages, older ones as the lines they were said in."""
        self._write = write
        self.tongue: Callable[[], tuple[str, str]] | None = None
        """The language and verbosity to say messages in (set by the :class:`~alea.table.seats.Seat`)."""
        live = max(1, min(live, HISTORY_SIZE))
        self._live: deque[tuple[Said, Said]] = deque(maxlen=live)
        """The last messages, each with the lines it was said in (kept when it leaves this window)."""
        self._said: deque[Said] = deque(maxlen=HISTORY_SIZE - live)
        """Older messages, as the lines they were said in (text the same in every language)."""
        self.script: TextIO | None = None
        self.script_failure: tuple[str, OSError] | None = None
        """The transcript file that could not be written, and why (the session says it, then clears it)."""
        self.speaker: Speaker | None = None
        self._held: list[tuple[Said, list[str], bool, bool, tuple[str, ...], bool]] | None = None
        """Messages said while the output is held (:meth:`hold`): said at :meth:`release`."""
        self.remembered = 0
        """How many messages were ever kept for ``history`` (what a seat missed is the count since a mark)."""
        self.sounder: Callable[[Sequence[str]], None] | None = None
        """Plays a message's cues (the terminal's cue player, its categories applied), or None."""
        self.on_cues: Callable[[Sequence[str]], None] | None = None
        """Gets a message's cue names as they go with its lines (an online seat's frames), or None."""
        self.flush: Callable[[], object] | None = None
        """Puts what was written on the screen now (a terminal holds lines until its prompt is drawn,
        a pipe until its buffer fills): a cue being learnt plays after its name is shown; None: nothing to do."""
        self.teacher: Callable[[Sequence[str], Sequence[str]], None] | None = None
        """Plays a cue being learnt once its name (the lines, also given) has been heard, and waits
        until it has been heard too (the terminal's cue player, whatever the settings say), or None."""
        self.cued = False
        """Whether the answer being given had a cue (a question asked after it gets none of its own)."""
        self._answer: list[Said] = []
        self._last_answer: list[Said] = []

    def render(self, parts: Sequence[Line]) -> list[str]:
        """The lines of ``parts`` in the seat's language and verbosity."""
        if self.tongue is None:
            if any(not isinstance(part, str) for part in parts):
                raise RuntimeError("an output with no seat cannot put a message into words")
            return [str(part) for part in parts]
        lang, verbosity = self.tongue()
        return render_all(parts, lang, verbosity)

    def say(self, *parts: Line, remember: bool = True, answer: bool = True, cues: Sequence[str] = (),
            after: bool = False) -> list[str]:
        """Print one message (one or more lines) and queue it for speech after what is being said.

        Each part is text or a message, put into words now in the seat's language. The
        message is kept, as a message, for ``history`` unless ``remember`` is False, and for
        ``again`` unless ``answer`` is False too (a setting's confirmation: ``again`` then
        repeats what was said before it). ``cues`` are the names of the sound cues that go with
        it (:mod:`alea.table.cues`): started before its lines are written and spoken, never without
        them (behaviour 16). With ``after`` (a cue being learnt, its name in the lines) the cues
        play once the lines have been heard, through :attr:`teacher`. Returns the lines said.
        """
        lines = self.render(parts)
        if not lines:
            return lines
        if cues:
            self.cued = True
        if self._held is not None:
            self._held.append((tuple(parts), lines, remember, answer, tuple(cues), after))
            return lines
        self._said_now(tuple(parts), lines, remember, answer, tuple(cues), after)
        return lines

    def _said_now(self, parts: Said, lines: list[str], remember: bool, answer: bool, cues: tuple[str, ...],
                  after: bool = False) -> None:
        """Start the message's cues, then print, remember and speak it (``after``: the cues once it is heard)."""
        if cues and not after:
            if self.sounder is not None:
                self.sounder(cues)
            if self.on_cues is not None:
                self.on_cues(cues)
        for line in lines:
            self._emit(line)
        if remember:
            self._remember(parts, tuple(lines))
            if answer:
                self._answer.append(parts)
        if self.speaker is not None:
            self.speaker.say("\n".join(lines), interrupt=False)
        if cues and after:
            if self.flush is not None:
                self.flush()
            self.finish_speech()
            if self.teacher is not None:
                self.teacher(cues, lines)
            elif self.on_cues is not None:
                self.on_cues(cues)

    def hold(self) -> None:
        """Keep what is said from now on unsaid until :meth:`release` (the table holds an answer's
        lines until what the answer did is kept, :meth:`alea.table.session.Session.handle`)."""
        if self._held is None:
            self._held = []

    def release(self) -> None:
        """Say, in order, everything said while held, and say what comes next at once."""
        held, self._held = self._held, None
        for parts, lines, remember, answer, cues, after in held or ():
            self._said_now(parts, lines, remember, answer, cues, after)

    def drop(self) -> None:
        """Forget what was said while held (it told of something that was not kept); still held."""
        if self._held is not None:
            self._held.clear()

    def interrupt(self) -> None:
        """The player started the next input: stop speaking what is left (as a screen reader does)."""
        if self.speaker is not None:
            self.speaker.silence()

    def begin_answer(self, interrupt: bool = True) -> None:
        """An input is being answered: stop what is left of the speech (unless ``interrupt`` is
        False: another seat typed it), and start a new answer."""
        if interrupt:
            self.interrupt()
        self.cued = False
        if self._answer:
            self._last_answer = self._answer
            self._answer = []

    def last_answer(self) -> Sequence[Said]:
        """Every remembered message of the last answer that had one, oldest first (for ``again``)."""
        return self._answer or self._last_answer

    def finish_speech(self, stop: Callable[[], bool] | None = None) -> None:
        """Wait until what was said has been heard, or until ``stop()`` is true (then stop speaking)."""
        if self.speaker is None:
            return
        while not self.speaker.wait_until_idle(POLL_SECONDS):
            if stop is not None and stop():
                self.speaker.silence()
                return

    def echo(self, line: str, *, to_terminal: bool) -> None:
        """Record the player's input as ``> line`` (printed too in plain mode)."""
        shown = "> " + printable(line)
        if to_terminal:
            self._write(shown + "\n")
        self._to_script(shown)

    def _remember(self, message: Said, lines: Said) -> None:
        """Keep ``message`` for ``history``; the one it pushes out of the live window is kept as
        its ``lines``."""
        self.remembered += 1
        live = self._live
        if len(live) == live.maxlen and self._said.maxlen:
            self._said.append(live[0][1])
        live.append((message, lines))

    @property
    def messages(self) -> list[Said]:
        """Every remembered message, oldest first (the older ones as the lines they were said in)."""
        return [*self._said, *(message for message, _ in self._live)]

    def last(self, count: int = 1) -> list[Said]:
        """The last ``count`` messages, oldest first."""
        if count <= 0:
            return []
        live = len(self._live)
        recent = [message for message, _ in list(self._live)[max(0, live - count):]]
        older = count - len(recent)
        said = self._said
        return ([*list(said)[max(0, len(said) - older):], *recent] if older > 0 else recent)

    def close(self) -> None:
        """Stop the script and the speaker."""
        self.stop_script()
        if self.speaker is not None:
            self.speaker.close()
            self.speaker = None
        close = getattr(self.sounder, "close", None)
        if close is not None:
            close()
        self.sounder = None
        self.teacher = None

    def stop_script(self) -> None:
        """Close the transcript file, if one is open (what could not be written is lost, nothing else)."""
        script, self.script = self.script, None
        if script is not None:
            try:
                script.close()
            except OSError:
                pass

    def _to_script(self, line: str) -> None:
        """Copy ``line`` to the transcript; a file the system refuses to write stops the transcript."""
        if self.script is None:
            return
        try:
            self.script.write(line + "\n")
            self.script.flush()
        except OSError as error:
            self.script_failure = (self.script.name, error)
            self.stop_script()

    def _emit(self, line: str) -> None:
        self._write(line + "\n")
        self._to_script(line)
