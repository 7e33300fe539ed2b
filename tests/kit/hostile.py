"""A catalogue of hostile save files: each case writes one file and names the reason it must be refused with.

Used by ``test_hostile_files.py`` (every case refused, by the engine and by the table, nothing
lost) and by ``benchmarks/refusals.py`` (how long each refusal takes). Special files (FIFO,
socket, device) exist on POSIX only; the catalogue leaves them out elsewhere.
"""

from __future__ import annotations

import copy
import json
import os
import socket
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from alea.tesseract.engine import Config, Game
from alea.tesseract.engine.record import MAX_BYTES, _digest

POSIX = sys.platform != "win32"

POSITION: dict[str, Any] = {
    "tower": {"a1": [["yellow", 2], ["blue", 4]], "b2": [["orange", 3]], "c3": [["purple", 1], ["yellow", 5]]},
    "labs": [{"researcher": "chemist", "dice": [["purple", 4]], "hand": ["purge"]},
             {"researcher": "nuclear", "dice": [["blue", 2]]}],
    "primed": [["yellow", 6]],
    "containment": {"1": ["seal", "down"], "2": ["restoration", "down"]},
    "decks": {"2": ["calibrate"], "3": ["swap"], "4": ["stasis"]},
    "actions": 3,
}
"""A small legal position: the cases below tamper with one thing of it."""


def record_json(position: dict[str, Any] | None = None) -> dict[str, Any]:
    """The save file content of a fresh game (from ``position`` when given)."""
    game = Game.new(Config(players=2, seed=4, position=position))
    return game.record.to_json()


