"""An answer and the prompt after it reach the terminal in one write (accessibility.md 14).

The table and prompt_toolkit are real; only the terminal is a recorder of the writes it is given
(one per flush of :class:`alea.cli.joined.JoinedOutput`, which is one ``write`` to a real terminal):
a test cannot own a terminal a screen reader watches. tests/speech/test_orca_heard.py hears the
same under the real Orca.
"""

from __future__ import annotations

import io
from collections import Counter

import pytest
from prompt_toolkit.data_structures import Size
from prompt_toolkit.input import create_pipe_input

from alea import games
from alea.cli.joined import JoinedOutput, visible
from alea.cli.command_line import parse_options
from alea.table.output import Output
from alea.cli.repl import make_prompt_session, prompt_loop
from alea.table.session import Session, prompt_for
from alea.table.settings import Settings
from alea.cli.startup import start
from kit.pseudo_terminal import shown
from kit.table import GAME_IDS

COMMANDS = {"cs": ["stav", "1", "odejít", "ano"], "fr": ["état", "1", "quitter", "oui"],
            "en": ["status", "1", "quit", "yes"]}


class Terminal:
    """Stands for the terminal: keeps each write it is given (prompt_toolkit writes to ``buffer``,
    then flushes)."""

    encoding = "utf-8"

    def __init__(self) -> None:
        self.buffer = io.BytesIO()
        self.writes: list[str] = []

    def write(self, text: str) -> int:
        return self.buffer.write(text.encode())

    def flush(self) -> None:
        if self.buffer.getvalue():
            self.writes.append(self.buffer.getvalue().decode())
            self.buffer = io.BytesIO()

    def isatty(self) -> bool:
        return True


def played(environ, game: str, lang: str, keys: str) -> tuple[list[str], str]:
    """Start ``game`` in ``lang`` at a terminal and type ``keys``: the terminal's writes, shown, and
    the table's own lines (plain text)."""
    terminal = Terminal()
    joined = JoinedOutput(terminal, lambda: Size(rows=30, columns=100))  # type: ignore[arg-type]
    plugin = games.plugin(game)
    lines = io.StringIO()

    def hold(text: str) -> None:
        lines.write(text)
        joined.hold(text)

    session = Session(Settings(lang=lang, game=game), Output(hold), environ, commands=plugin.command_list,
                      games=games.GAMES)
    options = parse_options(["--seed", "3", "--players", "2"], lang, plugin, games.GAMES)
    start(session, options, False, plugin.host, plugin.players)
    with create_pipe_input() as pipe:
        pipe.send_text(keys)
        pipe.close()
        assert prompt_loop(session, make_prompt_session(session, input=pipe, output=joined)) == 0
    return [shown(w) for w in terminal.writes if visible(w)], lines.getvalue()


@pytest.mark.parametrize("lang", ("cs", "fr", "en"))
@pytest.mark.parametrize("game", GAME_IDS)
def test_each_answer_is_one_write_ending_with_the_prompt(environ, game: str, lang: str) -> None:
    sign = prompt_for(lang).strip()
    writes, said = played(environ, game, lang, "".join(f"{c}\r" for c in COMMANDS[lang]))
    assert not [w for w in writes if w.strip() == sign]  # never the prompt alone
    answers = [w for w in writes if "\n" in w.rstrip("\r\n")]  # the first screen and each answer
    assert len(answers) == 1 + len(COMMANDS[lang]), writes
    for answer in answers[:-1]:
        # the prompt in the same write, after the answer (with what was typed ahead, keys being sent at once)
        assert answer.rstrip().split("\n")[-1].startswith(sign), answer
    assert answers[0].startswith(said.splitlines()[0]), answers[0]  # the first screen whole
    written = Counter(line for w in answers for line in w.split("\n") if line.strip() and not line.startswith(sign))
    assert written == Counter(line for line in said.splitlines() if line.strip())  # each line once


def test_ctrl_d_leaves_with_a_word_in_the_language(environ) -> None:
    writes, said = played(environ, "tesseract", "cs", "\x04")
    assert said.splitlines()[-1] == "Na shledanou."
    assert writes[-1].strip().endswith("Na shledanou.")
