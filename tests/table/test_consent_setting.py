"""R-A3 at the table: the saved setting that gives consent without a question, in new games only.

"The other lab's researcher must agree (at one shared screen this is a yes/no question, which a
setting may answer 'always yes')." The setting is the table's (``consent always|ask``, kept with the
other settings, ``--consent`` for one run); a game takes it when it starts, into its Config, so the
game being played and every saved game keep their own.
"""

from __future__ import annotations

import json

import pytest

from alea.table.settings import Settings, load_settings, save_settings, settings_path
from alea.tesseract.engine import Action, Decision, Transfer, Turn

from kit.table import Table, game_table


def consent_table(environ, *, auto_consent: bool, lang: str = "en", **options):
    """A session whose settings say ``auto_consent``, with a Tesseract game (seed 7, two players)."""
    return game_table(environ, lang, {"auto_consent": auto_consent}, **options)


def transfers(session) -> list[Action]:
    """The transfers the engine allows now (R-A3), found through the game's legal moves."""
    return [m for m in session.host.game.legal_moves() if isinstance(m, Transfer)]


def play(session, send, move) -> list[str]:
    """Play ``move`` through the host, as the table does; return what was printed for it."""
    start = len(send.out.getvalue())
    session.host.play(move)
    return send.out.getvalue()[start:].splitlines()


def asks_consent(session) -> bool:
    """Whether the game waits for a consent answer (and the table asks it)."""
    pending = session.host.game.pending
    return isinstance(pending, Decision) and pending.kind == "consent" and session.question is not None


# ---------------------------------------------------------------- the saved setting


def test_R_A3_the_consent_setting_is_saved_and_read_back(environ):
    table = Table(environ)
    assert table.send("consent always") == ["From the next new game on, consent is always given."]
    assert load_settings(environ).auto_consent is True
    assert table.send("settings")[-1] == "Consent is always given in new games."
    assert table.send("cn ask") == ["From the next new game on, consent is asked."]
    assert load_settings(environ).auto_consent is False
    assert table.send("settings")[-1] == "Consent is asked in new games."
    assert json.loads(settings_path(environ).read_text())["auto_consent"] is False


def test_settings_saved_before_the_setting_existed_still_load_and_ask(environ):
    save_settings(Settings(lang="fr", players=3), environ)
    raw = json.loads(settings_path(environ).read_text())
    del raw["auto_consent"]
    settings_path(environ).write_text(json.dumps(raw))
    loaded = load_settings(environ)
    assert loaded is not None and loaded.players == 3 and loaded.auto_consent is False


def test_a_consent_setting_that_is_not_a_boolean_is_not_loaded(environ):
    save_settings(Settings(), environ)
    raw = json.loads(settings_path(environ).read_text())
    raw["auto_consent"] = "yes"
    settings_path(environ).write_text(json.dumps(raw))
    assert load_settings(environ) is None


def test_without_a_word_consent_says_the_setting_and_the_games_own(environ):
    _, send = consent_table(environ, auto_consent=True)
    send("1", "1")
    assert send("consent") == ["Consent is always given in new games.",
                               "This game keeps its own setting: consent is always given."]


def test_a_word_that_is_not_always_or_ask_is_refused_and_changes_nothing(environ):
    session, send = game_table(environ)
    send("1", "1")
    answer = send("consent maybe")
    assert session.refused and answer[0] == "maybe is not always or ask."
    assert session.settings.auto_consent is False


# ---------------------------------------------------------------- a real game


def test_R_A3_a_new_game_started_with_consent_always_never_asks_for_a_transfer(environ):
    session, send = game_table(environ)
    send("1", "1")
    assert send("consent always") == ["From the next new game on, consent is always given.",
                                      "This game keeps its own setting: consent is asked."]
    assert session.host.game.config.auto_consent is False  # the game being played keeps its own
    send("new", "yes", "1", "1")
    game = session.host.game
    assert game.config.auto_consent is True
    played = 0
    for _ in range(2):  # one to the other lab, then whatever transfer is left
        moves = transfers(session)
        if not moves or not isinstance(game.pending, Turn):
            break
        move = moves[played % len(moves)]
        answer = play(session, send, move)
        assert not asks_consent(session), answer
        assert not any("agree" in line for line in answer), answer
        assert isinstance(game.pending, Turn) and session.question is None
        played += 1
    assert played == 2


def test_R_A3_without_the_setting_the_consent_question_is_asked(environ):
    session, send = game_table(environ)
    send("1", "1")
    game = session.host.game
    assert game.config.auto_consent is False
    move = transfers(session)[0]
    answer = play(session, send, move)
    assert asks_consent(session)
    assert [session.words(option.label) for option in session.question.options] == ["yes", "no"]
    assert any("do you agree" in line for line in answer), answer
    lab_before = [len(lab.dice) for lab in game.view().labs]
    send("yes")
    assert isinstance(game.pending, Turn) and not asks_consent(session)
    assert [len(lab.dice) for lab in game.view().labs] != lab_before


def test_R_A3_a_saved_game_keeps_its_own_setting(environ):
    session, send = consent_table(environ, auto_consent=True)
    send("1", "1")
    assert send("save always") == ["Saved as always."]
    send("consent ask")
    assert session.settings.auto_consent is False
    send("load always")
    assert session.host.game.config.auto_consent is True
    play(session, send, transfers(session)[0])
    assert not asks_consent(session)


def test_R_A3_the_command_line_option_sets_consent_for_the_run(alea):
    code, out = alea("--lang", "en", "--players", "2", "--seed", "7", "--consent", "always",
                     lines=["1", "1", "settings", "consent"])
    assert code == 0
    assert "Consent is always given in new games." in out
    assert "This game keeps its own setting: consent is always given." in out


def test_a_bad_consent_option_is_answered_in_the_players_language(alea):
    code, out = alea("--lang", "fr", "--consent", "peut-être")
    assert code != 0 and "L'accord se règle sur toujours ou demander, pas peut-être." in out


# ---------------------------------------------------------------- each language


@pytest.mark.parametrize(("lang", "always", "ask", "expected"), [
    ("cs", "souhlas vždy", "sh ptat", [
        "Od příští nové hry je souhlas udělen vždy.",
        "Tato hra si ponechává své nastavení: ptá se na souhlas.",
        "V nových hrách je souhlas udělen vždy.",
        "Od příští nové hry se hra ptá na souhlas.",
    ]),
    ("fr", "accord toujours", "ac demander", [
        "À partir de la prochaine nouvelle partie, l'accord est toujours donné.",
        "Cette partie garde son propre réglage : l'accord est demandé.",
        "L'accord est toujours donné dans les nouvelles parties.",
        "À partir de la prochaine nouvelle partie, l'accord est demandé.",
    ]),
    ("en", "consent always", "cn ask", [
        "From the next new game on, consent is always given.",
        "This game keeps its own setting: consent is asked.",
        "Consent is always given in new games.",
        "From the next new game on, consent is asked.",
    ]),
])
def test_R_A3_the_consent_answers_are_in_the_players_language(environ, lang, always, ask, expected):
    session, send = game_table(environ, lang=lang)
    send("1", "1")
    changed, current, saved, back = expected
    assert send(always) == [changed, current]
    assert session.settings.auto_consent is True
    assert send(session_word(lang, "settings"))[-1] == saved
    assert send(ask)[0] == back
    assert session.settings.auto_consent is False


def session_word(lang: str, command_id: str) -> str:
    """The printed word of a command in ``lang``."""
    from kit.table import BY_ID

    return BY_ID[command_id].word(lang)
