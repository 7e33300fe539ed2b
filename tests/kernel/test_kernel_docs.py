"""The example of docs/kernel.md runs as written (a game in sixty lines, played to its end)."""

from __future__ import annotations

import re
from pathlib import Path

DOC = Path(__file__).resolve().parents[2] / "docs" / "kernel.md"


def test_kernel_docs_example_plays_a_whole_game():
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text("utf-8"), re.S)
    assert len(blocks) == 1
    scope: dict = {}
    exec(compile(blocks[0], str(DOC), "exec"), scope)  # noqa: S102 - our own documentation
    game = scope["game"]
    assert [kind for kind, _ in game.history] == ["called", "tossed", "won"]
    assert game.record.game == "coin" and len(game.record.entries) == 3
