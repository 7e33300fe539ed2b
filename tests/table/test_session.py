"""The table on its own: broken input, table commands, questions, settings that persist."""

from __future__ import annotations

import json

import pytest

from alea.table.question import Option, Question
from alea.table.settings import load_settings

from kit.table import Table

BROKEN = ["", "   ", "x" * 500, "status\x00", "\x1b[A", "ab\u200bcd", "жжж", "漢字", "مرحبا", "remove",
          "adjust y3", "transfer", "layer 9", "column e5", "help nonsense", "r a1 a2", "?!", "--", "history x"]


@pytest.mark.parametrize("lang", ["cs", "fr", "en"])
@pytest.mark.parametrize("line", BROKEN)
def test_broken_input_gets_a_short_answer_and_changes_nothing(environ, lang, line):
    table = Table(environ, lang)
    before = table.session.settings
    answer = table.send(line)
    assert 1 <= len(answer) <= 2
    assert all(len(row) <= 160 for row in answer)
    assert table.session.settings == before and table.session.running and table.session.question is None


def test_no_english_reaches_a_czech_player_for_an_unknown_command(environ):
    answer = Table(environ, "cs").send("blabla")
    assert answer == ["Neznámý příkaz blabla. Seznam vypíše nápověda."]


def test_quit_asks_to_confirm(environ):
    table = Table(environ)
    assert table.send("quit") == ["Leave the table? The game is saved. Yes or no?"]
    assert table.send("no") == ["Chose, no.", "We play on."]
    assert table.session.running
    table.send("q", "y")
    assert not table.session.running


@pytest.mark.parametrize(("lang", "quit", "yes"), [("cs", "odejít", "ano"), ("fr", "quitter", "oui")])
def test_quit_and_yes_in_each_language(environ, lang, quit, yes):
    table = Table(environ, lang)
    table.send(quit, yes)
    assert not table.session.running


def test_language_switch_changes_words_and_persists(environ):
    table = Table(environ, "en")
    assert table.send("language fr") == ["Langue, français. Les commandes sont maintenant en français."]
    assert table.send("aide calibrer")[0].startswith("calibrer CUBE")
    assert load_settings(environ).lang == "fr"
    # accessibility.md 12: help and the language command are understood whatever language is set
    assert table.send("help")[0].startswith("Les actions sont ")
    assert table.send("jazyk cs") == ["Jazyk, čeština. Příkazy jsou teď česky."]


def test_verbosity_persists_in_the_config_directory(environ):
    table = Table(environ, "cs")
    assert table.send("podrobnost stručně") == ["Podrobnost, stručně."]
    saved = json.loads((__import__("pathlib").Path(environ["ALEA_CONFIG_DIR"]) / "settings.json").read_text())
    assert saved["verbosity"] == "terse"


def test_again_repeats_the_last_message_even_twice(environ):
    table = Table(environ)
    first = table.send("help remove")
    assert table.send("again") == first
    assert table.send("again") == first


def test_history_reads_back_the_last_messages(environ):
    table = Table(environ)
    table.send("help remove", "help adjust")
    assert table.send("history 2") == [
        "remove COLUMN: take the top die of a column, such as b3, into your lab", "Short: rm.",
         "adjust DIE up or down: change a die in your lab or the primed area by one", "Short: a."]


def test_nothing_to_repeat_yet(environ):
    assert Table(environ).send("again") == ["Nothing has been said yet."]


def _ask(table: Table) -> list[object]:
    chosen: list[object] = []
    table.session.ask(Question("Which die?", (Option("yellow 3 on b2", "y"), Option("blue 3 on c4", "b")),
                               chosen.append))
    return chosen


@pytest.mark.parametrize(("answer", "value"), [("2", "b"), ("blue 3 on c4", "b"), ("yellow", "y"), ("BLUE 3", "b")])
def test_numbered_choices_accept_the_number_or_the_words_and_echo_the_choice(environ, answer, value):
    table = Table(environ)
    chosen = _ask(table)
    echoed = table.send(answer)
    assert chosen == [value]
    assert echoed[0].startswith("Chose, ")


def test_a_numbered_choice_rejects_other_answers_and_keeps_waiting(environ):
    table = Table(environ)
    chosen = _ask(table)
    assert table.send("3") == ["Unknown command 3. Type help for the list.",
                               "Please answer 1 or 2, or the words of an option."]
    assert table.send("remove a1") == ["Please answer 1 or 2, or the words of an option."]
    assert table.send("help remove")[1] == "Short: rm."
    assert chosen == [] and table.session.question is not None
    table.send("1")
    assert chosen == ["y"]


def test_script_records_inputs_and_answers(environ, tmp_path):
    table = Table(environ)
    target = tmp_path / "game.txt"
    table.send(f"script {target}")
    table.session.output.echo("help remove", to_terminal=False)
    table.send("help remove")
    assert table.send("script") == [f"Transcript stopped: {target}."]
    table.send("help adjust")
    text = target.read_text(encoding="utf-8")
    assert "> help remove\nremove COLUMN" in text
    assert "adjust" not in text


def test_settings_lists_every_setting_in_the_language(environ):
    assert Table(environ, "fr").send("paramètres") == [
        "Langue, français.", "Joueurs, 1.", "Verbosité, normal.", "La parole est désactivée.",
        "Les sons sont désactivés.", "Les couleurs sont désactivées.", "L'accord est demandé dans les nouvelles parties."]


def test_silence_without_speech_says_so(environ):
    assert Table(environ).send("silence") == ["Speech is off. There is nothing to silence."]


@pytest.mark.parametrize(("lang", "line", "expected"), [
    ("en", "stauts", "stauts? status"), ("cs", "", "Příkaz?"), ("fr", "con", "con ? confiner, confinement, conseil"),
    ("en", "x" * 300, "Too long."),
])
def test_terse_refusals_fit_a_braille_line(environ, lang, line, expected):
    table = Table(environ, lang)
    table.session.change(verbosity="terse")
    assert table.send(line) == [expected]


def test_terse_answer_hint(environ):
    table = Table(environ)
    table.session.change(verbosity="terse")
    _ask(table)
    assert table.send("7") == ["7? See help.", "Answer 1 or 2."]
