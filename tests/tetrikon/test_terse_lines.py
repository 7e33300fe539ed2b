"""Terse Tetrikon fits a 40-cell braille display (accessibility.md: terse is one braille line):
whole matches played by the hint at terse in cs, fr and en, every line a player reads at most 40
characters, and every event at terse with four players (the longest lists) as well."""

from __future__ import annotations

import pytest

from alea.tetrikon.engine import events as ev
from alea.tetrikon.narration.narrator import Narrator
from alea.tetrikon.table.plugin import PLUGIN

from .kit import sample_events
from .tk_table_kit import hinted_game, tk_table

LANGS = ("cs", "fr", "en")
CELLS = 40
"""A braille display's width: one terse line must fit it."""

FOUR = [
    ev.StartRoll(((0, 6), (1, 6), (2, 3), (3, 6)), (0, 1, 3)),
    ev.Inflation("cards", ((0, 13), (1, 12), (2, 11), (3, 10))),
    ev.GameScored(2, (0, 180, 200, 340), (True, False, False, False)),
    ev.MatchOver((180, 200, 200, 1340), (1, 2, 2, 4), (1, 0, 0, 0), (1, 0, 0, 0), None),
    ev.GameStarted(2, "C", ("C-10", "C-11", "C-12", "C-13")),
    ev.TurnStarted(3, 99, True, False),
    ev.Offered(3, 2, ("L", "N"), ("X",), -120),
    ev.TcardsDrawn(3, 3, (25, 50, 10)),
]
"""Events with the longest facts four players can give them."""


def too_long(lines: list[str]) -> list[str]:
    """The lines over 40 cells."""
    return [line for line in lines if len(line) > CELLS]


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("players", "seed"), [(2, 4), (3, 5), (4, 6)])
def test_a_terse_match_played_by_the_hint_fits_a_braille_line(environ, lang, players, seed):
    played = hinted_game(environ, lang, players, seed, verbosity="terse")
    assert played.problems == [] and played.ended
    assert too_long(played.printed) == []


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_at_terse_fits_a_braille_line_with_four_players(lang):
    terse = Narrator(lang, "terse")
    for event in [*sample_events(3), *FOUR]:
        said = terse.events([event])[0]
        assert all(len(line) <= CELLS for line in said.splitlines()), (event, said)


@pytest.mark.parametrize("lang", LANGS)
def test_terse_questions_fit_a_braille_line(environ, lang):
    session, send = tk_table(environ, lang, 4, seed=6, verbosity="terse")
    said = []
    for command in PLUGIN.commands.commands:
        if command.category.name == "QUERY" and not (command.params and not command.params[0].optional):
            said += send(command.word(lang))
    assert said and too_long(said) == []


@pytest.mark.parametrize("lang", LANGS)
def test_every_question_at_terse_fits_a_braille_line(lang):
    from alea.tetrikon.engine.requests import DECISION_KINDS
    from alea.tetrikon.engine.view import PendingView

    data = {"dice": [6, 6], "count": 12, "card": "22#1", "amount": 100, "by": 3, "buy": ["L", "N"],
            "sell": ["X"], "price": -120, "give": "X", "want": "L", "against": "22#1"}
    options = {"key": ("treasury", "chance", "piece"), "use_or_keep": ("use", "keep"),
               "pay": ([1, 1, 1, 5, 5, 5, 10, 20, 50],), "give_pieces": ("F", "I", "L", "N", "P", "O"),
               "give_cards": (1, 5, 10, 20, 25, 50), "discard": ([25, "22#1"],), "immunity": (True, False),
               "offer_answer": (True, False), "swap_answer": (True, False), "target": (1, 2, 3),
               "position": (1, 2, 3, 4, 5, 6), "own_piece": ("L",), "want_piece": ("X",), "take_out": ("p10",)}
    terse = Narrator(lang, "terse")
    for kind in DECISION_KINDS:
        lines = terse.decision(PendingView(kind, 0, options[kind], data))
        assert all(len(line) <= CELLS for line in lines), (kind, lines)
