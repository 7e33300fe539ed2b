"""hint: the bot's move, typed as the player would type it (the demo: test_demo.py)."""

from __future__ import annotations

import pytest

from alea.table.arguments import parse
from alea.tesseract.table.resolve import candidates
from alea.tesseract.table.spelling import spell
from alea.table.text import tokens
from alea.i18n import LANGUAGES
from alea.tesseract.bot import choose
from alea.tesseract.engine import Action, Config, Game
from alea.tesseract.narration import Narrator

from kit.table import command_table, game_table as table


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
            command = command_table(lang).resolve(words[0])
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
    assert len(hint) == 1 and hint[0].startswith("Hint, answer ")
    assert session.host.game.record == record
    send("1", "1")
    assert send("hint")[0].startswith("Hint, ")



# --- hints with a reason (issue 13, accessibility.md behaviour 13) -----------------------------------

REASON_POSITION = {"tower": {**{c: [["blue", 1 + i % 6], ["orange", 6 - i % 6]] for i, c in enumerate(
                       ("a1", "b1", "c1", "a2", "b2", "c2", "d2", "a3", "b3", "c3", "d3"))}, "d1": [["yellow", 5]]},
                   "labs": [{"researcher": "nuclear", "dice": [["yellow", 3], ["yellow", 4]]},
                            {"researcher": "chemist"}]}
"""Lab 1 holds yellow 3 and 4, the Tesseract a yellow 5 at d1."""

HINTS = {
    "en": "Hint, remove d3. That brings a space of the containment board closer to being filled.",
    "cs": "Rada, vytěžit d3. Tím je laboratoř blíž k zaplnění dalšího místa na panelu stabilizace.",
    "fr": "Conseil, prélever d3. Cela rapproche le labo d'une case remplie sur le plateau Confinement.",
}
"""What the search advises there (the same move in every language), and why, in whole sentences."""


def hint_at_the_reason_position(environ, lang: str, verbosity: str) -> list[str]:
    """What ``hint`` says at REASON_POSITION in ``lang`` at ``verbosity``."""
    session, send = table(environ, lang, settings={"verbosity": verbosity})
    session.host.game = Game.new(Config(players=2, position=REASON_POSITION))
    session.clear_questions()
    return send({"en": "hint", "cs": "rada", "fr": "conseil"}[lang])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_hint_says_the_move_then_one_reason_in_the_players_language(environ, lang):
    assert hint_at_the_reason_position(environ, lang, "normal") == [HINTS[lang]]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_terse_hint_is_the_move_alone(environ, lang):
    assert hint_at_the_reason_position(environ, lang, "terse") == [HINTS[lang].split(". ")[0] + "."]


@pytest.mark.parametrize("lang", ("cs", "fr"))
def test_every_reason_is_said_in_czech_and_french_not_english(lang):
    from alea.tesseract.bot import REASON_KINDS
    from alea.tesseract.narration import hints
    from alea.tesseract.narration.speaker import Speaker

    for kind in REASON_KINDS:
        words = dict(colour="yellow", values=(3, 4, 5))
        english = hints.reason(Speaker("en"), kind, **words)
        said = hints.reason(Speaker(lang), kind, **words)
        assert said and said != english, kind
