"""Multiverse at the table: whole games typed by following the hint, in Czech, French and English,
for 2 and 5 players, in a session and then through ``alea`` itself; its commands, colour words,
``new`` and command-line options; bad input answered in one short localized line that changes
nothing; no English for a Czech or French player."""

from __future__ import annotations

import subprocess
import sys

import pytest

from alea.table import catalogs

from alea import games
from alea.table.text import fold
from alea.multiverse.engine import Flip, FlipAll, Turn
from alea.multiverse.engine.events import ChallengeAnswered
from alea.multiverse.engine.moves import move_to_json
from alea.multiverse.table.arguments import colour, parse_setup
from alea.multiverse.table.plugin import PLUGIN
from mv_table_kit import english_leaks, hinted_game, mv_table, shared_group, shared_hinted_game

LANGS = ("cs", "fr", "en")
SEED = 4
"""The seed of the games typed from the hint that several tests read (:func:`shared_hinted_game`)."""


def shared(lang: str, *values: object, players: int = 2, **named: object) -> object:
    """The parameters of a test that reads the shared game of ``lang`` (``players``, :data:`SEED`),
    in that game's xdist group so that one worker plays it once."""
    return pytest.param(lang, *values, marks=pytest.mark.xdist_group(shared_group(lang, players, SEED)), **named)


GAMES = [shared(lang, players, players=players, id=f"{players}-{lang}") for players in (2, 5) for lang in LANGS]
"""(lang, players) of the whole games typed from the hint, each in its game's group."""


def moves(game) -> list:
    """The moves of a game's record, as JSON."""
    return [entry["m"] for entry in game.record.entries if "m" in entry]


@pytest.mark.parametrize(("lang", "players"), GAMES)
def test_a_whole_game_typed_from_the_hint_alone_ends_in_the_session(new_environ, lang, players):
    played = shared_hinted_game(new_environ, lang, players, SEED)
    assert played.problems == [] and played.ended
    assert len(played.typed) > 20
    if lang != "en":
        assert english_leaks(played.printed, lang) == []


@pytest.mark.parametrize(("lang", "players"), GAMES)
def test_the_hinted_lines_typed_into_alea_play_the_whole_game(tmp_path, environ, new_environ, lang, players):
    """The same lines piped into the real ``alea`` in plain mode (printf ... | alea --game ...)."""
    played = shared_hinted_game(new_environ, lang, players, SEED)
    fresh = {**environ, "ALEA_CONFIG_DIR": str(tmp_path / "c2"), "ALEA_DATA_DIR": str(tmp_path / "d2")}
    name = games.BY_ID["multiverse"].name(lang) if lang == "en" else {"cs": "multiverzum", "fr": "multivers"}[lang]
    result = subprocess.run([sys.executable, "-m", "alea.main", "--game", name, "--lang", lang,
                             "--players", str(players), "--seed", str(SEED)],
                            input="".join(line + "\n" for line in played.typed), capture_output=True,
                            text=True, env=fresh, timeout=300)
    assert result.returncode == 0 and result.stderr == ""
    over = catalogs.table(lang).gettext("The game is over. Type new for another one, or quit.")
    assert over in result.stdout
    assert "Traceback" not in result.stdout
    if lang != "en":
        assert english_leaks(result.stdout.splitlines(), lang) == []


@pytest.mark.parametrize(("lang", "word", "digit"), [
    ("en", "g", 1), ("en", "white", 2), ("en", "y", 4), ("en", "5", 5),
    ("cs", "z", 1), ("cs", "ž", 4), ("cs", "č", 3), ("cs", "c", 3), ("cs", "b", 2), ("cs", "m", 5),
    ("cs", "žlutou", 4), ("cs", "3", 3),
    ("fr", "v", 1), ("fr", "bc", 2), ("fr", "r", 3), ("fr", "j", 4), ("fr", "bl", 5), ("fr", "bleu", 5),
    ("fr", "1", 1),
])
def test_colours_are_digits_in_every_language_and_the_languages_words(lang, word, digit):
    assert colour(word, lang) == digit


@pytest.mark.parametrize(("lang", "word"), [("cs", "y"), ("cs", "g"), ("fr", "b"), ("fr", "w"), ("en", "z"),
                                            ("en", "6"), ("en", "0")])
def test_an_initial_of_another_language_or_a_sixth_colour_is_never_guessed(lang, word):
    assert colour(word, lang) is None


@pytest.mark.parametrize("lang", LANGS)
def test_short_forms_are_unique_within_each_language_beside_the_tables(lang):
    seen: dict[str, str] = {}
    for command in PLUGIN.command_list:
        for form in command.words_in(lang) + command.shorts_in(lang):
            assert seen.setdefault(fold(form), command.id) == command.id, (lang, form, seen[fold(form)])


