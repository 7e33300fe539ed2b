"""Lines from a terminal: a calm PromptSession.

:func:`prompt_loop` is used at a terminal: prompt_toolkit in line mode with
everything a screen reader dislikes turned off (no toolbar, right prompt,
placeholder, refresh, mouse or cursor-position requests; completion only on
Tab; no colour unless asked, never with ``NO_COLOR``). The first key of each
input stops the game's own voice, as a screen reader's speech stops. When stdin
is not a terminal, :mod:`alea.cli.plain` reads the lines instead.
"""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import Mapping

from prompt_toolkit import PromptSession
from prompt_toolkit.history import InMemoryHistory
from prompt_toolkit.input import Input
from prompt_toolkit.output import ColorDepth, Output

from alea.table import catalogs
from alea.cli.completion import TableCompleter, announcing_tab
from alea.cli.focus import FOCUS_SETTLE, FocusWatch
from alea.cli.joined import JoinedOutput
from alea.cli.last_words import input_fd, let_speech_finish
from alea.table.session import Session
from alea.table.settings import in_colour
from alea.table.text import MAX_LINE

CPR_VARIABLE = "PROMPT_TOOLKIT_NO_CPR"
"""prompt_toolkit's own switch that stops it asking the terminal where the cursor is (an answer
that a screen reader would otherwise read out)."""

ENTER_PAUSE = 0.1
"""Seconds between the Enter that ends a line and the first line of the answer.

When the terminal is full, the new line that Enter makes scrolls it, and a VTE terminal
reports that line break and the answer as one insertion: Orca 43 then spoke every answer
starting with an empty line. Measured with the shared Orca harness
(tests/speech/test_orca_session.py): with this pause the line break arrives alone, Orca
says nothing for it, and the answer starts with its first word.
"""


def colour_depth(wanted: bool, environ: Mapping[str, str]) -> ColorDepth:
    """Monochrome unless colour was asked for and ``NO_COLOR`` is not set (:func:`~alea.table.settings.in_colour`)."""
    if in_colour(wanted, environ):
        return ColorDepth.DEPTH_8_BIT
    return ColorDepth.DEPTH_1_BIT


def make_prompt_session(session: Session, *, input: Input | None = None,
                        output: Output | None = None) -> PromptSession[str]:
    """A PromptSession with the accessible settings (see docs/playing.md)."""
    from prompt_toolkit.shortcuts import CompleteStyle

    os.environ.setdefault(CPR_VARIABLE, "1")
    completer = TableCompleter(lambda: session.lang, lambda: session.commands, session.legal_words)

    def announce(message: str) -> None:
        session.output.say(message, remember=False)

    prompt: PromptSession[str] = PromptSession(
        completer=completer,
        complete_while_typing=False,
        complete_style=CompleteStyle.READLINE_LIKE,
        key_bindings=announcing_tab(completer, announce, lambda: session.lang),
        history=InMemoryHistory(),
        mouse_support=False,
        bottom_toolbar=None,
        rprompt=None,
        placeholder=None,
        refresh_interval=0,
        enable_system_prompt=False,
        enable_suspend=False,
        include_default_pygments_style=False,
        color_depth=colour_depth(session.settings.colour, session.environ),
        input=input,
        output=output,
    )
    # Any key the player presses stops the speech, before the key does anything else.
    prompt.app.key_processor.before_key_press += lambda _: session.output.interrupt()
    return prompt


def watch_focus(prompt: PromptSession[str], focus: FocusWatch, terminal: JoinedOutput) -> None:
    """The terminal's focus read until the first line is entered (:mod:`alea.cli.focus`): keys
    typed while the first screen waited go to the first prompt; while nothing is typed, a focus
    that leaves hides the prompt's sign and one that comes back writes the first screen again.
    The reports are bound for the whole sitting, so that one late after the reports stopped is
    never typed."""
    from prompt_toolkit.application import run_in_terminal
    from prompt_toolkit.buffer import Buffer
    from prompt_toolkit.input.typeahead import store_typeahead
    from prompt_toolkit.input.vt100_parser import Vt100Parser
    from prompt_toolkit.key_binding import KeyBindings, KeyPress, KeyPressEvent, merge_key_bindings

    keys: list[KeyPress] = []
    parser = Vt100Parser(keys.append)
    parser.feed(focus.typed)
    parser.flush()
    store_typeahead(prompt.input, keys)
    bindings = KeyBindings()
    reports = [0]  # how many came: a focus back is acted on only if no report came after it

    @bindings.add("escape", "[", "O")
    def _away(event: KeyPressEvent) -> None:
        reports[0] += 1
        if not event.current_buffer.text:
            focus.away = True
            event.app.invalidate()

    @bindings.add("escape", "[", "I")
    def _back(event: KeyPressEvent) -> None:
        reports[0] += 1
        if focus.away:  # (the sign stays hidden until the first screen is written again with it)
            event.app.create_background_task(_first_again(event.current_buffer, reports[0]))

    def _again() -> None:
        focus.away = False
        terminal.hold(terminal.first)

    async def _first_again(buffer: Buffer, report: int) -> None:
        await asyncio.sleep(FOCUS_SETTLE)
        if report == reports[0] and focus.away and not (focus.stopped or buffer.text):
            await run_in_terminal(_again)

    prompt.key_bindings = merge_key_bindings([prompt.key_bindings or KeyBindings(), bindings])


def prompt_loop(session: Session, prompt: PromptSession[str], focus: FocusWatch | None = None) -> int:
    """Read lines at a terminal until the player quits or closes the input; returns the exit code.

    Ctrl-D (the end of input) leaves with a goodbye, as ``quit`` does. Before the program ends,
    the last words are written and heard out, unless the player presses Enter. ``focus``: the
    terminal's focus, watched until the first line (:func:`watch_focus`).
    """
    while session.running:
        try:
            line = prompt.prompt(focus.sign(session.prompt()) if focus is not None else session.prompt())
            if focus is not None:
                focus.stop()
        except KeyboardInterrupt:
            session.say(catalogs.TABLE.gettext("To leave, type quit."))
            continue
        except EOFError:  # Ctrl-D, or the input closed
            if session.end_of_input():  # a game that is not saved asks first
                session.say(catalogs.TABLE.gettext("Goodbye."))  # leave with a word, not in silence
                break
            continue
        session.output.echo(line, to_terminal=False)
        time.sleep(ENTER_PAUSE)
        session.handle(line[: MAX_LINE * 4])
    if isinstance(prompt.app.output, JoinedOutput):
        prompt.app.output.release()  # the last answer, which no prompt follows
    let_speech_finish(session.output, input_fd(prompt.input))
    session.output.close()
    return 0
