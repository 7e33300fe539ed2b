"""Issue 42, item 13: ``save NAME`` with a slash made the folders it named in the current folder,
without a word (``save a/b`` wrote ``./a/b``; ``save ~user`` wrote that user's home). A save's name
is a plain name, kept in the data folder's saves; any other is refused with a sentence in the
player's language and nothing is made. ``alea`` runs as a player runs it, in a current folder of
its own."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from alea import games
from alea.main import run
from alea.table import catalogs

SAVE = games.plugin("tesseract").command_list["save"]

REFUSED = "A save's name is a plain name, kept in your data folder: {name} names a folder. Nothing was saved."


def played(tmp_path: Path, lang: str, *lines: str) -> list[str]:
    environ = {"ALEA_CONFIG_DIR": str(tmp_path / "config"), "ALEA_DATA_DIR": str(tmp_path / "data"), "NO_COLOR": "1"}
    out = io.StringIO()
    run(["--lang", lang, "--game", "tesseract", "--players", "2", "--seed", "3"],
        io.StringIO("".join(f"{line}\n" for line in lines)), out, environ, interactive=False)
    return out.getvalue().splitlines()


@pytest.mark.parametrize("lang", ["cs", "fr", "en"])
@pytest.mark.parametrize("name", ["a/b", "nested/deeper/game", "..", ".", "../escape", "a\\b", "~root", "~",
                                  "/tmp/alea-absolute-save", "C:game"])
def test_a_save_name_that_names_a_folder_is_refused_and_makes_nothing(tmp_path, monkeypatch, lang, name):
    here = tmp_path / "here"
    here.mkdir()
    monkeypatch.chdir(here)
    printed = played(tmp_path, lang, f"{SAVE.word(lang)} {name}")
    assert catalogs.table(lang).gettext(REFUSED).format(name=name) in printed
    assert list(here.iterdir()) == []  # no folder made where alea runs
    saves = tmp_path / "data" / "saves"
    assert not saves.exists() or list(saves.iterdir()) == []
    assert not Path("/tmp/alea-absolute-save").exists()


@pytest.mark.parametrize("lang", ["cs", "fr"])
def test_a_plain_name_is_still_saved(tmp_path, monkeypatch, lang):
    monkeypatch.chdir(tmp_path)
    printed = played(tmp_path, lang, f"{SAVE.word(lang)} večer-soirée")
    assert (tmp_path / "data" / "saves" / "večer-soirée.json").is_file()
    assert not [line for line in printed if "večer-soirée" in line and "/" in line]