@pytest.mark.parametrize(("lang", "typed", "move"), [
    ("cs", "přepni z", Flip(1)), ("cs", "pp ž", Flip(4)), ("cs", "vše", FlipAll()),
    ("fr", "bascule bc", Flip(2)), ("fr", "b 5", Flip(5)), ("fr", "tt", FlipAll()),
    ("en", "flip y", Flip(4)), ("en", "fl 3", Flip(3)), ("en", "all", FlipAll()),
])
def test_an_action_typed_in_each_language_is_played(environ, lang, typed, move):
    session, send = mv_table(environ, lang, 5, seed=1)
    game = session.host.game
    assert isinstance(game.pending, Turn)
    before = len(moves(game))
    send(typed)
    assert not session.refused
    assert moves(game)[before] == move_to_json(move)


@pytest.mark.parametrize("lang", LANGS)
def test_bad_input_gets_one_short_localized_line_and_changes_nothing(environ, lang):
    session, send = mv_table(environ, lang, 5, seed=2)
    game = session.host.game
    words = {c.id: c.word(lang) for c in PLUGIN.command_list}
    record = moves(game)
    answers = []
    for line in (f"{words['flip']} 9", f"{words['flip']} xyz", f"{words['flip']}", f"{words['formation']} 9",
                 f"{words['switch']} 6", f"{words['rules']} xyzzy", f"{words['flipall']} 3", "xyzzy",
                 f"{words['new']} 9"):
        said = send(line)
        assert session.refused or said, line
        assert 1 <= len(said) <= 3, (line, said)  # the answer, the command's help line, the question's reminder
        if line != f"{words['rules']} xyzzy":  # an unknown topic is answered with the topics' list
            assert len(said[0]) <= 120, (line, said)
        answers += said
        assert moves(game) == record and session.host.game is game
    assert "Traceback" not in "\n".join(answers)
    if lang != "en":
        assert english_leaks(answers, lang) == []


@pytest.mark.parametrize("lang", LANGS)
def test_every_question_answers_in_the_language(environ, lang):
    session, send = mv_table(environ, lang, 4, seed=5)
    said = []
    for command in PLUGIN.commands.commands:
        if command.category.name == "QUERY":
            answer = send(command.word(lang))
            assert answer and not session.refused, command.id
            said += answer
    said += send(f"{PLUGIN.command_list['formation'].word(lang)} 2", f"{PLUGIN.command_list['rules'].word(lang)} 1")
    if lang != "en":
        assert english_leaks(said, lang) == []


def test_new_takes_players_and_variants_and_keeps_them(environ):
    session, send = mv_table(environ, "en", 2, seed=1)
    send("new 5 MV1 MV2", "yes")
    game = session.host.game
    assert game.config.players == 5 and game.config.variants == {"MV1", "MV2"}
    send("new without MV1", "yes")
    assert session.host.game.config.players == 5 and session.host.game.config.variants == {"MV2"}
    assert parse_setup(["3", "mv4"], "en").on == {"MV4"}


@pytest.mark.parametrize(("argv", "expected"), [
    (["--players", "7"], "The number of players of Multiverse is 2 to 6, not 7."),
    (["--players", "1"], "The number of players of Multiverse is 2 to 6, not 1."),
    (["--variant", "MV9"], "The variants are MV1, MV2, MV3, or MV4, not MV9."),
])
def test_command_line_options_of_multiverse_are_checked(alea, argv, expected):
    code, out = alea("--lang", "en", "--game", "multiverse", *argv)
    assert code == 2 and out.strip() == expected


def test_a_decision_goes_to_the_seat_that_holds_its_player(environ):
    """Two seats, one per player: the sceptre placement is asked of its player's seat only."""
    from alea.table.options import Options
    from alea.table.seated import Place, Table
    from alea.multiverse.table.options import MultiverseOptions

    seen: dict[int, list[str]] = {1: [], 2: []}
    places = [Place(frozenset({0}), "cs", "normal", seen[1].append), Place(frozenset({1}), "fr", "normal", seen[2].append)]
    table = Table(places, Options(game="multiverse", players=2, seed=3, game_options=MultiverseOptions()), environ,
                  game=games.plugin("multiverse"))
    host = table.session.host
    pending = host.game.pending
    asked = table.session.seat_for(pending.player)
    assert asked.question is not None
    other = next(s for s in table.seats if s is not asked)
    assert other.question is None


@pytest.mark.parametrize("lang", ["cs", "fr"])
def test_the_english_scan_would_catch_english(lang):
    assert english_leaks(["flip COLOUR: flip one colour of your switch, 1 to 5"], lang)
    assert english_leaks(["The game is over. Type new for another one, or quit."], lang)
    assert not english_leaks([catalogs.table(lang).gettext("The game is over. Type new for another one, or quit.")], lang)


