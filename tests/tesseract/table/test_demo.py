"""demo, paced for a teacher (issue 9, section 5): one turn at a time, every decision with its
question and the lab that chose, queries about the demo's game, and the player's game untouched."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import pytest

from alea.table.commands import vocabulary
from alea.table.commands.registry import Category
from alea.table.session import Session
from alea.tesseract.table import files
from alea.tesseract.table.demo import DEMO_SEEDS, Demo, demo_seed, typed
from alea.tesseract.table.narrator import TableNarrator
from alea.table.text import fold
from alea.i18n import LANGUAGES
from alea.tesseract.bot import choose
from alea.tesseract.engine import Config, Decision, Game, Play

from kit.shared_plans import plans_shared
from kit.table import COMMANDS, command_table, game_table as table

TURN = {"en": "Turn ", "cs": "Tah ", "fr": "Tour "}
"""How each language starts the line of a turn's start ("Turn 3, lab 1, ...")."""
QUESTION = {"en": "Demo, next, all or stop?", "cs": "Ukázka, další, vše, nebo konec?",
            "fr": "Démo, suivant, tout ou stop ?"}
END = {"en": "End of the demo. Your game goes on.", "cs": "Konec ukázky. Vaše hra pokračuje.",
       "fr": "Fin de la démo. Votre partie continue."}


@pytest.fixture(autouse=True)
def shared_plans():
    """The demo's game does not depend on the language (its edition is the engine's default), so the
    many tables that start the same demo share the search bot's plans (:mod:`kit.shared_plans`)."""
    with plans_shared():
        yield


def turn_lines(lines: list[str], lang: str) -> list[str]:
    return [line for line in lines if re.match(TURN[lang] + r"\d+,", line)]


def started(environ, lang="en", **options):
    """A table whose player has answered the first setup question, then typed demo; ``options``
    (``seed=None``: the table's default demo) override the table's."""
    session, send = table(environ, lang, **options)
    send("1")
    record = session.host.game.record
    autosave = files.autosave_path(environ).read_bytes()
    lines = send({"en": "demo", "cs": "ukázka", "fr": "démo"}[lang])
    return session, send, record, autosave, lines


@dataclass
class PlayedOut:
    """A demo started as :func:`started` does, then played to its end with ``all``."""

    environ: dict[str, str]
    session: Session
    send: Callable[..., list[str]]
    record: object  # the player's game's record before the demo
    autosave: bytes
    setup: list[str]
    lines: list[str]
    demo: Game
    """The demo's game."""


DEMO_PLAYERS = {"en": 2, "cs": 3, "fr": 4}
"""The players of the table whose demo each language plays out with ``all``: the default demos of
two, three and four players (the table has no seed), each a whole search-bot game played once, read
by that language's tests and by :func:`test_the_default_demo_is_a_game_the_search_bot_wins`; the
one-player demo is played with ``next`` (:func:`played_by_next`)."""


@pytest.fixture(scope="module")
def played_out(new_environ):
    """The demo played to its end with ``all``, once per language (with :data:`DEMO_PLAYERS`): a
    whole search-bot game costs seconds of CPU, so the tests that read the same game share it (each
    language's tests are one xdist group, :data:`SHARED`, so one worker plays it). The table has no
    seed, so the demo is the default one for its players, which the search bot must win."""
    games: dict[str, PlayedOut] = {}

    def play(lang: str) -> PlayedOut:
        if lang not in games:
            environ = new_environ(f"demo-{lang}")
            session, send, record, autosave, setup = started(environ, lang, seed=None,
                                                             settings={"players": DEMO_PLAYERS[lang]})
            demo = session.host.demo_shown.game
            lines = send(vocabulary.name("demo", "all", lang))
            games[lang] = PlayedOut(environ, session, send, record, autosave, setup, lines, demo)
        return games[lang]

    return play


