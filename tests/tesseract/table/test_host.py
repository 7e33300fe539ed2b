"""Tesseract at the table: loading, saving, autosave, refusals, several fitting moves."""

from __future__ import annotations

import pytest

from alea.tesseract.table.files import autosave_path, save_path
from alea.tesseract.engine import load_game

from kit.table import game_table as table


def test_the_autosave_follows_every_move(environ):
    session, send = table(environ)
    send("1", "1", "remove c4")
    assert load_game(autosave_path(environ)).record == session.host.game.record


def test_save_and_load_by_name_and_by_the_command_line(environ):
    session, send = table(environ)
    send("1", "1", "remove c4")
    assert send("save scene") == ["Saved as scene."]
    record = session.host.game.record
    assert save_path("scene", environ).exists()
    other, send_other = table(environ, load=str(save_path("scene", environ)))
    assert other.host.game.record == record


@pytest.mark.parametrize(("content", "message"), [
    ("{", "is not a saved game of Alea."), ('{"format": "alea-tesseract-record", "version": 99}',
                                            "was saved by another version of Alea and cannot be loaded."),
])
def test_a_bad_save_file_is_refused_and_the_game_goes_on(environ, content, message):
    session, send = table(environ)
    send("1", "1")
    path = save_path("broken", environ)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content)
    record = session.host.game.record
    assert send("load broken") == [f"broken {message}"]
    assert session.host.game.record == record


def test_an_illegal_move_is_refused_with_the_engines_reason_and_changes_nothing(environ):
    session, send = table(environ)
    send("1", "1")
    record = session.host.game.record
    answer = send("remove b2")
    assert session.refused and session.host.game.record == record
    assert len(answer) == 1 and "b2" in answer[0]


def test_a_named_die_that_is_not_there(environ):
    _, send = table(environ, lang="cs")
    send("1", "1")
    assert send("upravit ž5 nahoru") == ["Kostka žlutá 5 není tam, odkud ji tato akce může vzít."]


def test_several_fitting_moves_are_asked_as_numbered_choices(environ):
    _, send = table(environ)
    send("1", "1", "remove c4", "remove b4", "adjust y2 down", "end")
    send("study 1", "transfer o3 to 1", "yes", "play 1", "1", "unique", "1", "end", "1")
    lines = send("contain y1")
    assert lines == ["With which dice do you contain yellow 1?", "1 yellow 1, with purple 2 and orange 3",
                     "2 yellow 1, with purple 2 and blue 3"]


def test_ending_with_actions_left_asks_first(environ):
    session, send = table(environ)
    send("1", "1")
    assert send("end") == ["End the action phase with 3 actions left? Yes or no?"]
    assert send("no") == ["Chose, no.", "We play on."]
    assert session.host.game.view().actions_left == 3


def test_a_finished_game_leaves_no_autosave_and_offers_a_new_one(environ):
    session, send = table(environ)
    send("1", "1")
    for _ in range(200):
        if session.host.game.pending is None:
            break
        send("yes" if session.question and session.question.yes_no else "1" if session.question else "end")
    assert session.host.game.result == "lost"
    assert not autosave_path(environ).exists()
    assert send("status")[-1] != ""
    assert send("remove a1") == ["The game is over. Type new for another one, or quit."]


def test_researchers_by_name_in_any_language_or_a_clear_word_when_unknown(environ):
    session, _ = table(environ, researchers=("chemist", "Magnetický fyzik"))
    assert session.host.game.view().labs[0].researcher == "chemist"
    assert session.host.game.view().labs[1].researcher == "magnetic"
    other, send = table(environ, researchers=("nobody",))
    assert other.host.game is not None
    said = [line for message in other.output.messages for line in other.output.render(message)]  # after: the first game kept
    assert "No researcher is called nobody. Researchers are dealt at random." in said
