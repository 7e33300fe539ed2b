"""Tetrikon at the table: whole matches typed by following the hint, in Czech, French and
English, in a session and then through ``alea`` itself; a Chance card played by its printed
braille abbreviation; its commands' short forms, ``new`` and the registry; bad input answered in
one short localized line that changes nothing; no English for a Czech or French player."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from alea.table import catalogs

from alea import games
from alea.table.arguments import ArgError
from alea.table.text import fold
from alea.kernel import Choice, Decision, Turn
from alea.tetrikon.bot.greedy import choose
from alea.tetrikon.content.texts import texts
from alea.tetrikon.engine import events as ev
from alea.tetrikon.engine.content import card_number
from alea.tetrikon.engine.moves import UseCard
from alea.tetrikon.table.arguments import Setup, card, parse_setup, piece
from alea.tetrikon.table.options import TetrikonOptions
from alea.tetrikon.table.plugin import PLUGIN

from .tk_table_kit import english_leaks, hinted_game, tk_table, typed_line

LANGS = ("cs", "fr", "en")


def moves(game) -> list:
    """The moves of a game's record, as JSON."""
    return [entry["m"] for entry in game.record.entries if "m" in entry]


@pytest.mark.parametrize(("lang", "players", "seed"), [("cs", 2, 4), ("fr", 3, 5), ("en", 2, 3)])
def test_a_whole_match_typed_from_the_hint_alone_ends_and_runs_in_alea(tmp_path, environ, lang, players, seed):
    played = hinted_game(environ, lang, players, seed=seed)
    assert played.problems == [] and played.ended
    assert len(played.typed) > 40
    if lang != "en":
        assert english_leaks(played.printed, lang) == []
    fresh = {**environ, "ALEA_CONFIG_DIR": str(tmp_path / "c2"), "ALEA_DATA_DIR": str(tmp_path / "d2")}
    name = games.BY_ID["tetrikon"].name(lang)
    result = subprocess.run([sys.executable, "-m", "alea.main", "--game", name, "--lang", lang,
                             "--players", str(players), "--seed", str(seed)],
                            input="".join(line + "\n" for line in played.typed), capture_output=True,
                            text=True, env=fresh, timeout=300)
    assert result.returncode == 0 and result.stderr == ""
    assert catalogs.table(lang).gettext("The game is over. Type new for another one, or quit.") in result.stdout
    assert "Traceback" not in result.stdout
    if lang != "en":
        assert english_leaks(result.stdout.splitlines(), lang) == []


def _to_a_held_card(session) -> str:
    """Let the bots play, taking a Chance card whenever a roll offers one and keeping it, until the
    player to move holds one they may use as an action."""
    game = session.host.game
    for _ in range(3000):
        pending = game.pending
        assert pending is not None, "no usable Chance card came up"
        if isinstance(pending, Turn):
            usable = [m for m in game.legal_moves() if isinstance(m, UseCard) and len(m.cards) == 1]
            if usable:
                return usable[0].cards[0]
        wanted = {"use_or_keep": "keep", "key": "chance"}.get(getattr(pending, "kind", ""))
        if isinstance(pending, Decision) and wanted in pending.options:
            game.apply(Choice(list(pending.options).index(wanted)))
            continue
        game.apply(choose(game.view(frozenset({pending.player})), game.legal_moves(), pending.player))
    raise AssertionError("no usable Chance card came up")


@pytest.mark.parametrize("lang", LANGS)
def test_a_chance_card_is_played_by_its_printed_braille_abbreviation(environ, lang):
    session, send = tk_table(environ, lang, 2, seed=7)
    uid = _to_a_held_card(session)
    printed = texts(lang).card_printed[card_number(uid)]
    use = PLUGIN.command_list["use"].word(lang)
    before = len(moves(session.host.game))
    said = send(f"{use} {printed}")
    assert not session.refused, said
    recorded = moves(session.host.game)
    assert recorded[before] == {"kind": "use", "cards": [uid]}
    assert any(isinstance(e, ev.CardUsed) for e in session.host.game.history)


@pytest.mark.parametrize("lang", LANGS)
def test_a_printed_braille_shortcut_typed_without_diacritics_plays_the_card(environ, lang):
    """Issue 24: ``pu 1 nahodne od m`` is refused no more; a card's shortcut is folded (case and
    diacritics) as every command word is, and typed with the command's short form."""
    session, send = tk_table(environ, lang, 2, seed=7)
    uid = _to_a_held_card(session)
    printed = texts(lang).card_printed[card_number(uid)]
    plain = fold(printed).lower().rstrip(".")
    assert plain != printed.rstrip(".") or printed.isascii()
    use = PLUGIN.command_list["use"].shorts_in(lang)[0]
    before = len(moves(session.host.game))
    said = send(f"{use} {plain}")
    assert not session.refused, said
    assert moves(session.host.game)[before] == {"kind": "use", "cards": [uid]}


@pytest.mark.parametrize("lang", LANGS)
def test_every_printed_shortcut_and_short_form_stays_one_card_without_diacritics(lang):
    content = texts(lang)
    for number, printed in content.card_printed.items():
        assert content.find_card(fold(printed).upper()) == number, printed
        assert content.find_card(fold(content.card_short[number])) == number, content.card_short[number]
    assert content.find_card("1 nahodne od m") == 3


@pytest.mark.parametrize("lang", LANGS)
def test_a_card_is_named_by_its_printed_form_its_short_form_or_its_place_in_the_hand(lang):
    content = texts(lang)
    assert card(content.card_printed[17].split(), lang)[0].card == 17
    assert card(content.card_printed[17].rstrip(".").split(), lang)[0].card == 17
    assert card(content.card_short[3].split(), lang)[0].card == 3
    assert card(["2"], lang)[0].at == 2
    assert card(["nothing", "like", "it"], lang) == (None, 0)


