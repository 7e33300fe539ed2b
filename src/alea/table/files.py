"""Where games are saved: each game's autosave and lock, and the named saves, in the data directory."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path, PureWindowsPath

from alea.table.storage import data_dir as data_dir  # where everything lives, named here too

DEFAULT_SAVE = "game"
SAVES = "saves"


def autosave_path(environ: Mapping[str, str], game: str) -> Path:
    """The file rewritten (atomically) after every move of an unfinished game of ``game`` (its id)."""
    return data_dir(environ) / f"{game}-autosave.json"


def save_path(name: str | None, environ: Mapping[str, str]) -> Path:
    """A named save: a bare name lives in the data directory's saves folder, a path is taken as is."""
    chosen = name or DEFAULT_SAVE
    path = Path(chosen).expanduser()
    if path.is_absolute() or len(path.parts) > 1:
        return path
    if path.suffix != ".json":
        path = path.with_name(path.name + ".json")
    return data_dir(environ) / SAVES / path


def plain_name(name: str) -> bool:
    """Whether ``name`` names a save in the saves folder and nothing else: no folder separator
    (``/``, ``\\``, the system's own), no drive, neither ``.`` nor ``..``, no leading ``~``.
    ``save`` takes only such names: ``save a/b`` made the folder ``a`` in the current folder."""
    separators = {"/", "\\", os.sep, os.altsep or "/"}
    return (not any(mark in name for mark in separators) and name not in (".", "..")
            and not name.startswith("~") and not PureWindowsPath(name).drive)


def saves_dir(environ: Mapping[str, str]) -> Path:
    """The folder of named saves."""
    return data_dir(environ) / SAVES


def lock_path(environ: Mapping[str, str], game: str) -> Path:
    """The lock that one Alea at a time holds on the data folder's game of ``game`` (its id)."""
    return data_dir(environ) / f"{game}.lock"


def kept_name(stem: str, environ: Mapping[str, str]) -> str:
    """The first free save name ``<stem>-<n>`` (the stem is the player's word for an unfinished game)."""
    number = 1
    while save_path(f"{stem}-{number}", environ).exists():
        number += 1
    return f"{stem}-{number}"