SHARED = [pytest.param(lang, marks=[pytest.mark.xdist_group(f"demo-all-{lang}"), pytest.mark.slow])
          for lang in LANGUAGES]
"""The languages of the tests that read :func:`played_out`, each in its language's group."""


@pytest.fixture(scope="module")
def played_by_next(new_environ):
    """The default one-player demo (a table without a seed) played with ``next`` until it ends by
    itself: the lines of every step, the last step's, and the session; played once for the tests of
    the xdist group ``demo-next-1``."""
    session, send, _, _, setup = started(new_environ("demo-next"), seed=None, settings={"players": 1})
    demo = session.host.demo_shown.game
    told: list[str] = []
    for _ in range(200):
        lines = send("next")
        told += lines
        if session.host.demo_shown is None:
            break
    return session, demo, setup + told, lines


@pytest.mark.parametrize("lang", LANGUAGES)
def test_demo_shows_the_setup_then_waits_for_next(environ, lang):
    session, send, _, _, lines = started(environ, lang)
    assert lines[-1] == QUESTION[lang]
    assert turn_lines(lines, lang) == []
    assert session.question is session.host.demo_question


@pytest.mark.parametrize(("lang", "word"), [("en", "next"), ("cs", "další"), ("cs", "DALSI"), ("fr", "suivant"),
                                            ("en", "1")])
def test_next_tells_exactly_one_turn(environ, lang, word):
    _, send, _, _, _ = started(environ, lang)
    for number in (1, 2, 3):
        lines = send(word)
        turns = turn_lines(lines, lang)
        assert len(turns) == 1 and re.match(f"{TURN[lang]}{number},", turns[0]), lines
        assert lines[0] == turns[0]
        assert lines[-1] == QUESTION[lang]


@pytest.mark.slow
@pytest.mark.xdist_group("demo-all-en")
def test_every_decision_is_told_with_its_question_and_the_lab_that_chose(played_out):
    played = played_out("en")
    lines = played.setup + played.lines
    chose = [i for i, line in enumerate(lines) if re.match(r"Lab \d chose .+\.$", line)]
    assert len(chose) > 10
    for i in chose:
        assert lines[i - 1].endswith("?"), lines[i - 1]  # the question comes first
    assert not any(line.startswith("Chose,") for line in lines)


@pytest.mark.parametrize("lang", SHARED)
def test_all_plays_to_the_end_then_the_players_question_comes_back(played_out, lang):
    played = played_out(lang)
    session, send, record, lines = played.session, played.send, played.record, played.lines
    assert len(turn_lines(lines, lang)) > 5
    end = lines.index(END[lang])
    assert session.host.demo_shown is None
    # the player's pending setup question is asked again, and answering it plays their game on
    assert session.question is not None and lines[end + 1] == session.words(session.question.text)
    assert session.host.game.record == record
    assert files.autosave_path(played.environ).read_bytes() == played.autosave
    send("1")  # the last use of this session: the other tests of the group read only its lines
    assert len(session.host.game.record.entries) > len(record.entries)


@pytest.mark.parametrize(("lang", "stop"), [("en", "stop"), ("cs", "konec"), ("fr", "arrêter"), ("en", "3")])
def test_stop_ends_the_demo_and_the_players_game_goes_on(environ, lang, stop):
    session, send, record, autosave, _ = started(environ, lang)
    send(vocabulary.name("demo", "next", lang))
    lines = send(stop)
    assert lines[0] == END[lang]
    assert session.host.demo_shown is None and session.host.running_demo() is None
    assert session.host.game.record == record
    assert files.autosave_path(environ).read_bytes() == autosave


def test_queries_during_the_demo_tell_about_the_demos_game(environ):
    session, send, _, _, _ = started(environ)
    send("next", "next")
    demo_view = session.host.demo_shown.game.view()
    narrator = TableNarrator("en", "normal")
    assert send("status") == narrator.query("status", demo_view)
    assert send("tower") == narrator.query("tower", demo_view)
    assert send("st") == narrator.query("status", demo_view)  # a short form stays a command
    send("stop")
    assert send("status") == narrator.query("status", session.host.game.view())