@pytest.mark.parametrize("lang", LANGS)
def test_bad_input_gets_one_short_localized_line_and_changes_nothing(environ, lang):
    session, send = tk_table(environ, lang, 2, seed=3)
    game = session.host.game
    before = moves(game)
    build = PLUGIN.command_list["build"].word(lang)
    bad = [f"{build} Q a1", f"{build} L z9 z8 z7 z6 z5", f"{build} L", f"{build} L 99",
           f"{PLUGIN.command_list['use'].word(lang)} 9",
           f"{PLUGIN.command_list['row'].word(lang)} 99", f"{PLUGIN.command_list['offer'].word(lang)} 7 L 10",
           "xyzzy", f"{PLUGIN.command_list['end'].word(lang)}"]
    for line in bad:
        said = [s for s in send(line) if s.strip()]
        assert 1 <= len(said) <= 2 and all(len(s) < 120 for s in said), (line, said)
        assert "Traceback" not in " ".join(said)
        if lang != "en":
            assert english_leaks(said, lang) == [], (line, said)
    assert moves(game) == before


@pytest.mark.parametrize("lang", LANGS)
def test_queries_answer_in_the_language_and_change_nothing(environ, lang):
    session, send = tk_table(environ, lang, 2, seed=3)
    before = moves(session.host.game)
    for command in PLUGIN.commands.commands:
        if command.category.name != "QUERY" or command.params and not command.params[0].optional:
            continue
        said = send(command.word(lang))
        assert said and not session.refused, (command.id, said)
        if lang != "en":
            assert english_leaks(said, lang) == [], (command.id, said)
    assert send(f"{PLUGIN.command_list['fits'].word(lang)} L")
    assert moves(session.host.game) == before


@pytest.mark.parametrize(("first", "then"), [("cs", "fr"), ("fr", "en"), ("en", "cs")])
def test_again_after_a_language_change_repeats_a_query_in_the_new_language(environ, first, then):
    """Issue 11: the table keeps messages, so a Tetrikon query said again speaks the language set now."""
    session, send = tk_table(environ, first, 2, seed=3)
    for query in ("status", "diagram"):
        said = send(PLUGIN.command_list[query].word(first))
        send(PLUGIN.command_list['language'].word(first) + ' ' + then)
        again = send(PLUGIN.command_list["again"].word(then))
        session.change(lang=first)
        fresh = send(PLUGIN.command_list[query].word(first))
        session.change(lang=then)
        told = send(PLUGIN.command_list[query].word(then))
        assert said == fresh and again == told and again != said, (query, said, again)
        session.change(lang=first)


@pytest.mark.parametrize("lang", LANGS)
def test_short_forms_are_unique_within_each_language_beside_the_tables(lang):
    seen: dict[str, str] = {}
    for command in PLUGIN.command_list:
        for form in command.words_in(lang) + command.shorts_in(lang):
            assert seen.setdefault(fold(form), command.id) == command.id, (lang, form, seen[fold(form)])
    assert all(len(s) <= 12 for c in PLUGIN.command_list for s in c.shorts_in(lang))


@pytest.mark.parametrize("lang", LANGS)
def test_tetrikon_is_registered_under_its_name_in_every_language(lang):
    entry = games.find(games.BY_ID["tetrikon"].name(lang))
    assert entry is not None and entry.id == "tetrikon"
    assert games.plugin("tetrikon") is PLUGIN


def test_new_takes_players_solo_a_round_limit_and_a_match_length():
    assert parse_setup(["3", "rounds", "12", "games", "2"], "en") == Setup(players=3, solo=False, rounds=12, games=2)
    assert parse_setup(["sólo"], "cs") == Setup(solo=True)
    assert parse_setup(["rondes", "5"], "fr") == Setup(rounds=5)
    for words in (["5"], ["rounds"], ["games", "11"], ["banana"]):
        with pytest.raises(ArgError):
            parse_setup(words, "en")


def test_pieces_are_named_by_letter_in_every_language_and_by_word_for_the_square():
    assert piece("l", "en") == "L" and piece("čtverec", "cs") == "O" and piece("carré", "fr") == "O"
    assert piece("Q", "en") is None


def test_new_with_a_round_limit_and_two_games_starts_that_match(environ):
    session, send = tk_table(environ, "en", 2, seed=3)
    send("new 3 rounds 4 games 2", "yes")
    config = session.host.game.state.config
    assert (config.players, config.round_limit, config.letters) == (3, 4, ("A", "B"))


def test_a_solo_game_typed_from_the_hint_names_its_diagrams_and_ends(environ):
    played = hinted_game(environ, "en", 1, seed=2, options=TetrikonOptions(solo=True))
    assert played.problems == [] and played.ended
    assert any(re.search(r"build \w [A-J]-\d+ ", line) for line in played.typed)


@pytest.mark.parametrize("lang", ["cs", "fr"])
def test_a_trade_offered_by_typing_is_answered_yes_by_the_player_it_is_made_to(environ, lang):
    session, send = tk_table(environ, lang, 2, seed=7)
    game = session.host.game
    offered = None
    for _ in range(1500):
        pending = game.pending
        if pending is None or isinstance(pending, Decision) and pending.kind == "offer_answer":
            break
        line = typed_line(lang, send(PLUGIN.command_list["hint"].word(lang))[0])
        if line.startswith(PLUGIN.command_list["offer"].word(lang) + " "):
            offered = line
        send(line)
    assert offered is not None and isinstance(game.pending, Decision) and game.pending.kind == "offer_answer"
    said = send({"cs": "ano", "fr": "oui"}[lang])
    assert not session.refused and any(isinstance(e, ev.Traded) for e in game.history), said
