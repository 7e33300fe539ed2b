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

from alea.table import catalogs
from alea.table.commands.registry import CommandError, CommandList
from alea.table.text import fold


class TableCompleter(Completer):
    """Completes command words first, then the words an argument of the command accepts.

    ``legal`` gives, for a command id and an argument kind's id, the words it may take now
    (``remove``: the removable columns), or None when the kind's own words will do.
    """

    def __init__(self, lang: Callable[[], str], commands: Callable[[], CommandList],
                 legal: Callable[[str, str], Sequence[str] | None] = lambda command, kind: None) -> None:
        self._lang = lang
        self._commands = commands
        self._legal = legal

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
        table = self._commands().in_language(lang)
        if not done:
            return table.completions(current)
        try:
            command = table.resolve(done[0])
        except CommandError:
            return []
        if not command.params:
            return []
        kind = command.params[min(len(done) - 1, len(command.params) - 1)].kind
        legal = self._legal(command.id, kind.id)
        if legal is not None:
            pool: list[str] = list(legal)
        elif kind.id == "command":
            pool = table.completions("")
        elif kind.complete is not None:
            pool = list(kind.complete(lang))
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
