"""Where Tesseract games are saved: its autosave (named for it) and the table's named saves."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from alea.table import autosave_path as autosave_of, save_path

GAME = "tesseract"
"""Tesseract's id, which names its autosave and its lock."""

__all__ = ["autosave_path", "save_path"]


def autosave_path(environ: Mapping[str, str]) -> Path:
    """Tesseract's autosave: rewritten (atomically) after every move of an unfinished game."""
    return autosave_of(environ, GAME)
