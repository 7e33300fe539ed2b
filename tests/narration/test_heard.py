"""Behaviour 15 (accessibility.md), issue 24: numbers as numbers, codes as words, in every game
and language. What ``alea`` printed in every transcript, and the Multiverse and Tetrikon queries
at normal and terse verbosity, hold no world written as digits run together ("ve světě 2345"), no
two values side by side ("50 5"), and no one-letter code that reads as a word ("tahu, a.").

The only lone letters left are the table's own ``help`` list of short forms (``vytěžit v``), a
line the table writes for every game (left to the table's help; ``ALLOWED``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from alea.i18n import catalog
from alea.multiverse.engine import Config, Game
from alea.multiverse.engine.worlds import colours_of
from alea.multiverse.narration import Narrator
from alea.multiverse.narration.speaker import Speaker
from alea.narration import Verbosity
from kit.heard import digit_runs, lone_letters, said_lines, side_by_side

TRANSCRIPTS = sorted((Path(__file__).parents[2] / "transcripts").glob("*/*.txt"))
LANGS = ("cs", "fr", "en")


def _help_lines(lang: str) -> re.Pattern[str]:
    """The table's help list of commands and short forms ("Actions are remove r, adjust a ...")."""
    t = catalog("table", lang)
    heads = [t.gettext(m).split("{")[0] for m in ("Actions are {commands}.", "Questions are {commands}.",
                                                  "Table commands are {commands}.", "Short: {forms}.")]
    return re.compile("|".join(re.escape(h) for h in heads if h))


def _turn_number(line: str) -> str:
    """A line without its turn number ("Turn 12, player 1"): a count, not a world."""
    return re.sub(r"^(Tah|Turn|Tour) \d+", "", line)


@pytest.mark.parametrize("path", TRANSCRIPTS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_transcript_runs_digits_together_puts_values_side_by_side_or_leaves_a_lone_letter(path):
    lang = path.parent.name
    help_line = _help_lines(lang)
    said = said_lines(path)
    assert said
    runs = [line for line in said if path.name.startswith("mv") and digit_runs(_turn_number(line))]
    beside = [line for line in said if side_by_side(line)]
    letters = [line for line in said if lone_letters(line, lang) and not help_line.match(line)]
    assert (runs, beside, letters) == ([], [], [])


def test_the_scanner_finds_what_was_heard_in_issue_24():
    """The lines the newcomers heard wrong, as they were: each is found."""
    assert digit_runs("Hráč 1 začíná ve světě 2345.") == ["2345"]
    assert digit_runs("Hráč 1, 2345") == ["2345"] and digit_runs("C1 nahoře 125, pod ním 3") == ["125"]
    assert side_by_side("Karty T, 50 5, celkem 55 T.") == ["50 5"]
    assert side_by_side("Player 2 offers Player 1 26 T for L pentomino.") == ["1 26"]
    assert lone_letters("Provedené akce v tomto tahu, a.", "cs") == ["tomto tahu, a."]
    assert lone_letters("Pas tourné, colonnes a à d.", "fr")
    assert lone_letters("Actions taken this turn, a.", "en")
    assert not lone_letters("Hod 4 a 2, celkem 6. Hráč 1 bere pentomino L z pozice 6.", "cs")
    assert not lone_letters("Le joueur 2 a 5 cartes, a1 à d4.", "fr")


def _positions() -> list[tuple[int, object]]:
    """Multiverse views of 2 to 6 players, at the start and after some play."""
    from alea.multiverse.bot import GreedyBot

    views = []
    for players in (2, 4, 6):
        game = Game.new(Config(players=players, seed=players))
        bot = GreedyBot(seed=1)
        for step in range(40):
            if game.result is not None:
                break
            if step % 10 == 0:
                views.append((players, game.view(0)))
            game.apply(bot.choose(game.view(game.pending.player if game.pending else 0), game.legal_moves()))
    return views


@pytest.mark.parametrize("lang", LANGS)
def test_multiverse_queries_name_the_colours_of_every_world(lang):
    """``table``, ``options``, ``columns``, ``unseen``, ``worlds``, ``formation``: at normal
    verbosity every world is said by its colours, no digits run together, no values side by
    side; at terse its digits stand apart and every line fits 40 braille cells."""
    names = {c: Speaker(lang).colour(c) for c in range(1, 6)}
    normal = Narrator(lang, Verbosity.NORMAL)
    terse = Narrator(lang, Verbosity.TERSE)
    asked = 0
    for _players, view in _positions():
        for name in ("table", "options", "columns", "unseen", "worlds", "formation", "switch"):
            said = normal.query(name, view)
            assert not digit_runs(re.sub(r"^\d+ ", "", said)), (name, said)  # "12 worlds never seen": a count
            assert not side_by_side(said), (name, said)
            short = terse.query(name, view)
            assert all(len(line) <= 40 for line in short.split("\n")), (name, short)
            assert not digit_runs(re.sub(r"^\D*\d+, ", "", short)), (name, short)  # "Unseen 12, ..."
            asked += 1
        table = normal.query("table", view)
        for player in view.players:
            assert " ".join(names[c] for c in colours_of(player.switch)).lower() in table.lower()
        for column in view.columns:
            top = " ".join(names[c] for c in colours_of(column.top or 0))
            assert top.lower() in normal.query("columns", view).lower()
        unseen = normal.query("unseen", view).lower()
        assert all(" ".join(names[c] for c in colours_of(w)).lower() in unseen for w in view.unseen if w)
    assert asked >= 30