def resealed(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` with its checksum made right again (a tamperer who read the save format)."""
    data["sha256"] = _digest(data["game"])
    return data


def tampered_config(**changes: Any) -> Callable[[], bytes]:
    """A save whose config has ``changes``, checksum made right."""
    def make() -> bytes:
        data = record_json()
        data["game"]["config"].update(changes)
        return json.dumps(resealed(data)).encode()
    return make


def tampered_game(**changes: Any) -> Callable[[], bytes]:
    """A save whose game's name or rules' version have ``changes``, checksum made right."""
    def make() -> bytes:
        data = record_json()
        data["game"].update(changes)
        return json.dumps(resealed(data)).encode()
    return make


def tampered_position(change: Callable[[dict[str, Any]], None]) -> Callable[[], bytes]:
    """A save of a game from :data:`POSITION` changed by ``change``, checksum made right."""
    def make() -> bytes:
        position = copy.deepcopy(POSITION)
        change(position)
        data = record_json(POSITION)
        data["game"]["config"]["position"] = position
        return json.dumps(resealed(data)).encode()
    return make


def tampered_top(**changes: Any) -> Callable[[], bytes]:
    """A save whose top-level keys have ``changes`` (no resealing: the checksum covers only ``game``)."""
    def make() -> bytes:
        data = record_json()
        data.update(changes)
        return json.dumps(data).encode()
    return make


def text(raw: str | bytes) -> Callable[[], bytes]:
    """A file holding exactly ``raw``."""
    return lambda: raw if isinstance(raw, bytes) else raw.encode()


def huge_number_in(where: str) -> Callable[[], bytes]:
    """A 5,000-digit number as the version or the seed."""
    def make() -> bytes:
        data = record_json()
        marker = 1234567
        if where == "version":
            data["version"] = marker
        else:
            data["game"]["config"]["seed"] = marker
        return json.dumps(data).encode().replace(str(marker).encode(), b"9" * 5000)
    return make


def set_in(path: tuple[Any, ...], value: Any) -> Callable[[dict[str, Any]], None]:
    """A position change: set the value at ``path``."""
    def change(position: dict[str, Any]) -> None:
        target = position
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


@dataclass(frozen=True)
class Case:
    """One hostile file: how to make it, and the SaveError reason it must be refused with."""

    name: str
    reason: str
    content: Callable[[], bytes] | None = None
    special: str | None = None
    """``fifo``, ``socket``, ``folder``, ``device`` or ``sparse`` (a file of 300 MB written as a hole)."""

    def make(self, path: Path) -> Any:
        """Create the file at ``path``; returns what must stay open while it is used (a socket), or None."""
        if self.special == "fifo":
            os.mkfifo(path)  # type: ignore[attr-defined]  # POSIX only: the catalogue says so
        elif self.special == "socket":
            server = socket.socket(socket.AF_UNIX)  # type: ignore[attr-defined]
            server.bind(str(path))
            return server
        elif self.special == "folder":
            path.mkdir()
        elif self.special == "device":
            path.symlink_to("/dev/zero")
        elif self.special == "sparse":
            with path.open("wb") as handle:
                handle.truncate(300 * 1024 * 1024)
        else:
            assert self.content is not None
            path.write_bytes(self.content())
        return None


CASES: list[Case] = [
    # special files and sizes
    Case("folder", "not_a_file", special="folder"),
    Case("sparse-300MB", "too_large", special="sparse"),
    Case("one-byte-over-the-cap", "too_large", text(b" " * (MAX_BYTES + 1))),
    Case("empty", "not_json", text(b"")),
    Case("binary", "not_json", text(bytes(range(256)) * 4)),
    Case("not-utf8", "not_json", text(b'{"format": "\xff\xfe"}')),
    Case("utf16", "not_json", text('{"format": 1}'.encode("utf-16"))),
    Case("truncated", "not_json", lambda: json.dumps(record_json()).encode()[:200]),
    # depth and numbers
    Case("100000-brackets", "not_json", text("[" * 100_000 + "]" * 100_000)),
    Case("100000-braces", "not_json", text('{"a":' * 100_000 + "1" + "}" * 100_000)),
    Case("65-deep-inside-game", "not_json", tampered_top(game={"config": json.loads("[" * 65 + "]" * 65)})),
    Case("5000-digit-version", "damaged", huge_number_in("version")),
    Case("5000-digit-seed", "damaged", huge_number_in("seed")),
    Case("31-digit-number", "damaged", text('{"format": "alea-tesseract-record", "version": ' + "1" * 31 + "}")),
    Case("NaN", "not_json", text('{"format": "alea-tesseract-record", "version": NaN}')),
    Case("Infinity", "not_json", text('{"format": "alea-tesseract-record", "version": -Infinity}')),
    # the envelope
    Case("version-true", "version", tampered_top(version=True)),
    Case("version-float", "version", tampered_top(version=1.0)),
    Case("version-string", "version", tampered_top(version="1")),
    Case("version-3", "version", tampered_top(version=3)),
    Case("version-1-of-this-format", "version", tampered_top(version=1)),
    Case("rules-version-2", "version", tampered_game(version=2)),
    Case("another-game", "not_a_save", tampered_game(name="multiverse")),
    Case("version-null", "version", tampered_top(version=None)),
    Case("other-format", "not_a_save", tampered_top(format="pickle")),
    Case("a-list", "not_a_save", text("[1, 2, 3]")),
    Case("a-string", "not_a_save", text('"alea-tesseract-record"')),
    Case("extra-key", "damaged", tampered_top(comment="hello")),
    Case("wrong-checksum", "damaged", tampered_top(sha256="0" * 64)),
    # the config, checksum made right
    Case("players-true", "damaged", tampered_config(players=True)),
    Case("players-zero", "damaged", tampered_config(players=0)),
    Case("players-five", "damaged", tampered_config(players=5)),
    Case("players-float", "damaged", tampered_config(players=2.0)),
    Case("seed-string", "damaged", tampered_config(seed="x")),
    Case("seed-true", "damaged", tampered_config(seed=True)),
    Case("seed-2-to-the-70", "damaged", tampered_config(seed=2**70)),
    Case("base-Z", "damaged", tampered_config(base="Z")),
    Case("variant-V99", "damaged", tampered_config(variants=["V99"])),
    Case("researcher-unknown", "damaged", tampered_config(researchers=["nobody", "chemist"])),
    Case("consent-string", "damaged", tampered_config(auto_consent="yes")),
    Case("position-a-list", "damaged", tampered_config(position=[1, 2])),
    # the position, checksum made right
    Case("actions-99", "damaged", tampered_position(set_in(("actions",), 99))),
    Case("actions-minus-3", "damaged", tampered_position(set_in(("actions",), -3))),
    Case("actions-x", "damaged", tampered_position(set_in(("actions",), "x"))),
    Case("actions-true", "damaged", tampered_position(set_in(("actions",), True))),
    Case("containment-value-9", "damaged", tampered_position(set_in(("containment", "9"), ["dilation", "down"]))),
    Case("containment-value-0", "damaged", tampered_position(set_in(("containment", "0"), ["dilation", "down"]))),
    Case("containment-card-at-six-values", "damaged", tampered_position(
        set_in(("containment",), {str(v): ["seal", "down"] for v in range(1, 7)}))),
    Case("containment-unknown-card", "damaged", tampered_position(set_in(("containment", "3"), ["joker", "down"]))),
    Case("containment-status", "damaged", tampered_position(set_in(("containment", "1"), ["seal", "sideways"]))),
    Case("deck-30-copies", "damaged", tampered_position(set_in(("decks", "2"), ["calibrate"] * 30))),
    Case("deck-wrong-level", "damaged", tampered_position(set_in(("decks", "2"), ["stasis"]))),
    Case("deck-level-5", "damaged", tampered_position(set_in(("decks", "5"), []))),
    Case("hand-30-copies", "damaged", tampered_position(set_in(("labs", 0, "hand"), ["purge"] * 30))),
    Case("die-green", "damaged", tampered_position(set_in(("primed",), [["green", 3]]))),
    Case("die-value-7", "damaged", tampered_position(set_in(("primed",), [["yellow", 7]]))),
    Case("17-yellow-dice", "damaged", tampered_position(set_in(("destroyed",), [["yellow", 1]] * 17))),
    Case("column-of-5", "damaged", tampered_position(set_in(("tower", "d4"), [["blue", 1]] * 5))),
    Case("unknown-position-key", "damaged", tampered_position(set_in(("cheat",), True))),
    Case("breach-7", "damaged", tampered_position(set_in(("breach",), 7))),
    Case("active-lab-5", "damaged", tampered_position(set_in(("active",), 5))),
    Case("lab-over-capacity", "damaged", tampered_position(set_in(("labs", 1, "dice"), [["blue", 2]] * 7))),
    Case("same-researcher-twice", "damaged", tampered_position(set_in(("labs", 1, "researcher"), "chemist"))),
    Case("numbering-unknown", "damaged", tampered_position(set_in(("numbering",), "secret"))),
]
"""Every hostile file that is an ordinary file or a folder (portable)."""

if POSIX:
    CASES += [
        Case("fifo", "not_a_file", special="fifo"),
        Case("unix-socket", "not_a_file", special="socket"),
        Case("symlink-to-dev-zero", "not_a_file", special="device"),
    ]
