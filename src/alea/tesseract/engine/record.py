"""The game record (config, seed, moves, chance outcomes) and its save file: versioned JSON.

A save file is ``{"format": FORMAT, "version": VERSION, "game": {...}, "sha256": ...}``. The
checksum covers the canonical JSON of ``game``, so a damaged or hand-edited file is refused;
loading never executes anything (JSON only) and replays the moves through the rules.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import Any

from alea.atomic import write_text_atomic
from alea.jsonfile import JsonFileError, read_json

from .config import Config
from .errors import SaveError

FORMAT = "alea-tesseract-record"
VERSION = 1
MAX_BYTES = 4 * 1024 * 1024
"""A save file larger than this is refused unread."""


@dataclass(frozen=True)
class Record:
    """Config plus every entry: ``{"m": move}`` or ``{"c": chance outcome}``, in order."""

    config: Config
    entries: tuple[dict[str, Any], ...]

    def to_json(self) -> dict[str, Any]:
        """The save file's content, checksum included."""
        game = {"config": self.config.to_json(), "entries": list(self.entries)}
        return {"format": FORMAT, "version": VERSION, "game": game, "sha256": _digest(game)}

    @classmethod
    def from_json(cls, data: Any) -> "Record":
        """Read :meth:`to_json`'s output; raises SaveError on anything else."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise SaveError("not_a_save")
        version = data.get("version")
        if type(version) is not int or version != VERSION:  # true and 1.0 equal 1 but are not a version
            raise SaveError("version", repr(version)[:40])
        if set(data) != {"format", "version", "game", "sha256"}:
            raise SaveError("damaged", "unexpected keys")
        game = data["game"]
        if not isinstance(game, dict) or data["sha256"] != _digest(game):
            raise SaveError("damaged", "checksum")
        if set(game) != {"config", "entries"} or not isinstance(game["entries"], list):
            raise SaveError("damaged", "structure")
        try:
            config = Config.from_json(game["config"])
        except ValueError as err:
            raise SaveError("damaged", f"config: {err}") from err
        for entry in game["entries"]:
            if not isinstance(entry, dict) or len(entry) != 1 or next(iter(entry)) not in "mc":
                raise SaveError("damaged", "entry")
        return cls(config, tuple(game["entries"]))


def _digest(game: Any) -> str:
    import hashlib  # loaded with the first save or load, not with the engine

    canonical = json.dumps(game, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


def write_json_atomic(path: str | os.PathLike[str], data: Any) -> None:
    """Write JSON to ``path`` atomically (a temporary file, then a rename)."""
    write_text_atomic(path, json.dumps(data, ensure_ascii=False, separators=(",", ":")))


def read_record(path: str | os.PathLike[str]) -> Record:
    """Read a save file's record; raises SaveError (never half-loads, never executes, never blocks)."""
    try:
        data = read_json(path, MAX_BYTES)
    except JsonFileError as err:
        raise SaveError(FILE_REASONS[err.reason], err.detail) from err
    return Record.from_json(data)


FILE_REASONS = {"missing": "unreadable", "unreadable": "unreadable", "not_a_file": "not_a_file",
                "too_large": "too_large", "not_json": "not_json", "too_deep": "not_json",
                "number_too_long": "damaged"}
"""The save reason of each way reading the file's JSON can fail (see :mod:`alea.jsonfile`)."""
