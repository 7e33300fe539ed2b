"""Tesseract's game record (config, seed, moves, chance outcomes) and its save file.

The format is the kernel's (:mod:`alea.kernel.record`, docs/save-format.md): versioned JSON
naming the game ("tesseract") and its rules' version, with a checksum over the game. Files of
the first format (``"format": "alea-tesseract-record"``) still load.
"""

from __future__ import annotations

import os
from typing import Any

from alea.kernel import record as kernel
from alea.kernel.record import FILE_REASONS, MAX_BYTES, read_stored, write_json_atomic
from alea.kernel.record import digest as _digest

from .config import Config
from .rules import NAME, RULES, VERSION

__all__ = ["FILE_REASONS", "MAX_BYTES", "Record", "read_record", "write_json_atomic", "_digest"]


class Record(kernel.Record[Config]):
    """Config plus every entry: ``{"m": move}`` or ``{"c": chance outcome}``, in order; the
    game's name and rules' version are Tesseract's."""

    def __init__(self, config: Config, entries: tuple[dict[str, Any], ...]) -> None:
        super().__init__(NAME, VERSION, config, entries)

    def to_json(self) -> dict[str, Any]:
        """The save file's content, checksum included."""
        return kernel.record_to_json(RULES, self)

    @classmethod
    def from_json(cls, data: Any) -> "Record":
        """Read :meth:`to_json`'s output (or a first-format file); raises SaveError on
        anything else."""
        return cls.opened(kernel.Stored.from_json(data))

    @classmethod
    def opened(cls, stored: kernel.Stored) -> "Record":
        """The record of a save file's (or a journal's) content, its config read by Tesseract's rules;
        raises SaveError when it is another game's."""
        record = stored.open(RULES)
        return cls(record.config, record.entries)


def read_record(path: str | os.PathLike[str]) -> Record:
    """Read a save file's record; raises SaveError (never half-loads, never executes, never blocks)."""
    return Record.opened(read_stored(path))
