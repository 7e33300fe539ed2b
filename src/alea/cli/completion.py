"""Tab completion that says what it did.

Completion is readline-like and only on Tab (never while typing). The Tab key
is bound so that it also *announces* the result as a plain line: the word it
completed, or the candidates when several fit. A screen reader reads that line;
nothing pops up.
"""

from __future__ import annotations

import os.path
from collections.abc import Callable, Iterable, Sequence

from prompt_toolkit.application import run_in_terminal
from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent

from alea.cli import catalogs
from alea.cli.commands import vocabulary
from alea.cli.commands.registry import Arg, CommandError, CommandTable
from alea.cli.text import fold

COLUMNS = tuple(f"{letter}{digit}" for letter in "abcd" for digit in "1234")

_LISTS = {Arg.DIRECTION: "direction", Arg.TRANSFER: "transfer", Arg.SIDE: "side",
          Arg.LANGUAGE: "language", Arg.VERBOSITY: "verbosity", Arg.SWITCH: "switch",
          Arg.CONSENT: "consent"}


class TableCompleter(Completer):
    """Completes command words first, then the words an argument of the command accepts.

    ``columns`` gives, for a command id, the columns it may take now (``remove``: the
    removable ones), or None when any column will do (``column``, a query).
    """

    def __init__(self, lang: Callable[[], str],
                 columns: Callable[[str], Sequence[str] | None] = lambda command: None) -> None:
        self._lang = lang
        self._columns = columns

    def get_completions(self, document: Document, complete_event: CompleteEvent) -> Iterable[Completion]:
        """Completions for the word before the cursor."""
        before = document.text_before_cursor
        words = before.split()
        current = "" if not words or before.endswith(" ") else words[-1]
        done = words if current == "" else words[:-1]
        for candidate in self.candidates(done, current):
            yield Completion(candidate, start_position=-len(current))

    def candidates(self, done: list[str], current: str) -> list[str]:
        """The words that may follow ``done`` and start with ``current``."""
        lang = self._lang()
        table = CommandTable(lang)
        if not done:
            return table.completions(current)
        try:
            command = table.resolve(done[0])
        except CommandError:
            return []
        if not command.params:
            return []
        arg = command.params[min(len(done) - 1, len(command.params) - 1)].arg
        if arg is Arg.COLUMN:
            legal = self._columns(command.id)
            pool: list[str] = list(COLUMNS if legal is None else legal)
        elif arg is Arg.COMMAND:
            pool = table.completions("")
        elif arg in _LISTS:
            pool = [forms[0] for forms in vocabulary.words(_LISTS[arg], lang).values()]
        else:
            return []
        folded = fold(current)
        return [word for word in pool if fold(word).startswith(folded)]


def common_prefix(words: list[str]) -> str:
    """The longest common start of ``words``."""
    return os.path.commonprefix(words) if words else ""


def announcing_tab(completer: TableCompleter, announce: Callable[[str], None],
                   lang: Callable[[], str]) -> KeyBindings:
    """Key bindings whose Tab completes and announces the result with ``announce``."""
    bindings = KeyBindings()

    @bindings.add("tab")
    def _complete(event: KeyPressEvent) -> None:
        try:
            message = _completed(event)
        except Exception:  # completion must never break the prompt; nothing is inserted then
            message = catalogs.table(lang()).gettext("No completion.")
        run_in_terminal(lambda: announce(message))

    def _completed(event: KeyPressEvent) -> str:
        buffer = event.current_buffer
        found = list(completer.get_completions(buffer.document, CompleteEvent(completion_requested=True)))
        t = catalogs.table(lang())
        if not found:
            message = t.gettext("No completion.")
        elif len(found) == 1:
            buffer.apply_completion(found[0])
            buffer.insert_text(" ")
            message = t.gettext("Completed: {word}.").format(word=found[0].text)
        else:
            texts = [c.text for c in found]
            typed = buffer.document.get_word_before_cursor() if not buffer.text.endswith(" ") else ""
            prefix = common_prefix(texts)
            if len(prefix) > len(typed):
                buffer.insert_text(prefix[len(typed):])
            message = t.gettext("Could be: {words}.").format(words=", ".join(texts))
        return message

    return bindings
