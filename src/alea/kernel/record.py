"""The game record and its save file: versioned JSON naming the game and its rules' version.

A save file is::

    {"format": "alea-record", "version": 2,
     "game": {"name": "tesseract", "version": 1, "config": {...}, "entries": [...]},
     "sha256": "..."}

``entries`` are ``{"m": move}`` and ``{"c": chance outcome}`` in order. The checksum covers the
canonical JSON of ``game``, so a damaged or hand-edited file is refused; loading never executes
anything (JSON only) and replays the moves through the rules.

The first format, ``{"format": "alea-NAME-record", "version": 1, "game": {"config", "entries"},
"sha256"}``, named its game in the format; it is read as version 1 of game NAME's rules.
"""

from __future__ import annotations

import json
import os
import re
from alea.dataclass import dataclass
from typing import TYPE_CHECKING, Any, Generic

from alea.atomic import write_text_atomic
from alea.jsonfile import JsonFileError, parse_json, read_bytes

from .errors import SaveError
from .limits import MAX_ENTRIES, MAX_VALUES
from .rules import JSON, C, E, M, Rules, S, V

FORMAT = "alea-record"
FORMAT_VERSION = 2
LEGACY_FORMAT = re.compile(r"alea-([a-z][a-z0-9_]*)-record")
"""The first format (version 1), which named the game in the format."""
MAX_BYTES = 4 * 1024 * 1024
"""A save file larger than this is refused unread."""
Entry = dict[str, Any]
"""One entry: ``{"m": move as JSON}`` or ``{"c": chance outcome}``."""


@dataclass(frozen=True)
class Record(Generic[C]):
    """A game's whole story: which game, which rules' version, its config, every entry."""

    game: str
    """The name of the game's rules (:attr:`~.rules.Rules.name`)."""
    version: int
    """The version of the rules that wrote the record."""
    config: C
    """The options the game was set up with."""
    entries: tuple[Entry, ...]
    """Every move and chance outcome, in order."""


def record_to_json(rules: Rules[C, S, M, E, V], record: Record[C]) -> dict[str, Any]:
    """The save file's content, checksum included."""
    game = {"name": record.game, "version": record.version,
            "config": rules.config_to_json(record.config), "entries": list(record.entries)}
    return {"format": FORMAT, "version": FORMAT_VERSION, "game": game, "sha256": digest(game)}


def _whole(value: Any) -> bool:
    return type(value) is int and value >= 1  # true and 1.0 equal 1 but are not a version


@dataclass(frozen=True)
class Stored:
    """A save file's content checked for its structure and checksum, its game not yet known:
    the table reads ``game`` to find the rules, then :meth:`open` reads the config."""

    game: str
    """The name of the game's rules."""
    version: int
    """The version of the rules that wrote it."""
    config: JSON
    """The options, as the game's rules wrote them."""
    entries: tuple[Entry, ...]
    """Every move and chance outcome, in order."""

    @classmethod
    def from_json(cls, data: Any) -> "Stored":
        """Read a save file's JSON (this format or the first); raises SaveError."""
        if not isinstance(data, dict) or not isinstance(data.get("format"), str):
            raise SaveError("not_a_save")
        legacy = LEGACY_FORMAT.fullmatch(data["format"])
        if data["format"] != FORMAT and legacy is None:
            raise SaveError("not_a_save")
        version = data.get("version")
        if not _whole(version) or version != (1 if legacy else FORMAT_VERSION):
            raise SaveError("version", repr(version)[:40])
        if set(data) != {"format", "version", "game", "sha256"}:
            raise SaveError("damaged", "unexpected keys")
        game = data["game"]
        entries = game.get("entries") if isinstance(game, dict) else None
        if isinstance(entries, list) and len(entries) > MAX_ENTRIES:  # before the checksum and any replay
            raise SaveError("too_large", f"{len(entries)} entries")
        if not isinstance(game, dict) or data["sha256"] != digest(game):
            raise SaveError("damaged", "checksum")
        keys = {"config", "entries"} if legacy else {"name", "version", "config", "entries"}
        if set(game) != keys or not isinstance(game["entries"], list):
            raise SaveError("damaged", "structure")
        for entry in game["entries"]:
            if not isinstance(entry, dict) or len(entry) != 1 or next(iter(entry)) not in "mc":
                raise SaveError("damaged", "entry")
        if legacy is not None:
            return cls(legacy.group(1), 1, game["config"], tuple(game["entries"]))
        if not isinstance(game["name"], str) or not _whole(game["version"]):
            raise SaveError("damaged", "game")
        return cls(game["name"], game["version"], game["config"], tuple(game["entries"]))

    def open(self, rules: Rules[C, S, M, E, V]) -> Record[C]:
        """The record, its config read by ``rules``; raises SaveError when it is another
        game's, of a later version, or its config is impossible."""
        check_game(rules, self.game, self.version)
        try:
            config = rules.config_from_json(self.config, self.version)
        except (ValueError, TypeError, KeyError) as err:
            raise SaveError("damaged", f"config: {err}") from err
        return Record(self.game, self.version, config, self.entries)


def check_game(rules: Rules[C, S, M, E, V], game: str, version: int) -> None:
    """Raise SaveError unless a record of ``game`` at ``version`` is one ``rules`` can read."""
    if game != rules.name:
        raise SaveError("not_a_save", f"a record of {game!r}")
    if version > rules.version:
        raise SaveError("version", f"{game} {version}")


def record_from_json(data: Any, rules: Rules[C, S, M, E, V]) -> Record[C]:
    """Read :func:`record_to_json`'s output (or a first-format file) for ``rules``."""
    return Stored.from_json(data).open(rules)


def digest(game: Any) -> str:
    """The SHA-256 of ``game``'s canonical JSON (sorted keys, no spaces, ASCII only)."""
    if TYPE_CHECKING:
        from hashlib import sha256
    else:  # loaded with the first save or load: CPython's own SHA-256 (the same digest) loads in a
        try:  # tenth of the time hashlib takes to load OpenSSL
            from _sha256 import sha256
        except ImportError:  # another Python (3.12 calls it _sha2)
            from hashlib import sha256

    canonical = json.dumps(game, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return sha256(canonical.encode("ascii")).hexdigest()


def write_json_atomic(path: str | os.PathLike[str], data: Any) -> None:
    """Write JSON to ``path`` atomically (a temporary file, then a rename)."""
    write_text_atomic(path, json.dumps(data, ensure_ascii=False, separators=(",", ":")))


FILE_REASONS = {"missing": "unreadable", "unreadable": "unreadable", "not_a_file": "not_a_file",
                "too_large": "too_large", "not_json": "not_json", "too_deep": "not_json",
                "number_too_long": "damaged"}
"""The save reason of each way reading the file's JSON can fail (see :mod:`alea.jsonfile`)."""


def read_stored(path: str | os.PathLike[str]) -> Stored:
    """Read a save file (never half-loads, never executes, never blocks); raises SaveError."""
    try:
        raw = read_bytes(path, MAX_BYTES)
        values = raw.count(b",") + 1
        if values > MAX_VALUES:  # counted before the file is parsed
            raise SaveError("too_large", f"{values} values")
        data = parse_json(raw)
    except JsonFileError as err:
        raise SaveError(FILE_REASONS[err.reason], err.detail) from err
    return Stored.from_json(data)