@pytest.mark.parametrize(("lang", "players", "verbosity"), [
    ("cs", 3, "terse"), ("fr", 4, "verbose"), ("en", 6, "terse"), ("cs", 6, "verbose"), ("fr", 3, "terse"),
])
def test_every_player_count_and_verbosity_plays_to_the_end_by_the_hint(environ, lang, players, verbosity):
    played = hinted_game(environ, lang, players, seed=6, verbosity=verbosity)
    assert played.problems == [] and played.ended
    if lang != "en":
        assert english_leaks(played.printed, lang) == []


def at_the_challenge(environ, new_environ, lang):
    """A table (session, send) whose game (2 players, :data:`SEED`) waits at its first challenge
    question, reached by the lines of the shared game typed from the hint."""
    played = shared_hinted_game(new_environ, lang, 2, SEED)
    session, send = mv_table(environ, lang, 2, seed=SEED)
    for line in played.typed:
        if getattr(session.host.game.pending, "kind", None) == "challenge":
            break
        send(line)
    assert session.host.game.pending.kind == "challenge"
    return session, send


@pytest.mark.parametrize(("lang", "words"), [shared("cs", "jen si hod"), shared("fr", "lance"),
                                             shared("en", "just roll")])
def test_the_challenge_takes_the_books_own_words(environ, new_environ, lang, words):
    """M-A1: the sceptre holder answers "Jen si hod!" (« Lance donc ! », "Just roll!") in words too."""
    session, send = at_the_challenge(environ, new_environ, lang)
    said = send(words)
    assert not session.refused
    answered = [item.event for item in session.host.game.history if isinstance(item.event, ChallengeAnswered)]
    assert answered[-1].challenged, said


@pytest.mark.parametrize(("lang", "word", "challenged"), [
    shared("cs", "ano", True), shared("cs", "n", False), shared("fr", "oui", True), shared("fr", "non", False),
    shared("en", "y", True), shared("en", "no", False)])
def test_the_challenge_takes_yes_and_no(environ, new_environ, lang, word, challenged):
    """"Challenge?" is a yes/no question (accessibility.md 6 and 11): yes says "Just roll!", no lets it be."""
    session, send = at_the_challenge(environ, new_environ, lang)
    said = send(word)
    assert not session.refused, said
    answered = [item.event for item in session.host.game.history if isinstance(item.event, ChallengeAnswered)]
    assert answered[-1].challenged is challenged, said


def test_the_rules_summary_is_exported_in_braille_for_the_game_played(alea, tmp_path):
    alea("--lang", "cs", "--game", "multiverse", "--players", "2", "--seed", "1", lines=["odejít", "ano"])
    target = tmp_path / "pravidla.txt"
    code, out = alea("export", "rules", str(target), "--lang", "cs")
    assert code == 0
    cells = target.read_text(encoding="utf-8")
    assert len(cells.splitlines()) > 50 and all("\u2800" <= ch <= "\u28ff" for ch in cells if not ch.isspace())
    alea("--lang", "cs", "--game", "tesseract", "--players", "2", "--seed", "1", lines=["odejít", "ano"])
    other = tmp_path / "tesseract.txt"
    alea("export", "rules", str(other), "--lang", "cs")
    assert other.read_text(encoding="utf-8") != cells  # the rules of the game played, not Tesseract's


def test_the_first_run_offers_multiverses_player_counts(alea):
    """The first run's question offers 2 to 6 players for Multiverse (Tesseract's is 1 to 4), and
    the number typed is the count (issue 24: "4 5 players" was heard, and 5 typed chose 4)."""
    code, out = alea("--game", "multiverse", "--seed", "2", lines=["3", "4", "quit", "yes"])
    assert code == 0
    assert "How many players? From 2 to 6.\n" in out and "2 players" not in out
    assert "Multiverse, 4 players" in out


@pytest.mark.parametrize(("first", "then"), [("cs", "fr"), ("cs", "en"), ("fr", "cs")])
@pytest.mark.parametrize("asked", [("status",), ("score",), ("switch",), ("formation", "9"), ("hint",)])
def test_again_after_a_language_change_repeats_the_last_answer_in_the_new_language(environ, first, then, asked):
    """Messages kept as messages: ``again`` says the last answer (a query, a refused query, a hint)
    in the language set now, word for word what that language answers to the same question."""
    session, send = mv_table(environ, first, 3, seed=3)
    words = PLUGIN.command_list

    def typed(lang: str) -> str:
        return " ".join([words[asked[0]].word(lang), *asked[1:]])

    said = send(typed(first))
    send(f"{words['language'].word(first)} {then}")
    repeated = send(words["again"].word(then))
    assert session.lang == then
    assert repeated == send(typed(then)) and repeated != said
    if then != "en":
        assert english_leaks(repeated, then) == []
