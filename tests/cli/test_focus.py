"""The first screen waits for the terminal's focus (:mod:`alea.cli.focus`, accessibility.md 14).

``alea`` runs for real at a pseudo-terminal whose other end the test plays as a terminal does:
it reads what Alea writes and answers its requests (the focus report, DECSET 1004, and the
device attributes, DA1) as a VTE terminal whose window is not focused yet, or is, or as one that
answers nothing. tests/speech/test_orca_heard.py hears the same under the real Orca (its direct
launch).
"""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Callable

import pytest

from alea.cli.focus import ASK_ATTRIBUTES, FOCUS_OFF, FOCUS_ON
from alea.table.session import prompt_for
from kit.processes import WAIT, environment, wait_for
from kit.pseudo_terminal import PseudoTerminal, shown

FOCUSED, UNFOCUSED, ATTRIBUTES = "\x1b[I", "\x1b[O", "\x1b[?65;1;9c"
"""What a VTE terminal answers: its focus, and its attributes (xfce4-terminal's, as read)."""

FIRST, STATUS = "The Tesseract stands", "Turn 0, lab 1"
"""Words of the first screen, and of the answer to ``status``."""


def started(home) -> Callable[[int], subprocess.Popen]:  # type: ignore[no-untyped-def]
    """``alea`` (English, Tesseract, seed 3) started at the terminal ``slave``."""
    return lambda slave: subprocess.Popen(
        [sys.executable, "-m", "alea.main", "--lang", "en", "--players", "2", "--seed", "3", "--no-speech",
         "--no-sounds"], env=environment(home), stdin=slave, stdout=slave, stderr=slave, start_new_session=True)


@pytest.fixture
def terminal(tmp_path):
    made = PseudoTerminal(started(tmp_path), rows=30, columns=100)
    yield made
    made.close(WAIT)


def test_the_first_screen_waits_until_the_unfocused_terminal_has_the_focus(terminal) -> None:
    wait_for(lambda: FOCUS_ON + ASK_ATTRIBUTES in terminal.text(), "the focus and the attributes asked")
    terminal.type(UNFOCUSED + ATTRIBUTES)  # a launcher's terminal, its window not focused yet
    time.sleep(3.0)  # (longer than a terminal that answers nothing is waited for)
    before = terminal.text()
    assert FIRST not in before and not shown(before).strip(), before  # nothing shown, nothing to hear
    terminal.type(FOCUSED)
    wait_for(lambda: FIRST in terminal.text() and prompt_for("en").strip() in shown(terminal.text()),
             "the first screen and its prompt")
    after = terminal.text()
    assert "[I" not in shown(after) and "[O" not in shown(after) and "65;1;9" not in shown(after)  # never echoed
    terminal.type("status\r")
    wait_for(lambda: STATUS in shown(terminal.text()[len(after):]), "the answer to status")
    assert FOCUS_OFF in terminal.text()[len(after):]  # the reports off once the first line is entered


@pytest.mark.parametrize("answers", [FOCUSED + ATTRIBUTES, ""], ids=["focused", "answers-nothing"])
def test_a_focused_terminal_or_one_that_answers_nothing_gets_the_first_screen_and_the_keys_typed(
        terminal, answers: str) -> None:
    wait_for(lambda: FOCUS_ON + ASK_ATTRIBUTES in terminal.text(), "the focus and the attributes asked")
    terminal.type(answers + "status\r")  # typed before the first prompt: kept for it
    wait_for(lambda: FIRST in terminal.text(), "the first screen")
    wait_for(lambda: STATUS in shown(terminal.text()), "the answer to the status typed ahead")
    assert "65;1;9" not in shown(terminal.text())


def test_a_focus_that_leaves_and_comes_back_before_any_key_writes_the_first_screen_again(terminal) -> None:
    """A screen reader that missed the terminal's first focus speaks the line at the caret when the
    focus next comes back: that line is empty (the sign hidden while away), then the first screen
    comes again with the prompt, in one write."""
    wait_for(lambda: FOCUS_ON + ASK_ATTRIBUTES in terminal.text(), "the focus and the attributes asked")
    terminal.type(FOCUSED + ATTRIBUTES)
    sign = prompt_for("en").strip()
    wait_for(lambda: shown(terminal.text()).rstrip().endswith(sign), "the first screen and its prompt")
    first = len(terminal.text())
    terminal.type(UNFOCUSED)
    wait_for(lambda: len(terminal.text()) > first, "the prompt redrawn")
    time.sleep(0.5)
    assert sign not in shown(terminal.text()[first:]) and FIRST not in terminal.text()[first:]  # the sign hidden
    away = len(terminal.text())
    terminal.type(FOCUSED)
    wait_for(lambda: FIRST in terminal.text()[away:] and sign in shown(terminal.text()[away:]), "the first screen again")
    again = shown(terminal.text()[away:])
    assert again.index(FIRST) < again.index(sign)  # the sign comes back only with the screen, after it
    terminal.type("status\r")
    wait_for(lambda: STATUS in shown(terminal.text()[away:]), "the answer to status")
    assert FOCUS_OFF in terminal.text()[away:]  # the reports off once the first line is entered
    done = len(terminal.text())
    terminal.type(UNFOCUSED + FOCUSED + "status\r")  # a report come late is never typed nor answered
    wait_for(lambda: shown(terminal.text()[done:]).count(STATUS) == 1, "the answer to status")
    assert FIRST not in terminal.text()[done:] and "[O" not in shown(terminal.text()[done:])
