"""Alea: an accessible game table. Its first game is Tesseract."""

__version__ = "0.1.0"

from alea import dataclass  # noqa: E402,F401 (before any other: see its _standard_dataclasses)
