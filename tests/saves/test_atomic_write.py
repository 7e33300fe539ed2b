"""The atomic writer's temporary file: created exclusively beside the target, never shared."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from alea.atomic import write_text_atomic


def test_a_temporary_file_left_by_a_crash_is_neither_reused_nor_overwritten(tmp_path: Path) -> None:
    target = tmp_path / "autosave.json"
    stale = tmp_path / f"autosave.json.{os.getpid()}.0.tmp"
    stale.write_text("left by a crash", encoding="utf-8")
    write_text_atomic(target, "the game")
    assert target.read_text(encoding="utf-8") == "the game"
    assert stale.read_text(encoding="utf-8") == "left by a crash"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json", stale.name]


def test_the_written_file_is_readable_by_its_owner_only(tmp_path: Path) -> None:
    """As with tempfile.mkstemp: a save never becomes readable by other users of the machine."""
    target = tmp_path / "games" / "save.json"
    write_text_atomic(target, "{}")
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
