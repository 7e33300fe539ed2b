"""No unfinished game is lost (issue 10): new games keep it, a second Alea leaves it alone, a full disk is told.

Real files on disk throughout. The full disk is a real one: a tmpfs of 256 KiB mounted for the test
(as root, as CI runs); without root, a folder made read-only stands in for it (root ignores that).
"""

from __future__ import annotations

from kit.disk import fill, free, full_folder
from test_resume import Player, answers
from alea.tesseract.table.files import autosave_path, save_path
from alea.tesseract.engine import load_game

FIRST = ("--lang", "en", "--players", "2")


def test_an_option_that_picks_a_game_keeps_the_unfinished_one_as_a_save(environ, alea) -> None:
    alea(*FIRST, "--seed", "7", lines=["1", "1", "remove c4"])
    record = load_game(autosave_path(environ)).record
    assert len(record.entries) > 2
    _, out = alea("--seed", "12", lines=["status"])
    assert "The unfinished game was kept as unfinished-1, and load unfinished-1 brings it back." in out
    assert load_game(save_path("unfinished-1", environ)).record == record
    _, again = alea(lines=["yes", "load unfinished-1", "yes", "status"])
    assert "Loaded unfinished-1." in again and "The unfinished game was kept as unfinished-2" in again
    assert load_game(autosave_path(environ)).record == record


def test_new_keeps_the_game_after_a_yes_and_changes_nothing_after_a_no(environ, alea) -> None:
    _, out = alea(*FIRST, "--seed", "7", lines=["1", "1", "new", "no", "new", "yes"])
    assert out.count("Start a new game? This one will be kept as a save. Yes or no?") == 2
    assert "We play on." in out
    assert out.count("The unfinished game was kept as unfinished-1, and load unfinished-1 brings it back.") == 1
    assert load_game(save_path("unfinished-1", environ)).config.seed == 7


def test_in_game_load_asks_before_replacing_the_game(environ, alea) -> None:
    """Issue 9: load during a game asks first, as new does; no keeps the game as it was."""
    alea(*FIRST, "--seed", "5", lines=["1", "1", "save first", "remove c4"])
    playing = load_game(autosave_path(environ)).record
    _, out = alea(lines=["yes", "load first", "no", "status"])
    assert "Load first instead of this game? This one will be kept as a save. Yes or no?" in out
    assert "We play on." in out
    assert load_game(autosave_path(environ)).record == playing
    assert not save_path("unfinished-1", environ).exists()


def test_a_second_alea_on_the_same_folder_is_told_and_does_not_write_the_game(environ) -> None:
    first = Player(environ, *FIRST, "--seed", "7")
    first.send("1", "1", "remove c4")
    before = autosave_path(environ).read_bytes()
    second = Player(environ)
    lines = second.send("1", "1", "remove c4", "remove b4", "save mine")
    second.kill()
    assert ("The game of this data folder is open in another Alea. This one leaves it alone and does not save "
            "automatically; type save to keep a game.") in lines
    assert "An unfinished game was found. Resume it? Yes or no?" not in lines
    assert "Saved as mine." in lines  # a named save is the player's own choice, and works
    assert autosave_path(environ).read_bytes() == before
    first.send("remove b4")
    assert autosave_path(environ).read_bytes() != before  # the first one goes on saving
    first.kill()
    third = Player(environ)  # the lock ends with its process, even killed
    after = third.send("yes")
    third.kill()
    assert "The game goes on where it stopped." in after


# --- a full disk ---------------------------------------------------------------------------------

# A move that cannot be saved is not made (issue 25): tests/table/test_kept_before_told.py.


def test_a_full_disk_is_said_in_czech_and_no_move_is_made_unsaved(environ, alea) -> None:
    with full_folder() as (folder, words):
        fill(folder)
        env = dict(environ, ALEA_DATA_DIR=str(folder / "data"), ALEA_CONFIG_DIR=str(folder / "data" / "c"))
        from alea.main import run
        import io

        out = io.StringIO()
        code = run(["--lang", "cs", "--players", "2", "--seed", "7"], io.StringIO("1\n1\nstav\n"), out, env,
                   interactive=False)
        text = out.getvalue()
        assert code == 0
        czech = {"the disk is full": "disk je plný", "the folder cannot be written to": "do složky nelze zapisovat"}
        assert f"Nastavení nelze uložit: {czech[words]}. Platí, dokud Aleu nezavřete." in text
        autosave = autosave_path(env)
        assert f"Hra není uložena: nelze ji zapsat do {autosave} ({czech[words]})." in text
        assert "Tah proběhne, teprve až ho půjde uložit: uvolněte místo, nebo složku zpřístupněte pro zápis." in text
        assert f"Nic se nestalo: hru nelze zapsat do {autosave} ({czech[words]})." in text  # the answer waits
        assert "Tah 1, laboratoř 1" not in text


def test_a_transcript_on_a_full_disk_stops_and_says_so(environ, alea) -> None:
    with full_folder() as (folder, words):
        target = folder / "data" / "transcript.txt"
        target.write_text("")
        fill(folder)
        _, out = alea(*FIRST, "--seed", "7", lines=[f"script {target}", "1", "1", "status"])
        said = f"The transcript {target} could not be written: {words}. It was stopped; the game goes on."
        assert out.count(said) == 1
        assert "Turn 1, lab 1" in out.split(said, 1)[1]
        # a named save on the full disk is told too (save takes a plain name, kept in the data folder)
        env = dict(environ, ALEA_DATA_DIR=str(folder / "data"), ALEA_CONFIG_DIR=str(folder / "data" / "c"))
        from alea.main import run
        import io

        told = io.StringIO()
        run(list(FIRST) + ["--seed", "7"], io.StringIO("1\n1\nsave x\n"), told, env, interactive=False)
        assert f"Cannot save to {save_path('x', env)}: {words}." in told.getvalue()


def test_the_last_guard_speaks_the_players_language(environ, monkeypatch, capsys) -> None:
    """An unexpected error at the very top is said in the language of the saved settings."""
    from alea import main as entry
    from alea.table.settings import Settings, save_settings

    save_settings(Settings(lang="fr", players=2), environ)
    for key, value in environ.items():
        monkeypatch.setenv(key, value)

    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(entry, "run", broken)
    assert entry.main([]) == 1
    out = capsys.readouterr().out
    assert out.startswith("Alea s'est arrêtée à cause d'une erreur. Les détails sont dans "), out
