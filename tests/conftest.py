"""Shared fixtures: every test keeps the table's files in a temporary directory."""

from __future__ import annotations

import io
from collections.abc import Callable

import pytest

from alea.cli.main import run


@pytest.fixture
def environ(tmp_path) -> dict[str, str]:
    """An environment whose config and data directories are temporary, in English, without colour."""
    return {
        "ALEA_CONFIG_DIR": str(tmp_path / "config"),
        "ALEA_DATA_DIR": str(tmp_path / "data"),
        "LANG": "en_GB.UTF-8",
        "NO_COLOR": "1",
    }


@pytest.fixture
def alea(environ) -> Callable[..., tuple[int, str]]:
    """Run ``alea`` in plain mode with arguments and input lines; returns (exit code, output)."""

    def play(*argv: str, lines: list[str] | str = ()) -> tuple[int, str]:
        text = lines if isinstance(lines, str) else "".join(line + "\n" for line in lines)
        out = io.StringIO()
        code = run(list(argv), io.StringIO(text), out, environ, interactive=False)
        return code, out.getvalue()

    return play
