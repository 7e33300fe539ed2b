"""hint: the bot's move, typed as the player would type it (the demo: test_demo.py)."""

from __future__ import annotations

import pytest

from alea.cli.arguments import parse
from alea.cli.commands.registry import CommandTable
from alea.cli.tesseract.resolve import candidates
from alea.cli.tesseract.spelling import spell
from alea.cli.text import tokens
from alea.i18n import LANGUAGES
from alea.tesseract.bot import choose
from alea.tesseract.engine import Action, Config, Game
from alea.tesseract.narration import Narrator

from table_helpers import game_table as table


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("seed", [3, 7, 21])
def test_every_bot_action_spelled_as_a_hint_types_back_to_that_action(lang, seed):
    game = Game.new(Config(players=2, seed=seed))
    speaker = Narrator(lang).speaker
    checked = 0
    for _ in range(150):
        if game.pending is None:
            break
        view, legal = game.view(), game.legal_moves()
        move = choose(view, legal)
        if isinstance(move, Action):
            words = tokens(spell(move, view, lang))
            command = CommandTable(lang).resolve(words[0])
            values = parse(command, words[1:], lang)
            fits = candidates(command.id, values, view, [m for m in legal if isinstance(m, Action)], speaker)
            assert move in fits, (spell(move, view, lang), fits)
            checked += 1
        game.apply(move)
    assert checked > 10


def test_hint_changes_nothing_and_answers_a_decision_with_its_number(environ):
    session, send = table(environ)
    record = session.host.game.record
    hint = send("hint")
    assert len(hint) == 1 and hint[0].startswith("Hint: answer ")
    assert session.host.game.record == record
    send("1", "1")
    assert send("hint")[0].startswith("Hint: ")

