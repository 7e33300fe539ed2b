"""Files: atomic writes, settings that survive damage."""

from __future__ import annotations

import os

import pytest

from alea.table.settings import Settings, load_settings, save_settings, settings_path
from alea.table.storage import atomic_write, config_dir, data_dir


def test_directories_honour_the_environment(tmp_path):
    env = {"ALEA_CONFIG_DIR": str(tmp_path / "c"), "ALEA_DATA_DIR": str(tmp_path / "d")}
    assert config_dir(env) == tmp_path / "c" and data_dir(env) == tmp_path / "d"


def test_atomic_write_replaces_and_leaves_no_temporary_file(tmp_path):
    target = tmp_path / "deep" / "file.json"
    atomic_write(target, "one")
    atomic_write(target, "two")
    assert target.read_text() == "two"
    assert os.listdir(target.parent) == ["file.json"]


def test_a_failed_atomic_write_keeps_the_old_file(tmp_path, monkeypatch):
    target = tmp_path / "file.json"
    atomic_write(target, "old")

    def broken(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError):
        atomic_write(target, "new")
    assert target.read_text() == "old"
    assert os.listdir(tmp_path) == ["file.json"]


def test_settings_round_trip(environ):
    settings = Settings(lang="fr", players=3, verbosity="verbose", speech=True, colour=True)
    save_settings(settings, environ)
    assert load_settings(environ) == settings


@pytest.mark.parametrize("content", ["{", "[]", '{"lang": "de"}', '{"players": 9}', '{"speech": "yes"}', ""])
def test_damaged_settings_count_as_a_first_run(environ, content):
    path = settings_path(environ)
    path.parent.mkdir(parents=True)
    path.write_text(content)
    assert load_settings(environ) is None
