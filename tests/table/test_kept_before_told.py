"""Issue 25: a move, an answer or an undo is kept (the autosave written and synced) before a word
about it is heard; what cannot be kept is not made; "saved" is said only when the last save worked.

Real files throughout. The full disk is a real one (a 256 KiB tmpfs filled up) and the read-only
folder a real one too (a tmpfs remounted read-only), both mounted as root, as CI runs; without
root, a folder made read-only stands in for both (root ignores that).
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from alea.table import files
from alea.cli.repl import make_prompt_session, prompt_loop
from kit.table import game_table
from kit.disk import fill, free, full_folder

ROOT = os.geteuid() == 0  # type: ignore[attr-defined]  # the tests run on POSIX


@contextlib.contextmanager
def broken(kind: str) -> Iterator[tuple[Path, str]]:
    """A data folder whose writes will fail once :func:`spoil` is called: ``full`` (the disk) or
    ``read-only`` (the folder), and the words the player must hear."""
    if kind == "full":
        with full_folder() as (folder, words):
            yield folder, words
        return
    with tempfile.TemporaryDirectory(prefix="alea-ro-") as base:
        folder = Path(base)
        (folder / "data").mkdir()
        try:
            yield folder, "the folder cannot be written to"
        finally:
            mend(kind, folder)


def spoil(kind: str, folder: Path) -> None:
    """Make the folder's writes fail from now on: the disk filled, or the folder read-only (as root,
    whom permissions do not stop, the immutable attribute: nothing can be created or renamed in it;
    a remount read-only is refused while the game folder's lock is open)."""
    if kind == "full":
        fill(folder)
    elif ROOT:
        subprocess.run(["chattr", "+i", str(folder / "data")], check=True)
    else:
        (folder / "data").chmod(0o500)


def mend(kind: str, folder: Path) -> None:
    """Let the folder be written again."""
    if kind == "full":
        free(folder)
    elif ROOT:
        subprocess.run(["chattr", "-i", str(folder / "data")], check=True)
    else:
        (folder / "data").chmod(0o700)


def table_in(folder: Path, environ: dict[str, str], lang: str = "en"):  # type: ignore[no-untyped-def]
    env = dict(environ, ALEA_DATA_DIR=str(folder / "data"))
    session, send = game_table(env, lang)
    return env, session, send


@pytest.mark.parametrize("kind", ["full", "read-only"])
def test_a_move_that_cannot_be_kept_is_not_made_and_not_told(environ, kind: str) -> None:
    with broken(kind) as (folder, words):
        env, session, send = table_in(folder, environ)
        send("1")  # the first question of the setup, kept
        autosave = files.autosave_path(env, "tesseract")
        kept = autosave.read_bytes()
        entries = session.host.game.record.entries
        spoil(kind, folder)
        lines = send("1")
        assert lines[0] == (f"Nothing was done: the game could not be written to {autosave} ({words}). Free some "
                            "room or make that folder writable, then try again.")
        assert lines[1:] == ["Lab 2, which top corner die goes to your lab?", "1 d1, top orange 6",
                             "2 a4, top blue 2", "3 d4, top yellow 6"]  # the question, asked again
        assert not any(line.startswith("Chose") or "removed" in line for line in lines)  # never heard
        assert session.host.game.record.entries == entries  # the game is as before
        assert autosave.read_bytes() == kept
        mend(kind, folder)
        again = send("1")
        assert again[0] == "Chose, d1." and "Orange 6 removed from d1 into lab 2." in again
        assert len(session.host.game.record.entries) > len(entries)
        assert autosave.read_bytes() != kept
        send("remove c4", "adjust p2 up")
        adjusted, kept = session.host.game.record.entries, autosave.read_bytes()
        spoil(kind, folder)
        undo = send("undo")  # an undo that cannot be kept is not made either
        assert undo[0].startswith("Nothing was done: the game could not be written to") and "Taken back." not in undo
        assert session.host.game.record.entries == adjusted and autosave.read_bytes() == kept
        mend(kind, folder)
        assert send("undo")[0] == "Taken back."


