"""The table's yes/no questions fit one 40-cell braille line at terse verbosity (accessibility.md 3),
and keep their whole sentence and "Yes or no?" at normal."""

from __future__ import annotations

import pytest

from alea.table.commands import vocabulary
from alea.i18n import LANGUAGES, catalog

from alea.tesseract.engine import Turn

from kit.hint_play import typed_line
from kit.table import BY_ID, game_table


def asked(send, lang: str, command: str) -> list[str]:
    """What typing ``command`` says, then answer no (nothing changes)."""
    said = send(BY_ID[command].word(lang))
    send(vocabulary.name("answer", "no", lang))
    return said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_terse_yes_no_questions_fit_a_braille_line(environ, lang):
    session, send = game_table(environ, lang, settings={"verbosity": "terse"})
    while not isinstance(session.host.game.pending, Turn):  # the setup's questions, answered as hinted
        send(typed_line(lang, send(BY_ID["hint"].word(lang))[0]))
    questions = [asked(send, lang, command) for command in ("quit", "new", "end")]
    assert all(len(lines) == 1 for lines in questions), questions
    assert [line for (line,) in questions if len(line) > 40 or "?" not in line] == []
    assert session.host.game.pending.actions_left == 3  # every answer was no


@pytest.mark.parametrize("lang", LANGUAGES)
def test_normal_yes_no_questions_say_the_whole_sentence(environ, lang):
    session, send = game_table(environ, lang)
    (line,) = asked(send, lang, "quit")
    t = catalog("table", lang)
    assert line == t.gettext("{question} Yes or no?").format(question=t.gettext("Leave the table? The game is saved."))
