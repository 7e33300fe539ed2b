"""Random lines in all three languages: nothing raises, and refused input changes nothing."""

from __future__ import annotations

import io
import json

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from alea.table.commands import vocabulary
from alea.table.commands.registry import CommandError
from alea.table.guard import log_path
from alea.table.options import Options
from alea.table.output import Output
from alea.table.session import Session
from alea.table.settings import Settings
from alea.i18n import LANGUAGES
from alea.tesseract.table.words import WORDS
from kit.table import COMMANDS, command_table, tesseract_host

WORDS = sorted({w for lang in LANGUAGES for c in COMMANDS for w in c.words_in(lang) + c.shorts_in(lang)}
               | {w for lang in LANGUAGES for lists in (vocabulary.TABLE_WORDS, WORDS) for kind in lists.lists
                  for forms in lists.words(kind, lang).values() for w in forms}
               | {f"{c}{d}" for c in "abcdeyozjmfvp" for d in "0123456789"}
               | {"0", "1", "2", "3", "7", "99", "-1", "+", "to", "b3", "y3", "ž3", "j3"})

word = st.one_of(st.sampled_from(WORDS), st.text(min_size=1, max_size=12))
line = st.one_of(st.lists(word, min_size=0, max_size=5).map(" ".join), st.text(max_size=300))


def writes_elsewhere(text: str, lang: str) -> bool:
    """Whether a line is a file command (script, save, load) naming a path outside the current folder."""
    words = text.split()
    if not words or not any(sep in text for sep in ("/", "\\", "~", "..")):
        return False
    try:
        return command_table(lang).resolve(words[0]).id in ("script", "save", "load")
    except CommandError:
        return False


def fingerprint(session: Session) -> str:
    """Everything a line could change: the game record, the player's view, the settings."""
    game = session.host.game
    return json.dumps([game.record.to_json(), repr(game.view()), repr(session.settings)], default=str)


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGUAGES)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lines=st.lists(line, min_size=1, max_size=6))
def test_refused_lines_change_nothing_and_nothing_raises(environ, tmp_path, monkeypatch, lang, lines):
    monkeypatch.chdir(tmp_path)  # script FILE writes where it is told: here, a temporary folder
    assume(not any(writes_elsewhere(text, lang) for text in lines))
    out = io.StringIO()
    session = Session(Settings(lang=lang, players=2), Output(out.write), environ, persist=False, commands=COMMANDS)
    tesseract_host(session, Options(seed=11))
    session.handle("1")
    session.handle("1")
    for text in lines:
        if not session.running:
            break
        before = fingerprint(session)
        session.handle(text)
        if session.refused:
            assert fingerprint(session) == before, text
    assert not log_path(environ).exists(), log_path(environ).read_text()