@pytest.mark.parametrize("command", ["undo", "hint", "save", "load", "new", "demo"])
def test_the_games_table_commands_wait_until_the_demo_ends(environ, command):
    session, send, record, autosave, _ = started(environ)
    lines = send(command)
    assert lines == ["Not during the demo, stop ends it."]
    assert session.refused
    assert session.question is session.host.demo_question
    assert session.host.game.record == record
    assert files.autosave_path(environ).read_bytes() == autosave
    assert not (files.save_path(None, environ)).exists()


def test_an_action_during_the_demo_is_refused_and_changes_nothing(environ):
    session, send, record, _, _ = started(environ)
    send("remove b2")
    assert session.refused and session.host.game.record == record
    assert session.question is session.host.demo_question


def test_quitting_during_the_demo_keeps_the_players_game_to_resume(environ):
    session, send, record, autosave, _ = started(environ)
    send("next", "quit", "yes")
    assert not session.running
    assert files.autosave_path(environ).read_bytes() == autosave
    again, _ = table(environ, seed=None)
    assert again.host.game is None and again.question is not None  # "An unfinished game was found. Resume it?"
    again.handle("yes")
    assert again.host.game.record == record


def test_other_table_commands_work_during_the_demo(environ):
    session, send, _, _, _ = started(environ)
    assert send("verbosity terse") == ["Verbosity, terse."]
    assert send("language fr")[0].startswith("Langue")
    lines = send("suivant")
    assert lines[0].startswith("T1 L1 ") and lines[1].startswith("L1, ")  # terse French, the turn's start held
    assert lines[-1] == "Démo, suivant, tout ou stop ?"


@pytest.mark.slow
@pytest.mark.xdist_group("demo-next-1")
def test_the_demo_ends_by_itself_when_its_game_ends(played_by_next):
    session, _, _, lines = played_by_next
    assert session.host.demo_shown is None
    end = lines.index(END["en"])
    assert lines[end + 1] == session.words(session.question.text) and end > 0


def test_after_the_players_game_is_over_the_demo_just_ends(environ):
    session, send = table(environ)
    session.host.game = None
    session.clear_questions()
    send("demo")
    assert send("stop") == ["End of the demo."]


def test_the_demos_seed_is_never_the_players():
    """The same seed would deal the same tower: the demo would show the player's hidden dice."""
    for seed in range(50):
        assert demo_seed(seed) != seed and demo_seed(seed) == demo_seed(seed)
    player = Demo(Config(players=2, seed=7)).game.view()
    shown = Demo(Config(players=2, seed=demo_seed(7))).game.view()
    assert player != shown


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_demo_words_are_distinct_and_no_command_form_is_taken_for_one(environ, lang):
    """Answers are whole words (or 1-3): a short form such as st (status) or to (tour) stays a command."""
    words = vocabulary.words("demo", lang)
    forms = [fold(form) for key in words for form in words[key]]
    assert len(forms) == len(set(forms))
    session, _, _, _, _ = started(environ, lang)
    question = session.host.demo_question
    for command in COMMANDS:
        for form in command.words_in(lang) + command.shorts_in(lang):
            if fold(form) not in forms:
                assert question.match(form, lang) is None, form