@pytest.mark.parametrize("kind", ["full", "read-only"])
def test_quit_says_saved_only_when_the_last_save_worked(environ, kind: str) -> None:
    with broken(kind) as (folder, words):
        env, session, send = table_in(folder, environ)
        send("1")
        assert send("quit", "no")[:3] == ["Leave the table? The game is saved. Yes or no?", "Chose, no.", "We play on."]
        spoil(kind, folder)
        send("1")
        autosave = files.autosave_path(env, "tesseract")
        asked = send("quit")
        assert asked == [f"The game is not saved: it could not be written to {autosave} ({words}). "
                         "Leave the table anyway? Yes or no?"]
        assert not any("The game is saved" in line for line in asked)
        assert send("no")[:2] == ["Chose, no.", "We play on."] and session.running  # kept at the table until they say so
        assert send("quit", "yes")[-1] == "Goodbye." and not session.running


def test_a_new_game_that_cannot_be_written_is_said_and_its_moves_wait(environ) -> None:
    with broken("full") as (folder, words):
        spoil("full", folder)
        env, session, send = table_in(folder, environ)
        start = send.out.getvalue().splitlines()  # type: ignore[attr-defined]
        autosave = files.autosave_path(env, "tesseract")
        assert f"The game is not saved: it could not be written to {autosave} ({words})." in start
        assert "A move is made only once it is saved: free some room, or make that folder writable." in start
        assert "The game is saved" not in " ".join(send("quit"))


def test_the_end_of_input_keeps_an_unsaved_game_at_the_table_until_a_second_ctrl_d(environ) -> None:
    """Ctrl-D at the prompt leaves at once when the game is saved; when it is not, the player is told
    where it could not be written and asked (a second Ctrl-D, or yes, leaves)."""
    with broken("read-only") as (folder, words):
        env, session, send = table_in(folder, environ)
        send("1")
        spoil("read-only", folder)
        send("1")
        start = len(send.out.getvalue())  # type: ignore[attr-defined]
        with create_pipe_input() as pipe:
            pipe.send_text("status\r")
            pipe.close()  # then the end of input, twice
            assert prompt_loop(session, make_prompt_session(session, input=pipe, output=DummyOutput())) == 0
        said = send.out.getvalue()[start:].splitlines()  # type: ignore[attr-defined]
        autosave = files.autosave_path(env, "tesseract")
        assert said[-2:] == [f"The game is not saved: it could not be written to {autosave} ({words}). "
                             "Leave the table anyway? Yes or no?", "Goodbye."]  # the second Ctrl-D leaves


def test_the_end_of_a_piped_input_says_what_is_not_saved(environ, alea) -> None:
    with broken("read-only") as (folder, words):
        spoil("read-only", folder)
        env = dict(environ, ALEA_DATA_DIR=str(folder / "data"))
        from alea.main import run
        import io

        out = io.StringIO()
        run(["--lang", "en", "--players", "2", "--seed", "7"], io.StringIO("1\n"), out, env, interactive=False)
        last = out.getvalue().splitlines()[-1]
        assert last == (f"The game is not saved: it could not be written to "
                        f"{files.autosave_path(env, 'tesseract')} ({words}).")


def test_a_move_not_kept_is_said_in_czech(environ) -> None:
    with broken("full") as (folder, words):
        env, session, send = table_in(folder, environ, "cs")
        send("1")
        spoil("full", folder)
        lines = send("1", "odejít")
        czech = {"the disk is full": "disk je plný", "the folder cannot be written to": "do složky nelze zapisovat"}
        autosave = files.autosave_path(env, "tesseract")
        assert lines[0] == (f"Nic se nestalo: hru nelze zapsat do {autosave} ({czech[words]}). Uvolněte místo "
                            "nebo složku zpřístupněte pro zápis a zkuste to znovu.")
        assert f"Hra není uložena: nelze ji zapsat do {autosave} ({czech[words]}). Opravdu odejít od stolu? Ano, nebo ne?" in lines
