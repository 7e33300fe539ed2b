"""The game record (config, moves, chance outcomes) and its save file: versioned JSON with a
checksum; loading never executes anything and replays the moves through the rules."""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from typing import Any

from alea.atomic import write_text_atomic
from alea.jsonfile import JsonFileError, read_json

from .config import Config
from .errors import SaveError

FORMAT = "alea-multiverse-record"
VERSION = 1
MAX_BYTES = 4 * 1024 * 1024


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
        if type(data.get("version")) is not int or data["version"] != VERSION:
            raise SaveError("version", repr(data.get("version"))[:40])
        if set(data) != {"format", "version", "game", "sha256"}:
            raise SaveError("damaged", "unexpected keys")
        game = data["game"]
        if not isinstance(game, dict) or data["sha256"] != _digest(game):
            raise SaveError("damaged", "checksum")
        if set(game) != {"config", "entries"} or not isinstance(game["entries"], list):
            raise SaveError("damaged", "structure")
        try:
            config = Config.from_json(game["config"])
        except (ValueError, TypeError) as err:
            raise SaveError("damaged", f"config: {err}") from err
        for entry in game["entries"]:
            if not isinstance(entry, dict) or len(entry) != 1 or next(iter(entry)) not in "mc":
                raise SaveError("damaged", "entry")
        return cls(config, tuple(game["entries"]))


def _digest(game: Any) -> str:
    canonical = json.dumps(game, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


def save_record(record: Record, path: str | os.PathLike[str]) -> None:
    """Write a record to ``path`` atomically."""
    write_text_atomic(path, json.dumps(record.to_json(), ensure_ascii=False, separators=(",", ":")))


def read_record(path: str | os.PathLike[str]) -> Record:
    """Read a save file's record; raises SaveError (never half-loads)."""
    try:
        data = read_json(path, MAX_BYTES)
    except JsonFileError as err:
        raise SaveError("unreadable", err.detail) from err
    return Record.from_json(data)