@pytest.mark.parametrize("lang", LANGUAGES)
def test_terse_demo_lines_fit_a_braille_line(environ, lang):
    """The demo's own lines (start, question, choices, refusal, end) fit 40 cells in terse verbosity."""
    session, send = table(environ, lang, settings={"verbosity": "terse"})
    send("1")
    started = send({"en": "demo", "cs": "ukázka", "fr": "démo"}[lang])
    lines = send(vocabulary.name("demo", "next", lang))
    assert len(started[0]) <= 40 and len(started[-1]) <= 40 and len(lines[-1]) <= 40
    chose = [line for line in lines if re.match(r"L\d ", line)]
    assert chose and all(len(line) <= 40 for line in chose)
    refused = send({"en": "hint", "cs": "rada", "fr": "conseil"}[lang])
    ended = send(vocabulary.name("demo", "stop", lang))
    assert len(refused) == 1 and len(refused[0]) <= 40
    assert len(ended[0]) <= 40


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_demo_help_line_names_the_words_that_pace_it(lang):
    help_line = fold(next(c for c in COMMANDS if c.id == "demo").help_in(lang))
    for key in ("next", "all", "stop"):
        assert fold(vocabulary.name("demo", key, lang)) in help_line, (lang, key)


@pytest.mark.parametrize("lang", SHARED)
def test_every_action_is_told_with_its_lab_and_the_command_a_player_would_type(played_out, lang):
    """The class hears what to type: "Lab 1, remove d3", then what it did."""
    lines = played_out(lang).lines
    lines = lines[:lines.index(END[lang])]  # the player's own question comes after
    lab = {"en": "Lab", "cs": "Laboratoř", "fr": "Labo"}[lang]
    typed = [line.split(". ")[0].rstrip(".").split(", ")[1].split() for line in lines  # the reason: the next sentence
             if re.match(lab + r" \d, ", line) and not line.endswith("?")]  # a question names its lab too
    assert len(typed) > 20
    table = command_table(lang)
    for words in typed:
        assert table.resolve(words[0]).category is Category.ACTION, words
    assert any(table.resolve(words[0]).id == "remove" and len(words) == 2 for words in typed)


def test_a_card_of_the_other_lab_is_still_told_as_played():
    """One player plays both labs (R-S3) and may play a card from the other lab's hand."""
    game = Game.new(Config(players=1, seed=2))
    while isinstance(game.pending, Decision):
        game.apply(choose(game.view(), game.legal_moves()))
    view = game.view()
    other = view.labs[1 - view.active].hand[0]
    line = typed(TableNarrator("en", "normal"), Play(card=other), view)
    assert line.startswith(f"Lab {view.active + 1}, play")


GROUP_OF_PLAYERS = {**{players: f"demo-all-{lang}" for lang, players in DEMO_PLAYERS.items()}, 1: "demo-next-1"}
"""The xdist group whose game is the default demo of that many players."""


@pytest.mark.slow
@pytest.mark.parametrize("players", [pytest.param(players, marks=pytest.mark.xdist_group(GROUP_OF_PLAYERS[players]))
                                     for players in sorted(DEMO_SEEDS)])
def test_the_default_demo_is_a_game_the_search_bot_wins(players, played_out, request):
    """Issue 13: a demo worth showing a class ends in a win on its default seed (side 1), and tells
    why each action was chosen. Each is a demo the tests above play: two, three and four players
    played out with ``all`` (:data:`DEMO_PLAYERS`), one player with ``next``."""
    config = Config(players=players, base="1", seed=demo_seed(None, players))
    if players == 1:
        _, game, lines, _ = request.getfixturevalue("played_by_next")
        lang = "en"
    else:
        lang = next(lang for lang, count in DEMO_PLAYERS.items() if count == players)
        played = played_out(lang)
        game, lines = played.demo, played.lines
    assert (game.config.players, game.config.base, game.config.seed) == (players, "1", config.seed)
    assert game.result == "won"
    lab = {"en": "Lab", "cs": "Laboratoř", "fr": "Labo"}[lang]
    reason = {"en": r"(That|No other) ", "cs": r"(Tím|Žádná jiná) ", "fr": r"(Cela|Aucune autre) "}[lang]
    assert any(re.match(lab + r" \d, \w+.*\. " + reason + r".*\.$", line) for line in lines)
