"""The REPL: a real PromptSession driven through prompt_toolkit's pipe input."""

from __future__ import annotations

import os

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import ColorDepth, DummyOutput
from prompt_toolkit.shortcuts import CompleteStyle

from alea.cli.repl import colour_depth, make_prompt_session, prompt_loop

from kit.table import Table


@pytest.fixture
def table(environ):
    return Table(environ)


def drive(table: Table, keys: str) -> tuple[int, list[str]]:
    with create_pipe_input() as pipe:
        pipe.send_text(keys)
        pipe.close()
        prompt = make_prompt_session(table.session, input=pipe, output=DummyOutput())
        code = prompt_loop(table.session, prompt)
    return code, table.out.getvalue().splitlines()


def test_the_prompt_session_has_the_accessible_settings(table):
    prompt = make_prompt_session(table.session, output=DummyOutput())
    assert os.environ["PROMPT_TOOLKIT_NO_CPR"] == "1"
    assert prompt.complete_style == CompleteStyle.READLINE_LIKE
    assert not prompt.app.current_buffer.complete_while_typing()
    assert prompt.bottom_toolbar is None and prompt.rprompt is None and prompt.placeholder is None
    assert prompt.refresh_interval == 0 and not prompt.mouse_support
    assert prompt.color_depth == ColorDepth.DEPTH_1_BIT


@pytest.mark.parametrize(("wanted", "environ", "expected"), [
    (False, {}, ColorDepth.DEPTH_1_BIT), (True, {"NO_COLOR": ""}, ColorDepth.DEPTH_1_BIT),
    (True, {}, ColorDepth.DEPTH_8_BIT),
])
def test_colour_only_when_asked_and_never_with_no_color(wanted, environ, expected):
    assert colour_depth(wanted, environ) == expected


def test_commands_are_answered_and_quit_confirms(table):
    code, lines = drive(table, "help remove\rquit\ryes\r")
    assert code == 0
    assert lines == ["remove COLUMN: take the top die of a column, such as b3, into your lab", "Short: rm.",
                     "Leave the table? The game is saved. Yes or no?", "Chose, yes.", "Goodbye."]


def test_end_of_input_leaves_quietly(table):
    assert drive(table, "settings\r")[0] == 0


def test_tab_completes_and_announces_what_it_completed(table):
    code, lines = drive(table, "help rem\t\rquit\ry\r")
    assert lines[0] == "Completed: remove."
    assert lines[1].startswith("remove COLUMN")


def test_tab_with_several_candidates_lists_them(table):
    _, lines = drive(table, "help car\t\x15quit\ry\r")
    assert lines[0] == "Could be: card, cards."


def test_tab_completes_argument_words_in_the_language(environ):
    table = Table(environ, "cs")
    _, lines = drive(table, "jazyk fr\t\r")
    assert lines[0] == "Doplněno: francouzština."
    assert lines[1].startswith("Langue, français.")


def test_a_game_played_through_the_prompt_session(environ):
    from kit.table import game_table

    session, send = game_table(environ, lang="fr")
    before = len(send.out.getvalue())
    with create_pipe_input() as pipe:
        pipe.send_text("1\r1\rprél\tc4\rquitter\roui\r")
        pipe.close()
        code = prompt_loop(session, make_prompt_session(session, input=pipe, output=DummyOutput()))
    said = send.out.getvalue()[before:].splitlines()
    assert code == 0 and not session.running
    assert "Complété : prélever." in said
    assert any("c4" in line for line in said[said.index("Complété : prélever.") + 1:])
    assert said[-1] == "Au revoir."
